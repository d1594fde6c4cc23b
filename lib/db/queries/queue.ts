// The rating queue is the applications table itself: a pending application IS its rating job, so
// creating a folio and enqueueing its work are one transaction and no folio can lose its work.
// Workers claim rows one claim at a time (an advisory lock) and hold a lease; a crashed worker's lease runs out
// and another worker takes the row over. Completion is conditional on the lease token, so however
// many times a row is claimed, exactly one outcome is recorded. See docs/decisions/003-rating-queue.md.
// A completion bumps the folio's version (the views' ETag) in its transaction; claims and releases do
// not: the lease columns are the queue's bookkeeping, which no view shows (decision 015).
import "server-only";
import type { DeclineReason, Notice, RatingOutcome, Referral } from "@/lib/rating/types";
import { API_VERSION } from "@/lib/schemas/webhooks";
import { sql, type NotNull, type UpdateObject } from "kysely";
import type { DB } from "@/lib/generated/kysely/types";
import { statementTransaction, type Db, type RunStatement, type Tx } from "../client";
import { toApplicationRecord, type ApplicationRecord } from "../records/application";
import type { ProgramRecord } from "../records/program";
import { applicationSummaries, FOLIO_APPLICATION_SUMMARIES } from "./applications";
import { builder, rows, rowsIn, statement, utcTime } from "../sql";
import { insertEvents, writeEvents, type NewEvent } from "./events";
import { programById } from "./programs";

export interface Claim {
  id: string;
  leaseToken: string;
  claimCount: number;
}

/** The channel a pending application no worker holds is announced on (a trigger sends it on commit). */
export const RATING_QUEUE_CHANNEL = "rating_queue";

/**
 * Claims up to `limit` pending applications for one worker, fairly and within each carrier's limit:
 * - a carrier is never asked more than its `max_concurrent_calls` at once, counting the live leases of
 *   every worker process;
 * - agencies take turns: each agency's oldest work comes before any agency's second-oldest, so one
 *   agency's burst of folios does not hold the others' quotes behind it.
 * Claims of all workers are serialised by a transaction-scoped advisory lock, so two workers claiming at
 * once cannot both see the same free room at a carrier; a claim is one short statement, so the wait is short.
 * `concurrency` (CARRIER_LIMITS, by carrier code) replaces a carrier's `max_concurrent_calls`.
 */
export async function claimBatch(db: Db, limit: number, leaseMs: number, concurrency: Record<string, number> = {}): Promise<Claim[]> {
  const claimed = await statementTransaction(db, async (run) => {
    await rowsIn(run, CLAIM_LOCKED, {});
    return rowsIn(run, CLAIM_BATCH, { limit, leaseMs, candidates: candidatesFor(limit), concurrency: JSON.stringify(concurrency) });
  });
  return claimed.map((r) => ({ id: r.id, leaseToken: r.lease_token, claimCount: Number(r.claim_count) }));
}

/** The advisory lock key that serialises claims (any fixed number unique among this app's advisory locks). */
const CLAIM_LOCK = 0x72617465; // "rate"
/** Takes the claim lock (as text: a void column is not something every driver reads). */
export const CLAIM_LOCKED = statement("queue_claim_lock_v2", () =>
  builder.selectNoFrom(sql<string>`pg_advisory_xact_lock(${sql.lit(CLAIM_LOCK)}::bigint)::text`.as("locked")),
);

// Bound arguments with the type the old text gave them (the server would infer most from their columns).
const int = <T extends number | null>(value: T) => sql<T>`${value}::int`;
const text = <T extends string | null>(value: T) => sql<T>`${value}::text`;
const jsonb = (value: string | null) => sql<unknown>`${value}::jsonb`;
const uuid = <T extends string | null>(value: T) => sql<T>`${value}::uuid`;
/** Constants stay literals of the text, not bound: a prepared statement's generic plan knows them, as it did. */
const PENDING = sql.lit("pending" as const);
const NOW = sql<Date>`now()`;

/**
 * `limit` how many, `leaseMs` the lease, `candidates` how many of each agency's oldest waiting applications are
 * candidates, `concurrency` configured concurrency by carrier code (JSON, CARRIER_LIMITS). The candidates come from an
 * index (status, agency_id, available_at, id): the agencies with
 * work waiting, found one index probe each (a loose index scan), and the oldest of each; the calls in
 * flight from another (status, lease_until). So a claim costs the same with 10 applications waiting or
 * 10,000 (it ranked every waiting application before, and with a backlog claims took most of the
 * database's CPU). Among the candidates, carriers' room and agencies' turns decide as before.
 */
