// The insured's street address given at bind (pure): it must be in the state and ZIP code the risk was
// rated in, because the territory and the taxes were priced there. Decision 017.
import type { FieldIssue } from "@/lib/errors";
import type { Risk } from "@/lib/rating/types";

export interface PostalAddress {
  line1: string;
  line2?: string | null;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** Five digits, or ZIP+4. */
  zip: string;
}

const zip5 = (zip: string) => zip.trim().slice(0, 5);

/**
 * Where the address disagrees with the rated risk, one issue per field, at `path` (the request's name
 * for the address). A business risk was rated in its mailing state and ZIP; a trip in the traveller's
 * state of residence (when given), with no ZIP to compare.
 */
export function addressIssues(address: PostalAddress, risk: Risk, path: string): FieldIssue[] {
  const rated = risk.kind === "business" ? { state: risk.mailingState, zip: risk.mailingZip } : { state: risk.residenceState ?? null, zip: null };
  return ratedAddressIssues(address, rated, path);
}

/** The same check against a rated state and ZIP (a policy's insured: the rated mailing state and ZIP). A null one is not compared. */
export function ratedAddressIssues(address: PostalAddress, rated: { state: string | null; zip: string | null }, path: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (rated.state && address.state.toUpperCase() !== rated.state.toUpperCase()) {
    issues.push({
      path: `${path}.state`,
      message: `must be ${rated.state}, the state the quote was rated in; re-quote to insure an address in another state`,
      code: "address_mismatch",
    });
  }
  if (rated.zip && zip5(address.zip) !== zip5(rated.zip)) {
    issues.push({
      path: `${path}.zip`,
      message: `must be ${rated.zip}, the ZIP code the quote was rated in; re-quote to insure an address elsewhere`,
      code: "address_mismatch",
    });
  }
  return issues;
}

/** The address as stored: trimmed, the state in capitals, no empty second line. */
export function normaliseAddress(a: PostalAddress): PostalAddress {
  const line2 = a.line2?.trim();
  return { line1: a.line1.trim(), ...(line2 ? { line2 } : {}), city: a.city.trim(), state: a.state.trim().toUpperCase(), zip: a.zip.trim() };
}
