// Read side of folios: every query is scoped to the caller's agency (another agency's id is a 404).
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/db/client";
import { decodeCursor, encodeCursor, escapeLike } from "@/lib/db/cursor";
import { programById, programCatalog } from "@/lib/db/program-catalog";
import type { AppRow, FolioRow } from "./folio-view";

// What a card needs; the heavy columns (risk, system_payload, worksheet) stay in the database.
const CARD_COLUMNS = {
  id: true, folioId: true, agencyId: true, programId: true, groupId: true, attemptNumber: true, position: true, status: true,
  systemPayloadHash: true, selectedOptions: true, effectiveDate: true, expirationDate: true, validUntil: true, ratedAt: true,
  premiumCents: true, feesCents: true, taxesCents: true, totalCents: true, carrierQuoteId: true, carrierApplicationId: true,
  carrierExternalId: true, notices: true, declineReasons: true, failureReason: true, boundAt: true, createdAt: true, updatedAt: true,
} as const;

const withApplications = {
  applications: { select: CARD_COLUMNS, orderBy: [{ position: "asc" as const }, { id: "asc" as const }] },
};

async function attachPrograms<T extends { programId: string }>(db: Db, apps: T[]) {
  const catalog = await programCatalog(db);
  return Promise.all(apps.map(async (a) => ({ ...a, program: catalog.get(a.programId) ?? (await programById(db, a.programId)) })));
}

export async function getFolio(db: Db, agencyId: string, quoteId: string): Promise<FolioRow> {
  const folio = await db.folio.findFirst({ where: { id: quoteId, agencyId }, include: withApplications });
  if (!folio) throw new AppError("not_found", `No quote folio with id ${quoteId}.`);
  return { ...folio, applications: await attachPrograms(db, folio.applications) };
}

export async function getApplication(db: Db, agencyId: string, quoteId: string, applicationId: string) {
  const app = await db.application.findFirst({
    where: { id: applicationId, folioId: quoteId, agencyId },
    include: { program: { include: { carrier: true } }, folio: true },
  });
  if (!app) throw new AppError("not_found", `No application ${applicationId} in quote folio ${quoteId}.`);
  return app as AppRow & { folio: FolioRow };
}

function cursorPosition(cursor: string) {
  const key = decodeCursor(cursor);
  if (!key) throw new AppError("validation_error", "cursor: is not a cursor this API returned", [{ path: "cursor", message: "is not a cursor this API returned", code: "invalid_cursor" }]);
  return key;
}

/** The folios of one shopping session, newest first, keyset-paginated. */
export async function listFolios(db: Db, agencyId: string, filter: { groupId?: string; q?: string }, limit: number, cursor?: string) {
  const after = cursor ? cursorPosition(cursor) : null;
  const rows = await db.folio.findMany({
    where: {
      agencyId,
      ...(filter.groupId ? { groupId: filter.groupId } : {}),
      ...(filter.q ? { insuredName: { contains: escapeLike(filter.q), mode: "insensitive" as const } } : {}),
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    include: withApplications,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const page = await Promise.all(rows.slice(0, limit).map(async (f) => ({ ...f, applications: await attachPrograms(db, f.applications) })));
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
