// Test fixtures for the sandbox carrier: a program, risks, and a fixed-price rating engine.
import { NO_UNDERWRITING_RULES } from "@/lib/underwriting/rules";
import type { BusinessRisk, ProgramForRating, RatingOutcome, RatingRequest, TravelRisk } from "@/lib/rating/types";

export const TEST_PROGRAM: ProgramForRating = {
  id: "prog-test-bop",
  code: "TEST_BOP",
  type: "BOP",
  carrierCode: "SANDBOX",
  statesWritten: ["CA", "TX"],
  classCodes: ["10100"],
  eligibility: { kind: "business", maxRevenueCents: 500_000_000, maxEmployees: 50 },
  options: [{ key: "glLimit", label: "GL limit", unit: "money", values: [100_000_000, 200_000_000], default: 100_000_000 }],
  endorsements: [],
  ratingPlan: {},
  underwriting: NO_UNDERWRITING_RULES,
};

export const TEST_PROGRAM_TI: ProgramForRating = {
  ...TEST_PROGRAM,
  id: "prog-test-ti",
  code: "TEST_TI",
  type: "TI",
  classCodes: [],
  eligibility: { kind: "travel", maxTripDays: 90, maxTripCostCents: 5_000_000, maxTravellerAge: 80, excludedDestinations: [], residenceCountries: ["US"] },
  options: [{ key: "medicalLimit", label: "Medical", unit: "money", values: [5_000_000], default: 5_000_000 }],
};

export function businessRisk(businessName: string): BusinessRisk {
  return {
    kind: "business",
    classCode: "10100",
    businessName,
    mailingState: "CA",
    mailingZip: "94105",
    employeeCount: 4,
    annualRevenueCents: 85_000_000,
    effectiveDate: "2026-12-01",
  };
}

export function travelRisk(lastName: string): TravelRisk {
  return {
    kind: "travel",
    countryOfResidence: "US",
    residenceState: "CA",
    destinationCountry: "FR",
    startDate: "2026-12-10",
    endDate: "2026-12-20",
    tripCostCents: 400_000,
    insureds: [
      { firstName: "Ada", lastName: "Lovelace", dateOfBirth: "1980-01-01" },
      { firstName: "Bo", lastName, dateOfBirth: "1985-06-01" },
    ],
  };
}

let seq = 0;
/** A unique applicationId per call, so requests never share sandbox state (FLAKY/RATELIMIT counts). */
export function newApplicationId(prefix = "app"): string {
  seq += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${seq}`;
}

export function ratingRequest(risk: BusinessRisk | TravelRisk, applicationId = newApplicationId()): RatingRequest {
  const program = risk.kind === "business" ? TEST_PROGRAM : TEST_PROGRAM_TI;
  return {
    applicationId,
    program,
    risk,
    options: Object.fromEntries(program.options.map((o) => [o.key, o.default])),
    asOf: "2026-11-22",
  };
}

export const FIXED_PREMIUM = {
  premiumCents: 100_000,
  fees: [{ code: "policy_fee", label: "Policy fee", amountCents: 2_500 }],
  taxes: [{ code: "premium_tax", label: "Premium tax 3%", rate: 0.03, amountCents: 3_000 }],
  feesCents: 2_500,
  taxesCents: 3_000,
  totalCents: 105_500,
};

/** Markers understood by fixedPriceRate (the test engine), not by the sandbox server. */
export const TEST_BAD_TOTALS = "TEST_BAD_TOTALS";
export const TEST_ENGINE_FAILS = "TEST_ENGINE_FAILS";

/** A rating engine with a fixed premium; risk markers make it misbehave as a carrier's engine might. */
export async function fixedPriceRate(req: RatingRequest): Promise<RatingOutcome> {
  const name = req.risk.kind === "business" ? req.risk.businessName : "";
  if (name.includes(TEST_ENGINE_FAILS)) return { status: "failed", reason: "rating plan has no rate for class 10100" };
  const premium = name.includes(TEST_BAD_TOTALS) ? { ...FIXED_PREMIUM, totalCents: FIXED_PREMIUM.totalCents + 1 } : FIXED_PREMIUM;
  return {
    status: "quoted",
    premium,
    worksheet: [
      { step: "base", label: "Fixed base premium", amountCents: 100_000, runningCents: 100_000 },
      { step: "policy_fee", label: "Policy fee", amountCents: 2_500, runningCents: 102_500 },
      { step: "premium_tax", label: "Premium tax 3%", factor: 0.03, amountCents: 3_000, runningCents: 105_500 },
    ],
    carrierQuoteId: `Q-${req.applicationId}`,
    carrierApplicationId: `A-${req.applicationId}`,
    externalId: null,
    notices: [{ text: "Sandbox quote, not bindable with a real carrier.", type: "notice", level: "info" }],
  };
}

export function programLookup(code: string): ProgramForRating | undefined {
  return [TEST_PROGRAM, TEST_PROGRAM_TI].find((p) => p.code === code);
}
