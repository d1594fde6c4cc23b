// Rating results (no folio) -> the API's rate and sensitivity shapes.
import "server-only";
import type { Rated, SensitivityGrid } from "@/lib/quotes/rate";
import { coverageView, premiumDetailView, priceView, worksheetView } from "./card";
import { programRef } from "@/lib/shapes/program";
import { carrierRef, optionValue } from "./program";

export function rateResultView({ program, options, outcome }: Rated) {
  const base = { program: programRef(program), carrier: carrierRef(program), coverage: coverageView(program.options, options) };
  if (outcome.status === "quoted") {
    const amounts = outcome.premium;
    return {
      ...base,
      status: "quoted" as const,
      pricing: priceView(amounts, program.paymentPlans).pricing,
      premiumDetail: premiumDetailView(amounts, amounts),
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

function cellView({ program, options, outcome }: Rated) {
  const priced = outcome.status === "quoted" ? priceView(outcome.premium, program.paymentPlans).pricing : null;
  return {
    coverage: coverageView(program.options, options),
    status: outcome.status === "quoted" ? ("quoted" as const) : outcome.status === "declined" ? ("declined" as const) : ("quote_failed" as const),
    annualPremium: priced?.annualPremium ?? null,
    totalAnnual: priced?.totalAnnual ?? null,
    totalMonthly: priced?.totalMonthly ?? null,
  };
}

export function sensitivityView(grid: SensitivityGrid) {
  return {
    program: programRef(grid.program),
    mode: grid.mode,
    axes: grid.axes.map((a) => ({ key: a.option.key, label: a.option.label, values: a.values.map((v) => optionValue(a.option, v)) })),
    base: cellView(grid.base),
    cells: grid.cells.map(cellView),
    serverTimeMs: grid.serverTimeMs,
  };
}
