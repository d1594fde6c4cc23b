// The expiring term beside its renewal offer (pure), for the agent to read as one table: the price, every
// option of the program (limits, deductibles) and the endorsements added, the exposures the terms were
// rated on (revenue, employees, payroll, subcontracted cost), the claims-made retroactive date, and the
// answers that differ. Unlike termChanges (only what differs), every price, option and exposure row is
// listed, marked changed or not, so "the same $1M limit" is read as plainly as "revenue up $250,000".
import type { BankQuestion } from "@/lib/questions/bank";
import type { OptionSet, Risk, SelectedOptions } from "@/lib/rating/types";

export type TermRowUnit = "money" | "count" | "percent" | "date" | "list" | "answer";

export interface TermRow {
  /** "total", "premium", "option.<key>", "endorsements", "exposure.<field>", "retroactiveDate", "answers.<questionId>". */
  field: string;
  group: "price" | "options" | "exposures" | "answers";
  label: string;
  unit: TermRowUnit;
  /** Money in cents; an answer as given; null: not given. */
  expiring: unknown;
  renewal: unknown;
  changed: boolean;
}

export interface TermSide {
  totalCents: number | null;
  premiumCents: number | null;
  selectedOptions: SelectedOptions;
  addedEndorsements: string[];
  risk: Risk;
  answers: Record<string, unknown>;
}

const EXPOSURES: Array<{ field: string; label: string; unit: TermRowUnit; of: (r: Risk) => number | null; always: boolean }> = [
  { field: "annual_revenue", label: "Annual revenue", unit: "money", of: (r) => (r.kind === "business" ? r.annualRevenueCents : null), always: true },
  { field: "employee_count", label: "Employees", unit: "count", of: (r) => (r.kind === "business" ? r.employeeCount : null), always: true },
  { field: "annual_payroll", label: "Annual payroll", unit: "money", of: (r) => (r.kind === "business" ? (r.annualPayrollCents ?? null) : null), always: true },
  {
    field: "subcontracted_cost",
    label: "Subcontracted cost",
    unit: "money",
    of: (r) => (r.kind === "business" ? (r.subcontractedCostCents ?? null) : null),
    always: false,
  },
];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function row(field: string, group: TermRow["group"], label: string, unit: TermRowUnit, expiring: unknown, renewal: unknown): TermRow {
  return { field, group, label, unit, expiring: expiring ?? null, renewal: renewal ?? null, changed: !same(expiring, renewal) };
}

/** "priorActsDate" -> "Prior acts date": a program's own question, named from its key. */
function wordsOf(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The comparison table, in reading order: price, options, exposures, answers. `options` are the program's
 * (labels and units; the renewal rates the same program); `bank` words the answers; `retroactiveDate` is
 * the expiring policy's (a claims-made renewal keeps it at bind), null for occurrence programs.
 */
export function termComparison(
  expiring: TermSide,
  renewal: TermSide,
  options: readonly OptionSet[],
  bank: readonly BankQuestion[],
  retroactiveDate: string | null,
): TermRow[] {
  const rows: TermRow[] = [
    row("total", "price", "Total a year", "money", expiring.totalCents, renewal.totalCents),
    row("premium", "price", "Premium", "money", expiring.premiumCents, renewal.premiumCents),
  ];
  for (const o of options) {
    const [a, b] = [expiring.selectedOptions[o.key], renewal.selectedOptions[o.key]];
    if (a === undefined && b === undefined) continue;
    rows.push(row(`option.${o.key}`, "options", o.label, o.unit, a, b));
  }
  if (expiring.addedEndorsements.length || renewal.addedEndorsements.length) {
    rows.push(row("endorsements", "options", "Endorsements added", "list", expiring.addedEndorsements, renewal.addedEndorsements));
  }
  if (retroactiveDate) rows.push(row("retroactiveDate", "options", "Retroactive date", "date", retroactiveDate, retroactiveDate));
  if (expiring.risk.kind === "business" || renewal.risk.kind === "business") {
    for (const e of EXPOSURES) {
      const [a, b] = [e.of(expiring.risk), e.of(renewal.risk)];
      if (!e.always && a === null && b === null) continue;
      rows.push(row(`exposure.${e.field}`, "exposures", e.label, e.unit, a, b));
    }
  }
  // Answers: only those that differ (a renewal carries the rest as answered), in the bank's order, then the program's own.
  const keys = [...new Set([...Object.keys(expiring.answers), ...Object.keys(renewal.answers)])].filter((k) => !same(expiring.answers[k], renewal.answers[k]));
  const order = (k: string) => {
    const i = bank.findIndex((q) => q.id === k);
    return i === -1 ? bank.length : i;
  };
  for (const k of keys.sort((x, y) => order(x) - order(y) || x.localeCompare(y))) {
    const wording = bank.find((q) => q.id === k)?.wording ?? wordsOf(k);
    rows.push(row(`answers.${k}`, "answers", wording, "answer", expiring.answers[k], renewal.answers[k]));
  }
  return rows;
}
