// When and why a carrier may cancel a commercial policy, by the insured's state (pure data): the notice
// each reason needs, within the state's underwriting period (a new policy's first days, when the carrier
// may cancel for any reason) and after it, and the underwriting reasons the state still allows after it
// (non-payment is always allowed). Each row cites the statute it reads. Our reading of each statute for
// commercial property and casualty lines as of 2025-01, like the surplus lines table (decision 028): to be
// verified with each state before production use; rows marked `toConfirm` cite the chapter we found but
// a section or figure we could not confirm, and use the longer notice and the narrower reasons when unsure.
// Rows with `checked` were read against the statute's published text (issue 27, 2026-11;
// docs/surplus-lines-sources.md lists them).
// A renewal term is past the underwriting period from its first day.

/** Why the carrier cancels for underwriting: the grounds the state statutes list, in common words. */
export type UnderwritingReason =
  | "fraud_or_misrepresentation" // in obtaining the policy or presenting a claim
  | "material_change_in_risk" // a change in the risk, or an act, that substantially increases the hazard insured
  | "violation_of_terms" // a substantial breach of the policy's terms, conditions or warranties
  | "conviction" // of a crime arising out of acts that increase the hazard insured
  | "loss_control_noncompliance" // safety, fire or building code violations, or loss control recommendations not met
  | "loss_of_reinsurance" // loss or substantial reduction of the reinsurance the policy rests on
  | "insurer_impairment" // continuing would violate the law or endanger the insurer's solvency (the commissioner's finding)
  | "other"; // any other underwriting reason
export const UNDERWRITING_REASONS: readonly UnderwritingReason[] = [
  "fraud_or_misrepresentation",
  "material_change_in_risk",
  "violation_of_terms",
  "conviction",
  "loss_control_noncompliance",
  "loss_of_reinsurance",
  "insurer_impairment",
  "other",
];

export interface NoticeDays {
  carrier_underwriting: number;
  non_payment: number;
}

export interface StateCancellationRule {
  /** Days a new policy is in force (when notice is given) before the state limits the carrier's reasons; 0: limited from inception. */
  underwritingPeriodDays: number;
  /** Notice within the underwriting period. */
  withinPeriod: NoticeDays;
  /** Notice after it (and for renewals). */
  afterPeriod: NoticeDays;
  /** The underwriting reasons allowed after the period; "any" where the state does not limit them. */
  reasonsAfterPeriod: readonly UnderwritingReason[] | "any";
  /** The statute (or, where none, what governs). */
  statute: string;
  /** The citation or a figure is our best reading, not confirmed against the current text. */
  toConfirm?: true;
  /** The published text (URL) the notice days and the statute were checked against (issue 27, 2026-11). */
  checked?: string;
}

const LISTED: readonly UnderwritingReason[] = [
  "fraud_or_misrepresentation",
  "material_change_in_risk",
  "violation_of_terms",
  "conviction",
  "loss_of_reinsurance",
  "insurer_impairment",
];
const LISTED_AND_LOSS_CONTROL: readonly UnderwritingReason[] = [...LISTED, "loss_control_noncompliance"];

const notice = (carrier_underwriting: number, non_payment: number): NoticeDays => ({ carrier_underwriting, non_payment });
/** A state limiting the reasons after `period` days. */
const limited = (
  statute: string,
  period: number,
  within: NoticeDays,
  after: NoticeDays,
  reasons: readonly UnderwritingReason[] = LISTED,
  toConfirm = false,
): StateCancellationRule => ({
  underwritingPeriodDays: period,
  withinPeriod: within,
  afterPeriod: after,
  reasonsAfterPeriod: reasons,
  statute,
  ...(toConfirm ? { toConfirm: true as const } : {}),
});
/** A state setting notice only. */
const noticeOnly = (statute: string, n: NoticeDays, toConfirm = false): StateCancellationRule => ({
  underwritingPeriodDays: 0,
  withinPeriod: n,
  afterPeriod: n,
  reasonsAfterPeriod: "any",
  statute,
  ...(toConfirm ? { toConfirm: true as const } : {}),
});
const POLICY_CONDITIONS = "No general commercial lines cancellation statute found: the policy's cancellation condition (ISO IL 00 17) governs";

