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
import { statementTransaction, utc, type Db, type Statement, type Tx } from "../client";
import { toApplicationRecord, type ApplicationRecord } from "../records/application";
import type { ProgramRecord } from "../records/program";
import { applicationSummaries, FOLIO_APPLICATION_SUMMARIES } from "./applications";
import { rowsIn } from "../sql";
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
  const rows = await statementTransaction(db, async (run) => {
    await run(CLAIM_LOCKED, []);
    return run<{ id: string; lease_token: string; claim_count: number }>(CLAIM_BATCH, [limit, leaseMs, candidatesFor(limit), JSON.stringify(concurrency)]);
  });
  return rows.map((r) => ({ id: r.id, leaseToken: r.lease_token, claimCount: Number(r.claim_count) }));
}

/** The advisory lock key that serialises claims (any fixed number unique among this app's advisory locks). */
const CLAIM_LOCK = 0x72617465; // "rate"
/** Takes the claim lock (a count, as a void column is not something every driver reads). */
const CLAIM_LOCKED: Statement = {
  name: "queue_claim_lock",
  text: `SELECT count(*)::int AS n FROM (SELECT pg_advisory_xact_lock(${CLAIM_LOCK}::bigint)) AS locked`,
};
/**
 * $1 how many, $2 the lease in milliseconds, $3 how many of each agency's oldest waiting applications are
 * candidates, $4 configured concurrency by carrier code (JSON, CARRIER_LIMITS). The candidates come from an
 * index (status, agency_id, available_at, id): the agencies with
 * work waiting, found one index probe each (a loose index scan), and the oldest of each; the calls in
 * flight from another (status, lease_until). So a claim costs the same with 10 applications waiting or
 * 10,000 (it ranked every waiting application before, and with a backlog claims took most of the
 * database's CPU). Among the candidates, carriers' room and agencies' turns decide as before.
 */
const CLAIM_BATCH: Statement = {
  name: "queue_claim_batch_v3",
  text: `
    WITH RECURSIVE waiting AS (
      (SELECT a.agency_id FROM applications a WHERE a.status = 'pending' ORDER BY a.agency_id LIMIT 1)
      UNION ALL
      SELECT (SELECT a.agency_id FROM applications a WHERE a.status = 'pending' AND a.agency_id > w.agency_id ORDER BY a.agency_id LIMIT 1)
        FROM waiting w WHERE w.agency_id IS NOT NULL
    ), candidates AS (
      SELECT c.* FROM waiting w
      CROSS JOIN LATERAL (
        SELECT a.id, a.agency_id, a.program_id, a.available_at FROM applications a
         WHERE a.status = 'pending' AND a.agency_id = w.agency_id AND a.available_at <= now()
           AND (a.lease_until IS NULL OR a.lease_until < now())
         ORDER BY a.available_at, a.id
         LIMIT $3::int) c
      WHERE w.agency_id IS NOT NULL
    ), busy AS (
      SELECT p.carrier_id, count(*)::int AS n
        FROM applications a JOIN programs p ON p.id = a.program_id
       WHERE a.status = 'pending' AND a.lease_until >= now()
       GROUP BY p.carrier_id
    ), ready AS (
      SELECT c.id, c.available_at,
             coalesce(($4::jsonb ->> cr.code)::int, cr.max_concurrent_calls) - coalesce(b.n, 0) AS room,
             row_number() OVER (PARTITION BY p.carrier_id ORDER BY c.available_at, c.id) AS carrier_turn,
             row_number() OVER (PARTITION BY c.agency_id ORDER BY c.available_at, c.id) AS agency_turn
        FROM candidates c
        JOIN programs p ON p.id = c.program_id
        JOIN carriers cr ON cr.id = p.carrier_id
        LEFT JOIN busy b ON b.carrier_id = p.carrier_id
    ), picked AS (
      SELECT r.id FROM ready r WHERE r.carrier_turn <= r.room ORDER BY r.agency_turn, r.available_at, r.id LIMIT $1::int
    )
    UPDATE applications a
       SET lease_until = now() + $2::int * interval '1 millisecond',
           lease_token = gen_random_uuid(),
           claim_count = a.claim_count + 1
      FROM picked
     WHERE a.id = picked.id
       -- Checked again on the row itself: a row another transaction held (an inline pricing, answers saved)
       -- is waited for and then taken only if it is still waiting.
       AND a.status = 'pending' AND (a.lease_until IS NULL OR a.lease_until < now())
    RETURNING a.id::text AS id, a.lease_token::text AS lease_token, a.claim_count`,
};

/**
 * Candidates per agency: enough that a carrier at its limit rarely hides another carrier's work behind it
 * (an agency whose this many oldest applications all wait for full carriers waits for them).
 */
const candidatesFor = (limit: number) => Math.max(4 * limit, 200);