export const CLAIM_BATCH = statement("queue_claim_batch_v4", (args: { limit: number; leaseMs: number; candidates: number; concurrency: string }) =>
  builder
    .withRecursive("waiting(agency_id)", (db) => {
      const first = db.selectFrom("applications as a").select("a.agency_id").where("a.status", "=", PENDING).orderBy("a.agency_id").limit(sql.lit(1));
      const next = db
        .selectFrom("waiting as w")
        .select((eb) =>
          eb
            .selectFrom("applications as a")
            .select("a.agency_id")
            .where("a.status", "=", PENDING)
            .whereRef("a.agency_id", ">", "w.agency_id")
            .orderBy("a.agency_id")
            .limit(sql.lit(1))
            .as("agency_id"),
        )
        .where("w.agency_id", "is not", null);
      // Kysely puts each side in parentheses (the first needs them for its ORDER BY and LIMIT, where a builder's
      // union would order the whole), but not the whole, which a CTE's body needs.
      return sql<{ agency_id: string | null }>`(${first} UNION ALL ${next})`;
    })
    .with("candidates", (db) =>
      db
        .selectFrom("waiting as w")
        .crossJoinLateral((eb) =>
          eb
            .selectFrom("applications as a")
            .select(["a.id", "a.agency_id", "a.program_id", "a.available_at"])
            .where("a.status", "=", PENDING)
            .whereRef("a.agency_id", "=", "w.agency_id")
            .where("a.available_at", "<=", NOW)
            .where((eb) => eb.or([eb("a.lease_until", "is", null), eb("a.lease_until", "<", NOW)]))
            .orderBy("a.available_at")
            .orderBy("a.id")
            .limit(int(args.candidates))
            .as("c"),
        )
        .selectAll("c")
        .where("w.agency_id", "is not", null),
    )
    .with("busy", (db) =>
      db
        .selectFrom("applications as a")
        .innerJoin("programs as p", "p.id", "a.program_id")
        .select((eb) => ["p.carrier_id", eb.cast<number>(eb.fn.countAll(), "integer").as("n")])
        .where("a.status", "=", PENDING)
        .where("a.lease_until", ">=", NOW)
        .groupBy("p.carrier_id"),
    )
    .with("ready", (db) =>
      db
        .selectFrom("candidates as c")
        .innerJoin("programs as p", "p.id", "c.program_id")
        .innerJoin("carriers as cr", "cr.id", "p.carrier_id")
        .leftJoin("busy as b", "b.carrier_id", "p.carrier_id")
        .select((eb) => [
          "c.id",
          "c.available_at",
          eb(
            eb.fn.coalesce(sql<number | null>`(${args.concurrency}::jsonb ->> ${eb.ref("cr.code")})::int`, "cr.max_concurrent_calls"),
            "-",
            eb.fn.coalesce("b.n", eb.lit(0)),
          ).as("room"),
          eb.fn
            .agg<number>("row_number")
            .over((over) => over.partitionBy("p.carrier_id").orderBy("c.available_at").orderBy("c.id"))
            .as("carrier_turn"),
          eb.fn
            .agg<number>("row_number")
            .over((over) => over.partitionBy("c.agency_id").orderBy("c.available_at").orderBy("c.id"))
            .as("agency_turn"),
        ]),
    )
    .with("picked", (db) =>
      db
        .selectFrom("ready as r")
        .select("r.id")
        .whereRef("r.carrier_turn", "<=", "r.room")
        .orderBy("r.agency_turn")
        .orderBy("r.available_at")
        .orderBy("r.id")
        .limit(int(args.limit)),
    )
    .updateTable("applications as a")
    .from("picked")
    .set((eb) => ({
      lease_until: sql<Date>`${NOW} + ${int(args.leaseMs)} * interval '1 millisecond'`,
      lease_token: eb.fn<string>("gen_random_uuid"),
      claim_count: eb("a.claim_count", "+", eb.lit(1)),
    }))
    .whereRef("a.id", "=", "picked.id")
    // Checked again on the row itself: a row another transaction held (an inline pricing, answers saved)
    // is waited for and then taken only if it is still waiting.
    .where("a.status", "=", PENDING)
    .where((eb) => eb.or([eb("a.lease_until", "is", null), eb("a.lease_until", "<", NOW)]))
    .returning(["a.id", "a.lease_token", "a.claim_count"])
    .$narrowType<{ lease_token: NotNull }>(),
);

/**
 * Candidates per agency: enough that a carrier at its limit rarely hides another carrier's work behind it
 * (an agency whose this many oldest applications all wait for full carriers waits for them).
 */
