// The rating queue is the applications table itself: a pending application IS its rating job, so
// creating a folio and enqueueing its work are one transaction and no folio can lose its work.
// Workers claim rows with FOR UPDATE SKIP LOCKED and hold a lease; a crashed worker's lease runs out
// and another worker takes the row over. Completion is conditional on the lease token, so however
// many times a row is claimed, exactly one outcome is recorded. See docs/decisions/003-rating-queue.md.
import type { Db } from "@/lib/db/client";
import type { RatingOutcome } from "@/lib/rating/types";
import { Prisma } from "@/lib/generated/prisma/client";

export interface Claim {
  id: string;
  leaseToken: string;
  claimCount: number;
}

/** A row claimed this many times without an outcome is given up on (it keeps crashing its worker). */
export const MAX_CLAIMS = 5;

export async function claimBatch(db: Db, limit: number, leaseMs: number): Promise<Claim[]> {
  const rows = await db.$queryRaw<Array<{ id: string; lease_token: string; claim_count: number }>>`
    UPDATE applications
       SET lease_until = now() + ${leaseMs}::int * interval '1 millisecond',
           lease_token = gen_random_uuid(),
           claim_count = claim_count + 1
     WHERE id IN (
       SELECT id FROM applications
        WHERE status = 'pending'
          AND available_at <= now()
          AND (lease_until IS NULL OR lease_until < now())
        ORDER BY available_at, id
        LIMIT ${limit}::int
        FOR UPDATE SKIP LOCKED)
    RETURNING id, lease_token, claim_count`;
  return rows.map((r) => ({ id: r.id, leaseToken: r.lease_token, claimCount: Number(r.claim_count) }));
}

/** Claims one given application if it is pending and not leased (used to price inline). */
export async function claimOne(db: Db, id: string, leaseMs: number): Promise<Claim | null> {
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

/**
 * Records a rating outcome if this claim still holds the lease and the application is still pending.
 * Returns false when another claim got there first (nothing is written then).
 */
export async function completeClaim(db: Db, claim: Claim, outcome: RatingOutcome, durationMs: number): Promise<boolean> {
  const now = new Date();
  const data: Prisma.ApplicationUpdateManyMutationInput =
    outcome.status === "quoted"
      ? {
          status: "success",
          ratedAt: now,
          premiumCents: outcome.premium.premiumCents,
          feesCents: outcome.premium.feesCents,
          taxesCents: outcome.premium.taxesCents,
          totalCents: outcome.premium.totalCents,
          premiumDetail: { fees: outcome.premium.fees, taxes: outcome.premium.taxes } as unknown as Prisma.InputJsonValue,
          worksheet: outcome.worksheet as unknown as Prisma.InputJsonValue,
          carrierQuoteId: outcome.carrierQuoteId,
          carrierApplicationId: outcome.carrierApplicationId,
          carrierExternalId: outcome.externalId,
          notices: outcome.notices as unknown as Prisma.InputJsonValue,
        }
      : outcome.status === "declined"
        ? {
            status: "error",
            ratedAt: now,
            declineReasons: outcome.reasons as unknown as Prisma.InputJsonValue,
            carrierApplicationId: outcome.carrierApplicationId,
          }
        : { status: "failed", ratedAt: now, failureReason: outcome.reason };
  return db.$transaction(async (tx) => {
    const { count } = await tx.application.updateMany({
      where: { id: claim.id, leaseToken: claim.leaseToken, status: "pending" },
      data: { ...data, leaseUntil: null },
    });
    if (count !== 1) return false;
    await tx.carrierCall.create({
      data: {
        applicationId: claim.id,
        claimNumber: claim.claimCount,
        outcome: outcome.status,
        detail: outcome as unknown as Prisma.InputJsonValue,
        durationMs: Math.round(durationMs),
      },
    });
    return true;
  });
}

/** Gives a claimed application back (shutting down): another worker may take it at once. */
export async function releaseClaim(db: Db, claim: Claim): Promise<void> {
  await db.application.updateMany({
    where: { id: claim.id, leaseToken: claim.leaseToken, status: "pending" },
    data: { leaseUntil: null, leaseToken: null },
  });
}
