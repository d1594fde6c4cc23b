// Carriers and programs of the sandbox marketplace. Pure data: imports only types and the other seed data.
//
// Everything here is FICTIONAL: carrier and program names, NAIC company codes and rating figures.
// Figures are illustrative values chosen to sit in the ranges seen in published small-commercial
// manuals and state tax tables; they are NOT any carrier's filing, and tax rates must be verified
// against the state's current publication before any production use. Money is in cents.
import type {
  BusinessRatingPlan,
  Coverage,
  DownPayment,
  Eligibility,
  Endorsement,
  Notice,
  OptionSet,
  PaymentPlan,
  PlanTaxes,
  ProgramForRating,
  ProgramType,
  TermsItem,
  TravelRatingPlan,
} from "../../lib/rating/types";
import type { ServicingRules } from "../../lib/policies/rules";
import { underwritingRulesOf } from "./underwriting";
import { basisOf } from "./classifications";
import { SURPLUS_LINES_STATE_TAXES } from "./surplus-lines-taxes";

export interface ProgramSeed {
  code: string; // unique, "<carrier prefix>-<type>"; the prefix is the carrier's reference prefix
  type: ProgramType;
  name: string;
  slug: string;
  description: string;
  tagline: string;
  tier: "essential" | "standard" | "preferred" | "premier";
  isFeatured: boolean;
  renewalType: "renewable" | "non_renewable";
  renewalFrequency: "annual" | "single_trip";
  quoteValidityDays: number;
  marketing: { shortDescription: string; badges: string[]; cardHighlights: string[] };
  options: OptionSet[];
  endorsements: Endorsement[];
  paymentPlans: PaymentPlan[];
  notices: Notice[];
  terms: TermsItem[];
  coverages: Coverage[];
  statesWritten: string[]; // USPS codes
  classCodes: string[]; // business programs: classes in appetite (= the plan's classRates keys); TI: []
  eligibility: Eligibility;
  ratingPlan: BusinessRatingPlan | TravelRatingPlan;
  applicationForm: Record<string, unknown>; // JSON Schema, draft 2020-12
  ratingPlanSources: string;
  servicing: ServicingRules; // cancellation, notice, grace and renewal terms, applied by lib/policies
}

export interface CarrierSeed {
  code: string;
  name: string;
  adapter: "rating_table" | "sandbox_http";
  admitted: boolean; // false: surplus lines (non-admitted) carrier
  /** Financial strength rating, AM Best style (illustrative: the carriers are fictional). */
  financialStrength: string;
  naicCompanyCode: string; // FICTIONAL 5-digit code, not a real NAIC assignment
  /** Calls the carrier's rating service takes at once, across every worker (decision 023). */
  maxConcurrentCalls: number;
  programs: ProgramSeed[];
}

// ---------------------------------------------------------------------------------------------
// Shared building blocks

const usd = (dollars: number): number => Math.round(dollars * 100);

const ALL_STATES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
];
const statesExcept = (...excluded: string[]): string[] => ALL_STATES.filter((s) => !excluded.includes(s));

/**
 * Admitted carriers pay the state premium tax themselves and build it into their filed rates: no tax line is
 * added to the insured's price (decision 028).
 */
const ADMITTED_TAXES: PlanTaxes = { kind: "admitted" };

/**
 * Surplus lines tax, stamping fee and the return-premium rule of every state and DC, from the states'
 * published schedules (surplus-lines-taxes.ts, each row naming its source). Verify before production use:
 * rates change yearly.
 */
const SURPLUS_LINES_TAX: Extract<PlanTaxes, { kind: "surplus_lines" }> = {
  kind: "surplus_lines",
  rates: Object.fromEntries(
    Object.entries(SURPLUS_LINES_STATE_TAXES).map(([state, r]) => [
      state,
      { taxRate: r.taxRate, stampingFeeRate: r.stampingFeeRate, returnPremiumTax: r.returnPremiumTax },
    ]),
  ),
};
/** Surplus lines are written wherever the insured's home state is: all 50 states and DC. */
const SURPLUS_LINES_STATES = ALL_STATES.filter((s) => SURPLUS_LINES_TAX.rates[s] !== undefined);

/** Liability territory factors by state (1.00 elsewhere): our assumption of relative loss cost levels. */
const LIABILITY_TERRITORY: Record<string, number> = {
  CA: 1.15,
  NY: 1.25,
  FL: 1.2,
  TX: 1.1,
  IL: 1.08,
  NJ: 1.15,
  GA: 1.05,
  LA: 1.22,
  NV: 1.1,
  CO: 1.02,
  WA: 1.03,
  PA: 1.05,
  MA: 1.08,
  MI: 1.04,
  OH: 0.92,
  IN: 0.88,
  IA: 0.85,
  NE: 0.86,
  WI: 0.9,
  MN: 0.93,
  NC: 0.95,
  TN: 0.97,
  MO: 0.96,
  VA: 0.96,
  OR: 0.98,
  UT: 0.9,
  ID: 0.88,
  KS: 0.9,
  ME: 0.87,
  NH: 0.89,
  VT: 0.86,
};
/** PL losses track courts and contract values more than weather: a flatter table. */
const PROFESSIONAL_TERRITORY: Record<string, number> = {
  CA: 1.12,
  NY: 1.15,
  FL: 1.1,
  TX: 1.05,
  IL: 1.05,
  NJ: 1.1,
  MA: 1.05,
  WA: 1.03,
  OH: 0.95,
  IN: 0.93,
  IA: 0.92,
  WI: 0.94,
  MN: 0.95,
  NC: 0.97,
  UT: 0.94,
};

/**
 * Common base rates by class (our assumption, not a bureau's loss costs). GL: $ per $1,000 of revenue
 * at a $1M limit; roughly 0.5-1.5 for offices, 2-6 for food and retail, 8-25 for contractors.
 * Each program applies its own rate level (a multiplier) to these.
 */
