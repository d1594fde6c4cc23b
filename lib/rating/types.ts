// Contracts of the pure rating domain. Nothing here imports Next, Prisma or env.
// Money is always integer minor units (cents). Factors and rates are plain decimals.

import type { PROGRAM_TYPES } from "@/lib/schemas/common";
import type { UnderwritingRules } from "@/lib/underwriting/rules";

export type ProgramType = (typeof PROGRAM_TYPES)[number];

/** A business risk (BOP, CGL, PL), already validated and normalised. */
export interface BusinessRisk {
  kind: "business";
  classCode: string;
  businessName: string;
  mailingState: string; // USPS code, upper case
  mailingZip: string; // 5 digits
  employeeCount: number;
  annualRevenueCents: number;
  /** The year's payroll (owners' pay included): the exposure base of classes rated on payroll (contractors). */
  annualPayrollCents?: number;
  /** What the business pays subcontractors in a year: rated beside payroll for contractors. */
  subcontractedCostCents?: number;
  effectiveDate: string; // YYYY-MM-DD
}

export interface Traveller {
  firstName?: string;
  lastName?: string;
  dateOfBirth: string; // YYYY-MM-DD
  tripCostCents?: number; // this traveller's share; when absent the trip cost is split evenly
}

/** A travel risk (TI), already validated and normalised. */
export interface TravelRisk {
  kind: "travel";
  countryOfResidence: string; // ISO 3166-1 alpha-2
  residenceState?: string; // USPS code when residing in the US
  destinationCountry: string; // ISO 3166-1 alpha-2
  startDate: string; // YYYY-MM-DD
  endDate: string; // YYYY-MM-DD
  tripCostCents: number; // total insured trip cost of all travellers
  insureds: Traveller[];
}

export type Risk = BusinessRisk | TravelRisk;

/** Chosen coverage options, by option key. Money options are in cents. */
export type SelectedOptions = Record<string, number>;

export interface OptionSet {
  key: string; // e.g. glLimit, bppLimit, deductible, plLimit, medicalLimit
  label: string;
  unit: "money" | "count" | "percent";
  values: number[]; // allowed values (cents when unit is money), ascending
  default: number; // one of values
}

export interface Endorsement {
  key: string;
  name: string;
  included: boolean;
  available: boolean;
  premiumCents?: number; // flat charge when added and not included
}

/**
 * What a monthly plan asks at bind: a percentage of the total (`{ percent: 20 }`), or the share of
 * `installments` regular installments (`{ installments: 2 }`: two months' worth); absent, one even share.
 */
export type DownPayment = { percent: number } | { installments: number };

export interface PaymentPlan {
  frequency: "annual" | "monthly";
  installments: number; // payments in the schedule, the down payment included: 1 for annual
  installmentFeeCents: number; // charged on each installment
  /** The first installment (monthly plans): the rest is spread evenly over the others. */
  downPayment?: DownPayment;
}

export interface Notice {
  text: string;
  type: "notice";
  level: "underwriting" | "regulatory" | "info";
}

export interface TermsItem {
  title: string;
  text: string;
}

export interface Coverage {
  key: string;
  name: string;
  description: string;
  limitOptionKey?: string; // the option that sets its limit
  deductibleOptionKey?: string;
}

export type DeclineCode =
  | "class_out_of_appetite"
  | "revenue_over_cap"
  | "employees_over_cap"
  | "state_not_written"
  | "trip_too_long"
  | "trip_cost_over_cap"
  | "traveller_age_over_max"
  | "destination_excluded"
  | "residence_not_written"
  | "underwriting_knockout";

export interface DeclineReason {
  code: DeclineCode;
  message: string; // shown to the agent as an underwriting notice
  rule?: string; // underwriting_knockout: the program's rule that declined (lib/underwriting/rules.ts)
}

/** A referral rule that matched: the application waits for an underwriter before it can be bound. */
export interface Referral {
  rule: string;
  message: string;
}

/** Eligibility rules: the same rules drive appetite answers and rating declines. */
export interface BusinessEligibility {
  kind: "business";
  maxRevenueCents: number;
  maxEmployees: number;
}
export interface TravelEligibility {
  kind: "travel";
  maxTripDays: number;
  maxTripCostCents: number;
  maxTravellerAge: number;
  excludedDestinations: string[]; // ISO alpha-2
  residenceCountries: string[]; // ISO alpha-2 written
}
export type Eligibility = BusinessEligibility | TravelEligibility;

export interface WorksheetLine {
  step: string; // e.g. "base", "territory", "ilf", "deductible", "minimum", "policy_fee", "premium_tax"
  label: string; // human explanation, e.g. "Class 10100 Bakeries: $4.25 per $1,000 of revenue x 850"
  factor?: number; // the multiplier applied, when the step is a factor
  amountCents: number; // what the step added (or the new base for "base")
  runningCents: number; // the running total after this step
}

export interface FeeLine {
  code: string;
  label: string;
  amountCents: number;
}
export interface TaxLine {
  code: string;
  label: string;
  rate: number;
  amountCents: number;
}

export interface PremiumBreakdown {
  premiumCents: number; // annual premium, endorsements included, before fees and taxes
  fees: FeeLine[];
  taxes: TaxLine[];
  feesCents: number;
  taxesCents: number;
  totalCents: number; // premium + fees + taxes
}

