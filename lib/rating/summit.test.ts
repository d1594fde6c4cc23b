// Summit, the carrier reached over HTTP: its two programs' rating math against hand-computed examples,
// first in process, then the same risks quoted by the sandbox carrier over the wire through the HTTP
// adapter, which must price them to the cent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARRIERS } from "@/prisma/seed-data/carriers";
import { createHttpCarrierAdapter } from "./carriers/sandbox-http/adapter";
import { sandboxProgramLookup, startSandboxCarrier, type RunningSandboxCarrier } from "@/sandbox-carrier/start";
import { rateBusiness } from "./business";
import { rateTravel } from "./travel";
import type { BusinessRatingPlan, BusinessRisk, RatingRequest, SelectedOptions, TravelRatingPlan, TravelRisk } from "./types";

const summit = CARRIERS.find((c) => c.code === "summit")!;
const planOf = (code: string) => summit.programs.find((p) => p.code === code)!.ratingPlan;
const program = (code: string) => sandboxProgramLookup()(code)!;
const steps = (ws: Array<{ step: string; amountCents: number; runningCents: number }>) => ws.map((l) => [l.step, l.amountCents, l.runningCents]);

function bop(risk: Partial<BusinessRisk>, options: SelectedOptions): RatingRequest {
  return {
    applicationId: "33333333-3333-4333-8333-333333333333",
    program: program("SA-BOP"),
    risk: {
      kind: "business",
      classCode: "10100",
      businessName: "Summit Test Co",
      mailingState: "IL",
      mailingZip: "60601",
      employeeCount: 5,
      annualRevenueCents: 85_000_000,
      effectiveDate: "2025-04-01",
      ...risk,
    },
    options,
    asOf: "2025-03-01",
  };
}

function trip(risk: Partial<TravelRisk>, medicalLimit: number): RatingRequest {
  return {
    applicationId: "44444444-4444-4444-8444-444444444444",
    program: program("SA-TI"),
    risk: {
      kind: "travel",
      countryOfResidence: "US",
      residenceState: "GA",
      destinationCountry: "JP",
      startDate: "2025-06-10",
      endDate: "2025-06-29",
      tripCostCents: 600_000,
      insureds: [{ dateOfBirth: "1980-09-15" }, { dateOfBirth: "2010-06-11" }],
      ...risk,
    },
    options: { medicalLimit },
    asOf: "2025-03-01",
  };
}

// Bakery in IL, $850,000 revenue, $500,000 GL, $25,000 BPP, $2,500 deductible.
// Summit's class 10100 rates: GL 1.90 x 0.8 = $1.52 per $1,000; property 0.62 x 0.9 = 0.558 -> $0.56 per $100.
//   GL: 850 x $1.52                         = $1,292.00  -> 129,200
//   ILF $500,000 0.84: 1,292 x 0.84         = $1,085.28  -> 108,528 (-20,672)
//   Property: 250 x $0.56                   = $140.00    -> +14,000 = 122,528
//   Deductible $2,500 0.88 on property: 140 x 0.88 = 123.20 -> -1,680 = 120,848
//   Territory IL 1.08: 1,208.48 x 1.08      = $1,305.1584 -> 130,516 (+9,668)
//   Rounding to dollars $1,305              -> -16 = 130,500 (over the $546 minimum at this limit)
//   Policy fee $35                          -> +3,500 = 134,000
//   No tax line: Summit is admitted, its premium tax is in the rates (decision 028) = 134,000
const BAKERY = bop({}, { glLimit: 50_000_000, bppLimit: 2_500_000, deductible: 250_000 });
const BAKERY_STEPS = [
  ["base", 129_200, 129_200],
  ["ilf", -20_672, 108_528],
  ["property", 14_000, 122_528],
  ["deductible", -1_680, 120_848],
  ["territory", 9_668, 130_516],
  ["rounding", -16, 130_500],
  ["policy_fee", 3_500, 134_000],
];

// Two travellers to Japan for 20 days, $6,000 trip cost split $3,000 each, $250,000 medical, GA resident.
//   Traveller 1 born 1980-09-15: 44 on 2025-06-10 -> band 40-54 $5.60 per $100: 30 x 5.60 = $168.00 -> 16,800
//   Traveller 2 born 2010-06-11: 14 (15 the next day) -> band 0-17 $4.25: 30 x 4.25 = $127.50 -> 12,750 = 29,550
//   10 to 29 June = 20 days -> band up to 30 days 1.08 (one duration scale for every trip plan): 31,914 (+2,364)
//   Japan: high medical cost destinations 1.10: 35,105.4 -> 35,105 (+3,191)
//   Medical $250,000 1.06 (one medical-limit scale for every trip plan): 37,211.3 -> 37,211 (+2,106); over the $30 x 2 minimum
//   Rounding $372.11 -> $372: 37,200 (-11); policy fee $10 -> 38,200
//   No tax line = 38,200
const FAMILY_TRIP = trip({}, 25_000_000);
const FAMILY_TRIP_STEPS = [
  ["base", 16_800, 16_800],
  ["base", 12_750, 29_550],
  ["duration", 2_364, 31_914],
  ["destination", 3_191, 35_105],
  ["medical_limit", 2_106, 37_211],
  ["rounding", -11, 37_200],
  ["policy_fee", 1_000, 38_200],
];

