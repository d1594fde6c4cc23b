// A new folio and its applications (the rating jobs), written in one statement.
import "server-only";
import { queryRows, utc, type Statement, type Tx } from "../../client";

export interface NewFolio {
  id: string;
  agencyId: string;
  /** The client quoted (lib/insureds). */
  insuredId: string;
  groupId: string;
  originalQuoteId: string | null;
  source: string | null;
  insuredName: string;
  clientState: Record<string, unknown> | null;
  createdAt: Date;
  expiresAt: Date;
  /** Set on a renewal offer: the policy whose next term it quotes. */
  renewalOfPolicyId?: string | null;
  /**
   * The portal user recording it (null: an API key, a job). Whose book the folio is in (decision 045) is theirs
   * only for a new group: a re-quote keeps the owner of the folio it continues, a renewal offer the expiring
   * policy's folio's, so a shopping session and a client's terms stay in one producer's book.
   */
  createdByUserId?: string | null;
}

export interface NewApplication {
  id: string;
  programId: string;
  attemptNumber: number;
  position: number;
  systemPayload: Record<string, unknown>;
  systemPayloadHash: string;
  /** Answers carried over (a renewal offer takes the expiring term's). */
  formPayload?: Record<string, unknown>;
  risk: object;
  selectedOptions: Record<string, number>;
  addedEndorsements: string[];
  effectiveDate: string | null;
  expirationDate: string | null;
  validUntil: Date;
  availableAt: Date;
}

/**
 * The folio, the version bump of the group's earlier folios (a re-quote supersedes their cards: their views
 * change; locked in id order, as bumpFolioVersions locks) and the applications, in one statement. $1-$10,
 * $12 and $13 the folio, $11 the applications as a JSON array. The owner (decision 045): the original's for a
 * re-quote, the renewed policy's folio's for a renewal offer, else $13, the portal user recording it.
 */
const INSERT_FOLIO: Statement = {
  name: "folio_insert_v3",
  text: `
    WITH folio AS (
      INSERT INTO folios (id, agency_id, group_id, original_quote_id, source, insured_name, client_state, renewal_of_policy_id, created_at, expires_at, insured_id,
                          created_by_user_id)
      VALUES ($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::text, $6::text, $7::jsonb, $8::uuid, ${utc("$9")}, ${utc("$10")}, $12::uuid,
              CASE WHEN $4::uuid IS NOT NULL THEN (SELECT o.created_by_user_id FROM folios o WHERE o.id = $4::uuid)
                   WHEN $8::uuid IS NOT NULL THEN (SELECT o.created_by_user_id FROM policies p JOIN folios o ON o.id = p.folio_id WHERE p.id = $8::uuid)
                   ELSE $13::uuid END)
      RETURNING id
    ), superseded AS (
      UPDATE folios SET version = version + 1
       WHERE id IN (SELECT id FROM folios WHERE group_id = $3::uuid AND id <> $1::uuid ORDER BY id FOR UPDATE)
    ), apps AS (
      INSERT INTO applications (id, folio_id, agency_id, program_id, group_id, attempt_number, position, system_payload, system_payload_hash,
                                form_payload, risk, selected_options, added_endorsements, effective_date, expiration_date,
                                valid_until, available_at, created_at, updated_at)
      SELECT a.id, folio.id, $2::uuid, a.program_id, $3::uuid, a.attempt_number, a.position, a.system_payload, a.system_payload_hash,
             coalesce(a.form_payload, '{}'::jsonb), a.risk, a.selected_options, a.added_endorsements, a.effective_date, a.expiration_date,
             ${utc("a.valid_until")}, ${utc("a.available_at")}, ${utc("$9")}, ${utc("$9")}
        FROM folio CROSS JOIN jsonb_to_recordset($11::jsonb) AS a(
               id uuid, program_id uuid, attempt_number int, position int, system_payload jsonb, system_payload_hash text, form_payload jsonb,
               risk jsonb, selected_options jsonb, added_endorsements jsonb, effective_date text, expiration_date text, valid_until text, available_at text)
      RETURNING id
    )
    SELECT (SELECT count(*)::int FROM apps) AS applications`,
};

/** A folio and its applications (which are the rating jobs), in the caller's transaction: one statement past Prisma's query engine (every create). */
export async function insertFolio(tx: Tx, folio: NewFolio, applications: NewApplication[]): Promise<string> {
  const id = folio.id;
  const [row] = await queryRows<{ applications: number }>(tx, INSERT_FOLIO, [
    id,
    folio.agencyId,
    folio.groupId,
    folio.originalQuoteId,
    folio.source,
    folio.insuredName,
    folio.clientState === null ? null : JSON.stringify(folio.clientState),
    folio.renewalOfPolicyId ?? null,
    folio.createdAt.toISOString(),
    folio.expiresAt.toISOString(),
    JSON.stringify(
      applications.map((a) => ({
        id: a.id,
        program_id: a.programId,
        attempt_number: a.attemptNumber,
        position: a.position,
        system_payload: a.systemPayload,
        system_payload_hash: a.systemPayloadHash,
        form_payload: a.formPayload ?? null,
        risk: a.risk,
        selected_options: a.selectedOptions,
        added_endorsements: a.addedEndorsements,
        effective_date: a.effectiveDate,
        expiration_date: a.expirationDate,
        valid_until: a.validUntil.toISOString(),
        available_at: a.availableAt.toISOString(),
      })),
    ),
    folio.insuredId,
    folio.createdByUserId ?? null,
  ]);
  if (Number(row?.applications) !== applications.length) throw new Error(`insertFolio: ${row?.applications} of ${applications.length} applications written`);
  return id;
}