const candidatesFor = (limit: number) => Math.max(4 * limit, 200);

/** Claims one given application if it is pending and not leased (used to price inline). */
export async function claimOne(db: Tx, id: string, leaseMs: number): Promise<Claim | null> {
  const [r] = await rows(db, CLAIM_ONE, { id, leaseMs });
  return r ? { id: r.id, leaseToken: r.lease_token, claimCount: Number(r.claim_count) } : null;
}

export const CLAIM_ONE = statement("queue_claim_one_v1", (args: { id: string; leaseMs: number }) =>
  builder
    .updateTable("applications")
    .set((eb) => ({
      lease_until: sql<Date>`${NOW} + ${int(args.leaseMs)} * interval '1 millisecond'`,
      lease_token: eb.fn<string>("gen_random_uuid"),
      claim_count: eb("claim_count", "+", eb.lit(1)),
    }))
    .where("id", "=", uuid(args.id))
    .where("status", "=", PENDING)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", NOW)]))
    .returning(["id", "lease_token", "claim_count"])
    .$narrowType<{ lease_token: NotNull }>(),
);

/** The claimed application with its program, or null when it is no longer pending. */
export async function loadClaimed(db: Tx, claim: Claim): Promise<ApplicationRecord | null> {
  return (await loadClaims(db, [claim])).get(claim.id) ?? null;
}

/** A batch of claimed applications in one read, by id; those no longer pending are left out. */
export async function loadClaims(db: Tx, claims: Claim[]): Promise<Map<string, ApplicationRecord>> {
  if (!claims.length) return new Map();
  const rows = await db.application.findMany({ where: { id: { in: claims.map((c) => c.id) }, status: "pending" } });
  return new Map(await Promise.all(rows.map(async (row) => [row.id, toApplicationRecord(row, await programById(db, row.programId))] as const)));
}

/** The columns an outcome writes (and so what the application says after it), as the completion writes them. */
export type OutcomeColumns =
  | {
      status: "success" | "referred";
      premiumCents: number;
      feesCents: number;
      taxesCents: number;
      totalCents: number;
      carrierQuoteId: string;
      carrierApplicationId: string;
      carrierExternalId: string | null;
      notices: Notice[];
      declineReasons: [];
      referralReasons: Referral[];
      failureReason: null;
    }
  | { status: "error"; carrierApplicationId: string | null; declineReasons: DeclineReason[]; referralReasons: []; failureReason: null }
  | { status: "failed"; declineReasons: []; referralReasons: []; failureReason: string };

/**
 * What an outcome writes: every reason column (a re-rating after answers or a referral leaves no earlier
 * reason behind); a price only when quoted (a decline or failure leaves the last price, which no view
 * shows for them).
 */
export function outcomeColumns(outcome: RatingOutcome): OutcomeColumns {
  if (outcome.status === "quoted") {
    const referrals = outcome.referrals ?? [];
    return {
      status: referrals.length ? "referred" : "success",
      premiumCents: outcome.premium.premiumCents,
      feesCents: outcome.premium.feesCents,
      taxesCents: outcome.premium.taxesCents,
      totalCents: outcome.premium.totalCents,
      carrierQuoteId: outcome.carrierQuoteId,
      carrierApplicationId: outcome.carrierApplicationId,
      carrierExternalId: outcome.externalId,
      notices: outcome.notices,
      declineReasons: [],
      referralReasons: referrals,
      failureReason: null,
    };
  }
  if (outcome.status === "declined")
    return { status: "error", carrierApplicationId: outcome.carrierApplicationId, declineReasons: outcome.reasons, referralReasons: [], failureReason: null };
  return { status: "failed", declineReasons: [], referralReasons: [], failureReason: outcome.reason };
}

/** An event as the completion writes it (lib/webhooks/payloads.ts makes them). */
export type CompletionEvent = NewEvent;

/** An application of the folio as read under the folio's lock, for the folio's own event. */
export interface FolioApplicationSummary {
  id: string;
  status: ApplicationRecord["status"];
  totalCents: number | null;
  program: ProgramRecord;
}

export interface CompletionReport {
  /** The moment the outcome is recorded (rated_at): the events say it too. */
  ratedAt: Date;
  agencyId: string;
  /** The application's event (application.quoted ...), written with the outcome once the folio is locked. */
  event: CompletionEvent | null;
  /** When no application of the folio is left pending (read under the folio's lock): the folio's event. */
  folioDone?: (folio: { id: string; groupId: string; insuredId: string; renewalOfPolicyId: string | null }, apps: FolioApplicationSummary[]) => CompletionEvent;
}

