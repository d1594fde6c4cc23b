// Reading folios and applications. Every read is scoped to the caller's agency: another agency's id is a 404.
import "server-only";
import type { Db } from "@/lib/db/client";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import { getApplication } from "@/lib/db/queries/applications";
import { getFolioWithCards, listFoliosWithCards } from "@/lib/db/queries/folios";
import { notFound, validationError } from "@/lib/errors";

export async function getFolio(db: Db, agencyId: string, quoteId: string) {
  const folio = await getFolioWithCards(db, agencyId, quoteId);
  if (!folio) throw notFound(`No quote folio with id ${quoteId}.`);
  return folio;
}

/** The folios of one shopping session (or the agency's recent ones, or those matching an insured name), newest first. */
export async function listFolios(db: Db, agencyId: string, filter: { groupId?: string; q?: string }, limit: number, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after)
    throw validationError(
      [{ path: "cursor", message: "is not a cursor this API returned", code: "invalid_cursor" }],
      "cursor: is not a cursor this API returned",
    );
  const rows = await listFoliosWithCards(db, agencyId, filter, limit, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

export async function getApplicationOfAgency(db: Db, agencyId: string, quoteId: string, applicationId: string) {
  const app = await getApplication(db, agencyId, quoteId, applicationId);
  if (!app) throw notFound(`No application ${applicationId} in quote folio ${quoteId}.`);
  return app;
}
