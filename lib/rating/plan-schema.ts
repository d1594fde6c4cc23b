// Zod schemas of the table-driven rating plans, used to validate plans loaded from JSON (the
// program's ratingPlan column). The TypeScript shapes live in ./types so seed data can use them;
// the `satisfies` clauses below keep the two in step.
import { z } from "zod";
import type {
  BusinessRatingPlan,
  FactorByValue,
  OptionSet,
  PlanTaxes,
  ProgramForRating,
  RatingPlan,
  ReturnPremiumTax,
  SurplusLinesRate,
  TravelRatingPlan,
} from "./types";

/** A plan that cannot price a request it was given (missing table row, bad option). Adapters map it to "failed". */
export class RatingPlanError extends Error {
  override name = "RatingPlanError";
}

const STATE = z.string().regex(/^[A-Z]{2}$/, "USPS state code, upper case");
const COUNTRY = z.string().regex(/^[A-Z]{2}$/, "ISO 3166-1 alpha-2, upper case");
const CLASS_CODE = z.string().regex(/^\d{5}$/, "5-digit class code");
const CENTS = z.int().nonnegative();
const FACTOR = z.number().positive().max(10);
const RATE = z.number().nonnegative().max(1); // a tax rate, 0.0235 = 2.35%

const FactorTable = z
  .array(z.strictObject({ value: z.number().nonnegative(), factor: FACTOR }) satisfies z.ZodType<FactorByValue>)
  .min(1)
  .refine((rows) => rows.every((r, i) => i === 0 || r.value > rows[i - 1]!.value), "values must be strictly ascending");

// Higher limits never cost less; higher deductibles never cost more (keeps premiums monotone).
const IncreasingFactors = FactorTable.refine(
  (rows) => rows.every((r, i) => i === 0 || r.factor >= rows[i - 1]!.factor),
  "increased-limits factors must not decrease as the limit rises",
);
const DecreasingFactors = FactorTable.refine(
  (rows) => rows.every((r, i) => i === 0 || r.factor <= rows[i - 1]!.factor),
  "deductible factors must not increase as the deductible rises",
);

// Admitted carriers' premium tax is in their rates: no rate table, nothing added (decision 028).
export const PlanTaxesSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("admitted") }),
  z.strictObject({
    kind: z.literal("surplus_lines"),
    rates: z.record(
      STATE,
      z.strictObject({
        taxRate: RATE,
        stampingFeeRate: RATE,
        returnPremiumTax: z.enum(["pro_rata_refund", "fully_earned"]),
      }) satisfies z.ZodType<SurplusLinesRate>,
    ),
  }),
]) satisfies z.ZodType<PlanTaxes>;

/**
 * The home state's rule for surplus lines tax on return premium under a program's rating plan (any JSON),
 * or null when the plan charges no surplus lines tax (admitted, an HTTP carrier's plan) or has no row for
 * the state. Cancellation money follows it (lib/policies/cancel.ts).
 */
export function returnPremiumTaxRule(ratingPlan: unknown, state: string | null | undefined): ReturnPremiumTax | null {
  if (!state) return null;
  const parsed = z.object({ taxes: PlanTaxesSchema }).safeParse(ratingPlan);
  if (!parsed.success || parsed.data.taxes.kind !== "surplus_lines") return null;
  return parsed.data.taxes.rates[state.toUpperCase()]?.returnPremiumTax ?? null;
}

const NonEmptyKey = z.string().min(1);

