// Cancellation refunds: hand-computed worksheets for each method, then properties over random terms.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeCancellation, type CancellationInput, type CancellationReason, type CancellationRules } from "./cancellation";

const ADMITTED: CancellationRules = {
  shortRatePercent: 90,
  minimumEarnedPercent: 0,
  policyFeeRefundable: false,
  taxesRefundable: true,
  flatCancelAllowed: true,
};
const SURPLUS: CancellationRules = { ...ADMITTED, minimumEarnedPercent: 25, taxesRefundable: false };

// $1,200 premium, $25 policy fee, $24 taxes (2%): $1,249 charged. 2025-01-01 to 2026-01-01 is 365 days;
// 2025-03-15 is day 73 (31 Jan + 28 Feb + 14 Mar), leaving 292 unearned days.
const BASE: CancellationInput = {
  termStart: "2025-01-01",
  termEnd: "2026-01-01",
  cancelDate: "2025-03-15",
  reason: "carrier_underwriting",
  premiumCents: 120_000,
  feesCents: 2_500,
  taxesCents: 2_400,
  paidCents: 124_900,
  rules: ADMITTED,
};
const cancel = (over: Partial<CancellationInput>) => computeCancellation({ ...BASE, ...over });

describe("computeCancellation, by method", () => {
  it("pro rata for carrier reasons", () => {
    const q = cancel({});
    // 120,000 x 292 / 365 = 96,000; taxes 2,400 x 96,000 / 120,000 = 1,920; the fee is fully earned
    expect(q).toMatchObject({
      method: "pro_rata",
      daysInTerm: 365,
      daysInForce: 73,
      returnPremiumCents: 96_000,
      earnedPremiumCents: 24_000,
      returnTaxesCents: 1_920,
      returnFeesCents: 0,
      totalReturnCents: 97_920,
      refundCents: 97_920,
      balanceDueCents: 0,
    });
    for (const reason of ["non_payment", "rewrite"] as const) expect(cancel({ reason }).returnPremiumCents).toBe(96_000);
  });

  it("short rate at the insured's request", () => {
    const q = cancel({ reason: "insured_request" });
    // 90% x 96,000 = 86,400; taxes 2,400 x 86,400 / 120,000 = 1,728
    expect(q).toMatchObject({
      method: "short_rate",
      returnPremiumCents: 86_400,
      earnedPremiumCents: 33_600,
      returnTaxesCents: 1_728,
      totalReturnCents: 88_128,
      refundCents: 88_128,
    });
  });

  it("caps the return at the minimum earned premium (surplus lines)", () => {
    // 25% of 120,000 = 30,000 earned at least: return at most 90,000 (pro rata 96,000 is capped);
    // surplus lines taxes are fully earned here
    expect(cancel({ rules: SURPLUS })).toMatchObject({
      method: "pro_rata",
      returnPremiumCents: 90_000,
      earnedPremiumCents: 30_000,
      returnTaxesCents: 0,
      returnFeesCents: 0,
      totalReturnCents: 90_000,
      refundCents: 90_000,
    });
    // short rate 86,400 is under the cap and stands
    expect(cancel({ rules: SURPLUS, reason: "insured_request" }).returnPremiumCents).toBe(86_400);
    // the cap applies to the taxes' proportion too: 2,400 x 90,000 / 120,000 = 1,800
    expect(cancel({ rules: { ...SURPLUS, taxesRefundable: true } }).returnTaxesCents).toBe(1_800);
  });

  it("flat on the inception date returns everything charged, whatever the reason and fee/tax rules", () => {
    for (const reason of ["insured_request", "carrier_underwriting", "non_payment", "rewrite"] as const) {
      const q = cancel({ cancelDate: "2025-01-01", reason, rules: SURPLUS });
      expect(q).toMatchObject({
        method: "flat",
        daysInForce: 0,
        returnPremiumCents: 120_000,
        earnedPremiumCents: 0,
        returnTaxesCents: 2_400,
        returnFeesCents: 2_500,
        totalReturnCents: 124_900,
        refundCents: 124_900,
      });
    }
    // half paid: everything paid comes back
    expect(cancel({ cancelDate: "2025-01-01", paidCents: 60_000 })).toMatchObject({ refundCents: 60_000, balanceDueCents: 0 });
  });

  it("is not flat on the inception date when flat cancellation is not allowed", () => {
    const rules = { ...ADMITTED, flatCancelAllowed: false };
    // 365 unearned days: pro rata 120,000, short rate 90% = 108,000; taxes 2,400 x 108,000 / 120,000 = 2,160
    expect(cancel({ cancelDate: "2025-01-01", reason: "insured_request", rules })).toMatchObject({
      method: "short_rate",
      returnPremiumCents: 108_000,
      returnTaxesCents: 2_160,
      returnFeesCents: 0,
    });
    // the minimum earned premium applies even on day 0 when it is not flat: return at most 90,000
    expect(cancel({ cancelDate: "2025-01-01", rules: { ...SURPLUS, flatCancelAllowed: false } }).returnPremiumCents).toBe(90_000);
  });

  it("returns refundable fees pro rata by days, whatever the premium method", () => {
    const rules = { ...ADMITTED, policyFeeRefundable: true };
    // 2,500 x 292 / 365 = 2,000
    expect(cancel({ rules }).returnFeesCents).toBe(2_000);
    expect(cancel({ rules, reason: "insured_request" }).returnFeesCents).toBe(2_000);
  });

  it("returns nothing at expiry", () => {
    const q = cancel({ cancelDate: "2026-01-01", reason: "insured_request" });
    expect(q).toMatchObject({ daysInForce: 365, returnPremiumCents: 0, earnedPremiumCents: 120_000, totalReturnCents: 0, refundCents: 0, balanceDueCents: 0 });
    // unpaid at expiry: the whole charge is due
    expect(cancel({ cancelDate: "2026-01-01", paidCents: 100_000 })).toMatchObject({ refundCents: 0, balanceDueCents: 24_900 });
  });

  it("counts the leap day", () => {
    // 2024-01-01 to 2025-01-01 is 366 days; 2024-03-01 is day 60 (31 + 29): 120,000 x 306 / 366 = 100,327.87 -> 100,328
    expect(cancel({ termStart: "2024-01-01", termEnd: "2025-01-01", cancelDate: "2024-03-01" })).toMatchObject({
      daysInTerm: 366,
      daysInForce: 60,
      returnPremiumCents: 100_328,
    });
  });
});

