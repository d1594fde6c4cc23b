// Dunning: the due-date attempt and the retries inside the grace period, then a non-payment cancellation
// that the hand-asked rule (cancel-dates.ts) would accept on the same day.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { ADMITTED } from "@/test/fakes/servicing-rules";
import { cancellationDateProblem } from "./cancel-dates";
import { DUNNING_RETRY_DAYS, dunningPlan, nextDunningStep, type DunningStep } from "./dunning";
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
