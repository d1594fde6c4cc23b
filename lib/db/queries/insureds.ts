// Agencies' clients (decision 030): the insured a folio and its policies belong to.
import "server-only";
import { z } from "zod";
import { Prisma, type Insured } from "@/lib/generated/prisma/client";
import type { Contact, ExposureEntry, InsuredFacts, Person, PostalAddress } from "@/lib/insureds/facts";
import type { ClientAnswers } from "@/lib/questions/answers";
import { json, type Tx } from "../client";
import { escapeLike, type Keyset } from "../cursor";
import { parseJson } from "../json";
import { advisoryLock } from "./locks";
import { builder, rows, statement } from "../sql";
import { folioInBook, insuredInBook, policyInBook, type OwnBookOf } from "./book";

const Address = z.object({ line1: z.string().optional(), line2: z.string().optional(), city: z.string().optional(), state: z.string(), zip: z.string() });
const ContactJson = z.object({ name: z.string(), email: z.string().optional(), phone: z.string().optional() });
const ExposureJson = z.object({
  policyYear: z.number().int(),
  annualRevenueCents: z.number().int().optional(),
  annualPayrollCents: z.number().int().optional(),
  employeeCount: z.number().int().optional(),
  squareFootage: z.number().int().optional(),
  subcontractedCostCents: z.number().int().optional(),
  recordedAt: z.string(),
  source: z.string(),
});
const AnswersJson = z.record(
  z.string(),
  z.object({
    value: z.unknown(),
    answeredAt: z.string(),
    answeredBy: z.string(),
    source: z.string(),
    confirmedAt: z.string().optional(),
    confirmedBy: z.string().optional(),
  }),
);
const PersonJson = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  residenceState: z.string().optional(),
  countryOfResidence: z.string().optional(),
});

export interface InsuredAccountRecord extends Omit<
  Insured,
  "contacts" | "mailingAddress" | "locations" | "classCodes" | "exposures" | "person" | "kind" | "answers"
> {
  answers: ClientAnswers;
  kind: InsuredFacts["kind"];
  contacts: Contact[];
  mailingAddress: PostalAddress | null;
  locations: PostalAddress[];
  classCodes: string[];
  exposures: ExposureEntry[];
  person: Person | null;
}

function toRecord(row: Insured): InsuredAccountRecord {
  const where = `insured ${row.id}`;
  return {
    ...row,
    kind: row.kind,
    contacts: parseJson(ContactJson.array(), row.contacts, `${where} contacts`),
    mailingAddress: row.mailingAddress === null ? null : parseJson(Address, row.mailingAddress, `${where} mailingAddress`),
    locations: parseJson(Address.array(), row.locations, `${where} locations`),
    classCodes: parseJson(z.string().array(), row.classCodes, `${where} classCodes`),
    exposures: parseJson(ExposureJson.array(), row.exposures, `${where} exposures`),
    person: row.person === null ? null : parseJson(PersonJson, row.person, `${where} person`),
    answers: parseJson(AnswersJson, row.answers, `${where} answers`) as ClientAnswers,
  };
}

export interface InsuredData {
  kind: InsuredFacts["kind"];
  name: string;
  dba: string | null;
  entityType: string | null;
  fein: string | null;
  contacts: Contact[];
  mailingAddress: PostalAddress | null;
  locations: PostalAddress[];
  classCodes: string[];
  exposures: ExposureEntry[];
  person: Person | null;
  matchKey: string;
}

function columns(d: Partial<InsuredData>) {
  return {
    ...(d.kind !== undefined ? { kind: d.kind } : {}),
    ...(d.name !== undefined ? { name: d.name } : {}),
    ...(d.dba !== undefined ? { dba: d.dba } : {}),
    ...(d.entityType !== undefined ? { entityType: d.entityType } : {}),
    ...(d.fein !== undefined ? { fein: d.fein } : {}),
    ...(d.contacts !== undefined ? { contacts: json(d.contacts) } : {}),
    ...(d.mailingAddress !== undefined ? { mailingAddress: d.mailingAddress === null ? Prisma.DbNull : json(d.mailingAddress) } : {}),
    ...(d.locations !== undefined ? { locations: json(d.locations) } : {}),
    ...(d.classCodes !== undefined ? { classCodes: json(d.classCodes) } : {}),
    ...(d.exposures !== undefined ? { exposures: json(d.exposures) } : {}),
    ...(d.person !== undefined ? { person: d.person === null ? Prisma.DbNull : json(d.person) } : {}),
    ...(d.matchKey !== undefined ? { matchKey: d.matchKey } : {}),
  };
}

export async function insertInsured(db: Tx, agencyId: string, d: InsuredData, at?: Date, createdByUserId: string | null = null): Promise<InsuredAccountRecord> {
  const row = await db.insured.create({
    data: { agencyId, ...columns(d), kind: d.kind, name: d.name, matchKey: d.matchKey, createdByUserId, ...(at ? { createdAt: at, updatedAt: at } : {}) },
  });
  return toRecord(row);
}