const GL_BASE: Record<string, number> = {
  "10100": 1.9, // was 4.25, then 3.2: 2.7x the published GL median for a $350,000 bakery (docs/pricing-benchmarks.md)
  "10110": 1.9, // was 3.1: 2.26x the published food-and-beverage GL median for a $300,000 coffee shop on KM-CGL (docs/pricing-benchmarks.md)
  "10120": 3.6,
  "10130": 3.2,
  "10140": 2.9,
  "10200": 3.6, // was 5.4, and the restaurant family with it: 5.5x the published BOP median (docs/pricing-benchmarks.md)
  "10210": 3.1,
  "10220": 3.2,
  "10230": 5.9,
  "10240": 4.4,
  "10300": 9.5,
  "10310": 6.2,
  "10400": 2.6,
  "10410": 3.4,
  "10420": 2.8,
  "10430": 3.9,
  "20100": 1.6, // was 2.1: 1.8x the published retail GL median (docs/pricing-benchmarks.md)
  "20110": 2.2,
  "20120": 1.9,
  "20200": 1.8,
  "20210": 2.3,
  "20220": 2.6,
  "20230": 2.4,
  "20240": 3.1,
  "20250": 2.7,
  "20260": 3.3,
  "20270": 2.9,
  "20280": 2.5,
  "20290": 2.4,
  "20300": 1.7,
  "20310": 2.0,
  "20320": 2.8,
  "20330": 2.2,
  "30100": 12.5,
  "30110": 11.8,
  "30200": 10.9,
  "30300": 13.4,
  "30310": 19.0,
  "30400": 14.2,
  "30500": 9.8,
  "30600": 12.1,
  "30610": 15.6,
  "30620": 13.1,
  "30630": 21.0,
  "30640": 16.3,
  "30650": 11.4,
  "30660": 17.8,
  "30670": 12.9,
  "30680": 18.2,
  "30700": 8.2,
  "30710": 8.6,
  "30720": 9.4,
  "40100": 0.62,
  "40110": 0.58,
  "40120": 0.6,
  "40200": 1.1,
  "40210": 1.25,
  "40220": 1.35,
  "40300": 0.72,
  "40310": 0.75,
  "40320": 0.7,
  "40330": 0.85,
  "40400": 0.8,
  "40410": 0.78,
  "40420": 0.7,
  "40430": 0.82,
  "40440": 1.45,
  "40500": 0.55,
  "40510": 0.68,
  "40520": 0.74,
  "40530": 1.4,
  "40540": 0.9,
  "40550": 0.65,
  "40560": 0.66,
  "50100": 2.2, // was 3.4, and barbers and nail salons with it: 1.9x the published GL median (docs/pricing-benchmarks.md)
  "50110": 1.9,
  "50120": 2.4,
  "50130": 4.1,
  "50200": 5.6,
  "50210": 3.8,
  "50220": 5.1,
  "50230": 4.2,
  "60100": 7.4,
  "60110": 6.9,
  "60120": 7.8,
  "60200": 2.6, // was 6.8 (6.1x): premises and operations GL only, no garagekeepers or garage auto cover
  "60210": 8.4,
  "60220": 2.0, // with auto repair: premises GL only
  "60230": 5.9,
  "60240": 4.7,
  "60300": 2.7,
  "60310": 3.1,
  "60320": 4.6,
  "60330": 1.9,
  "60340": 2.4,
  // Classes added in 2025 (illustrative, like the rest: set against the existing classes of similar hazard)
  "10150": 2.9,
  "10160": 2.4,
  "10250": 2.8,
  "10260": 7.6,
  "10320": 12.8,
  "10330": 6.6,
  "10440": 3.1,
  "20340": 2.6,
  "20350": 2.7,
  "20360": 2.3,
  "20370": 3.4,
  "20380": 3.0,
  "20390": 2.0,
  "20400": 2.3,
  "20410": 1.8,
  "30120": 11.2,
  "30210": 7.9,
  "30320": 11.6,
  "30330": 12.4,
  "30510": 24.5,
  "30690": 17.2,
  "30800": 17.5,
  "30810": 14.9,
  "30820": 23.5,
  "30830": 18.6,
  "30840": 19.8,
  "30850": 15.9,
  "30860": 16.8,
  "40230": 1.3,
  "40240": 1.5,
  "40340": 0.7,
  "40350": 0.68,
  "40360": 0.6,
  "40450": 0.85,
  "40460": 0.75,
  "40470": 0.8,
  "40570": 0.6,
  "40580": 1.2,
  "40590": 0.95,
  "40600": 1.6,
  "40700": 0.95,
  "40710": 1.15,
  "40720": 1.3,
  "40730": 0.8,
  "40740": 0.55,
  "40750": 1.7,
  "50140": 3.9,
  "50150": 3.5,
  "50160": 6.8,
  "50240": 4.4,
  "50250": 7.2,
  "50300": 2.4,
  "60130": 9.6,
  "60140": 8.8,
  "60150": 7.6,
  "60250": 3.2,
  "60260": 5.4,
  "60270": 6.1,
  "60350": 3.8,
  "60360": 6.4,
  "60370": 1.9,
  "60400": 2.2,
  "60410": 5.8,
  "60420": 8.9,
  "60450": 7.9,
  "60460": 1.6,
};

/** BOP property: $ per $100 of business personal property limit (cooking and dry cleaning rate highest). */
const PROPERTY_BASE_PER_100: Record<string, number> = {
  "10100": 0.62,
  "10110": 0.48,
  "10120": 0.6,
  "10130": 0.45,
  "10140": 0.44,
  "10200": 0.78,
  "10210": 0.72,
  "10220": 0.74,
  "10400": 0.4,
  "10410": 0.46,
  "10420": 0.42,
  "20100": 0.36,
  "20110": 0.36,
  "20120": 0.55,
  "20200": 0.38,
  "20210": 0.37,
  "20220": 0.35,
  "20230": 0.37,
  "20240": 0.36,
  "20250": 0.37,
  "20260": 0.39,
  "20270": 0.38,
  "20280": 0.45,
  "20290": 0.37,
  "20300": 0.34,
  "20310": 0.35,
  "20320": 0.42,
  "20330": 0.38,
  "40100": 0.22,
  "40110": 0.22,
  "40120": 0.22,
  "40200": 0.24,
  "40210": 0.24,
  "40220": 0.25,
  "40300": 0.22,
  "40310": 0.22,
  "40320": 0.22,
  "40330": 0.23,
  "40400": 0.26,
  "40410": 0.26,
  "40420": 0.26,
  "40430": 0.26,
  "40440": 0.32,
  "40500": 0.22,
  "40510": 0.22,
  "40520": 0.25,
  "40530": 0.3,
  "40540": 0.23,
  "40550": 0.22,
  "40560": 0.22,
  "50100": 0.42,
  "50110": 0.4,
  "50120": 0.44,
  "50130": 0.46,
  "60300": 0.58,
  "60310": 0.52,
  "60320": 0.41,
  "60330": 0.36,
  "60340": 0.47,
  // Classes added in 2025 (illustrative; theft-prone stock and medical equipment rate higher)
  "10150": 0.44,
  "10160": 0.4,
  "10250": 0.6,
  "10440": 0.48,
  "20340": 0.48,
  "20350": 0.37,
  "20360": 0.37,
  "20370": 0.41,
  "20380": 0.4,
  "20390": 0.5,
  "20400": 0.38,
  "20410": 0.44,
  "40230": 0.26,
  "40240": 0.24,
  "40340": 0.22,
  "40350": 0.22,
  "40360": 0.22,
  "40450": 0.27,
  "40460": 0.3,
  "40470": 0.26,
  "40570": 0.22,
  "40580": 0.22,
  "40600": 0.23,
  "40700": 0.3,
  "40710": 0.26,
  "40720": 0.26,
  "40730": 0.3,
  "40740": 0.22,
  "40750": 0.34,
  "50140": 0.4,
  "50150": 0.42,
  "50300": 0.4,
  "60250": 0.42,
  "60370": 0.38,
  "60400": 0.3,
  "60460": 0.26,
};

/** PL: $ per $1,000 of revenue at a $1M limit and $2,500 retention (design professionals highest). */
const PL_BASE: Record<string, number> = {
  "40100": 3.6, // was 4.2: 1.8x the published median for accountants (docs/pricing-benchmarks.md)
  "40110": 3.6,
  "40120": 3.9,
  "40200": 9.8,
  "40210": 10.5,
  "40220": 5.1,
  "40300": 3.4,
  "40310": 2.9,
  "40320": 4.1,
  "40330": 3.7,
  "40400": 4.6,
  "40410": 4.8,
  "40420": 5.3,
  "40430": 3.2,
  "40500": 4.9,
  "40510": 4.4,
  "40520": 2.6,
  "40530": 2.4,
  "40540": 3.3,
  "40550": 2.7,
  "40560": 3.1,
  // Classes added in 2025 (illustrative): surveyors and inspectors near the design professionals, MSPs and
  // hosting above other IT; health care offices need malpractice cover, which no program here writes
  "40230": 8.6,
  "40240": 7.9,
  "40340": 2.8,
  "40350": 3.5,
  "40360": 2.5,
  "40450": 5.6,
  "40460": 5.0,
  "40470": 6.2,
  "40580": 4.4,
  "40590": 3.0,
  "40600": 3.4,
};

const rate2 = (x: number): number => Math.round(x * 100) / 100;

/**
 * Contractors and trades (3xxxx) and cleaning services (601xx, classifications.ts) are rated on payroll per $100,
 * with subcontracted cost per $1,000 beside it, as contractors' GL normally is; the other classes on revenue per
 * $1,000 (decision 016). The payroll rate is
 * the class's revenue base times PAYROLL_PER_REVENUE: a trade's payroll runs to roughly a third of its
 * revenue, and the published medians (README, "Calibration") put a small plumber near $1,000 a year.
 */
const PAYROLL_PER_REVENUE = 0.05;
const SUBCONTRACTED_PER_REVENUE = 0.25;
export const isPayrollRated = (classCode: string): boolean => basisOf(classCode) === "payroll"; // trades and cleaning