describe("Summit rating math: hand-computed examples", () => {
  it("SA-BOP bakery in IL at a $500,000 limit, $25,000 BPP and a $2,500 deductible", () => {
    const plan = planOf("SA-BOP") as BusinessRatingPlan;
    expect(plan.classRates["10100"]).toEqual({ liabilityPer1000Revenue: 1.52, propertyPer100: 0.56 });
    const { premium, worksheet } = rateBusiness(plan, BAKERY);
    expect(steps(worksheet)).toEqual(BAKERY_STEPS);
    expect(premium).toMatchObject({ premiumCents: 130_500, feesCents: 3_500, taxesCents: 0, totalCents: 134_000 });
  });

  it("SA-BOP small deli in OH: the $650 minimum premium, at a $300,000 limit $468, applies", () => {
    // Class 10140: GL 2.9 x 0.8 = $2.32; property 0.44 x 0.9 = 0.396 -> $0.40. $100,000 revenue, $300,000 GL,
    // $10,000 BPP, $500 deductible.
    //   100 x $2.32 = $232.00 -> 23,200; ILF 0.72 -> 16,704 (-6,496); property 100 x $0.40 -> +4,000 = 20,704
    //   deductible $500 1.00 -> 0; OH 0.92: 19,047.68 -> 19,048 (-1,656);
    //   minimum $650 x ILF 0.72 = $468 -> 46,800 (+27,752)
    //   rounding 0; policy fee 3,500 -> 50,300 = total
    const plan = planOf("SA-BOP") as BusinessRatingPlan;
    const req = bop(
      { classCode: "10140", mailingState: "OH", mailingZip: "43004", annualRevenueCents: 10_000_000 },
      { glLimit: 30_000_000, bppLimit: 1_000_000, deductible: 50_000 },
    );
    const { premium, worksheet } = rateBusiness(plan, req);
    expect(steps(worksheet)).toEqual([
      ["base", 23_200, 23_200],
      ["ilf", -6_496, 16_704],
      ["property", 4_000, 20_704],
      ["deductible", 0, 20_704],
      ["territory", -1_656, 19_048],
      ["minimum", 27_752, 46_800],
      ["rounding", 0, 46_800],
      ["policy_fee", 3_500, 50_300],
    ]);
    expect(worksheet.find((l) => l.step === "minimum")!.label).toBe("Minimum premium applies: $468 ($650 at the basic limit x 0.72 for a $300,000 limit)");
    expect(premium.totalCents).toBe(50_300);
  });

  it("SA-TI two travellers in different age bands, 20 days in Japan, $250,000 medical", () => {
    const rated = rateTravel(planOf("SA-TI") as TravelRatingPlan, FAMILY_TRIP);
    expect(steps(rated.worksheet)).toEqual(FAMILY_TRIP_STEPS);
    expect(rated.premium).toMatchObject({ premiumCents: 37_200, feesCents: 1_000, taxesCents: 0, totalCents: 38_200 });
  });
});

describe("Summit over HTTP: the sandbox carrier prices the same examples to the cent", () => {
  let carrier: RunningSandboxCarrier;
  beforeAll(async () => {
    carrier = await startSandboxCarrier();
  });
  afterAll(async () => carrier?.close());

  it.each([
    ["SA-BOP bakery", BAKERY, BAKERY_STEPS, 134_000],
    ["SA-TI family trip", FAMILY_TRIP, FAMILY_TRIP_STEPS, 38_200],
  ] as const)("%s", async (_name, req, expectedSteps, totalCents) => {
    const adapter = createHttpCarrierAdapter({ baseUrl: carrier.url, timeoutMs: 5_000, maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0 });
    const outcome = await adapter.rate({ ...req, applicationId: crypto.randomUUID() }, { signal: AbortSignal.timeout(10_000) });
    expect(outcome.status).toBe("quoted");
    if (outcome.status !== "quoted") return;
    expect(outcome.premium.totalCents).toBe(totalCents);
    expect(steps(outcome.worksheet)).toEqual(expectedSteps);
  });
});
