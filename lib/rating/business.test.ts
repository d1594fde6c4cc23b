import { describe, expect, it } from "vitest";
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";
import { rateBusiness, roundCents } from "./business";
import { rateWithPlan } from "./carriers/rating-table/adapter";
import { RatingPlanError } from "./plan-schema";
import type { BusinessRatingPlan, BusinessRisk, PremiumBreakdown, ProgramForRating, RatingRequest, SelectedOptions, WorksheetLine } from "./types";

function seedProgram(code: string): ProgramForRating & { ratingPlan: BusinessRatingPlan } {
  for (const carrier of CARRIERS) {
    const p = carrier.programs.find((x) => x.code === code);
    if (p && p.ratingPlan.kind === "business") {
      return { ...seedProgramForRating(carrier.code, p), id: `id-${code}`, ratingPlan: p.ratingPlan };
    }
  }
  throw new Error(`no business program ${code}`);
}

function request(code: string, risk: Partial<BusinessRisk>, options: SelectedOptions): RatingRequest & { program: { ratingPlan: BusinessRatingPlan } } {
  return {
    applicationId: "11111111-1111-4111-8111-111111111111",
    program: seedProgram(code),
    risk: {
      kind: "business",
      classCode: "10100",
      businessName: "Test Co",
      mailingState: "OH",
      mailingZip: "43004",
      employeeCount: 5,
      annualRevenueCents: 50_000_000,
      effectiveDate: "2025-04-01",
      ...risk,
    },
    options,
    asOf: "2025-03-01",
  };
}

const rate = (req: ReturnType<typeof request>) => rateBusiness(req.program.ratingPlan, req);
const steps = (ws: WorksheetLine[]) => ws.map((l) => [l.step, l.amountCents, l.runningCents]);

function expectConsistent(premium: PremiumBreakdown, worksheet: WorksheetLine[]): void {
  expect(worksheet.at(-1)!.runningCents).toBe(premium.totalCents);
  expect(worksheet.reduce((s, l) => s + l.amountCents, 0)).toBe(premium.totalCents);
  worksheet.reduce((prev, l) => {
    expect(l.runningCents).toBe(prev + l.amountCents);
    return l.runningCents;
  }, 0);
  expect(premium.totalCents).toBe(premium.premiumCents + premium.feesCents + premium.taxesCents);
  expect(premium.feesCents).toBe(premium.fees.reduce((s, f) => s + f.amountCents, 0));
  expect(premium.taxesCents).toBe(premium.taxes.reduce((s, t) => s + t.amountCents, 0));
  const rounding = worksheet.find((l) => l.step === "rounding")!;
  expect(rounding.runningCents).toBe(premium.premiumCents);
  expect(premium.premiumCents % 100).toBe(0);
}

