// Schedule credits and debits as an underwriter reads them (issue 27 item 5): construction and sprinklers
// rate the property part only, the claim-free credit needs the years to earn it, claims debits grow with the
// count, and the minimum premium comes after the credits and says so when it sets the price.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rateWithPlan } from "@/lib/rating/carriers/rating-table/adapter";
import { minimumPremiumForLimit, roundCents } from "@/lib/rating/business";
import type { BusinessRatingPlan, ProgramForRating, RatingOutcome, RatingRequest, Risk, WorksheetLine } from "@/lib/rating/types";
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";
import { underwrite } from "./rules";

type Quoted = Extract<RatingOutcome, { status: "quoted" }>;
const PROGRAMS = CARRIERS.flatMap((c) => c.programs.map((p) => seedProgramForRating(c.code, p)));
const program = (code: string): ProgramForRating => PROGRAMS.find((p) => p.code === code)!;
const BUSINESS = PROGRAMS.filter((p) => p.type !== "TI");

const bakery: Risk = {
  kind: "business",
  classCode: "10100",
  businessName: "Crumb & Co",
  mailingState: "IL",
  mailingZip: "60601",
  employeeCount: 6,
  annualRevenueCents: 60_000_000,
  effectiveDate: "2025-04-01",
};
const plumber: Risk = {
  kind: "business",
  classCode: "30100",
  businessName: "Pipes LLC",
  mailingState: "TX",
  mailingZip: "78701",
  employeeCount: 6,
  annualRevenueCents: 120_000_000,
  annualPayrollCents: 40_000_000,
  subcontractedCostCents: 0,
  effectiveDate: "2025-04-01",
};

function request(code: string, risk: Risk, answers: Record<string, unknown> = {}, options: Record<string, number> = {}): RatingRequest {
  const p = program(code);
  return {
    applicationId: "55555555-5555-4555-8555-555555555555",
    program: p,
    risk,
    options: { ...Object.fromEntries(p.options.map((o) => [o.key, o.default])), ...options },
    asOf: "2025-03-01",
    answers,
  };
}
function quote(req: RatingRequest): Quoted {
  const out = rateWithPlan(req);
  if (out.status !== "quoted") throw new Error(`expected a quote, got ${JSON.stringify(out)}`);
  return out;
}
const line = (ws: WorksheetLine[], step: string) => ws.find((l) => l.step === step);
const scheduleLines = (q: Quoted) => q.worksheet.filter((l) => l.step === "schedule");
/** The running total just before the first line of `step` (the premium the step applies to). */
const before = (ws: WorksheetLine[], step: string) => ws[ws.findIndex((l) => l.step === step) - 1]!.runningCents;
/** A BOP's property part after territory: its base and deductible credit, times the territory factor. */
function propertyPart(ws: WorksheetLine[]): number {
  const base = line(ws, "property")!.amountCents;
  const deductible = ws.find((l) => l.step === "deductible" && l.label.includes("property part"))?.amountCents ?? 0;
  return roundCents((base + deductible) * line(ws, "territory")!.factor!);
}

describe("construction and sprinklers rate the property part of a BOP only", () => {
  it.each(["KM-BOP", "SA-BOP", "MP-BOP"])("%s: a frame building's +10% is 10% of the property part; the liability part is untouched", (code) => {
    const plain = quote(request(code, bakery));
    const frame = quote(request(code, bakery, { constructionType: "frame" }));
    const property = propertyPart(frame.worksheet);
    const afterTerritory = line(frame.worksheet, "territory")!.runningCents;
    expect(property).toBeGreaterThan(0);
    expect(property).toBeLessThan(afterTerritory);
    expect(scheduleLines(frame).map((l) => [l.label, l.amountCents])).toEqual([
      [`Schedule debit: Frame construction (+10% of the property part, ${dollars(property)})`, roundCents(property * 0.1)],
    ]);
    // before: 10% of the whole premium, liability included (the issue's $119.93 on $1,199 of GL)
    expect(roundCents(property * 0.1)).toBeLessThan(roundCents(afterTerritory * 0.1));
    expect(line(frame.worksheet, "territory")!.runningCents).toBe(line(plain.worksheet, "territory")!.runningCents);
    const sprinklered = quote(request(code, bakery, { hasSprinklers: true, constructionType: "fire_resistive" }));
    expect(scheduleLines(sprinklered).map((l) => l.amountCents)).toEqual([roundCents(property * -0.05), roundCents(property * -0.1)]);
  });

  it("the experience lines apply to the whole premium; each part is held to the filed range on its own", () => {
    // KM-BOP: 12 years -10%, claim-free -5% on the whole (-15%); sprinklers -5%, fire-resistive -10% on property (-30%, held to -25%)
    const q = quote(request("KM-BOP", bakery, { yearsInBusiness: 12, priorClaims: 0, hasSprinklers: true, constructionType: "fire_resistive" }));
    const whole = before(q.worksheet, "schedule");
    const property = propertyPart(q.worksheet);
    const lines = scheduleLines(q);
    expect(lines.map((l) => l.label)).toEqual([
      "Schedule credit: 10 or more years in business (-10%)",
      "Schedule credit: No claims in the past 3 years (-5%)",
      `Schedule credit: Premises fully sprinklered (-5% of the property part, ${dollars(property)})`,
      `Schedule credit: Fire-resistive construction (-10% of the property part, ${dollars(property)})`,
      "Schedule rating held to the program's filed range: -15% on the liability part, -25% on the property part (its credits and debits add to -30%)",
    ]);
    const total = lines.reduce((s, l) => s + l.amountCents, 0);
    expect(total).toBe(roundCents((whole - property) * -0.15) + roundCents(property * -0.25));
  });

  it("liability programs have no construction or sprinkler rules", () => {
    for (const p of BUSINESS.filter((x) => x.type !== "BOP")) {
      expect(p.underwriting.rules.filter((r) => r.kind === "schedule" && r.appliesTo === "property")).toEqual([]);
    }
    for (const p of BUSINESS.filter((x) => x.type === "BOP")) {
      const property = p.underwriting.rules.filter((r) => r.kind === "schedule" && r.appliesTo === "property").map((r) => r.code);
      expect(property.sort()).toEqual(["fire_resistive", "frame_construction", "non_combustible", "sprinklered"]);
    }
  });
});

