// Surplus lines tax, stamping (or service/regulatory) fee, filing rule and the rule for the tax on return
// premium, for every state and DC: the home state of the insured taxes the whole premium (NRRA, 2011).
// Rates are the states' published rates for general liability and professional liability (fire marshal
// taxes on fire lines, municipal taxes and flat per-policy charges are not modelled; each row's note says
// which it leaves out). Figures are our reading of each statute and stamping-office schedule as of
// SCHEDULE_AS_OF: verify against the state before production use, rates change yearly.
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
}

export const SCHEDULE_AS_OF = "2025-01";

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
    source: `Ala. Code § 27-10-31 (6%); Alabama Department of Insurance; ${UNCONFIRMED_KEEP}`,
  },
  AK: {
    taxRate: 0.027,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Alaska Division of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `AS 21.34.180 (2.7%); Alaska Division of Insurance; ${REFUND}`,
  },
  AZ: {
    taxRate: 0.03,
    stampingFeeRate: 0.002,
    stampingOffice: "Surplus Line Association of Arizona",
    filing: office("Surplus Line Association of Arizona"),
    returnPremiumTax: "pro_rata_refund",
    source: `A.R.S. § 20-416 (3%); Surplus Line Association of Arizona stamping fee 0.2% of premium and policy fees; ${REFUND}`,
  },
  AR: {
    taxRate: 0.04,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Arkansas Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: `Ark. Code § 23-65-315 (4%); Arkansas Insurance Department; ${REFUND}`,
  },
  CA: {
    taxRate: 0.03,
    stampingFeeRate: 0.0018,
    stampingOffice: "Surplus Line Association of California",
    filing: office("Surplus Line Association of California"),
    returnPremiumTax: "pro_rata_refund",
    source: `Cal. Ins. Code § 1775.5 (3%); Surplus Line Association of California stamping fee 0.18%; ${REFUND}`,
  },
  CO: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Colorado Division of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `C.R.S. § 10-5-111 (3%); Colorado Division of Insurance; ${REFUND}`,
  },
  CT: {
    taxRate: 0.04,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Connecticut Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: `Conn. Gen. Stat. § 38a-743 (4%); Connecticut Insurance Department; ${REFUND}`,
  },
  DE: {
    taxRate: 0.02,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Delaware Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `18 Del. C. § 1925 (2%); Delaware Department of Insurance; ${REFUND}`,
    note: "The fire marshal tax on fire lines is not modelled.",
  },
  DC: {
    taxRate: 0.02,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("District of Columbia Department of Insurance, Securities and Banking"),
    returnPremiumTax: "pro_rata_refund",
    source: `D.C. Code § 31-2502.40 (2%); DISB; ${REFUND}`,
  },
  FL: {
    taxRate: 0.0494,
    stampingFeeRate: 0.0006,
    stampingOffice: "Florida Surplus Lines Service Office",
    filing: office("Florida Surplus Lines Service Office"),
    returnPremiumTax: "pro_rata_refund",
    source: `Fla. Stat. § 626.932 (4.94%) and § 626.9325 (FSLSO service fee 0.06%); ${REFUND} (§ 626.932(2))`,
    note: "The flat Emergency Management, Preparedness and Assistance Trust Fund charge per policy is not modelled.",
  },
  GA: {
    taxRate: 0.04,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Georgia Office of Commissioner of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `O.C.G.A. § 33-5-31 (4%); Georgia Office of Commissioner of Insurance; ${REFUND}`,
    note: "The fire marshal tax on fire lines is not modelled.",
  },
  HI: {
    taxRate: 0.0468,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Hawaii Insurance Division"),
    returnPremiumTax: "pro_rata_refund",
    source: "HRS § 431:8-315 (4.68% of gross premiums less return premiums; (c) the tax on premium unearned at termination is returned to the policyholder)",
  },
  ID: {
    taxRate: 0.015,
    stampingFeeRate: 0.005,
    stampingOffice: "Surplus Line Association of Idaho",
    filing: office("Surplus Line Association of Idaho"),
    returnPremiumTax: "pro_rata_refund",
    source: `Idaho Code § 41-1229 (1.5%); Surplus Line Association of Idaho stamping fee 0.5%; ${REFUND}`,
  },
  IL: {
    taxRate: 0.035,
    stampingFeeRate: 0.0004,
    stampingOffice: "Surplus Line Association of Illinois",
    filing: office("Surplus Line Association of Illinois"),
    returnPremiumTax: "pro_rata_refund",
    source: `215 ILCS 5/445 (3.5%); Surplus Line Association of Illinois stamping fee 0.04%; ${REFUND}`,
    note: "The 0.4% fire marshal tax applies to fire risks only and is not modelled.",
  },
  IN: {
    taxRate: 0.025,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Indiana Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Ind. Code ch. 27-1-15.8 (2.5%); Indiana Department of Insurance; ${REFUND}`,
  },
  IA: {
    taxRate: 0.0095,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Iowa Insurance Division"),
    returnPremiumTax: "pro_rata_refund",
    source: `Iowa Code § 515I.4 (the premium tax rate of § 432.1, 0.95% from 2024); Iowa Insurance Division; ${REFUND}`,
  },
  KS: {
    taxRate: 0.06,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Kansas Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: "K.S.A. § 40-246c (6% of gross premiums less return premiums; (b) the tax on premium unearned at termination is returned to the policyholder)",
  },
  KY: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Kentucky Department of Insurance"),
    returnPremiumTax: "fully_earned",
    source: `KRS § 304.10-180 (3%); Kentucky Department of Insurance; ${UNCONFIRMED_KEEP}`,
    note: "Local (municipal and county) premium taxes are not modelled.",
  },
  LA: {
    taxRate: 0.0485,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Louisiana Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `La. R.S. § 22:439 (4.85%); Louisiana Department of Insurance; ${REFUND}`,
  },
  ME: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Maine Bureau of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `24-A M.R.S. § 2016 (3%); Maine Bureau of Insurance; ${REFUND}`,
  },
  MD: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Maryland Insurance Administration"),
    returnPremiumTax: "pro_rata_refund",
    source: `Md. Code, Ins. § 3-324 (3%); Maryland Insurance Administration; ${REFUND}`,
  },
  MA: {
    taxRate: 0.04,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Massachusetts Division of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `M.G.L. c. 175 § 168 (4%); Massachusetts Division of Insurance; ${REFUND}`,
  },
  MI: {
    taxRate: 0.02,
    stampingFeeRate: 0.005,
    stampingOffice: null,
    filing: "The surplus lines broker reports and pays the tax and the 0.5% regulatory fee to the Michigan Department of Insurance and Financial Services.",
    returnPremiumTax: "pro_rata_refund",
    source: `MCL § 500.1912 (2% tax) and § 500.1925 (0.5% regulatory fee); DIFS; ${REFUND}`,
    note: "The regulatory fee is shown as the stamping fee line.",
  },
  MN: {
    taxRate: 0.03,
    stampingFeeRate: 0.0004,
    stampingOffice: "Surplus Line Association of Minnesota",
    filing: office("Surplus Line Association of Minnesota"),
    returnPremiumTax: "pro_rata_refund",
    source: `Minn. Stat. § 297I.05 subd. 6 (3%); Surplus Line Association of Minnesota stamping fee 0.04%; ${REFUND}`,
  },
  MS: {
    taxRate: 0.04,
    stampingFeeRate: 0.0015,
    stampingOffice: "Surplus Lines Association of Mississippi",
    filing: office("Surplus Lines Association of Mississippi"),
    returnPremiumTax: "pro_rata_refund",
    source: `Miss. Code § 83-21-17 (4%); Surplus Lines Association of Mississippi stamping fee 0.15%; ${REFUND}`,
    note: "The fire marshal tax on fire lines is not modelled.",
  },
  MO: {
    taxRate: 0.05,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Missouri Department of Commerce and Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `RSMo ch. 384 (5%); Missouri Department of Commerce and Insurance; ${REFUND}`,
  },
  MT: {
    taxRate: 0.0275,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Montana Commissioner of Securities and Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `MCA § 33-2-311 (2.75%); Montana CSI; ${REFUND}`,
    note: "The fire tax on fire lines is not modelled.",
  },
  NE: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Nebraska Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Neb. Rev. Stat. § 44-5506 (3%); Nebraska Department of Insurance; ${REFUND}`,
    note: "The fire marshal tax on fire lines is not modelled.",
  },
  NV: {
    taxRate: 0.035,
    stampingFeeRate: 0.0004,
    stampingOffice: "Nevada Surplus Lines Association",
    filing: office("Nevada Surplus Lines Association"),
    returnPremiumTax: "pro_rata_refund",
    source: `NRS § 685A.180 (3.5%); Nevada Surplus Lines Association stamping fee 0.04%; ${REFUND}`,
  },
  NH: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("New Hampshire Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: `RSA § 405:32 (3%); New Hampshire Insurance Department; ${REFUND}`,
  },
  NJ: {
    taxRate: 0.05,
    stampingFeeRate: 0,
    stampingOffice: "Surplus Lines Examining Office",
    filing:
      "The surplus lines broker files each policy with the Surplus Lines Examining Office and pays the tax to the New Jersey Department of Banking and Insurance.",
    returnPremiumTax: "pro_rata_refund",
    source: `N.J.S.A. § 17:22-6.59 (5%); NJ DOBI and SLEO; ${REFUND}`,
    note: "SLEO's flat filing fee per transaction is the broker's and is not modelled.",
  },
  NM: {
    taxRate: 0.03003,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("New Mexico Office of Superintendent of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `NMSA § 59A-14-11 (3.003%); New Mexico OSI; ${REFUND}`,
  },
  NY: {
    taxRate: 0.036,
    stampingFeeRate: 0.0015,
    stampingOffice: "Excess Line Association of New York",
    filing: office("Excess Line Association of New York"),
    returnPremiumTax: "pro_rata_refund",
    source: `N.Y. Ins. Law § 2118 (3.6%); ELANY stamping fee 0.15%; ${REFUND}`,
  },
  NC: {
    taxRate: 0.05,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("North Carolina Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `N.C.G.S. § 58-21-85 (5%); North Carolina Department of Insurance; ${REFUND}`,
  },
  ND: {
    taxRate: 0.0175,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("North Dakota Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: `N.D.C.C. § 26.1-44-03.1 (1.75%); North Dakota Insurance Department; ${REFUND}`,
  },
  OH: {
    taxRate: 0.05,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Ohio Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Ohio Rev. Code § 3905.36 (5%); Ohio Department of Insurance; ${REFUND}`,
  },
  OK: {
    taxRate: 0.06,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Oklahoma Insurance Department"),
    returnPremiumTax: "pro_rata_refund",
    source: `36 O.S. § 1115 (6%); Oklahoma Insurance Department; ${REFUND}`,
  },
  OR: {
    taxRate: 0.02,
    stampingFeeRate: 0.001,
    stampingOffice: "Surplus Line Association of Oregon",
    filing: office("Surplus Line Association of Oregon"),
    returnPremiumTax: "pro_rata_refund",
    source: `ORS § 735.470 (2%); Surplus Line Association of Oregon stamping fee 0.1%; ${REFUND}`,
    note: "The fire marshal tax on fire lines is not modelled.",
  },
  PA: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: "Surplus Lines Association of Pennsylvania",
    filing:
      "The surplus lines broker files each policy with the Surplus Lines Association of Pennsylvania and pays the tax to the Pennsylvania Insurance Department.",
    returnPremiumTax: "pro_rata_refund",
    source: `40 P.S. § 991.1621 (3%); Pennsylvania Insurance Department and SLAPA; ${REFUND}`,
    note: "SLAPA's filing charge is the broker's and is not modelled.",
  },
  RI: {
    taxRate: 0.04,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Rhode Island Department of Business Regulation, Insurance Division"),
    returnPremiumTax: "pro_rata_refund",
    source: `R.I. Gen. Laws § 27-3-38 (4%); DBR Insurance Division; ${REFUND}`,
  },
  SC: {
    taxRate: 0.06,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("South Carolina Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `S.C. Code § 38-45-20 (6%); South Carolina Department of Insurance; ${REFUND}`,
  },
  SD: {
    taxRate: 0.025,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("South Dakota Division of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `SDCL ch. 58-32 (2.5%); South Dakota Division of Insurance; ${REFUND}`,
    note: "The fire tax on fire lines is not modelled.",
  },
  TN: {
    taxRate: 0.05,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Tennessee Department of Commerce and Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Tenn. Code § 56-14-113 (5%); Tennessee Department of Commerce and Insurance; ${REFUND}`,
  },
  TX: {
    taxRate: 0.0485,
    stampingFeeRate: 0.0004,
    stampingOffice: "Surplus Lines Stamping Office of Texas",
    filing: office("Surplus Lines Stamping Office of Texas"),
    returnPremiumTax: "pro_rata_refund",
    source: `Tex. Ins. Code § 225.004 (4.85%); SLTX stamping fee 0.04%; Comptroller publication 94-142; ${REFUND}`,
  },
  UT: {
    taxRate: 0.0425,
    stampingFeeRate: 0.002,
    stampingOffice: "Surplus Lines Association of Utah",
    filing: office("Surplus Lines Association of Utah"),
    returnPremiumTax: "pro_rata_refund",
    source: `Utah Code § 31A-3-301 (4.25%); Surplus Lines Association of Utah stamping fee 0.2%; ${REFUND}`,
  },
  VT: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Vermont Department of Financial Regulation"),
    returnPremiumTax: "pro_rata_refund",
    source: `8 V.S.A. § 5035 (3%); Vermont DFR; ${REFUND}`,
  },
  VA: {
    taxRate: 0.0225,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Virginia Bureau of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Va. Code § 38.2-4809 (2.25%); Virginia Bureau of Insurance; ${REFUND}`,
  },
  WA: {
    taxRate: 0.02,
    stampingFeeRate: 0.001,
    stampingOffice: "Surplus Line Association of Washington",
    filing: office("Surplus Line Association of Washington"),
    returnPremiumTax: "pro_rata_refund",
    source: `RCW 48.15.120 (2%); Surplus Line Association of Washington stamping fee 0.1%; ${REFUND}`,
  },
  WV: {
    taxRate: 0.0455,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("West Virginia Offices of the Insurance Commissioner"),
    returnPremiumTax: "pro_rata_refund",
    source:
      "W. Va. Code § 33-12C-7 (4% of gross premiums and fees less return premiums; the tax on premium unearned at termination is returned to the policyholder) and the 0.55% surcharge of § 33-3-33: 4.55% in all",
    note: "The 0.55% surcharge is included in the tax rate.",
  },
  WI: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Wisconsin Office of the Commissioner of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Wis. Stat. § 618.43 (3%); Wisconsin OCI; ${REFUND}`,
  },
  WY: {
    taxRate: 0.03,
    stampingFeeRate: 0,
    stampingOffice: null,
    filing: dept("Wyoming Department of Insurance"),
    returnPremiumTax: "pro_rata_refund",
    source: `Wyo. Stat. § 26-11-115 (3%); Wyoming Department of Insurance; ${REFUND}`,
  },
};
