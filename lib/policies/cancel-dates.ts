// When a cancellation may take effect (pure): inside the term; back-dated by the insured only so far;
// the carrier's with the notice the state and the program require; for non-payment, only once an
// installment is overdue past its grace; for underwriting reasons, after the state's underwriting period,
// only for a reason the state allows (state-cancellation.ts). Each refusal says why in words, with the
// earliest date allowed.
import { addDays, daysBetween } from "@/lib/dates";
import { initiatorOf, noticeDaysFor, type CancellationReason, type ServicingRules } from "./rules";
import { underwritingReasonProblem, type UnderwritingReason } from "./state-cancellation";

export interface DateCheck {
  reason: CancellationReason;
  cancelDate: string;
  today: string;
  termStart: string;
  /** Exclusive. */
  termEnd: string;
  /** Travel may be cancelled before departure (the free look); business policies from their start. */
  travel: boolean;
  /** The insured's state (notice periods differ by state). */
  state: string | null;
  rules: ServicingRules;
  /** The earliest due date of an unpaid installment, or null when none is unpaid. */
  oldestUnpaidDue: string | null;
  /** A renewal term: past the state's underwriting period from its first day. */
  renewal?: boolean;
  /** The carrier's underwriting reason (carrier_underwriting), or null when not given. */
  underwritingReason?: UnderwritingReason | null;
}

export interface DateProblem {
  /**
   * nothing_overdue is a conflict with the policy's state (409); underwriting_reason_* a reason the state
   * does not allow (400, on underwritingReason); the others are a bad date (400).
   */
  code: "out_of_term" | "backdated_too_far" | "notice_too_short" | "nothing_overdue" | "underwriting_reason_required" | "underwriting_reason_not_allowed";
  message: string;
}

export function cancellationDateProblem(c: DateCheck): DateProblem | null {
  const last = addDays(c.termEnd, -1);
  if (c.cancelDate > last) return { code: "out_of_term", message: `must be on or before ${last}, the last day of the policy period` };
  if (!c.travel && c.cancelDate < c.termStart) {
    return { code: "out_of_term", message: `must be on or after ${c.termStart}, when the policy starts (a cancellation on that date is flat)` };
  }
  const initiator = initiatorOf(c.reason);
  if (initiator !== "carrier") {
    const earliest = addDays(c.today, -c.rules.backdateDays);
    if (c.cancelDate < earliest)
      return { code: "backdated_too_far", message: `can be back-dated at most ${c.rules.backdateDays} days: the earliest date is ${earliest}` };
    return null;
  }
  const reason = c.reason as "carrier_underwriting" | "non_payment";
  if (reason === "non_payment") {
    const overdueFrom = c.oldestUnpaidDue ? addDays(c.oldestUnpaidDue, c.rules.nonPaymentGraceDays) : null;
    if (!overdueFrom || c.today <= overdueFrom) {
      return {
        code: "nothing_overdue",
        message: c.oldestUnpaidDue
          ? `no installment is overdue past its ${c.rules.nonPaymentGraceDays}-day grace period: the next one is due ${c.oldestUnpaidDue}`
          : "every installment is paid: there is nothing to cancel for non-payment",
      };
    }
  }
  // The state's rules are read as of the day notice is given (today): its days in force, or a renewal.
  const when = { daysInForce: Math.max(0, daysBetween(c.termStart, c.today)), renewal: c.renewal ?? false };
  if (reason === "carrier_underwriting") {
    const refused = underwritingReasonProblem(c.state, when.daysInForce, when.renewal, c.underwritingReason ?? null);
    if (refused) return refused;
  }
  const notice = noticeDaysFor(reason, c.state, c.rules, when);
  const earliest = addDays(c.today, notice);
  if (c.cancelDate < earliest) {
    return { code: "notice_too_short", message: `needs ${notice} days' notice${c.state ? ` in ${c.state}` : ""}: the earliest date is ${earliest}` };
  }
  return null;
}