export const BusinessRatingPlanSchema = z
  .strictObject({
    kind: z.literal("business"),
    version: NonEmptyKey,
    liability: z.strictObject({
      coverage: z.enum(["general_liability", "professional_liability"]),
      limitOptionKey: NonEmptyKey,
      increasedLimitFactors: IncreasingFactors,
      deductibleOptionKey: NonEmptyKey.optional(),
      deductibleFactors: DecreasingFactors.optional(),
    }),
    property: z
      .strictObject({
        limitOptionKey: NonEmptyKey,
        deductibleOptionKey: NonEmptyKey.optional(),
        deductibleFactors: DecreasingFactors.optional(),
      })
      .optional(),
    classRates: z.record(
      CLASS_CODE,
      z
        .strictObject({
          liabilityPer1000Revenue: z.number().nonnegative().optional(),
          liabilityPer100Payroll: z.number().nonnegative().optional(),
          subcontractedPer1000: z.number().nonnegative().optional(),
          propertyPer100: z.number().nonnegative().optional(),
        })
        .refine(
          (r) => (r.liabilityPer1000Revenue === undefined) !== (r.liabilityPer100Payroll === undefined),
          "a class is rated on exactly one base: liabilityPer1000Revenue or liabilityPer100Payroll",
        )
        .refine((r) => r.subcontractedPer1000 === undefined || r.liabilityPer100Payroll !== undefined, "subcontractedPer1000 goes with a payroll rate"),
    ),
    staff: z.strictObject({ includedEmployees: z.int().nonnegative(), perEmployeeCents: CENTS }).optional(),
    territoryFactors: z.record(STATE, FACTOR),
    defaultTerritoryFactor: FACTOR,
    minimumPremiumCents: CENTS,
    policyFeeCents: CENTS,
    taxes: PlanTaxesSchema,
  })
  .superRefine((plan, ctx) => {
    for (const part of [plan.liability, plan.property]) {
      if (part && (part.deductibleOptionKey === undefined) !== (part.deductibleFactors === undefined)) {
        ctx.addIssue({ code: "custom", message: "deductibleOptionKey and deductibleFactors go together" });
      }
    }
    if (plan.property) {
      for (const [code, rates] of Object.entries(plan.classRates)) {
        if (rates.propertyPer100 === undefined) {
          ctx.addIssue({ code: "custom", path: ["classRates", code], message: "a plan with a property part needs propertyPer100 for every class" });
        }
      }
    }
  }) satisfies z.ZodType<BusinessRatingPlan>;

export const TravelRatingPlanSchema = z
  .strictObject({
    kind: z.literal("travel"),
    version: NonEmptyKey,
    ageBands: z.array(z.strictObject({ minAge: z.int().nonnegative(), maxAge: z.int().nonnegative(), ratePer100: z.number().positive().max(100) })).min(1),
    durationBands: z.array(z.strictObject({ maxDays: z.int().positive(), factor: FACTOR })).min(1),
    destinationRegions: z.array(z.strictObject({ code: NonEmptyKey, label: NonEmptyKey, factor: FACTOR, countries: z.array(COUNTRY).min(1) })),
    defaultDestination: z.strictObject({ label: NonEmptyKey, factor: FACTOR }),
    medicalLimitOptionKey: NonEmptyKey,
    medicalLimitFactors: IncreasingFactors,
    minimumPremiumPerTravellerCents: CENTS,
    policyFeeCents: CENTS,
    taxes: PlanTaxesSchema,
  })
  .superRefine((plan, ctx) => {
    // Age bands must tile 0..N without gaps or overlaps, so every eligible age has exactly one rate.
    plan.ageBands.forEach((band, i) => {
      const expectedMin = i === 0 ? 0 : plan.ageBands[i - 1]!.maxAge + 1;
      if (band.minAge !== expectedMin || band.maxAge < band.minAge) {
        ctx.addIssue({ code: "custom", path: ["ageBands", i], message: `age bands must be contiguous from 0 (expected minAge ${expectedMin})` });
      }
    });
    plan.durationBands.forEach((band, i) => {
      const prev = plan.durationBands[i - 1];
      if (prev && band.maxDays <= prev.maxDays) {
        ctx.addIssue({ code: "custom", path: ["durationBands", i], message: "duration bands must be ascending by maxDays" });
      }
    });
    const seen = new Set<string>();
    for (const region of plan.destinationRegions) {
      for (const country of region.countries) {
        if (seen.has(country)) ctx.addIssue({ code: "custom", path: ["destinationRegions"], message: `${country} is in more than one region` });
        seen.add(country);
      }
    }
  }) satisfies z.ZodType<TravelRatingPlan>;