describe("the claim-free credit needs the years to earn it", () => {
  const creditOf = (code: string, years: number) =>
    underwrite(program(code).underwriting, { priorClaims: 0, yearsInBusiness: years }).schedule.find((s) => s.code === "claims_free");

  it.each(BUSINESS.map((p) => p.code))("%s: 0 to 2 years earn no claim-free credit; 3 years and more earn it", (code) => {
    for (const years of [0, 1, 2]) expect(creditOf(code, years), `${years} years`).toBeUndefined();
    for (const years of [3, 4, 10, 40]) expect(creditOf(code, years), `${years} years`).toMatchObject({ percent: -5, label: "No claims in the past 3 years" });
    // without the years answered, no credit either: an unanswered question never matches
    expect(underwrite(program(code).underwriting, { priorClaims: 0 }).schedule).toEqual([]);
  });

  it("KM-CGL: a claim-free new business pays the plain price; three claim-free years pay 5% less", () => {
    const plain = quote(request("KM-CGL", plumber));
    const fresh = quote(request("KM-CGL", plumber, { priorClaims: 0, yearsInBusiness: 0 }));
    const three = quote(request("KM-CGL", plumber, { priorClaims: 0, yearsInBusiness: 3 }));
    expect(scheduleLines(fresh)).toEqual([]);
    expect(fresh.premium.premiumCents).toBe(plain.premium.premiumCents);
    expect(scheduleLines(three).map((l) => l.label)).toEqual(["Schedule credit: No claims in the past 3 years (-5%)"]);
    expect(three.premium.premiumCents).toBe(Math.round((before(three.worksheet, "schedule") * 0.95) / 100) * 100);
  });
});

describe("claims debits are graduated", () => {
  it("HS-CGL: 1 claim +5%, 3 claims +15%, 5 claims +25%; each costs more than the one before", () => {
    const debit = (claims: number) => underwrite(program("HS-CGL").underwriting, { priorClaims: claims }).schedule.map((s) => [s.label, s.percent]);
    expect([1, 2, 3, 4, 5].map(debit)).toEqual([
      [["1 claim in the past 3 years", 5]],
      [["2 claims in the past 3 years", 10]],
      [["3 claims in the past 3 years", 15]],
      [["4 claims in the past 3 years", 20]],
      [["5 claims in the past 3 years", 25]],
    ]);
    const premium = (claims: number) => quote(request("HS-CGL", plumber, { priorClaims: claims, yearsInBusiness: 6 })).premium.premiumCents;
    const [none, one, three, five] = [0, 1, 3, 5].map(premium);
    expect(none).toBeLessThan(one!);
    expect(one).toBeLessThan(three!);
    expect(three).toBeLessThan(five!);
  });

  it.each(BUSINESS.map((p) => p.code))("%s: the debit grows with every claim up to the knock-out", (code) => {
    const rules = program(code).underwriting;
    const knockout = rules.rules.find((r) => r.code === "prior_claims_knockout")!;
    const limit = "gte" in knockout.when ? knockout.when.gte! : Infinity;
    const percents = Array.from({ length: limit }, (_, claims) => underwrite(rules, { priorClaims: claims, yearsInBusiness: 6 }).schedulePercent);
    for (let i = 1; i < percents.length; i++) expect(percents[i]!, `${i} claims`).toBeGreaterThan(percents[i - 1]!);
    expect(underwrite(rules, { priorClaims: limit }).decision).toBe("decline");
  });
});

