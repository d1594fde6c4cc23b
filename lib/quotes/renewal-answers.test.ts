import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answersForRenewal, wholeYearsBetween } from "./renewal-answers";

describe("a renewal's answers", () => {
  it("advances years in business by the whole years between the terms, and carries the rest as answered", () => {
    const expiring = { yearsInBusiness: 0, priorClaims: 1, usesWrittenContracts: true };
    expect(answersForRenewal(expiring, "2026-01-01", "2027-01-01")).toEqual({ yearsInBusiness: 1, priorClaims: 1, usesWrittenContracts: true });
    expect(answersForRenewal(expiring, "2026-01-01", "2026-12-31")).toEqual(expiring);
    expect(answersForRenewal({ priorClaims: 0 }, "2026-01-01", "2027-01-01")).toEqual({ priorClaims: 0 });
    // A question the program no longer asks is not carried (it would be refused as not a question of the form).
    expect(answersForRenewal({ yearsInBusiness: 4, squareFeet: 1200 }, "2026-01-01", "2027-01-01", new Set(["yearsInBusiness"]))).toEqual({
      yearsInBusiness: 5,
    });
  });

  it("counts whole years like a birthday (29 February included)", () => {
    expect(wholeYearsBetween("2024-02-29", "2025-02-28")).toBe(0);
    expect(wholeYearsBetween("2024-02-29", "2025-03-01")).toBe(1);
    expect(wholeYearsBetween("2026-06-15", "2028-06-15")).toBe(2);
    expect(wholeYearsBetween("2027-01-01", "2026-01-01")).toBe(0);
  });

  it("never lowers years in business and never touches another answer (property)", () => {
    const day = fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.nat(100), fc.dictionary(fc.string(), fc.jsonValue()), day, day, (years, rest, a, b) => {
        const [from, to] = [a, b].sort() as [string, string];
        const out = answersForRenewal({ ...rest, yearsInBusiness: years }, from, to);
        expect(out.yearsInBusiness).toBe(years + wholeYearsBetween(from, to));
        for (const [k, v] of Object.entries(rest)) if (k !== "yearsInBusiness") expect(out[k]).toEqual(v);
      }),
    );
  });
});
