// Installment pricing of a quoted total. A monthly plan asks a down payment at bind (a percentage of the
// total, or so many regular installments' worth: the program's plan says which) and spreads the rest
// evenly over the other installments in whole cents, the last one taking the rounding; the plan's
// per-installment fee is added to every installment. So the installments always sum to total + n x fee.
import type { DownPayment, PaymentPlan } from "./types";

export interface PricedPaymentPlan {
  frequency: PaymentPlan["frequency"];
  installments: number;
  downPaymentCents: number; // the first installment, due at bind, fee included
  installmentCents: number; // each later installment, fee included (the down payment on a one-payment plan)
  lastInstallmentCents: number; // the last installment, fee included: it takes the rounding
  installmentFeeCents: number; // charged on each installment
  totalCents: number; // what the buyer pays over the term, fees included: the schedule's total
}

/** numerator / denominator rounded half up (both non-negative, denominator positive). */
function divRoundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** The down payment's share of the total (installment fee not included), or a RangeError naming what is wrong with the plan. */
function downPaymentShare(totalCents: number, n: number, down: DownPayment | undefined): number {
  const total = BigInt(totalCents);
  if (down === undefined) return divRoundHalfUp(total, BigInt(n));
  if ("percent" in down) {
    const hundredths = Math.round(down.percent * 100);
    if (!Number.isFinite(down.percent) || down.percent <= 0 || down.percent >= 100 || Math.abs(down.percent * 100 - hundredths) > 1e-6) {
      throw new RangeError(`downPayment.percent must be above 0 and below 100 with at most two decimals, got ${down.percent}`);
    }
    return divRoundHalfUp(total * BigInt(hundredths), 10_000n);
  }
  const k = down.installments;
  if (!Number.isSafeInteger(k) || k < 1 || k > 1200) throw new RangeError(`downPayment.installments must be a whole number from 1 to 1200, got ${k}`);
  // k installments' worth out of the k + (n - 1) the total is divided into.
  return divRoundHalfUp(total * BigInt(k), BigInt(k + n - 1));
}

/**
 * Each installment's share of `totalCents` (installment fees not included), in order: the down payment,
 * then the rest spread evenly in whole cents, the last taking the remainder. Sums to totalCents exactly.
 * Throws RangeError on a bad plan or a total too small for every installment to carry a positive share.
 */
export function splitTotal(totalCents: number, plan: Pick<PaymentPlan, "installments" | "downPayment">): number[] {
  const n = plan.installments;
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`totalCents must be a non-negative integer, got ${totalCents}`);
  if (!Number.isSafeInteger(n) || n < 1 || n > 1200) throw new RangeError(`installments must be a whole number from 1 to 1200, got ${n}`);
  if (n === 1) return [totalCents];
  const down = downPaymentShare(totalCents, n, plan.downPayment);
  const rest = totalCents - down;
  const regular = Math.floor(rest / (n - 1));
  const last = rest - (n - 2) * regular;
  if (down <= 0 || regular <= 0) {
    throw new RangeError(`${totalCents} cents can not be split into a down payment and ${n - 1} positive installments`);
  }
  return [down, ...Array.from({ length: n - 2 }, () => regular), last];
}

/**
 * `totalCents` is premium + fees + taxes, the amount split into installments; `premiumCents` is
 * taken only to check the pair is consistent (premium can not exceed the total).
 */
export function priceInstallments(totalCents: number, premiumCents: number, plans: readonly PaymentPlan[]): PricedPaymentPlan[] {
  if (!Number.isInteger(totalCents) || totalCents < 0 || premiumCents > totalCents) {
    throw new RangeError(`Invalid amounts: total ${totalCents}, premium ${premiumCents}`);
  }
  return plans.map((plan) => {
    const shares = splitTotal(totalCents, plan);
    const fee = plan.installmentFeeCents;
    return {
      frequency: plan.frequency,
      installments: plan.installments,
      downPaymentCents: shares[0]! + fee,
      installmentCents: (shares.length > 1 ? shares[1]! : shares[0]!) + fee,
      lastInstallmentCents: shares.at(-1)! + fee,
      installmentFeeCents: fee,
      totalCents: totalCents + plan.installments * fee,
    };
  });
}

/** The monthly equivalent of an annual premium shown on program cards: premium / 12 to the nearest cent. */
export function monthlyPremiumCents(premiumCents: number): number {
  return Math.round(premiumCents / 12);
}
