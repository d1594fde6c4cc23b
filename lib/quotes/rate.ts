// Rating without a folio: indicative prices for a risk (POST /v1/rate) and price grids across a
// program's coverage options (POST /v1/rate/sensitivity). Same validation and same carrier adapters
// as create-quote, so an indicative price equals the quote's price for the same inputs.
import { randomUUID } from "node:crypto";
import { AppError, validationError } from "@/lib/errors";
import type { Db } from "@/lib/db/client";
import { toProgramForRating, type ProgramWithCarrier } from "@/lib/db/programs";
import type { AdapterFor } from "@/lib/rating/carriers/registry";
import type { OptionSet, PaymentPlan, ProgramType, RatingOutcome, Risk, SelectedOptions } from "@/lib/rating/types";
import { toCents } from "@/lib/schemas/common";
import { MAX_SENSITIVITY_CELLS, type RateRequest, type SensitivityRequest } from "@/lib/schemas/rate";
import { appointedPrograms } from "./programs";
import { prepareQuote } from "./create-quote";
import { optionValue } from "@/lib/programs/views";
import { coverageView, premiumDetailView, priceView, worksheetView } from "./folio-view";

export interface RateDeps {
  adapterFor: AdapterFor;
  /** Overall budget for one rating call. */
  timeoutMs: number;
}

async function rateOne(program: ProgramWithCarrier, risk: Risk, options: SelectedOptions, asOf: string, deps: RateDeps): Promise<RatingOutcome> {
  try {
    return await deps.adapterFor(program.carrier).rate(
      { applicationId: randomUUID(), program: toProgramForRating(program), risk, options, asOf },
      { signal: AbortSignal.timeout(deps.timeoutMs) },
    );
  } catch (error) {
    return { status: "failed", reason: `rating error: ${(error as Error).message}` };
  }
}

function resultView(program: ProgramWithCarrier, options: SelectedOptions, outcome: RatingOutcome) {
  const defs = program.options as unknown as OptionSet[];
  const base = {
    program: { id: program.id, code: program.code, name: program.name, type: program.type },
    carrier: { id: program.carrier.id, name: program.carrier.name, code: program.carrier.code },
    coverage: coverageView(defs, options),
  };
  if (outcome.status === "quoted") {
    const amounts = outcome.premium;
    return {
      ...base,
      status: "quoted" as const,
      pricing: priceView(amounts, program.paymentPlans as unknown as PaymentPlan[]).pricing,
      premiumDetail: premiumDetailView(amounts, amounts.fees, amounts.taxes),
      worksheet: worksheetView(outcome.worksheet),
      reasons: [],
      failureReason: null,
    };
  }
  return {
    ...base,
    status: outcome.status === "declined" ? ("declined" as const) : ("quote_failed" as const),
    pricing: null,
    premiumDetail: null,
    worksheet: null,
    reasons: outcome.status === "declined" ? outcome.reasons.map((r) => ({ code: r.code, message: r.message })) : [],
    failureReason: outcome.status === "failed" ? outcome.reason : null,
  };
}

/** The programs to rate when the request names none: every appointed program of the risk's type(s). */
async function defaultPrograms(db: Db, agencyId: string, body: RateRequest) {
  const fields = { ...(body.system_payload ?? {}), ...body };
  const types = new Set<ProgramType>();
  if (fields.program_type) types.add(fields.program_type);
  else {
    if (fields.class_code !== undefined) ["BOP", "CGL", "PL"].forEach((t) => types.add(t as ProgramType));
    if (fields.destination_country !== undefined) types.add("TI");
  }
  if (!types.size) {
    throw validationError([{ path: "programs", message: "name the programs to rate, or give program_type (or the rating fields of a risk)", code: "required" }]);
  }
  const programs = (await appointedPrograms(db, agencyId)).filter((p) => types.has(p.type));
  if (!programs.length) throw validationError([{ path: "program_type", message: "your agency is appointed for no program of this type", code: "no_programs" }]);
  return programs.map((p) => p.code);
}

export async function rateRisk(db: Db, agencyId: string, body: RateRequest, raw: Record<string, unknown>, deps: RateDeps, now = new Date()) {
  const programs = body.programs ?? (await defaultPrograms(db, agencyId, body));
  const prepared = await prepareQuote(db, agencyId, { ...body, programs }, raw, now);
  const asOf = now.toISOString().slice(0, 10);
  const results = await Promise.all(
    prepared.plans.map(async (plan) => resultView(plan.program, plan.selected, await rateOne(plan.program, plan.risk, plan.selected, asOf, deps))),
  );
  return { ratedAt: now.toISOString(), results };
}