/** Everything an adapter needs to rate one application. */
export interface RatingRequest {
  applicationId: string; // our quoteRequestId; sent to carriers as their idempotency key unless requestId is given
  /** The carrier's idempotency key when it differs from applicationId: a re-rating on new answers is a new request. */
  requestId?: string;
  program: ProgramForRating;
  risk: Risk;
  options: SelectedOptions; // complete: every option key of the program has a value
  /** Endorsement keys added to the program's included ones: each is a flat-premium worksheet line (decision 018). */
  endorsements?: string[];
  asOf: string; // YYYY-MM-DD, the rating date (ages, past-date checks)
  /** The application's answers so far (form_payload): they decide knock-outs, referrals and schedule rating. */
  answers?: Record<string, unknown>;
  /** Referral rules an underwriter approved for these answers. */
  approvedReferrals?: string[];
}

export interface ProgramForRating {
  id: string;
  code: string;
  type: ProgramType;
  carrierCode: string;
  statesWritten: string[];
  classCodes: string[]; // classes in appetite (business programs); empty for TI
  eligibility: Eligibility;
  options: OptionSet[];
  endorsements: Endorsement[];
  ratingPlan: unknown; // validated by the adapter that owns it
  underwriting: UnderwritingRules;
}

export type RatingOutcome =
  | {
      status: "quoted";
      premium: PremiumBreakdown;
      worksheet: WorksheetLine[];
      carrierQuoteId: string;
      carrierApplicationId: string;
      externalId: string | null;
      notices: Notice[];
      /** Referrals not yet approved: priced, but not bindable until an underwriter approves. */
      referrals?: Referral[];
    }
  | { status: "declined"; reasons: DeclineReason[]; carrierApplicationId: string | null }
  | { status: "failed"; reason: string };

export interface CarrierAdapter {
  rate(req: RatingRequest, ctx: { signal: AbortSignal }): Promise<RatingOutcome>;
}

// ---------------------------------------------------------------------------
// Rating plans of the table-driven adapter (added with lib/rating/plan-schema.ts, which validates them;
// declared here so that seed data can type its plans while importing only this file).

/** One row of a factor table keyed by an option value (cents when the option is money). */
export interface FactorByValue {
  value: number;
  factor: number;
}

/**
 * The home state's rule for surplus lines tax (and stamping fee) on return premium: `pro_rata_refund`, the
 * tax on the unearned premium returns with it; `fully_earned`, the tax is kept whatever returns.
 */
export type ReturnPremiumTax = "pro_rata_refund" | "fully_earned";

/** One home state's surplus lines charges: tax and stamping fee on premium + policy fee (0 when none). */
export interface SurplusLinesRate {
  taxRate: number;
  stampingFeeRate: number;
  returnPremiumTax: ReturnPremiumTax;
}

/**
 * How taxes are charged. Admitted: the state premium tax is the carrier's, built into its filed rates, so
 * no tax line is added (decision 028). Surplus lines: the broker charges the home state's surplus lines tax
 * and stamping fee on top, by USPS state.
 */
export type PlanTaxes = { kind: "admitted" } | { kind: "surplus_lines"; rates: Record<string, SurplusLinesRate> };

export interface BusinessRatingPlan {
  kind: "business";
  version: string;
  /** GL (BOP, CGL) or PL part: class rate per $1,000 of revenue, increased-limits factor, optional deductible credit. */
  liability: {
    coverage: "general_liability" | "professional_liability";
    limitOptionKey: string; // glLimit | plLimit
    increasedLimitFactors: FactorByValue[];
    deductibleOptionKey?: string; // deductible | plRetention
    deductibleFactors?: FactorByValue[];
  };
  /** BOP property part: class rate per $100 of the business personal property limit. */
  property?: {
    limitOptionKey: string; // bppLimit
    deductibleOptionKey?: string;
    deductibleFactors?: FactorByValue[];
  };
  /**
   * Each class is rated on one exposure base: revenue (per $1,000) or payroll (per $100, contractors, with
   * subcontracted cost per $1,000 beside it). Decision 016.
   */
  classRates: Record<string, ClassRate>;
  /**
   * Professional liability rated per professional as well as on revenue: each employee beyond
   * `includedEmployees` adds `perEmployeeCents` to the liability base (before limits, retention and territory).
   */
  staff?: { includedEmployees: number; perEmployeeCents: number };
  territoryFactors: Record<string, number>; // by USPS state
  defaultTerritoryFactor: number;
  minimumPremiumCents: number;
  policyFeeCents: number;
  taxes: PlanTaxes;
}

export interface ClassRate {
  liabilityPer1000Revenue?: number;
  liabilityPer100Payroll?: number;
  subcontractedPer1000?: number;
  propertyPer100?: number;
}

export interface TravelRatingPlan {
  kind: "travel";
  version: string;
  ageBands: { minAge: number; maxAge: number; ratePer100: number }[]; // rate per $100 of trip cost
  durationBands: { maxDays: number; factor: number }[]; // first band with tripDays <= maxDays
  destinationRegions: { code: string; label: string; factor: number; countries: string[] }[];
  defaultDestination: { label: string; factor: number };
  medicalLimitOptionKey: string;
  medicalLimitFactors: FactorByValue[];
  minimumPremiumPerTravellerCents: number;
  policyFeeCents: number;
  taxes: PlanTaxes;
}

export type RatingPlan = BusinessRatingPlan | TravelRatingPlan;