function classRates(codes: string[], liability: Record<string, number>, liabilityLevel: number, propertyLevel?: number): BusinessRatingPlan["classRates"] {
  return Object.fromEntries(
    codes.map((code) => {
      const l = liability[code];
      if (l === undefined) throw new Error(`no base liability rate for class ${code}`);
      const base = isPayrollRated(code)
        ? {
            liabilityPer100Payroll: rate2(l * liabilityLevel * PAYROLL_PER_REVENUE),
            subcontractedPer1000: rate2(l * liabilityLevel * SUBCONTRACTED_PER_REVENUE),
          }
        : { liabilityPer1000Revenue: rate2(l * liabilityLevel) };
      if (propertyLevel === undefined) return [code, base];
      const p = PROPERTY_BASE_PER_100[code];
      if (p === undefined) throw new Error(`no base property rate for class ${code}`);
      return [code, { ...base, propertyPer100: rate2(p * propertyLevel) }];
    }),
  );
}

const range = (from: string, to: string): string[] => Object.keys(GL_BASE).filter((c) => c >= from && c <= to);

// Options (money in cents)
const GL_LIMIT: OptionSet = {
  key: "glLimit",
  label: "General liability limit (each occurrence)",
  unit: "money",
  values: [usd(300_000), usd(500_000), usd(1_000_000), usd(2_000_000)],
  default: usd(1_000_000),
};
const GL_ILF = [
  { value: usd(300_000), factor: 0.72 },
  { value: usd(500_000), factor: 0.84 },
  { value: usd(1_000_000), factor: 1.0 },
  { value: usd(2_000_000), factor: 1.12 },
];
const BPP_LIMIT: OptionSet = {
  key: "bppLimit",
  label: "Business personal property limit",
  unit: "money",
  values: [usd(10_000), usd(25_000), usd(50_000), usd(100_000), usd(250_000), usd(500_000)],
  default: usd(50_000),
};
const DEDUCTIBLE: OptionSet = {
  key: "deductible",
  label: "Deductible",
  unit: "money",
  values: [usd(500), usd(1_000), usd(2_500), usd(5_000)],
  default: usd(1_000),
};
const PROPERTY_DEDUCTIBLE_FACTORS = [
  { value: usd(500), factor: 1.0 },
  { value: usd(1_000), factor: 0.95 },
  { value: usd(2_500), factor: 0.88 },
  { value: usd(5_000), factor: 0.82 },
];
const GL_DEDUCTIBLE_FACTORS = [
  { value: usd(500), factor: 1.0 },
  { value: usd(1_000), factor: 0.98 },
  { value: usd(2_500), factor: 0.95 },
  { value: usd(5_000), factor: 0.92 },
];
const PL_LIMIT: OptionSet = {
  key: "plLimit",
  label: "Professional liability limit (each claim / aggregate)",
  unit: "money",
  values: [usd(500_000), usd(1_000_000), usd(2_000_000), usd(3_000_000)],
  default: usd(1_000_000),
};
const PL_ILF = [
  { value: usd(500_000), factor: 0.8 },
  { value: usd(1_000_000), factor: 1.0 },
  { value: usd(2_000_000), factor: 1.2 },
  { value: usd(3_000_000), factor: 1.32 },
];
const PL_RETENTION: OptionSet = {
  key: "plRetention",
  label: "Retention (each claim)",
  unit: "money",
  values: [usd(1_000), usd(2_500), usd(5_000), usd(10_000)],
  default: usd(2_500),
};
const PL_RETENTION_FACTORS = [
  { value: usd(1_000), factor: 1.05 },
  { value: usd(2_500), factor: 1.0 },
  { value: usd(5_000), factor: 0.9 },
  { value: usd(10_000), factor: 0.85 },
];
const medicalLimit = (dollars: number[], defaultDollars: number): OptionSet => ({
  key: "medicalLimit",
  label: "Emergency medical limit (per traveller)",
  unit: "money",
  values: dollars.map(usd),
  default: usd(defaultDollars),
});

/**
 * Paid in full, or monthly: the program's down payment at bind (carriers ask 15-25% of the total, or two
 * months' worth), then the rest spread evenly over the other installments (lib/rating/payment-plans.ts).
 */
const ANNUAL_AND_MONTHLY = (monthlyFeeCents: number, downPayment: DownPayment, installments = 12): PaymentPlan[] => [
  { frequency: "annual", installments: 1, installmentFeeCents: 0 },
  { frequency: "monthly", installments, installmentFeeCents: monthlyFeeCents, downPayment },
];
const SINGLE_PAYMENT: PaymentPlan[] = [{ frequency: "annual", installments: 1, installmentFeeCents: 0 }];

/**
 * Admitted business: short rate by the standard one-year short-rate table (lib/policies/short-rate.ts) when
 * the insured cancels, pro rata when the carrier does;
 * the policy fee fully earned; 30 days' notice for an underwriting cancellation, 10 for non-payment after
 * a 10-day grace; renewal offered 60 days before expiry.
 */
const ADMITTED_SERVICING: ServicingRules = {
  insuredMethod: "short_rate",
  shortRate: "table",
  shortRatePercent: 90,
  minimumEarnedPercent: 0,
  feesFullyEarned: true,
  taxesReturnOnInsuredCancel: true,
  flatCancelAllowed: true,
  backdateDays: 30,
  noticeDays: { carrier_underwriting: 30, non_payment: 10 },
  nonPaymentGraceDays: 10,
  renewalOfferDays: 60,
  travel: null,
};
/** Meridian's professional liability files pro rata for the insured too. */
const PRO_RATA_SERVICING: ServicingRules = { ...ADMITTED_SERVICING, insuredMethod: "pro_rata" };
/**
 * Surplus lines (Harborline): when the insured cancels, short rate with a 25% minimum earned premium, as
 * its terms state; when the carrier cancels, pro rata and no minimum earned. Surplus lines tax and stamping
 * fee follow the home state's rule for tax on return premium (surplus-lines-taxes.ts): returned in
 * proportion to the return premium where the state refunds it (most do), kept where it is fully earned
 * (decision 028). The minimum earned premium applies from inception: no flat cancellation.
 */
const SURPLUS_LINES_SERVICING: ServicingRules = {
  ...ADMITTED_SERVICING,
  minimumEarnedPercent: 25,
  flatCancelAllowed: false,
};
/**
 * Single-trip travel: a 10-day free look (from purchase, before departure) returns everything; after it,
 * and once the trip starts, the premium is fully earned. Single trips do not renew.
 */
const TRAVEL_SERVICING: ServicingRules = {
  ...ADMITTED_SERVICING,
  insuredMethod: "pro_rata",
  flatCancelAllowed: false,
  // No back-dating: the free look and departure are judged by the day the cancellation is asked for.
  backdateDays: 0,
  renewalOfferDays: null,
  travel: { freeLookDays: 10, earnedAtDeparture: true },
};

const underwriting = (text: string): Notice => ({ text, type: "notice", level: "underwriting" });
const info = (text: string): Notice => ({ text, type: "notice", level: "info" });
const SUBJECT_TO_APPLICATION = underwriting("This quote is based on the information provided and is subject to the completed, signed application.");
const SURPLUS_LINES_DISCLOSURE: Notice = {
  text: "Placed with a non-admitted (surplus lines) insurer: state guaranty funds do not apply, and the home state's surplus lines tax and stamping fee are added. On cancellation they are returned with the unearned premium where the state refunds them, and kept where the state treats them as fully earned.",
  type: "notice",
  level: "regulatory",
};

const COMMON_TERMS: TermsItem[] = [
  { title: "Quote validity", text: "Premiums are valid for the number of days shown on the quote, provided the information given does not change." },
];

// JSON Schemas (draft 2020-12) of the underwriting questions, by program type
const SCHEMA = "https://json-schema.org/draft/2020-12/schema";
const yearsInBusiness = { type: "integer", minimum: 0, maximum: 200, title: "Years in business" };
const priorClaims = { type: "integer", minimum: 0, maximum: 20, title: "Claims in the past 3 years" };