function cellView(program: ProgramWithCarrier, options: SelectedOptions, outcome: RatingOutcome) {
  const defs = program.options as unknown as OptionSet[];
  const priced = outcome.status === "quoted" ? priceView(outcome.premium, program.paymentPlans as unknown as PaymentPlan[]).pricing : null;
  return {
    coverage: coverageView(defs, options),
    status: outcome.status === "quoted" ? ("quoted" as const) : outcome.status === "declined" ? ("declined" as const) : ("quote_failed" as const),
    annualPremium: priced?.annualPremium ?? null,
    totalAnnual: priced?.totalAnnual ?? null,
    totalMonthly: priced?.totalMonthly ?? null,
  };
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

export async function sensitivity(db: Db, agencyId: string, body: SensitivityRequest, raw: Record<string, unknown>, deps: RateDeps, now = new Date()) {
  const started = performance.now();
  let prepared;
  try {
    prepared = await prepareQuote(db, agencyId, { ...body, programs: [body.program] }, raw, now);
  } catch (error) {
    // the request names one `program`, not `programs[]`
    if (!(error instanceof AppError)) throw error;
    const rename = (text: string) => text.replace(/^programs\[0\]/, "program");
    throw new AppError(error.code, rename(error.message), error.errors.map((e) => ({ ...e, path: rename(e.path) })));
  }
  const plan = prepared.plans[0]!;
  const defs = plan.program.options as unknown as OptionSet[];
  const issues = [];
  const axes: Array<{ option: OptionSet; values: number[] }> = [];
  for (const [key, wanted] of Object.entries(body.vary)) {
    const option = defs.find((o) => o.key === key);
    if (!option) {
      issues.push({ path: `vary.${key}`, message: `program ${plan.program.code} has no option ${key}; it has ${defs.map((o) => o.key).join(", ") || "none"}`, code: "unknown_option" });
      continue;
    }
    const values = wanted === "all" ? option.values : wanted.map((v) => (option.unit === "money" ? toCents(v) : v));
    const bad = values.filter((v) => !option.values.includes(v));
    if (bad.length) {
      issues.push({
        path: `vary.${key}`,
        message: `${bad.map((v) => optionValue(option, v)).join(", ")} not offered by program ${plan.program.code}; choose from ${option.values.map((v) => optionValue(option, v)).join(", ")}`,
        code: "option_not_offered",
      });
      continue;
    }
    axes.push({ option, values: [...new Set(values)] });
  }
  if (issues.length) throw validationError(issues);

  let combos: SelectedOptions[];
  if (body.mode === "grid") {
    combos = axes.reduce<SelectedOptions[]>((acc, axis) => acc.flatMap((c) => axis.values.map((v) => ({ ...c, [axis.option.key]: v }))), [{ ...plan.selected }]);
  } else {
    combos = axes.flatMap((axis) => axis.values.map((v) => ({ ...plan.selected, [axis.option.key]: v })));
  }
  if (combos.length > MAX_SENSITIVITY_CELLS) {
    throw new AppError("validation_error", `vary: ${combos.length} combinations is more than ${MAX_SENSITIVITY_CELLS}`, [
      { path: "vary", message: `${combos.length} combinations is more than the ${MAX_SENSITIVITY_CELLS} allowed`, code: "too_many_cells" },
    ]);
  }
  const asOf = now.toISOString().slice(0, 10);
  const rate = async (options: SelectedOptions) => cellView(plan.program, options, await rateOne(plan.program, plan.risk, options, asOf, deps));
  const [base, ...cells] = await mapLimit([plan.selected, ...combos], 16, rate);
  return {
    program: { id: plan.program.id, code: plan.program.code, name: plan.program.name, type: plan.program.type },
    mode: body.mode,
    axes: axes.map((a) => ({ key: a.option.key, label: a.option.label, values: a.values.map((v) => optionValue(a.option, v)) })),
    base: base!,
    cells,
    serverTimeMs: Math.round((performance.now() - started) * 100) / 100,
  };
}

/** Prices a class at a revenue with default options: the catalog's indicative bands. */
export function indicativePricer(deps: RateDeps) {
  return async (program: ProgramWithCarrier, classCode: string, annualRevenueCents: number, state: string | undefined): Promise<number | null> => {
    const options = Object.fromEntries((program.options as unknown as OptionSet[]).map((o) => [o.key, o.default]));
    const where = state ?? (program.statesWritten.includes("IL") ? "IL" : program.statesWritten[0]);
    if (!where) return null;
    const today = new Date().toISOString().slice(0, 10);
    const risk: Risk = {
      kind: "business",
      classCode,
      businessName: "Indicative price",
      mailingState: where,
      mailingZip: "00000",
      employeeCount: 5,
      annualRevenueCents,
      effectiveDate: today,
    };
    const outcome = await rateOne(program, risk, options, today, deps);
    return outcome.status === "quoted" ? outcome.premium.totalCents : null;
  };
}
