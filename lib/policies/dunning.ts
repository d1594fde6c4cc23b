// Dunning (pure): what happens to an installment the saved card did not pay on its due date. The card is
// tried on the due date, then again a few days later (DUNNING_RETRY_DAYS, counted from the due date) while
// the installment is inside its grace period; each failure tells the agent and the insured. Once the grace
// is over and it is still unpaid, a non-payment cancellation is scheduled with the notice the program and
// the state require (cancel-dates.ts decides the same rule for a cancellation asked for by hand).
import { addDays } from "@/lib/dates";
import { noticeDaysFor, type ServicingRules } from "./rules";

/** Retries after the due date's own attempt, in days from the due date (Stripe's "+3, +5, +7"). */
export const DUNNING_RETRY_DAYS: readonly number[] = [3, 5, 7];

export type DunningStep =
  /** Try the card on this day (attempt 1 is the due date). */
  | { kind: "charge"; attempt: number; on: string }
  /** Out of retries and past the grace: cancel for non-payment, effective on `effective` (notice given on `on`). */
  | { kind: "cancel"; on: string; effective: string };

/**
 * Every step of an installment's dunning, in order: the attempts that fall inside its grace period, then the
 * cancellation. The retries kept are those on or before the last day of grace (due date + grace days); the
 * cancellation is given on the first day after grace (or after the last retry, if a retry day is later), and
 * takes effect after the notice period.
 */
export function dunningPlan(p: { dueDate: string; rules: ServicingRules; state: string | null }): DunningStep[] {
  const lastGraceDay = addDays(p.dueDate, Math.max(0, p.rules.nonPaymentGraceDays));
  const steps: DunningStep[] = [{ kind: "charge", attempt: 1, on: p.dueDate }];
  for (const days of DUNNING_RETRY_DAYS) {
    const on = addDays(p.dueDate, days);
    if (on > lastGraceDay) break;
    steps.push({ kind: "charge", attempt: steps.length + 1, on });
  }
  const lastCharge = steps[steps.length - 1]!.on;
  const noticeOn = addDays(lastCharge > lastGraceDay ? lastCharge : lastGraceDay, 1);
  steps.push({ kind: "cancel", on: noticeOn, effective: addDays(noticeOn, noticeDaysFor("non_payment", p.state, p.rules)) });
  return steps;
}

/**
 * The next step after `failedAttempts` failed charges of an installment (0: nothing tried yet), or null once
 * the plan is over. Idempotent and stateless: the job runner stores only the count of failed attempts.
 */
export function nextDunningStep(plan: readonly DunningStep[], failedAttempts: number): DunningStep | null {
  const charges = plan.filter((s) => s.kind === "charge");
  if (failedAttempts < charges.length) return charges[failedAttempts]!;
  if (failedAttempts === charges.length) return plan.find((s) => s.kind === "cancel") ?? null;
  return null;
}

/** A schedule row as the non-payment rules read it. */
export interface DunnedRow {
  dueDate: string;
  paymentId: string | null;
  voidedOn?: string | null;
}

/**
 * The oldest row still unpaid once its grace is over (due date + grace days) as of `today`, or null: what a
 * non-payment cancellation rests on. The same rule as cancel-dates.ts applies to one asked for by hand.
 */
export function overdueBeyondGrace<R extends DunnedRow>(schedule: readonly R[], today: string, graceDays: number): R | null {
  let oldest: R | null = null;
  for (const row of schedule) if (!row.paymentId && !row.voidedOn && (!oldest || row.dueDate < oldest.dueDate)) oldest = row;
  return oldest && today > addDays(oldest.dueDate, Math.max(0, graceDays)) ? oldest : null;
}

/**
 * Does a scheduled cancellation still stand on `day`? One for non-payment stands only while some row is
 * unpaid past its grace: once nothing is, it is rescinded (a payment during the notice period, or the
 * re-check on the day it takes effect). Other reasons do not depend on payments.
 */
export function cancellationStands(p: { reason: string; schedule: readonly DunnedRow[]; day: string; graceDays: number }): boolean {
  return p.reason !== "non_payment" || overdueBeyondGrace(p.schedule, p.day, p.graceDays) !== null;
}

export type OverdueCheck = "nothing_to_do" | "wait_for_charge" | "cancel";

/**
 * What an installment's overdue check does on `today`: nothing once the row is paid or void (or while it is
 * still inside its grace); wait while a charge of that installment due by today has not run yet (the
 * due-date charge or a retry held by another runner, or backing off after an error), so the check never
 * overtakes the charge that would have paid; otherwise cancel for non-payment.
 */
export function overdueCheck(p: { row: DunnedRow; today: string; graceDays: number; pendingChargesOn: readonly string[] }): OverdueCheck {
  if (p.row.paymentId || p.row.voidedOn) return "nothing_to_do";
  if (p.pendingChargesOn.some((on) => on <= p.today)) return "wait_for_charge";
  return overdueBeyondGrace([p.row], p.today, p.graceDays) ? "cancel" : "nothing_to_do";
}
