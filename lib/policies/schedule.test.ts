// Payment schedules: hand-computed examples, agreement with the quoted installment, and properties.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceInstallments } from "@/lib/rating/payment-plans";
import { buildSchedule, paidTowardTermCents, rowStatus, scheduleFigures, settleSchedule, type ScheduleInput, type ScheduleRow } from "./schedule";

const MONTHLY: ScheduleInput = { termStart: "2025-01-31", frequency: "monthly", installments: 12, totalCents: 124_900, installmentFeeCents: 500 };
const sum = (rows: { amountCents: number }[]) => rows.reduce((s, r) => s + r.amountCents, 0);

describe("buildSchedule", () => {
  it("bills an annual plan once, on the start date", () => {
    expect(buildSchedule({ termStart: "2025-03-15", frequency: "annual", installments: 1, totalCents: 124_900, installmentFeeCents: 0 })).toEqual([
      { number: 1, dueDate: "2025-03-15", amountCents: 124_900 },
    ]);
  });

  it("splits a monthly plan without a down payment evenly, the remainder on the last installment", () => {
    const rows = buildSchedule(MONTHLY);
    // 124,900 / 12 = 10,408.33 -> 10,408 first; the rest 114,492 / 11 = 10,408.36 -> 10,408;
    // last: 114,492 - 10 x 10,408 = 10,412; each + 500 fee. Sum 130,900 = 124,900 + 12 x 500
    expect(rows.map((r) => r.amountCents)).toEqual([...Array<number>(11).fill(10_908), 10_912]);
    expect(sum(rows)).toBe(130_900);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("asks the plan's down payment first: a percentage of the total", () => {
    const rows = buildSchedule({ ...MONTHLY, downPayment: { percent: 20 } });
    // 20% of 124,900 = 24,980 down; the rest 99,920 / 11 = 9,083.63 -> 9,083; last 99,920 - 10 x 9,083 = 9,090
    expect(rows.map((r) => r.amountCents)).toEqual([25_480, ...Array<number>(10).fill(9_583), 9_590]);
    expect(sum(rows)).toBe(130_900);
  });

  it("asks the plan's down payment first: two installments' worth", () => {
    const rows = buildSchedule({ ...MONTHLY, installments: 11, downPayment: { installments: 2 } });
    // 2/12 of 124,900 = 20,816.67 -> 20,817 down; the rest 104,083 / 10 = 10,408.3 -> 10,408; last 10,411
    expect(rows.map((r) => r.amountCents)).toEqual([21_317, ...Array<number>(9).fill(10_908), 10_911]);
    expect(sum(rows)).toBe(124_900 + 11 * 500);
    expect(rows.at(-1)!.dueDate).toBe("2025-11-30");
  });

  it("keeps the start's day of month, clamped to short months", () => {
    expect(buildSchedule(MONTHLY).map((r) => r.dueDate)).toEqual([
      "2025-01-31",
      "2025-02-28",
      "2025-03-31",
      "2025-04-30",
      "2025-05-31",
      "2025-06-30",
      "2025-07-31",
      "2025-08-31",
      "2025-09-30",
      "2025-10-31",
      "2025-11-30",
      "2025-12-31",
    ]);
    expect(buildSchedule({ ...MONTHLY, termStart: "2024-01-31", installments: 3 }).map((r) => r.dueDate)).toEqual(["2024-01-31", "2024-02-29", "2024-03-31"]);
    expect(buildSchedule({ ...MONTHLY, termStart: "2025-11-30", installments: 4 }).map((r) => r.dueDate)).toEqual([
      "2025-11-30",
      "2025-12-30",
      "2026-01-30",
      "2026-02-28",
    ]);
  });

  it("agrees with the quoted installment (priceInstallments)", () => {
    // the payment-plans example: 25% of 398,287 -> 99,572 + 500 = 100,072 down, then 27,655, the last 27,665
    const rows = buildSchedule({ ...MONTHLY, totalCents: 398_287, downPayment: { percent: 25 } });
    const [, monthly] = priceInstallments(398_287, 386_700, [
      { frequency: "annual", installments: 1, installmentFeeCents: 0 },
      { frequency: "monthly", installments: 12, installmentFeeCents: 500, downPayment: { percent: 25 } },
    ]);
    expect(rows[0]!.amountCents).toBe(monthly!.downPaymentCents);
    expect(rows[0]!.amountCents).toBe(100_072);
    expect(rows[1]!.amountCents).toBe(monthly!.installmentCents);
    expect(rows[11]!.amountCents).toBe(monthly!.lastInstallmentCents);
    expect(sum(rows)).toBe(monthly!.totalCents);
    // an exact division gives equal installments: 120,000 / 12 = 10,000 + 500
    expect(new Set(buildSchedule({ ...MONTHLY, totalCents: 120_000 }).map((r) => r.amountCents))).toEqual(new Set([10_500]));
  });

  it.each<[string, Partial<ScheduleInput>]>([
    ["bad date", { termStart: "2025-02-29" }],
    ["not YYYY-MM-DD", { termStart: "31/01/2025" }],
    ["annual with 12 installments", { frequency: "annual" }],
    ["no installments", { installments: 0 }],
    ["fractional installments", { installments: 1.5 }],
    ["negative total", { totalCents: -1 }],
    ["fractional fee", { installmentFeeCents: 0.5 }],
    // 10 / 12 -> 1 down; the rest 9 over 11 installments is 0 each
    ["total too small to split", { totalCents: 10, installmentFeeCents: 0 }],
    ["down payment of 100%", { downPayment: { percent: 100 } }],
    ["down payment of 0%", { downPayment: { percent: 0 } }],
    ["down payment with three decimals", { downPayment: { percent: 20.125 } }],
    ["down payment of no installments", { downPayment: { installments: 0 } }],
    ["nothing to bill", { frequency: "annual", installments: 1, totalCents: 0, installmentFeeCents: 0 }],
  ])("throws a RangeError: %s", (_name, over) => {
    expect(() => buildSchedule({ ...MONTHLY, ...over })).toThrow(RangeError);
  });
});

const DAY_MS = 86_400_000;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const scheduleArb = fc
  .record({
    day: fc.integer({ min: Date.UTC(1990, 0, 1) / DAY_MS, max: Date.UTC(2100, 0, 1) / DAY_MS }),
    monthly: fc.boolean(),
    n: fc.oneof(fc.constant(12), fc.integer({ min: 1, max: 24 })),
    fee: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000 })),
    extra: fc.integer({ min: 0, max: 1_000_000_000 }),
    downPayment: fc.option(
      fc.oneof(fc.record({ percent: fc.integer({ min: 1, max: 9_999 }).map((h) => h / 100) }), fc.record({ installments: fc.integer({ min: 1, max: 4 }) })),
      { nil: undefined },
    ),
  })
  .map(({ day, monthly, n, fee, extra, downPayment }): ScheduleInput => {
    const installments = monthly ? n : 1;
    // 10,000 x n cents leave every installment a positive share whatever the down payment (at most 99.99%)
    return {
      termStart: isoDay(day),
      frequency: monthly ? "monthly" : "annual",
      installments,
      totalCents: 10_000 * installments + extra,
      installmentFeeCents: fee,
      ...(monthly && downPayment ? { downPayment } : {}),
    };
  });

