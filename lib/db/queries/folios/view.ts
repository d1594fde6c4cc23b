// The folio view: the hottest read of the API (decision 015), one statement past Prisma for the folio and
// its cards, after a batched version read when the caller names a version (versions.ts).
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sql } from "kysely";
import { jsonBuildObject } from "kysely/helpers/postgres";
import { folioVersions, type Tx } from "../../client";
import { builder, epochMillis, jsonMillis, rows, statement, type ValueOf } from "../../sql";
import { toCardRecord } from "../../records/application";
import { toFolioRecord, type FolioWithCards } from "../../records/folio";
import { programCatalog, reloadCatalog } from "../programs";
import { folioVersionOf } from "./versions";

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

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));

type CardRow = Parameters<typeof toCardRecord>[0];
type JsonColumns = "selectedOptions" | "addedEndorsements" | "notices" | "declineReasons" | "referralReasons" | "underwriterDecision" | "formPayload";

/**
 * The folio, its version and (unless `knownVersion` is the current version, when a 304 needs nothing more) every
 * card's columns aggregated in the same statement, in the order the programs were asked for. Scoped to the agency:
 * another agency's id reads as nothing. Timestamps as epoch milliseconds (lib/db/sql.ts).
 */
const FOLIO_VIEW = statement("folio_view_v5", (args: { folioId: string; agencyId: string; knownVersion: number | null }) =>
  builder
    .selectFrom("folios as f")
    .where("f.id", "=", args.folioId)
    .where("f.agency_id", "=", args.agencyId)
    .select((eb) => {
      const current = sql<boolean>`${eb.ref("f.version")} = ${args.knownVersion}`;
      const cards = eb
        .selectFrom("applications as a")
        .select((a) => {
          const card = jsonBuildObject({
            id: a.ref("a.id"),
            folioId: a.ref("a.folio_id"),
            agencyId: a.ref("a.agency_id"),
            programId: a.ref("a.program_id"),
            groupId: a.ref("a.group_id"),
            attemptNumber: a.ref("a.attempt_number"),
            position: a.ref("a.position"),
            status: a.ref("a.status"),
            latestAttempt: a
              .selectFrom("applications as l")
              .select((l) => l.fn.max("l.attempt_number").as("latest"))
              .whereRef("l.group_id", "=", "a.group_id")
              .whereRef("l.program_id", "=", "a.program_id")
              .$asScalar(),
            systemPayloadHash: a.ref("a.system_payload_hash"),
            selectedOptions: a.ref("a.selected_options"),
            addedEndorsements: a.ref("a.added_endorsements"),
            effectiveDate: a.ref("a.effective_date"),
            expirationDate: a.ref("a.expiration_date"),
            validUntil: jsonMillis(a.ref("a.valid_until")),
            ratedAt: jsonMillis(a.ref("a.rated_at")),
            premiumCents: a.ref("a.premium_cents"),
            feesCents: a.ref("a.fees_cents"),
            taxesCents: a.ref("a.taxes_cents"),
            totalCents: a.ref("a.total_cents"),
            carrierQuoteId: a.ref("a.carrier_quote_id"),
            carrierApplicationId: a.ref("a.carrier_application_id"),
            carrierExternalId: a.ref("a.carrier_external_id"),
            notices: a.ref("a.notices"),
            declineReasons: a.ref("a.decline_reasons"),
            referralReasons: a.ref("a.referral_reasons"),
            underwriterDecision: a.ref("a.underwriter_decision"),
            failureReason: a.ref("a.failure_reason"),
            formPayload: a.ref("a.form_payload"),
            boundAt: jsonMillis(a.ref("a.bound_at")),
            createdAt: jsonMillis(a.ref("a.created_at")),
            updatedAt: jsonMillis(a.ref("a.updated_at")),
          });
          return sql<Array<ValueOf<typeof card>>>`coalesce(json_agg(${card} ORDER BY ${a.ref("a.position")}, ${a.ref("a.id")}), '[]'::json)`.as("cards");
        })
        .whereRef("a.folio_id", "=", "f.id")
        .$asScalar();
      const validUntil = eb
        .selectFrom("applications as v")
        .distinct()
        .select((v) => epochMillis(v.ref("v.valid_until")).as("ms"))
        .whereRef("v.folio_id", "=", "f.id");
      return [
        "f.id",
        "f.agency_id",
        "f.insured_id",
        "f.group_id",
        "f.original_quote_id",
        "f.source",
        "f.insured_name",
        "f.version",
        "f.renewal_of_policy_id",
        "f.created_by_user_id",
        epochMillis(eb.ref("f.created_at")).as("created_ms"),
        epochMillis(eb.ref("f.expires_at")).as("expires_ms"),
        eb.case().when(current).then(null).else(eb.ref("f.client_state")).end().as("client_state"),
        sql<number[]>`ARRAY(${validUntil})`.as("valid_until_ms"),
        eb.case().when(current).then(null).else(cards).end().as("cards"),
      ];
    }),
);

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
  const [row] = await rows(db, FOLIO_VIEW, { folioId, agencyId, knownVersion });
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
    } satisfies Omit<CardRow, JsonColumns> & Record<JsonColumns, unknown>;
    // Every column but the JSON ones is checked against the record (the statement's types come from the schema);
    // a JSON column is the value the carrier or the agent gave, read as the Prisma reads read it.
    return { ...toCardRecord(card as CardRow, program), latestAttempt: Number(latestAttempt) };
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