describe("rateBusiness: hand-computed examples", () => {
  it("KM-BOP bakery in CA (territory 1.15), $1M GL, $50,000 BPP, $1,000 deductible", () => {
    const req = request(
      "KM-BOP",
      { classCode: "10100", mailingState: "CA", annualRevenueCents: 85_000_000 },
      { glLimit: 100_000_000, bppLimit: 5_000_000, deductible: 100_000 },
    );
    expect(req.program.ratingPlan.classRates["10100"]).toEqual({ liabilityPer1000Revenue: 1.62, propertyPer100: 0.62 });
    // GL: $850,000 / $1,000 = 850 x $1.62 (1.90 x 0.85 = 1.615) = $1,377.00 -> 137,700
    // ILF $1M 1.00                                  = $1,377.00   -> 137,700
    // Property: $50,000 / $100 = 500 x $0.62        = $310.00     -> +31,000   = 168,700
    // Property deductible $1,000: 310.00 x 0.95     = $294.50     -> -1,550    = 167,150
    // Territory CA: 1,671.50 x 1.15                 = $1,922.225  -> +25,073   = 192,223 (half away from zero)
    // Rounding to dollars                           = $1,922      -> -23       = 192,200
    // Policy fee $25                                                -> +2,500    = 194,700
    // No tax line: an admitted carrier's premium tax is in its rates (decision 028)
    const { premium, worksheet } = rate(req);
    expect(steps(worksheet)).toEqual([
      ["base", 137_700, 137_700],
      ["ilf", 0, 137_700],
      ["property", 31_000, 168_700],
      ["deductible", -1_550, 167_150],
      ["territory", 25_073, 192_223],
      ["rounding", -23, 192_200],
      ["policy_fee", 2_500, 194_700],
    ]);
    expect(premium).toEqual({
      premiumCents: 192_200,
      fees: [{ code: "policy_fee", label: "Policy fee", amountCents: 2_500 }],
      taxes: [],
      feesCents: 2_500,
      taxesCents: 0,
      totalCents: 194_700,
    });
    expect(worksheet[0]!.label).toBe("Class 10100 general liability: $1.62 per $1,000 of revenue x 850");
    expectConsistent(premium, worksheet);
  });

  it("KM-CGL plumber in TX at a $2M limit with a $2,500 deductible: rated on payroll, subcontracted cost beside it", () => {
    const req = request(
      "KM-CGL",
      { classCode: "30100", mailingState: "TX", annualRevenueCents: 120_000_000, annualPayrollCents: 40_000_000, subcontractedCostCents: 10_000_000 },
      { glLimit: 200_000_000, deductible: 250_000 },
    );
    // 12.50 (the class's revenue base) x 0.05 = $0.625 -> $0.63 per $100 of payroll; x 0.25 = $3.125 -> $3.13 per $1,000 subcontracted
    expect(req.program.ratingPlan.classRates["30100"]).toEqual({ liabilityPer100Payroll: 0.63, subcontractedPer1000: 3.13 });
    // 4,000 x $0.63 = $2,520.00 -> 252,000; 100 x $3.13 = $313.00 -> 283,300 (revenue is not rated)
    // ILF $2M 1.12 -> 317,296 (+33,996); deductible $2,500 0.95 -> 301,431.2 -> 301,431 (-15,865)
    // TX 1.10 -> 331,574.1 -> 331,574 (+30,143); rounding $3,315.74 -> $3,316 = 331,600 (+26)
    // policy fee 2,500 -> 334,100 = total (admitted: no tax line)
    const { premium, worksheet } = rate(req);
    expect(steps(worksheet)).toEqual([
      ["base", 252_000, 252_000],
      ["base_subcontracted", 31_300, 283_300],
      ["ilf", 33_996, 317_296],
      ["deductible", -15_865, 301_431],
      ["territory", 30_143, 331_574],
      ["rounding", 26, 331_600],
      ["policy_fee", 2_500, 334_100],
    ]);
    expect(worksheet[0]!.label).toBe("Class 30100 general liability: $0.63 per $100 of payroll x 4,000");
    expect(worksheet[1]!.label).toBe("Subcontracted work: $3.13 per $1,000 of subcontracted cost x 100");
    expect(worksheet[2]!.factor).toBe(1.12);
    expect(premium.totalCents).toBe(334_100);
    expectConsistent(premium, worksheet);
    // without a payroll the plan cannot price the class
    expect(() => rate(request("KM-CGL", { classCode: "30100", mailingState: "TX" }, { glLimit: 200_000_000, deductible: 250_000 }))).toThrow(/on payroll/);
  });

  it("MP-PL management consultant in IL, $2M limit, $5,000 retention credit", () => {
    const req = request(
      "MP-PL",
      { classCode: "40300", mailingState: "IL", annualRevenueCents: 64_000_000, employeeCount: 2 },
      { plLimit: 200_000_000, plRetention: 500_000 },
    );
    expect(req.program.ratingPlan.classRates["40300"]!.liabilityPer1000Revenue).toBe(3.23);
    // 640 x $3.23 = $2,067.20 -> 206,720; ILF $2M 1.20 -> 248,064 (+41,344)
    // retention $5,000 0.90: 248,064 x 0.9 = 223,257.6 -> 223,258 (-24,806)
    // IL 1.05: 223,258 x 1.05 = 234,420.9 -> 234,421 (+11,163); rounding -> 234,400 (-21)
    // policy fee 5,000 -> 239,400 = total: no "IL premium tax" on top (admitted, decision 028)
    const { premium, worksheet } = rate(req);
    expect(steps(worksheet)).toEqual([
      ["base", 206_720, 206_720],
      ["ilf", 41_344, 248_064],
      ["deductible", -24_806, 223_258],
      ["territory", 11_163, 234_421],
      ["rounding", -21, 234_400],
      ["policy_fee", 5_000, 239_400],
    ]);
    expect(premium.taxes).toEqual([]);
    expect(premium.premiumCents).toBe(234_400);
    expectConsistent(premium, worksheet);
  });

  it("HS-CGL (surplus lines) roofer in CA: SL tax and stamping fee on premium + policy fee", () => {
    const req = request(
      "HS-CGL",
      { classCode: "30630", mailingState: "CA", annualRevenueCents: 90_000_000, annualPayrollCents: 30_000_000 },
      { glLimit: 100_000_000, deductible: 100_000 },
    );
    // 21.00 x 1.15 (surplus lines level) x 0.05 = $1.2075 -> $1.21 per $100 of payroll
    expect(req.program.ratingPlan.classRates["30630"]!.liabilityPer100Payroll).toBe(1.21);
    // 3,000 x $1.21 = $3,630.00 -> 363,000; ILF 1.00 -> 363,000
    // deductible $1,000 0.98 -> 355,740 (-7,260); CA 1.15 -> 409,101 (+53,361)
    // rounding $4,091.01 -> $4,091 = 409,100 (-1); policy fee 15,000 -> 424,100
    // CA SL tax 3% x 424,100 = 12,723; stamping 0.18% x 424,100 = 763.38 -> 763
    // total 409,100 + 15,000 + 12,723 + 763 = 437,586
    const { premium, worksheet } = rate(req);
    expect(steps(worksheet)).toEqual([
      ["base", 363_000, 363_000],
      ["ilf", 0, 363_000],
      ["deductible", -7_260, 355_740],
      ["territory", 53_361, 409_101],
      ["rounding", -1, 409_100],
      ["policy_fee", 15_000, 424_100],
      ["surplus_lines_tax", 12_723, 436_823],
      ["stamping_fee", 763, 437_586],
    ]);
    expect(premium.taxes).toEqual([
      { code: "surplus_lines_tax", label: "CA surplus lines tax", rate: 0.03, amountCents: 12_723 },
      { code: "stamping_fee", label: "CA stamping fee", rate: 0.0018, amountCents: 763 },
    ]);
    expect(premium.totalCents).toBe(437_586);
    expectConsistent(premium, worksheet);
  });

  it("MP-PL small marketing consultant in OH: the $750 minimum premium applies", () => {
    const req = request(
      "MP-PL",
      { classCode: "40310", mailingState: "OH", annualRevenueCents: 9_000_000, employeeCount: 2 },
      { plLimit: 100_000_000, plRetention: 250_000 },
    );
    expect(req.program.ratingPlan.classRates["40310"]!.liabilityPer1000Revenue).toBe(2.76);
    // 90 x $2.76 = $248.40 -> 24,840; ILF 1.00; retention $2,500 1.00; OH 0.95 -> 23,598 (-1,242)
    // minimum $750 -> 75,000 (+51,402); rounding 0; fee 5,000; total 80,000
    const { premium, worksheet } = rate(req);
    expect(steps(worksheet)).toEqual([
      ["base", 24_840, 24_840],
      ["ilf", 0, 24_840],
      ["deductible", 0, 24_840],
      ["territory", -1_242, 23_598],
      ["minimum", 51_402, 75_000],
      ["rounding", 0, 75_000],
      ["policy_fee", 5_000, 80_000],
    ]);
    expect(premium.totalCents).toBe(80_000);
    expectConsistent(premium, worksheet);
  });

  it("KM-CGL small CPA firm in TX: the $400 minimum carries the limit's factor, so each limit costs more", () => {
    // 50 x the class rate is far under the minimum at every limit; the minimum is $400 at $1M (ILF 1.00):
    // $300,000 0.72 -> $288; $500,000 0.84 -> $336; $1,000,000 -> $400; $2,000,000 1.12 -> $448.
    const premiums = [30_000_000, 50_000_000, 100_000_000, 200_000_000].map((glLimit) => {
      const req = request("KM-CGL", { classCode: "40100", mailingState: "TX", annualRevenueCents: 5_000_000 }, { glLimit, deductible: 50_000 });
      const { premium, worksheet } = rate(req);
      expectConsistent(premium, worksheet);
      expect(worksheet.some((l) => l.step === "minimum")).toBe(true);
      return premium.premiumCents;
    });
    expect(premiums).toEqual([28_800, 33_600, 40_000, 44_800]);
  });

  it("a state without a territory entry uses the default factor; admitted adds no tax line", () => {
    // KM-CGL bookstore in AZ: 400 x $1.80 = 72,000; ILF $500k 0.84 -> 60,480; deductible $500 1.00;
    // AZ default 1.00; minimum $400 not reached; rounding -> 60,500 (+20); fee 2,500; total 63,000
    const req = request("KM-CGL", { classCode: "20200", mailingState: "AZ", annualRevenueCents: 40_000_000 }, { glLimit: 50_000_000, deductible: 50_000 });
    const { premium, worksheet } = rate(req);
    expect(worksheet.find((l) => l.step === "territory")).toMatchObject({ factor: 1, label: "Territory AZ (default factor)", amountCents: 0 });
    expect(premium.taxes).toEqual([]);
    expect(premium.totalCents).toBe(premium.premiumCents + 2_500);
    expectConsistent(premium, worksheet);
  });

  it("HS-CGL (surplus lines) in a state written since issue 27: OH 5% SL tax, no stamping fee line; FL 4.94% + 0.06%", () => {
    const risk = { classCode: "30630", annualRevenueCents: 90_000_000, annualPayrollCents: 30_000_000 };
    const options = { glLimit: 100_000_000, deductible: 100_000 };
    const oh = rate(request("HS-CGL", { ...risk, mailingState: "OH", mailingZip: "43004" }, options));
    const base = oh.premium.premiumCents + oh.premium.feesCents;
    expect(oh.premium.taxes).toEqual([{ code: "surplus_lines_tax", label: "OH surplus lines tax", rate: 0.05, amountCents: roundCents(base * 0.05) }]);
    expectConsistent(oh.premium, oh.worksheet);
    const fl = rate(request("HS-CGL", { ...risk, mailingState: "FL", mailingZip: "33101" }, options));
    const flBase = fl.premium.premiumCents + fl.premium.feesCents;
    expect(fl.premium.taxes).toEqual([
      { code: "surplus_lines_tax", label: "FL surplus lines tax", rate: 0.0494, amountCents: roundCents(flBase * 0.0494) },
      { code: "stamping_fee", label: "FL stamping fee", rate: 0.0006, amountCents: roundCents(flBase * 0.0006) },
    ]);
    expectConsistent(fl.premium, fl.worksheet);
  });

  it("adds the flat premium of an added endorsement; an included one is free", () => {
    const req = request("KM-BOP", { classCode: "20100", mailingState: "OH" }, { glLimit: 100_000_000, bppLimit: 5_000_000, deductible: 100_000 });
    const plain = rate(req);
    const withAuto = rateBusiness(req.program.ratingPlan, req, ["hired_non_owned_auto", "equipment_breakdown"]);
    expect(withAuto.worksheet.filter((l) => l.step === "endorsement")).toEqual([
      { step: "endorsement", label: "Endorsement: Hired and non-owned auto liability", amountCents: 15_000, runningCents: expect.any(Number) },
    ]);
    expect(withAuto.premium.premiumCents - plain.premium.premiumCents).toBe(15_000);
    expect(() => rateBusiness(req.program.ratingPlan, req, ["nope"])).toThrow(RatingPlanError);
  });

  it("an endorsement added to a risk priced at its minimum costs its full charge: it comes on top of the minimum", () => {
    const req = request("KM-CGL", { classCode: "40300", mailingState: "OH", annualRevenueCents: 2_000_000 }, { glLimit: 100_000_000, deductible: 100_000 });
    const plain = rate(req);
    expect(plain.worksheet.some((l) => l.step === "minimum")).toBe(true);
    const added = rateBusiness(req.program.ratingPlan, req, ["waiver_of_subrogation"]);
    const steps = added.worksheet.map((l) => l.step);
    expect(steps.indexOf("endorsement")).toBe(steps.indexOf("minimum") + 1);
    expect(added.premium.premiumCents - plain.premium.premiumCents).toBe(7_500);
  });

  it("prices the request's endorsements through the table adapter: $75 for KM-CGL's blanket waiver of subrogation, above the minimum", () => {
    // A plumber with $500,000 of payroll is priced well above KM-CGL's minimum, so each line adds its full charge.
    const req = request(
      "KM-CGL",
      { classCode: "30100", mailingState: "TX", annualRevenueCents: 120_000_000, annualPayrollCents: 50_000_000 },
      { glLimit: 200_000_000, deductible: 250_000 },
    );
    const plain = rateWithPlan(req);
    const added = rateWithPlan({ ...req, endorsements: ["waiver_of_subrogation", "primary_non_contributory"] });
    if (plain.status !== "quoted" || added.status !== "quoted") throw new Error(`expected quotes: ${JSON.stringify(plain)}`);
    expect(plain.worksheet.some((l) => l.step === "minimum")).toBe(false);
    expect(added.worksheet.filter((l) => l.step === "endorsement").map((l) => [l.label, l.amountCents])).toEqual([
      ["Endorsement: Blanket waiver of subrogation", 7_500],
      ["Endorsement: Primary and non-contributory", 5_000],
    ]);
    expect(added.premium.premiumCents - plain.premium.premiumCents).toBe(12_500);
    // An endorsement the program does not make available fails the rating rather than pricing something else.
    expect(rateWithPlan({ ...req, endorsements: ["action_over"] })).toMatchObject({ status: "failed" });
  });

  it("throws RatingPlanError when the plan has no rate for the class or no factor for the option", () => {
    const req = request("MP-PL", { classCode: "30100" }, { plLimit: 100_000_000, plRetention: 250_000 });
    expect(() => rate(req)).toThrow(RatingPlanError);
    const badLimit = request("MP-PL", { classCode: "40300" }, { plLimit: 123, plRetention: 250_000 });
    expect(() => rate(badLimit)).toThrow(/increased-limits/);
  });
});

describe("roundCents", () => {
  it("rounds half away from zero, ignoring binary noise", () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(2_449_534.5)).toBe(2_449_535);
    expect(roundCents(63_400 * 0.0225)).toBe(1_427); // 1,426.5 exactly on paper
    expect(roundCents(1.4999)).toBe(1);
    expect(Object.is(roundCents(-0.2), 0)).toBe(true);
  });
});
