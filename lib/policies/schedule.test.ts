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

  it("splits a monthly plan with the remainder on the last installment", () => {
    const rows = buildSchedule(MONTHLY);
    // ceil(124,900 / 12) = 10,409 + 500 fee = 10,909; last: 124,900 - 11 x 10,409 = 10,401 + 500 = 10,901
    // sum: 11 x 10,909 + 10,901 = 130,900 = 124,900 + 12 x 500
    expect(rows.map((r) => r.amountCents)).toEqual([...Array<number>(11).fill(10_909), 10_901]);
    expect(sum(rows)).toBe(130_900);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
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
    // the payment-plans example: 398,287 / 12 -> ceil 33,191 + 500 = 33,691
    const rows = buildSchedule({ ...MONTHLY, totalCents: 398_287 });
    const [, monthly] = priceInstallments(398_287, 386_700, [
      { frequency: "annual", installments: 1, installmentFeeCents: 0 },
      { frequency: "monthly", installments: 12, installmentFeeCents: 500 },
    ]);
    expect(rows[0]!.amountCents).toBe(monthly!.installmentCents);
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
    // ceil(13 / 12) = 2; 11 x 2 = 22 leaves 13 - 22 = -9 for the last installment
    ["total too small to split", { totalCents: 13, installmentFeeCents: 0 }],
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
  })
  .map(({ day, monthly, n, fee, extra }): ScheduleInput => {
    const installments = monthly ? n : 1;
    // above (n - 1)^2 the last installment of ceil(total / n) splitting is always positive
    return {
      termStart: isoDay(day),
      frequency: monthly ? "monthly" : "annual",
      installments,
      totalCents: (installments - 1) ** 2 + 1 + extra,
      installmentFeeCents: fee,
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
        const [quoted] = priceInstallments(input.totalCents, 0, [input]);
        expect(rows[0]!.amountCents).toBe(quoted!.installmentCents);
        expect(sum(rows)).toBe(quoted!.totalCents);
        expect(rows.at(-1)!.amountCents).toBeLessThanOrEqual(quoted!.installmentCents);
      }),
    );
  });

  it("either throws a RangeError or keeps every amount positive, for any total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 500 }), (n, total, fee) => {
        let rows;
        try {
          rows = buildSchedule({ termStart: "2025-01-31", frequency: "monthly", installments: n, totalCents: total, installmentFeeCents: fee });
        } catch (e) {
          expect(e).toBeInstanceOf(RangeError);
          return;
        }
        expect(rows.every((r) => r.amountCents > 0)).toBe(true);
        expect(sum(rows)).toBe(total + n * fee);
      }),
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
