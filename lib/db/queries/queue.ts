// The rating queue is the applications table itself: a pending application IS its rating job, so
// creating a folio and enqueueing its work are one transaction and no folio can lose its work.
// Workers claim rows with FOR UPDATE SKIP LOCKED and hold a lease; a crashed worker's lease runs out
// and another worker takes the row over. Completion is conditional on the lease token, so however
// many times a row is claimed, exactly one outcome is recorded. See docs/decisions/003-rating-queue.md.
// A completion bumps the folio's version (the views' ETag) in its transaction; claims and releases do
// not: the lease columns are the queue's bookkeeping, which no view shows (decision 015).
import "server-only";
import type { RatingOutcome } from "@/lib/rating/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { json, type Db, type Tx } from "../client";
import { toApplicationRecord, type ApplicationRecord } from "../records";
import { bumpFolioVersions } from "./folios";
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
 */
export async function claimBatch(db: Db, limit: number, leaseMs: number): Promise<Claim[]> {
  const [, rows] = await db.$transaction([
    db.$executeRaw`SELECT pg_advisory_xact_lock(${CLAIM_LOCK}::bigint)`,
    db.$queryRaw<Array<{ id: string; lease_token: string; claim_count: number }>>`
    WITH busy AS (
      SELECT p.carrier_id, count(*)::int AS n
        FROM applications a JOIN programs p ON p.id = a.program_id
       WHERE a.status = 'pending' AND a.lease_until >= now()
       GROUP BY p.carrier_id
    ), ready AS (
      SELECT a.id, a.available_at,
             c.max_concurrent_calls - coalesce(b.n, 0) AS room,
             row_number() OVER (PARTITION BY p.carrier_id ORDER BY a.available_at, a.id) AS carrier_turn,
             row_number() OVER (PARTITION BY a.agency_id ORDER BY a.available_at, a.id) AS agency_turn
        FROM applications a
        JOIN programs p ON p.id = a.program_id
        JOIN carriers c ON c.id = p.carrier_id
        LEFT JOIN busy b ON b.carrier_id = p.carrier_id
       WHERE a.status = 'pending'
         AND a.available_at <= now()
         AND (a.lease_until IS NULL OR a.lease_until < now())
    ), picked AS (
      SELECT a.id FROM applications a JOIN ready r ON r.id = a.id
       WHERE r.carrier_turn <= r.room
         AND a.status = 'pending' AND (a.lease_until IS NULL OR a.lease_until < now())
       ORDER BY r.agency_turn, r.available_at, r.id
       LIMIT ${limit}::int
       FOR UPDATE OF a SKIP LOCKED
    )
    UPDATE applications
       SET lease_until = now() + ${leaseMs}::int * interval '1 millisecond',
           lease_token = gen_random_uuid(),
           claim_count = claim_count + 1
     WHERE id IN (SELECT id FROM picked)
    RETURNING id, lease_token, claim_count`,
  ]);
  return rows.map((r) => ({ id: r.id, leaseToken: r.lease_token, claimCount: Number(r.claim_count) }));
}

/** The advisory lock key that serialises claims (any fixed number unique among this app's advisory locks). */
const CLAIM_LOCK = 0x72617465; // "rate"

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
  const row = await db.application.findUnique({ where: { id: claim.id } });
  if (!row || row.status !== "pending") return null;
  return toApplicationRecord(row, await programById(db, row.programId));
}

/**
 * Records a rating outcome if this claim still holds the lease and the application is still pending.
 * Returns false when another claim got there first (nothing is written then). `report` runs in the same
 * transaction once the outcome is written (the jobs layer writes the outcome's events there).
 */
export async function completeClaim(db: Db, claim: Claim, outcome: RatingOutcome, durationMs: number, report?: (tx: Tx) => Promise<void>): Promise<boolean> {
  const now = new Date();
  // Every outcome writes all the outcome columns, so a re-rating (answers saved, a referral decided) leaves
  // nothing of the previous outcome behind.
  const cleared = { declineReasons: Prisma.DbNull, referralReasons: Prisma.DbNull, failureReason: null };
  const data =
    outcome.status === "quoted"
      ? {
          ...cleared,
          status: outcome.referrals?.length ? ("referred" as const) : ("success" as const),
          ratedAt: now,
          premiumCents: outcome.premium.premiumCents,
          feesCents: outcome.premium.feesCents,
          taxesCents: outcome.premium.taxesCents,
          totalCents: outcome.premium.totalCents,
          premiumDetail: json({ fees: outcome.premium.fees, taxes: outcome.premium.taxes }),
          worksheet: json(outcome.worksheet),
          carrierQuoteId: outcome.carrierQuoteId,
          carrierApplicationId: outcome.carrierApplicationId,
          carrierExternalId: outcome.externalId,
          notices: json(outcome.notices),
          ...(outcome.referrals?.length ? { referralReasons: json(outcome.referrals) } : {}),
        }
      : outcome.status === "declined"
        ? { ...cleared, status: "error" as const, ratedAt: now, declineReasons: json(outcome.reasons), carrierApplicationId: outcome.carrierApplicationId }
        : { ...cleared, status: "failed" as const, ratedAt: now, failureReason: outcome.reason };
  return db.$transaction(async (tx) => {
    const { count } = await tx.application.updateMany({
      where: { id: claim.id, leaseToken: claim.leaseToken, status: "pending" },
      data: { ...data, leaseUntil: null },
    });
    if (count !== 1) return false;
    await bumpFolioVersions(tx, [claim.id]);
    await tx.carrierCall.create({
      data: { applicationId: claim.id, claimNumber: claim.claimCount, outcome: outcome.status, detail: json(outcome), durationMs: Math.round(durationMs) },
    });
    await report?.(tx);
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
