// Cancellation refunds: the pure policy math (no I/O). Money is integer cents; dates are YYYY-MM-DD
// calendar dates counted as whole UTC days, the term's end date exclusive.
//
// Method by reason:
//   insured_request          -> short_rate (shortRatePercent% of the pro-rata return)
//   carrier_underwriting     -> pro_rata
//   non_payment              -> pro_rata
//   rewrite                  -> pro_rata
//   any reason, cancelDate == termStart and rules.flatCancelAllowed -> flat (everything charged returns)
//
// Rounding: each returned amount is an exact fraction of integers, rounded once, half up, to the cent
// (BigInt arithmetic, so no float drift on any size of premium). Percentages may carry up to two decimals.
//
// Settlement: the insurer keeps (premium + fees + taxes) - totalReturn. `paidCents` is what the insured
// has paid towards premium, fees and taxes (installment fees of a payment plan are not part of it: they
// are earned when charged). refundCents = paid - kept when positive, else 0 with balanceDueCents = kept - paid.
import { formatDollars } from "../rating/eligibility";

export interface CancellationRules {
  /** 90: the short-rate return is 90% of the pro-rata return (cancellation at the insured's request). */
  shortRatePercent: number;
  /** 0, or e.g. 25 for surplus lines: at least this % of the term premium is earned (not on flat cancellation). */
  minimumEarnedPercent: number;
  /** Usually false: the policy fee is fully earned. When true, fees return pro rata by days. */
  policyFeeRefundable: boolean;
  /** True: taxes return in the same proportion as premium. False: taxes are fully earned. */
  taxesRefundable: boolean;
  /** A cancellation effective on the inception date returns everything charged. */
  flatCancelAllowed: boolean;
}

/** insured_request -> short_rate; carrier_underwriting, non_payment, rewrite -> pro_rata; flat on the inception date when allowed. */
export type CancellationReason = "insured_request" | "carrier_underwriting" | "non_payment" | "rewrite";

export const CANCELLATION_REASONS: readonly CancellationReason[] = ["insured_request", "carrier_underwriting", "non_payment", "rewrite"];

export type CancellationMethod = "flat" | "pro_rata" | "short_rate";

export interface CancellationLine {
  label: string;
  amountCents: number;
}

export interface CancellationInput {
  termStart: string; // YYYY-MM-DD
  termEnd: string; // YYYY-MM-DD, exclusive
  cancelDate: string; // YYYY-MM-DD, termStart <= cancelDate <= termEnd
  reason: CancellationReason;
  premiumCents: number;
  feesCents: number;
  taxesCents: number;
  paidCents: number; // paid so far towards premium + fees + taxes of this term, any plan
  rules: CancellationRules;
}

export interface CancellationQuote {
  method: CancellationMethod;
  daysInTerm: number;
  daysInForce: number;
  earnedPremiumCents: number;
  returnPremiumCents: number;
  returnTaxesCents: number;
  returnFeesCents: number;
  totalReturnCents: number; // return premium + taxes + fees
  refundCents: number; // never more than paidCents; 0 when the insured paid less than what is kept
  balanceDueCents: number; // what the insured still owes when paid < kept; 0 otherwise
  lines: CancellationLine[]; // a worksheet, in order
}

const DAY_MS = 86_400_000;

/** Whole UTC days since the epoch of a strict YYYY-MM-DD calendar date. */
function utcDay(date: string, field: string): number {
  const match = typeof date === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) throw new RangeError(`${field} must be a YYYY-MM-DD date, got ${String(date)}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const back = new Date(0);
  back.setUTCFullYear(y, m - 1, d); // unlike Date.UTC, no 19xx mapping of years below 100
  const ms = back.getTime();
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`${field} is not a calendar date: ${date}`);
  }
  return ms / DAY_MS;
}

function checkCents(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${field} must be a non-negative integer number of cents, got ${value}`);
}

/** A percentage 0..100 with at most two decimals, as an integer number of hundredths of a percent. */
function percentHundredths(value: number, field: string): bigint {
  const scaled = Math.round(value * 100);
  if (!Number.isFinite(value) || value < 0 || value > 100 || Math.abs(value * 100 - scaled) > 1e-6) {
    throw new RangeError(`${field} must be a percentage from 0 to 100 with at most two decimals, got ${value}`);
  }
  return BigInt(scaled);
}

/** numerator / denominator rounded half up (both non-negative, denominator positive). */
function divRoundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

const HUNDRED_PERCENT = 10_000n; // in hundredths of a percent

