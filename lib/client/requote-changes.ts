// Edit risk: what a session's re-quote sends and what it will change, pure: the body from the form's values
// before and after editing (only what changed is sent, with the programs: each program keeps its own options
// unless the agent changes a folio-wide one here, decision 031), and each program's fate from the server's
// preview of that body. The agent sees it all before confirming.
import type { QuoteFormBody } from "@/lib/schemas/quote-form";
import type { RequotePreview } from "./endpoints";
import { formatLimit } from "./format";

/** One field the re-quote changes, in words: "Annual revenue: $850,000.00 → $1,200,000.00". */
export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** What the re-quote does to one program: re-quoted (keeping or taking options), added, or left as it is. */
export interface ProgramEffect {
  code: string;
  name: string;
  effect: "requoted" | "added" | "not_requoted";
  /** Its options that stay as they are ("General liability limit $2,000,000"): a limit chosen on its card included. */
  keeps: string[];
  /** Its options that change ("General liability limit $1,000,000 → $500,000"): a folio-wide option changed here. */
  takes: string[];
}

const LABELS: Record<string, string> = {
  business_name: "Business name",
  class_code: "Class",
  mailing_zip: "Mailing ZIP",
  mailing_state: "State",
  employee_count: "Employees",
  annual_revenue: "Annual revenue",
  annual_payroll: "Annual payroll",
  subcontracted_cost: "Paid to subcontractors a year",
  effective_date: "Effective date",
  "coverage.glLimit": "General liability limit",
  "coverage.bppLimit": "Business personal property limit",
  "coverage.tripCost": "Trip cost",
  country_of_residence: "Country of residence",
  residence_state: "State of residence",
  destination_country: "Destination country",
  start_date: "Departure date",
  end_date: "Return date",
  insureds: "Travellers",
};
const MONEY = new Set(["annual_revenue", "annual_payroll", "subcontracted_cost", "coverage.glLimit", "coverage.bppLimit", "coverage.tripCost"]);
/** Not rating fields: the folio's own, sent as they are. */
const META = new Set(["programs", "clientState", "source", "system_payload", "originalQuoteId"]);

function shown(field: string, value: unknown): string {
  if (value === undefined || value === null || value === "") return "(blank)";
  if (MONEY.has(field) && typeof value === "number") return formatLimit(value);
  if (field === "insureds" && Array.isArray(value)) return `${value.length} traveller${value.length === 1 ? "" : "s"}`;
  return String(value);
}

const optionText = (o: { unit: string }, value: number) => (o.unit === "money" ? formatLimit(value) : o.unit === "percent" ? `${value}%` : String(value));

/**
 * The re-quote body (programs, the folio's meta, and only the rating fields and coverage options that
 * differ from `before`) and the changes in words. A field left blank that had a value is not sent: a
 * re-quote keeps what it does not name.
 */
export function requoteChanges(before: QuoteFormBody, after: QuoteFormBody): { body: QuoteFormBody; changes: FieldChange[] } {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const body: Record<string, unknown> = Object.fromEntries(Object.entries(now).filter(([k]) => META.has(k)));
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(now)) {
    if (META.has(field) || value === undefined) continue;
    if (field === "coverage") {
      const oldCoverage = (was.coverage ?? {}) as Record<string, unknown>;
      const changed = Object.entries(value as Record<string, unknown>).filter(([k, v]) => v !== undefined && v !== oldCoverage[k]);
      if (!changed.length) continue;
      body.coverage = Object.fromEntries(changed);
      for (const [k, v] of changed) {
        const path = `coverage.${k}`;
        changes.push({ field: path, label: LABELS[path] ?? k, from: shown(path, oldCoverage[k]), to: shown(path, v) });
      }
      continue;
    }
    // Both sides come from the same transform, so their keys are in the same order.
    if (JSON.stringify(value) === JSON.stringify(was[field])) continue;
    body[field] = value;
    changes.push({ field, label: LABELS[field] ?? field, from: shown(field, was[field]), to: shown(field, value) });
  }
  return { body: body as QuoteFormBody, changes };
}

/**
 * Which programs the re-quote touches and how their options fare, from the server's preview
 * (POST /v1/quote/{quoteId}/requote-preview): every option of a program re-quoted is kept, or taken from a
 * folio-wide option changed here; a program of the session not chosen keeps its quote as it is.
 */
export function programEffects(preview: Pick<RequotePreview, "programs" | "notRequoted">): ProgramEffect[] {
  const effects: ProgramEffect[] = preview.programs.map((p) => ({
    code: p.programCode,
    name: p.programName,
    effect: p.effect,
    keeps: p.options.filter((o) => !o.changed).map((o) => `${o.label} ${optionText(o, o.to)}`),
    takes: p.options.filter((o) => o.changed).map((o) => `${o.label} ${o.from === null ? "" : `${optionText(o, o.from)} → `}${optionText(o, o.to)}`),
  }));
  return [
    ...effects,
    ...preview.notRequoted.map((p): ProgramEffect => ({ code: p.programCode, name: p.programName, effect: "not_requoted", keeps: [], takes: [] })),
  ];
}
