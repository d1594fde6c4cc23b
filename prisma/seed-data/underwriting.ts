// Underwriting rules of the sandbox programs, by program code: knock-outs, referrals and schedule
// credits/debits on the application's answers (lib/underwriting/rules.ts evaluates them). Pure data.
//
// FICTIONAL, like the rating plans beside them: the thresholds and percentages sit in the ranges small-
// commercial guidelines publish (schedule rating within ±25%; claims, experience, construction, protection
// and contractual risk transfer as the usual factors) but are no carrier's filing.
import type { Condition, UnderwritingRule, UnderwritingRules } from "../../lib/underwriting/rules";

const atLeast = (answer: string, gte: number): Condition => ({ answer, gte });
const between = (answer: string, gte: number, lte: number): Condition => ({ answer, gte, lte });
const is = (answer: string, equals: boolean | string | number): Condition => ({ answer, equals });

/** The schedule debit for n claims in the past 3 years: graduated, 5% a claim (1 claim +5%, 3 claims +15%, 5 claims +25%). */
export const CLAIMS_DEBIT_PERCENT_PER_CLAIM = 5;
/** A claim-free credit is earned by a claim-free record of this many years: a newer business has not had the time to earn it. */
export const CLAIMS_FREE_YEARS = 3;

/**
 * Years in business and claims: every business program reads them. Claims below the knock-out carry a debit
 * that grows with each claim (one rule per count, so the worksheet names the count); the claim-free credit
 * needs 3 years in business, the period the question asks about.
 */
function experience(o: { knockoutClaims: number; referClaims: number; referNewVenture: boolean; newVentureDebit?: number }): UnderwritingRule[] {
  return [
    {
      kind: "knockout",
      code: "prior_claims_knockout",
      when: atLeast("priorClaims", o.knockoutClaims),
      message: `The program does not write risks with ${o.knockoutClaims} or more claims in the past 3 years.`,
    },
    {
      kind: "referral",
      code: "prior_claims_referral",
      when: between("priorClaims", o.referClaims, o.knockoutClaims - 1),
      message: `${o.referClaims === o.knockoutClaims - 1 ? o.referClaims : `${o.referClaims} to ${o.knockoutClaims - 1}`} claims in the past 3 years: an underwriter reviews the loss history before this can be bound.`,
    },
    ...(o.referNewVenture
      ? [
          {
            kind: "referral" as const,
            code: "new_venture_referral",
            when: between("yearsInBusiness", 0, 1),
            message: "A business under 2 years old is a new venture: an underwriter reviews the owners' experience before this can be bound.",
          },
        ]
      : []),
    ...(o.newVentureDebit
      ? [
          {
            kind: "schedule" as const,
            code: "new_venture",
            when: between("yearsInBusiness", 0, 1),
            label: "New venture (under 2 years)",
            percent: o.newVentureDebit,
          },
        ]
      : []),
    { kind: "schedule", code: "established_10_years", when: atLeast("yearsInBusiness", 10), label: "10 or more years in business", percent: -10 },
    { kind: "schedule", code: "established_5_years", when: between("yearsInBusiness", 5, 9), label: "5 to 9 years in business", percent: -5 },
    {
      kind: "schedule",
      code: "claims_free",
      when: { all: [is("priorClaims", 0), atLeast("yearsInBusiness", CLAIMS_FREE_YEARS)] },
      label: "No claims in the past 3 years",
      percent: -5,
    },
    ...Array.from({ length: o.knockoutClaims - 1 }, (_, i): UnderwritingRule => {
      const n = i + 1;
      return {
        kind: "schedule",
        code: `prior_claims_${n}`,
        when: between("priorClaims", n, n),
        label: `${n} ${n === 1 ? "claim" : "claims"} in the past 3 years`,
        percent: n * CLAIMS_DEBIT_PERCENT_PER_CLAIM,
      };
    }),
  ];
}

// Construction and fire protection change the chance of a fire, not of a liability claim: they rate the
// property part of the BOP only.
const BOP_PROPERTY: UnderwritingRule[] = [
  { kind: "schedule", code: "sprinklered", when: is("hasSprinklers", true), label: "Premises fully sprinklered", percent: -5, appliesTo: "property" },
  { kind: "schedule", code: "frame_construction", when: is("constructionType", "frame"), label: "Frame construction", percent: 10, appliesTo: "property" },
  {
    kind: "schedule",
    code: "non_combustible",
    when: is("constructionType", "non_combustible"),
    label: "Non-combustible construction",
    percent: -5,
    appliesTo: "property",
  },
  {
    kind: "schedule",
    code: "fire_resistive",
    when: is("constructionType", "fire_resistive"),
    label: "Fire-resistive construction",
    percent: -10,
    appliesTo: "property",
  },
];

const CONTRACTS: UnderwritingRule = {
  kind: "schedule",
  code: "written_contracts",
  when: is("usesWrittenContracts", true),
  label: "Written contracts with customers",
  percent: -5,
};

const NO_CONTRACTS_PL: UnderwritingRule = {
  kind: "schedule",
  code: "no_written_contracts",
  when: is("usesWrittenContracts", false),
  label: "No written contracts with clients",
  percent: 10,
};

const UNCERTIFIED_SUBS: Condition = { all: [atLeast("subcontractedPercent", 51), is("requiresCertificatesFromSubs", false)] };

