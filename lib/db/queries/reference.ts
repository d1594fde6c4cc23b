// Reference data: agencies, NAICS 2022 codes, index terms and synonyms, and the carriers' classifications.
import "server-only";
import type { Tx } from "../client";
import { sql } from "kysely";
import { builder, execute, rows, statement } from "../sql";
import { toAgencyRecord, type AgencyRecord } from "../records/agency";

export async function agencyById(db: Tx, id: string) {
  return db.agency.findUniqueOrThrow({ where: { id } });
}

/** A carrier by id (the sender's name of its underwriters' account emails, decision 044). */
export async function carrierById(db: Tx, id: string) {
  return db.carrier.findUniqueOrThrow({ where: { id }, select: { id: true, code: true, name: true } });
}

/** The agency with its producer address parsed (certificates, declarations). */
export async function agencyRecordById(db: Tx, id: string): Promise<AgencyRecord> {
  return toAgencyRecord(await db.agency.findUniqueOrThrow({ where: { id } }));
}

export async function agencyBySlug(db: Tx, slug: string) {
  return db.agency.findUnique({ where: { slug } });
}

export async function userByEmail(db: Tx, email: string) {
  return db.user.findUnique({ where: { email }, include: { agency: true, carrier: { select: { id: true, code: true, name: true } } } });
}

/** NAICS codes, the Census index terms and the agents' synonyms: what the search indexes. */
export async function naicsCodesAndTerms(db: Tx) {
  const [codes, terms, synonyms] = await Promise.all([
    db.naicsCode.findMany({ select: { code: true, title: true, level: true } }),
    db.naicsIndexTerm.findMany({ select: { code: true, term: true }, orderBy: { id: "asc" } }),
    db.naicsSynonym.findMany({ select: { code: true, term: true }, orderBy: { id: "asc" } }),
  ]);
  return { codes, terms, synonyms };
}

export async function classifications(db: Tx) {
  return db.classification.findMany({ orderBy: { code: "asc" } });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findClassification(db: Tx, idOrCode: string) {
  return db.classification.findFirst({ where: UUID.test(idOrCode) ? { id: idOrCode.toLowerCase() } : { code: idOrCode } });
}

export async function classificationByCode(db: Tx, code: string) {
  return db.classification.findUnique({ where: { code } });
}

/** The database answers at all. */
export async function ping(db: Tx): Promise<void> {
  await execute(db, PING, {});
}

/** The migrations recorded as applied (finished, not rolled back), by directory name. */
export async function appliedMigrationNames(db: Tx): Promise<string[]> {
  return (await rows(db, APPLIED_MIGRATIONS, {})).map((r) => r.name);
}

const PING = statement("ping_v1", () => builder.selectNoFrom(sql<number>`1`.as("one")));

/** Prisma's own table, outside the schema (so outside the generated types): its two columns said here. */
const APPLIED_MIGRATIONS = statement("applied_migrations_v1", () =>
  builder
    .withTables<{ _prisma_migrations: { migration_name: string; finished_at: Date | null; rolled_back_at: Date | null } }>()
    .selectFrom("_prisma_migrations")
    .select("migration_name as name")
    .where("finished_at", "is not", null)
    .where("rolled_back_at", "is", null),
);

export async function userById(db: Tx, id: string) {
  return db.user.findUnique({ where: { id }, select: { id: true, agencyId: true, carrierId: true, name: true, email: true, role: true } });
}

/**
 * The users of an agency's team: its own, or for a test twin its live agency's (decision 043: people belong to the
 * live agency and work in both modes).
 */
export function teamUsers(agencyId: string) {
  return { OR: [{ agencyId }, { agency: { testAgency: { is: { id: agencyId } } } }] };
}

/** The agency's active producers' email addresses (who hears about a failed installment). */
export async function agentEmails(db: Tx, agencyId: string): Promise<string[]> {
  const rows = await db.user.findMany({
    where: { ...teamUsers(agencyId), role: "producer", deactivatedAt: null },
    select: { email: true },
    orderBy: { email: "asc" },
  });
  return rows.map((r) => r.email);
}
