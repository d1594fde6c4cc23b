// The client's facts (decision 030), pure: the matching rule that finds the insured of an inline
// create-quote request, the exposures kept by policy year, and the rating fields an insured pre-fills.
import type { Risk } from "@/lib/rating/types";
import type { RatingFields } from "@/lib/schemas/quote";

export type InsuredKind = "business" | "person";

export interface PostalAddress {
  line1?: string;
  line2?: string;
  city?: string;
  state: string;
  zip: string;
}

export interface Contact {
  name: string;
  email?: string;
  phone?: string;
}

/** One policy year's exposure as recorded at one moment; the latest entry of a year is current. */
export interface ExposureEntry {
  policyYear: number;
  annualRevenueCents?: number;
  annualPayrollCents?: number;
  employeeCount?: number;
  squareFootage?: number;
  subcontractedCostCents?: number;
  recordedAt: string;
  /** "api", "portal", or "quote:<folio id>" for the quote that recorded it. */
  source: string;
}

export interface Person {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  residenceState?: string;
  countryOfResidence?: string;
}

export interface InsuredFacts {
  kind: InsuredKind;
  name: string;
  mailingAddress: PostalAddress | null;
  classCodes: string[];
  exposures: ExposureEntry[];
  person: Person | null;
}

/**
 * A name as the matching rule compares it: lower case, every run of characters other than ASCII letters
 * and digits one space, trimmed. "Joe's Bakery, LLC" and "joes bakery llc" differ ("joe s" vs "joes"):
 * the rule errs towards two clients, never merging two businesses (an agent can archive a duplicate).
 * The migration that gave existing folios their insureds (20261127145026_insureds) computes the same in SQL.
 */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The matching rule: a business is the same client when its normalised legal name and 5-digit mailing
 * ZIP are; a person when the normalised full name and date of birth are. A person without a name never
 * matches (null): two unnamed travellers born the same day are not one client.
 */
export function matchKey(facts: Pick<InsuredFacts, "kind" | "name" | "mailingAddress" | "person">): string | null {
  if (facts.kind === "business") return `business|${normaliseName(facts.name)}|${(facts.mailingAddress?.zip ?? "").slice(0, 5)}`;
  const name = normaliseName(facts.person ? `${facts.person.firstName} ${facts.person.lastName}` : facts.name);
  return name && facts.person ? `person|${name}|${facts.person.dateOfBirth}` : null;
}

/** The client a quote's risk describes: the business, or the first traveller. */
export function factsOfRisk(risk: Risk): Omit<InsuredFacts, "exposures"> {
  if (risk.kind === "business") {
    return {
      kind: "business",
      name: risk.businessName,
      mailingAddress: { state: risk.mailingState, zip: risk.mailingZip },
      classCodes: [risk.classCode],
      person: null,
    };
  }
  const first = risk.insureds[0]!;
  const name = [first.firstName, first.lastName].filter(Boolean).join(" ");
  return {
    kind: "person",
    name: name || "Traveller",
    mailingAddress: null,
    classCodes: [],
    person:
      first.firstName && first.lastName
        ? {
            firstName: first.firstName,
            lastName: first.lastName,
            dateOfBirth: first.dateOfBirth,
            ...(risk.residenceState ? { residenceState: risk.residenceState } : {}),
            countryOfResidence: risk.countryOfResidence,
          }
        : null,
  };
}

const EXPOSURE_FIELDS = ["annualRevenueCents", "annualPayrollCents", "employeeCount", "squareFootage", "subcontractedCostCents"] as const;

/** Each policy year's current exposure (its latest entry), newest year first. */
export function currentExposures(entries: readonly ExposureEntry[]): ExposureEntry[] {
  const byYear = new Map<number, ExposureEntry>();
  for (const e of entries) {
    const kept = byYear.get(e.policyYear);
    if (!kept || kept.recordedAt <= e.recordedAt) byYear.set(e.policyYear, e);
  }
  return [...byYear.values()].sort((a, b) => b.policyYear - a.policyYear);
}

