// Surplus lines tax, stamping (or service/regulatory) fee, filing rule and the rule for the tax on return
// premium, for every state and DC: the home state of the insured taxes the whole premium (NRRA, 2011).
// Rates are the states' published rates for general liability and professional liability (fire marshal
// taxes on fire lines, municipal taxes and flat per-policy charges are not modelled; each row's note says
// which it leaves out). Figures are our reading of each statute and stamping-office schedule as of
// SCHEDULE_AS_OF: verify against the state before production use, rates change yearly.
// Issue 27 (2026-11) checked every row against a published page: the row's `checked` and the URL in its
// `source`; docs/surplus-lines-sources.md has the table (confirmed, corrected, disputed).
// The seed builds the surplus lines programs' tax table from this file (carriers.ts); the data test is
// lib/rating/surplus-lines-taxes.test.ts. Decision 028.
import type { ReturnPremiumTax } from "../../lib/rating/types";

export interface SurplusLinesStateTax {
  /** Surplus lines (premium) tax on premium + policy fee, 0.036 = 3.6%. */
  taxRate: number;
  /** Stamping, service or regulatory fee on the same base; 0 when the state charges none. */
  stampingFeeRate: number;
  /** The stamping office that the policy is filed with, or null where the broker files with the state alone. */
  stampingOffice: string | null;
  /** Who files and pays, in words. */
  filing: string;
  /**
   * The tax on return premium: `pro_rata_refund` (the state credits the broker the tax on the unearned part,
   * which is returned to the insured with the premium) or `fully_earned` (kept whatever returns).
   */
  returnPremiumTax: ReturnPremiumTax;
  /** The statute and the department or stamping office schedule the row is read from. */
  source: string;
  /** What the row simplifies or leaves out. */
  note?: string;
  /** The published page(s) (URL and date) the figures were checked against; absent: not found, our reading only. */
  checked?: string;
}

export const SCHEDULE_AS_OF = "2026-11";

/**
 * The published pages the rows were checked against (issue 27, November 2026). A row's `checked` names the
 * page(s) it agrees with; a row without `checked` was not found in a published source and stays our reading.
 */
export const SL_SOURCES = {
  lockeLord: "https://surplusmanual.com/?p=760",
  sltax360: "https://sltax360.com/states/",
} as const;
const LL = `Locke Lord Surplus Lines Law Manual App. A, ${SL_SOURCES.lockeLord} (2024-25 text: IA schedule to 2027, KS 3% from 2024-01-01)`;

const dept = (name: string) => `The surplus lines broker reports and pays the tax to the ${name}; no stamping office.`;
const office = (name: string) => `The surplus lines broker files each policy with the ${name}, which collects the stamping fee; the tax is paid to the state.`;
/** The model act's wording most states adopted: the tax on premium unearned at termination is returned to the policyholder. */
const REFUND = "tax computed on gross premiums less return premiums; the tax on unearned premium is returned to the policyholder";
const UNCONFIRMED_KEEP = "no credit for return premiums found in our reading; modelled as fully earned until confirmed with the department";

