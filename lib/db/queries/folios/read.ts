// Quote folios and their cards read through Prisma. Every read is scoped to the caller's agency: another
// agency's id is simply not found (folioLinksOf, called on a folio the caller's transaction already holds, aside).
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../../client";
import { CARD_COLUMNS, toCardRecord } from "../../records/application";
import { toFolioRecord, type FolioRecord, type FolioWithCards } from "../../records/folio";
import { programById, programCatalog } from "../programs";

/** The card columns of a folio's applications, in the order the programs were asked for. */
export const withCards = { applications: { select: CARD_COLUMNS, orderBy: [{ position: "asc" as const }, { id: "asc" as const }] } };

type FolioRow = Prisma.FolioGetPayload<{ include: typeof withCards }>;

/** Folios read with their cards (withCards), each card with its program and its standing in its group. */
export async function withPrograms(db: Tx, rows: FolioRow[]): Promise<FolioWithCards[]> {
  const catalog = await programCatalog(db);
  const latest = await latestAttemptsOfGroups(db, [...new Set(rows.map((r) => r.groupId))]);
  return Promise.all(
    rows.map(async ({ applications, ...folio }) => ({
      ...toFolioRecord(folio),
      applications: await Promise.all(
        applications.map(async (a) => ({
          ...toCardRecord(a, catalog.get(a.programId) ?? (await programById(db, a.programId))),
          latestAttempt: latest.get(`${a.groupId}:${a.programId}`) ?? a.attemptNumber,
        })),
      ),
    })),
  );
}

/** The highest attempt number of every program in these groups, keyed `groupId:programId`. */
async function latestAttemptsOfGroups(db: Tx, groupIds: string[]): Promise<Map<string, number>> {
  if (!groupIds.length) return new Map();
  const rows = await db.application.groupBy({ by: ["groupId", "programId"], where: { groupId: { in: groupIds } }, _max: { attemptNumber: true } });
  return new Map(rows.map((r) => [`${r.groupId}:${r.programId}`, r._max.attemptNumber ?? 0]));
}

export async function getFolioWithCards(db: Tx, agencyId: string, folioId: string): Promise<FolioWithCards | null> {
  const row = await db.folio.findFirst({ where: { id: folioId, agencyId }, include: withCards });
  return row ? (await withPrograms(db, [row]))[0]! : null;
}

export async function findFolio(db: Tx, agencyId: string, folioId: string): Promise<FolioRecord | null> {
  const row = await db.folio.findFirst({ where: { id: folioId, agencyId } });
  return row ? toFolioRecord(row) : null;
}

/** The client a folio quotes, and the policy it renews (null for an ordinary folio). */
export async function folioLinksOf(tx: Tx, folioId: string): Promise<{ insuredId: string; renewalOfPolicyId: string | null }> {
  const row = await tx.folio.findUnique({ where: { id: folioId }, select: { insuredId: true, renewalOfPolicyId: true } });
  if (!row) throw new Error(`folio ${folioId} not found`);
  return row;
}
