// Reading the audit log (decision 042): the agency's rows newest first, filtered, keyset-paginated, each
// with its actor's and object's names where they are cheaply known. Rows are written by recordAudit
// (lib/db/queries/audit.ts) in the transaction of the change they report, and never changed.
import "server-only";
import type { Db } from "@/lib/db/client";
import { auditActorNames, auditEventsOfAgency, auditObjectLabels, type AuditFilter, type AuditPosition, type AuditRecord } from "@/lib/db/queries/audit";
import { validationError } from "@/lib/errors";
import type { ListAuditEventsQuery } from "@/lib/schemas/audit";
import { isUuid } from "@/lib/schemas/common";

const MAX_ID = 2n ** 63n - 1n; // bigint's largest: a larger number is no position
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Cursors are the last row's position (created_at, id): opaque, and refused unless this API made them. */
export const encodeAuditCursor = (p: AuditPosition): string => Buffer.from(`aud:${p.createdAt.toISOString()}|${p.id}`).toString("base64url");
export function decodeAuditCursor(cursor: string): AuditPosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const match = /^aud:([^|]+)\|(\d{1,19})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match || !ISO_MS.test(match[1]!)) return null;
  const createdAt = new Date(match[1]!);
  const id = BigInt(match[2]!);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== match[1] || id > MAX_ID) return null;
  return { createdAt, id };
}

/** Who acted, split out of the stored actor string ("user:<id>", "api_key:<id>", "customer:pay_link:<id>", "system"). */
export interface AuditActor {
  type: "user" | "api_key" | "customer" | "system";
  id: string | null;
  name: string | null;
  email: string | null;
}

export function parseActor(actor: string): AuditActor {
  const none = { name: null, email: null };
  if (actor.startsWith("user:")) return { type: "user", id: actor.slice("user:".length), ...none };
  if (actor.startsWith("api_key:")) return { type: "api_key", id: actor.slice("api_key:".length), ...none };
  if (actor.startsWith("customer:")) return { type: "customer", id: actor.slice(actor.lastIndexOf(":") + 1), ...none };
  return { type: "system", id: null, ...none };
}

export interface AuditEntryView {
  row: AuditRecord;
  actor: AuditActor;
  objectLabel: string | null;
}

/** A label the row itself carries: a webhook endpoint's URL (also once it is deleted), a user's email on a sign-in. */
function labelFromRow(row: AuditRecord): string | null {
  for (const side of [row.after, row.before]) {
    if (side && typeof side === "object") {
      const s = side as Record<string, unknown>;
      if (row.objectType === "webhook_endpoint" && typeof s.url === "string") return s.url;
      if (row.objectType === "user" && typeof s.email === "string") return s.email;
    }
  }
  return null;
}

export async function listAuditEvents(db: Db, agencyId: string, query: ListAuditEventsQuery): Promise<{ items: AuditEntryView[]; nextCursor: string | null }> {
  const before = query.cursor ? decodeAuditCursor(query.cursor) : null;
  if (query.cursor && !before) {
    throw validationError(
      [{ path: "cursor", message: "is not a cursor this API returned", code: "invalid_cursor" }],
      "cursor: is not a cursor this API returned",
    );
  }
  const gte = query["created[gte]"] ? new Date(query["created[gte]"]) : undefined;
  const lt = query["created[lt]"] ? new Date(query["created[lt]"]) : undefined;
  if (gte && lt && gte >= lt) {
    throw validationError(
      [{ path: "created[lt]", message: "must be later than created[gte]", code: "invalid_range" }],
      "created[lt]: must be later than created[gte]",
    );
  }
  const filter: AuditFilter = {
    ...(query.action ? { action: query.action } : {}),
    ...(query.actor ? { actor: query.actor.toLowerCase() } : {}),
    ...(query.objectType ? { objectType: query.objectType } : {}),
    ...(query.objectId ? { objectId: query.objectId } : {}),
    ...(gte ? { createdGte: gte } : {}),
    ...(lt ? { createdLt: lt } : {}),
  };
  const rows = await auditEventsOfAgency(db, agencyId, { ...filter, limit: query.limit + 1, ...(before ? { before } : {}) });
  const page = rows.slice(0, query.limit);
  const actors = page.map((r) => parseActor(r.actor));
  const idsOf = (type: AuditActor["type"]) => [...new Set(actors.filter((a) => a.type === type && a.id && isUuid(a.id)).map((a) => a.id!))];
  const objectIdsOf = (type: string) => [...new Set(page.filter((r) => r.objectType === type && isUuid(r.objectId)).map((r) => r.objectId))];
  const [names, labels] = await Promise.all([
    auditActorNames(db, agencyId, { userIds: [...new Set([...idsOf("user"), ...objectIdsOf("user")])], apiKeyIds: idsOf("api_key") }),
    auditObjectLabels(db, agencyId, {
      policyIds: objectIdsOf("policy"),
      applicationIds: objectIdsOf("application"),
      endpointIds: objectIdsOf("webhook_endpoint"),
    }),
  ]);
  const items = page.map((row, i): AuditEntryView => {
    const actor = actors[i]!;
    const user = actor.type === "user" && actor.id ? names.users.get(actor.id) : undefined;
    const keyName = actor.type === "api_key" && actor.id ? names.apiKeys.get(actor.id) : undefined;
    return {
      row,
      actor: { ...actor, name: user?.name ?? keyName ?? null, email: user?.email ?? null },
      objectLabel: labels.get(row.objectId) ?? (row.objectType === "user" ? names.users.get(row.objectId)?.email : undefined) ?? labelFromRow(row),
    };
  });
  const last = page.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeAuditCursor({ createdAt: last.createdAt, id: last.id }) : null };
}