describe("computeCancellation, rounding", () => {
  it("rounds half up", () => {
    // 1 cent x 1 / 2 days = 0.5 -> 1
    expect(cancel({ termEnd: "2025-01-03", cancelDate: "2025-01-02", premiumCents: 1, feesCents: 0, taxesCents: 0, paidCents: 1 }).returnPremiumCents).toBe(1);
  });
  it("rounds the short-rate amount once, not the rounded pro-rata figure", () => {
    // 5 x 1 / 2 = 2.5 (pro rata rounds to 3); short rate 90% x 2.5 = 2.25 -> 2 (not 90% x 3 = 2.7 -> 3)
    const over = { termEnd: "2025-01-03", cancelDate: "2025-01-02", premiumCents: 5, feesCents: 0, taxesCents: 0, paidCents: 5 };
    expect(cancel(over).returnPremiumCents).toBe(3);
    expect(cancel({ ...over, reason: "insured_request" }).returnPremiumCents).toBe(2);
  });
  it("stays exact on large premiums", () => {
    // 10,000,000,000,001 x 1 / 3 = 3,333,333,333,333.67 -> 3,333,333,333,334
    const q = cancel({ termEnd: "2025-01-04", cancelDate: "2025-01-03", premiumCents: 10_000_000_000_001, feesCents: 0, taxesCents: 0, paidCents: 0 });
    expect(q.returnPremiumCents).toBe(3_333_333_333_334);
    expect(q.earnedPremiumCents + q.returnPremiumCents).toBe(10_000_000_000_001);
  });
});