describe("credits come before the minimum premium, which says when it sets the price", () => {
  // The most favourable answer to every question any business program asks.
  const BEST = {
    yearsInBusiness: 40,
    priorClaims: 0,
    hasSprinklers: true,
    constructionType: "fire_resistive",
    cooksWithGrease: false,
    usesWrittenContracts: true,
    subcontractedPercent: 0,
    requiresCertificatesFromSubs: true,
    workAboveThreeStories: false,
    licensedProfessional: true,
    largestClientSharePercent: 5,
  };
  const answersArb = fc.record(
    {
      yearsInBusiness: fc.integer({ min: 0, max: 60 }),
      priorClaims: fc.integer({ min: 0, max: 6 }),
      hasSprinklers: fc.boolean(),
      constructionType: fc.constantFrom("frame", "joisted_masonry", "non_combustible", "fire_resistive"),
      cooksWithGrease: fc.boolean(),
      usesWrittenContracts: fc.boolean(),
      subcontractedPercent: fc.integer({ min: 0, max: 100 }),
      requiresCertificatesFromSubs: fc.boolean(),
      workAboveThreeStories: fc.boolean(),
      licensedProfessional: fc.boolean(),
      largestClientSharePercent: fc.integer({ min: 0, max: 100 }),
    },
    { requiredKeys: [] },
  );
  const caseArb = fc.constantFrom(...BUSINESS).chain((p) =>
    fc.record({
      code: fc.constant(p.code),
      classCode: fc.constantFrom(...p.classCodes),
      state: fc.constantFrom(...p.statesWritten),
      revenue: fc.oneof(fc.integer({ min: 0, max: 20_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 })),
      options: fc.record(Object.fromEntries(p.options.map((o) => [o.key, fc.constantFrom(...o.values)])) as Record<string, fc.Arbitrary<number>>),
    }),
  );
  const riskOf = (c: { classCode: string; state: string; revenue: number }): Risk => ({
    kind: "business",
    classCode: c.classCode,
    businessName: "P",
    mailingState: c.state,
    mailingZip: "00000",
    employeeCount: 1,
    annualRevenueCents: c.revenue,
    annualPayrollCents: Math.round(c.revenue * 0.4),
    subcontractedCostCents: Math.round(c.revenue * 0.1),
    effectiveDate: "2025-04-01",
  });

  it("best answers never cost more than no answers, nor than any answers; no answers take the price below the minimum for the limit", () => {
    fc.assert(
      fc.property(caseArb, answersArb, (c, answers) => {
        const risk = riskOf(c);
        const plain = rateWithPlan(request(c.code, risk, {}, c.options));
        fc.pre(plain.status === "quoted"); // out of appetite (revenue cap, state)
        const none = plain as Quoted;
        const best = quote(request(c.code, risk, BEST, c.options));
        expect(best.premium.premiumCents).toBeLessThanOrEqual(none.premium.premiumCents);
        const plan = program(c.code).ratingPlan as BusinessRatingPlan;
        const minimum = minimumPremiumForLimit(plan, line(best.worksheet, "ilf")!.factor!);
        expect(best.premium.premiumCents).toBeGreaterThanOrEqual(Math.round(minimum / 100) * 100 - 50);
        const any = rateWithPlan(request(c.code, risk, answers, c.options));
        if (any.status === "quoted") expect(best.premium.premiumCents).toBeLessThanOrEqual(any.premium.premiumCents);
        for (const q of [none, best]) {
          const bound = q.worksheet.some((l) => l.step === "minimum");
          expect(q.notices.some((n) => n.text.startsWith("Minimum premium applies"))).toBe(bound);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("HS-CGL: a risk just above the minimum with no answers rates to the minimum with the best ones, and the card says so", () => {
    // Scale the payroll so the premium with no answers lands about 1% above the $750 minimum.
    const probe = quote(request("HS-CGL", plumber));
    const minimum = minimumPremiumForLimit(program("HS-CGL").ratingPlan as BusinessRatingPlan, line(probe.worksheet, "ilf")!.factor!);
    const scale = (minimum * 1.01) / line(probe.worksheet, "territory")!.runningCents;
    const small: Risk = { ...plumber, annualRevenueCents: 10_000_000, annualPayrollCents: Math.round(plumber.annualPayrollCents! * scale) };
    const none = quote(request("HS-CGL", small));
    const best = quote(request("HS-CGL", small, BEST));
    expect(line(none.worksheet, "minimum")).toBeUndefined();
    expect(none.premium.premiumCents).toBeGreaterThan(minimum);
    expect(none.notices.map((n) => n.text).filter((t) => t.startsWith("Minimum premium"))).toEqual([]);

    // the credits are on the worksheet, then the minimum line that binds the price
    const steps = best.worksheet.map((l) => l.step);
    expect(steps.lastIndexOf("schedule")).toBe(steps.indexOf("minimum") - 1);
    expect(line(best.worksheet, "minimum")!.label).toBe(`Minimum premium applies: ${dollars(minimum)}`);
    expect(best.premium.premiumCents).toBe(minimum);
    const rated = before(best.worksheet, "minimum");
    expect(rated).toBeLessThan(minimum);
    expect(best.notices.find((n) => n.text.startsWith("Minimum premium applies"))).toEqual({
      type: "notice",
      level: "info",
      text: `Minimum premium applies: the program's minimum premium of ${dollars(minimum)} sets the price (the premium rated to ${dollars(rated)} after the schedule credits and debits of the answers).`,
    });
  });
});

function dollars(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 })}`;
}
