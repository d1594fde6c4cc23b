// Reading folios and applications. Every read is scoped to the caller's agency: another agency's id is a 404.
import "server-only";
import type { Db } from "@/lib/db/client";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import { applicationFolioVersion, getApplication } from "@/lib/db/queries/applications";
import { listFoliosWithCards, type FolioListFilter } from "@/lib/db/queries/folios/list";
import { getFolioWithCards } from "@/lib/db/queries/folios/read";
import { readFolioView } from "@/lib/db/queries/folios/view";
import { insuredById } from "@/lib/db/queries/insureds";
import { programCatalog } from "@/lib/db/queries/programs";
import { notFound, validationError } from "@/lib/errors";
import { prefillSources } from "@/lib/questions/answers";

export async function getFolio(db: Db, agencyId: string, folioId: string) {
  const folio = await getFolioWithCards(db, agencyId, folioId);
  if (!folio) throw notFound(`No quote folio with id ${folioId}.`);
  return folio;
}

/**
 * The folios of one shopping session (or the agency's recent ones), newest first, filtered by insured
 * name, status and program in the database, so a filter holds across pages; with `sessions`, one row
 * per shopping session (its latest folio). Decision 021.
 */
export async function listFolios(db: Db, agencyId: string, filter: FolioListFilter, limit: number, cursor?: string, now = new Date()) {
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after)
    throw validationError(
      [{ path: "cursor", message: "is not a cursor this API returned", code: "invalid_cursor" }],
      "cursor: is not a cursor this API returned",
    );
  const { rows, total, totalCapped } = await listFoliosWithCards(db, agencyId, filter, limit, after, now);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, total, totalCapped, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

export async function getApplicationOfAgency(db: Db, agencyId: string, folioId: string, applicationId: string) {
  const app = await getApplication(db, agencyId, folioId, applicationId);
  if (!app) throw notFound(`No application ${applicationId} in quote folio ${folioId}.`);
  return app;
}

/**
 * A view as read for a conditional GET: the folio's version, what else its bytes depend on (`variant`:
 * the program catalogue's fingerprint, and whether the folio has expired, which changes its status
 * without a write), and the value, or null when the caller already had this version (nothing more was read).
 */
export interface VersionedView<T> {
  version: number;
  variant: string;
  value: T | null;
}

/** The catalogue, whether the folio has expired, and how many of its cards' expiry times have passed (a card's expired flag). */
const variantOf = (catalogue: string, expiresAt: Date, validUntil: Date[], now: Date) =>
  `${catalogue}.${now.getTime() > expiresAt.getTime() ? "expired" : "live"}.${validUntil.filter((v) => now.getTime() > v.getTime()).length}`;

/** The folio view in one round trip (skipping the cards when `knownVersion` is current). */
export async function getFolioView(db: Db, agencyId: string, folioId: string, knownVersion: number | null, now: Date) {
  const read = await readFolioView(db, agencyId, folioId, knownVersion);
  if (!read) throw notFound(`No quote folio with id ${folioId}.`);
  return { version: read.version, variant: variantOf(read.catalogue, read.expiresAt, read.validUntil, now), value: read.folio };
}

/** One application's view: its folio's version first (one indexed read), then the application unless that version is known. */
export async function getApplicationView(db: Db, agencyId: string, folioId: string, applicationId: string, knownVersion: number | null, now: Date) {
  // In this order: the catalogue and version named by the tag are never newer than the content read after them.
  const catalogue = (await programCatalog(db)).fingerprint;
  const state = await applicationFolioVersion(db, agencyId, folioId, applicationId);
  if (!state) throw notFound(`No application ${applicationId} in quote folio ${folioId}.`);
  // The view says which answers are the client's (decision 033): they change with the insured, not the folio.
  const variant = `${variantOf(catalogue, state.expiresAt, state.validUntil, now)}.${state.insuredUpdatedAt.getTime()}`;
  if (state.version === knownVersion) return { version: state.version, variant, value: null };
  return { version: state.version, variant, value: await getApplicationWithPrefill(db, agencyId, folioId, applicationId) };
}

/** An application with which of its answers are the client's, and from where (decision 033). */
export async function getApplicationWithPrefill(db: Db, agencyId: string, folioId: string, applicationId: string) {
  const app = await getApplicationOfAgency(db, agencyId, folioId, applicationId);
  const insured = await insuredById(db, agencyId, app.folio.insuredId);
  return { ...app, prefilled: prefillSources(app.program.applicationForm, insured?.answers ?? {}, app.formPayload) };
}
