// Money invariants of policy servicing, over thousands of generated policies: premium, fees and taxes in
// cents; terms from 1999 to 2101 (leap days and 29 February starts included), annual and travel terms;
// annual and monthly plans with installment fees; some installments paid; every reason; cancellation
// dates before, in and at the end of the term; the four seed rule sets and random rules.
// The schedule is built (buildSchedule), paid in part, priced (computeCancellation with what the
// schedule paid towards the term), settled (settleSchedule) and read back (scheduleFigures).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, addYears, daysBetween } from "@/lib/dates";
import { computeCancellation, type CancellationQuote } from "./cancellation";
import type { ReturnPremiumTax } from "@/lib/rating/types";
import type { CancellationReason, ServicingRules } from "./rules";
import { buildSchedule, paidTowardTermCents, scheduleFigures, settleSchedule, type ScheduleFigures, type ScheduleRow } from "./schedule";
import { ADMITTED, ADMITTED_TABLE, PRO_RATA, SURPLUS, TRAVEL } from "@/test/fakes/servicing-rules";
import type { DownPayment } from "@/lib/rating/types";

// The seed's rules (prisma/seed-data/carriers.ts), copied.

/** 2,000 in CI; MONEY_RUNS=50000 for a deeper run by hand. */
const NUM_RUNS = Number(process.env.MONEY_RUNS ?? 2000);

const percentArb = fc.oneof(
  fc.constantFrom(0, 25, 90, 100),
  fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
);
const rulesArb: fc.Arbitrary<ServicingRules> = fc.oneof(
  fc.constantFrom(ADMITTED, ADMITTED_TABLE, PRO_RATA, SURPLUS, { ...SURPLUS, shortRate: "table" as const }, TRAVEL),
  fc.record({
    insuredMethod: fc.constantFrom("short_rate" as const, "pro_rata" as const),
    shortRate: fc.constantFrom(undefined, "table" as const, "percent_of_pro_rata" as const),
    shortRatePercent: percentArb,
    minimumEarnedPercent: percentArb,
    feesFullyEarned: fc.boolean(),
    taxesReturnOnInsuredCancel: fc.boolean(),
    flatCancelAllowed: fc.boolean(),
    backdateDays: fc.integer({ min: 0, max: 60 }),
    noticeDays: fc.record({ carrier_underwriting: fc.integer({ min: 0, max: 60 }), non_payment: fc.integer({ min: 0, max: 30 }) }),
    nonPaymentGraceDays: fc.integer({ min: 0, max: 30 }),
    renewalOfferDays: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
    travel: fc.option(fc.record({ freeLookDays: fc.integer({ min: 0, max: 30 }), earnedAtDeparture: fc.boolean() }), { nil: null }),
  }),
);

const FIRST_DAY = "1999-01-01";
const LAST_DAY = "2101-12-31";
const startArb = fc.oneof(
  fc.integer({ min: 0, max: daysBetween(FIRST_DAY, LAST_DAY) }).map((d) => addDays(FIRST_DAY, d)),
  // leap days, month ends and century years
  fc.constantFrom("2000-02-29", "2024-02-29", "2096-02-29", "2023-02-28", "2100-02-28", "2100-03-01", "2024-01-31", "2025-12-31", "2099-12-31"),
);

interface Policy {
  termStart: string;
  termEnd: string; // exclusive
  purchaseDate: string;
  premiumCents: number;
  feesCents: number;
  taxesCents: number;
  frequency: "annual" | "monthly";
  installments: number;
  installmentFeeCents: number;
  downPayment?: DownPayment;
  paid: boolean[]; // by installment
  reason: CancellationReason;
  cancelDate: string;
  rules: ServicingRules;
  /** Surplus lines: the home state's rule for its tax on return premium (decision 028); null when admitted. */
  taxReturnRule: ReturnPremiumTax | null;
}

