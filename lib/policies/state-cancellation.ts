// When and why a carrier may cancel a commercial policy, by the insured's state (pure data): the notice
// each reason needs, within the state's underwriting period (a new policy's first days, when the carrier
// may cancel for any reason) and after it, and the underwriting reasons the state still allows after it
// (non-payment is always allowed). Each row cites the statute it reads. Our reading of each statute for
// commercial property and casualty lines as of 2025-01, like the surplus lines table (decision 028): to be
// verified with each state before production use; rows marked `toConfirm` cite the chapter we found but
// a section or figure we could not confirm, and use the longer notice and the narrower reasons when unsure
// (decision 052: a `toConfirm` row gives at least the notice of each neighbouring state whose row is not itself
// `toConfirm`, and any figure read for the state; it limits the reasons after its period, never "any").
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

export const STATE_CANCELLATION_RULES: Readonly<Record<string, StateCancellationRule>> = {
  // Decision 052: nothing found; 45 days as FL and GA, and the listed reasons after 60 days (was the policy condition, 30/10, any reason).
  AL: limited(
    "No commercial lines cancellation statute found (the policy condition, ISO IL 00 17, would govern); limited as the model act until confirmed (decision 052)",
    60,
    notice(45, 10),
    notice(45, 10),
    LISTED,
    true,
  ),
  // Decision 052: AS 21.36.220 read for personal insurance only (30 days, 20 for nonpayment): the longer figures used (was 20/10).
  AK: limited(
    "Alaska Stat. §21.36.220 (notice of cancellation: 30 days, 20 for nonpayment, read for personal insurance only; the commercial rule not found)",
    60,
    notice(30, 20),
    notice(30, 20),
    LISTED,
    true,
  ),
  AZ: {
    ...limited("Ariz. Rev. Stat. §20-1673 (grounds after 60 days), §20-1674 (45 days' notice, 10 for nonpayment)", 60, notice(30, 10), notice(45, 10), LISTED),
    checked:
      "A.R.S. §20-1674 text, https://lawserver.com/?p=29327831 and https://law.justia.com/codes/arizona/2017/title-20/section-20-1674/ (45 days, 10 for nonpayment); the §20-1673 grounds were not read",
  },
  // Decision 052: nothing found; MO's 60 days (was 20/10).
  AR: limited("Ark. Code Ann. §23-66-501 et seq. (commercial property and casualty cancellation)", 60, notice(60, 10), notice(60, 10), LISTED, true),
  CA: limited("Cal. Ins. Code §676.2 (grounds after 60 days), §677.2 (notice)", 60, notice(30, 10), notice(30, 10), LISTED_AND_LOSS_CONTROL),
  CO: limited("Colo. Rev. Stat. §10-4-109.7 (commercial cancellation)", 60, notice(30, 10), notice(45, 10), LISTED),
  CT: limited("Conn. Gen. Stat. §38a-396 (commercial risk cancellation)", 60, notice(30, 10), notice(60, 10), LISTED_AND_LOSS_CONTROL),
  // Decision 052: §4122(b) is residential only; MD's 45 days within, PA's 60 after, PA's 15 for nonpayment (was 30/10).
  DE: limited("Del. Code tit. 18, §4120 et seq. (property and casualty cancellation)", 60, notice(45, 15), notice(60, 15), LISTED, true),
  // Decision 052: 26 DCMR ch. A3 read as reaching commercial policies (not confirmed): reasons limited from inception to
  // nonpayment and wilful misstatement (a transfer of the insured property is not modelled), 30 days' notice of any
  // cancellation, nonpayment included; 45 days as MD and VA (was the policy condition, 30/10, any reason).
  DC: limited(
    "26 DCMR A300.2 (policies other than automobile: only nonpayment, a material and wilful misstatement or omission, a transfer of the insured property) and A301.2 (30 days' notice of any cancellation), if chapter A3 reaches commercial policies (not confirmed)",
    0,
    notice(45, 30),
    notice(45, 30),
    ["fraud_or_misrepresentation"],
    true,
  ),
  FL: limited("Fla. Stat. §627.4133 (notice; the first 90 days)", 90, notice(20, 10), notice(45, 10), LISTED),
  GA: noticeOnly("Ga. Code Ann. §33-24-47 (commercial cancellation notice)", notice(45, 10)),
  // Decision 052: nothing found and no neighbour; 30/10 kept, the listed reasons after 60 days (was any reason).
  HI: limited("Haw. Rev. Stat. §431:10-226 (cancellation notice; not read)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  ID: limited(
    "Idaho Code §41-1842 (commercial property, liability and multiperil cancellation; not applicable to excess and surplus lines)",
    60,
    notice(45, 10), // decision 052: WA's 45 days within the period too (was 30)
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
  IN: {
    ...limited(
      "Ind. Code §27-1-31-2 (after 90 days: nonpayment, substantial change in the scale of risk, fraud or material misrepresentation, failure to comply with reasonable safety recommendations, cancelled reinsurance; 45 days' notice, 20 for fraud, 10 for nonpayment), §27-1-31-2.5 (within 90 days: 30 days, 20 for fraud, 10 for nonpayment)",
      90,
      notice(30, 10),
      notice(45, 10),
      ["fraud_or_misrepresentation", "material_change_in_risk", "loss_control_noncompliance", "loss_of_reinsurance"],
    ),
    checked:
      "IC 27-1-31-2 and 27-1-31-2.5 text, https://lexace.ai/us/statute/indiana/27-1-31-2 and https://lexace.ai/us/statute/indiana/27-1-31-2.5 (also https://codes.findlaw.com/in/title-27-insurance/in-code-sect-27-1-31-2/); chapter scope, all commercial P&C lines, http://statutes.laws-info.com/indiana/title27/ar1/ch31 (no conviction, breach or commissioner's-finding ground; safety recommendations are a ground)",
  },
  // Decision 052: IL's 60 days after the period and MO's 60 (a notice rule) within (was 30/10).
  IA: limited("Iowa Code §515.125 (cancellation and notice)", 60, notice(60, 10), notice(60, 10), LISTED, true),
  KS: limited("Kan. Stat. Ann. §40-2,120 (commercial cancellation after 90 days)", 90, notice(30, 10), notice(30, 10), LISTED),
  // Decision 052: MO's 60 days within, VA's 15 for nonpayment (was 30/14 within, 75/14 after).
  KY: limited("Ky. Rev. Stat. §304.20-320 (cancellation notice)", 60, notice(60, 15), notice(75, 15), LISTED, true),
  LA: limited("La. Rev. Stat. §22:1267 (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED, true),
  ME: limited(
    "Me. Rev. Stat. tit. 24-A (commercial cancellation after 60 days: nonpayment, fraud or material misrepresentation, substantial change in the risk, failure to follow loss control recommendations, substantial breach, the Superintendent's finding; section and notice days not confirmed, §3049 is the residential property act; §3007 limits the grounds for property contracts)",
    60,
    notice(30, 10),
    notice(60, 10), // decision 052: NH's 60 days (was 30)
    ["fraud_or_misrepresentation", "material_change_in_risk", "loss_control_noncompliance", "violation_of_terms", "insurer_impairment"],
    true,
  ),
  MD: {
    ...limited(
      "Md. Code, Ins. §27-603 (commercial insurance: 45 days' notice of cancellation other than for nonpayment, 10 for nonpayment; not applicable to policies in effect 45 days or less, §12-106)",
      45,
      notice(45, 10),
      notice(45, 10),
      LISTED,
    ),
    checked:
      "Ins. §27-603 text, https://lexace.ai/us/statute/maryland/IN-27-603 (commercial only; policies in effect 45 days or less excluded; 45 days' notice); MIA bulletin of 2015-11-16 as reported at https://amp.insurancejournal.com/magazines/mag-features/2015/12/07/390561.htm (10 days for nonpayment, 45 otherwise); the reasons after 45 days (§27-501) were not read",
  },
  MA: noticeOnly("Mass. Gen. Laws ch. 175, §187C (cancellation notice)", notice(30, 10)),
  MI: noticeOnly("Mich. Comp. Laws §500.3020 (cancellation notice)", notice(30, 10)),
  MN: limited("Minn. Stat. §60A.37 (commercial cancellation after 60 days)", 60, notice(30, 10), notice(30, 10), LISTED),
  // Decision 052: HB 1611 (2025), if enacted, gives 45 days from 2026-07-01: 45 used; the listed reasons after 60 days
  // (the section limits no reasons, but no grounds statute was looked for) (was 30/10, any reason).
  MS: limited(
    "Miss. Code Ann. §83-5-28 (liability, fire, multiperil: 30 days' notice, 45 for coverage issued or renewed from 2026-07-01 if HB 1611 of 2025 became law (not confirmed); nonpayment exempt except 10 days with a named creditor loss payee)",
    60,
    notice(45, 10),
    notice(45, 10),
    LISTED,
    true,
  ),
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
  // Decision 052: AZ's and CO's 45 days after the period (was 30).
  NM: limited(
    "N.M. Stat. Ann. §59A-18-29 (nonpayment: 10 days' notice at any time; any cause within 60 days, 10 days' notice; after 60 days the causes and notice of the Superintendent's rules, not read)",
    60,
    notice(30, 10),
    notice(45, 10),
    LISTED,
    true,
  ),
  NY: limited("N.Y. Ins. Law §3426 (commercial cancellation: grounds after 60 days, notice)", 60, notice(30, 15), notice(30, 15), LISTED_AND_LOSS_CONTROL),
  NC: limited("N.C. Gen. Stat. §58-41-15 (grounds and notice, from inception)", 0, notice(30, 15), notice(30, 15), LISTED_AND_LOSS_CONTROL),
  ND: limited(
    "N.D. Cent. Code ch. 26.1-30.1 (cancellation of commercial insurance), §26.1-30.1-02 (during the term, only: nonpayment, misrepresentation or fraud, acts increasing the risk, refusal to remove known hazards, substantial change in the risk, loss of reinsurance, the commissioner's finding); notice days and any first-60-days exception not confirmed",
    0, // decision 052: the section reads as applying during the whole term (was 60)
    notice(30, 10),
    notice(30, 10),
    ["fraud_or_misrepresentation", "material_change_in_risk", "loss_control_noncompliance", "loss_of_reinsurance", "insurer_impairment"],
    true,
  ),
  OH: limited("Ohio Rev. Code §3937.25 (commercial cancellation after 90 days)", 90, notice(30, 10), notice(30, 10), LISTED_AND_LOSS_CONTROL),
  OK: limited(
    "Okla. Stat. tit. 36, §3639 (commercial property, casualty, auto, marine, fire: after 45 business days, at least 63 calendar days, or a renewal, only listed grounds; the list and notice days not confirmed), Okla. Admin. Code 365:15-1-14 (10 days' notice unless otherwise provided)",
    63,
    notice(60, 10), // decision 052: MO's 60 days (was 45)
    notice(60, 10),
    LISTED,
    true,
  ),
  OR: limited("Or. Rev. Stat. §742.700 to §742.706 (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED),
  PA: limited("40 Pa. Stat. §3401 to §3408 (Act 86 of 1986: commercial cancellation)", 60, notice(30, 15), notice(60, 15), LISTED_AND_LOSS_CONTROL),
  RI: limited(
    "230-RICR-20-20-1.4 (formerly Insurance Regulation 38: commercial property, liability other than auto, multiperil; 30 days' notice within 60 days; after 60 days only nonpayment, fraud or misrepresentation, acts increasing the hazard incl. loss control failures, change in the risk, loss of reinsurance, the Commissioner's finding, incendiarism, breach, total loss, other reasons the Commissioner approves); notice after 60 days not confirmed",
    60,
    notice(30, 10),
    notice(60, 10), // decision 052: CT's 60 days (was 30)
    ["fraud_or_misrepresentation", "material_change_in_risk", "loss_control_noncompliance", "loss_of_reinsurance", "insurer_impairment", "violation_of_terms"],
    true,
  ),
  SC: limited("S.C. Code Ann. §38-75-730 (commercial cancellation)", 120, notice(30, 10), notice(30, 10), LISTED),
  SD: limited(
    "S.D. Codified Laws §58-33-61 (after 60 days: nonpayment, fraud or misrepresentation, acts increasing the hazard, change in the risk, code violations, the director's finding, breach, other reasons the director approves); its scope and the notice days not confirmed",
    60,
    notice(30, 10),
    notice(45, 10), // decision 052: WY's 45 days (was 30)
    ["fraud_or_misrepresentation", "material_change_in_risk", "loss_control_noncompliance", "insurer_impairment", "violation_of_terms"],
    true,
  ),
  TN: limited("Tenn. Code Ann. §56-7-1901 et seq. (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED),
  TX: limited("Tex. Ins. Code §551.054 and 28 Tex. Admin. Code §5.7001 (commercial cancellation)", 60, notice(30, 10), notice(30, 10), LISTED),
  UT: limited("Utah Code §31A-21-303 (cancellation)", 60, notice(30, 10), notice(30, 10), LISTED),
  VT: {
    ...limited(
      "Vt. Stat. Ann. tit. 8, §§4711-4715 (ch. 128, commercial property and casualty cancellation); §4712: 45 days' notice, 15 for nonpayment, the reason in the notice",
      60,
      notice(45, 15),
      notice(45, 15),
      LISTED,
    ),
    checked:
      "8 V.S.A. §4712 text, http://laws9.com/statutes/vermont/title-08/chapter-128/4712 (45 days, 15 for nonpayment); DFR Bulletin 83, https://dfr.vermont.gov/reg-bul-ord/withdrawn-revision-cancellation-endorsements-commercial-lines-policies (§§4711-4715 govern commercial lines; 15/45 days within or after the first 60 days, so 45 used within the period too, was 30); the §4711 grounds were not read",
  },
  VA: limited("Va. Code Ann. §38.2-231 (commercial cancellation after 90 days)", 90, notice(30, 15), notice(45, 15), LISTED),
  WA: noticeOnly("Wash. Rev. Code §48.18.290 (cancellation notice)", notice(45, 10)),
  // Decision 052: §33-17A-5 read for property (no loss of reinsurance; code violations, tax delinquency and leaving the
  // line not modelled): the listed reasons less loss of reinsurance; MD's 45 days within, PA's 60 after, PA's 15 (was 30/10).
  WV: limited(
    "W. Va. Code §33-17A-5 (property: after 60 days only nonpayment, conviction, fraud or misrepresentation, acts increasing the hazard, change in the risk, code violations, the commissioner's finding, tax delinquency, the insurer leaving the line, substantial breach); the liability rule not found",
    60,
    notice(45, 15),
    notice(60, 15),
    ["fraud_or_misrepresentation", "material_change_in_risk", "violation_of_terms", "conviction", "insurer_impairment"],
    true,
  ),
  WI: limited("Wis. Stat. §631.36 (cancellation after 60 days)", 60, notice(30, 10), notice(30, 10), LISTED),
  WY: {
    ...limited(
      "Wyo. Stat. Ann. §26-35-202 (after 60 days, or a renewal: only nonpayment, material misrepresentation, substantial change in the risk, substantial breach of contractual duties; 45 days' notice, 10 for nonpayment)",
      60,
      notice(30, 10),
      notice(45, 10),
      ["fraud_or_misrepresentation", "material_change_in_risk", "violation_of_terms"],
    ),
    checked:
      "W.S. 26-35-202 text, https://lexace.ai/us/statute/wyoming/26-35-202 and https://legalfix.com/statutes/state-codes/wyoming/title-26/chapter-35/article-2/section-26-35-202 (four grounds only: no conviction, loss of reinsurance or commissioner's finding; was §26-35-101 et seq.)",
  },
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
