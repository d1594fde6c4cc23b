// The folio view: the hottest read of the API (decision 015), one statement past Prisma for the folio and
// its cards, after a batched version read when the caller names a version (versions.ts).
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { folioVersions, queryRows, type Statement, type Tx } from "../../client";
import { toCardRecord } from "../../records/application";
import { toFolioRecord, type FolioWithCards } from "../../records/folio";
import { programCatalog, reloadCatalog } from "../programs";
import { epochMs, folioVersionOf } from "./versions";

/** A folio view as read: its version, and the folio with its cards unless the caller already had that version. */
export interface FolioViewRead {
  version: number;
  expiresAt: Date;
  /** The cards' validUntil: a card's expiry changes its view without a write. */
  validUntil: Date[];
  /**
   * The fingerprint of the program catalogue as it was before the folio was read: the cards' programs
   * come from it or from a later one, never an earlier one.
   */
  catalogue: string;
  /** Null when the version read is the one the caller named: nothing more was read. */
  folio: FolioWithCards | null;
}

interface FolioViewRow {
  id: string;
  agency_id: string;
  insured_id: string;
  group_id: string;
  original_quote_id: string | null;
  source: string | null;
  insured_name: string;
  client_state: unknown;
  created_ms: number;
  expires_ms: number;
  version: number;
  renewal_of_policy_id: string | null;
  created_by_user_id: string | null;
  valid_until_ms: number[];
  cards: CardJsonRow[] | null;
}

/** A card's columns as json_build_object gives them: camelCase keys, timestamps as epoch milliseconds. */
type CardJsonRow = Omit<
  FolioWithCards["applications"][number],
  | "program"
  | "validUntil"
  | "ratedAt"
  | "boundAt"
  | "createdAt"
  | "updatedAt"
  | "selectedOptions"
  | "addedEndorsements"
  | "notices"
  | "declineReasons"
  | "priorActsDate"
> & {
  latestAttempt: number;
  validUntil: number;
  ratedAt: number | null;
  boundAt: number | null;
  createdAt: number;
  updatedAt: number;
  selectedOptions: unknown;
  addedEndorsements: unknown;
  notices: unknown;
  declineReasons: unknown;
  formPayload: unknown;
};

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * The folio, its version and (unless $3 is the current version, when a 304 needs nothing more) every
 * card's columns aggregated in the same statement, in the order the programs were asked for. Scoped to
 * the agency ($2): another agency's id reads as nothing. Timestamps as epoch milliseconds (lib/db/client.ts Statement).
 */
const FOLIO_VIEW: Statement = {
  name: "folio_view_v4",
  text: `
    SELECT f.id, f.agency_id, f.insured_id, f.group_id, f.original_quote_id, f.source, f.insured_name, f.version, f.renewal_of_policy_id,
           f.created_by_user_id,
           ${epochMs("f.created_at")} AS created_ms, ${epochMs("f.expires_at")} AS expires_ms,
           CASE WHEN f.version = $3::int THEN NULL ELSE f.client_state END AS client_state,
           ARRAY(SELECT DISTINCT ${epochMs("v.valid_until")} FROM applications v WHERE v.folio_id = f.id) AS valid_until_ms,
           CASE WHEN f.version = $3::int THEN NULL ELSE (
             SELECT coalesce(json_agg(json_build_object(
                      'id', a.id, 'folioId', a.folio_id, 'agencyId', a.agency_id, 'programId', a.program_id, 'groupId', a.group_id,
                      'attemptNumber', a.attempt_number, 'position', a.position, 'status', a.status,
                      'latestAttempt', (SELECT max(l.attempt_number) FROM applications l WHERE l.group_id = a.group_id AND l.program_id = a.program_id),
                      'systemPayloadHash', a.system_payload_hash, 'selectedOptions', a.selected_options, 'addedEndorsements', a.added_endorsements,
                      'effectiveDate', a.effective_date, 'expirationDate', a.expiration_date,
                      'validUntil', (extract(epoch FROM a.valid_until) * 1000)::bigint,
                      'ratedAt', (extract(epoch FROM a.rated_at) * 1000)::bigint,
                      'premiumCents', a.premium_cents, 'feesCents', a.fees_cents, 'taxesCents', a.taxes_cents, 'totalCents', a.total_cents,
                      'carrierQuoteId', a.carrier_quote_id, 'carrierApplicationId', a.carrier_application_id,
                      'carrierExternalId', a.carrier_external_id, 'notices', a.notices, 'declineReasons', a.decline_reasons,
                      'referralReasons', a.referral_reasons, 'underwriterDecision', a.underwriter_decision, 'failureReason', a.failure_reason,
                      'formPayload', a.form_payload,
                      'boundAt', (extract(epoch FROM a.bound_at) * 1000)::bigint,
                      'createdAt', (extract(epoch FROM a.created_at) * 1000)::bigint,
                      'updatedAt', (extract(epoch FROM a.updated_at) * 1000)::bigint
                    ) ORDER BY a.position, a.id), '[]'::json)
               FROM applications a
              WHERE a.folio_id = f.id) END AS cards
      FROM folios f
     WHERE f.id = $1::uuid AND f.agency_id = $2::uuid`,
};