// The completion's first statement: the outcome (only while this claim holds the lease), then the folio's
// version (its row lock: completions of one folio queue here, in the order their events take), the carrier
// call, and the application's event with a delivery per subscribed endpoint (writeEvents, the one event
// writer, inside this statement). The arguments in CompletionArgs are common; each outcome's SET list adds its
// own. Timestamps arrive as ISO text, stored as UTC (Prisma's way).
type CompletionArgs = {
  id: string;
  leaseToken: string;
  now: string;
  claimNumber: number;
  outcome: string;
  detail: string;
  durationMs: number;
  eventType: string | null;
  apiVersion: string;
  subjectId: string | null;
  eventData: string | null;
};
const completion = <A extends Record<string, unknown>>(name: string, outcomeSet: (args: A) => UpdateObject<DB, "applications">) =>
  statement(name, (args: CompletionArgs & A) =>
    writeEvents(
      builder
        .with("upd", (db) =>
          db
            .updateTable("applications")
            .set({ ...outcomeSet(args), rated_at: utcTime(args.now), lease_until: sql.lit(null), updated_at: utcTime(args.now) })
            .where("id", "=", uuid(args.id))
            .where("lease_token", "=", uuid(args.leaseToken))
            .where("status", "=", PENDING)
            .returning(["id", "folio_id", "agency_id"]),
        )
        .with("bump", (db) =>
          db
            .updateTable("folios")
            .set((eb) => ({ version: eb("version", "+", eb.lit(1)) }))
            .where("id", "in", db.selectFrom("upd").select("upd.folio_id"))
            .returning(["id", "group_id", "insured_id", "renewal_of_policy_id"]),
        )
        .with("call", (db) =>
          db
            .insertInto("carrier_calls")
            .columns(["id", "application_id", "claim_number", "outcome", "detail", "duration_ms", "created_at"])
            .expression((eb) =>
              eb
                .selectFrom("upd")
                .select([
                  eb.fn<string>("gen_random_uuid").as("id"),
                  "upd.id as application_id",
                  int(args.claimNumber).as("claim_number"),
                  text(args.outcome).as("outcome"),
                  jsonb(args.detail).as("detail"),
                  int(args.durationMs).as("duration_ms"),
                  utcTime(args.now).as("created_at"),
                ]),
            ),
        )
        .with("event_source", (db) =>
          db
            .selectFrom("upd")
            .innerJoin("bump", "bump.id", "upd.folio_id")
            .select((eb) => [
              eb.lit(1).as("ord"),
              "upd.agency_id",
              // A type only in the rows kept (where it is not null).
              sql<string>`${args.eventType}::text`.as("type"),
              text(args.apiVersion).as("api_version"),
              sql<string>`${args.subjectId}::uuid`.as("subject_id"),
              sql<unknown>`${jsonb(args.eventData)} || jsonb_build_object('insuredId', ${eb.ref("bump.insured_id")}::text)`.as("data"),
            ])
            .where(() => sql<boolean>`${text(args.eventType)} IS NOT NULL`),
        ),
      utcTime(args.now),
    )
      .selectFrom("bump")
      .select(["bump.id as folio_id", "bump.group_id", "bump.insured_id", "bump.renewal_of_policy_id"]),
  );
export const COMPLETE_QUOTED = completion(
  "queue_complete_quoted_v2",
  (args: {
    status: "success" | "referred";
    premiumCents: number;
    feesCents: number;
    taxesCents: number;
    totalCents: number;
    premiumDetail: string;
    worksheet: string;
    carrierQuoteId: string;
    carrierApplicationId: string;
    carrierExternalId: string | null;
    notices: string;
    referralReasons: string | null;
  }) => ({
    status: sql<"success" | "referred">`${args.status}::"ApplicationStatus"`,
    premium_cents: int(args.premiumCents),
    fees_cents: int(args.feesCents),
    taxes_cents: int(args.taxesCents),
    total_cents: int(args.totalCents),
    premium_detail: jsonb(args.premiumDetail),
    worksheet: jsonb(args.worksheet),
    carrier_quote_id: text(args.carrierQuoteId),
    carrier_application_id: text(args.carrierApplicationId),
    carrier_external_id: text(args.carrierExternalId),
    notices: jsonb(args.notices),
    decline_reasons: sql.lit(null),
    referral_reasons: jsonb(args.referralReasons),
    failure_reason: sql.lit(null),
  }),
);
export const COMPLETE_DECLINED = completion("queue_complete_declined_v2", (args: { declineReasons: string; carrierApplicationId: string | null }) => ({
  status: sql.lit("error" as const),
  decline_reasons: jsonb(args.declineReasons),
  carrier_application_id: text(args.carrierApplicationId),
  referral_reasons: sql.lit(null),
  failure_reason: sql.lit(null),
}));
export const COMPLETE_FAILED = completion("queue_complete_failed_v2", (args: { failureReason: string | null }) => ({
  status: sql.lit("failed" as const),
  failure_reason: text(args.failureReason),
  decline_reasons: sql.lit(null),
  referral_reasons: sql.lit(null),
}));