describe("buildSchedule properties", () => {
  it("sums exactly to total + fees, with positive amounts, strictly increasing dates, and the quoted installment", () => {
    fc.assert(
      fc.property(scheduleArb, (input) => {
        const rows = buildSchedule(input);
        expect(rows).toHaveLength(input.installments);
        expect(sum(rows)).toBe(input.totalCents + input.installments * input.installmentFeeCents);
        for (const r of rows) {
          expect(Number.isInteger(r.amountCents)).toBe(true);
          expect(r.amountCents).toBeGreaterThan(0);
          expect(r.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.dueDate > rows[i - 1]!.dueDate).toBe(true);
        expect(rows[0]!.dueDate).toBe(input.termStart);
        // The quote shows the same down payment, regular and last installment, and total.
        const [quoted] = priceInstallments(input.totalCents, 0, [input]);
        expect(rows[0]!.amountCents).toBe(quoted!.downPaymentCents);
        for (const r of rows.slice(1, -1)) expect(r.amountCents).toBe(quoted!.installmentCents);
        expect(rows.at(-1)!.amountCents).toBe(quoted!.lastInstallmentCents);
        expect(sum(rows)).toBe(quoted!.totalCents);
        if (rows.length > 1) {
          // The rest is even: the last takes the rounding, less than one cent per installment after the down payment.
          const regular = rows[1]!.amountCents;
          expect(rows.at(-1)!.amountCents - regular).toBeGreaterThanOrEqual(0);
          expect(rows.at(-1)!.amountCents - regular).toBeLessThan(rows.length - 1);
          // The down payment is the plan's share of the total, rounded to the cent.
          const down = rows[0]!.amountCents - input.installmentFeeCents;
          const dp = input.downPayment;
          const exact = !dp
            ? input.totalCents / input.installments
            : "percent" in dp
              ? (input.totalCents * dp.percent) / 100
              : (input.totalCents * dp.installments) / (dp.installments + input.installments - 1);
          expect(Math.abs(down - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        }
      }),
    );
  });

  it("either throws a RangeError or keeps every amount positive, for any total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.option(fc.oneof(fc.record({ percent: fc.constantFrom(15, 20, 25, 99.99) }), fc.record({ installments: fc.integer({ min: 1, max: 3 }) })), {
          nil: undefined,
        }),
        (n, total, fee, downPayment) => {
          let rows;
          try {
            rows = buildSchedule({ termStart: "2025-01-31", frequency: "monthly", installments: n, totalCents: total, installmentFeeCents: fee, downPayment });
          } catch (e) {
            expect(e).toBeInstanceOf(RangeError);
            return;
          }
          expect(rows.every((r) => r.amountCents > fee)).toBe(true);
          expect(sum(rows)).toBe(total + n * fee);
        },
      ),
    );
  });
});

