// Which referrals an underwriter's approval still covers: an approval is given for the answers it saw, so
// a later change of answers asks the underwriter again (pure, apart from hashing).
import { canonicalHash } from "@/lib/canonical-json";

/** SHA-256 (hex) of the answers' canonical JSON: what an underwriter's decision was made on. */
export function answersHash(answers: Readonly<Record<string, unknown>>): string {
  return canonicalHash(answers);
}

/** The referral rules approved for exactly these answers (none when the answers changed since). */
export function approvedReferralsFor(
  decision: { decision: "approved" | "declined"; rules: string[]; answersHash: string } | null,
  answers: Readonly<Record<string, unknown>>,
): string[] {
  return decision?.decision === "approved" && decision.answersHash === answersHash(answers) ? decision.rules : [];
}