export const SURPLUS_LINES_STATE_TAXES: Readonly<Record<string, SurplusLinesStateTax>> = {
  AL: {
    taxRate: 0.06,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Alabama Department of Insurance"),
    returnPremiumTax: "fully_earned",
    source: `Ala. Code § 27-10-31 (6%); Alabama Department of Insurance; ${UNCONFIRMED_KEEP}; checked: ${LL}`,
    checked: `${LL}`,
  },
  AK: {
    taxRate: 0.027,
    stampingFeeRate: 0.01,
    stampingOffice: null,
    filing: "The surplus lines broker reports and pays the tax and the 1% filing fee to the Alaska Division of Insurance; no stamping office.",
    returnPremiumTax: "pro_rata_refund",
    source: `AS 21.34.180 (2.7%) and AS 21.34.190 (1% filing fee); Alaska Division of Insurance; ${REFUND}; checked: ${LL}`,
    note: 'The 1% filing fee is shown on the declarations and charged to the insured (Insurance Tax Services sample for Alaska: "Filing Fee must be shown on Dec and Taxed"); modelled as the stamping fee line. Wet marine (0.75%) is not written.',
    checked: `${LL}; http://www.insurancetaxservices.com/sample.asp?pageid=0%7C3&id=tax_forms&state_id=54`,
  },
  AZ: {
    taxRate: 0.03,
    stampingFeeRate: 0.002,
    stampingOffice: "Surplus Line Association of Arizona",
    filing: office("Surplus Line Association of Arizona"),
    returnPremiumTax: "pro_rata_refund",
    source: `A.R.S. § 20-416 (3%); Surplus Line Association of Arizona stamping fee 0.2% of premium and policy fees; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  AR: {
    taxRate: 0.04,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Arkansas Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: `Ark. Code § 23-65-315 (4%); Arkansas Insurance Department; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  CA: {
    taxRate: 0.03,
    stampingFeeRate: 0.0018,
    stampingOffice: "Surplus Line Association of California",
    filing: office("Surplus Line Association of California"),
    returnPremiumTax: "pro_rata_refund",
    source: `Cal. Ins. Code § 1775.5 (3%); Surplus Line Association of California stamping fee 0.18%; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  CO: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Colorado Division of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `C.R.S. § 10-5-111 (3%); Colorado Division of Insurance; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  CT: {
    taxRate: 0.04,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Connecticut Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: `Conn. Gen. Stat. § 38a-743 (4%); Connecticut Insurance Department; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  DE: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Delaware Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `18 Del. C. § 1925 (3%); Delaware Department of Insurance; ${REFUND}; checked: ${LL} (was 2% in our table and in 2012-13 schedules)`,
    note: "The fire marshal tax on fire lines is not modelled.",
    checked: `${LL}`,
  },
  DC: {
    taxRate: 0.02,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("District of Columbia Department of Insurance, Securities and Banking"),
    returnPremiumTax: "pro_rata_refund",
    source: `D.C. Code § 31-2502.40 (2%); DISB; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  FL: {
    taxRate: 0.0494,
    stampingFeeRate: 0.0006,
    stampingOffice: "Florida Surplus Lines Service Office",
    filing: office("Florida Surplus Lines Service Office"),
    returnPremiumTax: "pro_rata_refund",
    source: `Fla. Stat. § 626.932 (4.94%) and § 626.9325 (FSLSO service fee 0.06%); ${REFUND} (§ 626.932(2)); checked: ${LL}`,
    note: "The flat Emergency Management, Preparedness and Assistance Trust Fund charge per policy is not modelled.",
    checked: `${LL}`,
  },
  GA: {
    taxRate: 0.04,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Georgia Office of Commissioner of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `O.C.G.A. § 33-5-31 (4%); Georgia Office of Commissioner of Insurance; ${REFUND}; checked: ${LL}`,
    note: "The fire marshal tax on fire lines is not modelled.",
    checked: `${LL}`,
  },
  HI: {
    taxRate: 0.0468,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Hawaii Insurance Division"),
    returnPremiumTax: "pro_rata_refund",
    source: `HRS § 431:8-315 (4.68% of gross premiums less return premiums; (c) the tax on premium unearned at termination is returned to the policyholder); checked: ${LL}`,
    checked: `${LL}`,
  },
  ID: {
    taxRate: 0.015,
    stampingFeeRate: 0.005,
    stampingOffice: "Surplus Line Association of Idaho",
    filing: office("Surplus Line Association of Idaho"),
    returnPremiumTax: "pro_rata_refund",
    source: `Idaho Code § 41-1229 (1.5%); Surplus Line Association of Idaho stamping fee 0.5%; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  IL: {
    taxRate: 0.035,
    stampingFeeRate: 0.0004,
    stampingOffice: "Surplus Line Association of Illinois",
    filing: office("Surplus Line Association of Illinois"),
    returnPremiumTax: "pro_rata_refund",
    source: `215 ILCS 5/445 (3.5%); Surplus Line Association of Illinois stamping fee 0.04%; ${REFUND}; checked: ${LL}`,
    note: "The 0.4% fire marshal tax applies to fire risks only and is not modelled.",
    checked: `${LL}`,
  },
  IN: {
    taxRate: 0.025,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Indiana Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Ind. Code ch. 27-1-15.8 (2.5%); Indiana Department of Insurance; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  IA: {
    taxRate: 0.00925,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Iowa Insurance Division"),
    returnPremiumTax: "pro_rata_refund",
    source: `Iowa Code § 515I.3(2) and § 432.1(4) (0.925% for calendar 2026; 0.975% 2024, 0.95% 2025, 0.9% from 2027); Iowa Insurance Division; ${REFUND}; checked: ${LL}`,
    note: "The rate steps down each calendar year: 0.925% is the 2026 rate; 0.9% applies from 2027-01-01.",
    checked: `${LL}`,
  },
  KS: {
    taxRate: 0.03,
    stampingFeeRate: 0.00175,
    stampingOffice: "SLIP+ (SLAS Clearinghouse)",
    filing:
      "The surplus lines broker reports each policy in SLIP+ (SLAS Clearinghouse) and pays the tax and the 0.175% SLIP+ transaction fee; the tax goes to the Kansas Insurance Department.",
    returnPremiumTax: "pro_rata_refund",
    source:
      "K.S.A. § 40-246c (3% of gross premiums less return premiums for policies effective from 2024-01-01, was 6%; the tax on premium unearned at termination is returned to the policyholder); SLIP+ transaction fee 0.175% for policies effective from 2026-01-01 (KID announcement, https://news.inscipher.com/129211-kansas-kansas-doi-to-adopt-slip-for-states-for-surplus-lines-reporting-and-tax-payments, 2026-02-06: tax and fee credited pro rata on return premium); checked: https://surplusmanual.com/?p=760 and https://www.ilsainc.com/press-release/kansas-insurance-department-issues-guidance-on-surplus-lines-tax-reduction/",
    note: "Policies effective before 2024-01-01 (6%) and before 2026-01-01 (no SLIP+ fee) are not modelled: the table prices new business.",
    checked: "KID guidance on the 2024 reduction (ILSA); KID SLIP+ announcement 2026-02-06 (InsCipher); Locke Lord App. A",
  },
  KY: {
    taxRate: 0.048,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Kentucky Department of Insurance"),
    returnPremiumTax: "fully_earned",
    source: `KRS § 304.10-180 (3%) plus the 1.8% premium surcharge of KRS § 136.392: 4.8% in all; Kentucky Department of Insurance; ${UNCONFIRMED_KEEP}; checked: ${LL}`,
    note: "The 1.8% surcharge is payable by the broker and passed to the insured; it is included in the tax rate (like WV). Local (municipal and county) premium taxes are not modelled.",
    checked: `${LL}`,
  },
  LA: {
    taxRate: 0.0485,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Louisiana Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `La. R.S. § 22:439 (4.85%); Louisiana Department of Insurance; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  ME: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Maine Bureau of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `24-A M.R.S. § 2016 (3%); Maine Bureau of Insurance; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  MD: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Maryland Insurance Administration"),
    returnPremiumTax: "pro_rata_refund",
    source: `Md. Code, Ins. § 3-324 (3%); Maryland Insurance Administration; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  MA: {
    taxRate: 0.04,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Massachusetts Division of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `M.G.L. c. 175 § 168 (4%); Massachusetts Division of Insurance; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  MI: {
    taxRate: 0.02,
    stampingFeeRate: 0.005,
    stampingOffice: null,
    filing: "The surplus lines broker reports and pays the tax and the 0.5% regulatory fee to the Michigan Department of Insurance and Financial Services.",
    returnPremiumTax: "pro_rata_refund",
    source: `MCL § 500.1912 (2% tax) and § 500.1925 (0.5% regulatory fee); DIFS; ${REFUND}; checked: ${LL}`,
    note: "The regulatory fee is shown as the stamping fee line.",
    checked: `${LL}`,
  },
  MN: {
    taxRate: 0.03,
    stampingFeeRate: 0.0004,
    stampingOffice: "Surplus Line Association of Minnesota",
    filing: office("Surplus Line Association of Minnesota"),
    returnPremiumTax: "pro_rata_refund",
    source: `Minn. Stat. § 297I.05 subd. 6 (3%); Surplus Line Association of Minnesota stamping fee 0.04%; ${REFUND}; checked: ${LL}`,
    checked: `${LL}`,
  },
  MS: {
    taxRate: 0.04,
    stampingFeeRate: 0.0025,
    stampingOffice: "Surplus Lines Association of Mississippi",
    filing: office("Surplus Lines Association of Mississippi"),
    returnPremiumTax: "pro_rata_refund",
    source: `Miss. Code § 83-21-25 (4% of gross premiums and policy fees less returned premiums); Surplus Lines Association of Mississippi stamping fee 0.25% (http://test.msla.org/vi-assessments.html); ${REFUND}; checked: ${LL}`,
    note: "The 3% MWUA (Mississippi Windstorm Underwriting Association) nonadmitted policy fee that MSLA and Locke Lord list is not modelled: whether it reaches liability-only policies is to be confirmed with MSLA before Mississippi is written. The fire marshal tax on fire lines is not modelled.",
    checked: `MSLA assessments page (http://test.msla.org/vi-assessments.html); ${LL}`,
  },
  MO: {
    taxRate: 0.05,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Missouri Department of Commerce and Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `RSMo § 384.059 (5% of net premium: gross charges less returned premiums) and § 384.061; Missouri Department of Commerce and Insurance; ${REFUND}; checked: https://lawserver.com/law/state/missouri/mo-laws/missouri_laws_384-059`,
    checked: "RSMo 384.059 text (lawserver.com, laws9.com)",
  },
  MT: {
    taxRate: 0.0275,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Montana Commissioner of Securities and Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `MCA § 33-2-311 (2.75%); Montana CSI; ${REFUND}; checked: https://csimt.gov/insurance/surplus-lines/ (2.75% on the total premium; 2.5% fire tax on the fire portion only)`,
    note: "The fire tax on fire lines is not modelled. CSI charges a stamping fee only on hard-copy filings (0.25%); online filings carry none.",
    checked: "CSI surplus lines page (csimt.gov); compliance chart July 2021 (MT: no stamping fee online)",
  },
  NE: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Nebraska Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Neb. Rev. Stat. § 44-5506 (3% of gross premiums less return premiums); Nebraska Department of Insurance; ${REFUND}; checked: https://nebraskalegislature.gov/laws/statutes.php?statute=44-5506`,
    note: "The fire marshal tax on fire lines is not modelled.",
    checked: "Neb. Rev. Stat. 44-5506 (nebraskalegislature.gov, as amended 2016)",
  },
  NV: {
    taxRate: 0.035,
    stampingFeeRate: 0.004,
    stampingOffice: "Nevada Surplus Lines Association",
    filing: office("Nevada Surplus Lines Association"),
    returnPremiumTax: "pro_rata_refund",
    source: `NRS § 685A.180 (3.5%; (5) a credit for return premium is refunded to the insured); Nevada Surplus Lines Association stamping fee 0.4%; ${REFUND}; checked: https://sltax360.com/states/nevada (2024-01-01) and https://surplexa.com/surplus-lines/state/nevada (was 0.04% in our table)`,
    checked: "sltax360.com/states/nevada (rates from 2024-01-01); surplexa.com Nevada; NRS 685A.180",
  },
  NH: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("New Hampshire Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: `RSA § 405:32 (3%); New Hampshire Insurance Department; ${REFUND}; checked: http://surplusmanual.com/eligibility/new-hampshire`,
    checked: "Locke Lord manual, New Hampshire eligibility page",
  },
  NJ: {
    taxRate: 0.05,
    stampingFeeRate: 0,
    stampingOffice: "Surplus Lines Examining Office",
    filing:
      "The surplus lines broker files each policy with the Surplus Lines Examining Office and pays the tax to the New Jersey Department of Banking and Insurance.",
    returnPremiumTax: "pro_rata_refund",
    source: `N.J.S.A. § 17:22-6.59 (5%, from 2009-06-29); NJ DOBI and SLEO; ${REFUND}; checked: https://legalclarity.org/new-jersey-surplus-lines-tax-rates-filing-and-compliance and https://napslo.blogspot.com/2009/07/nj-increases-surplus-lines-premium-tax.html`,
    note: "SLEO's flat filing fee per transaction is the broker's and is not modelled.",
    checked: "legalclarity.org NJ; NAPSLO 2009-07-14 (3% to 5%)",
  },
  NM: {
    taxRate: 0.03003,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("New Mexico Office of Superintendent of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `NMSA § 59A-14-12 (3.003%, gross premiums less returned premiums); New Mexico OSI; ${REFUND}; checked: https://sltax360.com/states/new-mexico (2024-01-01) and https://surplusmanual.lockelord.com/eligibility/new-mexico/`,
    checked: "sltax360.com/states/new-mexico; Locke Lord NM eligibility; IIANM",
  },
  NY: {
    taxRate: 0.036,
    stampingFeeRate: 0.0015,
    stampingOffice: "Excess Line Association of New York",
    filing: office("Excess Line Association of New York"),
    returnPremiumTax: "pro_rata_refund",
    source: `N.Y. Ins. Law § 2118 (3.6%); ELANY stamping fee 0.15%; ${REFUND}; checked by the issue-27 underwriter against the published rate (ELANY fee table https://www.elany.org/manual.aspx?d=1213 seen, current row cut off in our copy)`,
    checked: "issue 27 underwriter check (published rates); ELANY procedures manual section VI",
  },
  NC: {
    taxRate: 0.05,
    stampingFeeRate: 0.003,
    stampingOffice: "North Carolina Surplus Lines Association",
    filing: office("North Carolina Surplus Lines Association"),
    returnPremiumTax: "pro_rata_refund",
    source: `N.C.G.S. § 58-21-85 (5%); North Carolina Surplus Lines Association stamping fee 0.3% on premium and insurer fees (https://ncsla.com/tax/tax-filing/taxes-fees); ${REFUND}`,
    note: "The stamping fee was missing from our table. NC moves to SLIP+ for policies effective from 2026-01-01; any SLIP+ fee is not modelled.",
    checked: "NCSLA taxes and fees page (ncsla.com)",
  },
  ND: {
    taxRate: 0.0175,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("North Dakota Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: `N.D.C.C. § 26.1-44-03.1 (1.75%); North Dakota Insurance Department; ${REFUND}; checked: https://sltax360.com/states/north-dakota (2024-01-01)`,
    checked: "sltax360.com/states/north-dakota",
  },
  OH: {
    taxRate: 0.05,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Ohio Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Ohio Rev. Code § 3905.36 (5%); Ohio Department of Insurance; ${REFUND}; checked: https://sltax360.com/states/ohio (2024-01-01); ORC 3905.36 (5% of gross premium after return premium)`,
    checked: "sltax360.com/states/ohio; ORC 3905.36 text (legalfix.com); OAPSLO resources",
  },
  OK: {
    taxRate: 0.06,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Oklahoma Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: `36 O.S. § 1115 (6% of gross premiums less premiums returned; (B) unearned tax credited is returned to the policyholder); Oklahoma Insurance Department; ${REFUND}; checked: http://ok.elaws.us/os/36-1115`,
    checked: "36 O.S. 1115 text (ok.elaws.us)",
  },
  OR: {
    taxRate: 0.023,
    stampingFeeRate: 0,
    stampingOffice: "Surplus Line Association of Oregon",
    filing:
      "The surplus lines broker files each policy with the Surplus Line Association of Oregon, which bills the state premium tax, the fire marshal tax and its flat service charge quarterly.",
    returnPremiumTax: "pro_rata_refund",
    source: `ORS § 735.470 (2% premium tax and (1)(b) 0.3% State Fire Marshal tax on all surplus lines premium and fees: 2.3% in all; the tax on unearned premium is returned to the policyholder); checked: https://www.oregonsla.org/about/filing-procedures and http://surplusmanual.lockelord.com/eligibility/oregon/ (was 2% + 0.1% stamping in our table)`,
    note: "The 0.3% fire marshal tax applies to every surplus lines premium, not fire lines only, and is included in the tax rate. The Surplus Lines Service Charge is a flat $10 a policy (SLA), not a percentage: not modelled.",
    checked: "Surplus Line Association of Oregon filing procedures; ORS 735.470 text; Locke Lord OR eligibility",
  },
  PA: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: "Surplus Lines Association of Pennsylvania",
    filing:
      "The surplus lines broker files each policy with the Surplus Lines Association of Pennsylvania and pays the tax to the Pennsylvania Insurance Department.",
    returnPremiumTax: "pro_rata_refund",
    source: `40 P.S. § 991.1621 (3% of gross premiums less return premium); Pennsylvania Insurance Department and SLAPA; ${REFUND}; checked: https://ilsainc.com/?p=19567`,
    note: "SLAPA's filing charge is the broker's and is not modelled.",
    checked: "ILSA PA annual reminder (3%)",
  },
  RI: {
    taxRate: 0.04,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Rhode Island Department of Business Regulation, Insurance Division"),
    returnPremiumTax: "pro_rata_refund",
    source: `R.I. Gen. Laws § 27-3-38 (4%); DBR Insurance Division; ${REFUND}; checked: http://surplusmanual.lockelord.com/eligibility/rhode-island/ (4%; raised from 3% by the 2011 budget, insurereinsure.com 2010-06-16)`,
    checked: "Locke Lord manual, Rhode Island eligibility page; insurereinsure.com 2010-06-16",
  },
  SC: {
    taxRate: 0.06,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("South Carolina Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `S.C. Code § 38-45-20 (6%); South Carolina Department of Insurance; ${REFUND}; checked: https://surplusmanual.lockelord.com/eligibility/south-carolina/`,
    checked: "Locke Lord manual, South Carolina eligibility page",
  },
  SD: {
    taxRate: 0.025,
    stampingFeeRate: 0.00175,
    stampingOffice: "SLIP+ (SLAS Clearinghouse)",
    filing:
      "The surplus lines broker reports each policy in SLIP+ (SLAS Clearinghouse), which charges the 0.175% transaction fee; the tax is paid to the South Dakota Division of Insurance.",
    returnPremiumTax: "pro_rata_refund",
    source: `SDCL ch. 58-32 (2.5%); SLIP+ transaction fee 0.175%; ${REFUND}; checked: https://sltax360.com/states/south-dakota (2024-01-01) and https://surplexa.com/surplus-lines/state/south-dakota`,
    note: "The SLIP+ transaction fee (missing from our table) is shown as the stamping fee line. Fire taxes on fire, inland marine and auto physical damage codes are not modelled.",
    checked: "sltax360.com/states/south-dakota; surplexa.com South Dakota",
  },
  TN: {
    taxRate: 0.05,
    stampingFeeRate: 0.00175,
    stampingOffice: "SLIP (SLAS Clearinghouse)",
    filing:
      "The surplus lines broker reports each policy in SLIP (SLAS Clearinghouse), which charges the 0.175% transaction fee; the tax is paid to the Tennessee Department of Commerce and Insurance.",
    returnPremiumTax: "pro_rata_refund",
    source: `Tenn. Code § 56-14-113 (5%); SLIP transaction fee 0.175% for policies effective from 2016-10-01; ${REFUND}; checked: http://webiis05.mondaq.com/unitedstates/x/534058/ (TDCI bulletin 2016-09-06: 5% tax plus 0.175% SLIP fee, both may be passed to the insured)`,
    note: "The SLIP transaction fee (missing from our table) is shown as the stamping fee line.",
    checked: "TDCI bulletin 2016-09-06 as reported by Mondaq",
  },
  TX: {
    taxRate: 0.0485,
    stampingFeeRate: 0.0004,
    stampingOffice: "Surplus Lines Stamping Office of Texas",
    filing: office("Surplus Lines Stamping Office of Texas"),
    returnPremiumTax: "pro_rata_refund",
    source: `Tex. Ins. Code § 225.004 (4.85%); SLTX stamping fee 0.04% for policies incepting from 2024-01-01; Comptroller publication 94-142; ${REFUND}; checked: https://www.sltx.org/brokers/billing-information/stamping-fees-taxes/`,
    checked: "SLTX stamping fees and taxes page (0.04% from 2024-01-01)",
  },
  UT: {
    taxRate: 0.0425,
    stampingFeeRate: 0.0018,
    stampingOffice: "Surplus Lines Association of Utah",
    filing: office("Surplus Lines Association of Utah"),
    returnPremiumTax: "pro_rata_refund",
    source: `Utah Code § 31A-3-301 (4.25% of gross premiums including all fees, less 4.25% of return premiums); Surplus Lines Association of Utah stamping fee 0.18% (Utah Admin. Code R590-157-4, amended 2022-03-16, https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R590-157-4); ${REFUND}; checked: https://law.justia.com/codes/utah/2006/title31a/31a03007.html (was 0.2% stamping in our table)`,
    checked: "Utah Admin. Code R590-157-4 (LII, amended 2022); Utah Code 31A-3-301 text",
  },
  VT: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Vermont Department of Financial Regulation"),
    returnPremiumTax: "pro_rata_refund",
    source: `8 V.S.A. § 5035 (3%, standardised by S.131 of 2019); Vermont DFR; ${REFUND}; checked: http://www.insurereinsure.com/2019/06/17/ll-surplus-lines-series-entry-11-vermont-authorizes-domestic-surplus-lines-insurers-standardizes-premium-tax-rates-repeals-slimpact/`,
    checked: "Locke Lord insurereinsure.com 2019-06-17 (Vermont S.131)",
  },
  VA: {
    taxRate: 0.0225,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Virginia Bureau of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Va. Code § 38.2-4809 (2.25%); Virginia Bureau of Insurance; ${REFUND}; checked: https://surplusmanual.lockelord.com/eligibility/virginia/ (2.25%, except workers compensation); two secondary pages say 2.5% (legalclarity.org) and 3.25% (getregure.com), not followed`,
    checked: "Locke Lord manual, Virginia eligibility page (secondary pages disagree, see docs)",
  },
  WA: {
    taxRate: 0.02,
    stampingFeeRate: 0.001,
    stampingOffice: "Surplus Line Association of Washington",
    filing: office("Surplus Line Association of Washington"),
    returnPremiumTax: "pro_rata_refund",
    source: `RCW 48.15.120 (2%); Surplus Line Association of Washington stamping fee 0.1%; ${REFUND}; tax checked: https://www.insurance.wa.gov/surplus-line-brokers-2014-premium-tax-filing-instructions`,
    note: "Stamping fee DISPUTED: SLA of Washington (FAQ, 0.10% from 2011-07-01) and Locke Lord say 0.1%; sltax360.com/states/washington says 0.3% from 2024-01-01. Kept at 0.1% until the SLA's current Taxes & Fees page is read.",
    checked: "tax: Washington OIC (2%); stamping fee disputed, see note",
  },
  WV: {
    taxRate: 0.0455,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("West Virginia Offices of the Insurance Commissioner"),
    returnPremiumTax: "pro_rata_refund",
    source:
      "W. Va. Code § 33-12C-7 (4% of gross premiums and fees less return premiums; the tax on premium unearned at termination is returned to the policyholder) and the 0.55% surcharge of § 33-3-33: 4.55% in all; checked: https://sltax360.com/states/west-virginia (4.55% from 2024-01-01)",
    note: "The 0.55% surcharge is included in the tax rate.",
    checked: "sltax360.com/states/west-virginia",
  },
  WI: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Wisconsin Office of the Commissioner of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Wis. Stat. § 618.43 (3%); Wisconsin OCI; ${REFUND}; checked: Wis. Admin. Code Ins 6 app. 1 (s. 618.43(1): 3% of gross premium; 2011 Act 224), https://casetext.com/regulation/wisconsin-administrative-code/agency-office-of-the-commissioner-of-insurance/chapter-ins-6-general/appendix-1-surplus-lines-insurance-proposal`,
    checked: "Wis. Admin. Code Ins 6 app. 1 (casetext, current through 2024-11-25)",
  },
  WY: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Wyoming Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Wyo. Stat. § 26-11-118 (3% of gross premiums less return premiums; (d) unearned tax is returned to the policyholder); Wyoming Department of Insurance; ${REFUND}; checked: https://print.casetext.com/statute/wyoming-statutes/title-26-insurance-code/chapter-11-nonadmitted-insurance/section-26-11-118-tax-on-surplus-lines`,
    note: "Wyoming files through SLIP+ (surplexa.com); its transaction fee rate was not found and is not modelled.",
    checked: "Wyo. Stat. 26-11-118 text (casetext, current through 2024 session); surplexa.com Wyoming (3%)",
  },
};
