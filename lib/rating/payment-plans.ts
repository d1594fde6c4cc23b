// Installment pricing of a quoted total. The regular installment is ceil(total / n) plus the plan's
// per-installment fee; the last installment takes up the difference (it may be smaller).
import type { PaymentPlan } from "./types";

export interface PricedPaymentPlan {
  frequency: PaymentPlan["frequency"];
  installments: number;
  installmentCents: number; // the regular installment, fee included
  installmentFeeCents: number; // charged on each installment
  totalCents: number; // what the buyer pays over the term, fees included: the schedule's total
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
    const n = plan.installments;
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`Invalid installment count ${n}`);
    return {
      frequency: plan.frequency,
      installments: n,
      installmentCents: Math.ceil(totalCents / n) + plan.installmentFeeCents,
      installmentFeeCents: plan.installmentFeeCents,
      totalCents: totalCents + n * plan.installmentFeeCents,
    };
  });
}

/** The monthly equivalent of an annual premium shown on program cards: premium / 12 to the nearest cent. */
export function monthlyPremiumCents(premiumCents: number): number {
  return Math.round(premiumCents / 12);
}
