// Scheduled servicing jobs (lib/jobs/servicing.ts): one row per thing a policy's dates make happen.
// Claimed with FOR UPDATE SKIP LOCKED under a lease, by the injected clock (tests walk a term through);
// an agency's sandbox test clock moves its jobs' due time with it. Done only by the claim's token.
import "server-only";
import type { JobKind } from "@/lib/policies/servicing-plan";
import { sql, type NotNull } from "kysely";
import type { Tx } from "../client";
import { arrayText, builder, leaseEnd, rows as run, statement, utcTime } from "../sql";

export type { JobKind };

export interface NewJob {
  kind: JobKind;
  policyId: string;
  key: string;
  runAt: Date;
}

export interface ClaimedJob {
  id: string;
  kind: JobKind;
  policyId: string;
  key: string;
  runAt: Date;
  leaseToken: string;
  attempts: number;
}

/** Adds jobs; one that exists already (same kind, policy and key) is left as it is. */
export async function scheduleJobs(tx: Tx, jobs: NewJob[]): Promise<void> {
  if (jobs.length) await tx.scheduledJob.createMany({ data: jobs, skipDuplicates: true });
}

/** Cancels a policy's pending jobs (of the kinds given, or all). */
export async function cancelJobs(tx: Tx, policyId: string, kinds?: JobKind[], key?: string): Promise<void> {
  await tx.scheduledJob.updateMany({
    where: { policyId, status: "pending", ...(kinds ? { kind: { in: kinds } } : {}), ...(key !== undefined ? { key } : {}) },
    data: { status: "cancelled" },
  });
}

/** Removes a policy's pending jobs of a kind (a rescinded cancellation: asking again schedules it anew). */
export async function dropJobs(tx: Tx, policyId: string, kind: JobKind): Promise<void> {
  await tx.scheduledJob.deleteMany({ where: { policyId, kind, status: "pending" } });
}

/** A text[] argument: its elements quoted, as one text (`{"a","b"}`), which both drivers bind the same way. */
/** `order` the kinds in the order they run on one day (a text[] argument, arrayText). */
const CLAIM_DUE_JOBS = statement("scheduled_jobs_claim_v1", (args: { now: string; limit: number; leaseMs: number; order: string }) =>
  builder
    .updateTable("scheduled_jobs")
    .set((eb) => ({
      lease_until: leaseEnd(utcTime(args.now), args.leaseMs),
      lease_token: eb.fn<string>("gen_random_uuid"),
      attempts: eb("attempts", "+", eb.lit(1)),
    }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("scheduled_jobs as j")
        .innerJoin("policies as p", "p.id", "j.policy_id")
        .innerJoin("agencies as a", "a.id", "p.agency_id")
        .select("j.id")
        .where("j.status", "=", sql.lit("pending"))
        // The latest any agency's clock reaches bounds the index range: without it a claim that finds nothing due
        // reads every pending job (872,000 on the big book: 2.2 s).
        .where(
          "j.run_at",
          "<=",
          sql<Date>`${utcTime(args.now)} + (${eb.selectFrom("agencies").select((s) => s.fn.coalesce(s.fn.max("clock_offset_days"), s.lit(0)).as("days"))}) * interval '1 day'`,
        )
        .where((w) => w("j.run_at", "<=", sql<Date>`${utcTime(args.now)} + ${w.ref("a.clock_offset_days")} * interval '1 day'`))
        .where((eb) => eb.or([eb("j.lease_until", "is", null), eb("j.lease_until", "<", utcTime(args.now))]))
        .orderBy("j.run_at")
        .orderBy((o) => sql<number>`array_position(${args.order}::text[], ${o.ref("j.kind")})`)
        .orderBy("j.id")
        .limit(sql<number>`${args.limit}::int`)
        .forUpdate("j")
        .skipLocked(),
    )
    .returning(["id", "kind", "policy_id", "key", "run_at", "lease_token", "attempts"])
    .$narrowType<{ kind: JobKind; lease_token: NotNull }>(),
);

/**
 * Claims jobs due by `now` (each agency's test clock moved), the first `limit` by run time and then `order`
 * (the kinds in the order they run on one day). An UPDATE's RETURNING keeps no order of its own: the caller
 * sorts what it claimed before running it (lib/jobs/servicing.ts).
 */
export async function claimDueJobs(db: Tx, now: Date, limit: number, leaseMs: number, order: readonly JobKind[]): Promise<ClaimedJob[]> {
  const rows = await run(db, CLAIM_DUE_JOBS, { now: now.toISOString(), limit, leaseMs, order: arrayText(order) });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    policyId: r.policy_id,
    key: r.key,
    runAt: new Date(r.run_at),
    leaseToken: r.lease_token,
    attempts: Number(r.attempts),
  }));
}

export async function finishJob(db: Tx, job: ClaimedJob, now: Date): Promise<boolean> {
  const { count } = await db.scheduledJob.updateMany({
    where: { id: job.id, leaseToken: job.leaseToken, status: "pending" },
    data: { status: "done", doneAt: now, leaseUntil: null, lastError: null },
  });
  return count === 1;
}

/** A failed run: the job waits (backing off with its attempts) and runs again. */
export async function failJob(db: Tx, job: ClaimedJob, now: Date, error: string): Promise<void> {
  const backoffMs = Math.min(6 * 3_600_000, 60_000 * 2 ** Math.min(job.attempts, 10));
  await db.scheduledJob.updateMany({
    where: { id: job.id, leaseToken: job.leaseToken },
    data: { leaseUntil: new Date(now.getTime() + backoffMs), lastError: error.slice(0, 500) },
  });
}

/** A run that found it must wait for another job (not a failure): claimable again after `until`, the attempt not counted. */
export async function releaseJob(db: Tx, job: ClaimedJob, until: Date): Promise<void> {
  await db.scheduledJob.updateMany({
    where: { id: job.id, leaseToken: job.leaseToken, status: "pending" },
    data: { leaseUntil: until, attempts: { decrement: 1 } },
  });
}

/** The run times of an installment's charges (its due-date charge and its retries) that have not run yet. */
export async function pendingChargesOf(db: Tx, policyId: string, installment: number): Promise<Date[]> {
  const rows = await db.scheduledJob.findMany({
    where: {
      policyId,
      status: "pending",
      OR: [
        { kind: "installment_due", key: String(installment) },
        { kind: "installment_retry", key: { startsWith: `${installment}:` } },
      ],
    },
    select: { runAt: true },
  });
  return rows.map((r) => r.runAt);
}

export async function jobsOfPolicy(db: Tx, policyId: string) {
  return db.scheduledJob.findMany({ where: { policyId }, orderBy: [{ runAt: "asc" }, { kind: "asc" }] });
}