export const UNDERWRITING_RULES: Record<string, UnderwritingRules> = {
  "KM-BOP": {
    version: "KM-BOP-UW-2025.1",
    maxSchedulePercent: 25,
    rules: [
      ...experience({ knockoutClaims: 4, referClaims: 3, referNewVenture: true }),
      {
        kind: "referral",
        code: "grease_cooking",
        when: is("cooksWithGrease", true),
        message: "Cooking that produces grease-laden vapors: an underwriter confirms the hood and suppression system before this can be bound.",
      },
      ...BOP_PROPERTY,
    ],
  },
  "KM-CGL": {
    version: "KM-CGL-UW-2025.1",
    maxSchedulePercent: 25,
    rules: [
      ...experience({ knockoutClaims: 4, referClaims: 3, referNewVenture: true }),
      {
        kind: "knockout",
        code: "work_above_three_stories",
        when: is("workAboveThreeStories", true),
        message: "The program does not write work above three stories.",
      },
      {
        kind: "referral",
        code: "ny_scaffold_law",
        when: is("nyScaffoldLawExposure", true),
        message:
          "Work at height in New York, where the Scaffold Law (Labor Law §240) holds the contractor liable for any fall: an underwriter reviews the contracts and fall protection before this can be bound.",
      },
      {
        kind: "knockout",
        code: "uncertified_subcontractors",
        when: UNCERTIFIED_SUBS,
        message: "More than half the work is subcontracted without certificates of insurance from the subcontractors: the program does not write it.",
      },
      {
        kind: "schedule",
        code: "subcontracted_work",
        when: atLeast("subcontractedPercent", 26),
        label: "More than 25% of the work subcontracted",
        percent: 10,
      },
      CONTRACTS,
    ],
  },
  "HS-CGL": {
    version: "HS-CGL-UW-2025.1",
    maxSchedulePercent: 25,
    rules: [
      ...experience({ knockoutClaims: 6, referClaims: 4, referNewVenture: false, newVentureDebit: 15 }),
      {
        kind: "referral",
        code: "uncertified_subcontractors",
        when: UNCERTIFIED_SUBS,
        message:
          "More than half the work is subcontracted without certificates from the subcontractors: an underwriter reviews the contracts before this can be bound.",
      },
      { kind: "schedule", code: "work_above_three_stories", when: is("workAboveThreeStories", true), label: "Work above three stories", percent: 15 },
      {
        kind: "schedule",
        code: "subcontracted_work",
        when: atLeast("subcontractedPercent", 26),
        label: "More than 25% of the work subcontracted",
        percent: 10,
      },
      CONTRACTS,
    ],
  },
  "HS-PL": {
    version: "HS-PL-UW-2025.1",
    maxSchedulePercent: 25,
    rules: [
      ...experience({ knockoutClaims: 4, referClaims: 2, referNewVenture: false, newVentureDebit: 10 }),
      {
        kind: "referral",
        code: "unlicensed_services",
        when: is("licensedProfessional", false),
        message: "Services not performed by licensed or certified professionals: an underwriter reviews the services before this can be bound.",
      },
      { kind: "schedule", code: "client_concentration", when: atLeast("largestClientSharePercent", 51), label: "One client over half of revenue", percent: 10 },
      NO_CONTRACTS_PL,
    ],
  },
  "MP-PL": {
    version: "MP-PL-UW-2025.1",
    maxSchedulePercent: 25,
    rules: [
      ...experience({ knockoutClaims: 3, referClaims: 2, referNewVenture: true }),
      {
        kind: "knockout",
        code: "unlicensed_services",
        when: is("licensedProfessional", false),
        message: "The program writes services performed by licensed or certified professionals only.",
      },
      {
        kind: "referral",
        code: "client_concentration",
        when: atLeast("largestClientSharePercent", 76),
        message: "One client is over three quarters of revenue: an underwriter reviews the engagement before this can be bound.",
      },
      { kind: "schedule", code: "written_contracts", when: is("usesWrittenContracts", true), label: "Written contracts with clients", percent: -10 },
      NO_CONTRACTS_PL,
    ],
  },
  "SA-BOP": {
    version: "SA-BOP-UW-2025.1",
    maxSchedulePercent: 25,
    rules: [
      ...experience({ knockoutClaims: 4, referClaims: 2, referNewVenture: true }),
      {
        kind: "knockout",
        code: "grease_cooking",
        when: is("cooksWithGrease", true),
        message: "The program does not write cooking that produces grease-laden vapors.",
      },
      ...BOP_PROPERTY,
    ],
  },
  "MP-BOP": {
    version: "MP-BOP-UW-2025.1",
    maxSchedulePercent: 20,
    rules: [
      ...experience({ knockoutClaims: 3, referClaims: 2, referNewVenture: true }),
      {
        kind: "referral",
        code: "grease_cooking",
        when: is("cooksWithGrease", true),
        message: "Cooking that produces grease-laden vapors: an underwriter confirms the hood and suppression system before this can be bound.",
      },
      ...BOP_PROPERTY,
    ],
  },
  // Travel is rated on the trip (ages, cost, length, destination), not underwritten on answers: the
  // trip questions (purpose, first payment, pre-existing conditions) decide no price and no referral.
  "WT-TI-ESS": { version: "WT-TI-UW-none", maxSchedulePercent: 0, rules: [] },
  "WT-TI-PRE": { version: "WT-TI-UW-none", maxSchedulePercent: 0, rules: [] },
  "SA-TI": { version: "SA-TI-UW-none", maxSchedulePercent: 0, rules: [] },
};

/** A seeded program's rules; every program has an entry (travel's is empty), so a new program cannot forget them. */
export function underwritingRulesOf(code: string): UnderwritingRules {
  const rules = UNDERWRITING_RULES[code];
  if (!rules) throw new Error(`No underwriting rules for program ${code} in prisma/seed-data/underwriting.ts`);
  return rules;
}
