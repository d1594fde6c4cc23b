// What a policy's dates make happen: installments due and overdue, the renewal offered in its window and
// lapsing at expiry. Rules copied from the seed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { buildSchedule, settleSchedule, type ScheduleRow } from "./schedule";
import { compareJobs, JOB_ORDER, renewalOfferDay, servicingPlan, startOfDay, type JobKind, type PlanFacts } from "./servicing-plan";
import { ADMITTED, TRAVEL } from "@/test/fakes/servicing-rules";

const rows = (paid: number): ScheduleRow[] =>
  buildSchedule({ termStart: "2025-01-31", frequency: "monthly", installments: 12, totalCents: 124_900, installmentFeeCents: 500 }).map((r, i) => ({
    ...r,
    paymentId: i < paid ? `pay_${i + 1}` : null,
  }));
const FACTS: PlanFacts = { effectiveDate: "2025-01-31", expirationDate: "2026-01-31", schedule: rows(10), rules: ADMITTED };

describe("servicingPlan", () => {
  it("plans each unpaid installment's due day and the day after its grace, then the renewal offer and lapse", () => {
    expect(servicingPlan(FACTS)).toEqual([
      { kind: "installment_due", key: "11", on: "2025-11-30" },
      { kind: "installment_overdue", key: "11", on: "2025-12-11" },
      { kind: "installment_due", key: "12", on: "2025-12-31" },
      { kind: "installment_overdue", key: "12", on: "2026-01-11" },
      // 60 days before 2026-01-31
      { kind: "renewal_offer", key: "2026-01-31", on: "2025-12-02" },
      { kind: "renewal_lapse", key: "2026-01-31", on: "2026-01-31" },
    ]);
  });

  it("plans nothing for paid or void rows, and the balance-due row a cancellation left", () => {
    const settled = settleSchedule(rows(2), "2025-04-15", 6_162);
    const jobs = servicingPlan({ ...FACTS, schedule: settled, rules: { ...ADMITTED, renewalOfferDays: null } });
    expect(jobs).toEqual([
      { kind: "installment_due", key: "13", on: "2025-04-15" },
      { kind: "installment_overdue", key: "13", on: "2025-04-26" },
    ]);
  });

  it("plans no renewal for a program that does not renew, nor for single-trip travel", () => {
    expect(servicingPlan({ ...FACTS, schedule: rows(12), rules: { ...ADMITTED, renewalOfferDays: null } })).toEqual([]);
    expect(servicingPlan({ ...FACTS, schedule: rows(12), rules: TRAVEL })).toEqual([]);
    expect(servicingPlan({ ...FACTS, schedule: rows(12), rules: { ...TRAVEL, renewalOfferDays: 60 } })).toEqual([]);
  });

  it("gives each job a stable key, so planning twice plans the same jobs", () => {
    expect(servicingPlan(FACTS)).toEqual(servicingPlan(structuredClone(FACTS)));
    const keys = servicingPlan({ ...FACTS, schedule: rows(0) }).map((j) => `${j.kind}:${j.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("renewalOfferDay", () => {
  it("is the program's window before expiry", () => {
    expect(renewalOfferDay({ effectiveDate: "2025-01-01", expirationDate: "2026-01-01" }, ADMITTED)).toBe("2025-11-02");
    // across a leap day: 60 days before 2024-04-01 is 2024-02-01
    expect(renewalOfferDay({ effectiveDate: "2023-04-01", expirationDate: "2024-04-01" }, ADMITTED)).toBe("2024-02-01");
  });

  it("is never before the term starts (a short term's window opens on its first day)", () => {
    expect(renewalOfferDay({ effectiveDate: "2025-01-01", expirationDate: "2025-02-01" }, ADMITTED)).toBe("2025-01-01");
    // the window opens exactly on the effective date
    expect(renewalOfferDay({ effectiveDate: "2025-01-01", expirationDate: "2025-03-02" }, ADMITTED)).toBe("2025-01-01");
  });

  it("is null when the program does not renew, or for travel", () => {
    expect(renewalOfferDay({ effectiveDate: "2025-01-01", expirationDate: "2026-01-01" }, { ...ADMITTED, renewalOfferDays: null })).toBeNull();
    expect(renewalOfferDay({ effectiveDate: "2025-01-01", expirationDate: "2025-01-10" }, TRAVEL)).toBeNull();
  });

  it("a renewal's own offer comes in its own window, after the first term's", () => {
    const first = renewalOfferDay({ effectiveDate: "2025-01-01", expirationDate: "2026-01-01" }, ADMITTED)!;
    const second = renewalOfferDay({ effectiveDate: "2026-01-01", expirationDate: "2027-01-01" }, ADMITTED)!;
    expect(second).toBe("2026-11-02");
    expect(second > "2026-01-01").toBe(true);
    expect(second > first).toBe(true);
  });
});

describe("startOfDay", () => {
  it("is the day's first instant, UTC", () => {
    expect(startOfDay("2025-03-09").toISOString()).toBe("2025-03-09T00:00:00.000Z");
  });
});

describe("servicingPlan properties", () => {
  it("plans installment jobs only for rows still owed, overdue after the grace, and the offer inside the term", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 30 }),
        fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
        (start, n, paid, grace, offerDays) => {
          const effectiveDate = addDays("2000-01-01", start);
          const schedule = buildSchedule({
            termStart: effectiveDate,
            frequency: n === 1 ? "annual" : "monthly",
            installments: n,
            totalCents: 500_000,
            installmentFeeCents: 0,
          }).map((r, i) => ({ ...r, paymentId: i < paid ? `p${i}` : null }));
          const expirationDate = addDays(effectiveDate, 365);
          const rules = { ...ADMITTED, nonPaymentGraceDays: grace, renewalOfferDays: offerDays };
          const jobs = servicingPlan({ effectiveDate, expirationDate, schedule, rules });
          const unpaid = schedule.filter((r) => !r.paymentId);
          expect(jobs.filter((j) => j.kind === "installment_due").map((j) => j.key)).toEqual(unpaid.map((r) => String(r.number)));
          for (const r of unpaid) {
            expect(jobs).toContainEqual({ kind: "installment_due", key: String(r.number), on: r.dueDate });
            expect(jobs).toContainEqual({ kind: "installment_overdue", key: String(r.number), on: addDays(r.dueDate, grace + 1) });
          }
          const offer = jobs.find((j) => j.kind === "renewal_offer");
          if (offerDays === null) expect(offer).toBeUndefined();
          else {
            expect(offer!.on >= effectiveDate).toBe(true);
            expect(offer!.on <= expirationDate).toBe(true);
            expect(jobs).toContainEqual({ kind: "renewal_lapse", key: expirationDate, on: expirationDate });
          }
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);
});

describe("the order of a day's jobs (issue 27)", () => {
  const KINDS: JobKind[] = ["cancellation_effective", "installment_due", "installment_retry", "installment_overdue", "renewal_offer", "renewal_lapse"];
  it("names every kind once: charges, then the overdue check, then a cancellation taking effect, then renewals", () => {
    expect([...JOB_ORDER].sort()).toEqual([...KINDS].sort());
    expect(JOB_ORDER.slice(0, 4)).toEqual(["installment_due", "installment_retry", "installment_overdue", "cancellation_effective"]);
  });

  it("property: taken by run time then JOB_ORDER, every charge due by an overdue check's time runs before it, and before a cancellation of its day", () => {
    const job = fc.record({
      kind: fc.constantFrom(...KINDS),
      runAt: fc.integer({ min: 0, max: 40 }).map((n) => startOfDay(addDays("2026-03-01", n))),
    });
    fc.assert(
      fc.property(fc.array(job, { maxLength: 25 }), (jobs) => {
        const sorted = [...jobs].sort(compareJobs);
        const isCharge = (k: JobKind) => k === "installment_due" || k === "installment_retry";
        sorted.forEach((later, i) => {
          if (later.kind !== "installment_overdue" && later.kind !== "cancellation_effective") return;
          for (const charge of sorted.slice(i + 1).filter((j) => isCharge(j.kind))) expect(charge.runAt.getTime()).toBeGreaterThan(later.runAt.getTime());
        });
      }),
    );
  });
});
