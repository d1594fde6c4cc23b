// When a cancellation may take effect: the term, the insured's back-dating limit, the carrier's notice
// (program and state), and non-payment only past the grace period. Rules copied from the seed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { cancellationDateProblem, type DateCheck } from "./cancel-dates";
import { initiatorOf, noticeDaysFor, STATE_NOTICE_DAYS, type CancellationReason } from "./rules";
import { STATE_CANCELLATION_RULES, UNDERWRITING_REASONS, underwritingReasonProblem, type UnderwritingReason } from "./state-cancellation";
import { servicingPlan } from "./servicing-plan";
import { ADMITTED, TRAVEL } from "@/test/fakes/servicing-rules";

// An annual term 2025-01-01 to 2026-01-01 (exclusive), read on 2025-06-15 in Ohio (no state override).
const BASE: DateCheck = {
  reason: "insured_request",
  cancelDate: "2025-06-15",
  today: "2025-06-15",
  termStart: "2025-01-01",
  termEnd: "2026-01-01",
  travel: false,
  state: "OH",
  rules: ADMITTED,
  oldestUnpaidDue: null,
};
const check = (over: Partial<DateCheck>) => cancellationDateProblem({ ...BASE, ...over });

describe("initiatorOf and noticeDaysFor", () => {
  it("maps each reason to who cancels", () => {
    expect(initiatorOf("insured_request")).toBe("insured");
    expect(initiatorOf("carrier_underwriting")).toBe("carrier");
    expect(initiatorOf("non_payment")).toBe("carrier");
    expect(initiatorOf("rewrite")).toBe("rewrite");
  });

  it("takes the longer of the program's notice and the state's", () => {
    expect(noticeDaysFor("carrier_underwriting", "FL", ADMITTED)).toBe(45);
    expect(noticeDaysFor("non_payment", "NY", ADMITTED)).toBe(15);
    expect(noticeDaysFor("non_payment", "ny", ADMITTED)).toBe(15);
    expect(noticeDaysFor("carrier_underwriting", "CA", ADMITTED)).toBe(30);
    expect(noticeDaysFor("non_payment", "TX", ADMITTED)).toBe(10);
    expect(noticeDaysFor("carrier_underwriting", "OH", ADMITTED)).toBe(30);
    expect(noticeDaysFor("carrier_underwriting", null, ADMITTED)).toBe(30);
    // a program that asks for more than the state
    expect(noticeDaysFor("carrier_underwriting", "FL", { ...ADMITTED, noticeDays: { carrier_underwriting: 60, non_payment: 20 } })).toBe(60);
    expect(noticeDaysFor("non_payment", "NY", { ...ADMITTED, noticeDays: { carrier_underwriting: 60, non_payment: 20 } })).toBe(20);
  });

  it("has a state table for at least CA, NY, TX and FL, each at least the issue's minimums", () => {
    for (const state of ["CA", "NY", "TX", "FL"]) {
      expect(STATE_NOTICE_DAYS[state]!.carrier_underwriting).toBeGreaterThanOrEqual(30);
      expect(STATE_NOTICE_DAYS[state]!.non_payment).toBeGreaterThanOrEqual(10);
    }
  });
});

describe("cancellationDateProblem, the term", () => {
  it("allows the last day of the term and refuses the term's end date", () => {
    expect(check({ today: "2025-12-20", cancelDate: "2025-12-31" })).toBeNull();
    expect(check({ today: "2025-12-20", cancelDate: "2026-01-01" })).toEqual({
      code: "out_of_term",
      message: "must be on or before 2025-12-31, the last day of the policy period",
    });
  });

  it("refuses a business policy's cancellation before it starts, but allows the start date (flat)", () => {
    const scheduled = { today: "2024-12-10", termStart: "2025-01-01" };
    expect(check({ ...scheduled, cancelDate: "2024-12-31" })).toEqual({
      code: "out_of_term",
      message: "must be on or after 2025-01-01, when the policy starts (a cancellation on that date is flat)",
    });
    expect(check({ ...scheduled, cancelDate: "2025-01-01" })).toBeNull();
  });

  it("allows a trip to be cancelled before departure (the free look)", () => {
    const trip = { travel: true, rules: TRAVEL, termStart: "2025-03-01", termEnd: "2025-03-15", today: "2025-02-05" };
    expect(check({ ...trip, cancelDate: "2025-02-05" })).toBeNull();
    expect(check({ ...trip, cancelDate: "2025-03-14" })).toBeNull();
    expect(check({ ...trip, cancelDate: "2025-03-15" })?.code).toBe("out_of_term");
  });
});

