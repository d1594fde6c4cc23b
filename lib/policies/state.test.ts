// A policy's state from its dates: scheduled, in force, pending cancellation, cancelled, expired.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CancellationRecord } from "@/lib/db/records/policy";
import { addDays } from "@/lib/dates";
import { computeCancellation } from "./cancellation";
import { pendingOn, policyState, termEndOf, termEndOfPolicy, type PolicyState, type StateFacts } from "./state";
import { ADMITTED } from "@/test/fakes/servicing-rules";

const ANNUAL: StateFacts = { cancelled: false, effectiveDate: "2025-01-01", termEnd: "2026-01-01", pendingCancellationOn: null };
const state = (over: Partial<StateFacts>, today: string) => policyState({ ...ANNUAL, ...over }, today);

describe("policyState", () => {
  it("is scheduled before the effective date, in force from it through the last day, expired from the term end", () => {
    expect(state({}, "2024-12-31")).toBe("scheduled");
    expect(state({}, "2025-01-01")).toBe("in_force");
    expect(state({}, "2025-12-31")).toBe("in_force");
    expect(state({}, "2026-01-01")).toBe("expired");
    expect(state({}, "2030-06-01")).toBe("expired");
  });

  it("is pending while a cancellation waits, from before the start too (a scheduled policy cancelled ahead)", () => {
    expect(state({ pendingCancellationOn: "2025-06-01" }, "2025-03-01")).toBe("pending_cancellation");
    expect(state({ pendingCancellationOn: "2025-01-01" }, "2024-12-15")).toBe("pending_cancellation");
  });

  it("is cancelled once the cancellation took effect, even after the term's end", () => {
    expect(state({ cancelled: true }, "2025-03-01")).toBe("cancelled");
    expect(state({ cancelled: true }, "2024-12-01")).toBe("cancelled");
    expect(state({ cancelled: true }, "2027-01-01")).toBe("cancelled");
  });

  it("is expired after the term even if a cancellation was still pending", () => {
    expect(state({ pendingCancellationOn: "2025-12-31" }, "2026-01-01")).toBe("expired");
  });

  it("is right tomorrow: read on successive days it only moves forward, scheduled -> in force -> expired", () => {
    const order: PolicyState[] = ["scheduled", "in_force", "expired"];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 1, max: 800 }), fc.integer({ min: -400, max: 1_200 }), (start, days, offset) => {
        const effectiveDate = addDays("2000-01-01", start);
        const facts = { cancelled: false, effectiveDate, termEnd: addDays(effectiveDate, days), pendingCancellationOn: null };
        const today = addDays(effectiveDate, offset);
        const s = policyState(facts, today);
        const next = policyState(facts, addDays(today, 1));
        expect(order.indexOf(next)).toBeGreaterThanOrEqual(order.indexOf(s));
        expect(s).toBe(offset < 0 ? "scheduled" : offset < days ? "in_force" : "expired");
      }),
      { numRuns: 1000 },
    );
  });
});

describe("termEndOf", () => {
  it("is the expiration date of an annual term", () => {
    expect(termEndOf("2026-01-01", false)).toBe("2026-01-01");
  });

  it("is the day after a trip's last day, across months, years and leap days", () => {
    expect(termEndOf("2025-03-14", true)).toBe("2025-03-15");
    expect(termEndOf("2025-12-31", true)).toBe("2026-01-01");
    expect(termEndOf("2024-02-28", true)).toBe("2024-02-29");
    expect(termEndOf("2023-02-28", true)).toBe("2023-03-01");
    expect(termEndOf("2100-02-28", true)).toBe("2100-03-01");
  });

  it("follows the program type: travel (TI) or not", () => {
    expect(termEndOfPolicy({ expirationDate: "2025-03-14" }, { type: "TI" })).toBe("2025-03-15");
    expect(termEndOfPolicy({ expirationDate: "2026-01-01" }, { type: "CGL" })).toBe("2026-01-01");
  });
});

describe("pendingOn", () => {
  const rules = ADMITTED;
  const record = (status: CancellationRecord["status"]): CancellationRecord => ({
    ...computeCancellation({
      termStart: "2025-01-01",
      termEnd: "2026-01-01",
      cancelDate: "2025-06-01",
      purchaseDate: "2024-12-01",
      reason: "insured_request",
      premiumCents: 120_000,
      feesCents: 2_500,
      taxesCents: 2_400,
      paidCents: 124_900,
      rules,
    }),
    status,
    effectiveDate: "2025-06-01",
    reason: "insured_request",
  });

  it("is the date of a scheduled cancellation, and null for none or one already in effect", () => {
    expect(pendingOn({ cancellation: record("scheduled") })).toBe("2025-06-01");
    expect(pendingOn({ cancellation: record("effective") })).toBeNull();
    expect(pendingOn({ cancellation: null })).toBeNull();
  });
});
