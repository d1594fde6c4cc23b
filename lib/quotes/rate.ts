// Rating without a folio: indicative prices for a risk (POST /v1/rate) and price grids across a
// program's coverage options (POST /v1/rate/sensitivity). Same validation and same carrier adapters
// as create-quote, so an indicative price equals the quote's price for the same inputs.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { servicingNow } from "@/lib/db/queries/clock";
import { appointedPrograms } from "@/lib/db/queries/programs";
import { toProgramForRating, type ProgramRecord } from "@/lib/db/records/program";
import { isoDay } from "@/lib/dates";
import { AppError, validationError, type FieldIssue } from "@/lib/errors";
import type { AdapterFor } from "@/lib/rating/carriers/registry";
import type { OptionSet, ProgramType, RatingOutcome, Risk, SelectedOptions } from "@/lib/rating/types";
import { fromCents, toCents } from "@/lib/schemas/common";
import { MAX_SENSITIVITY_CELLS, type RateRequest, type SensitivityRequest } from "@/lib/schemas/rate";
import { INDICATIVE_PAYROLL_SHARE } from "@/lib/appetite/service";
import { inCarrierSpan } from "@/lib/telemetry/tracing";
import { prepareQuote } from "./create-quote";

export interface RateDeps {
  adapterFor: AdapterFor;
  /** Overall budget for one rating call. */
  timeoutMs: number;
}

/** One program rated at one set of options. */
export interface Rated {
  program: ProgramRecord;
  options: SelectedOptions;
  outcome: RatingOutcome;
}

async function rateOne(program: ProgramRecord, risk: Risk, options: SelectedOptions, asOf: string, deps: RateDeps): Promise<RatingOutcome> {
  try {
    const adapter = deps.adapterFor(program.carrier);
    return await inCarrierSpan(program.carrier.code, program.code, undefined, () =>
      adapter.rate({ applicationId: randomUUID(), program: toProgramForRating(program), risk, options, asOf }, { signal: AbortSignal.timeout(deps.timeoutMs) }),
    );
  } catch (error) {
    return { status: "failed", reason: `rating error: ${(error as Error).message}` };
  }
}

/** The programs to rate when the request names none: every appointed program of the risk's type(s). */
async function defaultPrograms(db: Db, agencyId: string, body: RateRequest) {
  const fields = { ...(body.system_payload ?? {}), ...body };
  const types = new Set<ProgramType>();
  if (fields.program_type) types.add(fields.program_type);
  else {
    if (fields.class_code !== undefined) (["BOP", "CGL", "PL"] as const).forEach((t) => types.add(t));
    if (fields.destination_country !== undefined) types.add("TI");
  }
  if (!types.size) {
    throw validationError([
      { path: "programs", message: "name the programs to rate, or give program_type (or the rating fields of a risk)", code: "required" },
    ]);
  }
  const programs = (await appointedPrograms(db, agencyId)).filter((p) => types.has(p.type));
  if (!programs.length) throw validationError([{ path: "program_type", message: "your agency is appointed for no program of this type", code: "no_programs" }]);
  return programs.map((p) => p.code);
}