const BOP_FORM = {
  $schema: SCHEMA,
  title: "Business owners policy application",
  type: "object",
  properties: {
    yearsInBusiness,
    priorClaims,
    hasSprinklers: { type: "boolean", title: "Is the premises fully sprinklered?" },
    constructionType: { type: "string", enum: ["frame", "joisted_masonry", "non_combustible", "fire_resistive"], title: "Building construction" },
    cooksWithGrease: { type: "boolean", title: "Any cooking that produces grease-laden vapors?" },
  },
  required: ["yearsInBusiness", "priorClaims", "hasSprinklers", "constructionType"],
  additionalProperties: false,
};
const CGL_FORM = {
  $schema: SCHEMA,
  title: "General liability application",
  type: "object",
  properties: {
    yearsInBusiness,
    priorClaims,
    subcontractedPercent: { type: "integer", minimum: 0, maximum: 100, title: "Share of work subcontracted (%)" },
    requiresCertificatesFromSubs: { type: "boolean", title: "Do you collect certificates of insurance from subcontractors?" },
    workAboveThreeStories: { type: "boolean", title: "Any work above three stories?" },
    nyScaffoldLawExposure: {
      type: "boolean",
      title: "Any work at height in New York (ladders, scaffolds, hoists), where the Scaffold Law (Labor Law §240) applies?",
    },
    usesWrittenContracts: { type: "boolean", title: "Do you use written contracts with customers?" },
  },
  required: ["yearsInBusiness", "priorClaims", "usesWrittenContracts"],
  additionalProperties: false,
};
const PL_FORM = {
  $schema: SCHEMA,
  title: "Professional liability application",
  type: "object",
  properties: {
    yearsInBusiness,
    priorClaims,
    licensedProfessional: { type: "boolean", title: "Are services performed by licensed or certified professionals?" },
    largestClientSharePercent: { type: "integer", minimum: 0, maximum: 100, title: "Largest client's share of revenue (%)" },
    usesWrittenContracts: { type: "boolean", title: "Do you use written contracts with clients?" },
    priorActsDate: { type: "string", format: "date", title: "Retroactive date wanted (if any)" },
  },
  required: ["yearsInBusiness", "priorClaims", "usesWrittenContracts"],
  additionalProperties: false,
};
const TI_FORM = {
  $schema: SCHEMA,
  title: "Trip insurance application",
  type: "object",
  properties: {
    tripPurpose: { type: "string", enum: ["leisure", "business", "study", "visiting_family"], title: "Purpose of trip" },
    initialDepositDate: { type: "string", format: "date", title: "Date of first trip payment" },
    anyTravellerHasPreExistingCondition: { type: "boolean", title: "Has any traveller been treated for a medical condition in the past 60 days?" },
  },
  required: ["tripPurpose", "initialDepositDate"],
  additionalProperties: false,
};

const BOP_COVERAGES: Coverage[] = [
  {
    key: "general_liability",
    name: "General liability",
    description: "Bodily injury and property damage to others arising from your premises and operations.",
    limitOptionKey: "glLimit",
  },
  {
    key: "business_personal_property",
    name: "Business personal property",
    description: "Your equipment, inventory, furniture and fixtures at the premises.",
    limitOptionKey: "bppLimit",
    deductibleOptionKey: "deductible",
  },
  {
    key: "business_income",
    name: "Business income",
    description: "Lost income and continuing expenses after a covered property loss, actual loss sustained for 12 months.",
  },
  {
    key: "products_completed_operations",
    name: "Products-completed operations",
    description: "Injury or damage caused by products you sell or work you have completed.",
  },
];
const CGL_COVERAGES: Coverage[] = [
  {
    key: "each_occurrence",
    name: "Each occurrence",
    description: "Bodily injury and property damage to others, per occurrence.",
    limitOptionKey: "glLimit",
    deductibleOptionKey: "deductible",
  },
  {
    key: "products_completed_operations",
    name: "Products-completed operations aggregate",
    description: "Injury or damage after your work is finished or from products you sell.",
  },
  {
    key: "personal_advertising_injury",
    name: "Personal and advertising injury",
    description: "Libel, slander and copyright infringement in your advertising.",
  },
  { key: "damage_to_rented_premises", name: "Damage to premises rented to you", description: "Fire damage to premises you rent, $100,000." },
  { key: "medical_payments", name: "Medical payments", description: "Medical expenses of people hurt on your premises regardless of fault, $5,000." },
];
const PL_COVERAGES: Coverage[] = [
  {
    key: "professional_liability",
    name: "Professional liability (errors and omissions)",
    description: "Claims that your professional services caused a client financial loss.",
    limitOptionKey: "plLimit",
    deductibleOptionKey: "plRetention",
  },
  { key: "defense_costs", name: "Defense costs", description: "Legal defense of covered claims, within the limit." },
  { key: "prior_acts", name: "Prior acts", description: "Work done before the policy starts, back to the retroactive date." },
];
const TI_COVERAGES: Coverage[] = [
  {
    key: "trip_cancellation",
    name: "Trip cancellation",
    description: "Non-refundable trip cost when you cancel for a covered reason, up to the insured trip cost.",
  },
  { key: "trip_interruption", name: "Trip interruption", description: "Unused trip cost and extra travel home, up to 150% of the insured trip cost." },
  {
    key: "emergency_medical",
    name: "Emergency medical",
    description: "Emergency medical and dental treatment while travelling.",
    limitOptionKey: "medicalLimit",
  },
  { key: "medical_evacuation", name: "Emergency medical evacuation", description: "Transport to the nearest adequate facility or home." },
  { key: "baggage", name: "Baggage and personal effects", description: "Loss, theft or damage of baggage, $1,000 per traveller." },
];

const TRAVEL_REGIONS: TravelRatingPlan["destinationRegions"] = [
  { code: "domestic", label: "Domestic (United States)", factor: 0.8, countries: ["US"] },
  { code: "neighbours", label: "Canada and Mexico", factor: 0.95, countries: ["CA", "MX"] },
  { code: "caribbean", label: "Caribbean", factor: 1.05, countries: ["BS", "JM", "DO", "BB", "AW", "KY", "TC", "LC", "AG", "PR"] },
  { code: "high_medical_cost", label: "High medical cost destinations", factor: 1.1, countries: ["CH", "JP", "SG", "AU", "NZ", "HK"] },
];
const SANCTIONED = ["CU", "IR", "KP", "SY"];

// One scale for every trip plan (issue 27 item 7): a medical limit carries the same factor whichever plan
// sells it, and a trip length the same duration factor. With every age band's rate at least as high in a
// richer tier (essential <= standard <= premier), and its minimum and fee too, a richer plan never costs less
// than a poorer one for the same trip, travellers and limit (lib/rating/travel-tiers.property.test.ts).
// Each plan sells the limits and lengths it writes. Before, each plan scaled its own lowest limit to 1.00,
// so at $100,000 the essential plan carried 1.12 and the premier 1.00, and from 65 essential cost more.
const TRAVEL_MEDICAL_LIMIT_FACTORS: TravelRatingPlan["medicalLimitFactors"] = [
  { value: usd(25_000), factor: 0.9 },
  { value: usd(50_000), factor: 0.95 },
  { value: usd(100_000), factor: 1.0 },
  { value: usd(250_000), factor: 1.06 },
  { value: usd(500_000), factor: 1.12 },
];
const TRAVEL_DURATION_BANDS: TravelRatingPlan["durationBands"] = [
  { maxDays: 7, factor: 0.95 },
  { maxDays: 14, factor: 1.0 },
  { maxDays: 30, factor: 1.08 },
  { maxDays: 60, factor: 1.2 },
  { maxDays: 90, factor: 1.35 },
];
const travelMedicalLimitFactors = (dollars: number[]): TravelRatingPlan["medicalLimitFactors"] =>
  dollars.map((d) => {
    const row = TRAVEL_MEDICAL_LIMIT_FACTORS.find((r) => r.value === usd(d));
    if (!row) throw new Error(`No travel medical limit factor for $${d}`);
    return row;
  });
const travelDurationBands = (maxTripDays: number): TravelRatingPlan["durationBands"] => TRAVEL_DURATION_BANDS.filter((b) => b.maxDays <= maxTripDays);

// ---------------------------------------------------------------------------------------------
// Class appetites

