// Filed-style rating of business programs (BOP, CGL, PL) from a BusinessRatingPlan.
// Order of steps (each appends a worksheet line):
//   liability base (class rate per $1,000 of revenue, or per $100 of payroll) -> [PL] staff charge per employee
//   beyond the plan's included ones -> increased-limits factor -> liability deductible credit
//   -> [BOP] property base (class rate per $100 of BPP limit) -> property deductible credit
//   -> territory (state) factor on the whole -> schedule rating (the application's answers: one line per credit or
//   debit, on the whole premium or, for construction and fire protection, on the property part only; each part
//   held within the program's filed range; decision 016) -> minimum premium for the limit -> added
//   endorsements (flat charges on top, decision 018) -> rounding to whole dollars -> policy fee -> taxes.
// The plan's minimum premium is stated at the basic limit (increased-limits factor 1.00) and, like the
// class rate, carries the increased-limits factor of the limit chosen: a $400 minimum is $288 at a
// $300,000 limit and $448 at $2,000,000. So a small risk, priced at the minimum, still pays more for
// more cover (decision 014). It stays the last step before rounding, so no credit (deductible,
// territory, schedule) takes the premium below the minimum for the limit bought; its line says
// "Minimum premium applies" when it binds the price.
// Every step rounds to whole cents (see roundCents), and the premium is rounded to whole dollars as
// filed plans do. The worksheet, fee/tax helpers below are shared with travel.ts.
import { formatDollars } from "./eligibility";
import { RatingPlanError } from "./plan-schema";
import type { Underwriting } from "@/lib/underwriting/rules";
import type { BusinessRatingPlan, Endorsement, FactorByValue, FeeLine, PlanTaxes, PremiumBreakdown, RatingRequest, TaxLine, WorksheetLine } from "./types";

export interface RatedPremium {
  premium: PremiumBreakdown;
  worksheet: WorksheetLine[];
}

/**
 * Rounds an amount in cents to whole cents, half away from zero. The value is first cut to 15
 * significant digits so binary noise (e.g. 1419.6749999999998 for an exact 1419.675) rounds the
 * way the hand calculation does.
 */
export function roundCents(x: number): number {
  const clean = Number(x.toPrecision(15));
  return Math.sign(clean) * Math.round(Math.abs(clean)) + 0; // + 0 turns -0 into 0
}

/** "2.35%", "0.18%". */
export function formatPercent(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}

