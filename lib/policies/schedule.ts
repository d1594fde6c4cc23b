// Payment schedules: the pure policy math (no I/O). Money is integer cents; dates are YYYY-MM-DD.
// Amounts follow lib/rating/payment-plans.ts splitTotal, as the quote showed them: the plan's down payment
// first, the rest spread evenly over the other installments (the last takes the rounding), the installment
// fee on each; so the schedule sums to total + n x fee exactly.
import { addMonths, daysInMonth } from "@/lib/dates";
import { splitTotal } from "@/lib/rating/payment-plans";
import type { PaymentPlan } from "@/lib/rating/types";

export interface ScheduleInput {
  termStart: string; // YYYY-MM-DD, the first due date
  frequency: PaymentPlan["frequency"];
  installments: number; // 1 for annual
  totalCents: number; // premium + fees + taxes
  installmentFeeCents: number; // charged on each installment
  /** The plan's down payment (monthly plans); absent: an even share. */
  downPayment?: PaymentPlan["downPayment"];
}

export interface ScheduledInstallment {
  number: number; // 1-based
  dueDate: string; // YYYY-MM-DD
  amountCents: number;
}

/** The term start as a calendar date, or a RangeError naming it. */
function checkTermStart(date: string): void {
  const match = typeof date === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) throw new RangeError(`termStart must be a YYYY-MM-DD date, got ${String(date)}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m - 1)) throw new RangeError(`termStart is not a calendar date: ${date}`);
}

/**
 * Annual: one installment on termStart of total + fee (the plans' annual fee is 0). Monthly: `installments`
 * installments a month apart from termStart, the down payment first. Throws RangeError on bad input,
 * including a total too small to split this way (an installment that would not be positive).
 */
export function buildSchedule(input: ScheduleInput): ScheduledInstallment[] {
  const { frequency, installments: n, totalCents, installmentFeeCents: fee } = input;
  checkTermStart(input.termStart);
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`totalCents must be a non-negative integer, got ${totalCents}`);
  if (!Number.isSafeInteger(fee) || fee < 0) throw new RangeError(`installmentFeeCents must be a non-negative integer, got ${fee}`);
  if (frequency !== "annual" && frequency !== "monthly") throw new RangeError(`Unknown frequency: ${String(frequency)}`);
  if (!Number.isSafeInteger(n) || n < 1 || n > 1200) throw new RangeError(`installments must be a whole number from 1 to 1200, got ${n}`);
  if (frequency === "annual" && n !== 1) throw new RangeError(`An annual plan has 1 installment, got ${n}`);
  if (!Number.isSafeInteger(totalCents + n * fee)) throw new RangeError("totalCents + installments x fee is too large");
  const shares = splitTotal(totalCents, { installments: n, downPayment: input.downPayment });
  // Each installment must carry a positive share of the total, not only of total + fee.
  if (shares.some((share) => share <= 0)) throw new RangeError(`${totalCents} cents can not be split into ${n} positive installments`);
  return shares.map((share, i) => ({ number: i + 1, dueDate: addMonths(input.termStart, i), amountCents: share + fee }));
}

/** A row of a policy's schedule: an installment of the plan, or the balance due a cancellation left. */
export interface ScheduleRow {
  number: number;
  dueDate: string;
  amountCents: number;
  paymentId: string | null;
  /** Absent on rows written before balance-due rows existed: an installment. */
  kind?: "installment" | "balance_due";
  /** Set when a cancellation ended the schedule before this unpaid row (it is no longer owed). */
  voidedOn?: string | null;
}

export type RowStatus = "paid" | "void" | "overdue" | "due" | "upcoming";

export function rowStatus(row: ScheduleRow, today: string): RowStatus {
  if (row.paymentId) return "paid";
  if (row.voidedOn) return "void";
  return row.dueDate < today ? "overdue" : row.dueDate === today ? "due" : "upcoming";
}

export interface ScheduleFigures {
  /** Paid so far, installment fees included: what the payments on this schedule add up to. */
  paidCents: number;
  /** Still owed: every unpaid row that is not void. */
  balanceCents: number;
  /** What the schedule asks for in all: paid plus still owed (total + installment fees until a cancellation settles it). */
  scheduleTotalCents: number;
  /** Unpaid rows already past their due date. */
  overdueCents: number;
  /** The first unpaid row, or null. */
  next: ScheduleRow | null;
}

/** Every figure of a schedule comes from its rows. */
export function scheduleFigures(rows: readonly ScheduleRow[], today: string): ScheduleFigures {
  let paidCents = 0;
  let balanceCents = 0;
  let overdueCents = 0;
  let next: ScheduleRow | null = null;
  for (const row of rows) {
    const status = rowStatus(row, today);
    if (status === "paid") paidCents += row.amountCents;
    else if (status !== "void") {
      balanceCents += row.amountCents;
      if (status === "overdue") overdueCents += row.amountCents;
      if (!next || row.dueDate < next.dueDate) next = row;
    }
  }
  return { paidCents, balanceCents, scheduleTotalCents: paidCents + balanceCents, overdueCents, next };
}

/**
 * A cancellation that takes effect settles the schedule: every unpaid row is void from that day, and
 * what the insured still owes (if anything) becomes one balance-due row, due that day.
 */
export function settleSchedule(rows: readonly ScheduleRow[], on: string, balanceDueCents: number): ScheduleRow[] {
  if (!Number.isSafeInteger(balanceDueCents) || balanceDueCents < 0)
    throw new RangeError(`balanceDueCents must be a non-negative integer, got ${balanceDueCents}`);
  // Settling again (a retried job) finds its own balance-due row and leaves the schedule as it is.
  if (rows.some((r) => r.kind === "balance_due" && r.dueDate === on && !r.voidedOn)) return [...rows];
  const settled = rows.map((r) => (r.paymentId || r.voidedOn ? r : { ...r, voidedOn: on }));
  if (balanceDueCents === 0) return settled;
  const number = Math.max(0, ...rows.map((r) => r.number)) + 1;
  return [...settled, { number, dueDate: on, amountCents: balanceDueCents, paymentId: null, kind: "balance_due", voidedOn: null }];
}

/**
 * What the paid rows of a schedule paid towards the term's premium, fees and taxes: every installment
 * row carries one installment fee (earned when charged, never refunded), which is left out; a balance-due
 * row carries none.
 */
export function paidTowardTermCents(rows: readonly ScheduleRow[], installmentFeeCents: number): number {
  return rows.filter((r) => r.paymentId).reduce((sum, r) => sum + r.amountCents - (r.kind === "balance_due" ? 0 : installmentFeeCents), 0);
}

/** Installments in the plan (rows a cancellation voided included; a balance due is not one): "installment 3 of 12". */
export function installmentCount(rows: readonly ScheduleRow[]): number {
  return rows.filter((r) => (r.kind ?? "installment") === "installment").length;
}