const FOOD_BOP = ["10100", "10110", "10120", "10130", "10140", "10150", "10160", "10200", "10210", "10220", "10250", "10400", "10410", "10420", "10440"];
const RETAIL = range("20100", "20999");
const PROFESSIONAL_OFFICES = range("40100", "40699");
const HEALTH_OFFICES = range("40700", "40799"); // premises liability only
const OFFICES = [...PROFESSIONAL_OFFICES.filter((c) => c !== "40590"), ...HEALTH_OFFICES]; // staffing: GL only, off premises
const PERSONAL_CARE = ["50100", "50110", "50120", "50130", "50140", "50150"];
const SMALL_SERVICES = ["60300", "60310", "60320", "60330", "60340", "60370"];
const STOREFRONT_SERVICES = ["50300", "60250", "60400", "60460"]; // music lessons, auto parts, self storage, tutoring
const LIGHT_TRADES = ["30100", "30110", "30120", "30200", "30210", "30300", "30320", "30330", "30400", "30500", "30600", "30650", "30700", "30710"];
const CONTRACTORS = range("30100", "30999");
/** Hard-to-place non-contractor classes: surplus lines only (liquor-heavy, abuse, animal, moving and tattoo risks). */
const SPECIALTY = ["10230", "10260", "10300", "10310", "10320", "10330", "50160", "50250", "60360", "60420", "60450"];

const KM_BOP_CLASSES = [...FOOD_BOP, ...RETAIL, ...OFFICES, ...PERSONAL_CARE, ...SMALL_SERVICES, ...STOREFRONT_SERVICES];
const KM_CGL_CLASSES = [
  ...FOOD_BOP,
  "10240",
  "10430",
  ...RETAIL,
  ...LIGHT_TRADES,
  ...PROFESSIONAL_OFFICES,
  ...HEALTH_OFFICES,
  ...PERSONAL_CARE,
  "50200",
  "50210",
  "50220",
  "50230",
  "50240",
  "60100",
  "60110",
  "60120",
  "60130",
  "60140",
  "60150",
  "60200",
  "60220",
  "60230",
  "60240",
  "60260",
  "60270",
  "60350",
  "60410",
  ...SMALL_SERVICES,
  ...STOREFRONT_SERVICES,
];
const HS_CGL_CLASSES = [...CONTRACTORS, ...SPECIALTY, "60100", "60110", "60120", "60130", "60140", "60150", "60210", "60270", "60410"];
const HS_PL_CLASSES = Object.keys(PL_BASE);
const MP_PL_CLASSES = [
  "40100",
  "40110",
  "40120",
  "40220",
  "40300",
  "40310",
  "40320",
  "40330",
  "40340",
  "40350",
  "40360",
  "40400",
  "40410",
  "40430",
  "40520",
  "40540",
  "40550",
];
const SA_BOP_NOT_WRITTEN = [
  "20120",
  "20280",
  "20340",
  "20390", // jewelry, electronics, pharmacies, phones (theft)
  "20350", // supplements (products)
  "40230",
  "40240",
  "40440",
  "40750", // field work, repair shops, animals
];
const SA_BOP_CLASSES = [
  "10100",
  "10110",
  "10130",
  "10140",
  "10150",
  "10160",
  ...[...RETAIL, ...OFFICES].filter((c) => !SA_BOP_NOT_WRITTEN.includes(c)),
  "50100",
  "50110",
  "50150",
  "60460",
];

const BUSINESS_SOURCES =
  "Illustrative figures assembled for this sandbox, not any carrier's filing. Class rates: our common base " +
  "table (GL per $1,000 of revenue in the ranges of published small-commercial manuals) times the program's " +
  "rate level. Increased-limits and deductible factors: typical published shapes. Territory factors: our " +
  "assumption. Taxes: approximations of published state rates; verify before production use.";

// ---------------------------------------------------------------------------------------------
// Programs

const KM_BOP: ProgramSeed = {
  code: "KM-BOP",
  type: "BOP",
  name: "Keystone Main Street Business Owners Policy",
  slug: "keystone-main-street-bop",
  description: "Property and liability in one policy for shops, cafés, bakeries, salons and offices.",
  tagline: "One policy for the storefront and everything in it.",
  tier: "standard",
  isFeatured: true,
  renewalType: "renewable",
  renewalFrequency: "annual",
  quoteValidityDays: 30,
  marketing: {
    shortDescription: "General liability and business property bundled for main street businesses.",
    badges: ["Admitted carrier", "Best seller"],
    cardHighlights: ["Liability up to $2M per occurrence", "Business income included", "Monthly payments available"],
  },
  options: [GL_LIMIT, BPP_LIMIT, DEDUCTIBLE],
  endorsements: [
    { key: "equipment_breakdown", name: "Equipment breakdown", included: true, available: true },
    { key: "blanket_additional_insured", name: "Blanket additional insured", included: true, available: true },
    { key: "hired_non_owned_auto", name: "Hired and non-owned auto liability", included: false, available: true, premiumCents: usd(150) },
    { key: "spoilage", name: "Spoilage ($10,000)", included: false, available: true, premiumCents: usd(95) },
  ],
  paymentPlans: ANNUAL_AND_MONTHLY(usd(5), { percent: 20 }),
  notices: [SUBJECT_TO_APPLICATION],
  terms: [...COMMON_TERMS, { title: "Property valuation", text: "Business personal property is valued at replacement cost." }],
  coverages: BOP_COVERAGES,
  statesWritten: statesExcept("AK", "HI", "FL", "LA", "NY"),
  classCodes: KM_BOP_CLASSES,
  eligibility: { kind: "business", maxRevenueCents: usd(5_000_000), maxEmployees: 50 },
  ratingPlan: {
    kind: "business",
    version: "KM-BOP-2025.1",
    liability: { coverage: "general_liability", limitOptionKey: "glLimit", increasedLimitFactors: GL_ILF },
    property: { limitOptionKey: "bppLimit", deductibleOptionKey: "deductible", deductibleFactors: PROPERTY_DEDUCTIBLE_FACTORS },
    classRates: classRates(KM_BOP_CLASSES, GL_BASE, 0.85, 1.0), // BOP liability is priced below monoline GL
    territoryFactors: LIABILITY_TERRITORY,
    defaultTerritoryFactor: 1.0,
    minimumPremiumCents: usd(500),
    policyFeeCents: usd(25),
    taxes: ADMITTED_TAXES,
  },
  applicationForm: BOP_FORM,
  ratingPlanSources: BUSINESS_SOURCES,
  servicing: ADMITTED_SERVICING,
};

const KM_CGL: ProgramSeed = {
  code: "KM-CGL",
  type: "CGL",
  name: "Keystone General Liability",
  slug: "keystone-general-liability",
  description: "Monoline general liability for main street businesses and light trade contractors.",
  tagline: "Liability cover your landlord and clients will ask for.",
  tier: "standard",
  isFeatured: false,
  renewalType: "renewable",
  renewalFrequency: "annual",
  quoteValidityDays: 30,
  marketing: {
    shortDescription: "Occurrence-form general liability with limits from $300,000 to $2M.",
    badges: ["Admitted carrier"],
    cardHighlights: ["Certificates of insurance on demand", "Products-completed operations included", "Monthly payments available"],
  },
  options: [GL_LIMIT, DEDUCTIBLE],
  endorsements: [
    { key: "blanket_additional_insured", name: "Blanket additional insured", included: true, available: true },
    { key: "waiver_of_subrogation", name: "Blanket waiver of subrogation", included: false, available: true, premiumCents: usd(75) },
    { key: "primary_non_contributory", name: "Primary and non-contributory", included: false, available: true, premiumCents: usd(50) },
  ],
  paymentPlans: ANNUAL_AND_MONTHLY(usd(5), { percent: 20 }),
  notices: [SUBJECT_TO_APPLICATION],
  terms: COMMON_TERMS,
  coverages: CGL_COVERAGES,
  statesWritten: statesExcept("AK", "HI", "LA", "NY"),
  classCodes: KM_CGL_CLASSES,
  eligibility: { kind: "business", maxRevenueCents: usd(10_000_000), maxEmployees: 50 },
  ratingPlan: {
    kind: "business",
    version: "KM-CGL-2025.1",
    liability: {
      coverage: "general_liability",
      limitOptionKey: "glLimit",
      increasedLimitFactors: GL_ILF,
      deductibleOptionKey: "deductible",
      deductibleFactors: GL_DEDUCTIBLE_FACTORS,
    },
    classRates: classRates(KM_CGL_CLASSES, GL_BASE, 1.0),
    territoryFactors: LIABILITY_TERRITORY,
    defaultTerritoryFactor: 1.0,
    minimumPremiumCents: usd(400),
    policyFeeCents: usd(25),
    taxes: ADMITTED_TAXES,
  },
  applicationForm: CGL_FORM,
  ratingPlanSources: BUSINESS_SOURCES,
  servicing: ADMITTED_SERVICING,
};