describe("computeCancellation, what was paid", () => {
  // Monthly plan: ceil(124,900 / 12) = 10,409 towards premium, fees and taxes (+ the $5 installment fee,
  // which is earned when charged and is not part of paidCents). 2 of 12 paid: 20,818.
  const paid2of12 = 2 * 10_409;

  it("never refunds more than was paid", () => {
    // day 30 (2025-01-31): 120,000 x 335 / 365 = 110,136.99 -> 110,137; taxes 2,400 x 110,137 / 120,000 = 2,202.74 -> 2,203
    // total return 112,340, kept 124,900 - 112,340 = 12,560; refund 20,818 - 12,560 = 8,258
    expect(cancel({ cancelDate: "2025-01-31", reason: "non_payment", paidCents: paid2of12 })).toMatchObject({
      returnPremiumCents: 110_137,
      returnTaxesCents: 2_203,
      totalReturnCents: 112_340,
      refundCents: 8_258,
      balanceDueCents: 0,
    });
  });

  it("asks for the balance when less than the kept amount was paid", () => {
    // day 73: total return 97,920, kept 26,980 > paid 20,818: refund 0, balance due 6,162
    const q = cancel({ reason: "non_payment", paidCents: paid2of12 });
    expect(q).toMatchObject({ totalReturnCents: 97_920, refundCents: 0, balanceDueCents: 6_162 });
    expect(q.lines.at(-1)).toEqual({ label: "Balance due from the insured (paid less than kept)", amountCents: 6_162 });
  });

  it("explains itself line by line", () => {
    const q = cancel({ rules: SURPLUS, reason: "insured_request" });
    const amount = (label: string) => q.lines.find((l) => l.label.startsWith(label))?.amountCents;
    expect(amount("Pro-rata return: $1,200 x 292 unearned / 365 days")).toBe(96_000);
    expect(amount("Short-rate return: 90%")).toBe(86_400);
    expect(amount("Minimum earned premium: 25%")).toBe(30_000);
    expect(amount("Return premium")).toBe(86_400);
    expect(amount("Earned premium")).toBe(33_600);
    expect(amount("Taxes of $24 are fully earned")).toBe(0);
    expect(amount("Fees of $25 are fully earned")).toBe(0);
    expect(amount("Kept by the insurer")).toBe(124_900 - 86_400);
    expect(q.lines.at(-1)).toEqual({ label: "Refund to the insured (paid less kept)", amountCents: 86_400 });
  });
});

