import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  currentExposures,
  exposureFor,
  matchKey,
  maskFein,
  normaliseName,
  prefillFields,
  recordExposure,
  type ExposureEntry,
  type InsuredFacts,
} from "./facts";

const entry = (policyYear: number, recordedAt: string, fields: Partial<ExposureEntry> = {}): ExposureEntry => ({
  policyYear,
  recordedAt,
  source: "api",
  ...fields,
});

describe("the matching rule", () => {
  it("compares names without case, punctuation or spacing, and ZIP+4 as its 5 digits", () => {
    const a = matchKey({ kind: "business", name: "Joe's Bakery, LLC", mailingAddress: { state: "CA", zip: "94103" }, person: null });
    const b = matchKey({ kind: "business", name: "  JOE'S   bakery llc ", mailingAddress: { state: "CA", zip: "94103-1234" }, person: null });
    expect(a).toBe(b);
    expect(a).toBe("business|joe s bakery llc|94103");
    expect(matchKey({ kind: "business", name: "Joe's Bakery, LLC", mailingAddress: { state: "CA", zip: "94110" }, person: null })).not.toBe(a);
  });

  it("keeps a business and a person with the same name apart, and never matches an unnamed person", () => {
    const person = { firstName: "Joe", lastName: "Baker", dateOfBirth: "1970-01-01" };
    expect(matchKey({ kind: "person", name: "Joe Baker", mailingAddress: null, person })).toBe("person|joe baker|1970-01-01");
    expect(matchKey({ kind: "business", name: "Joe Baker", mailingAddress: { state: "CA", zip: "94103" }, person: null })).not.toMatch(/^person/);
    expect(matchKey({ kind: "person", name: "Traveller", mailingAddress: null, person: null })).toBeNull();
  });

  it("is what the migration's SQL computes: letters and digits kept, every other run one space, trimmed (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.array(fc.integer({ min: 0, max: 127 }), { maxLength: 40 }), (name, codes) => {
        const n = normaliseName(name);
        expect(n).toMatch(/^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/);
        expect(normaliseName(n)).toBe(n); // idempotent
        const ascii = String.fromCharCode(...codes);
        expect(normaliseName(ascii.toUpperCase())).toBe(normaliseName(ascii)); // case never matters
        expect(normaliseName(`  ${ascii}!! `)).toBe(normaliseName(ascii)); // nor punctuation and spaces around it
      }),
    );
  });
});

describe("exposures by policy year", () => {
  it("keeps the latest entry of each year current, and leaves an unchanged entry out", () => {
    let all: ExposureEntry[] = [];
    all = recordExposure(all, entry(2026, "2026-01-01T00:00:00.000Z", { annualRevenueCents: 100, employeeCount: 3 }));
    all = recordExposure(all, entry(2027, "2026-06-01T00:00:00.000Z", { annualRevenueCents: 200 }));
    all = recordExposure(all, entry(2026, "2026-07-01T00:00:00.000Z", { annualRevenueCents: 150 }));
    expect(currentExposures(all).map((e) => [e.policyYear, e.annualRevenueCents, e.employeeCount])).toEqual([
      [2027, 200, undefined],
      [2026, 150, 3], // a field the new entry leaves out keeps its value
    ]);
    expect(recordExposure(all, entry(2026, "2026-08-01T00:00:00.000Z", { annualRevenueCents: 150 }))).toEqual(all);
    expect(exposureFor(all, 2028)?.policyYear).toBe(2027);
    expect(exposureFor(all, 2025)?.policyYear).toBe(2026);
    expect(exposureFor(all, null)?.policyYear).toBe(2027);
    expect(exposureFor([], 2026)).toBeNull();
  });

  it("keeps at most 50 entries, the newest, and the current figures never depend on the cap (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 2020, max: 2030 }), fc.integer({ min: 0, max: 5 })), { maxLength: 80 }), (steps) => {
        let all: ExposureEntry[] = [];
        steps.forEach(([year, revenue], i) => {
          all = recordExposure(all, entry(year, new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(), { annualRevenueCents: revenue }));
        });
        expect(all.length).toBeLessThanOrEqual(50);
        const last = new Map<number, number>();
        for (const [year, revenue] of steps) last.set(year, revenue);
        for (const e of currentExposures(all)) expect(e.annualRevenueCents).toBe(last.get(e.policyYear));
      }),
    );
  });
});

describe("pre-filling a quote from an insured", () => {
  const bakery: InsuredFacts = {
    kind: "business",
    name: "Sunrise Bakery",
    mailingAddress: { state: "TX", zip: "78701" },
    classCodes: ["10100", "10200"],
    exposures: [
      entry(2026, "2026-01-01T00:00:00.000Z", { annualRevenueCents: 45_000_050, employeeCount: 6 }),
      entry(2027, "2026-02-01T00:00:00.000Z", { annualRevenueCents: 50_000_000 }),
    ],
    person: null,
  };

  it("fills only what the request leaves out, from the effective date's policy year, in dollars", () => {
    expect(prefillFields(bakery, new Set(["business_name"]), "2026-05-01")).toEqual({
      mailing_zip: "78701",
      mailing_state: "TX",
      class_code: "10100",
      annual_revenue: 450000.5,
      employee_count: 6,
    });
    expect(prefillFields(bakery, new Set(), "2027-05-01")).toMatchObject({ annual_revenue: 500000 });
    expect(prefillFields(bakery, new Set(), "2027-05-01")).not.toHaveProperty("employee_count");
  });

  it("fills the traveller for a person", () => {
    const person: InsuredFacts = {
      kind: "person",
      name: "Ana Lopez",
      mailingAddress: null,
      classCodes: [],
      exposures: [],
      person: { firstName: "Ana", lastName: "Lopez", dateOfBirth: "1985-04-12", countryOfResidence: "US", residenceState: "IL" },
    };
    expect(prefillFields(person, new Set(["residence_state"]), undefined)).toEqual({
      insureds: [{ first_name: "Ana", last_name: "Lopez", date_of_birth: "1985-04-12" }],
      country_of_residence: "US",
    });
  });

  it("masks a FEIN to its last four digits", () => {
    expect(maskFein("123456789")).toBe("**-***6789");
    expect(maskFein(null)).toBeNull();
  });
});
