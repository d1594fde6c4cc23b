// Cancellation money: the pure policy math (no I/O). Money is integer cents; dates are YYYY-MM-DD
// calendar dates counted as whole UTC days, the term's end date exclusive.
//
// Method, by who cancels and when (the program's rules, rules.ts):
//   on the inception date, when flat cancellation is allowed  -> flat: all premium and taxes return
//   the carrier cancels, or the policy is rewritten            -> pro rata; no minimum earned premium;
//                                                                 taxes in proportion
//   the insured cancels                                        -> the program's method: short rate (the
//                                                                 standard short-rate table, or a share of
//                                                                 pro rata) or pro rata; its minimum earned
//                                                                 premium; taxes in proportion if it says so
//   surplus lines tax and stamping fee, whoever cancels        -> the home state's rule (`taxReturnRule`):
//                                                                 in proportion to the return premium, or kept
//   single-trip travel, before departure, within the free look -> free_look: everything returns
//   single-trip travel otherwise (the insured cancels)         -> fully_earned: nothing returns
//   single-trip travel, the carrier cancels                    -> pro rata of the days not yet travelled
// A fee the program calls fully earned is never returned (except within a travel free look, which undoes
// the purchase). Rounding: each returned amount is an exact fraction of integers, rounded once, half up,
// to the cent (BigInt arithmetic). Percentages may carry two decimals.
//
// Settlement: the insurer keeps (premium + fees + taxes) - totalReturn. `paidCents` is what the insured
// paid towards premium, fees and taxes (installment fees are earned when charged and not part of it).
// refundCents = paid - kept when positive; else balanceDueCents = kept - paid.
import { daysBetween } from "@/lib/dates";
import { formatDollars } from "@/lib/rating/eligibility";
import type { ReturnPremiumTax } from "@/lib/rating/types";
import { CANCELLATION_REASONS, initiatorOf, type CancellationReason, type Initiator, type ServicingRules } from "./rules";
import { shortRateEarnedPercent } from "./short-rate";

export type { CancellationReason } from "./rules";
export { CANCELLATION_REASONS } from "./rules";

export type CancellationMethod = "flat" | "pro_rata" | "short_rate" | "free_look" | "fully_earned";

export interface CancellationLine {
  label: string;
  amountCents: number;
}

export interface CancellationInput {
  termStart: string; // YYYY-MM-DD
  termEnd: string; // YYYY-MM-DD, exclusive
  cancelDate: string; // YYYY-MM-DD, before termEnd (before termStart: cancelled before it starts)
  /** The day the policy was bought (a travel free look counts from it). */
  purchaseDate: string;
  reason: CancellationReason;
  premiumCents: number;
  feesCents: number;
  taxesCents: number;
  paidCents: number; // paid so far towards premium + fees + taxes of this term, any plan
  rules: ServicingRules;
  /**
   * The insured's home state's rule for surplus lines tax on return premium, when the taxes are surplus
   * lines tax and stamping fee: it decides for every initiator (`pro_rata_refund`: in proportion to the
   * return premium; `fully_earned`: kept). Absent or null (admitted), the program's rules decide.
   */
  taxReturnRule?: ReturnPremiumTax | null;
}

export interface CancellationQuote {
  method: CancellationMethod;
  initiator: Initiator;
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

function strictDay(date: string, field: string): string {
  const match = typeof date === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) throw new RangeError(`${field} must be a YYYY-MM-DD date, got ${String(date)}`);
  const back = new Date(0);
  back.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (back.toISOString().slice(0, 10) !== date) throw new RangeError(`${field} is not a calendar date: ${date}`);
  return date;
}

function methodOf(input: CancellationInput, initiator: Initiator, daysInForce: number): CancellationMethod {
  const { rules, cancelDate, termStart } = input;
  if (rules.travel) {
    const beforeDeparture = cancelDate < termStart;
    if (beforeDeparture && daysBetween(input.purchaseDate, cancelDate) < rules.travel.freeLookDays) return "free_look";
    if (initiator !== "insured") return "pro_rata";
    // After the free look the trip premium is earned if the program says so; otherwise the insured's
    // method applies to the days not travelled (all of them before departure).
    return rules.travel.earnedAtDeparture ? "fully_earned" : rules.insuredMethod;
  }
  if (daysInForce === 0 && rules.flatCancelAllowed) return "flat";
  if (initiator !== "insured") return "pro_rata";
  return rules.insuredMethod;
}