/** "$4.25", "$0.485". */
export function formatRate(rate: number): string {
  return `$${rate.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
}

/** Collects worksheet lines; runningCents is always the sum of all amounts so far. */
export class Worksheet {
  readonly lines: WorksheetLine[] = [];
  runningCents = 0;

  add(step: string, label: string, amountCents: number, factor?: number): void {
    if (!Number.isInteger(amountCents)) throw new RatingPlanError(`worksheet step ${step}: ${amountCents} is not whole cents`);
    this.runningCents += amountCents;
    this.lines.push({ step, label, ...(factor === undefined ? {} : { factor }), amountCents, runningCents: this.runningCents });
  }

  /** Multiplies `baseCents` (default: the running total) by `factor`; the line's amount is the change. */
  applyFactor(step: string, label: string, factor: number, baseCents = this.runningCents): void {
    this.add(step, label, roundCents(baseCents * factor) - baseCents, factor);
  }

  applyMinimum(minimumCents: number, label: string): boolean {
    if (this.runningCents >= minimumCents) return false;
    this.add("minimum", label, minimumCents - this.runningCents);
    return true;
  }

  /** Rounds the running total to whole dollars, half away from zero. Always adds the line (possibly 0). */
  roundToDollars(): void {
    const dollars = roundCents(this.runningCents / 100);
    this.add("rounding", "Premium rounded to whole dollars", dollars * 100 - this.runningCents);
  }
}

/** The selected value of an option; falls back to the program's default (requests are meant to be complete). */
export function optionValue(req: RatingRequest, key: string): number {
  const selected = req.options[key] ?? req.program.options.find((o) => o.key === key)?.default;
  if (selected === undefined) throw new RatingPlanError(`Program ${req.program.code}: no value for option ${key}`);
  return selected;
}

export function factorFor(table: FactorByValue[], value: number, what: string): number {
  const row = table.find((r) => r.value === value);
  if (!row) throw new RatingPlanError(`No ${what} factor for ${value}`);
  return row.factor;
}

/**
 * Adds the flat premium of endorsements the buyer added (the request's `endorsements`, decision 018).
 * Included endorsements are in the base premium already and cost nothing.
 */
export function applyEndorsements(ws: Worksheet, endorsements: Endorsement[], addedKeys: readonly string[]): void {
  for (const key of addedKeys) {
    const e = endorsements.find((x) => x.key === key);
    if (!e || !e.available) throw new RatingPlanError(`Endorsement ${key} is not available`);
    if (e.included) continue;
    ws.add("endorsement", `Endorsement: ${e.name}`, e.premiumCents ?? 0);
  }
}

/**
 * Policy fee, then taxes, then the breakdown. `taxState` is the USPS state whose taxes apply, or null
 * when none do (e.g. a traveller resident outside the US).
 * - Admitted: no tax line. The state premium tax is the carrier's own and is built into its filed rates,
 *   as on a declarations page or an ACORD form (decision 028).
 * - Surplus lines: the home state's surplus lines tax and stamping fee (left out when the state has none)
 *   on premium + policy fee, since most states tax the fees charged with the policy as premium (the exact
 *   base varies by state). Rates: prisma/seed-data/surplus-lines-taxes.ts.
 */
export function finishPremium(ws: Worksheet, plan: { policyFeeCents: number; taxes: PlanTaxes }, taxState: string | null): PremiumBreakdown {
  const premiumCents = ws.runningCents;
  const fees: FeeLine[] = [];
  if (plan.policyFeeCents > 0) {
    fees.push({ code: "policy_fee", label: "Policy fee", amountCents: plan.policyFeeCents });
    ws.add("policy_fee", "Policy fee", plan.policyFeeCents);
  }
  const feesCents = fees.reduce((s, f) => s + f.amountCents, 0);

  const taxes: TaxLine[] = [];
  const addTax = (code: string, label: string, rate: number, baseCents: number) => {
    const amountCents = roundCents(baseCents * rate);
    taxes.push({ code, label, rate, amountCents });
    ws.add(code, `${label}: ${formatPercent(rate)} of ${formatDollars(baseCents)}`, amountCents);
  };
  if (taxState !== null && plan.taxes.kind === "surplus_lines") {
    const sl = plan.taxes.rates[taxState];
    if (!sl) throw new RatingPlanError(`No surplus lines tax rate for ${taxState}`);
    addTax("surplus_lines_tax", `${taxState} surplus lines tax`, sl.taxRate, premiumCents + feesCents);
    if (sl.stampingFeeRate > 0) addTax("stamping_fee", `${taxState} stamping fee`, sl.stampingFeeRate, premiumCents + feesCents);
  }
  const taxesCents = taxes.reduce((s, t) => s + t.amountCents, 0);
  return { premiumCents, fees, taxes, feesCents, taxesCents, totalCents: premiumCents + feesCents + taxesCents };
}

export type ScheduleRating = Pick<Underwriting, "schedule" | "schedulePercent" | "uncappedPercent" | "propertySchedulePercent" | "propertyUncappedPercent">;

/**
 * Schedule rating: each matched credit or debit is a worksheet line, in whole cents, on the premium so far
 * (after territory), or for a property-only line (construction, sprinklers) on `propertyCents`, the property
 * part of that premium; a program without a property part (propertyCents 0) has no property-only line. Each
 * part is held to the filed range on its own: when the lines add up beyond it, one more line holds it.
 */
export function applySchedule(ws: Worksheet, uw: ScheduleRating, propertyCents = 0): void {
  const lines = uw.schedule.filter((line) => line.appliesTo !== "property" || propertyCents > 0);
  if (!lines.length) return;
  const base = ws.runningCents;
  const sign = (n: number) => `${n > 0 ? "+" : ""}${n}%`;
  let applied = 0;
  for (const line of lines) {
    const onProperty = line.appliesTo === "property";
    const amount = roundCents(((onProperty ? propertyCents : base) * line.percent) / 100);
    applied += amount;
    ws.add(
      "schedule",
      `Schedule ${line.percent < 0 ? "credit" : "debit"}: ${line.label} (${sign(line.percent)}${onProperty ? ` of the property part, ${formatDollars(propertyCents)}` : ""})`,
      amount,
      1 + line.percent / 100,
    );
  }
  const hasPropertyLines = lines.some((line) => line.appliesTo === "property");
  if (!hasPropertyLines) {
    if (uw.uncappedPercent === null) return;
    ws.add(
      "schedule",
      `Schedule rating held to ${sign(uw.schedulePercent)}, the program's filed range (the credits and debits add to ${sign(uw.uncappedPercent)})`,
      roundCents((base * uw.schedulePercent) / 100) - applied,
    );
    return;
  }
  if (uw.uncappedPercent === null && uw.propertyUncappedPercent === null) return;
  const part = (name: string, held: number, uncapped: number | null) =>
    `${sign(held)} on the ${name} part${uncapped === null ? "" : ` (its credits and debits add to ${sign(uncapped)})`}`;
  ws.add(
    "schedule",
    `Schedule rating held to the program's filed range: ${part("liability", uw.schedulePercent, uw.uncappedPercent)}, ${part("property", uw.propertySchedulePercent, uw.propertyUncappedPercent)}`,
    roundCents(((base - propertyCents) * uw.schedulePercent) / 100) + roundCents((propertyCents * uw.propertySchedulePercent) / 100) - applied,
  );
}

