// Properties of the premium math over every seed program, with random risks and options.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";
import { minimumPremiumForLimit, rateBusiness } from "./business";
import { rateTravel } from "./travel";
import type { BusinessRatingPlan, PremiumBreakdown, ProgramForRating, RatingRequest, TravelRatingPlan, WorksheetLine } from "./types";

const seed = CARRIERS.flatMap((carrier) => carrier.programs.map((p) => seedProgramForRating(carrier.code, p)));
const businessPrograms = seed.filter((p) => p.type !== "TI");
const travelPrograms = seed.filter((p) => p.type === "TI");

function checkInvariants(premium: PremiumBreakdown, worksheet: WorksheetLine[]): void {
  expect(premium.premiumCents).toBeGreaterThanOrEqual(0);
  expect(premium.premiumCents % 100).toBe(0);
  expect(premium.totalCents).toBe(premium.premiumCents + premium.feesCents + premium.taxesCents);
  expect(worksheet.at(-1)!.runningCents).toBe(premium.totalCents);
  expect(worksheet.reduce((s, l) => s + l.amountCents, 0)).toBe(premium.totalCents);
  for (const line of worksheet) expect(Number.isInteger(line.amountCents)).toBe(true);
}

const optionsArb = (program: ProgramForRating) =>
  fc.record(Object.fromEntries(program.options.map((o) => [o.key, fc.constantFrom(...o.values)])) as Record<string, fc.Arbitrary<number>>);

const businessCase = fc.constantFrom(...businessPrograms).chain((program) =>
  fc.record({
    program: fc.constant(program),
    classCode: fc.constantFrom(...program.classCodes),
    state: fc.constantFrom(...program.statesWritten),
    revenue: fc.integer({ min: 0, max: 1_500_000_000 }),
    options: optionsArb(program),
  }),
);

type BusinessCase = { program: ProgramForRating; classCode: string; state: string; revenue: number; options: Record<string, number> };
const businessRequest = (c: BusinessCase): RatingRequest => ({
  applicationId: "prop",
  program: c.program,
  risk: {
    kind: "business",
    classCode: c.classCode,
    businessName: "P",
    mailingState: c.state,
    mailingZip: "00000",
    employeeCount: 1,
    annualRevenueCents: c.revenue,
    // contractors are rated on payroll and subcontracted cost: both grow with revenue here
    annualPayrollCents: Math.round(c.revenue * 0.4),
    subcontractedCostCents: Math.round(c.revenue * 0.1),
    effectiveDate: "2025-04-01",
  },
  options: c.options,
  asOf: "2025-03-01",
});
const optionValueOf = (c: BusinessCase, key: string) => c.options[key] ?? c.program.options.find((o) => o.key === key)!.default;
const rateB = (req: RatingRequest) => rateBusiness(req.program.ratingPlan as BusinessRatingPlan, req);

describe("business rating properties", () => {
  it("never negative, total = premium + fees + taxes, worksheet adds up, the minimum for the limit respected", () => {
    fc.assert(
      fc.property(businessCase, (c) => {
        const req = businessRequest(c);
        const { premium, worksheet } = rateB(req);
        checkInvariants(premium, worksheet);
        const plan = req.program.ratingPlan as BusinessRatingPlan;
        const ilf = plan.liability.increasedLimitFactors.find((r) => r.value === optionValueOf(c, plan.liability.limitOptionKey))!.factor;
        // the minimum for the limit, less at most the half dollar the rounding to whole dollars may take off
        expect(premium.premiumCents).toBeGreaterThanOrEqual(minimumPremiumForLimit(plan, ilf) - 50);
      }),
      { numRuns: 500 },
    );
  });

  it("is monotone non-decreasing in revenue", () => {
    fc.assert(
      fc.property(businessCase, fc.integer({ min: 0, max: 500_000_000 }), (c, extra) => {
        const lower = rateB(businessRequest(c)).premium;
        const higher = rateB(businessRequest({ ...c, revenue: c.revenue + extra })).premium;
        expect(higher.premiumCents).toBeGreaterThanOrEqual(lower.premiumCents);
        expect(higher.totalCents).toBeGreaterThanOrEqual(lower.totalCents);
      }),
      { numRuns: 500 },
    );
  });

  it("is monotone non-decreasing in the liability limit (glLimit / plLimit)", () => {
    fc.assert(
      fc.property(businessCase, (c) => {
        const plan = c.program.ratingPlan as BusinessRatingPlan;
        const key = plan.liability.limitOptionKey;
        const values = c.program.options.find((o) => o.key === key)!.values;
        const totals = values.map((v) => rateB(businessRequest({ ...c, options: { ...c.options, [key]: v } })).premium.totalCents);
        for (let i = 1; i < totals.length; i++) expect(totals[i]!).toBeGreaterThanOrEqual(totals[i - 1]!);
      }),
      { numRuns: 300 },
    );
  });
});

