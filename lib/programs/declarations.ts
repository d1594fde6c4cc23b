// What a policy's declarations (and its certificates) print besides the price (pure): the limits
// schedule derived from the options chosen, the forms schedule, and the retroactive date of a
// claims-made program. The rules are program data (prisma/seed-data/declarations.ts); decision 017.
import type { Endorsement, OptionSet, SelectedOptions } from "@/lib/rating/types";
import { carriedEndorsementKeys } from "./endorsements";
import { chosenOptions } from "./coverage";

/** Occurrence forms cover injury that happens in the term; claims-made forms cover claims made in it, for work after the retroactive date. */
export type CoverageTrigger = "occurrence" | "claims_made";

/** How a sub-limit is set: a chosen option (times a multiple), a fixed amount, a share of the insured trip cost, or words. */
export type LimitAmount =
  | { kind: "option"; optionKey: string; times?: number }
  | { kind: "fixed"; cents: number }
  | { kind: "trip_cost"; percent: number }
  | { kind: "text"; text: string };

export interface LimitRule {
  key: string;
  label: string;
  amount: LimitAmount;
  /** Deductibles and retentions are listed after the limits, as "deductible" lines. */
  kind?: "limit" | "deductible";
}

/** One form or endorsement of the policy. An endorsement's form carries its key and is listed only when the policy has that endorsement. */
export interface FormEntry {
  formNumber: string;
  title: string;
  endorsementKey?: string;
}

export interface ProgramDeclarations {
  coverageTrigger: CoverageTrigger;
  /** The coverage part the certificate's coverage row names ("Commercial general liability", "Professional liability"). */
  certificateLine: string | null;
  limits: LimitRule[];
  forms: FormEntry[];
}

export const NO_DECLARATIONS: ProgramDeclarations = { coverageTrigger: "occurrence", certificateLine: null, limits: [], forms: [] };

/** One line of the limits schedule: an amount in cents, or words when the amount is not money. */
export interface ScheduledLimit {
  key: string;
  label: string;
  kind: "limit" | "deductible";
  cents: number | null;
  text: string | null;
}

/** What the schedule reads besides the options: the insured trip cost of a travel risk. */
export interface Exposures {
  tripCostCents?: number | null;
}

/**
 * The limits schedule for the options chosen (defaults where not chosen). A rule whose option the
 * program lacks, or a trip-cost rule without a trip cost, is left out rather than printed wrong.
 */
export function limitsSchedule(
  rules: readonly LimitRule[],
  options: readonly OptionSet[],
  selected: SelectedOptions,
  exposures: Exposures = {},
): ScheduledLimit[] {
  const chosen = new Map(chosenOptions(options, selected).map((o) => [o.key, o]));
  const lines: ScheduledLimit[] = [];
  for (const rule of rules) {
    const base = { key: rule.key, label: rule.label, kind: rule.kind ?? "limit" } as const;
    const a = rule.amount;
    if (a.kind === "fixed") lines.push({ ...base, cents: a.cents, text: null });
    else if (a.kind === "text") lines.push({ ...base, cents: null, text: a.text });
    else if (a.kind === "trip_cost") {
      if (exposures.tripCostCents != null) lines.push({ ...base, cents: Math.round((exposures.tripCostCents * a.percent) / 100), text: null });
    } else {
      const option = chosen.get(a.optionKey);
      if (option && option.unit === "money") lines.push({ ...base, cents: Math.round(option.value * (a.times ?? 1)), text: null });
    }
  }
  return [...lines.filter((l) => l.kind === "limit"), ...lines.filter((l) => l.kind === "deductible")];
}

/**
 * The forms of the policy: the program's base forms, then the form of each endorsement the policy has
 * (included in the program, or added to it). Added endorsements join by key: a list of {formNumber, title}.
 */
export function formsSchedule(forms: readonly FormEntry[], endorsementKeys: readonly string[]): Array<{ formNumber: string; title: string }> {
  const has = new Set(endorsementKeys);
  return forms.filter((f) => !f.endorsementKey || has.has(f.endorsementKey)).map((f) => ({ formNumber: f.formNumber, title: f.title }));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The retroactive date of a claims-made policy: the prior acts date answered on the application when
 * there is one (never after the effective date), else the effective date itself (no prior acts cover).
 * Occurrence programs have none.
 */
export function retroactiveDate(trigger: CoverageTrigger, effectiveDate: string, priorActsDate: unknown): string | null {
  if (trigger !== "claims_made") return null;
  return typeof priorActsDate === "string" && ISO_DATE.test(priorActsDate) && priorActsDate <= effectiveDate ? priorActsDate : effectiveDate;
}

/** Why an answered prior acts date cannot be the retroactive date, or null when it can (or the program is not claims-made). */
export function priorActsDateProblem(trigger: CoverageTrigger, effectiveDate: string | null, priorActsDate: unknown): string | null {
  if (trigger !== "claims_made" || priorActsDate === undefined || priorActsDate === null || !effectiveDate) return null;
  if (typeof priorActsDate !== "string" || !ISO_DATE.test(priorActsDate)) return "must be a date, YYYY-MM-DD";
  if (priorActsDate > effectiveDate)
    return `must be on or before the effective date ${effectiveDate}: a retroactive date cannot be later than the policy starts`;
  return null;
}

/** The retroactive date in words, as the card's terms and the declarations say it. */
export function retroactiveDateText(retro: string, effectiveDate: string): string {
  return retro === effectiveDate
    ? `${retro}, the effective date: no prior acts cover (claims for work before this date are not covered). Answer "Retroactive date wanted" on the application to ask for an earlier date.`
    : `${retro}: claims first made during the policy period for work done on or after this date are covered.`;
}

/** What a policy's declarations and certificates print besides the price, built from the policy and its program. */
export interface PolicyDeclarations {
  coverageTrigger: CoverageTrigger;
  retroactiveDate: string | null;
  limits: ScheduledLimit[];
  forms: Array<{ formNumber: string; title: string }>;
}

export function policyDeclarations(
  policy: { coverage: SelectedOptions; retroactiveDate: string | null; effectiveDate: string; addedEndorsements?: readonly string[] },
  program: { declarations: ProgramDeclarations; options: readonly OptionSet[]; endorsements: readonly Endorsement[] },
  exposures: Exposures = {},
): PolicyDeclarations {
  const d = program.declarations;
  return {
    coverageTrigger: d.coverageTrigger,
    // A claims-made policy issued before retroactive dates were recorded: its effective date (no prior acts), as the rule says.
    retroactiveDate: d.coverageTrigger === "claims_made" ? (policy.retroactiveDate ?? policy.effectiveDate) : null,
    limits: limitsSchedule(d.limits, program.options, policy.coverage, exposures),
    forms: formsSchedule(d.forms, carriedEndorsementKeys(program.endorsements, policy.addedEndorsements ?? [])),
  };
}
