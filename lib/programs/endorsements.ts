// Endorsements of a quote or policy (pure): the program's included ones plus those the buyer added
// (a rating factor, decision 018), the additional-insured endorsement among them, and the checks on an
// additional-insured schedule given at bind.
import type { FieldIssue } from "@/lib/errors";
import type { Endorsement } from "@/lib/rating/types";

/** Someone the policy names as an additional insured at bind: a landlord, a client, a general contractor. */
export interface AdditionalInsured {
  name: string;
  address?: { line1: string; line2?: string | null; city: string; state: string; zip: string } | null;
  /** How they are related to the insured, in words ("Landlord of the premises"). */
  relationship?: string | null;
}

export interface EndorsementStatus {
  key: string;
  name: string;
  included: boolean;
  available: boolean;
  added: boolean;
  status: "included" | "added" | "available" | "unavailable";
  /** The flat premium of adding it; null when included or not offered. */
  premiumCents: number | null;
}

/** Every endorsement of the program, each saying whether it is included, added to this quote, available to add, or not offered. */
export function endorsementStatuses(endorsements: readonly Endorsement[], added: readonly string[]): EndorsementStatus[] {
  return endorsements.map((e) => {
    const isAdded = !e.included && added.includes(e.key);
    return {
      key: e.key,
      name: e.name,
      included: e.included,
      available: e.available,
      added: isAdded,
      status: e.included ? "included" : isAdded ? "added" : e.available ? "available" : "unavailable",
      premiumCents: e.included || !e.available ? null : (e.premiumCents ?? 0),
    };
  });
}

/** The endorsements a policy carries: the included ones, then the added ones in the order chosen. */
export type CarriedEndorsement = Omit<Endorsement, "premiumCents"> & { /** What adding it cost; null when included. */ premiumCents: number | null };

export function carriedEndorsements(endorsements: readonly Endorsement[], added: readonly string[]): CarriedEndorsement[] {
  const included = endorsements.filter((e) => e.included).map((e) => ({ ...e, premiumCents: null }));
  const extra = added.flatMap((key) => {
    const e = endorsements.find((x) => x.key === key && !x.included);
    return e ? [{ ...e, premiumCents: e.premiumCents ?? 0 }] : [];
  });
  return [...included, ...extra];
}

/** Keys of every endorsement the policy carries (the forms schedule lists their forms). */
export function carriedEndorsementKeys(endorsements: readonly Endorsement[], added: readonly string[]): string[] {
  return carriedEndorsements(endorsements, added).map((e) => e.key);
}

/** The additional-insured endorsement the policy carries (included, or added), or null. */
export function additionalInsuredEndorsementOf(endorsements: readonly Endorsement[], added: readonly string[]): CarriedEndorsement | null {
  return carriedEndorsements(endorsements, added).find((e) => e.key.includes("additional_insured")) ?? null;
}

/**
 * An additional-insured schedule may only be given when every application bound carries an additional-insured
 * endorsement: otherwise the schedule would name people the policy does not cover. One issue at `path`.
 */
export function additionalInsuredsIssues(
  apps: ReadonlyArray<{ programCode: string; endorsements: readonly Endorsement[]; added: readonly string[] }>,
  insureds: readonly AdditionalInsured[],
  path: string,
): FieldIssue[] {
  if (insureds.length === 0) return [];
  const without = apps.filter((a) => !additionalInsuredEndorsementOf(a.endorsements, a.added)).map((a) => a.programCode);
  if (without.length === 0) return [];
  return [
    {
      path,
      message: `${without.join(", ")} ${without.length > 1 ? "have" : "has"} no additional insured endorsement (included or added), so no additional insureds can be scheduled on ${without.length > 1 ? "them" : "it"}; bind ${without.length > 1 ? "them" : "it"} without additionalInsureds`,
      code: "no_additional_insured_endorsement",
    },
  ];
}

/** The schedule as stored: trimmed, empty optional parts left out. */
export function normaliseAdditionalInsureds(insureds: readonly AdditionalInsured[]): AdditionalInsured[] {
  return insureds.map((i) => {
    const relationship = i.relationship?.trim();
    const a = i.address;
    const line2 = a?.line2?.trim();
    return {
      name: i.name.trim(),
      ...(a
        ? { address: { line1: a.line1.trim(), ...(line2 ? { line2 } : {}), city: a.city.trim(), state: a.state.trim().toUpperCase(), zip: a.zip.trim() } }
        : {}),
      ...(relationship ? { relationship } : {}),
    };
  });
}

/** One line of the schedule as the declarations print it: "Oak Street Properties LLC, 12 Oak St, Chicago, IL 60601 (Landlord)". */
export function additionalInsuredLine(i: AdditionalInsured): string {
  const a = i.address;
  const where = a ? `, ${[a.line1, a.line2].filter(Boolean).join(" ")}, ${a.city}, ${a.state} ${a.zip}` : "";
  return `${i.name}${where}${i.relationship ? ` (${i.relationship})` : ""}`;
}

/** Names compared as people write them: case, spacing and punctuation aside ("Oak St. Properties, LLC" = "oak st properties llc"). */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return norm(a) === norm(b);
}
