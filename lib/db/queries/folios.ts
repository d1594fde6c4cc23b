// Quote folios and the cards in them. Every read is scoped to the caller's agency: another agency's id
// is simply not found.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { json, type Tx } from "../client";
import type { Keyset } from "../cursor";
import { escapeLike } from "../cursor";
import { CARD_COLUMNS, toCardRecord, toFolioRecord, type FolioRecord, type FolioWithCards } from "../records";
import { programById, programCatalog } from "./programs";

const withCards = { applications: { select: CARD_COLUMNS, orderBy: [{ position: "asc" as const }, { id: "asc" as const }] } };

type FolioRow = Prisma.FolioGetPayload<{ include: typeof withCards }>;

async function withPrograms(db: Tx, rows: FolioRow[]): Promise<FolioWithCards[]> {
  const catalog = await programCatalog(db);
  return Promise.all(
    rows.map(async ({ applications, ...folio }) => ({
      ...toFolioRecord(folio),
      applications: await Promise.all(applications.map(async (a) => toCardRecord(a, catalog.get(a.programId) ?? (await programById(db, a.programId))))),
    })),
  );
}

export async function getFolioWithCards(db: Tx, agencyId: string, folioId: string): Promise<FolioWithCards | null> {
  const row = await db.folio.findFirst({ where: { id: folioId, agencyId }, include: withCards });
  return row ? (await withPrograms(db, [row]))[0]! : null;
}

export async function findFolio(db: Tx, agencyId: string, folioId: string): Promise<FolioRecord | null> {
  const row = await db.folio.findFirst({ where: { id: folioId, agencyId } });
  return row ? toFolioRecord(row) : null;
}

/** The agency's folios newest first (one group's, or matching an insured name), limit + 1 rows. */
export async function listFoliosWithCards(
  db: Tx,
  agencyId: string,
  filter: { groupId?: string; q?: string },
  limit: number,
  after: Keyset | null,
): Promise<FolioWithCards[]> {
  const rows = await db.folio.findMany({
    where: {
      agencyId,
      ...(filter.groupId ? { groupId: filter.groupId } : {}),
      ...(filter.q ? { insuredName: { contains: escapeLike(filter.q), mode: "insensitive" as const } } : {}),
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    include: withCards,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  return withPrograms(db, rows);
}

/** What a re-quote starts from: the folio and its programs in order, with the first card's rating block. */
export async function getRequoteBase(db: Tx, agencyId: string, folioId: string) {
  const folio = await db.folio.findFirst({
    where: { id: folioId, agencyId },
    include: { applications: { select: { programId: true, systemPayload: true }, orderBy: [{ position: "asc" }, { id: "asc" }] } },
  });
  if (!folio) return null;
  const { applications, ...rest } = folio;
  return {
    folio: toFolioRecord(rest),
    programIds: [...new Set(applications.map((a) => a.programId))],
    systemPayload: (applications[0]?.systemPayload ?? {}) as Record<string, unknown>,
  };
}

/** Holds the group's lock until the transaction ends: re-quotes of one group take attempt numbers in turn. */
export async function lockGroup(tx: Tx, groupId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${groupId}, 0))`;
}

/** The highest attempt number of each program in the group. */
export async function lastAttempts(tx: Tx, groupId: string, programIds: string[]): Promise<Map<string, number>> {
  const rows = await tx.application.groupBy({ by: ["programId"], where: { groupId, programId: { in: programIds } }, _max: { attemptNumber: true } });
  return new Map(rows.map((r) => [r.programId, r._max.attemptNumber ?? 0]));
}

export interface NewFolio {
  agencyId: string;
  groupId: string;
  originalQuoteId: string | null;
  source: string | null;
  insuredName: string;
  clientState: Record<string, unknown> | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewApplication {
  id: string;
  programId: string;
  attemptNumber: number;
  position: number;
  systemPayload: Record<string, unknown>;
  systemPayloadHash: string;
  risk: object;
  selectedOptions: Record<string, number>;
  effectiveDate: string | null;
  expirationDate: string | null;
  validUntil: Date;
  availableAt: Date;
}

/** A folio and its applications (which are the rating jobs), in the caller's transaction. */
export async function insertFolio(tx: Tx, folio: NewFolio, applications: NewApplication[]): Promise<string> {
  const { clientState, ...rest } = folio;
  const row = await tx.folio.create({ data: { ...rest, clientState: clientState === null ? Prisma.DbNull : json(clientState) } });
  await tx.application.createMany({
    data: applications.map((a) => ({
      ...a,
      folioId: row.id,
      agencyId: folio.agencyId,
      groupId: folio.groupId,
      createdAt: folio.createdAt,
      systemPayload: json(a.systemPayload),
      risk: json(a.risk),
      selectedOptions: a.selectedOptions,
    })),
  });
  return row.id;
}
