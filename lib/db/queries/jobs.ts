// Scheduled servicing jobs (lib/jobs/servicing.ts): one row per thing a policy's dates make happen.
// Claimed with FOR UPDATE SKIP LOCKED under a lease, by the injected clock (tests walk a term through);
// an agency's sandbox test clock moves its jobs' due time with it. Done only by the claim's token.
import "server-only";
import type { JobKind } from "@/lib/policies/servicing-plan";
import type { Tx } from "../client";

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

export async function claimDueJobs(db: Tx, now: Date, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const rows = await db.$queryRaw<Array<{ id: string; kind: JobKind; policy_id: string; key: string; lease_token: string; attempts: number }>>`
    UPDATE scheduled_jobs
       SET lease_until = ${now}::timestamp + ${leaseMs}::int * interval '1 millisecond',
           lease_token = gen_random_uuid(),
           attempts = attempts + 1
     WHERE id IN (
       SELECT j.id FROM scheduled_jobs j
         JOIN policies p ON p.id = j.policy_id
         JOIN agencies a ON a.id = p.agency_id
        WHERE j.status = 'pending'
          AND j.run_at <= ${now}::timestamp + a.clock_offset_days * interval '1 day'
          AND (j.lease_until IS NULL OR j.lease_until < ${now}::timestamp)
        ORDER BY j.run_at, j.kind, j.id
        LIMIT ${limit}::int
        FOR UPDATE OF j SKIP LOCKED)
    RETURNING id, kind, policy_id, key, lease_token, attempts`;
  return rows.map((r) => ({ id: r.id, kind: r.kind, policyId: r.policy_id, key: r.key, leaseToken: r.lease_token, attempts: Number(r.attempts) }));
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

export async function jobsOfPolicy(db: Tx, policyId: string) {
  return db.scheduledJob.findMany({ where: { policyId }, orderBy: [{ runAt: "asc" }, { kind: "asc" }] });
}