const HS_CGL: ProgramSeed = {
  code: "HS-CGL",
  type: "CGL",
  name: "Harborline Contractors General Liability",
  slug: "harborline-contractors-gl",
  description: "Surplus lines general liability for contractors and harder-to-place classes, roofing included.",
  tagline: "For the trades the standard market turns away.",
  tier: "essential",
  isFeatured: false,
  renewalType: "renewable",
  renewalFrequency: "annual",
  quoteValidityDays: 30,
  marketing: {
    shortDescription: "Non-admitted GL for contractors, bars and other specialty risks.",
    badges: ["Surplus lines", "Contractors"],
    cardHighlights: ["Roofing and framing considered", "Limits up to $2M", "Fast certificates"],
  },
  options: [GL_LIMIT, DEDUCTIBLE],
  endorsements: [
    { key: "blanket_additional_insured", name: "Blanket additional insured (ongoing and completed operations)", included: true, available: true },
    { key: "waiver_of_subrogation", name: "Blanket waiver of subrogation", included: false, available: true, premiumCents: usd(150) },
    { key: "action_over", name: "Action-over coverage", included: false, available: false },
  ],
  paymentPlans: ANNUAL_AND_MONTHLY(usd(10), { percent: 25 }),
  notices: [SUBJECT_TO_APPLICATION, SURPLUS_LINES_DISCLOSURE, underwriting("Policy fee is fully earned at inception.")],
  terms: COMMON_TERMS,
  coverages: CGL_COVERAGES,
  statesWritten: SURPLUS_LINES_STATES,
  classCodes: HS_CGL_CLASSES,
  eligibility: { kind: "business", maxRevenueCents: usd(15_000_000), maxEmployees: 75 },
  ratingPlan: {
    kind: "business",
    version: "HS-CGL-2025.2",
    liability: {
      coverage: "general_liability",
      limitOptionKey: "glLimit",
      increasedLimitFactors: GL_ILF,
      deductibleOptionKey: "deductible",
      deductibleFactors: GL_DEDUCTIBLE_FACTORS,
    },
    classRates: classRates(HS_CGL_CLASSES, GL_BASE, 1.15),
    territoryFactors: LIABILITY_TERRITORY,
    defaultTerritoryFactor: 1.0,
    minimumPremiumCents: usd(750),
    policyFeeCents: usd(150),
    taxes: SURPLUS_LINES_TAX,
  },
  applicationForm: CGL_FORM,
  ratingPlanSources: BUSINESS_SOURCES,
  servicing: SURPLUS_LINES_SERVICING,
};

const HS_PL: ProgramSeed = {
  code: "HS-PL",
  type: "PL",
  name: "Harborline Professional Liability",
  slug: "harborline-professional-liability",
  description: "Surplus lines errors and omissions cover for consultants, technology firms and design professionals.",
  tagline: "E&O for the work others will not write.",
  tier: "standard",
  isFeatured: false,
  renewalType: "renewable",
  renewalFrequency: "annual",
  quoteValidityDays: 30,
  marketing: {
    shortDescription: "Claims-made E&O including architects, engineers and SaaS companies.",
    badges: ["Surplus lines"],
    cardHighlights: ["Limits up to $3M", "Prior acts available", "Defense within limits"],
  },
  options: [PL_LIMIT, PL_RETENTION],
  endorsements: [
    { key: "prior_acts", name: "Full prior acts", included: false, available: true, premiumCents: usd(250) },
    { key: "network_security", name: "Network security and privacy liability ($250,000)", included: false, available: true, premiumCents: usd(350) },
  ],
  paymentPlans: ANNUAL_AND_MONTHLY(usd(10), { percent: 25 }),
  notices: [SUBJECT_TO_APPLICATION, SURPLUS_LINES_DISCLOSURE],
  terms: [...COMMON_TERMS, { title: "Claims-made", text: "Covers claims first made during the policy period for work after the retroactive date." }],
  coverages: PL_COVERAGES,
  statesWritten: SURPLUS_LINES_STATES,
  classCodes: HS_PL_CLASSES,
  eligibility: { kind: "business", maxRevenueCents: usd(10_000_000), maxEmployees: 50 },
  ratingPlan: {
    kind: "business",
    version: "HS-PL-2025.1",
    liability: {
      coverage: "professional_liability",
      limitOptionKey: "plLimit",
      increasedLimitFactors: PL_ILF,
      deductibleOptionKey: "plRetention",
      deductibleFactors: PL_RETENTION_FACTORS,
    },
    classRates: classRates(HS_PL_CLASSES, PL_BASE, 1.1),
    staff: { includedEmployees: 2, perEmployeeCents: usd(110) }, // per professional beyond two
    territoryFactors: PROFESSIONAL_TERRITORY,
    defaultTerritoryFactor: 1.0,
    minimumPremiumCents: usd(1_000),
    policyFeeCents: usd(150),
    taxes: SURPLUS_LINES_TAX,
  },
  applicationForm: PL_FORM,
  ratingPlanSources: BUSINESS_SOURCES,
  servicing: SURPLUS_LINES_SERVICING,
};

const MP_PL: ProgramSeed = {
  code: "MP-PL",
  type: "PL",
  name: "Meridian Preferred Professional Liability",
  slug: "meridian-preferred-pl",
  description: "Admitted errors and omissions cover for accountants, consultants, IT and creative firms.",
  tagline: "Preferred E&O pricing for established professional firms.",
  tier: "preferred",
  isFeatured: true,
  renewalType: "renewable",
  renewalFrequency: "annual",
  quoteValidityDays: 30,
  marketing: {
    shortDescription: "Claims-made professional liability for low-hazard professional services.",
    badges: ["Admitted carrier", "Preferred pricing"],
    cardHighlights: ["Retention credits up to 15%", "Limits up to $3M", "Monthly payments available"],
  },
  options: [PL_LIMIT, PL_RETENTION],
  endorsements: [
    { key: "disciplinary_proceedings", name: "Disciplinary proceedings ($25,000)", included: true, available: true },
    { key: "subpoena_assistance", name: "Subpoena assistance", included: true, available: true },
    { key: "network_security", name: "Network security and privacy liability ($100,000)", included: false, available: true, premiumCents: usd(200) },
  ],
  paymentPlans: ANNUAL_AND_MONTHLY(usd(5), { installments: 2 }, 11),
  notices: [SUBJECT_TO_APPLICATION],
  terms: [...COMMON_TERMS, { title: "Claims-made", text: "Covers claims first made during the policy period for work after the retroactive date." }],
  coverages: PL_COVERAGES,
  statesWritten: statesExcept("NY", "NJ", "LA"),
  classCodes: MP_PL_CLASSES,
  eligibility: { kind: "business", maxRevenueCents: usd(5_000_000), maxEmployees: 25 },
  ratingPlan: {
    kind: "business",
    version: "MP-PL-2025.1",
    liability: {
      coverage: "professional_liability",
      limitOptionKey: "plLimit",
      increasedLimitFactors: PL_ILF,
      deductibleOptionKey: "plRetention",
      deductibleFactors: PL_RETENTION_FACTORS,
    },
    classRates: classRates(MP_PL_CLASSES, PL_BASE, 0.95),
    staff: { includedEmployees: 2, perEmployeeCents: usd(90) }, // per professional beyond two
    territoryFactors: PROFESSIONAL_TERRITORY,
    defaultTerritoryFactor: 1.0,
    minimumPremiumCents: usd(750),
    policyFeeCents: usd(50),
    taxes: ADMITTED_TAXES,
  },
  applicationForm: PL_FORM,
  ratingPlanSources: BUSINESS_SOURCES,
  servicing: PRO_RATA_SERVICING,
};

