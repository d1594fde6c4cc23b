// The servicing job runner: carries out what policies' dates make happen (lib/policies/servicing-plan.ts)
// once their day has come by the given clock. Jobs are rows of scheduled_jobs, claimed with SKIP LOCKED
// under a lease, so several processes can run it; each handler is idempotent (settling the same event
// twice changes nothing), and a failure leaves the job to be retried with back-off.
import "server-only";
import type { Db } from "@/lib/db/client";
import { claimDueJobs, failJob, finishJob, pendingChargesOf, releaseJob, type ClaimedJob } from "@/lib/db/queries/jobs";
import { addPolicyEvents, getPolicyById } from "@/lib/db/queries/policies";
import type { PaymentProvider } from "@/lib/payments/provider";
import { programById } from "@/lib/db/queries/programs";
import { policyCard } from "@/lib/db/queries/saved-cards";
import { isoDay } from "@/lib/dates";
import { cancelForNonPayment, chargeInstallment, providerOf } from "@/lib/policies/autopay";
import { settleScheduledCancellation } from "@/lib/policies/cancel";
import { agencyClock } from "@/lib/policies/clock";
import { overdueCheck } from "@/lib/policies/dunning";
import { lapseRenewal, offerRenewal } from "@/lib/policies/renewal-offer";
import { rowStatus } from "@/lib/policies/schedule";
import { compareJobs, JOB_ORDER } from "@/lib/policies/servicing-plan";
import { installmentEvent } from "@/lib/webhooks/payloads";
import { recordEvents } from "@/lib/webhooks/record";
import { runRetention, type RetentionConfig } from "./retention";

export interface ServicingDeps {
  db: Db;
  payments: PaymentProvider;
  /** Test mode's provider where it is not `payments` (decision 043). */
  testPayments?: PaymentProvider;
  /** An SMTP outbox is configured: the failed-installment emails are queued for it (else kept for Sent messages). */
  mailQueued?: boolean;
  /** Where the portal and pay pages are served (the pay link in a failed-installment email); default http://localhost:3000. */
  baseUrl?: string;
  /** Wakes the rating worker (a renewal offer was enqueued). */
  kick?: () => void;
  log?: (event: Record<string, unknown>) => void;
  /** Policies whose jobs run at once (default 8); a policy's own jobs always run one after another. */
  concurrency?: number;
  /** The retention pass (lib/jobs/retention.ts), run after the jobs once every `intervalMs`; none when unset. */
  retention?: { config: RetentionConfig; intervalMs: number };
  /**
   * The database's upkeep (the embedded database's VACUUM (ANALYZE), lib/db/queries/maintenance.ts): run after the jobs,
   * never beside a retention pass, first `firstAfterMs` after start (default `intervalMs`), then once every `intervalMs`.
   */
  upkeep?: { run: () => Promise<void>; intervalMs: number; firstAfterMs?: number };
}

export interface RunReport {
  ran: number;
  failed: number;
  outcomes: Array<{ kind: string; policyId: string; key: string; outcome: string }>;
}

const LEASE_MS = 5 * 60_000;
/** An overdue check that found its installment's charge not yet run looks again this much later (wall time). */
const WAIT_FOR_CHARGE_MS = 15_000;
/** runJob's outcome when the job must wait for another (the charge before the overdue check): released, not finished. */
const WAITING = "waiting_for_charge";

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
const ACTOR = "system:servicing";

/**
 * Runs every job due by `now` (each agency's sandbox clock moves its own jobs), in batches. A batch's jobs run
 * `deps.concurrency` policies at a time (default 8), each policy's jobs one after another in the order of a day
 * (an installment's charge before its overdue check): jobs of different policies touch different rows, as when
 * several processes run the runner, and each handler is idempotent.
 */
export async function runDueJobs(deps: ServicingDeps, now: Date = new Date(), batch = 100): Promise<RunReport> {
  const report: RunReport = { ran: 0, failed: 0, outcomes: [] };
  const concurrency = Math.max(1, deps.concurrency ?? 8);
  for (let round = 0; round < 100; round++) {
    // Run in the order of a day's jobs (the claim's RETURNING has none): an installment's charge before its overdue check.
    const jobs = (await claimDueJobs(deps.db, now, batch, LEASE_MS, JOB_ORDER)).sort(compareJobs);
    if (!jobs.length) break;
    const byPolicy = new Map<string, ClaimedJob[]>();
    for (const job of jobs) byPolicy.set(job.policyId, [...(byPolicy.get(job.policyId) ?? []), job]);
    const queue = [...byPolicy.values()];
    const lane = async () => {
      for (let group = queue.shift(); group; group = queue.shift()) for (const job of group) await runClaimed(deps, job, now, report);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, lane));
  }
  return report;
}

async function runClaimed(deps: ServicingDeps, job: ClaimedJob, now: Date, report: RunReport): Promise<void> {
  try {
    const outcome = await runJob(deps, job, now);
    if (outcome === WAITING) await releaseJob(deps.db, job, new Date(now.getTime() + WAIT_FOR_CHARGE_MS));
    else await finishJob(deps.db, job, now);
    report.ran++;
    report.outcomes.push({ kind: job.kind, policyId: job.policyId, key: job.key, outcome });
    deps.log?.({ event: "servicing_job", job: job.kind, policyId: job.policyId, key: job.key, outcome });
  } catch (error) {
    report.failed++;
    await failJob(deps.db, job, now, describeError(error));
    deps.log?.({ event: "servicing_job_failed", job: job.kind, policyId: job.policyId, key: job.key, error: describeError(error) });
  }
}