const policyArb: fc.Arbitrary<Policy> = fc
  .record({
    termStart: startArb,
    term: fc.oneof(
      fc.constant({ kind: "annual" as const, days: 0 }),
      fc.integer({ min: 1, max: 60 }).map((days) => ({ kind: "days" as const, days })),
      fc.integer({ min: 61, max: 800 }).map((days) => ({ kind: "days" as const, days })),
    ),
    boughtDaysBefore: fc.integer({ min: 0, max: 90 }),
    // At least 200 cents: a monthly plan of up to 12 installments then gives every installment a positive
    // share of the term (see the report for the tiny totals where it does not).
    premiumCents: fc.oneof(fc.integer({ min: 200, max: 1_000_000_000 }), fc.integer({ min: 75_000, max: 5_000_000 })),
    feesCents: fc.oneof(fc.constantFrom(0, 15_000), fc.integer({ min: 0, max: 50_000 })),
    taxesCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000_000 })),
    plan: fc.oneof(
      fc.record({ frequency: fc.constant("annual" as const), installments: fc.constant(1), installmentFeeCents: fc.constantFrom(0, 0, 250) }),
      fc.record({
        frequency: fc.constant("monthly" as const),
        installments: fc.oneof(fc.constant(12), fc.integer({ min: 1, max: 12 })),
        installmentFeeCents: fc.oneof(fc.constantFrom(0, 500, 1_000), fc.integer({ min: 0, max: 2_000 })),
        // The seed's down payments (15-25% of the total, or two installments' worth), or an even share.
        downPayment: fc.option(fc.oneof(fc.record({ percent: fc.constantFrom(15, 20, 25) }), fc.constant({ installments: 2 })), { nil: undefined }),
      }),
    ),
    paidCount: fc.integer({ min: 0, max: 12 }),
    paidMask: fc.option(fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), { nil: null }),
    reason: fc.constantFrom<CancellationReason>("insured_request", "carrier_underwriting", "non_payment", "rewrite"),
    cancelFraction: fc.oneof(fc.constantFrom(0, 1), fc.double({ min: 0, max: 1, noNaN: true })),
    cancelBeforeStart: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 })),
    rules: rulesArb,
    taxReturnRule: fc.constantFrom<ReturnPremiumTax | null>(null, "pro_rata_refund", "fully_earned"),
  })
  .map((g): Policy => {
    const termEnd = g.term.kind === "annual" ? addYears(g.termStart, 1) : addDays(g.termStart, g.term.days);
    const termDays = daysBetween(g.termStart, termEnd);
    const n = g.plan.installments;
    const paid = Array.from({ length: n }, (_, i) => (g.paidMask ? g.paidMask[i]! : i < g.paidCount));
    const cancelDate = g.cancelBeforeStart > 0 ? addDays(g.termStart, -g.cancelBeforeStart) : addDays(g.termStart, Math.round(g.cancelFraction * termDays));
    return {
      termStart: g.termStart,
      termEnd,
      purchaseDate: addDays(g.termStart, -g.boughtDaysBefore),
      premiumCents: g.premiumCents,
      feesCents: g.feesCents,
      taxesCents: g.taxesCents,
      ...g.plan,
      paid,
      reason: g.reason,
      cancelDate,
      rules: g.rules,
      taxReturnRule: g.taxReturnRule,
    };
  });

const totalOf = (p: Policy) => p.premiumCents + p.feesCents + p.taxesCents;

function scheduleOf(p: Policy): ScheduleRow[] {
  return buildSchedule({
    termStart: p.termStart,
    frequency: p.frequency,
    installments: p.installments,
    totalCents: totalOf(p),
    installmentFeeCents: p.installmentFeeCents,
    downPayment: p.downPayment,
  }).map((r, i) => ({ ...r, paymentId: p.paid[i] ? `pay_${r.number}` : null }));
}

function quoteOf(p: Policy, rows: readonly ScheduleRow[]): CancellationQuote {
  return computeCancellation({
    termStart: p.termStart,
    termEnd: p.termEnd,
    cancelDate: p.cancelDate,
    purchaseDate: p.purchaseDate,
    reason: p.reason,
    premiumCents: p.premiumCents,
    feesCents: p.feesCents,
    taxesCents: p.taxesCents,
    paidCents: paidTowardTermCents(rows, p.installmentFeeCents),
    rules: p.rules,
    taxReturnRule: p.taxReturnRule,
  });
}