export async function rateRisk(
  db: Db,
  agencyId: string,
  body: RateRequest,
  raw: Record<string, unknown>,
  deps: RateDeps,
  now = new Date(),
): Promise<{ ratedAt: Date; results: Rated[] }> {
  const programs = body.programs ?? (await defaultPrograms(db, agencyId, body));
  const prepared = await prepareQuote(db, agencyId, { ...body, programs }, raw, await servicingNow(db, agencyId, now));
  const asOf = isoDay(now);
  const results = await Promise.all(
    prepared.plans.map(async (plan) => ({
      program: plan.program,
      options: plan.selected,
      outcome: await rateOne(plan.program, plan.risk, plan.selected, asOf, deps),
    })),
  );
  return { ratedAt: now, results };
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

export interface SensitivityGrid {
  program: ProgramRecord;
  mode: SensitivityRequest["mode"];
  axes: Array<{ option: OptionSet; values: number[] }>;
  base: Rated;
  cells: Rated[];
  serverTimeMs: number;
}

export async function sensitivity(
  db: Db,
  agencyId: string,
  body: SensitivityRequest,
  raw: Record<string, unknown>,
  deps: RateDeps,
  now = new Date(),
): Promise<SensitivityGrid> {
  const started = performance.now();
  let prepared;
  try {
    prepared = await prepareQuote(db, agencyId, { ...body, programs: [body.program] }, raw, await servicingNow(db, agencyId, now));
  } catch (error) {
    // the request names one `program`, not `programs[]`
    if (!(error instanceof AppError)) throw error;
    const rename = (text: string) => text.replace(/^programs\[0\]/, "program");
    throw new AppError(
      error.code,
      rename(error.message),
      error.errors.map((e) => ({ ...e, path: rename(e.path) })),
    );
  }
  const plan = prepared.plans[0]!;
  const defs = plan.program.options;
  const issues: FieldIssue[] = [];
  const axes: Array<{ option: OptionSet; values: number[] }> = [];
  const shown = (o: OptionSet, v: number) => (o.unit === "money" ? fromCents(v) : v);
  for (const [key, wanted] of Object.entries(body.vary)) {
    const option = defs.find((o) => o.key === key);
    if (!option) {
      issues.push({
        path: `vary.${key}`,
        message: `program ${plan.program.code} has no option ${key}; it has ${defs.map((o) => o.key).join(", ") || "none"}`,
        code: "unknown_option",
      });
      continue;
    }
    const values = wanted === "all" ? option.values : wanted.map((v) => (option.unit === "money" ? toCents(v) : v));
    const bad = values.filter((v) => !option.values.includes(v));
    if (bad.length) {
      issues.push({
        path: `vary.${key}`,
        message: `${bad.map((v) => shown(option, v)).join(", ")} not offered by program ${plan.program.code}; choose from ${option.values.map((v) => shown(option, v)).join(", ")}`,
        code: "option_not_offered",
      });
      continue;
    }
    axes.push({ option, values: [...new Set(values)] });
  }
  if (issues.length) throw validationError(issues);

  const combos: SelectedOptions[] =
    body.mode === "grid"
      ? axes.reduce<SelectedOptions[]>((acc, axis) => acc.flatMap((c) => axis.values.map((v) => ({ ...c, [axis.option.key]: v }))), [{ ...plan.selected }])
      : axes.flatMap((axis) => axis.values.map((v) => ({ ...plan.selected, [axis.option.key]: v })));
  if (combos.length > MAX_SENSITIVITY_CELLS) {
    throw new AppError("validation_error", `vary: ${combos.length} combinations is more than ${MAX_SENSITIVITY_CELLS}`, [
      { path: "vary", message: `${combos.length} combinations is more than the ${MAX_SENSITIVITY_CELLS} allowed`, code: "too_many_cells" },
    ]);
  }
  const asOf = isoDay(now);
  const rate = async (options: SelectedOptions): Promise<Rated> => ({
    program: plan.program,
    options,
    outcome: await rateOne(plan.program, plan.risk, options, asOf, deps),
  });
  const [base, ...cells] = await mapLimit([plan.selected, ...combos], 16, rate);
  return { program: plan.program, mode: body.mode, axes, base: base!, cells, serverTimeMs: Math.round((performance.now() - started) * 100) / 100 };
}

/** Prices a class at a revenue with default options: the catalog's indicative bands. */
export function indicativePricer(deps: RateDeps) {
  return async (program: ProgramRecord, classCode: string, annualRevenueCents: number, state: string | undefined): Promise<number | null> => {
    const options = Object.fromEntries(program.options.map((o) => [o.key, o.default]));
    const where = state ?? (program.statesWritten.includes("IL") ? "IL" : program.statesWritten[0]);
    if (!where) return null;
    const today = isoDay();
    const risk: Risk = {
      kind: "business",
      classCode,
      businessName: "Indicative price",
      mailingState: where,
      mailingZip: "00000",
      employeeCount: 5,
      annualRevenueCents,
      annualPayrollCents: Math.round(annualRevenueCents * INDICATIVE_PAYROLL_SHARE),
      effectiveDate: today,
    };
    const outcome = await rateOne(program, risk, options, today, deps);
    return outcome.status === "quoted" ? outcome.premium.totalCents : null;
  };
}
