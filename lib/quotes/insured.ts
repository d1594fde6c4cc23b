// The insured of each quote (decision 030): named by insuredId, the folio re-quoted, the policy renewed,
// or found by the matching rule; and the rating fields a named insured pre-fills. A quotes use case: the
// client book (lib/insureds) sits above quotes (docs/architecture.md).
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import {
  insertInsured,
  insuredById,
  insuredByMatchKey,
  insuredOfPolicy,
  lockInsured,
  lockMatchKey,
  updateInsured as updateRow,
  type InsuredAccountRecord,
  type InsuredData,
} from "@/lib/db/queries/insureds";
import { AppError, validationError } from "@/lib/errors";
import { exposureOfRisk, factsOfRisk, matchKey, prefillFields, recordExposure } from "@/lib/insureds/facts";
import type { Risk } from "@/lib/rating/types";

/** The key stored when the matching rule says the insured never matches: unique, so nothing finds it. */
export const keyOrUnique = (key: string | null) => key ?? `unmatched|${randomUUID()}`;

/**
 * A create-quote request naming an insured: the rating fields it leaves out are filled from the insured's
 * facts (at the top level of the request, where a field error then points). Refused when the id is not
 * one of the agency's insureds, or names an archived one.
 */
export async function prefillFromInsured(
  db: Db,
  agencyId: string,
  insuredId: string,
  body: Record<string, unknown>,
  rawBody: Record<string, unknown>,
): Promise<void> {
  const insured = await insuredById(db, agencyId, insuredId);
  if (!insured) throw validationError([{ path: "insuredId", message: "no insured of your agency has this id", code: "not_found" }]);
  if (insured.archivedAt) {
    throw new AppError("conflict", `Insured ${insuredId} is archived; restore it (POST /v1/insureds/${insuredId}/restore) before quoting it.`, [
      { path: "insuredId", message: "is archived", code: "insured_archived" },
    ]);
  }
  const nested = (rawBody.system_payload ?? {}) as Record<string, unknown>;
  const given = new Set([...Object.keys(rawBody), ...Object.keys(nested)]);
  const effective = (rawBody.effective_date ?? nested.effective_date) as string | undefined;
  const filled = prefillFields(insured, given, typeof effective === "string" ? effective : undefined) as Record<string, unknown>;
  for (const [name, value] of Object.entries(filled)) {
    body[name] = value;
    rawBody[name] = value;
  }
}

/**
 * The insured of a folio being recorded, in its transaction: the one named (insuredId, the folio
 * re-quoted, the policy renewed) or, for an inline request, the one the matching rule finds, else a new
 * one. The quote's exposure is recorded on it for the policy year (when it changes the figures).
 */
export async function insuredForQuote(
  tx: Tx,
  agencyId: string,
  risk: Risk,
  named: { insuredId?: string | null; renewalOfPolicyId?: string | null },
  folioId: string,
  now: Date,
  /** The portal user quoting, recorded on a client the quote creates (decision 045). */
  createdByUserId: string | null = null,
): Promise<{ id: string; answers: InsuredAccountRecord["answers"] }> {
  const source = `quote:${folioId}`;
  const at = now.toISOString();
  let insured: InsuredAccountRecord | null = null;
  const id = named.insuredId ?? (named.renewalOfPolicyId ? await insuredOfPolicy(tx, named.renewalOfPolicyId) : null);
  if (id) {
    insured = await lockInsured(tx, agencyId, id);
    if (!insured) throw new Error(`insured ${id} of agency ${agencyId} not found`);
  } else {
    const facts = factsOfRisk(risk);
    const key = matchKey(facts);
    if (key) {
      await lockMatchKey(tx, agencyId, key);
      insured = await insuredByMatchKey(tx, agencyId, key);
    }
    if (!insured) {
      const exposure = exposureOfRisk(risk, at, source);
      const created = await insertInsured(
        tx,
        agencyId,
        {
          ...facts,
          dba: null,
          entityType: null,
          fein: null,
          contacts: [],
          locations: [],
          exposures: exposure ? [exposure] : [],
          matchKey: keyOrUnique(key),
        },
        now,
        createdByUserId,
      );
      return { id: created.id, answers: created.answers };
    }
  }
  const exposure = exposureOfRisk(risk, at, source);
  const change: Partial<InsuredData> = {};
  if (exposure) {
    const exposures = recordExposure(insured.exposures, exposure);
    if (exposures.length !== insured.exposures.length) change.exposures = exposures;
  }
  if (risk.kind === "business" && !insured.classCodes.includes(risk.classCode) && insured.classCodes.length < 5) {
    change.classCodes = [...insured.classCodes, risk.classCode];
  }
  if (risk.kind === "business" && !insured.mailingAddress) change.mailingAddress = { state: risk.mailingState, zip: risk.mailingZip };
  if (Object.keys(change).length) await updateRow(tx, agencyId, insured.id, change);
  return { id: insured.id, answers: insured.answers };
}
