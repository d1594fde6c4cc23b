import { describe, expect, it } from "vitest";
import { monthlyPremiumCents, priceInstallments, splitTotal } from "./payment-plans";
import type { PaymentPlan } from "./types";

const plans: PaymentPlan[] = [
  { frequency: "annual", installments: 1, installmentFeeCents: 0 },
  { frequency: "monthly", installments: 12, installmentFeeCents: 500 },
];

describe("priceInstallments", () => {
  it("prices annual and monthly plans", () => {
    // No down payment: 398,287 / 12 = 33,190.58 -> 33,191 first; the rest 365,096 / 11 = 33,190.55 -> 33,190,
    // the last 365,096 - 10 x 33,190 = 33,196; each + 500 fee; total 398,287 + 12 x 500 = 404,287
    expect(priceInstallments(398_287, 386_700, plans)).toEqual([
      {
        frequency: "annual",
        installments: 1,
        downPaymentCents: 398_287,
        installmentCents: 398_287,
        lastInstallmentCents: 398_287,
        installmentFeeCents: 0,
        totalCents: 398_287,
      },
      {
        frequency: "monthly",
        installments: 12,
        downPaymentCents: 33_691,
        installmentCents: 33_690,
        lastInstallmentCents: 33_696,
        installmentFeeCents: 500,
        totalCents: 404_287,
      },
    ]);
  });
  it("does not round an exact division", () => {
    expect(priceInstallments(120_000, 100_000, plans)[1]).toMatchObject({ downPaymentCents: 10_500, installmentCents: 10_500, totalCents: 126_000 });
  });
  it("asks the plan's down payment first (was 1/12 of the total)", () => {
    const monthly = (downPayment: PaymentPlan["downPayment"], installments = 12): PaymentPlan => ({
      frequency: "monthly",
      installments,
      installmentFeeCents: 500,
      downPayment,
    });
    // 25% of 398,287 = 99,571.75 -> 99,572 down; the rest 298,715 / 11 = 27,155.9 -> 27,155; last 27,165
    expect(priceInstallments(398_287, 386_700, [monthly({ percent: 25 })])[0]).toEqual({
      frequency: "monthly",
      installments: 12,
      downPaymentCents: 100_072,
      installmentCents: 27_655,
      lastInstallmentCents: 27_665,
      installmentFeeCents: 500,
      totalCents: 404_287,
    });
    // two installments' worth down, then ten: 2/12 of 398,287 = 66,381.17 -> 66,381; the rest 331,906 / 10 = 33,190.6
    expect(splitTotal(398_287, monthly({ installments: 2 }, 11))).toEqual([66_381, ...Array<number>(9).fill(33_190), 33_196]);
    expect(splitTotal(398_287, monthly({ percent: 15 }))[0]).toBe(59_743); // 59,743.05
  });
  it("rejects inconsistent amounts", () => {
    expect(() => priceInstallments(100, 200, plans)).toThrow(RangeError);
    expect(() => priceInstallments(100.5, 50, plans)).toThrow(RangeError);
  });
});

describe("monthlyPremiumCents", () => {
  it("is the annual premium over 12 to the nearest cent", () => {
    expect(monthlyPremiumCents(386_700)).toBe(32_225);
    expect(monthlyPremiumCents(100_000)).toBe(8_333); // 8,333.33
    expect(monthlyPremiumCents(100_006)).toBe(8_334); // 8,333.83
  });
});
