// API keys made in the portal or over the API by the agency's administrators (issue 31 item 3, decision 040):
// named, scoped, shown once, listed with when each was last used, revoked. Each change is in the audit log.
import "server-only";
import { createApiKey, revokeApiKey, type AgencyPrincipal, type VerifiedKeys } from "@/lib/auth/api-keys";
import type { KeyScope } from "@/lib/auth/permissions";
import type { Db } from "@/lib/db/client";
import { apiKeyRow, listApiKeyRows, type ApiKeyRecord } from "@/lib/db/queries/api-keys";
import { recordAudit } from "@/lib/db/queries/audit";
import { notFound } from "@/lib/errors";

export type { ApiKeyRecord };

export async function listApiKeys(db: Db, agencyId: string): Promise<ApiKeyRecord[]> {
  return listApiKeyRows(db, agencyId);
}

export async function getApiKey(db: Db, agencyId: string, id: string): Promise<ApiKeyRecord> {
  const key = await apiKeyRow(db, agencyId, id);
  if (!key) throw notFound(`No API key with id ${id}.`);
  return key;
}

/** Makes a key; its secret exists in plain only in the answer (never stored, never replayed). */
export async function makeApiKey(
  db: Db,
  principal: AgencyPrincipal,
  input: { name: string; scope: KeyScope },
  ctx: { requestId: string },
): Promise<{ key: ApiKeyRecord; secret: string }> {
  return db.$transaction(async (tx) => {
    const made = await createApiKey(tx, principal.agencyId, input.name, { scope: input.scope, createdBy: principal.actor });
    await recordAudit(tx, {
      agencyId: principal.agencyId,
      actor: principal.actor,
      action: "api_key.create",
      objectType: "api_key",
      objectId: made.id,
      after: { name: input.name, scope: input.scope, prefix: made.prefix },
      requestId: ctx.requestId,
    });
    return { key: (await apiKeyRow(tx, principal.agencyId, made.id))!, secret: made.key };
  });
}

/**
 * Revokes a key of the agency: from this answer on it authenticates nothing, in every process (decision 006).
 * Revoking a revoked key changes nothing and answers it as it is.
 */
export async function revokeKey(db: Db, principal: AgencyPrincipal, id: string, ctx: { requestId: string; cache: VerifiedKeys }): Promise<ApiKeyRecord> {
  const before = await getApiKey(db, principal.agencyId, id);
  if (before.revokedAt) return before;
  await revokeApiKey(db, principal.agencyId, id, ctx.cache, async (tx) => {
    await recordAudit(tx, {
      agencyId: principal.agencyId,
      actor: principal.actor,
      action: "api_key.revoke",
      objectType: "api_key",
      objectId: id,
      before: { name: before.name, scope: before.scope, prefix: before.prefix },
      requestId: ctx.requestId,
    });
  });
  return getApiKey(db, principal.agencyId, id);
}