describe("paidTowardTermCents", () => {
  it("leaves each paid row's installment fee out, so a fully paid schedule paid exactly the term's total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 10_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 12 }),
        (n, total, fee, paidCount) => {
          const rows = buildSchedule({
            termStart: "2026-03-31",
            frequency: n === 1 ? "annual" : "monthly",
            installments: n,
            totalCents: total,
            installmentFeeCents: fee,
          }).map((r, i) => ({
            ...r,
            paymentId: i < paidCount ? `p${i}` : null,
          }));
          const paid = paidTowardTermCents(rows, fee);
          expect(paid).toBeLessThanOrEqual(total);
          if (paidCount >= n) expect(paid).toBe(total);
          if (paidCount === 0) expect(paid).toBe(0);
        },
      ),
    );
  });
});

// A monthly schedule of 4 installments from 2025-01-31 (10,909 each, the last 10,901), 2 paid.
const ROWS: ScheduleRow[] = [
  { number: 1, dueDate: "2025-01-31", amountCents: 10_909, paymentId: "pay_1" },
  { number: 2, dueDate: "2025-02-28", amountCents: 10_909, paymentId: "pay_2" },
  { number: 3, dueDate: "2025-03-31", amountCents: 10_909, paymentId: null },
  { number: 4, dueDate: "2025-04-30", amountCents: 10_901, paymentId: null },
];

describe("rowStatus", () => {
  it("paid beats void, void beats the dates; then overdue, due (on its day) or upcoming", () => {
    expect(rowStatus({ ...ROWS[2]!, paymentId: "p", voidedOn: "2025-03-01" }, "2025-06-01")).toBe("paid");
    expect(rowStatus({ ...ROWS[2]!, voidedOn: "2025-03-01" }, "2025-06-01")).toBe("void");
    expect(rowStatus(ROWS[2]!, "2025-04-01")).toBe("overdue");
    expect(rowStatus(ROWS[2]!, "2025-03-31")).toBe("due");
    expect(rowStatus(ROWS[2]!, "2025-03-30")).toBe("upcoming");
    // a null voidedOn (a balance-due row) is not void
    expect(rowStatus({ ...ROWS[2]!, voidedOn: null }, "2025-03-30")).toBe("upcoming");
  });
});