/** The exposure that applies to a policy year: that year's, else the latest year before it, else the earliest. */
export function exposureFor(entries: readonly ExposureEntry[], policyYear: number | null): ExposureEntry | null {
  const current = currentExposures(entries);
  if (!current.length) return null;
  if (policyYear === null) return current[0]!;
  return current.find((e) => e.policyYear <= policyYear) ?? current[current.length - 1]!;
}

/**
 * The entries after recording a new one: appended when it changes the year's current figures (a field
 * the new entry leaves out keeps its value), otherwise unchanged. History is kept: at most `keep` entries,
 * the oldest dropped first.
 */
export function recordExposure(entries: readonly ExposureEntry[], next: ExposureEntry, keep = 50): ExposureEntry[] {
  const current = currentExposures(entries).find((e) => e.policyYear === next.policyYear);
  const merged: ExposureEntry = { ...(current ?? {}), ...next };
  for (const f of EXPOSURE_FIELDS) if (next[f] === undefined && current?.[f] !== undefined) merged[f] = current[f];
  if (current && EXPOSURE_FIELDS.every((f) => current[f] === merged[f])) return [...entries];
  const all = [...entries, merged];
  return all.length > keep ? all.slice(all.length - keep) : all;
}

/** The exposure a business quote rates, as an entry for its policy year. */
export function exposureOfRisk(risk: Risk, recordedAt: string, source: string): ExposureEntry | null {
  if (risk.kind !== "business") return null;
  return {
    policyYear: Number(risk.effectiveDate.slice(0, 4)),
    annualRevenueCents: risk.annualRevenueCents,
    employeeCount: risk.employeeCount,
    ...(risk.annualPayrollCents !== undefined ? { annualPayrollCents: risk.annualPayrollCents } : {}),
    ...(risk.subcontractedCostCents !== undefined ? { subcontractedCostCents: risk.subcontractedCostCents } : {}),
    recordedAt,
    source,
  };
}

const dollars = (cents: number) => cents / 100;

/**
 * The rating fields an insured fills in a create-quote request that names it (insuredId): only fields the
 * request leaves out, and only those the insured knows. Business facts for business insureds (exposures
 * of the effective date's policy year), the traveller for a person.
 */
export function prefillFields(insured: InsuredFacts, given: ReadonlySet<string>, effectiveDate: string | undefined): Partial<RatingFields> {
  const out: Partial<RatingFields> = {};
  const fill = <K extends keyof RatingFields>(name: K, value: RatingFields[K] | undefined) => {
    if (value !== undefined && !given.has(name)) out[name] = value;
  };
  if (insured.kind === "business") {
    fill("business_name", insured.name);
    fill("mailing_zip", insured.mailingAddress?.zip);
    fill("mailing_state", insured.mailingAddress?.state);
    fill("class_code", insured.classCodes[0]);
    const year = effectiveDate && /^\d{4}-/.test(effectiveDate) ? Number(effectiveDate.slice(0, 4)) : null;
    const exposure = exposureFor(insured.exposures, year);
    if (exposure) {
      fill("annual_revenue", exposure.annualRevenueCents === undefined ? undefined : dollars(exposure.annualRevenueCents));
      fill("annual_payroll", exposure.annualPayrollCents === undefined ? undefined : dollars(exposure.annualPayrollCents));
      fill("employee_count", exposure.employeeCount);
      fill("subcontracted_cost", exposure.subcontractedCostCents === undefined ? undefined : dollars(exposure.subcontractedCostCents));
    }
    return out;
  }
  const p = insured.person;
  if (p) {
    fill("insureds", [{ first_name: p.firstName, last_name: p.lastName, date_of_birth: p.dateOfBirth }]);
    fill("country_of_residence", p.countryOfResidence);
    fill("residence_state", p.residenceState);
  }
  return out;
}

/** A FEIN as shown: the last four digits only. */
export function maskFein(fein: string | null): string | null {
  return fein ? `**-***${fein.slice(-4)}` : null;
}

/** The states a client is in: its mailing address's and its locations' (a question may apply only in some states). */
export function statesOf(insured: { mailingAddress: PostalAddress | null; locations: readonly PostalAddress[] }): string[] {
  const states = [insured.mailingAddress?.state, ...insured.locations.map((l) => l.state)].filter((s): s is string => Boolean(s));
  return [...new Set(states.map((s) => s.toUpperCase()))];
}
