// Dunning: the due-date attempt and the retries inside the grace period, then a non-payment cancellation
// that the hand-asked rule (cancel-dates.ts) would accept on the same day.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { ADMITTED } from "@/test/fakes/servicing-rules";
import { cancellationDateProblem } from "./cancel-dates";
import { DUNNING_RETRY_DAYS, cancellationStands, dunningPlan, nextDunningStep, overdueBeyondGrace, overdueCheck, type DunningStep } from "./dunning";
import { noticeDaysFor, STATE_NOTICE_DAYS } from "./rules";

describe("dunningPlan", () => {
  it("tries the card on the due date and 3, 5 and 7 days later, then cancels after the 10-day grace with 10 days' notice", () => {
    expect(dunningPlan({ dueDate: "2026-03-01", rules: ADMITTED, state: "OH" })).toEqual([
      { kind: "charge", attempt: 1, on: "2026-03-01" },
      { kind: "charge", attempt: 2, on: "2026-03-04" },
      { kind: "charge", attempt: 3, on: "2026-03-06" },
      { kind: "charge", attempt: 4, on: "2026-03-08" },
      { kind: "cancel", on: "2026-03-12", effective: "2026-03-22" },
    ]);
  });

  it("keeps only the retries inside a shorter grace, and gives a state's longer notice (New York: 15 days)", () => {
    expect(dunningPlan({ dueDate: "2026-12-30", rules: { ...ADMITTED, nonPaymentGraceDays: 4 }, state: "NY" })).toEqual([
      { kind: "charge", attempt: 1, on: "2026-12-30" },
      { kind: "charge", attempt: 2, on: "2027-01-02" },
      { kind: "cancel", on: "2027-01-04", effective: "2027-01-19" },
    ]);
    expect(dunningPlan({ dueDate: "2026-05-01", rules: { ...ADMITTED, nonPaymentGraceDays: 0 }, state: null })).toEqual([
      { kind: "charge", attempt: 1, on: "2026-05-01" },
      { kind: "cancel", on: "2026-05-02", effective: "2026-05-12" },
    ]);
  });

  const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays("2024-01-01", n));
  const input = fc.record({
    dueDate: day,
    grace: fc.integer({ min: 0, max: 45 }),
    notice: fc.integer({ min: 0, max: 60 }),
    state: fc.constantFrom(null, "OH", ...Object.keys(STATE_NOTICE_DAYS)),
  });

  it("property: charges start on the due date, strictly later each time, all inside the grace; one cancel, after all of them, with full notice", () => {
    fc.assert(
      fc.property(input, ({ dueDate, grace, notice, state }) => {
        const rules = { ...ADMITTED, nonPaymentGraceDays: grace, noticeDays: { ...ADMITTED.noticeDays, non_payment: notice } };
        const plan = dunningPlan({ dueDate, rules, state });
        const charges = plan.filter((s) => s.kind === "charge");
        const cancels = plan.filter((s): s is Extract<DunningStep, { kind: "cancel" }> => s.kind === "cancel");
        expect(charges[0]).toEqual({ kind: "charge", attempt: 1, on: dueDate });
        charges.forEach((c, i) => {
          expect(c.attempt).toBe(i + 1);
          expect(c.on <= addDays(dueDate, grace)).toBe(true);
          if (i > 0) expect(c.on > charges[i - 1]!.on).toBe(true);
        });
        expect(charges.length).toBe(1 + DUNNING_RETRY_DAYS.filter((d) => d <= grace).length);
        expect(cancels).toHaveLength(1);
        expect(plan[plan.length - 1]).toBe(cancels[0]);
        const cancel = cancels[0]!;
        expect(cancel.on > addDays(dueDate, grace)).toBe(true);
        expect(cancel.on > charges[charges.length - 1]!.on).toBe(true);
        expect(cancel.effective).toBe(addDays(cancel.on, noticeDaysFor("non_payment", state, rules)));
        // The cancellation the plan gives is one the hand-asked rule accepts on that day.
        const problem = cancellationDateProblem({
          reason: "non_payment",
          cancelDate: cancel.effective,
          today: cancel.on,
          termStart: addDays(dueDate, -200),
          termEnd: addDays(dueDate, 400),
          travel: false,
          state,
          rules,
          oldestUnpaidDue: dueDate,
        });
        expect(problem).toBeNull();
        // ...and one day earlier it would still be inside the grace.
        const early = cancellationDateProblem({
          reason: "non_payment",
          cancelDate: cancel.effective,
          today: addDays(dueDate, grace),
          termStart: addDays(dueDate, -200),
          termEnd: addDays(dueDate, 400),
          travel: false,
          state,
          rules,
          oldestUnpaidDue: dueDate,
        });
        expect(early?.code).toBe("nothing_overdue");
      }),
    );
  });

  it("property: nextDunningStep walks the plan once, in order, from the count of failed attempts alone", () => {
    fc.assert(
      fc.property(input, ({ dueDate, grace, state }) => {
        const plan = dunningPlan({ dueDate, rules: { ...ADMITTED, nonPaymentGraceDays: grace }, state });
        const walked: DunningStep[] = [];
        for (let failed = 0; failed < plan.length + 3; failed++) {
          const step = nextDunningStep(plan, failed);
          if (step) walked.push(step);
          // Asking twice gives the same answer.
          expect(nextDunningStep(plan, failed)).toEqual(step);
        }
        expect(walked).toEqual(plan);
      }),
    );
  });
});

