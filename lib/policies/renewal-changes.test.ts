import { describe, expect, it } from "vitest";
import { termChanges } from "./renewal-changes";

const expiring = {
  payload: { class_code: "10100", annual_revenue: 850000, effective_date: "2026-01-01", coverage: { glLimit: 1000000, bppLimit: 100000 } },
  answers: { yearsInBusiness: 3, priorClaims: 0 },
  totalCents: 120_000,
};

describe("what changed from the expiring term", () => {
  it("lists changed exposure, limits, answers and the total; not the effective date", () => {
    const renewal = {
      payload: { ...expiring.payload, annual_revenue: 1_200_000, effective_date: "2027-01-01", coverage: { glLimit: 2000000, bppLimit: 100000 } },
      answers: { yearsInBusiness: 4, priorClaims: 0 },
      totalCents: 150_000,
    };
    expect(termChanges(expiring, renewal)).toEqual([
      { field: "annual_revenue", from: 850000, to: 1_200_000 },
      { field: "coverage.glLimit", from: 1000000, to: 2000000 },
      { field: "answers.yearsInBusiness", from: 3, to: 4 },
      { field: "total", from: 120_000, to: 150_000 },
    ]);
  });

  it("is empty for the same term re-rated at the same price, and names a fact added or removed", () => {
    expect(termChanges(expiring, { ...expiring, payload: { ...expiring.payload, effective_date: "2027-01-01" } })).toEqual([]);
    expect(termChanges(expiring, { ...expiring, payload: { ...expiring.payload, annual_payroll: 50000 }, totalCents: null })).toEqual([
      { field: "annual_payroll", from: null, to: 50000 },
    ]);
  });
});