describe("scheduleFigures", () => {
  it("adds up paid, balance, overdue and the next row from the rows alone", () => {
    expect(scheduleFigures(ROWS, "2025-04-15")).toEqual({
      paidCents: 21_818,
      balanceCents: 21_810,
      scheduleTotalCents: 43_628,
      overdueCents: 10_909,
      next: ROWS[2],
    });
    // on the due date it is due, not overdue
    expect(scheduleFigures(ROWS, "2025-03-31").overdueCents).toBe(0);
    // all paid: nothing next
    expect(
      scheduleFigures(
        ROWS.map((r) => ({ ...r, paymentId: "p" })),
        "2025-04-15",
      ),
    ).toMatchObject({ paidCents: 43_628, balanceCents: 0, next: null });
  });

  it("leaves void rows out of every figure", () => {
    const rows = ROWS.map((r) => (r.number === 3 ? { ...r, voidedOn: "2025-03-15" } : r));
    expect(scheduleFigures(rows, "2025-06-01")).toMatchObject({
      paidCents: 21_818,
      balanceCents: 10_901,
      scheduleTotalCents: 32_719,
      overdueCents: 10_901,
      next: rows[3],
    });
  });

  it("takes the earliest due unpaid row as next, whatever the order of the rows", () => {
    expect(scheduleFigures([...ROWS].reverse(), "2025-01-01").next).toEqual(ROWS[2]);
  });
});

describe("settleSchedule", () => {
  it("voids every unpaid row from the cancellation date and adds one balance-due row", () => {
    const settled = settleSchedule(ROWS, "2025-03-15", 4_321);
    expect(settled).toEqual([
      ROWS[0],
      ROWS[1],
      { ...ROWS[2], voidedOn: "2025-03-15" },
      { ...ROWS[3], voidedOn: "2025-03-15" },
      { number: 5, dueDate: "2025-03-15", amountCents: 4_321, paymentId: null, kind: "balance_due", voidedOn: null },
    ]);
    expect(scheduleFigures(settled, "2025-03-15")).toMatchObject({ paidCents: 21_818, balanceCents: 4_321, scheduleTotalCents: 26_139, next: settled[4] });
  });

  it("adds no row when nothing is owed, and keeps a row already void on its first date", () => {
    const rows = ROWS.map((r) => (r.number === 4 ? { ...r, voidedOn: "2025-01-01" } : r));
    const settled = settleSchedule(rows, "2025-03-15", 0);
    expect(settled).toHaveLength(4);
    expect(settled[3]!.voidedOn).toBe("2025-01-01");
    expect(settled[2]!.voidedOn).toBe("2025-03-15");
    expect(scheduleFigures(settled, "2025-03-15")).toMatchObject({ balanceCents: 0, next: null });
  });

  it("does not change the rows it is given", () => {
    const copy = structuredClone(ROWS);
    settleSchedule(ROWS, "2025-03-15", 100);
    expect(ROWS).toEqual(copy);
  });

  it.each([-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("throws a RangeError on a balance of %s", (balance) => {
    expect(() => settleSchedule(ROWS, "2025-03-15", balance)).toThrow(RangeError);
  });
});

describe("paidTowardTermCents, balance-due rows", () => {
  it("counts a paid balance-due row in full (it carries no installment fee)", () => {
    const settled = settleSchedule(ROWS, "2025-03-15", 4_321).map((r) => (r.kind === "balance_due" ? { ...r, paymentId: "pay_bal" } : r));
    // 2 x (10,909 - 500) + 4,321
    expect(paidTowardTermCents(settled, 500)).toBe(2 * 10_409 + 4_321);
  });
});