describe("computeCancellation, bad input", () => {
  it.each<[string, Partial<CancellationInput>]>([
    ["cancel before the term", { cancelDate: "2024-12-31" }],
    ["cancel after the term", { cancelDate: "2026-01-02" }],
    ["not a calendar date", { cancelDate: "2025-02-29" }],
    ["not YYYY-MM-DD", { termStart: "2025-1-1" }],
    ["empty term", { termEnd: "2025-01-01", cancelDate: "2025-01-01" }],
    ["negative cents", { feesCents: -1 }],
    ["fractional cents", { premiumCents: 100.5 }],
    ["paid more than charged", { paidCents: 124_901 }],
    ["percent over 100", { rules: { ...ADMITTED, minimumEarnedPercent: 101 } }],
    ["percent with three decimals", { rules: { ...ADMITTED, shortRatePercent: 90.125 } }],
    ["unknown reason", { reason: "whim" as CancellationReason }],
  ])("throws a RangeError: %s", (_name, over) => {
    expect(() => cancel(over)).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const DAY_MS = 86_400_000;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const Y2000 = Date.UTC(2000, 0, 1) / DAY_MS;

const rulesArb: fc.Arbitrary<CancellationRules> = fc.record({
  shortRatePercent: fc.oneof(
    fc.constantFrom(90, 100),
    fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
  ),
  minimumEarnedPercent: fc.oneof(fc.constantFrom(0, 25, 100), fc.integer({ min: 0, max: 100 })),
  policyFeeRefundable: fc.boolean(),
  taxesRefundable: fc.boolean(),
  flatCancelAllowed: fc.boolean(),
});

/** A term with premium, fees, taxes and payments; `at(day)` cancels on that day of the term. */
const termArb = fc
  .record({
    start: fc.integer({ min: 0, max: 40_000 }),
    termDays: fc.oneof(fc.constantFrom(1, 365, 366), fc.integer({ min: 1, max: 800 })),
    reason: fc.constantFrom<CancellationReason>("insured_request", "carrier_underwriting", "non_payment", "rewrite"),
    premiumCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000_000 })),
    feesCents: fc.integer({ min: 0, max: 100_000 }),
    taxesCents: fc.integer({ min: 0, max: 10_000_000 }),
    paidPermille: fc.oneof(fc.constantFrom(0, 1000), fc.integer({ min: 0, max: 1000 })),
    rules: rulesArb,
  })
  .chain((t) => fc.record({ t: fc.constant(t), d1: fc.integer({ min: 0, max: t.termDays }), d2: fc.integer({ min: 0, max: t.termDays }) }));

type Term = {
  t: {
    start: number;
    termDays: number;
    reason: CancellationReason;
    premiumCents: number;
    feesCents: number;
    taxesCents: number;
    paidPermille: number;
    rules: CancellationRules;
  };
};
const at = ({ t }: Term, day: number) => {
  const total = t.premiumCents + t.feesCents + t.taxesCents;
  return computeCancellation({
    termStart: isoDay(Y2000 + t.start),
    termEnd: isoDay(Y2000 + t.start + t.termDays),
    cancelDate: isoDay(Y2000 + t.start + day),
    reason: t.reason,
    premiumCents: t.premiumCents,
    feesCents: t.feesCents,
    taxesCents: t.taxesCents,
    paidCents: Math.floor((total * t.paidPermille) / 1000),
    rules: t.rules,
  });
};

describe("computeCancellation properties", () => {
  it("never refunds more than was paid, and settles one way only", () => {
    fc.assert(
      fc.property(termArb, (c) => {
        const q = at(c, c.d1);
        const paid = Math.floor(((c.t.premiumCents + c.t.feesCents + c.t.taxesCents) * c.t.paidPermille) / 1000);
        expect(q.refundCents).toBeGreaterThanOrEqual(0);
        expect(q.refundCents).toBeLessThanOrEqual(paid);
        expect(q.refundCents).toBeLessThanOrEqual(q.totalReturnCents);
        expect(q.balanceDueCents).toBeGreaterThanOrEqual(0);
        expect(q.refundCents === 0 || q.balanceDueCents === 0).toBe(true);
      }),
    );
  });

  it("never refunds more when the cancellation date moves later", () => {
    fc.assert(
      fc.property(termArb, (c) => {
        const [early, late] = c.d1 <= c.d2 ? [c.d1, c.d2] : [c.d2, c.d1];
        const a = at(c, early);
        const b = at(c, late);
        expect(b.refundCents).toBeLessThanOrEqual(a.refundCents);
        expect(b.totalReturnCents).toBeLessThanOrEqual(a.totalReturnCents);
        expect(b.balanceDueCents).toBeGreaterThanOrEqual(a.balanceDueCents);
      }),
    );
  });

  it("refunds nothing at expiry", () => {
    fc.assert(
      fc.property(termArb, (c) => {
        const q = at(c, c.t.termDays);
        expect(q.refundCents).toBe(0);
        expect(q.totalReturnCents).toBe(0);
      }),
    );
  });

  it("splits the premium exactly into earned and returned, within the minimum earned", () => {
    fc.assert(
      fc.property(termArb, (c) => {
        const q = at(c, c.d1);
        expect(q.earnedPremiumCents + q.returnPremiumCents).toBe(c.t.premiumCents);
        expect(q.returnPremiumCents).toBeGreaterThanOrEqual(0);
        expect(q.totalReturnCents).toBe(q.returnPremiumCents + q.returnTaxesCents + q.returnFeesCents);
        expect(q.returnTaxesCents).toBeLessThanOrEqual(c.t.taxesCents);
        expect(q.returnFeesCents).toBeLessThanOrEqual(c.t.feesCents);
        if (q.method !== "flat") {
          expect(q.earnedPremiumCents * 100).toBeGreaterThanOrEqual(c.t.premiumCents * c.t.rules.minimumEarnedPercent - 50);
        }
      }),
    );
  });
});