export function computeCancellation(input: CancellationInput): CancellationQuote {
  const { reason, premiumCents, feesCents, taxesCents, paidCents, rules } = input;
  for (const [field, date] of [
    ["termStart", input.termStart],
    ["termEnd", input.termEnd],
    ["cancelDate", input.cancelDate],
    ["purchaseDate", input.purchaseDate],
  ] as const)
    strictDay(date, field);
  const daysInTerm = daysBetween(input.termStart, input.termEnd);
  if (daysInTerm <= 0) throw new RangeError(`termEnd ${input.termEnd} must be after termStart ${input.termStart}`);
  if (input.cancelDate > input.termEnd) throw new RangeError(`cancelDate ${input.cancelDate} is after the term ends (${input.termEnd})`);
  if (!CANCELLATION_REASONS.includes(reason)) throw new RangeError(`Unknown cancellation reason: ${String(reason)}`);
  checkCents(premiumCents, "premiumCents");
  checkCents(feesCents, "feesCents");
  checkCents(taxesCents, "taxesCents");
  checkCents(paidCents, "paidCents");
  const chargedCents = premiumCents + feesCents + taxesCents;
  if (!Number.isSafeInteger(chargedCents)) throw new RangeError("premiumCents + feesCents + taxesCents is too large");
  if (paidCents > chargedCents) throw new RangeError(`paidCents ${paidCents} exceeds premium + fees + taxes ${chargedCents} (leave out installment fees)`);
  if (rules === null || typeof rules !== "object") throw new RangeError("rules are required");
  const shortRate = percentHundredths(rules.shortRatePercent, "rules.shortRatePercent");
  if (rules.shortRate !== undefined && rules.shortRate !== "table" && rules.shortRate !== "percent_of_pro_rata")
    throw new RangeError(`Unknown rules.shortRate: ${String(rules.shortRate)}`);
  const minimumEarned = percentHundredths(rules.minimumEarnedPercent, "rules.minimumEarnedPercent");

  const initiator = initiatorOf(reason);
  const daysInForce = Math.max(0, daysBetween(input.termStart, input.cancelDate));
  const unearnedDays = daysInTerm - daysInForce;
  const method = methodOf(input, initiator, daysInForce);
  const premium = BigInt(premiumCents);
  const lines: CancellationLine[] = [];
  const line = (label: string, amountCents: number) => lines.push({ label, amountCents });
  line(`Premium for the term ${input.termStart} to ${input.termEnd} (${daysInTerm} days)`, premiumCents);

  let returnPremiumCents = 0;
  let returnTaxesCents = 0;
  let returnFeesCents = 0;
  const feesPro = () => (rules.feesFullyEarned ? 0 : divRoundHalfUp(BigInt(feesCents) * BigInt(unearnedDays), BigInt(daysInTerm)));
  const taxesWithPremium = () => (premiumCents > 0 ? divRoundHalfUp(BigInt(taxesCents) * BigInt(returnPremiumCents), premium) : 0);
  const stateRule = input.taxReturnRule ?? null;
  if (stateRule !== null && stateRule !== "pro_rata_refund" && stateRule !== "fully_earned")
    throw new RangeError(`Unknown taxReturnRule: ${String(stateRule)}`);
  switch (method) {
    case "free_look":
      returnPremiumCents = premiumCents;
      returnTaxesCents = taxesCents;
      returnFeesCents = feesCents;
      line(
        `Free look: cancelled on ${input.cancelDate}, within ${rules.travel!.freeLookDays} days of purchase and before departure: everything returns`,
        premiumCents,
      );
      break;
    case "fully_earned":
      line(
        input.cancelDate < input.termStart
          ? "Cancelled before departure, after the free look: the premium is fully earned"
          : "The trip has started: the premium is fully earned",
        0,
      );
      break;
    case "flat":
      returnPremiumCents = premiumCents;
      returnTaxesCents = stateRule === "fully_earned" ? 0 : taxesCents;
      returnFeesCents = rules.feesFullyEarned ? 0 : feesCents;
      line(`Flat cancellation on the inception date ${input.termStart}: all premium returns`, premiumCents);
      break;
    default: {
      const proRataCents = divRoundHalfUp(premium * BigInt(unearnedDays), BigInt(daysInTerm));
      line(`Pro-rata return: ${formatDollars(premiumCents)} x ${unearnedDays} unearned / ${daysInTerm} days (in force ${daysInForce} days)`, proRataCents);
      returnPremiumCents = proRataCents;
      if (method === "short_rate" && rules.shortRate === "table") {
        // The standard short-rate table: the percent of the premium earned for the days in force; never
        // more returned than pro rata (a term other than a year is read on the table in proportion).
        const earnedPercent = shortRateEarnedPercent(daysInForce, daysInTerm);
        const tableCents = divRoundHalfUp(premium * BigInt(100 - earnedPercent), 100n);
        returnPremiumCents = Math.min(tableCents, proRataCents);
        line(
          `Short-rate return: the standard short-rate table earns ${earnedPercent}% after ${daysInForce} days in force; ${100 - earnedPercent}% of ${formatDollars(premiumCents)} returns (cancelled at the insured's request)`,
          returnPremiumCents,
        );
      } else if (method === "short_rate") {
        // One rounding of the exact amount, not a rounding of the rounded pro-rata figure.
        returnPremiumCents = divRoundHalfUp(premium * BigInt(unearnedDays) * shortRate, BigInt(daysInTerm) * HUNDRED_PERCENT);
        line(`Short-rate return: ${rules.shortRatePercent}% of the pro-rata return (cancelled at the insured's request)`, returnPremiumCents);
      }
      if (initiator === "insured" && minimumEarned > 0n) {
        const minimumEarnedCents = divRoundHalfUp(premium * minimumEarned, HUNDRED_PERCENT);
        line(`Minimum earned premium: ${rules.minimumEarnedPercent}% of ${formatDollars(premiumCents)} (the insured cancels)`, minimumEarnedCents);
        if (returnPremiumCents > premiumCents - minimumEarnedCents) {
          returnPremiumCents = premiumCents - minimumEarnedCents;
          line("Return premium capped by the minimum earned premium", returnPremiumCents);
        }
      }
      // Taxes follow the premium's return (short rate and minimum earned included). Surplus lines tax
      // follows the home state's rule whoever cancels; other taxes return when the carrier cancels, and
      // when the insured does if the program says so.
      const taxesReturn = stateRule !== null ? stateRule === "pro_rata_refund" : initiator !== "insured" || rules.taxesReturnOnInsuredCancel;
      returnTaxesCents = taxesReturn ? taxesWithPremium() : 0;
      returnFeesCents = feesPro();
    }
  }
  const earnedPremiumCents = premiumCents - returnPremiumCents;
  line("Return premium", returnPremiumCents);
  line("Earned premium", earnedPremiumCents);
  line(
    returnTaxesCents > 0
      ? `Return taxes (of ${formatDollars(taxesCents)})${stateRule === "pro_rata_refund" ? ": the home state refunds surplus lines tax on return premium" : ""}`
      : `Taxes of ${formatDollars(taxesCents)} are kept${stateRule === "fully_earned" && taxesCents > 0 ? ": the home state treats surplus lines tax as fully earned" : ""}`,
    returnTaxesCents,
  );
  line(returnFeesCents > 0 ? `Return fees (of ${formatDollars(feesCents)})` : `Fees of ${formatDollars(feesCents)} are fully earned`, returnFeesCents);

  const totalReturnCents = returnPremiumCents + returnTaxesCents + returnFeesCents;
  const keptCents = chargedCents - totalReturnCents;
  const refundCents = Math.max(0, paidCents - keptCents);
  const balanceDueCents = Math.max(0, keptCents - paidCents);
  line("Total return (premium, taxes and fees)", totalReturnCents);
  line("Kept by the insurer (earned premium, taxes and fees not returned)", keptCents);
  line("Paid to date (without installment fees)", paidCents);
  if (balanceDueCents > 0) line("Balance due from the insured (paid less than kept)", balanceDueCents);
  else line("Refund to the insured (paid less kept)", refundCents);

  return {
    method,
    initiator,
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