export async function updateInsured(
  db: Tx,
  agencyId: string,
  id: string,
  d: Partial<InsuredData> & { archivedAt?: Date | null },
): Promise<InsuredAccountRecord | null> {
  const { count } = await db.insured.updateMany({
    where: { id, agencyId },
    data: { ...columns(d), ...(d.archivedAt !== undefined ? { archivedAt: d.archivedAt } : {}) },
  });
  return count ? insuredById(db, agencyId, id) : null;
}

export async function insuredById(db: Tx, agencyId: string, id: string): Promise<InsuredAccountRecord | null> {
  const row = await db.insured.findFirst({ where: { id, agencyId } });
  return row ? toRecord(row) : null;
}

/** The insured, locked until the transaction ends (a quote recording its exposure, an update). */
export async function lockInsured(tx: Tx, agencyId: string, id: string): Promise<InsuredAccountRecord | null> {
  const locked = await rows(tx, INSURED_LOCKED, { id, agencyId });
  return locked.length ? insuredById(tx, agencyId, id) : null;
}

const INSURED_LOCKED = statement("insured_locked_v1", (args: { id: string; agencyId: string }) =>
  builder.selectFrom("insureds").select("id").where("id", "=", args.id).where("agency_id", "=", args.agencyId).forUpdate(),
);

/** The oldest active insured of the agency with this match key (the matching rule, lib/insureds/facts.ts). */
export async function insuredByMatchKey(db: Tx, agencyId: string, matchKey: string): Promise<InsuredAccountRecord | null> {
  const row = await db.insured.findFirst({ where: { agencyId, matchKey, archivedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return row ? toRecord(row) : null;
}

/** Serialises find-or-create of one match key across processes until the transaction ends. */
export async function lockMatchKey(tx: Tx, agencyId: string, matchKey: string): Promise<void> {
  await advisoryLock(tx, `insured|${agencyId}|${matchKey}`);
}

export async function listInsureds(
  db: Tx,
  agencyId: string,
  opts: { q?: string; archived: boolean; kind?: InsuredFacts["kind"]; after: Keyset | null; limit: number; ownBookOf?: OwnBookOf },
): Promise<InsuredAccountRecord[]> {
  const digits = opts.q?.replace(/\D/g, "") ?? "";
  const book = insuredInBook(opts.ownBookOf);
  const rows = await db.insured.findMany({
    where: {
      agencyId,
      archivedAt: opts.archived ? { not: null } : null,
      ...(opts.kind ? { kind: opts.kind } : {}),
      ...(opts.q
        ? {
            OR: [
              { name: { contains: escapeLike(opts.q), mode: "insensitive" as const } },
              { dba: { contains: escapeLike(opts.q), mode: "insensitive" as const } },
              ...(digits.length === 9 ? [{ fein: digits }] : []),
            ],
          }
        : {}),
      AND: [
        ...(opts.after ? [{ OR: [{ createdAt: { lt: opts.after.createdAt } }, { createdAt: opts.after.createdAt, id: { lt: opts.after.id } }] }] : []),
        book,
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: opts.limit + 1,
  });
  return rows.map(toRecord);
}

/** How much of the agency's book (or of a producer's own, decision 045) belongs to the insured: its folios and policies, newest first. */
export async function insuredActivity(db: Tx, agencyId: string, insuredId: string, ownBookOf?: OwnBookOf) {
  const [folios, policies] = await Promise.all([
    db.folio.findMany({
      where: { agencyId, insuredId, ...folioInBook(ownBookOf) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 50,
      select: {
        id: true,
        groupId: true,
        createdAt: true,
        renewalOfPolicyId: true,
        applications: {
          select: { status: true, attemptNumber: true, program: { select: { code: true, name: true } } },
          orderBy: [{ position: "asc" }, { id: "asc" }],
        },
      },
    }),
    db.policy.findMany({
      where: { agencyId, insuredId, ...policyInBook(ownBookOf) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 50,
      select: { id: true, number: true, status: true, effectiveDate: true, expirationDate: true, totalCents: true, createdAt: true },
    }),
  ]);
  return { folios, policies };
}

/** The insured of a policy (a renewal quote's client). */
export async function insuredOfPolicy(db: Tx, policyId: string): Promise<string | null> {
  const row = await db.policy.findUnique({ where: { id: policyId }, select: { insuredId: true } });
  return row?.insuredId ?? null;
}

/** The client's answers to the question bank, replaced (the caller holds the insured's lock). */
export async function saveInsuredAnswers(tx: Tx, id: string, answers: ClientAnswers): Promise<void> {
  await tx.insured.update({ where: { id }, data: { answers: json(answers) } });
}

/**
 * When the client's earliest open renewal offer was made (a folio renewing one of its policies, not expired,
 * nothing of it bound), or null: the answers that age given before it are confirmed again for it.
 */
export async function openRenewalSince(db: Tx, agencyId: string, insuredId: string, now: Date): Promise<Date | null> {
  const folio = await db.folio.findFirst({
    where: { agencyId, insuredId, renewalOfPolicyId: { not: null }, expiresAt: { gt: now }, applications: { none: { status: "bound" } } },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
  return folio?.createdAt ?? null;
}