/** The folio's applications, read after its lock was taken (a statement of its own: a snapshot that sees every outcome committed before). */
/**
 * Records a rating outcome if this claim still holds the lease and the application is still pending,
 * with its events (`report`): the application's, and the folio's when it was the last one pending. Returns
 * false when another claim got there first (nothing is written then). One transaction of two or three
 * statements through the driver (statementTransaction): this runs for every rating.
 */
export async function completeClaim(db: Db, claim: Claim, outcome: RatingOutcome, durationMs: number, report?: CompletionReport): Promise<boolean> {
  const ratedAt = report?.ratedAt ?? new Date();
  const c = outcomeColumns(outcome);
  const event = report?.event ?? null;
  const common = {
    id: claim.id,
    leaseToken: claim.leaseToken,
    now: ratedAt.toISOString(),
    claimNumber: claim.claimCount,
    outcome: outcome.status,
    detail: JSON.stringify(outcome),
    durationMs: Math.round(durationMs),
    eventType: event?.type ?? null,
    apiVersion: API_VERSION,
    subjectId: event?.subjectId ?? null,
    eventData: event ? JSON.stringify(event.data) : null,
  };
  const record = (run: RunStatement) =>
    outcome.status === "quoted" && c.status !== "error" && c.status !== "failed"
      ? rowsIn(run, COMPLETE_QUOTED, {
          ...common,
          status: c.status,
          premiumCents: c.premiumCents,
          feesCents: c.feesCents,
          taxesCents: c.taxesCents,
          totalCents: c.totalCents,
          premiumDetail: JSON.stringify({ fees: outcome.premium.fees, taxes: outcome.premium.taxes }),
          worksheet: JSON.stringify(outcome.worksheet),
          carrierQuoteId: c.carrierQuoteId,
          carrierApplicationId: c.carrierApplicationId,
          carrierExternalId: c.carrierExternalId,
          notices: JSON.stringify(c.notices),
          referralReasons: c.referralReasons.length ? JSON.stringify(c.referralReasons) : null,
        })
      : c.status === "error"
        ? rowsIn(run, COMPLETE_DECLINED, { ...common, declineReasons: JSON.stringify(c.declineReasons), carrierApplicationId: c.carrierApplicationId })
        : rowsIn(run, COMPLETE_FAILED, { ...common, failureReason: c.failureReason });
  return statementTransaction(db, async (run) => {
    const [folio] = await record(run);
    if (!folio) return false;
    if (report?.folioDone) {
      const rows = await rowsIn(run, FOLIO_APPLICATION_SUMMARIES, { folioId: folio.folio_id });
      if (!rows.some((r) => r.status === "pending")) {
        const apps = await applicationSummaries(db, rows);
        const done = report.folioDone(
          { id: folio.folio_id, groupId: folio.group_id, insuredId: folio.insured_id, renewalOfPolicyId: folio.renewal_of_policy_id },
          apps,
        );
        await insertEvents(run, report.agencyId, [done], ratedAt);
      }
    }
    return true;
  });
}

/** Gives a claimed application back (shutting down): another worker may take it at once. */
export async function releaseClaim(db: Tx, claim: Claim): Promise<void> {
  await db.application.updateMany({ where: { id: claim.id, leaseToken: claim.leaseToken, status: "pending" }, data: { leaseUntil: null, leaseToken: null } });
}

/** The queue's depth and its oldest pending application's age, for health. */
export async function queueStats(db: Tx): Promise<{ pending: number; oldestPendingSeconds: number | null }> {
  const [row] = await rows(db, QUEUE_STATS, {});
  return { pending: Number(row?.pending ?? 0), oldestPendingSeconds: row?.oldest_seconds ?? null };
}

const QUEUE_STATS = statement("queue_stats_v1", () =>
  builder
    .selectFrom("applications")
    .select((eb) => [
      eb.fn.countAll().as("pending"),
      sql<number | null>`EXTRACT(EPOCH FROM ${NOW} - ${eb.fn.min("available_at")})::float8`.as("oldest_seconds"),
    ])
    .where("status", "=", PENDING),
);