describe("minimum premium by limit (issue 11)", () => {
  // A small risk: little revenue, the smallest property limit, so the program's minimum decides the
  // premium at every liability limit. Each higher limit must still cost more.
  const smallCase = fc.constantFrom(...businessPrograms).chain((program) =>
    fc.record({
      program: fc.constant(program),
      classCode: fc.constantFrom(...program.classCodes),
      state: fc.constantFrom(...program.statesWritten),
      revenue: fc.integer({ min: 0, max: 1_000_000 }), // up to $10,000 of revenue
      options: optionsArb(program).map((o) => {
        const bpp = program.options.find((x) => x.key === "bppLimit");
        return bpp ? { ...o, bppLimit: Math.min(...bpp.values) } : o;
      }),
    }),
  );
  const premiumsByLimit = (c: BusinessCase) => {
    const key = (c.program.ratingPlan as BusinessRatingPlan).liability.limitOptionKey;
    const values = [...c.program.options.find((o) => o.key === key)!.values].sort((a, b) => a - b);
    return values.map((v) => rateB(businessRequest({ ...c, options: { ...c.options, [key]: v } })).premium);
  };

  it("a small risk costs strictly more at each higher limit (the minimum is not the same at every limit)", () => {
    fc.assert(
      fc.property(smallCase, (c) => {
        const premiums = premiumsByLimit(c);
        for (let i = 1; i < premiums.length; i++) {
          expect(premiums[i]!.premiumCents, `limit option ${i} of ${c.program.code}`).toBeGreaterThan(premiums[i - 1]!.premiumCents);
          expect(premiums[i]!.totalCents).toBeGreaterThan(premiums[i - 1]!.totalCents);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("premium is non-decreasing in the limit for any risk, and never below the minimum scaled by the limit's factor", () => {
    fc.assert(
      fc.property(businessCase, (c) => {
        const premiums = premiumsByLimit(c);
        for (let i = 1; i < premiums.length; i++) expect(premiums[i]!.premiumCents).toBeGreaterThanOrEqual(premiums[i - 1]!.premiumCents);
        const plan = c.program.ratingPlan as BusinessRatingPlan;
        const limit = optionValueOf(c, plan.liability.limitOptionKey);
        const ilf = plan.liability.increasedLimitFactors.find((r) => r.value === limit)!.factor;
        const { premium } = rateB(businessRequest(c));
        expect(premium.premiumCents).toBeGreaterThanOrEqual(minimumPremiumForLimit(plan, ilf) - 50);
      }),
      { numRuns: 300 },
    );
  });

  it("a CPA at the minimum pays a different price at every KM-CGL limit", () => {
    const program = businessPrograms.find((p) => p.code === "KM-CGL")!;
    const cpa = "40100"; // Accountants and CPA firms
    expect(program.classCodes).toContain(cpa);
    const premiums = premiumsByLimit({ program, classCode: cpa, state: "TX", revenue: 5_000_000, options: {} });
    const dollars = premiums.map((p) => p.premiumCents / 100);
    expect(new Set(dollars).size).toBe(dollars.length);
    expect(dollars).toEqual([...dollars].sort((a, b) => a - b));
  });
});

describe("travel rating properties", () => {
  const day = 86_400_000;
  const travelCase = fc.constantFrom(...travelPrograms).chain((program) => {
    const rules = program.eligibility.kind === "travel" ? program.eligibility : null!;
    return fc.record({
      program: fc.constant(program),
      state: fc.constantFrom(...program.statesWritten),
      destination: fc.constantFrom("US", "CA", "FR", "JP", "JM", "BR"),
      days: fc.integer({ min: 1, max: rules.maxTripDays }),
      tripCost: fc.integer({ min: 0, max: rules.maxTripCostCents }),
      ages: fc.array(fc.integer({ min: 0, max: rules.maxTravellerAge }), { minLength: 1, maxLength: 5 }),
      options: optionsArb(program),
    });
  });
  type TravelCase = typeof travelCase extends fc.Arbitrary<infer T> ? T : never;
  const travelRequest = (c: TravelCase): RatingRequest => {
    const start = Date.UTC(2025, 5, 1);
    return {
      applicationId: "prop",
      program: c.program,
      risk: {
        kind: "travel",
        countryOfResidence: "US",
        residenceState: c.state,
        destinationCountry: c.destination,
        startDate: "2025-06-01",
        endDate: new Date(start + (c.days - 1) * day).toISOString().slice(0, 10),
        tripCostCents: c.tripCost,
        // born on 2 June, so the age on 1 June 2025 is exactly `age`
        insureds: c.ages.map((age) => ({ dateOfBirth: `${2024 - age}-06-02` })),
      },
      options: c.options,
      asOf: "2025-03-01",
    };
  };
  const rateT = (req: RatingRequest) => rateTravel(req.program.ratingPlan as TravelRatingPlan, req);

  it("never negative, totals add up, and monotone in trip cost", () => {
    fc.assert(
      fc.property(travelCase, fc.integer({ min: 0, max: 1_000_000 }), (c, extra) => {
        const req = travelRequest(c);
        const { premium, worksheet } = rateT(req);
        checkInvariants(premium, worksheet);
        const plan = c.program.ratingPlan as TravelRatingPlan;
        expect(premium.premiumCents).toBeGreaterThanOrEqual(plan.minimumPremiumPerTravellerCents * c.ages.length);
        const higher = rateT(travelRequest({ ...c, tripCost: c.tripCost + extra })).premium;
        expect(higher.totalCents).toBeGreaterThanOrEqual(premium.totalCents);
      }),
      { numRuns: 500 },
    );
  });
});
