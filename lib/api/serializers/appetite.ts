// Appetite answers -> the API's appetite, details and catalog shapes.
import "server-only";
import type { Classification, ProgramAppetite } from "@/lib/appetite/service";
import type { ProgramRecord } from "@/lib/db/records/program";
import { fromCents } from "@/lib/schemas/common";
import { endorsementsView, optionDefinitions, programHeader } from "./program";

export function classificationView(c: Classification) {
  return { id: c.id, code: c.code, description: c.description, naicsCodes: c.naicsCodes, basis: c.basis };
}

export function appetiteView({ program, reasons }: ProgramAppetite) {
  const rules = program.eligibility.kind === "business" ? program.eligibility : null;
  return {
    program: programHeader(program),
    inAppetite: reasons.length === 0,
    reasons: reasons.map((r) => ({ code: r.code, message: r.message })),
    limits: { maxRevenue: rules ? fromCents(rules.maxRevenueCents) : 0, maxEmployees: rules?.maxEmployees ?? 0, states: program.statesWritten },
  };
}

function coveragesOf(program: ProgramRecord) {
  return program.coverages.map((c) => ({ key: c.key, name: c.name, description: c.description }));
}

export function appetiteDetailView(
  d: ProgramAppetite & {
    classification: Classification;
    classRate: {
      liabilityPer1000Revenue: number | null;
      liabilityPer100Payroll: number | null;
      subcontractedPer1000: number | null;
      propertyPer100: number | null;
    } | null;
  },
) {
  return {
    ...appetiteView(d),
    classification: classificationView(d.classification),
    ratingBasis:
      d.classification.basis === "payroll"
        ? "payroll: class rate per $100 of annual payroll, and per $1,000 of subcontracted cost"
        : `${d.classification.basis}: class rate per $1,000 of annual revenue`,
    classRate: d.classRate,
    coverages: coveragesOf(d.program),
    options: optionDefinitions(d.program),
  };
}

export function catalogView(c: {
  classification: Classification;
  state: string | undefined;
  entries: Array<ProgramAppetite & { indicativeTotals: number[] }>;
}) {
  return {
    classification: classificationView(c.classification),
    programs: c.entries.map((e) => ({
      ...appetiteView(e),
      coverages: coveragesOf(e.program),
      options: optionDefinitions(e.program).map((o) => ({ ...o, min: Math.min(...o.values), max: Math.max(...o.values) })),
      endorsements: endorsementsView(e.program),
      indicativePrice: {
        low: e.indicativeTotals.length ? fromCents(Math.min(...e.indicativeTotals)) : null,
        high: e.indicativeTotals.length ? fromCents(Math.max(...e.indicativeTotals)) : null,
        basis: `annual total at default options for $250,000 and $1,000,000 of revenue (a payroll-rated class: 40% of it as payroll), 5 employees, in ${c.state ?? "Illinois (or the first state the program writes)"}, effective today`,
      },
    })),
  };
}