// Issue 27: a paid-up policy must never be cancelled for non-payment. The decisions the runner and the
// payments take: what a non-payment cancellation rests on, whether it still stands, and whether the overdue
// check may act before an installment's charge.
const day = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays("2025-01-01", n));
const row = fc.record({
  dueDate: day,
  paymentId: fc.option(fc.constant("pay_1"), { nil: null }),
  voidedOn: fc.option(fc.constant("2025-01-01"), { nil: null }),
});

describe("overdueBeyondGrace and cancellationStands", () => {
  it("rests a non-payment cancellation on the oldest unpaid row once its grace is over", () => {
    const rows = [
      { dueDate: "2026-03-01", paymentId: "pay_1" },
      { dueDate: "2026-04-01", paymentId: null },
      { dueDate: "2026-05-01", paymentId: null },
    ];
    expect(overdueBeyondGrace(rows, "2026-04-11", 10)).toBeNull();
    expect(overdueBeyondGrace(rows, "2026-04-12", 10)).toBe(rows[1]);
    expect(cancellationStands({ reason: "non_payment", schedule: rows, day: "2026-04-12", graceDays: 10 })).toBe(true);
    const paid = rows.map((r) => ({ ...r, paymentId: "pay" }));
    expect(cancellationStands({ reason: "non_payment", schedule: paid, day: "2026-04-12", graceDays: 10 })).toBe(false);
    expect(cancellationStands({ reason: "insured_request", schedule: paid, day: "2026-04-12", graceDays: 10 })).toBe(true);
  });

  it("property: agrees with the rule for a non-payment cancellation asked by hand (cancel-dates.ts)", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 14 }), day, fc.integer({ min: 0, max: 30 }), (schedule, today, grace) => {
        const unpaid = schedule.filter((r) => !r.paymentId && !r.voidedOn).map((r) => r.dueDate);
        const problem = cancellationDateProblem({
          reason: "non_payment",
          cancelDate: addDays(today, 60),
          today,
          termStart: "2020-01-01",
          termEnd: "2040-01-01",
          travel: false,
          state: null,
          rules: { ...ADMITTED, nonPaymentGraceDays: grace },
          oldestUnpaidDue: unpaid.length ? unpaid.sort()[0]! : null,
        });
        expect(problem === null || problem.code === "nothing_overdue").toBe(true);
        expect(overdueBeyondGrace(schedule, today, grace) !== null).toBe(problem === null);
      }),
    );
  });

  it("property: a schedule with every row paid or void never keeps a non-payment cancellation; paying a row never makes one stand", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 14 }), day, fc.integer({ min: 0, max: 30 }), fc.nat(), (schedule, today, grace, pick) => {
        const settled = schedule.map((r) => (r.voidedOn ? r : { ...r, paymentId: "pay" }));
        expect(cancellationStands({ reason: "non_payment", schedule: settled, day: today, graceDays: grace })).toBe(false);
        if (!schedule.length) return;
        const i = pick % schedule.length;
        const onePaid = schedule.map((r, j) => (j === i ? { ...r, paymentId: "pay" } : r));
        if (!cancellationStands({ reason: "non_payment", schedule, day: today, graceDays: grace }))
          expect(cancellationStands({ reason: "non_payment", schedule: onePaid, day: today, graceDays: grace })).toBe(false);
      }),
    );
  });
});