const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;
const sum = (rows: readonly { amountCents: number }[]) => rows.reduce((s, r) => s + r.amountCents, 0);
const figuresOnly = ({ paidCents, balanceCents, scheduleTotalCents, overdueCents }: ScheduleFigures) => ({
  paidCents,
  balanceCents,
  scheduleTotalCents,
  overdueCents,
});

/**
 * Collects the invariants a generated policy breaks, checked with one expect per run (thousands of
 * expect calls per property would dominate the run time).
 */
function invariants() {
  const broken: string[] = [];
  return {
    broken,
    holds(condition: boolean, what: string) {
      if (!condition) broken.push(what);
    },
    equal(actual: unknown, expected: unknown, what: string) {
      if (actual !== expected) broken.push(`${what}: ${String(actual)} !== ${String(expected)}`);
    },
    wholeCents(figures: object, where: string) {
      for (const [key, value] of Object.entries(figures))
        if (typeof value === "number" && !isCents(value)) broken.push(`${where}.${key} = ${value} is not whole cents`);
    },
  };
}

/** A property of thousands of runs can take a few seconds on a loaded machine. */
const TIMEOUT = 30_000;

describe("money invariants (property tests)", () => {
  it(
    "never refunds more than was paid; earned + returned = charged for premium, fees and taxes; whole cents",
    () => {
      fc.assert(
        fc.property(policyArb, (p) => {
          const rows = scheduleOf(p);
          const paid = paidTowardTermCents(rows, p.installmentFeeCents);
          const q = quoteOf(p, rows);
          const c = invariants();
          c.wholeCents(q, "quote");
          for (const line of q.lines) c.holds(Number.isSafeInteger(line.amountCents), `line "${line.label}" = ${line.amountCents}`);

          c.holds(q.refundCents <= paid, `refund ${q.refundCents} <= paid ${paid}`);
          c.holds(q.refundCents <= q.totalReturnCents, `refund ${q.refundCents} <= total return ${q.totalReturnCents}`);
          c.holds(q.balanceDueCents >= 0, "balance due >= 0");
          c.holds(q.refundCents === 0 || q.balanceDueCents === 0, "a refund or a balance due, not both");

          // each component: what is kept (earned) and what returns add up to what was charged, neither negative
          for (const [name, charged, returned] of [
            ["premium", p.premiumCents, q.returnPremiumCents],
            ["fees", p.feesCents, q.returnFeesCents],
            ["taxes", p.taxesCents, q.returnTaxesCents],
          ] as const) {
            c.holds(returned >= 0 && returned <= charged, `${name}: 0 <= returned ${returned} <= charged ${charged}`);
          }
          c.equal(q.earnedPremiumCents + q.returnPremiumCents, p.premiumCents, "earned + returned premium = premium");
          c.equal(q.totalReturnCents, q.returnPremiumCents + q.returnFeesCents + q.returnTaxesCents, "total return = premium + fees + taxes returned");

          // the settlement: paid - refund + balance due = what the insurer keeps
          c.equal(paid - q.refundCents + q.balanceDueCents, totalOf(p) - q.totalReturnCents, "paid - refund + balance due = kept");
          expect(c.broken).toEqual([]);
        }),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "the schedule sums to total + n x installment fee, in positive whole cents, and pays the term's total when all is paid",
    () => {
      fc.assert(
        fc.property(policyArb, (p) => {
          const rows = scheduleOf(p);
          const c = invariants();
          c.equal(rows.length, p.installments, "rows");
          c.equal(sum(rows), totalOf(p) + p.installments * p.installmentFeeCents, "schedule sum = total + n x installment fee");
          for (const r of rows) {
            c.holds(isCents(r.amountCents) && r.amountCents > 0, `row ${r.number}: ${r.amountCents} positive whole cents`);
            // every installment carries its fee and a positive share of the term
            c.holds(r.amountCents > p.installmentFeeCents, `row ${r.number}: ${r.amountCents} > fee ${p.installmentFeeCents}`);
          }
          const paid = paidTowardTermCents(rows, p.installmentFeeCents);
          c.holds(isCents(paid) && paid <= totalOf(p), `paid toward the term ${paid} <= total ${totalOf(p)}`);
          c.equal(
            paidTowardTermCents(
              rows.map((r) => ({ ...r, paymentId: "p" })),
              p.installmentFeeCents,
            ),
            totalOf(p),
            "all paid = total",
          );

          const figures = scheduleFigures(rows, p.cancelDate);
          c.wholeCents(figuresOnly(figures), "figures");
          c.equal(figures.paidCents + figures.balanceCents, figures.scheduleTotalCents, "paid + balance = schedule total");
          c.equal(figures.scheduleTotalCents, totalOf(p) + p.installments * p.installmentFeeCents, "schedule total = total + n x fee");
          c.holds(figures.overdueCents <= figures.balanceCents, "overdue <= balance");
          c.equal(figures.paidCents, paid + p.paid.filter(Boolean).length * p.installmentFeeCents, "paid = paid toward the term + paid installment fees");
          expect(c.broken).toEqual([]);
        }),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "settling voids what is unpaid and leaves exactly the balance due; paying it, the insurer holds what it keeps",
    () => {
      fc.assert(
        fc.property(policyArb, (p) => {
          const rows = scheduleOf(p);
          const before = scheduleFigures(rows, p.cancelDate);
          const q = quoteOf(p, rows);
          const settled = settleSchedule(rows, p.cancelDate, q.balanceDueCents);
          const after = scheduleFigures(settled, p.cancelDate);
          const c = invariants();

          c.wholeCents(figuresOnly(after), "settled figures");
          c.equal(after.balanceCents, q.balanceDueCents, "balance after settling = balance due");
          c.equal(after.paidCents, before.paidCents, "settling changes no payment");
          c.equal(after.paidCents + after.balanceCents, after.scheduleTotalCents, "paid + balance = schedule total");
          // every row of the plan is paid or void; at most one balance-due row, for the whole balance
          for (const r of settled.slice(0, rows.length)) c.holds(Boolean(r.paymentId) !== Boolean(r.voidedOn), `row ${r.number} paid or void`);
          const due = settled.filter((r) => r.kind === "balance_due");
          c.equal(due.length, q.balanceDueCents > 0 ? 1 : 0, "balance-due rows");
          if (due[0]) {
            c.equal(due[0].dueDate, p.cancelDate, "balance due on the cancellation date");
            c.equal(due[0].amountCents, q.balanceDueCents, "balance-due amount");
            c.equal(due[0].paymentId, null, "balance due unpaid");
          }
          c.equal(after.next, due[0] ?? null, "next = the balance-due row");

          // the balance paid: what the schedule paid towards the term, less the refund, is what the insurer keeps
          const paidUp = settled.map((r) => (r.kind === "balance_due" ? { ...r, paymentId: "pay_balance" } : r));
          c.equal(paidTowardTermCents(paidUp, p.installmentFeeCents) - q.refundCents, totalOf(p) - q.totalReturnCents, "paid toward the term - refund = kept");
          c.equal(scheduleFigures(paidUp, p.cancelDate).balanceCents, 0, "nothing owed once the balance is paid");
          expect(c.broken).toEqual([]);
        }),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "settling twice never doubles what is owed (the figures)",
    () => {
      fc.assert(
        fc.property(policyArb, (p) => {
          const rows = scheduleOf(p);
          const q = quoteOf(p, rows);
          const once = settleSchedule(rows, p.cancelDate, q.balanceDueCents);
          const twice = settleSchedule(once, p.cancelDate, q.balanceDueCents);
          expect(figuresOnly(scheduleFigures(twice, p.cancelDate))).toEqual(figuresOnly(scheduleFigures(once, p.cancelDate)));
        }),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );

  // Found by this property: settling a settled schedule again once voided its balance-due row and appended another.
  it(
    "settleSchedule is idempotent: settling a settled schedule again with the same balance changes nothing",
    () => {
      fc.assert(
        fc.property(policyArb, (p) => {
          const rows = scheduleOf(p);
          const q = quoteOf(p, rows);
          const once = settleSchedule(rows, p.cancelDate, q.balanceDueCents);
          expect(settleSchedule(once, p.cancelDate, q.balanceDueCents)).toEqual(once);
        }),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "surplus lines tax follows the home state's rule: in proportion to the return premium where refunded, kept where fully earned, whoever cancels",
    () => {
      fc.assert(
        fc.property(
          policyArb.filter((p) => p.taxReturnRule !== null && p.rules.travel === null),
          (p) => {
            const q = quoteOf(p, scheduleOf(p));
            if (p.taxReturnRule === "fully_earned") return q.returnTaxesCents === 0;
            const share = p.premiumCents > 0 ? Math.round((p.taxesCents * q.returnPremiumCents) / p.premiumCents) : 0;
            // One rounding of the exact share (BigInt, half up) may differ from the float's by a cent at most.
            return Math.abs(q.returnTaxesCents - share) <= 1 && q.returnTaxesCents <= p.taxesCents;
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "short rate never returns more premium than pro rata, and returns less (or the same) the longer the policy was in force",
    () => {
      const shortRateArb = fc.record({
        termStart: startArb,
        termDays: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 800 })),
        premiumCents: fc.oneof(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 75_000, max: 5_000_000 })),
        rules: fc.constantFrom<ServicingRules>(
          ADMITTED,
          ADMITTED_TABLE,
          { ...ADMITTED_TABLE, flatCancelAllowed: false },
          { ...ADMITTED, shortRatePercent: 75.5 },
        ),
        a: fc.double({ min: 0, max: 1, noNaN: true }),
        b: fc.double({ min: 0, max: 1, noNaN: true }),
      });
      fc.assert(
        fc.property(shortRateArb, (g) => {
          const termEnd = g.termDays === 0 ? addYears(g.termStart, 1) : addDays(g.termStart, g.termDays);
          const days = daysBetween(g.termStart, termEnd);
          const [early, late] = [Math.round(Math.min(g.a, g.b) * days), Math.round(Math.max(g.a, g.b) * days)];
          const price = (d: number, reason: CancellationReason) =>
            computeCancellation({
              termStart: g.termStart,
              termEnd,
              cancelDate: addDays(g.termStart, d),
              purchaseDate: g.termStart,
              reason,
              premiumCents: g.premiumCents,
              feesCents: 0,
              taxesCents: 0,
              paidCents: 0,
              rules: g.rules,
            });
          const c = invariants();
          for (const d of [early, late]) {
            const short = price(d, "insured_request");
            const proRata = price(d, "carrier_underwriting");
            c.holds(
              short.returnPremiumCents <= proRata.returnPremiumCents,
              `day ${d}: short ${short.returnPremiumCents} <= pro rata ${proRata.returnPremiumCents}`,
            );
            c.wholeCents(short, `day ${d}`);
          }
          const [e, l] = [price(early, "insured_request"), price(late, "insured_request")];
          c.holds(
            l.returnPremiumCents <= e.returnPremiumCents,
            `monotone: day ${late} returns ${l.returnPremiumCents} <= day ${early} ${e.returnPremiumCents}`,
          );
          expect(c.broken).toEqual([]);
        }),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );

  it("pricing the same cancellation twice gives the same figures (a pure function of the policy)", () => {
    fc.assert(
      fc.property(policyArb, (p) => {
        const rows = scheduleOf(p);
        expect(quoteOf(p, rows)).toEqual(quoteOf(structuredClone(p), structuredClone(rows)));
      }),
      { numRuns: 500 },
    );
  });
});
