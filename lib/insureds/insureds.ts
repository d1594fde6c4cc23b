// Clients (decision 030): create, read, list, update and archive an agency's insureds, and find the
// insured of each quote (named by insuredId, the folio re-quoted, the policy renewed, or the matching rule).
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import {
  insertInsured,
  insuredActivity,
  insuredById,
  insuredByMatchKey,
  insuredOfPolicy,
  listInsureds as listRows,
  lockInsured,
  lockMatchKey,
  updateInsured as updateRow,
  type InsuredAccountRecord,
  type InsuredData,
} from "@/lib/db/queries/insureds";
import { AppError, notFound, validationError } from "@/lib/errors";
import type { Risk } from "@/lib/rating/types";
import { toCents } from "@/lib/schemas/common";
import type { CreateInsuredRequest, UpdateInsuredRequest } from "@/lib/schemas/insureds";
import { exposureOfRisk, factsOfRisk, matchKey, prefillFields, recordExposure, type ExposureEntry, type Person, type PostalAddress } from "./facts";

export type { InsuredAccountRecord };

type ExposureInput = NonNullable<CreateInsuredRequest["exposures"]>[number];
type AddressInput = NonNullable<CreateInsuredRequest["mailingAddress"]>;
type PersonInput = NonNullable<CreateInsuredRequest["person"]>;

function entryOf(e: ExposureInput, recordedAt: string, source: string): ExposureEntry {
  return {
    policyYear: e.policyYear,
    ...(e.annualRevenue !== undefined ? { annualRevenueCents: toCents(e.annualRevenue) } : {}),
    ...(e.annualPayroll !== undefined ? { annualPayrollCents: toCents(e.annualPayroll) } : {}),
    ...(e.employeeCount !== undefined ? { employeeCount: e.employeeCount } : {}),
    ...(e.squareFootage !== undefined ? { squareFootage: e.squareFootage } : {}),
    ...(e.subcontractedCost !== undefined ? { subcontractedCostCents: toCents(e.subcontractedCost) } : {}),
    recordedAt,
    source,
  };
}

const address = (a: AddressInput): PostalAddress => ({ ...a, state: a.state.toUpperCase() });

const person = (p: PersonInput): Person => ({
  ...p,
  ...(p.residenceState ? { residenceState: p.residenceState.toUpperCase() } : {}),
  ...(p.countryOfResidence ? { countryOfResidence: p.countryOfResidence.toUpperCase() } : {}),
});

const feinDigits = (fein: string) => fein.replace(/\D/g, "");

/** The key stored when the matching rule says the insured never matches: unique, so nothing finds it. */
const keyOrUnique = (key: string | null) => key ?? `unmatched|${randomUUID()}`;

export async function createInsured(
  db: Db,
  agencyId: string,
  req: CreateInsuredRequest,
  source: "api" | "portal",
  now = new Date(),
  /** An Idempotency-Key's mark: called in the transaction that writes the insured, with its id. */
  onCommit?: (tx: Tx, insuredId: string) => Promise<void>,
  /** The portal user creating it (null: an API key): whose book the client is in (decision 045). */
  createdByUserId: string | null = null,
): Promise<InsuredAccountRecord> {
  const at = now.toISOString();
  const who = req.person ? person(req.person) : null;
  const data: InsuredData = {
    kind: req.kind,
    name: req.name ?? (who ? `${who.firstName} ${who.lastName}` : ""),
    dba: req.dba ?? null,
    entityType: req.entityType ?? null,
    fein: req.fein ? feinDigits(req.fein) : null,
    contacts: req.contacts ?? [],
    mailingAddress: req.mailingAddress ? address(req.mailingAddress) : null,
    locations: (req.locations ?? []).map(address),
    classCodes: req.classCodes ?? [],
    exposures: (req.exposures ?? []).reduce<ExposureEntry[]>((all, e) => recordExposure(all, entryOf(e, at, source)), []),
    person: who,
    matchKey: "",
  };
  data.matchKey = keyOrUnique(matchKey(data));
  if (!onCommit) return insertInsured(db, agencyId, data, now, createdByUserId);
  return db.$transaction(async (tx) => {
    const insured = await insertInsured(tx, agencyId, data, now, createdByUserId);
    await onCommit(tx, insured.id);
    return insured;
  });
}

/** The insured with its folios and policies (only those of a producer's own book, when restricted: decision 045). */
export async function getInsured(db: Db, agencyId: string, id: string, ownBookOf?: string | null) {
  const insured = await insuredById(db, agencyId, id);
  if (!insured) throw notFound(`No insured with id ${id}.`);
  return { insured, activity: await insuredActivity(db, agencyId, id, ownBookOf) };
}

export async function listInsureds(
  db: Db,
  agencyId: string,
  query: { q?: string | undefined; kind?: "business" | "person" | undefined; archived: boolean; limit: number; cursor?: string | undefined },
  /** A producer restricted to their own book (decision 045). */
  ownBookOf?: string | null,
): Promise<{ items: InsuredAccountRecord[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after) throw validationError([{ path: "cursor", message: "is not a cursor this list gave out", code: "invalid_cursor" }]);
  const rows = await listRows(db, agencyId, {
    ...(query.q ? { q: query.q } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    archived: query.archived,
    after,
    limit: query.limit,
    ownBookOf,
  });
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

export async function updateInsured(
  db: Db,
  agencyId: string,
  id: string,
  req: UpdateInsuredRequest,
  source: "api" | "portal",
  now = new Date(),
): Promise<InsuredAccountRecord> {
  return db.$transaction(async (tx) => {
    const current = await lockInsured(tx, agencyId, id);
    if (!current) throw notFound(`No insured with id ${id}.`);
    if (current.kind === "person" && req.person === null) {
      throw validationError([{ path: "person", message: "cannot be cleared: a person insured is the traveller", code: "required" }]);
    }
    const at = now.toISOString();
    const change: Partial<InsuredData> = {
      ...(req.name !== undefined ? { name: req.name } : {}),
      ...(req.dba !== undefined ? { dba: req.dba } : {}),
      ...(req.entityType !== undefined ? { entityType: req.entityType } : {}),
      ...(req.fein !== undefined ? { fein: req.fein === null ? null : feinDigits(req.fein) } : {}),
      ...(req.contacts !== undefined ? { contacts: req.contacts } : {}),
      ...(req.mailingAddress !== undefined ? { mailingAddress: req.mailingAddress === null ? null : address(req.mailingAddress) } : {}),
      ...(req.locations !== undefined ? { locations: req.locations.map(address) } : {}),
      ...(req.classCodes !== undefined ? { classCodes: req.classCodes } : {}),
      ...(req.exposures !== undefined ? { exposures: req.exposures.reduce((all, e) => recordExposure(all, entryOf(e, at, source)), current.exposures) } : {}),
      ...(req.person !== undefined ? { person: req.person === null ? null : person(req.person) } : {}),
    };
    const next = { ...current, ...change };
    // A client renamed or moved matches by its new name and ZIP from now on.
    if (!current.matchKey.startsWith("unmatched|") || matchKey(next)) change.matchKey = keyOrUnique(matchKey(next));
    const saved = await updateRow(tx, agencyId, id, change);
    return saved!;
  });
}

/** Archived: left out of the list and of the matching rule; its folios and policies stay. Restoring undoes it. */
export async function setArchived(db: Db, agencyId: string, id: string, archived: boolean, now = new Date()): Promise<InsuredAccountRecord> {
  const saved = await updateRow(db, agencyId, id, { archivedAt: archived ? now : null });
  if (!saved) throw notFound(`No insured with id ${id}.`);
  return saved;
}

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