const SA_BOP: ProgramSeed = {
  code: "SA-BOP",
  type: "BOP",
  name: "Summit Premier Business Owners Policy",
  slug: "summit-premier-bop",
  description: "A premier BOP for offices, boutiques and cafés, with broader property cover built in.",
  tagline: "Broader cover for well-run small businesses.",
  tier: "premier",
  isFeatured: true,
  renewalType: "renewable",
  renewalFrequency: "annual",
  quoteValidityDays: 30,
  marketing: {
    shortDescription: "Premier BOP with data breach and equipment breakdown included.",
    badges: ["Premier", "Admitted carrier"],
    cardHighlights: ["$1M or $2M liability", "Data breach response included", "Equipment breakdown included"],
  },
  options: [{ ...GL_LIMIT, values: [usd(1_000_000), usd(2_000_000)], default: usd(1_000_000) }, BPP_LIMIT, DEDUCTIBLE],
  endorsements: [
    { key: "equipment_breakdown", name: "Equipment breakdown", included: true, available: true },
    { key: "data_breach", name: "Data breach response ($50,000)", included: true, available: true },
    { key: "blanket_additional_insured", name: "Blanket additional insured", included: true, available: true },
    { key: "hired_non_owned_auto", name: "Hired and non-owned auto liability", included: false, available: true, premiumCents: usd(125) },
  ],
  paymentPlans: ANNUAL_AND_MONTHLY(usd(4), { percent: 15 }),
  notices: [SUBJECT_TO_APPLICATION, info("Quoted through Summit's own rating service.")],
  terms: [...COMMON_TERMS, { title: "Property valuation", text: "Business personal property is valued at replacement cost with no coinsurance." }],
  coverages: BOP_COVERAGES,
  statesWritten: statesExcept("AK", "HI", "CA", "FL", "LA", "NY", "TX", "WA", "NV", "NJ", "MA", "CT", "RI", "DC", "MS", "AL", "OK", "KY", "WV", "MT"),
  classCodes: SA_BOP_CLASSES,
  eligibility: { kind: "business", maxRevenueCents: usd(3_000_000), maxEmployees: 25 },
  ratingPlan: {
    kind: "business",
    version: "SA-BOP-2025.1",
    liability: { coverage: "general_liability", limitOptionKey: "glLimit", increasedLimitFactors: GL_ILF },
    property: { limitOptionKey: "bppLimit", deductibleOptionKey: "deductible", deductibleFactors: PROPERTY_DEDUCTIBLE_FACTORS },
    classRates: classRates(SA_BOP_CLASSES, GL_BASE, 0.8, 0.9),
    territoryFactors: LIABILITY_TERRITORY,
    defaultTerritoryFactor: 1.0,
    minimumPremiumCents: usd(650),
    policyFeeCents: usd(35),
    taxes: ADMITTED_TAXES,
  },
  applicationForm: BOP_FORM,
  ratingPlanSources: BUSINESS_SOURCES + " Priced by Summit's sandbox HTTP rating service from this same plan.",
  servicing: ADMITTED_SERVICING,
};

/** Meridian's BOP: admitted, for offices, shops and bakeries (not restaurants); lower liability limits, a higher default deductible. */
const MP_BOP_CLASSES = [
  ...FOOD_BOP.filter((c) => !["10200", "10210", "10220", "10250", "10400", "10410", "10420", "10440"].includes(c)),
  ...RETAIL,
  ...OFFICES,
  ...PERSONAL_CARE,
];

const MP_BOP: ProgramSeed = {
  code: "MP-BOP",
  type: "BOP",
  name: "Meridian Business Owners Policy",
  slug: "meridian-bop",
  description: "An admitted BOP for offices, shops, bakeries and salons, with spoilage cover built in.",
  tagline: "Straightforward property and liability for established small businesses.",
  tier: "preferred",
  isFeatured: false,
  renewalType: "renewable",
  renewalFrequency: "annual",
  quoteValidityDays: 30,
  marketing: {
    shortDescription: "BOP with spoilage included and equipment breakdown available.",
    badges: ["Admitted carrier", "Spoilage included"],
    cardHighlights: ["Liability up to $2M per occurrence", "Spoilage ($5,000) included", "Monthly payments available"],
  },
  options: [GL_LIMIT, BPP_LIMIT, { ...DEDUCTIBLE, default: usd(2_500) }],
  endorsements: [
    { key: "spoilage", name: "Spoilage ($5,000)", included: true, available: true },
    { key: "blanket_additional_insured", name: "Blanket additional insured", included: true, available: true },
    { key: "equipment_breakdown", name: "Equipment breakdown", included: false, available: true, premiumCents: usd(110) },
    { key: "hired_non_owned_auto", name: "Hired and non-owned auto liability", included: false, available: true, premiumCents: usd(140) },
  ],
  paymentPlans: ANNUAL_AND_MONTHLY(usd(6), { installments: 2 }, 11),
  notices: [SUBJECT_TO_APPLICATION],
  terms: [...COMMON_TERMS, { title: "Property valuation", text: "Business personal property is valued at replacement cost." }],
  coverages: BOP_COVERAGES,
  statesWritten: statesExcept("AK", "HI", "FL", "LA", "NY", "NJ"),
  classCodes: MP_BOP_CLASSES,
  eligibility: { kind: "business", maxRevenueCents: usd(4_000_000), maxEmployees: 40 },
  ratingPlan: {
    kind: "business",
    version: "MP-BOP-2025.1",
    liability: { coverage: "general_liability", limitOptionKey: "glLimit", increasedLimitFactors: GL_ILF },
    property: { limitOptionKey: "bppLimit", deductibleOptionKey: "deductible", deductibleFactors: PROPERTY_DEDUCTIBLE_FACTORS },
    classRates: classRates(MP_BOP_CLASSES, GL_BASE, 0.9, 0.95),
    territoryFactors: LIABILITY_TERRITORY,
    defaultTerritoryFactor: 1.0,
    minimumPremiumCents: usd(550),
    policyFeeCents: usd(30),
    taxes: ADMITTED_TAXES,
  },
  applicationForm: BOP_FORM,
  ratingPlanSources: BUSINESS_SOURCES,
  servicing: ADMITTED_SERVICING,
};

const TRAVEL_SOURCES =
  "Illustrative figures assembled for this sandbox, not any carrier's filing: rates of 4-10% of insured trip " +
  "cost rising with age, in line with commonly quoted comprehensive trip insurance costs; duration, destination " +
  "and medical-limit factors are our assumptions; the state premium tax is in the rates (the carriers are admitted).";

function travelProgram(p: {
  code: string;
  name: string;
  slug: string;
  tier: ProgramSeed["tier"];
  isFeatured: boolean;
  description: string;
  tagline: string;
  marketing: ProgramSeed["marketing"];
  medical: OptionSet;
  excluded: string[];
  statesWritten: string[];
  maxTripDays: number;
  maxTripCostCents: number;
  ageBands: TravelRatingPlan["ageBands"];
  durationBands: TravelRatingPlan["durationBands"];
  medicalLimitFactors: TravelRatingPlan["medicalLimitFactors"];
  minimumPerTravellerCents: number;
  policyFeeCents: number;
  endorsements: Endorsement[];
  extraNotices?: Notice[];
}): ProgramSeed {
  return {
    code: p.code,
    type: "TI",
    name: p.name,
    slug: p.slug,
    description: p.description,
    tagline: p.tagline,
    tier: p.tier,
    isFeatured: p.isFeatured,
    renewalType: "non_renewable",
    renewalFrequency: "single_trip",
    quoteValidityDays: 14,
    marketing: p.marketing,
    options: [p.medical],
    endorsements: p.endorsements,
    paymentPlans: SINGLE_PAYMENT,
    notices: [
      underwriting("Pre-existing medical conditions are excluded unless the policy is bought within 14 days of the first trip payment."),
      ...(p.extraNotices ?? []),
    ],
    terms: [{ title: "Single trip", text: "Covers one round trip between the dates shown; it does not renew." }],
    coverages: TI_COVERAGES,
    statesWritten: p.statesWritten,
    classCodes: [],
    eligibility: {
      kind: "travel",
      maxTripDays: p.maxTripDays,
      maxTripCostCents: p.maxTripCostCents,
      maxTravellerAge: p.ageBands[p.ageBands.length - 1]!.maxAge,
      excludedDestinations: p.excluded,
      residenceCountries: ["US"],
    },
    ratingPlan: {
      kind: "travel",
      version: `${p.code}-2025.1`,
      ageBands: p.ageBands,
      durationBands: p.durationBands,
      destinationRegions: TRAVEL_REGIONS,
      defaultDestination: { label: "Rest of world", factor: 1.0 },
      medicalLimitOptionKey: "medicalLimit",
      medicalLimitFactors: p.medicalLimitFactors,
      minimumPremiumPerTravellerCents: p.minimumPerTravellerCents,
      policyFeeCents: p.policyFeeCents,
      taxes: ADMITTED_TAXES,
    },
    applicationForm: TI_FORM,
    ratingPlanSources: TRAVEL_SOURCES,
    servicing: TRAVEL_SERVICING,
  };
}

