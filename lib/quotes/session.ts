// One shopping session: every folio of a quote's group, read for the session view (the latest attempt of
// each program, and the attempts they replaced). Scoped to the caller's agency: another agency's id is a 404.
import "server-only";
import type { Db } from "@/lib/db/client";
import { listFoliosWithCards } from "@/lib/db/queries/folios/list";
import { findFolio } from "@/lib/db/queries/folios/read";
import type { FolioWithCards } from "@/lib/db/records/folio";
import { notFound } from "@/lib/errors";

/** A session holds one folio per create, re-quote, edit or retry; an agent makes dozens, not thousands. */
export const SESSION_FOLIO_LIMIT = 500;

export interface SessionRead {
  folioId: string;
  /** The group's folios, oldest first. */
  folios: FolioWithCards[];
}

export async function getSession(db: Db, agencyId: string, folioId: string): Promise<SessionRead> {
  const folio = await findFolio(db, agencyId, folioId);
  if (!folio) throw notFound(`No quote folio with id ${folioId}.`);
  const newestFirst = await listFoliosWithCards(db, agencyId, { groupId: folio.groupId }, SESSION_FOLIO_LIMIT, null);
  return { folioId: folio.id, folios: newestFirst.rows.slice(0, SESSION_FOLIO_LIMIT).reverse() };
}