export const STATE_CANCELLATION_RULES: Readonly<Record<string, StateCancellationRule>> = {
  AL: noticeOnly(POLICY_CONDITIONS, notice(30, 10), true),
  AK: limited("Alaska Stat. §21.36.220 (cancellation of commercial policies)", 60, notice(20, 10), notice(20, 10), LISTED, true),
  AZ: {
    ...limited("Ariz. Rev. Stat. §20-1673 (grounds after 60 days), §20-1674 (45 days' notice, 10 for nonpayment)", 60, notice(30, 10), notice(45, 10), LISTED),
    checked:
      "A.R.S. §20-1674 text, https://lawserver.com/?p=29327831 and https://law.justia.com/codes/arizona/2017/title-20/section-20-1674/ (45 days, 10 for nonpayment); the §20-1673 grounds were not read",
  },
  AR: limited("Ark. Code Ann. §23-66-501 et seq. (commercial property and casualty cancellation)", 60, notice(20, 10), notice(20, 10), LISTED, true),
  CA: limited("Cal. Ins. Code §676.2 (grounds after 60 days), §677.2 (notice)", 60, notice(30, 10), notice(30, 10), LISTED_AND_LOSS_CONTROL),
  CO: limited("Colo. Rev. Stat. §10-4-109.7 (commercial cancellation)", 60, notice(30, 10), notice(45, 10), LISTED),
  CT: limited("Conn. Gen. Stat. §38a-396 (commercial risk cancellation)", 60, notice(30, 10), notice(60, 10), LISTED_AND_LOSS_CONTROL),
  DE: limited("Del. Code tit. 18, §4120 et seq. (property and casualty cancellation)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  DC: noticeOnly(POLICY_CONDITIONS, notice(30, 10), true),
  FL: limited("Fla. Stat. §627.4133 (notice; the first 90 days)", 90, notice(20, 10), notice(45, 10), LISTED),
  GA: noticeOnly("Ga. Code Ann. §33-24-47 (commercial cancellation notice)", notice(45, 10)),
  HI: noticeOnly("Haw. Rev. Stat. §431:10-226 (cancellation notice)", notice(30, 10), true),
  ID: limited(
    "Idaho Code §41-1842 (commercial property, liability and multiperil cancellation; not applicable to excess and surplus lines)",
    60,
    notice(30, 10),
    notice(45, 10),
    LISTED,
    true,
  ),
  IL: limited(
    "215 ILCS 5/143.16 (after 60 days: only non-payment, conviction, fraud or material misrepresentation, acts or physical changes that increase the hazard, code violations, loss of reinsurance, the Director's finding), 5/143.14 (notice)",
    60,
    notice(30, 10),
    notice(60, 10),
    LISTED_AND_LOSS_CONTROL,
  ),
  IN: limited("Ind. Code §27-1-31 (commercial cancellation)", 90, notice(30, 10), notice(45, 10), LISTED, true),
  IA: limited("Iowa Code §515.125 (cancellation and notice)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  KS: limited("Kan. Stat. Ann. §40-2,120 (commercial cancellation after 90 days)", 90, notice(30, 10), notice(30, 10), LISTED),
  KY: limited("Ky. Rev. Stat. §304.20-320 (cancellation notice)", 60, notice(30, 14), notice(75, 14), LISTED, true),
  LA: limited("La. Rev. Stat. §22:1267 (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  ME: limited("Me. Rev. Stat. tit. 24-A, §3049 (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  MD: limited("Md. Code, Ins. §27-603 (commercial cancellation notice)", 45, notice(45, 10), notice(45, 10), LISTED, true),
  MA: noticeOnly("Mass. Gen. Laws ch. 175, §187C (cancellation notice)", notice(30, 10)),
  MI: noticeOnly("Mich. Comp. Laws §500.3020 (cancellation notice)", notice(30, 10)),
  MN: limited("Minn. Stat. §60A.37 (commercial cancellation after 60 days)", 60, notice(30, 10), notice(30, 10), LISTED),
  MS: noticeOnly("Miss. Code Ann. §83-5-28 (cancellation notice)", notice(30, 10), true),
  MO: {
    ...noticeOnly(
      "Mo. Rev. Stat. §379.883 (commercial casualty: 60 days' notice of cancellation unless for nonpayment, fraud, misrepresentation or violation of terms, a change materially increasing the hazard, insurer insolvency or involuntary loss of reinsurance)",
      notice(60, 10),
    ),
    checked:
      "RSMo §379.883 text, https://statutes.laws.com/missouri/t24/c379/379_883: a notice rule, not a limit on grounds; 60 days used for every underwriting reason",
  },
  MT: {
    ...limited(
      "Mont. Code Ann. §33-15-1103 (after 60 days: nonpayment, material misrepresentation, substantial change in the risk, substantial breach, the commissioner's finding, insurer impairment; 10 days' notice)",
      60,
      notice(30, 10),
      notice(30, 10),
      ["fraud_or_misrepresentation", "material_change_in_risk", "violation_of_terms", "insurer_impairment"],
    ),
    checked:
      "MCA §33-15-1103 text, https://lexace.ai/us/statute/montana/33-15-1103 (statutory minimum 10 days; the policy condition's 30 days kept for underwriting reasons)",
  },
  NE: limited("Neb. Rev. Stat. §44-514 to §44-522 (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED),
  NV: {
    ...limited(
      "Nev. Rev. Stat. §687B.320 (after 70 days: nonpayment, conviction, fraud or material misrepresentation, acts or violations of conditions increasing the hazard, material change in the risk, the Commissioner's findings; 10 days' notice for nonpayment, 30 for the rest)",
      70,
      notice(30, 10),
      notice(30, 10),
      ["fraud_or_misrepresentation", "material_change_in_risk", "violation_of_terms", "conviction", "insurer_impairment"],
    ),
    checked: "NRS 687B.320 text, https://law.onecle.com/nevada/insurance/687B.320.html (loss of reinsurance is not a ground)",
  },
  NH: {
    ...limited(
      "N.H. Rev. Stat. §417-C:1 (after 60 days: nonpayment, fraud or material misrepresentation or violation of terms, a change substantially increasing the hazard), §417-C:2 (60 days' notice; 10 for nonpayment or increased hazard, and within a new policy's first 60 days)",
      60,
      notice(30, 10),
      notice(60, 10),
      ["fraud_or_misrepresentation", "violation_of_terms", "material_change_in_risk"],
    ),
    checked: "RSA 417-C:1 and 417-C:2 text, http://www.gencourt.state.nh.us/RSA/html/XXXVII/417-C/417-C-mrg.htm (60 days' notice after the period, was 45)",
  },
  NJ: limited("N.J. Admin. Code §11:1-20 (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED_AND_LOSS_CONTROL),
  NM: limited("N.M. Stat. Ann. §59A-18-29 (cancellation)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  NY: limited("N.Y. Ins. Law §3426 (commercial cancellation: grounds after 60 days, notice)", 60, notice(30, 15), notice(30, 15), LISTED_AND_LOSS_CONTROL),
  NC: limited("N.C. Gen. Stat. §58-41-15 (grounds and notice, from inception)", 0, notice(30, 15), notice(30, 15), LISTED_AND_LOSS_CONTROL),
  ND: limited("N.D. Cent. Code §26.1-39-11 (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  OH: limited("Ohio Rev. Code §3937.25 (commercial cancellation after 90 days)", 90, notice(30, 10), notice(30, 10), LISTED_AND_LOSS_CONTROL),
  OK: noticeOnly("Okla. Stat. tit. 36, §3639 (cancellation notice)", notice(45, 10), true),
  OR: limited("Or. Rev. Stat. §742.700 to §742.706 (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED),
  PA: limited("40 Pa. Stat. §3401 to §3408 (Act 86 of 1986: commercial cancellation)", 60, notice(30, 15), notice(60, 15), LISTED_AND_LOSS_CONTROL),
  RI: limited("R.I. Gen. Laws ch. 27-5 (cancellation of property and casualty policies)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  SC: limited("S.C. Code Ann. §38-75-730 (commercial cancellation)", 120, notice(30, 10), notice(30, 10), LISTED),
  SD: limited("S.D. Codified Laws §58-11 (cancellation)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  TN: limited("Tenn. Code Ann. §56-7-1901 et seq. (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED),
  TX: limited("Tex. Ins. Code §551.054 and 28 Tex. Admin. Code §5.7001 (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED),
  UT: limited("Utah Code §31A-21-303 (cancellation)", 60, notice(30, 10), notice(30, 10), LISTED),
  VT: limited("Vt. Stat. Ann. tit. 8, §4713 et seq. (commercial cancellation)", 60, notice(30, 15), notice(45, 15), LISTED, true),
  VA: limited("Va. Code Ann. §38.2-231 (commercial cancellation after 90 days)", 90, notice(30, 15), notice(45, 15), LISTED),
  WA: noticeOnly("Wash. Rev. Code §48.18.290 (cancellation notice)", notice(45, 10)),
  WV: limited("W. Va. Code §33-17A (cancellation)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  WI: limited("Wis. Stat. §631.36 (cancellation after 60 days)", 60, notice(30, 10), notice(30, 10), LISTED),
  WY: limited("Wyo. Stat. Ann. §26-35-101 et seq. (cancellation)", 60, notice(30, 10), notice(45, 10), LISTED, true),
};

/** The row of a state (USPS code, any case), or null where we have none. */
export function stateCancellationRule(state: string | null): StateCancellationRule | null {
  return state ? (STATE_CANCELLATION_RULES[state.toUpperCase()] ?? null) : null;
}

/** Whether, on a day with `daysInForce` days of the term behind it, the state's underwriting period is over. */
export function pastUnderwritingPeriod(rule: StateCancellationRule, daysInForce: number, renewal: boolean): boolean {
  return renewal || daysInForce >= rule.underwritingPeriodDays;
}

/**
 * Whether the carrier may cancel for this underwriting reason now: any reason within the state's
 * underwriting period, only the state's listed reasons after it. A reason is required after the period
 * where the state limits them (null: not given). Returns null when allowed, else why not.
 */
export function underwritingReasonProblem(
  state: string | null,
  daysInForce: number,
  renewal: boolean,
  reason: UnderwritingReason | null,
): { code: "underwriting_reason_required" | "underwriting_reason_not_allowed"; message: string } | null {
  const rule = stateCancellationRule(state);
  if (!rule || rule.reasonsAfterPeriod === "any" || !pastUnderwritingPeriod(rule, daysInForce, renewal)) return null;
  const allowed = rule.reasonsAfterPeriod;
  const when = renewal ? "a renewal" : `a policy in force ${rule.underwritingPeriodDays} days or more`;
  if (reason === null) {
    return {
      code: "underwriting_reason_required",
      message: `${state!.toUpperCase()} allows the carrier to cancel ${when} only for the reasons its statute lists (${rule.statute}): give underwritingReason, one of ${allowed.join(", ")}`,
    };
  }
  if (!allowed.includes(reason)) {
    return {
      code: "underwriting_reason_not_allowed",
      message: `${reason} is not a reason ${state!.toUpperCase()} allows for cancelling ${when} (${rule.statute}); allowed: ${allowed.join(", ")}, or non-payment`,
    };
  }
  return null;
}