/** Claims one given application if it is pending and not leased (used to price inline). */
export async function claimOne(db: Tx, id: string, leaseMs: number): Promise<Claim | null> {
  const rows = await db.$queryRaw<Array<{ id: string; lease_token: string; claim_count: number }>>`
    UPDATE applications
       SET lease_until = now() + ${leaseMs}::int * interval '1 millisecond',
           lease_token = gen_random_uuid(),
           claim_count = claim_count + 1
     WHERE id = ${id}::uuid AND status = 'pending' AND (lease_until IS NULL OR lease_until < now())
    RETURNING id, lease_token, claim_count`;
  const r = rows[0];
  return r ? { id: r.id, leaseToken: r.lease_token, claimCount: Number(r.claim_count) } : null;
}

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
// writer, inside this statement). Parameters $1-$11 are common; each outcome's SET list adds its own from
// $12. Timestamps arrive as ISO text, stored as UTC (Prisma's way).
const NOW = utc("$3");
const completion = (name: string, set: string): Statement => ({
  name,
  text: `
    WITH upd AS (
      UPDATE applications SET ${set}, rated_at = ${NOW}, lease_until = NULL, updated_at = ${NOW}
       WHERE id = $1::uuid AND lease_token = $2::uuid AND status = 'pending'
      RETURNING id, folio_id, agency_id
    ), bump AS (
      UPDATE folios SET version = version + 1 WHERE id IN (SELECT folio_id FROM upd)
      RETURNING id, group_id, insured_id, renewal_of_policy_id
    ), call AS (
      INSERT INTO carrier_calls (id, application_id, claim_number, outcome, detail, duration_ms, created_at)
      SELECT gen_random_uuid(), upd.id, $4::int, $5::text, $6::jsonb, $7::int, ${NOW} FROM upd
    ), outcome_event AS (
      SELECT 1 AS ord, upd.agency_id, $8::text AS type, $9::text AS api_version, $10::uuid AS subject_id,
             $11::jsonb || jsonb_build_object('insuredId', bump.insured_id::text) AS data
        FROM upd JOIN bump ON bump.id = upd.folio_id
       WHERE $8::text IS NOT NULL
    ), ${writeEvents("outcome_event", NOW)}
    SELECT id::text AS folio_id, group_id::text AS group_id, insured_id::text AS insured_id, renewal_of_policy_id::text AS renewal_of_policy_id FROM bump`,
});
const COMPLETE_QUOTED = completion(
  "queue_complete_quoted",
  `status = $12::"ApplicationStatus", premium_cents = $13::int, fees_cents = $14::int, taxes_cents = $15::int, total_cents = $16::int,
   premium_detail = $17::jsonb, worksheet = $18::jsonb, carrier_quote_id = $19::text, carrier_application_id = $20::text,
   carrier_external_id = $21::text, notices = $22::jsonb, decline_reasons = NULL, referral_reasons = $23::jsonb, failure_reason = NULL`,
);
const COMPLETE_DECLINED = completion(
  "queue_complete_declined",
  `status = 'error', decline_reasons = $12::jsonb, carrier_application_id = $13::text, referral_reasons = NULL, failure_reason = NULL`,
);
const COMPLETE_FAILED = completion("queue_complete_failed", `status = 'failed', failure_reason = $12::text, decline_reasons = NULL, referral_reasons = NULL`);

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
  const common = [
    claim.id,
    claim.leaseToken,
    ratedAt.toISOString(),
    claim.claimCount,
    outcome.status,
    JSON.stringify(outcome),
    Math.round(durationMs),
    event?.type ?? null,
    API_VERSION,
    event?.subjectId ?? null,
    event ? JSON.stringify(event.data) : null,
  ];
  const [statement, params] =
    outcome.status === "quoted" && c.status !== "error" && c.status !== "failed"
      ? [
          COMPLETE_QUOTED,
          [
            c.status,
            c.premiumCents,
            c.feesCents,
            c.taxesCents,
            c.totalCents,
            JSON.stringify({ fees: outcome.premium.fees, taxes: outcome.premium.taxes }),
            JSON.stringify(outcome.worksheet),
            c.carrierQuoteId,
            c.carrierApplicationId,
            c.carrierExternalId,
            JSON.stringify(c.notices),
            c.referralReasons.length ? JSON.stringify(c.referralReasons) : null,
          ],
        ]
      : c.status === "error"
        ? [COMPLETE_DECLINED, [JSON.stringify(c.declineReasons), c.carrierApplicationId]]
        : [COMPLETE_FAILED, [c.failureReason]];
  return statementTransaction(db, async (run) => {
    const [folio] = await run<{ folio_id: string; group_id: string; insured_id: string; renewal_of_policy_id: string | null }>(statement, [
      ...common,
      ...params,
    ]);
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
  const [row] = await db.$queryRaw<Array<{ pending: bigint; oldest_seconds: number | null }>>`
    SELECT count(*) AS pending, EXTRACT(EPOCH FROM now() - min(available_at))::float8 AS oldest_seconds
      FROM applications WHERE status = 'pending'`;
  return { pending: Number(row?.pending ?? 0), oldestPendingSeconds: row?.oldest_seconds ?? null };
}
