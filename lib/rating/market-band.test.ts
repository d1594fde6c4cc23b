// Issue 27 item 6: the twelve typical small businesses, priced by every seeded program that writes their class in
// their state, each within 0.5x-2x of the published median for its line (docs/pricing-benchmarks.md, whose table is
// this test's output), on the exposure base carriers use; and no rating question that changes nothing.
import { describe, expect, it } from "vitest";
import { CARRIERS } from "@/prisma/seed-data/carriers";
import { CLASSIFICATIONS } from "@/prisma/seed-data/classifications";
import { MARKET_CASES, MORE_CASES, marketBand, marketBandMarkdown, premiumOf, programsFor, type MarketCase } from "./market-band";

const TWELVE = [
  "Bakery",
  "Plumber",
  "Restaurant",
  "IT consultant",
  "boutique",
  "Roofer",
  "Landscaper",
  "Accountant",
  "salon",
  "Auto repair",
  "Photographer",
  "cleaning",
];

const caseOf = (name: string): MarketCase => MARKET_CASES.find((c) => c.business.includes(name))!;

describe("the twelve typical businesses against published medians", () => {
  const rows = marketBand();

  it("prices every seeded class of the twelve on every program writing it, each line within 0.5x-2x of its median", () => {
    console.log(marketBandMarkdown(rows));
    for (const name of TWELVE)
      expect(
        MARKET_CASES.some((c) => c.business.includes(name)),
        name,
      ).toBe(true);
    for (const c of MARKET_CASES) {
      const priced = rows.filter((r) => r.business === c.business);
      // Every line the case has a median for is priced by at least one program, and every program is compared.
      expect(new Set(priced.map((r) => r.line)), c.business).toEqual(new Set(Object.keys(c.medians)));
      expect(priced.length, c.business).toBe(programsFor(c).length);
    }
    const outside = rows
      .filter((r) => r.ratio < 0.5 || r.ratio > 2)
      .map((r) => `${r.business} on ${r.program}: $${r.premiumDollars} vs $${r.median.dollars} (${r.ratio}x)`);
    expect(outside).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(30);
  });

  it("holds the further calibrated businesses (coffee shop, electrician, carpenter, locksmith, general contractor) to the same band", () => {
    const more = marketBand(MORE_CASES);
    console.log(marketBandMarkdown(more));
    for (const c of MORE_CASES) expect(more.filter((r) => r.business === c.business).length, c.business).toBe(programsFor(c).length);
    const outside = more
      .filter((r) => r.ratio < 0.5 || r.ratio > 2)
      .map((r) => `${r.business} on ${r.program}: $${r.premiumDollars} vs $${r.median.dollars} (${r.ratio}x)`);
    expect(outside).toEqual([]);
  });

  it("rates contractors, trades and cleaning services on payroll, the others on revenue, in every program", () => {
    const payroll = (code: string) => CLASSIFICATIONS.find((c) => c.code === code)!.basis === "payroll";
    for (const code of ["30100", "30500", "30630", "60100", "60110"]) expect(payroll(code), code).toBe(true);
    for (const code of ["10100", "10200", "20100", "40100", "40400", "40530", "50100", "60200"]) expect(payroll(code), code).toBe(false);
    for (const carrier of CARRIERS) {
      for (const p of carrier.programs) {
        if (p.ratingPlan.kind !== "business") continue;
        for (const [code, rate] of Object.entries(p.ratingPlan.classRates)) {
          expect(rate.liabilityPer100Payroll !== undefined, `${p.code} ${code}`).toBe(payroll(code));
        }
      }
    }
    // Twice the payroll, (close to) twice the premium: the exposure base moves the price.
    const cleaner = caseOf("Janitorial");
    const [km] = programsFor(cleaner).filter((p) => p.code === "KM-CGL");
    const base = premiumOf(cleaner, km!).premium.premiumCents;
    const doubled = premiumOf(cleaner, km!, { annualPayrollCents: cleaner.payroll! * 200 }).premium.premiumCents;
    expect(doubled / base).toBeCloseTo(2, 1);
  });
});

describe("rating questions change the price, or are not asked", () => {
  it("employee count: professional liability is rated per professional beyond two, with a worksheet line", () => {
    const accountant = caseOf("Accountant");
    const [mp] = programsFor(accountant).filter((p) => p.code === "MP-PL");
    const one = premiumOf(accountant, mp!, { employeeCount: 1 });
    const two = premiumOf(accountant, mp!, { employeeCount: 2 });
    const twenty = premiumOf(accountant, mp!, { employeeCount: 20 });
    expect(one.premium.premiumCents).toBe(two.premium.premiumCents); // two professionals are in the revenue rate
    expect(twenty.premium.premiumCents).toBeGreaterThan(two.premium.premiumCents);
    expect(twenty.worksheet.find((l) => l.step === "base_staff")).toMatchObject({ amountCents: 18 * 9_000 });
    expect(one.worksheet.some((l) => l.step === "base_staff")).toBe(false);
  });

  it("employee count: every business program declines above its maximum, so the question is never idle", () => {
    for (const carrier of CARRIERS) {
      for (const p of carrier.programs) {
        if (p.eligibility.kind !== "business") continue;
        expect(p.eligibility.maxEmployees, p.code).toBeGreaterThan(0);
      }
    }
    const boutique = caseOf("boutique");
    const sa = programsFor(boutique).find((p) => p.code === "SA-BOP")!;
    expect(() => premiumOf(boutique, sa, { employeeCount: 40 })).toThrow(/not quoted.*employees/);
  });

  it("square footage is not asked: no program's application has the question, and no rating plan reads it", () => {
    for (const carrier of CARRIERS) {
      for (const p of carrier.programs) {
        expect(Object.keys((p.applicationForm as { properties: Record<string, unknown> }).properties), p.code).not.toContain("squareFeet");
        expect(JSON.stringify(p.ratingPlan), p.code).not.toMatch(/square/i);
      }
    }
  });
});