/**
 * The folio view in one round trip (FOLIO_VIEW), sent to the driver directly: the hottest read of the
 * API, polled by every client that waits for its cards (decision 015). A caller naming a version gets
 * its version read first (batched with other folios'; on the embedded database from memory when
 * current), and the cards only when that version is not current.
 */
export async function readFolioView(db: Tx, agencyId: string, folioId: string, knownVersion: number | null): Promise<FolioViewRead | null> {
  let catalog = await programCatalog(db);
  const catalogue = catalog.fingerprint;
  // The embedded database: a known version still current answers from memory (lib/db/folio-versions.ts).
  const versions = folioVersions(db);
  const kept = knownVersion !== null ? versions?.get(folioId) : undefined;
  if (kept && kept.agencyId === agencyId && kept.version === knownVersion) {
    return { version: kept.version, expiresAt: new Date(kept.expiresMs), validUntil: kept.validUntilMs.map((v) => new Date(v)), catalogue, folio: null };
  }
  const mark = versions?.mark();
  const keep = (row: { agency_id: string; version: number; expires_ms: number; valid_until_ms: number[] }) => {
    const kept = { agencyId: row.agency_id, version: Number(row.version), expiresMs: Number(row.expires_ms), validUntilMs: row.valid_until_ms.map(Number) };
    if (versions && mark !== undefined) versions.keep(folioId, kept, mark);
    return kept;
  };
  if (knownVersion !== null) {
    const current = await folioVersionOf(db, folioId);
    if (!current || current.agency_id !== agencyId) return null;
    const state = keep(current);
    if (state.version === knownVersion) {
      return { version: state.version, expiresAt: new Date(state.expiresMs), validUntil: state.validUntilMs.map((v) => new Date(v)), catalogue, folio: null };
    }
  }
  const [row] = await queryRows<FolioViewRow>(db, FOLIO_VIEW, [folioId, agencyId, knownVersion]);
  if (!row) return null;
  const { version, expiresMs, validUntilMs } = keep(row);
  const expiresAt = new Date(expiresMs);
  const validUntil = validUntilMs.map((v) => new Date(v));
  if (row.cards === null) return { version, expiresAt, validUntil, catalogue, folio: null };
  if (row.cards.some((c) => !catalog.has(c.programId))) catalog = await reloadCatalog(db); // a program added since
  const applications = row.cards.map((c) => {
    const program = catalog.get(c.programId);
    if (!program) throw new Error(`program ${c.programId} not found`);
    const { latestAttempt, ...columns } = c;
    const card = {
      ...columns,
      validUntil: new Date(c.validUntil),
      ratedAt: dateOrNull(c.ratedAt),
      boundAt: dateOrNull(c.boundAt),
      createdAt: new Date(c.createdAt),
      updatedAt: new Date(c.updatedAt),
    } as Parameters<typeof toCardRecord>[0];
    return { ...toCardRecord(card, program), latestAttempt: Number(latestAttempt) };
  });
  const folio = toFolioRecord({
    id: row.id,
    agencyId: row.agency_id,
    insuredId: row.insured_id,
    groupId: row.group_id,
    originalQuoteId: row.original_quote_id,
    source: row.source,
    insuredName: row.insured_name,
    clientState: row.client_state as Prisma.JsonValue,
    createdAt: new Date(Number(row.created_ms)),
    expiresAt,
    renewalOfPolicyId: row.renewal_of_policy_id,
    createdByUserId: row.created_by_user_id,
    version,
  });
  return { version, expiresAt, validUntil, catalogue, folio: { ...folio, applications } };
}