async function runJob(deps: ServicingDeps, job: ClaimedJob, wall: Date): Promise<string> {
  const { db } = deps;
  const policy = await getPolicyById(db, job.policyId);
  if (!policy) return "no_policy";
  const clock = await agencyClock(db, policy.agencyId, wall);
  switch (job.kind) {
    case "cancellation_effective":
      return settleScheduledCancellation(db, job.policyId, job.key, {
        actor: ACTOR,
        requestId: `job:${job.id}`,
        provider: await providerOf(deps, policy.agencyId),
        mailQueued: deps.mailQueued ?? false,
      });
    case "installment_retry": {
      // key "<installment>:<attempt>": the dunning plan's next try of the saved card.
      const [number, attempt] = job.key.split(":").map(Number);
      return chargeInstallment(autopay(deps), job.policyId, number!, attempt!, clock, job.id);
    }
    case "installment_due":
    case "installment_overdue": {
      const row = policy.schedule.find((r) => String(r.number) === job.key);
      if (!row || row.paymentId || row.voidedOn || policy.status === "cancelled") return "nothing_to_do";
      const type = job.kind === "installment_due" ? "installment_due" : "installment_overdue";
      if (type === "installment_overdue") {
        // The check never overtakes a charge of this installment due by today (run by another runner, or backing off).
        const pending = (await pendingChargesOf(db, policy.id, row.number)).map(isoDay);
        const { nonPaymentGraceDays } = (await programById(db, policy.programId)).servicingRules;
        if (overdueCheck({ row, today: clock.today, graceDays: nonPaymentGraceDays, pendingChargesOn: pending }) === "wait_for_charge") return WAITING;
      }
      await db.$transaction(async (tx) => {
        await addPolicyEvents(tx, [
          {
            policyId: policy.id,
            type,
            detail: { installment: row.number, dueDate: row.dueDate, amountCents: row.amountCents, status: rowStatus(row, clock.today) },
          },
        ]);
        const event = type === "installment_due" ? "installment.due" : "installment.overdue";
        await recordEvents(tx, policy.agencyId, [installmentEvent(event, policy, row, clock.today)]);
      });
      // On automatic payment: the due date charges the saved card; the end of the grace cancels for non-payment.
      if (await policyCard(db, policy.id)) {
        return type === "installment_due"
          ? `${type}; ${await chargeInstallment(autopay(deps), policy.id, row.number, 1, clock, job.id)}`
          : `${type}; ${await cancelForNonPayment(autopay(deps), policy.id, row.number, clock, job.id)}`;
      }
      return type;
    }
    case "renewal_offer":
      return (await offerRenewal(db, job.policyId, clock, wall, deps.kick)).result;
    case "renewal_lapse":
      return lapseRenewal(db, job.policyId, clock);
  }
}

const autopay = (deps: ServicingDeps) => ({
  db: deps.db,
  payments: deps.payments,
  ...(deps.testPayments ? { testPayments: deps.testPayments } : {}),
  mailQueued: deps.mailQueued ?? false,
  baseUrl: deps.baseUrl ?? "http://localhost:3000",
});

/** Runs the jobs now and then (every `intervalMs`), in this process, until stopped. */
export function startServicing(deps: ServicingDeps, intervalMs: number): { stop(): Promise<void>; runNow(): Promise<RunReport> } {
  let running: Promise<RunReport> | null = null;
  const runNow = () => (running ??= runDueJobs(deps).finally(() => (running = null)));
  // Retention: first one interval after start, then once per interval, never two passes at once.
  let retaining: Promise<void> | null = null;
  let stopping = false;
  let nextRetention = Date.now() + (deps.retention?.intervalMs ?? 0);
  const retain = () => {
    const r = deps.retention;
    if (!r || stopping || retaining || Date.now() < nextRetention) return;
    nextRetention = Date.now() + r.intervalMs;
    const start = performance.now();
    // Stopping ends the pass after its current statement (its budget is spent at once).
    retaining = runRetention(deps.db, r.config, new Date(), () => (stopping ? Infinity : performance.now() - start))
      .then(({ tables, complete, ms }) => {
        const deleted = Object.fromEntries(Object.entries(tables).flatMap(([table, t]) => (t.deleted ? [[table, t.deleted]] : [])));
        deps.log?.({ event: "retention_pass", complete, ms, deleted });
      })
      .catch((error) => deps.log?.({ event: "retention_failed", error: describeError(error) }))
      .finally(() => (retaining = null));
  };
  // Upkeep: after a tick's jobs, never while a retention pass runs (the next tick then), never two at once.
  let upkeeping: Promise<void> | null = null;
  let nextUpkeep = Date.now() + (deps.upkeep?.firstAfterMs ?? deps.upkeep?.intervalMs ?? 0);
  const upkeep = () => {
    const u = deps.upkeep;
    if (!u || stopping || retaining || upkeeping || Date.now() < nextUpkeep) return;
    nextUpkeep = Date.now() + u.intervalMs;
    const start = performance.now();
    upkeeping = u
      .run()
      .then(() => deps.log?.({ event: "database_upkeep", ms: Math.round(performance.now() - start) }))
      .catch((error) => deps.log?.({ event: "database_upkeep_failed", error: describeError(error) }))
      .finally(() => (upkeeping = null));
  };
  const tick = () =>
    void runNow()
      .catch((error) => deps.log?.({ event: "servicing_run_failed", error: describeError(error) }))
      .finally(() => {
        retain();
        upkeep();
      });
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  setTimeout(tick, 1000).unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      stopping = true;
      await running?.catch(() => undefined);
      await retaining;
      await upkeeping;
    },
  };
}
