// What a policy's dates make happen, and when (pure): each installment falls due and, unpaid past its
// grace, becomes overdue; the renewal is offered in its window (never before the term starts, never for
// a program that does not renew) and the offer lapses at expiry. The job runner (lib/jobs/servicing.ts)
// carries each out on its day.
import { addDays } from "@/lib/dates";
import type { ServicingRules } from "./rules";
import type { ScheduleRow } from "./schedule";

export type JobKind = "cancellation_effective" | "installment_due" | "installment_retry" | "installment_overdue" | "renewal_offer" | "renewal_lapse";

/**
 * The order of jobs due at the same time (the runner claims by run time, then this): an installment's
 * charges before its overdue check, so the check never finds unpaid what the charge would pay; both before
 * a cancellation taking effect that day; renewals last. lib/db/queries/jobs.ts claims in this order.
 */
export const JOB_ORDER: readonly JobKind[] = [
  "installment_due",
  "installment_retry",
  "installment_overdue",
  "cancellation_effective",
  "renewal_offer",
  "renewal_lapse",
];

/** Compares two jobs as the runner takes them: by run time, then JOB_ORDER. */
export function compareJobs(a: { kind: JobKind; runAt: Date }, b: { kind: JobKind; runAt: Date }): number {
  return a.runAt.getTime() - b.runAt.getTime() || JOB_ORDER.indexOf(a.kind) - JOB_ORDER.indexOf(b.kind);
}

export interface PlannedJob {
  kind: JobKind;
  key: string;
  /** The calendar day it runs (from its first instant, UTC). */
  on: string;
}

export interface PlanFacts {
  effectiveDate: string;
  expirationDate: string;
  schedule: readonly ScheduleRow[];
  rules: ServicingRules;
}

export function servicingPlan(p: PlanFacts): PlannedJob[] {
  const jobs: PlannedJob[] = [];
  for (const row of p.schedule) {
    if (row.paymentId || row.voidedOn) continue;
    jobs.push({ kind: "installment_due", key: String(row.number), on: row.dueDate });
    jobs.push({ kind: "installment_overdue", key: String(row.number), on: addDays(row.dueDate, p.rules.nonPaymentGraceDays + 1) });
  }
  const offer = renewalOfferDay(p, p.rules);
  if (offer) {
    jobs.push({ kind: "renewal_offer", key: p.expirationDate, on: offer });
    jobs.push({ kind: "renewal_lapse", key: p.expirationDate, on: p.expirationDate });
  }
  return jobs;
}

/** The day the renewal is offered: the program's window before expiry, never before the term starts; null when it does not renew. */
export function renewalOfferDay(p: { effectiveDate: string; expirationDate: string }, rules: ServicingRules): string | null {
  if (rules.renewalOfferDays === null || rules.travel) return null;
  const window = addDays(p.expirationDate, -rules.renewalOfferDays);
  return window > p.effectiveDate ? window : p.effectiveDate;
}

/** The first instant of a calendar day, UTC. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}