/** The minimum premium at a limit: the plan's minimum (stated at the basic limit) times the limit's increased-limits factor, in whole cents. */
export function minimumPremiumForLimit(plan: Pick<BusinessRatingPlan, "minimumPremiumCents">, increasedLimitFactor: number): number {
  return roundCents(plan.minimumPremiumCents * increasedLimitFactor);
}

/**
 * Rates a BOP, CGL or PL request. `addedEndorsementKeys` are endorsements the buyer added on top
 * of the included ones (the request's `endorsements`).
 * Throws RatingPlanError when the plan cannot price the request (missing class rate, option factor).
 */
export function rateBusiness(
  plan: BusinessRatingPlan,
  req: RatingRequest,
  addedEndorsementKeys: readonly string[] = [],
  underwriting?: ScheduleRating,
): RatedPremium {
  const risk = req.risk;
  if (risk.kind !== "business") throw new RatingPlanError(`Program ${req.program.code} rates business risks only`);
  const rates = plan.classRates[risk.classCode];
  if (!rates) throw new RatingPlanError(`Program ${req.program.code} has no rate for class ${risk.classCode}`);
  const ws = new Worksheet();
  const lia = plan.liability;
  const coverage = lia.coverage === "general_liability" ? "general liability" : "professional liability";

  const count = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 5 });
  if (rates.liabilityPer100Payroll !== undefined) {
    // Contractors: payroll per $100, and what they pay subcontractors per $1,000 (decision 016).
    if (risk.annualPayrollCents === undefined)
      throw new RatingPlanError(`Program ${req.program.code} rates class ${risk.classCode} on payroll; the request has none`);
    ws.add(
      "base",
      `Class ${risk.classCode} ${coverage}: ${formatRate(rates.liabilityPer100Payroll)} per $100 of payroll x ${count(risk.annualPayrollCents / 10_000)}`,
      roundCents((risk.annualPayrollCents * rates.liabilityPer100Payroll) / 100),
    );
    const subcontracted = risk.subcontractedCostCents ?? 0;
    if (subcontracted > 0 && rates.subcontractedPer1000) {
      ws.add(
        "base_subcontracted",
        `Subcontracted work: ${formatRate(rates.subcontractedPer1000)} per $1,000 of subcontracted cost x ${count(subcontracted / 100_000)}`,
        roundCents((subcontracted * rates.subcontractedPer1000) / 1000),
      );
    }
  } else {
    const perRevenue = rates.liabilityPer1000Revenue ?? 0;
    ws.add(
      "base",
      `Class ${risk.classCode} ${coverage}: ${formatRate(perRevenue)} per $1,000 of revenue x ${count(risk.annualRevenueCents / 100_000)}`,
      roundCents((risk.annualRevenueCents * perRevenue) / 1000),
    );
  }
  if (plan.staff && risk.employeeCount > plan.staff.includedEmployees) {
    // Professional liability: per professional beside the revenue base (issue 27 item 6).
    const extra = risk.employeeCount - plan.staff.includedEmployees;
    ws.add(
      "base_staff",
      `Staff: ${formatDollars(plan.staff.perEmployeeCents)} per employee beyond the ${plan.staff.includedEmployees} included x ${count(extra)}`,
      plan.staff.perEmployeeCents * extra,
    );
  }
  const limit = optionValue(req, lia.limitOptionKey);
  const ilf = factorFor(lia.increasedLimitFactors, limit, "increased-limits");
  ws.applyFactor("ilf", `Increased limits factor for a ${formatDollars(limit)} limit`, ilf);
  if (lia.deductibleOptionKey && lia.deductibleFactors) {
    const deductible = optionValue(req, lia.deductibleOptionKey);
    ws.applyFactor("deductible", `Deductible credit for ${formatDollars(deductible)}`, factorFor(lia.deductibleFactors, deductible, "deductible"));
  }

  const beforeProperty = ws.runningCents;
  if (plan.property) {
    const prop = plan.property;
    const bpp = optionValue(req, prop.limitOptionKey);
    const rate = rates.propertyPer100;
    if (rate === undefined) throw new RatingPlanError(`Program ${req.program.code} has no property rate for class ${risk.classCode}`);
    const propertyBase = roundCents((bpp * rate) / 100);
    ws.add("property", `Business personal property: ${formatRate(rate)} per $100 of a ${formatDollars(bpp)} limit`, propertyBase);
    if (prop.deductibleOptionKey && prop.deductibleFactors) {
      const deductible = optionValue(req, prop.deductibleOptionKey);
      ws.applyFactor(
        "deductible",
        `Property deductible credit for ${formatDollars(deductible)} (on the property part)`,
        factorFor(prop.deductibleFactors, deductible, "deductible"),
        propertyBase,
      );
    }
  }

  // The property part (BOP): its base and deductible credit, times the territory factor like the whole.
  const propertyBeforeTerritory = ws.runningCents - beforeProperty;
  const territory = plan.territoryFactors[risk.mailingState];
  const territoryFactor = territory ?? plan.defaultTerritoryFactor;
  ws.applyFactor("territory", territory === undefined ? `Territory ${risk.mailingState} (default factor)` : `Territory ${risk.mailingState}`, territoryFactor);
  if (underwriting) applySchedule(ws, underwriting, roundCents(propertyBeforeTerritory * territoryFactor));
  const minimum = minimumPremiumForLimit(plan, ilf);
  ws.applyMinimum(
    minimum,
    minimum === plan.minimumPremiumCents
      ? `Minimum premium applies: ${formatDollars(minimum)}`
      : `Minimum premium applies: ${formatDollars(minimum)} (${formatDollars(plan.minimumPremiumCents)} at the basic limit x ${ilf} for a ${formatDollars(limit)} limit)`,
  );
  // An added endorsement's flat charge comes on top of the coverage's premium, minimum included: adding
  // one always costs what the card says it costs (decision 018).
  applyEndorsements(ws, req.program.endorsements, addedEndorsementKeys);
  ws.roundToDollars();
  const premium = finishPremium(ws, plan, risk.mailingState);
  return { premium, worksheet: ws.lines };
}
