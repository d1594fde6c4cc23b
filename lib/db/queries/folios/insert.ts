// A new folio and its applications (the rating jobs), written in one statement.
import "server-only";
import { sql, type Selectable } from "kysely";
import type { Application } from "@/lib/generated/kysely/types";
import type { Tx } from "../../client";
import { builder, rows, statement, utcTime } from "../../sql";

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
 * An application as INSERT_FOLIO's JSON array carries it: the row of its `jsonb_to_recordset`, whose column
 * definition list names the same keys. Its times are ISO text, read as the schema stores a time (utcTime).
 */
type ApplicationJson = Pick<
  Selectable<Application>,
  | "id"
  | "program_id"
  | "attempt_number"
  | "position"
  | "system_payload"
  | "system_payload_hash"
  | "risk"
  | "selected_options"
  | "added_endorsements"
  | "effective_date"
  | "expiration_date"
> & { form_payload: unknown; valid_until: string; available_at: string };

/** An application as INSERT_FOLIO's JSON array carries it. */
export function applicationJson(a: NewApplication): ApplicationJson {
  return {
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
  };
}

/**
 * The folio, the version bump of the group's earlier folios (a re-quote supersedes their cards: their views
 * change; locked in id order, as bumpFolioVersions locks) and the applications, in one statement; `applications`
 * is a JSON array of ApplicationJson. The owner (decision 045): the original's for a re-quote, the renewed
 * policy's folio's for a renewal offer, else `createdByUserId`, the portal user recording it. `createdAt` and
 * `expiresAt` are ISO text.
 */
export const INSERT_FOLIO = statement(
  "folio_insert_v5",
  (args: {
    id: string;
    agencyId: string;
    groupId: string;
    originalQuoteId: string | null;
    source: string | null;
    insuredName: string;
    clientState: string | null;
    renewalOfPolicyId: string | null;
    createdAt: string;
    expiresAt: string;
    applications: string;
    insuredId: string;
    createdByUserId: string | null;
  }) =>
    builder
      .with("folio", (db) =>
        db
          .insertInto("folios")
          .values((eb) => ({
            id: args.id,
            agency_id: args.agencyId,
            group_id: args.groupId,
            original_quote_id: args.originalQuoteId,
            source: args.source,
            insured_name: args.insuredName,
            client_state: sql<unknown>`${args.clientState}::jsonb`,
            renewal_of_policy_id: args.renewalOfPolicyId,
            created_at: utcTime(args.createdAt),
            expires_at: utcTime(args.expiresAt),
            insured_id: args.insuredId,
            created_by_user_id: eb
              .case()
              .when(sql<string | null>`${args.originalQuoteId}::uuid`, "is not", null)
              .then(eb.selectFrom("folios as o").select("o.created_by_user_id").where("o.id", "=", args.originalQuoteId).$asScalar())
              .when(sql<string | null>`${args.renewalOfPolicyId}::uuid`, "is not", null)
              .then(
                eb
                  .selectFrom("policies as p")
                  .innerJoin("folios as o", "o.id", "p.folio_id")
                  .select("o.created_by_user_id")
                  .where("p.id", "=", args.renewalOfPolicyId)
                  .$asScalar(),
              )
              .else(sql<string | null>`${args.createdByUserId}::uuid`)
              .end(),
          }))
          .returning("id"),
      )
      .with("superseded", (db) =>
        db
          .updateTable("folios")
          .set((eb) => ({ version: eb("version", "+", sql.lit(1)) }))
          .where("id", "in", (eb) =>
            // By agency and group: the (agency_id, group_id, ...) index finds them (by group alone, every folio was read).
            eb
              .selectFrom("folios")
              .select("id")
              .where("agency_id", "=", args.agencyId)
              .where("group_id", "=", args.groupId)
              .where("id", "<>", args.id)
              .orderBy("id")
              .forUpdate(),
          ),
      )
      .with("apps", (db) =>
        db
          .insertInto("applications")
          .columns([
            "id",
            "folio_id",
            "agency_id",
            "program_id",
            "group_id",
            "attempt_number",
            "position",
            "system_payload",
            "system_payload_hash",
            "form_payload",
            "risk",
            "selected_options",
            "added_endorsements",
            "effective_date",
            "expiration_date",
            "valid_until",
            "available_at",
            "created_at",
            "updated_at",
          ])
          .expression(
            db
              .selectFrom("folio")
              .crossJoin(
                sql<ApplicationJson>`jsonb_to_recordset(${args.applications}::jsonb)`.as<"a">(
                  sql`a(id uuid, program_id uuid, attempt_number int, position int, system_payload jsonb, system_payload_hash text, form_payload jsonb, risk jsonb, selected_options jsonb, added_endorsements jsonb, effective_date text, expiration_date text, valid_until text, available_at text)`,
                ),
              )
              .select((eb) => [
                "a.id",
                "folio.id as folio_id",
                sql<string>`${args.agencyId}::uuid`.as("agency_id"),
                "a.program_id",
                sql<string>`${args.groupId}::uuid`.as("group_id"),
                "a.attempt_number",
                "a.position",
                "a.system_payload",
                "a.system_payload_hash",
                eb.fn.coalesce("a.form_payload", sql<unknown>`'{}'::jsonb`).as("form_payload"),
                "a.risk",
                "a.selected_options",
                "a.added_endorsements",
                "a.effective_date",
                "a.expiration_date",
                utcTime(eb.ref("a.valid_until")).as("valid_until"),
                utcTime(eb.ref("a.available_at")).as("available_at"),
                utcTime(args.createdAt).as("created_at"),
                utcTime(args.createdAt).as("updated_at"),
              ]),
          )
          .returning("id"),
      )
      .selectNoFrom((eb) => [
        eb
          .selectFrom("apps")
          .select((a) => a.cast<number>(a.fn.countAll(), "integer").as("n"))
          .$asScalar()
          .as("applications"),
      ]),
);

/** A folio and its applications (which are the rating jobs), in the caller's transaction: one statement past Prisma's query engine (every create). */
export async function insertFolio(tx: Tx, folio: NewFolio, applications: NewApplication[]): Promise<string> {
  const id = folio.id;
  const [row] = await rows(tx, INSERT_FOLIO, {
    id,
    agencyId: folio.agencyId,
    groupId: folio.groupId,
    originalQuoteId: folio.originalQuoteId,
    source: folio.source,
    insuredName: folio.insuredName,
    clientState: folio.clientState === null ? null : JSON.stringify(folio.clientState),
    renewalOfPolicyId: folio.renewalOfPolicyId ?? null,
    createdAt: folio.createdAt.toISOString(),
    expiresAt: folio.expiresAt.toISOString(),
    applications: JSON.stringify(applications.map(applicationJson)),
    insuredId: folio.insuredId,
    createdByUserId: folio.createdByUserId ?? null,
  });
  if (Number(row?.applications) !== applications.length) throw new Error(`insertFolio: ${row?.applications} of ${applications.length} applications written`);
  return id;
}
