import { describe, expect, it } from "vitest";
import { monthlyPremiumCents, priceInstallments } from "./payment-plans";
import type { PaymentPlan } from "./types";

const plans: PaymentPlan[] = [
  { frequency: "annual", installments: 1, installmentFeeCents: 0 },
  { frequency: "monthly", installments: 12, installmentFeeCents: 500 },
];

describe("priceInstallments", () => {
  it("prices annual and monthly plans", () => {
    // 398,287 / 12 = 33,190.58 -> ceil 33,191 + 500 fee = 33,691; total 398,287 + 12 x 500 = 404,287
    expect(priceInstallments(398_287, 386_700, plans)).toEqual([
      { frequency: "annual", installments: 1, installmentCents: 398_287, installmentFeeCents: 0, totalCents: 398_287 },
      { frequency: "monthly", installments: 12, installmentCents: 33_691, installmentFeeCents: 500, totalCents: 404_287 },
    ]);
  });
  it("does not round up an exact division", () => {
    expect(priceInstallments(120_000, 100_000, plans)[1]).toMatchObject({ installmentCents: 10_500, totalCents: 126_000 });
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
