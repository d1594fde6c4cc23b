// A program's servicing terms (pure data and small pure functions): how a cancellation is computed and
// when it may take effect, how long a missed installment waits, when a renewal is offered. Each program's
// rules are seed data (prisma/seed-data/carriers.ts), like its rating plan; the card's terms text is
// written from them (terms.ts), so what the insured reads is what the computation does.
import { pastUnderwritingPeriod, STATE_CANCELLATION_RULES, stateCancellationRule } from "./state-cancellation";

/** Who asked: the insured (or the agent for them), the carrier, or a rewrite onto another policy. */
export type CancellationReason = "insured_request" | "carrier_underwriting" | "non_payment" | "rewrite";
export const CANCELLATION_REASONS: readonly CancellationReason[] = ["insured_request", "carrier_underwriting", "non_payment", "rewrite"];

export type Initiator = "insured" | "carrier" | "rewrite";

export function initiatorOf(reason: CancellationReason): Initiator {
  return reason === "insured_request" ? "insured" : reason === "rewrite" ? "rewrite" : "carrier";
}

export interface ServicingRules {
  /** How unearned premium returns when the insured cancels: short rate (a share of pro rata) or pro rata. */
  insuredMethod: "short_rate" | "pro_rata";
  /**
   * How short rate is computed: by the standard one-year short-rate table (short-rate.ts), or as
   * shortRatePercent of the pro-rata return (absent: the latter).
   */
  shortRate?: "table" | "percent_of_pro_rata";
  /** 90: the short-rate return is 90% of the pro-rata return (when shortRate is not "table"). */
  shortRatePercent: number;
  /** At least this % of the term premium is earned when the insured cancels (0, or 25 for surplus lines). Never when the carrier cancels. */
  minimumEarnedPercent: number;
  /** The policy fee is fully earned at inception: never returned, not even on a flat cancellation. */
  feesFullyEarned: boolean;
  /** Taxes return with the premium when the insured cancels. When the carrier cancels they always do. */
  taxesReturnOnInsuredCancel: boolean;
  /** A cancellation effective on the inception date returns all premium (and taxes). */
  flatCancelAllowed: boolean;
  /** How far the insured may back-date a cancellation (days before today). */
  backdateDays: number;
  /** The least notice the carrier gives, in days, before a state's own rule (stateNoticeDays). */
  noticeDays: { carrier_underwriting: number; non_payment: number };
  /** A missed installment may lead to a non-payment cancellation only once more than this many days overdue. */
  nonPaymentGraceDays: number;
  /** The renewal is offered this many days before expiry; null: the program does not renew. */
  renewalOfferDays: number | null;
  /** Single-trip travel: the free look (from purchase, before departure) and what departure earns. */
  travel: { freeLookDays: number; earnedAtDeparture: boolean } | null;
}

/**
 * The notice a carrier must give in each state after its underwriting period (the longer one, and the one
 * for renewals), by reason: STATE_CANCELLATION_RULES (state-cancellation.ts, the statute cited per state).
 */
export const STATE_NOTICE_DAYS: Readonly<Record<string, { carrier_underwriting: number; non_payment: number }>> = Object.fromEntries(
  Object.entries(STATE_CANCELLATION_RULES).map(([state, rule]) => [state, rule.afterPeriod]),
);

/**
 * Days of notice a carrier cancellation needs in this state: the longer of the program's and the state's,
 * the state's for a policy `daysInForce` days into its term when notice is given (within or after the
 * state's underwriting period; a renewal is past it). Without daysInForce, the longer notice after it.
 */
export function noticeDaysFor(
  reason: "carrier_underwriting" | "non_payment",
  state: string | null,
  rules: ServicingRules,
  when: { daysInForce: number; renewal: boolean } = { daysInForce: Number.POSITIVE_INFINITY, renewal: true },
): number {
  const rule = stateCancellationRule(state);
  const byState = rule ? (pastUnderwritingPeriod(rule, when.daysInForce, when.renewal) ? rule.afterPeriod : rule.withinPeriod)[reason] : 0;
  return Math.max(rules.noticeDays[reason], byState);
}