export const RatingPlanSchema = z.union([BusinessRatingPlanSchema, TravelRatingPlanSchema]) satisfies z.ZodType<RatingPlan>;

export type ParsedPlan = { ok: true; plan: RatingPlan } | { ok: false; error: string };

/** Validates an unknown plan (e.g. from JSON); the error is a readable multi-line summary. */
export function parseRatingPlan(input: unknown): ParsedPlan {
  const result = RatingPlanSchema.safeParse(input);
  return result.success ? { ok: true, plan: result.data } : { ok: false, error: z.prettifyError(result.error) };
}

/**
 * Cross-checks a (schema-valid) plan against the program that carries it: every option value has a
 * factor, every class written has a rate, every state written has a tax (surplus lines) entry, and
 * travel bands cover the eligibility limits. Returns problems; empty means the plan can price every
 * eligible request. Used by seed tests and usable by the seed script before writing programs.
 */
export function checkPlanCoversProgram(
  plan: RatingPlan,
  program: Pick<ProgramForRating, "type" | "statesWritten" | "classCodes" | "eligibility" | "options">,
): string[] {
  const problems: string[] = [];
  const option = (key: string): OptionSet | undefined => program.options.find((o) => o.key === key);
  const coverOption = (key: string, table: FactorByValue[], what: string) => {
    const set = option(key);
    if (!set) return problems.push(`${what}: program has no option "${key}"`);
    for (const v of set.values) {
      if (!table.some((row) => row.value === v)) problems.push(`${what}: no factor for ${key}=${v}`);
    }
  };
  const expectedKind = program.type === "TI" ? "travel" : "business";
  if (plan.kind !== expectedKind) return [`plan kind ${plan.kind} does not fit program type ${program.type}`];

  if (plan.taxes.kind === "surplus_lines") {
    for (const state of program.statesWritten) {
      if (!plan.taxes.rates[state]) problems.push(`no surplus lines tax rate for ${state}`);
    }
  }

  if (plan.kind === "business") {
    if ((program.type === "BOP") !== (plan.property !== undefined)) problems.push("BOP plans (and only they) have a property part");
    coverOption(plan.liability.limitOptionKey, plan.liability.increasedLimitFactors, "increased limits");
    if (plan.liability.deductibleOptionKey && plan.liability.deductibleFactors) {
      coverOption(plan.liability.deductibleOptionKey, plan.liability.deductibleFactors, "liability deductible");
    }
    if (plan.property) {
      if (!option(plan.property.limitOptionKey)) problems.push(`property: program has no option "${plan.property.limitOptionKey}"`);
      if (plan.property.deductibleOptionKey && plan.property.deductibleFactors) {
        coverOption(plan.property.deductibleOptionKey, plan.property.deductibleFactors, "property deductible");
      }
    }
    for (const code of program.classCodes) {
      if (!plan.classRates[code]) problems.push(`class ${code} is written but has no rate`);
    }
  } else {
    coverOption(plan.medicalLimitOptionKey, plan.medicalLimitFactors, "medical limit");
    if (program.eligibility.kind === "travel") {
      const lastAge = plan.ageBands[plan.ageBands.length - 1]!.maxAge;
      if (lastAge < program.eligibility.maxTravellerAge) problems.push(`age bands stop at ${lastAge}, below max traveller age`);
      const lastDays = plan.durationBands[plan.durationBands.length - 1]!.maxDays;
      if (lastDays < program.eligibility.maxTripDays) problems.push(`duration bands stop at ${lastDays} days, below max trip days`);
    } else {
      problems.push("a TI program needs travel eligibility");
    }
  }
  return problems;
}