export function computeCancellation(input: CancellationInput): CancellationQuote {
  const { reason, premiumCents, feesCents, taxesCents, paidCents, rules } = input;
  const start = utcDay(input.termStart, "termStart");
  const end = utcDay(input.termEnd, "termEnd");
  const cancel = utcDay(input.cancelDate, "cancelDate");
  if (end <= start) throw new RangeError(`termEnd ${input.termEnd} must be after termStart ${input.termStart}`);
  if (cancel < start || cancel > end) {
    throw new RangeError(`cancelDate ${input.cancelDate} is outside the term ${input.termStart} to ${input.termEnd}`);
  }
  if (!CANCELLATION_REASONS.includes(reason)) throw new RangeError(`Unknown cancellation reason: ${String(reason)}`);
  checkCents(premiumCents, "premiumCents");
  checkCents(feesCents, "feesCents");
  checkCents(taxesCents, "taxesCents");
  checkCents(paidCents, "paidCents");
  const chargedCents = premiumCents + feesCents + taxesCents;
  if (!Number.isSafeInteger(chargedCents)) throw new RangeError("premiumCents + feesCents + taxesCents is too large");
  if (paidCents > chargedCents) {
    throw new RangeError(`paidCents ${paidCents} exceeds premium + fees + taxes ${chargedCents} (leave out installment fees)`);
  }
  if (rules === null || typeof rules !== "object") throw new RangeError("rules are required");
  const shortRate = percentHundredths(rules.shortRatePercent, "rules.shortRatePercent");
  const minimumEarned = percentHundredths(rules.minimumEarnedPercent, "rules.minimumEarnedPercent");

  const daysInTerm = end - start;
  const daysInForce = cancel - start;
  const unearnedDays = daysInTerm - daysInForce;
  const premium = BigInt(premiumCents);
  const lines: CancellationLine[] = [];
  const line = (label: string, amountCents: number) => lines.push({ label, amountCents });

  const method: CancellationMethod = daysInForce === 0 && rules.flatCancelAllowed ? "flat" : reason === "insured_request" ? "short_rate" : "pro_rata";

  line(`Premium for the term ${input.termStart} to ${input.termEnd} (${daysInTerm} days)`, premiumCents);

  let returnPremiumCents: number;
  let returnTaxesCents: number;
  let returnFeesCents: number;
  if (method === "flat") {
    returnPremiumCents = premiumCents;
    returnTaxesCents = taxesCents;
    returnFeesCents = feesCents;
    line(`Flat cancellation on the inception date ${input.cancelDate}: all premium returns`, returnPremiumCents);
  } else {
    const proRataCents = divRoundHalfUp(premium * BigInt(unearnedDays), BigInt(daysInTerm));
    line(`Pro-rata return: ${formatDollars(premiumCents)} x ${unearnedDays} unearned / ${daysInTerm} days (in force ${daysInForce} days)`, proRataCents);
    let methodCents = proRataCents;
    if (method === "short_rate") {
      // One rounding of the exact amount, not a rounding of the rounded pro-rata figure.
      methodCents = divRoundHalfUp(premium * BigInt(unearnedDays) * shortRate, BigInt(daysInTerm) * HUNDRED_PERCENT);
      line(`Short-rate return: ${rules.shortRatePercent}% of the pro-rata return (cancelled at the insured's request)`, methodCents);
    }
    returnPremiumCents = methodCents;
    if (minimumEarned > 0n) {
      const minimumEarnedCents = divRoundHalfUp(premium * minimumEarned, HUNDRED_PERCENT);
      const maxReturnCents = premiumCents - minimumEarnedCents;
      line(`Minimum earned premium: ${rules.minimumEarnedPercent}% of ${formatDollars(premiumCents)}`, minimumEarnedCents);
      if (methodCents > maxReturnCents) {
        returnPremiumCents = maxReturnCents;
        line(`Return premium capped by the minimum earned premium`, returnPremiumCents);
      }
    }
    // Taxes follow the premium's return ratio (so they also follow short rate and minimum earned).
    returnTaxesCents = rules.taxesRefundable && premiumCents > 0 ? divRoundHalfUp(BigInt(taxesCents) * BigInt(returnPremiumCents), premium) : 0;
    // Refundable fees return pro rata by days, whatever the premium method.
    returnFeesCents = rules.policyFeeRefundable ? divRoundHalfUp(BigInt(feesCents) * BigInt(unearnedDays), BigInt(daysInTerm)) : 0;
  }
  const earnedPremiumCents = premiumCents - returnPremiumCents;
  line("Return premium", returnPremiumCents);
  line("Earned premium", earnedPremiumCents);

  if (method === "flat") line(`Return taxes: all of ${formatDollars(taxesCents)}`, returnTaxesCents);
  else if (rules.taxesRefundable) line(`Return taxes: ${formatDollars(taxesCents)} in the same proportion as premium`, returnTaxesCents);
  else line(`Taxes of ${formatDollars(taxesCents)} are fully earned`, 0);

  if (method === "flat") line(`Return fees: all of ${formatDollars(feesCents)}`, returnFeesCents);
  else if (rules.policyFeeRefundable) line(`Return fees: ${formatDollars(feesCents)} x ${unearnedDays} / ${daysInTerm} days`, returnFeesCents);
  else line(`Fees of ${formatDollars(feesCents)} are fully earned`, 0);

  const totalReturnCents = returnPremiumCents + returnTaxesCents + returnFeesCents;
  const keptCents = chargedCents - totalReturnCents;
  const refundCents = Math.max(0, paidCents - keptCents);
  const balanceDueCents = Math.max(0, keptCents - paidCents);
  line("Total return (premium, taxes and fees)", totalReturnCents);
  line("Kept by the insurer (earned premium, taxes and fees not returned)", keptCents);
  line("Paid to date", paidCents);
  if (balanceDueCents > 0) line("Balance due from the insured (paid less than kept)", balanceDueCents);
  else line("Refund to the insured (paid less kept)", refundCents);

  return {
    method,
    daysInTerm,
    daysInForce,
    earnedPremiumCents,
    returnPremiumCents,
    returnTaxesCents,
    returnFeesCents,
    totalReturnCents,
    refundCents,
    balanceDueCents,
    lines,
  };
}
