// Clients (decision 030): create, read, list, update and archive an agency's insureds. Finding the insured
// of each quote is the quote's (lib/quotes/insured.ts), below this folder in docs/architecture.md's order.
import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import {
  insertInsured,
  insuredActivity,
  insuredById,
  listInsureds as listRows,
  lockInsured,
  updateInsured as updateRow,
  type InsuredAccountRecord,
  type InsuredData,
} from "@/lib/db/queries/insureds";
import { notFound, validationError } from "@/lib/errors";
import { toCents } from "@/lib/schemas/common";
import type { CreateInsuredRequest, UpdateInsuredRequest } from "@/lib/schemas/insureds";
import { keyOrUnique } from "@/lib/quotes/insured";
import { matchKey, recordExposure, type ExposureEntry, type Person, type PostalAddress } from "./facts";

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