describe("cancellationDateProblem, the insured", () => {
  it("may back-date by at most the program's days, and says the earliest date", () => {
    expect(check({ cancelDate: "2025-05-16" })).toBeNull(); // 30 days back
    expect(check({ cancelDate: "2025-05-15" })).toEqual({
      code: "backdated_too_far",
      message: "can be back-dated at most 30 days: the earliest date is 2025-05-16",
    });
    expect(check({ reason: "rewrite", cancelDate: "2025-05-15" })?.code).toBe("backdated_too_far");
    expect(check({ rules: { ...ADMITTED, backdateDays: 0 }, cancelDate: "2025-06-14" })?.code).toBe("backdated_too_far");
  });

  it("needs no notice: today or any later day in the term", () => {
    for (const cancelDate of ["2025-06-15", "2025-06-16", "2025-12-31"]) {
      expect(check({ cancelDate })).toBeNull();
      expect(check({ cancelDate, reason: "rewrite" })).toBeNull();
    }
  });
});

describe("cancellationDateProblem, the carrier", () => {
  it("gives at least the program's 30 days' notice for underwriting, more where the state says", () => {
    // 165 days in force: past OH's and FL's 90-day underwriting period, so a reason the states allow.
    const uw = { reason: "carrier_underwriting" as const, underwritingReason: "material_change_in_risk" as const };
    expect(check({ ...uw, cancelDate: "2025-07-15" })).toBeNull(); // today + 30
    expect(check({ ...uw, cancelDate: "2025-07-14" })).toEqual({
      code: "notice_too_short",
      message: "needs 30 days' notice in OH: the earliest date is 2025-07-15",
    });
    expect(check({ ...uw, state: null, cancelDate: "2025-07-14" })).toEqual({
      code: "notice_too_short",
      message: "needs 30 days' notice: the earliest date is 2025-07-15",
    });
    // the next day (the bug) is refused
    expect(check({ ...uw, cancelDate: "2025-06-16" })?.code).toBe("notice_too_short");
    // Florida: 45 days
    expect(check({ ...uw, state: "FL", cancelDate: "2025-07-29" })).toEqual({
      code: "notice_too_short",
      message: "needs 45 days' notice in FL: the earliest date is 2025-07-30",
    });
    expect(check({ ...uw, state: "FL", cancelDate: "2025-07-30" })).toBeNull();
  });

  it("can not back-date", () => {
    expect(check({ reason: "carrier_underwriting", underwritingReason: "fraud_or_misrepresentation", cancelDate: "2025-06-01" })?.code).toBe(
      "notice_too_short",
    );
  });

  it("IL: within 60 days in force any reason on 30 days' notice; after them only a listed reason, on 60 days' notice", () => {
    const il = { reason: "carrier_underwriting" as const, state: "IL" };
    // day 59 in force: the underwriting period, any reason (none given), 30 days
    expect(check({ ...il, today: "2025-03-01", cancelDate: "2025-03-31" })).toBeNull();
    expect(check({ ...il, today: "2025-03-01", cancelDate: "2025-03-30" })?.code).toBe("notice_too_short");
    expect(check({ ...il, today: "2025-03-01", cancelDate: "2025-03-31", underwritingReason: "other" })).toBeNull();
    // day 60: a reason is required, "other" is refused, a listed one needs 60 days' notice
    expect(check({ ...il, today: "2025-03-02", cancelDate: "2025-05-01" })).toMatchObject({ code: "underwriting_reason_required" });
    expect(check({ ...il, today: "2025-03-02", cancelDate: "2025-05-01" })?.message).toContain("215 ILCS 5/143.16");
    expect(check({ ...il, today: "2025-03-02", cancelDate: "2025-05-01", underwritingReason: "other" })).toMatchObject({
      code: "underwriting_reason_not_allowed",
    });
    expect(check({ ...il, today: "2025-03-02", cancelDate: "2025-05-01", underwritingReason: "material_change_in_risk" })).toBeNull();
    expect(check({ ...il, today: "2025-03-02", cancelDate: "2025-04-30", underwritingReason: "material_change_in_risk" })).toEqual({
      code: "notice_too_short",
      message: "needs 60 days' notice in IL: the earliest date is 2025-05-01",
    });
    // a renewal is past the period from its first day; non-payment needs no reason
    expect(check({ ...il, today: "2025-01-05", cancelDate: "2025-03-06", renewal: true })).toMatchObject({ code: "underwriting_reason_required" });
    expect(check({ reason: "non_payment", state: "IL", today: "2025-06-15", cancelDate: "2025-06-25", oldestUnpaidDue: "2025-05-01" })).toBeNull();
  });

  it("a state that does not limit the reasons takes any, and a state without a row only the program's rules", () => {
    expect(underwritingReasonProblem("GA", 200, false, null)).toBeNull();
    expect(underwritingReasonProblem("GA", 200, false, "other")).toBeNull();
    expect(underwritingReasonProblem("ZZ", 200, false, "other")).toBeNull();
    expect(underwritingReasonProblem(null, 200, false, null)).toBeNull();
    expect(underwritingReasonProblem("ny", 61, false, "loss_control_noncompliance")).toBeNull();
    expect(underwritingReasonProblem("ny", 61, false, "other")?.code).toBe("underwriting_reason_not_allowed");
    // Florida's period is 90 days
    expect(underwritingReasonProblem("FL", 89, false, null)).toBeNull();
    expect(underwritingReasonProblem("FL", 90, false, null)?.code).toBe("underwriting_reason_required");
  });

  it("cancels for non-payment only when an installment is unpaid past its grace period", () => {
    const np = { reason: "non_payment" as const, cancelDate: "2025-08-01" };
    expect(check(np)).toEqual({ code: "nothing_overdue", message: "every installment is paid: there is nothing to cancel for non-payment" });
    // due 2025-06-01 with a 10-day grace: still in grace through 2025-06-11
    expect(check({ ...np, oldestUnpaidDue: "2025-06-01", today: "2025-06-11" })).toEqual({
      code: "nothing_overdue",
      message: "no installment is overdue past its 10-day grace period: the next one is due 2025-06-01",
    });
    expect(check({ ...np, oldestUnpaidDue: "2025-06-01", today: "2025-06-12" })).toBeNull();
    // an installment not yet due
    expect(check({ ...np, oldestUnpaidDue: "2025-07-01" })?.code).toBe("nothing_overdue");
  });

  it("gives 10 days' notice for non-payment, 15 in New York", () => {
    const np = { reason: "non_payment" as const, oldestUnpaidDue: "2025-05-01" };
    expect(check({ ...np, cancelDate: "2025-06-25" })).toBeNull();
    expect(check({ ...np, cancelDate: "2025-06-24" })).toEqual({
      code: "notice_too_short",
      message: "needs 10 days' notice in OH: the earliest date is 2025-06-25",
    });
    expect(check({ ...np, state: "NY", cancelDate: "2025-06-29" })?.code).toBe("notice_too_short");
    expect(check({ ...np, state: "NY", cancelDate: "2025-06-30" })).toBeNull();
  });

  it("says nothing is overdue before it looks at the notice", () => {
    expect(check({ reason: "non_payment", cancelDate: "2025-06-16" })?.code).toBe("nothing_overdue");
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const DAY_MS = 86_400_000;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const Y2000 = Date.UTC(2000, 0, 1) / DAY_MS;

const checkArb = fc
  .record({
    start: fc.integer({ min: 0, max: 40_000 }),
    termDays: fc.oneof(fc.constantFrom(365, 366), fc.integer({ min: 1, max: 800 })),
    todayOffset: fc.integer({ min: -60, max: 820 }),
    cancelOffset: fc.integer({ min: -90, max: 900 }),
    reason: fc.constantFrom<CancellationReason>("insured_request", "carrier_underwriting", "non_payment", "rewrite"),
    state: fc.constantFrom(null, "CA", "NY", "TX", "FL", "OH", "tx", "IL", "PA", "GA", "NC"),
    renewal: fc.boolean(),
    underwritingReason: fc.option(fc.constantFrom<UnderwritingReason>(...UNDERWRITING_REASONS), { nil: null }),
    travel: fc.boolean(),
    backdateDays: fc.integer({ min: 0, max: 60 }),
    notice: fc.record({ carrier_underwriting: fc.integer({ min: 0, max: 90 }), non_payment: fc.integer({ min: 0, max: 30 }) }),
    grace: fc.integer({ min: 0, max: 30 }),
    unpaidOffset: fc.option(fc.integer({ min: 0, max: 800 }), { nil: null }),
  })
  .map((g): DateCheck => ({
    reason: g.reason,
    cancelDate: isoDay(Y2000 + g.start + g.cancelOffset),
    today: isoDay(Y2000 + g.start + g.todayOffset),
    termStart: isoDay(Y2000 + g.start),
    termEnd: isoDay(Y2000 + g.start + g.termDays),
    travel: g.travel,
    state: g.state,
    rules: { ...(g.travel ? TRAVEL : ADMITTED), backdateDays: g.backdateDays, noticeDays: g.notice, nonPaymentGraceDays: g.grace },
    oldestUnpaidDue: g.unpaidOffset === null ? null : isoDay(Y2000 + g.start + g.unpaidOffset),
    renewal: g.renewal,
    underwritingReason: g.underwritingReason,
  }));

describe("cancellationDateProblem properties", () => {
  it("accepts exactly the dates each rule allows", () => {
    fc.assert(
      fc.property(checkArb, (c) => {
        const problem = cancellationDateProblem(c);
        const inTerm = c.cancelDate < c.termEnd && (c.travel || c.cancelDate >= c.termStart);
        let allowed: boolean;
        if (initiatorOf(c.reason) !== "carrier") {
          allowed = inTerm && c.cancelDate >= addDays(c.today, -c.rules.backdateDays);
        } else {
          const reason = c.reason as "carrier_underwriting" | "non_payment";
          const overdue = reason !== "non_payment" || (c.oldestUnpaidDue !== null && c.today > addDays(c.oldestUnpaidDue, c.rules.nonPaymentGraceDays));
          const daysInForce = Math.max(0, Math.round((Date.parse(c.today) - Date.parse(c.termStart)) / DAY_MS));
          const rule = c.state ? STATE_CANCELLATION_RULES[c.state.toUpperCase()] : undefined;
          const limited =
            reason === "carrier_underwriting" && rule && rule.reasonsAfterPeriod !== "any" && (c.renewal || daysInForce >= rule.underwritingPeriodDays);
          const reasonOk = !limited || (c.underwritingReason != null && (rule.reasonsAfterPeriod as readonly string[]).includes(c.underwritingReason));
          const notice = noticeDaysFor(reason, c.state, c.rules, { daysInForce, renewal: c.renewal ?? false });
          allowed = inTerm && overdue && reasonOk && c.cancelDate >= addDays(c.today, notice);
        }
        expect(problem === null).toBe(allowed);
        if (problem) {
          expect(problem.message.length).toBeGreaterThan(0);
          if (problem.code === "out_of_term") expect(inTerm).toBe(false);
          if (problem.code === "backdated_too_far" || problem.code === "notice_too_short") {
            // the earliest date it names is itself allowed by that rule
            const earliest = /the earliest date is (\d{4}-\d{2}-\d{2})$/.exec(problem.message)?.[1];
            expect(earliest).toBeDefined();
            expect(c.cancelDate < earliest!).toBe(true);
            if (earliest! < c.termEnd && (c.travel || earliest! >= c.termStart)) expect(cancellationDateProblem({ ...c, cancelDate: earliest! })).toBeNull();
          }
          if (problem.code === "nothing_overdue") expect(c.reason).toBe("non_payment");
          if (problem.code.startsWith("underwriting_reason")) expect(c.reason).toBe("carrier_underwriting");
        }
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it("allows non-payment from the day the servicing plan marks the installment overdue", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 30 }), (day, grace) => {
        const due = isoDay(Y2000 + day);
        const rules = { ...ADMITTED, nonPaymentGraceDays: grace };
        const [, overdueJob] = servicingPlan({
          effectiveDate: due,
          expirationDate: isoDay(Y2000 + day + 365),
          schedule: [{ number: 1, dueDate: due, amountCents: 1_000, paymentId: null }],
          rules,
        });
        expect(overdueJob!.kind).toBe("installment_overdue");
        const at = (today: string) =>
          cancellationDateProblem({
            ...BASE,
            reason: "non_payment",
            termStart: due,
            termEnd: isoDay(Y2000 + day + 365),
            today,
            cancelDate: addDays(today, 10),
            state: null,
            rules,
            oldestUnpaidDue: due,
          });
        expect(at(overdueJob!.on)).toBeNull();
        expect(at(addDays(overdueJob!.on, -1))?.code).toBe("nothing_overdue");
      }),
      { numRuns: 500 },
    );
  }, 30_000);
});
