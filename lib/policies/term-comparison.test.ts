import { describe, expect, it } from "vitest";
import { QUESTION_BANK } from "@/lib/questions/bank";
import type { OptionSet, Risk } from "@/lib/rating/types";
import { termComparison, type TermSide } from "./term-comparison";

const risk = (over: Partial<Extract<Risk, { kind: "business" }>> = {}): Risk => ({
  kind: "business",
  classCode: "40100",
  businessName: "Renewal CPA",
  mailingState: "TX",
  mailingZip: "75201",
  employeeCount: 4,
  annualRevenueCents: 40_000_000,
  effectiveDate: "2027-01-01",
  ...over,
});

const options: OptionSet[] = [
  { key: "plLimit", label: "Professional liability limit", unit: "money", values: [100_000_000, 200_000_000], default: 100_000_000 },
  { key: "plRetention", label: "Retention", unit: "money", values: [250_000, 500_000], default: 250_000 },
  { key: "extendedReporting", label: "Extended reporting (months)", unit: "count", values: [12, 24], default: 12 },
];

const expiring: TermSide = {
  totalCents: 120_000,
  premiumCents: 110_000,
  selectedOptions: { plLimit: 100_000_000, plRetention: 250_000 },
  addedEndorsements: [],
  risk: risk(),
  answers: { yearsInBusiness: 9, priorClaims: 0, priorActsDate: "2021-03-15" },
};

describe("the expiring term beside its renewal", () => {
  it("lists price, every option, the retroactive date and the exposures, marked changed or not, then the answers that differ", () => {
    const renewal: TermSide = {
      ...expiring,
      totalCents: 150_000,
      premiumCents: 138_000,
      risk: risk({ annualRevenueCents: 65_000_000, effectiveDate: "2028-01-01" }),
      answers: { ...expiring.answers, yearsInBusiness: 10 },
    };
    const rows = termComparison(expiring, renewal, options, QUESTION_BANK, "2021-03-15");
    expect(rows.map((r) => [r.field, r.label, r.expiring, r.renewal, r.changed])).toEqual([
      ["total", "Total a year", 120_000, 150_000, true],
      ["premium", "Premium", 110_000, 138_000, true],
      ["option.plLimit", "Professional liability limit", 100_000_000, 100_000_000, false],
      ["option.plRetention", "Retention", 250_000, 250_000, false],
      ["retroactiveDate", "Retroactive date", "2021-03-15", "2021-03-15", false],
      ["exposure.annual_revenue", "Annual revenue", 40_000_000, 65_000_000, true],
      ["exposure.employee_count", "Employees", 4, 4, false],
      ["exposure.annual_payroll", "Annual payroll", null, null, false],
      ["answers.yearsInBusiness", "How many years has the business operated?", 9, 10, true],
    ]);
    expect(rows.map((r) => r.group)).toEqual(["price", "price", "options", "options", "options", "exposures", "exposures", "exposures", "answers"]);
  });

  it("shows an option or endorsement only one side has, a subcontracted cost when given, a program's own question in words", () => {
    const renewal: TermSide = {
      ...expiring,
      totalCents: null,
      premiumCents: null,
      selectedOptions: { ...expiring.selectedOptions, extendedReporting: 24 },
      addedEndorsements: ["waiver_of_subrogation"],
      risk: risk({ subcontractedCostCents: 5_000_000 }),
      answers: { yearsInBusiness: 9, priorClaims: 0, priorActsDate: "2022-01-01" },
    };
    const rows = termComparison(expiring, renewal, options, QUESTION_BANK, null);
    const byField = new Map(rows.map((r) => [r.field, r]));
    expect(byField.get("total")).toMatchObject({ expiring: 120_000, renewal: null, changed: true });
    expect(byField.get("option.extendedReporting")).toMatchObject({ unit: "count", expiring: null, renewal: 24, changed: true });
    expect(byField.get("endorsements")).toMatchObject({ unit: "list", expiring: [], renewal: ["waiver_of_subrogation"], changed: true });
    expect(byField.get("exposure.subcontracted_cost")).toMatchObject({ expiring: null, renewal: 5_000_000, changed: true });
    expect(byField.get("answers.priorActsDate")).toMatchObject({ label: "Prior acts date", expiring: "2021-03-15", renewal: "2022-01-01" });
    expect(byField.has("retroactiveDate")).toBe(false);
    expect(byField.has("answers.yearsInBusiness")).toBe(false);
  });

  it("has no exposure rows for a traveller", () => {
    const trip: Risk = { kind: "travel" } as unknown as Risk;
    const rows = termComparison({ ...expiring, risk: trip }, { ...expiring, risk: trip }, [], QUESTION_BANK, null);
    expect(rows.some((r) => r.group === "exposures")).toBe(false);
  });
});
