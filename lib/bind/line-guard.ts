// One bound policy per line of business per insured and term, across binds, and no bind of a term that
// has already begun (pure). Decision 019.
import { AppError, type FieldIssue } from "@/lib/errors";
import type { ProgramType } from "@/lib/rating/types";

/**
 * The lines an insured holds one policy of at a time. Travel (TI) is not among them: each trip is its
 * own insured event (two trips of one traveller, or a family's overlapping trips, are separate covers),
 * and a TI term is the trip itself.
 */
export const ONE_PER_INSURED: readonly ProgramType[] = ["BOP", "CGL", "PL"];

export const oneLinePerInsured = (line: ProgramType): boolean => ONE_PER_INSURED.includes(line);

// Legal-form words that do not make another business: "Sunrise Bakery, LLC" is "Sunrise Bakery".
const LEGAL_FORMS = new Set([
  "the",
  "inc",
  "incorporated",
  "llc",
  "l l c",
  "ltd",
  "limited",
  "co",
  "company",
  "corp",
  "corporation",
  "lp",
  "llp",
  "pc",
  "pllc",
]);

/**
 * A business name as compared across folios: lower case, accents removed, "&" read as "and", anything
 * but letters and digits a space, legal-form words (LLC, Inc, Co, The, ...) dropped.
 */
export function normaliseBusinessName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const kept = words.filter((w) => !LEGAL_FORMS.has(w));
  return (kept.length ? kept : words).join(" ");
}

/** Who is insured, as far as the one-per-line rule can tell: the shopping session and the business. */
export interface InsuredIdentity {
  /** The folio group (shopping session): every re-quote of it insures the same business. */
  groupId: string;
  name: string;
  zip: string | null;
}

/**
 * Same insured: the same shopping session, or the same normalised business name at the same ZIP (the
 * first five digits) within the agency (the caller only compares within one agency).
 */
export function sameInsured(a: InsuredIdentity, b: InsuredIdentity): boolean {
  if (a.groupId === b.groupId) return true;
  const zip = (z: string | null) => (z ?? "").slice(0, 5);
  return Boolean(zip(a.zip)) && zip(a.zip) === zip(b.zip) && normaliseBusinessName(a.name) === normaliseBusinessName(b.name);
}

/**
 * The advisory lock keys a bind of this line for this insured takes, one per way two binds can be the
 * same insured (the group, and the name at the ZIP), sorted so that every bind takes them in one order.
 */
export function insuredLockKeys(agencyId: string, line: ProgramType, who: InsuredIdentity): string[] {
  const keys = [`bind-line:${agencyId}:${line}:group:${who.groupId}`];
  const zip = (who.zip ?? "").slice(0, 5);
  if (zip) keys.push(`bind-line:${agencyId}:${line}:insured:${zip}:${normaliseBusinessName(who.name)}`);
  return keys;
}

/** A policy that may already cover the line: its term, and a cancellation asked for or in effect. */
export interface ExistingPolicy {
  id: string;
  number: string;
  programCode: string;
  line: ProgramType;
  insured: InsuredIdentity;
  effectiveDate: string;
  expirationDate: string;
  cancelled: boolean;
  /** A scheduled cancellation's day: the policy covers until then. */
  pendingCancellationOn: string | null;
}

/** The first day the policy no longer covers, or null when it covers nothing from now on (cancelled). */
export function coverEndOf(p: Pick<ExistingPolicy, "cancelled" | "pendingCancellationOn" | "expirationDate">): string | null {
  if (p.cancelled) return null;
  return p.pendingCancellationOn && p.pendingCancellationOn < p.expirationDate ? p.pendingCancellationOn : p.expirationDate;
}

/** The application about to be bound, as the rule sees it; its index is its place in quoteRequestIds. */
export interface BindingTerm {
  index: number;
  id: string;
  programCode: string;
  line: ProgramType;
  insured: InsuredIdentity;
  effectiveDate: string;
  expirationDate: string;
  /** A renewal continues this policy, which is therefore not a rival. */
  renewalOfPolicyId: string | null;
}

/** The policy that already covers the application's line for its insured and some of its term, if any. */
export function coveringPolicy(app: BindingTerm, policies: readonly ExistingPolicy[]): ExistingPolicy | null {
  if (!oneLinePerInsured(app.line)) return null;
  for (const p of policies) {
    if (p.line !== app.line || p.id === app.renewalOfPolicyId || !sameInsured(app.insured, p.insured)) continue;
    const end = coverEndOf(p);
    // Terms are [effective, expiration): a term starting the day another ends does not overlap it.
    if (end !== null && p.effectiveDate < app.expirationDate && app.effectiveDate < end) return p;
  }
  return null;
}

/** 409 line_already_bound naming, for each application, the policy that already covers its line. */
export function requireLineFree(apps: readonly BindingTerm[], policies: readonly ExistingPolicy[]): void {
  const clashes = apps.flatMap((app) => {
    const policy = coveringPolicy(app, policies);
    return policy ? [{ app, policy }] : [];
  });
  if (!clashes.length) return;
  const issues: FieldIssue[] = clashes.map(({ app, policy }) => ({
    path: `quoteRequestIds[${app.index}]`,
    message: `${app.insured.name} already has ${app.line} policy ${policy.number} (${policy.programCode}, ${policy.effectiveDate} to ${coverEndOf(policy)}) covering this term`,
    code: "line_already_bound",
  }));
  const sentences = clashes.map(
    ({ app, policy }) =>
      `${app.insured.name} already has ${app.line} policy ${policy.number} (${policy.programCode}) from ${policy.effectiveDate} to ${coverEndOf(policy)}, which overlaps the ${app.programCode} term from ${app.effectiveDate} to ${app.expirationDate}`,
  );
  throw new AppError(
    "line_already_bound",
    `${sentences.join("; ")}. One insured holds one policy per line of business per term: service or cancel the existing policy, or quote a term that starts when it ends.`,
    issues,
  );
}

/**
 * 409 effective_date_past: a term that began before today (the agency's servicing day) would be
 * back-dated cover, so the quote is refused and must be re-quoted with a current date.
 */
export function requireCurrentEffectiveDate(
  apps: readonly { index: number; id: string; programCode: string; effectiveDate: string | null }[],
  today: string,
): void {
  const past = apps.filter((a) => a.effectiveDate !== null && a.effectiveDate < today);
  if (!past.length) return;
  throw new AppError(
    "effective_date_past",
    `${past.map((a) => `The ${a.programCode} quote starts on ${a.effectiveDate}`).join("; ")}, before today (${today}): cover cannot be back-dated. Re-quote with an effective date of today or later.`,
    past.map((a) => ({
      path: `quoteRequestIds[${a.index}].effectiveDate`,
      message: `${a.effectiveDate} is before today (${today}); re-quote with a current effective date`,
      code: "effective_date_past",
    })),
  );
}