const WT_TI_ESSENTIAL = travelProgram({
  code: "WT-TI-ESS",
  name: "Wayfarer Essential Trip Protection",
  slug: "wayfarer-essential-trip",
  tier: "essential",
  isFeatured: false,
  description: "Trip cancellation, interruption and emergency medical cover for trips of up to 30 days.",
  tagline: "The basics, priced for shorter trips.",
  marketing: {
    shortDescription: "Essential single-trip cover up to $20,000 of trip cost.",
    badges: ["Budget friendly"],
    cardHighlights: ["Cancellation up to 100% of trip cost", "Emergency medical up to $100,000", "24/7 assistance"],
  },
  medical: medicalLimit([25_000, 50_000, 100_000], 50_000),
  excluded: [...SANCTIONED, "RU", "BY"],
  statesWritten: statesExcept("NY", "WA"),
  maxTripDays: 30,
  maxTripCostCents: usd(20_000),
  ageBands: [
    { minAge: 0, maxAge: 17, ratePer100: 4.0 },
    { minAge: 18, maxAge: 39, ratePer100: 4.5 },
    { minAge: 40, maxAge: 54, ratePer100: 5.25 },
    { minAge: 55, maxAge: 64, ratePer100: 6.5 },
    { minAge: 65, maxAge: 74, ratePer100: 8.0 },
    { minAge: 75, maxAge: 80, ratePer100: 9.75 },
  ],
  durationBands: travelDurationBands(30),
  medicalLimitFactors: travelMedicalLimitFactors([25_000, 50_000, 100_000]),
  minimumPerTravellerCents: usd(25),
  policyFeeCents: 0,
  endorsements: [
    { key: "baggage_delay", name: "Baggage delay ($200)", included: true, available: true },
    { key: "cancel_for_any_reason", name: "Cancel for any reason", included: false, available: false },
  ],
});

const WT_TI_PREMIER = travelProgram({
  code: "WT-TI-PRE",
  name: "Wayfarer Premier Trip Protection",
  slug: "wayfarer-premier-trip",
  tier: "premier",
  isFeatured: true,
  description: "Comprehensive trip cover for long and high-value trips, with high medical and evacuation limits.",
  tagline: "Cover that matches the trip of a lifetime.",
  marketing: {
    shortDescription: "Premier single-trip cover up to $100,000 of trip cost and 90 days.",
    badges: ["Premier", "Most comprehensive"],
    cardHighlights: ["Emergency medical up to $500,000", "Trips up to 90 days", "Travellers up to age 85"],
  },
  medical: medicalLimit([100_000, 250_000, 500_000], 250_000),
  excluded: SANCTIONED,
  statesWritten: statesExcept("NY"),
  maxTripDays: 90,
  maxTripCostCents: usd(100_000),
  ageBands: [
    { minAge: 0, maxAge: 17, ratePer100: 4.75 },
    { minAge: 18, maxAge: 39, ratePer100: 5.25 },
    { minAge: 40, maxAge: 54, ratePer100: 6.1 },
    { minAge: 55, maxAge: 64, ratePer100: 7.4 },
    { minAge: 65, maxAge: 74, ratePer100: 8.6 },
    { minAge: 75, maxAge: 85, ratePer100: 10.0 },
  ],
  durationBands: travelDurationBands(90),
  medicalLimitFactors: travelMedicalLimitFactors([100_000, 250_000, 500_000]),
  minimumPerTravellerCents: usd(40),
  policyFeeCents: usd(15),
  endorsements: [
    { key: "baggage_delay", name: "Baggage delay ($500)", included: true, available: true },
    { key: "rental_car_damage", name: "Rental car damage ($35,000)", included: true, available: true },
    { key: "cancel_for_any_reason", name: "Cancel for any reason (75% of trip cost)", included: false, available: true, premiumCents: usd(89) },
  ],
});

const SA_TI = travelProgram({
  code: "SA-TI",
  name: "Summit Trip Cover",
  slug: "summit-trip-cover",
  tier: "standard",
  isFeatured: false,
  description: "Standard single-trip cover for trips of up to 60 days.",
  tagline: "Straightforward trip cover from Summit.",
  marketing: {
    shortDescription: "Single-trip cover up to $50,000 of trip cost.",
    badges: ["Standard"],
    cardHighlights: ["Trips up to 60 days", "Emergency medical up to $250,000", "24/7 assistance"],
  },
  medical: medicalLimit([50_000, 100_000, 250_000], 100_000),
  excluded: SANCTIONED,
  statesWritten: statesExcept("NY", "WA", "MD"),
  maxTripDays: 60,
  maxTripCostCents: usd(50_000),
  ageBands: [
    { minAge: 0, maxAge: 17, ratePer100: 4.25 },
    { minAge: 18, maxAge: 39, ratePer100: 4.8 },
    { minAge: 40, maxAge: 54, ratePer100: 5.6 },
    { minAge: 55, maxAge: 64, ratePer100: 6.9 },
    { minAge: 65, maxAge: 74, ratePer100: 8.3 },
    { minAge: 75, maxAge: 82, ratePer100: 9.9 },
  ],
  durationBands: travelDurationBands(60),
  medicalLimitFactors: travelMedicalLimitFactors([50_000, 100_000, 250_000]),
  minimumPerTravellerCents: usd(30),
  policyFeeCents: usd(10),
  endorsements: [{ key: "baggage_delay", name: "Baggage delay ($300)", included: true, available: true }],
  extraNotices: [info("Quoted through Summit's own rating service.")],
});

// ---------------------------------------------------------------------------------------------
// Carriers (names fictional; NAIC company codes fictional)

export const CARRIERS: CarrierSeed[] = [
  {
    code: "keystone",
    name: "Keystone Mutual Insurance Company",
    adapter: "rating_table",
    admitted: true,
    financialStrength: "A (Excellent)",
    naicCompanyCode: "90011",
    maxConcurrentCalls: 64,
    programs: [KM_BOP, KM_CGL],
  },
  {
    code: "harborline",
    name: "Harborline Specialty Insurance Company",
    adapter: "rating_table",
    admitted: false,
    financialStrength: "A- (Excellent)",
    naicCompanyCode: "90022",
    maxConcurrentCalls: 64,
    programs: [HS_CGL, HS_PL],
  },
  {
    code: "meridian",
    name: "Meridian Professional Casualty Company",
    adapter: "rating_table",
    admitted: true,
    financialStrength: "A (Excellent)",
    naicCompanyCode: "90033",
    maxConcurrentCalls: 64,
    programs: [MP_PL, MP_BOP],
  },
  {
    code: "wayfarer",
    name: "Wayfarer Travel Assurance Company",
    adapter: "rating_table",
    admitted: true,
    financialStrength: "A- (Excellent)",
    naicCompanyCode: "90044",
    maxConcurrentCalls: 64,
    programs: [WT_TI_ESSENTIAL, WT_TI_PREMIER],
  },
  {
    code: "summit",
    name: "Summit Assurance Group",
    adapter: "sandbox_http",
    admitted: true,
    financialStrength: "A+ (Superior)",
    naicCompanyCode: "90055",
    maxConcurrentCalls: 16,
    programs: [SA_BOP, SA_TI],
  },
];

/** A seed program as the rating domain sees it (outside the database the code doubles as the id). */
export function seedProgramForRating(carrierCode: string, p: ProgramSeed): ProgramForRating & { ratingPlan: ProgramSeed["ratingPlan"] } {
  return {
    id: p.code,
    code: p.code,
    type: p.type,
    carrierCode,
    statesWritten: p.statesWritten,
    classCodes: p.classCodes,
    eligibility: p.eligibility,
    options: p.options,
    endorsements: p.endorsements,
    ratingPlan: p.ratingPlan,
    underwriting: underwritingRulesOf(p.code),
  };
}