describe("overdueCheck", () => {
  const due = "2026-04-01";
  it("waits for a charge due by today that has not run; cancels only an unpaid row past its grace", () => {
    const unpaid = { dueDate: due, paymentId: null };
    expect(overdueCheck({ row: unpaid, today: "2026-04-12", graceDays: 10, pendingChargesOn: [] })).toBe("cancel");
    expect(overdueCheck({ row: unpaid, today: "2026-04-12", graceDays: 10, pendingChargesOn: [due] })).toBe("wait_for_charge");
    // A retry moved to tomorrow (the runner was late) does not hold the check: a payment then rescinds.
    expect(overdueCheck({ row: unpaid, today: "2026-04-12", graceDays: 10, pendingChargesOn: ["2026-04-13"] })).toBe("cancel");
    expect(overdueCheck({ row: unpaid, today: "2026-04-11", graceDays: 10, pendingChargesOn: [] })).toBe("nothing_to_do");
    expect(overdueCheck({ row: { ...unpaid, paymentId: "pay_2" }, today: "2026-05-12", graceDays: 10, pendingChargesOn: [due] })).toBe("nothing_to_do");
  });

  it("property: never cancels a paid or void row, never overtakes a charge due by today, and cancels only what the cancellation rule allows", () => {
    fc.assert(
      fc.property(row, day, fc.integer({ min: 0, max: 30 }), fc.array(day, { maxLength: 4 }), (r, today, grace, pendingChargesOn) => {
        const decision = overdueCheck({ row: r, today, graceDays: grace, pendingChargesOn });
        if (r.paymentId || r.voidedOn) expect(decision).toBe("nothing_to_do");
        if (decision === "cancel") {
          expect(pendingChargesOn.every((on) => on > today)).toBe(true);
          expect(cancellationStands({ reason: "non_payment", schedule: [r], day: today, graceDays: grace })).toBe(true);
        }
      }),
    );
  });

  it("property: whatever order concurrent runners take an installment's charge and its overdue check, a card that pays is never followed by a cancellation", () => {
    // A model of one installment after a clock jump: the due-date charge and the overdue check are both due;
    // runners take them in any order; a check that must wait goes back to the queue.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 60 }), fc.boolean(), fc.boolean(), (grace, late, cardPays, checkFirst) => {
        const today = addDays(due, grace + late);
        let paymentId: string | null = null;
        let chargePending = true;
        let cancelled = false;
        const queue = checkFirst ? ["check", "charge"] : ["charge", "check"];
        for (let steps = 0; queue.length && steps < 10; steps++) {
          const job = queue.shift()!;
          if (job === "charge") {
            if (cardPays) paymentId = "pay_auto";
            chargePending = false;
          } else {
            const decision = overdueCheck({ row: { dueDate: due, paymentId }, today, graceDays: grace, pendingChargesOn: chargePending ? [due] : [] });
            if (decision === "wait_for_charge") queue.push("check");
            if (decision === "cancel") cancelled = true;
          }
        }
        expect(queue).toEqual([]);
        expect(cancelled).toBe(!cardPays && today > addDays(due, grace));
      }),
    );
  });
});
