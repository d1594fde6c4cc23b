// The coverage lines a certificate of insurance lists (pure), with the two ACORD 25 columns read from the
// endorsements the policy carries: ADDL INSD (an additional-insured endorsement, blanket or scheduled) and
// SUBR WVD (a waiver of subrogation). Decision 017; the endorsements sold, decision 018.
import type { PolicyRecord } from "@/lib/db/records/policy";
import type { ProgramRecord } from "@/lib/db/records/program";
import { additionalInsuredEndorsementOf, carriedEndorsements, type AdditionalInsured } from "@/lib/programs/endorsements";
import type { Endorsement } from "@/lib/rating/types";

export interface CertificateLineFlags {
  /** ADDL INSD: the policy carries an additional-insured endorsement (included or added), or schedules additional insureds. */
  additionalInsured: boolean;
  /** SUBR WVD: the policy carries a waiver of subrogation (waiver of transfer of rights of recovery) endorsement. */
  subrogationWaived: boolean;
}

/** One line of insurance on a certificate: a policy of one line, its number and term, and the two ACORD columns. */
export interface CertificateLine extends CertificateLineFlags {
  /** The line the certificate names ("Commercial general liability"). */
  type: string;
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
}

const isWaiverOfSubrogation = (key: string) => key.includes("waiver_of_subrogation");

/** The ADDL INSD and SUBR WVD flags of a policy from the program's endorsements, those added to it, and its schedule. */
export function certificateLineFlags(
  endorsements: readonly Endorsement[],
  added: readonly string[],
  scheduled: readonly AdditionalInsured[],
): CertificateLineFlags {
  return {
    additionalInsured: additionalInsuredEndorsementOf(endorsements, added) !== null || scheduled.length > 0,
    subrogationWaived: carriedEndorsements(endorsements, added).some((e) => isWaiverOfSubrogation(e.key)),
  };
}

/** The lines a certificate of this policy lists: one per policy today (a policy is one program, of one line). */
export function certificateLines(
  policy: Pick<PolicyRecord, "number" | "effectiveDate" | "expirationDate" | "addedEndorsements" | "additionalInsureds">,
  program: Pick<ProgramRecord, "name" | "endorsements" | "declarations">,
): CertificateLine[] {
  return [
    {
      type: program.declarations.certificateLine ?? program.name,
      policyNumber: policy.number,
      effectiveDate: policy.effectiveDate,
      expirationDate: policy.expirationDate,
      ...certificateLineFlags(program.endorsements, policy.addedEndorsements, policy.additionalInsureds),
    },
  ];
}
