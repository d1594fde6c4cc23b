// The data each PDF is rendered from: plain values, no database rows, no Prisma or Next types.
// Money is integer cents (formatted by the renderer); coverage limits arrive already formatted,
// because they are not always money ("Included", "$1,000,000 / $2,000,000", "30 days").
// A caller maps its rows to these shapes; the renderer reads nothing else (not even the clock).

/** Integer US cents. */
export type Cents = number;
/** A calendar date, "YYYY-MM-DD". */
export type IsoDate = string;
/** An instant, ISO 8601 with an offset: "2026-11-22T15:04:05.000Z". */
export type IsoTimestamp = string;

export interface PostalAddress {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  /** Two-letter state code. */
  state: string;
  zip: string;
}

export interface Insured {
  /** The insured's or business's name, as it will appear on the policy. */
  name: string;
  address: PostalAddress;
  /** Business programs: the rating class. Travel programs: null. */
  classification?: { code: string; description?: string | null } | null;
}

/** The program as a document names it. */
export interface ProgramRef {
  name: string;
  code: string;
  /** "BOP" | "CGL" | "PL" | "TI"; other values are printed as given. */
  type: string;
  carrierName: string;
}

/** The program as its card presents it. */
export interface ProgramSummary extends ProgramRef {
  tier: string;
  badges: string[];
  highlights: string[];
}

/** A formatted term of a coverage: { label: "Each occurrence", value: "$1,000,000" }. */
export interface CoverageTerm {
  label: string;
  value: string;
}

export interface CoverageLine {
  name: string;
  description?: string | null;
  /** Limits, then deductibles; may be empty ("Included" coverages). */
  terms: CoverageTerm[];
}

export interface EndorsementLine {
  name: string;
  included: boolean;
  /** What adding it costs when it is optional; null or absent when included or not priced. */
  premiumCents?: Cents | null;
  /** Added to this quote or policy by the buyer (priced at premiumCents, in the premium). */
  added?: boolean;
}

export interface MoneyLine {
  label: string;
  amountCents: Cents;
  /** Taxes: the rate applied, 0.0325 for 3.25%. */
  rate?: number | null;
}

export interface NoticeLine {
  text: string;
  /** "underwriting" | "regulatory" | "info"; shown as a prefix when not "info". */
  level?: string | null;
}

export interface PaymentOption {
  frequency: "annual" | "monthly";
  installments: number;
  /** The first installment, charged at bind (the program's down payment), installment fee included. */
  downPaymentCents: Cents;
  /** Each installment after the down payment, installment fee included. */
  installmentCents: Cents;
  /** What the buyer pays over the term, installment fees included. */
  totalCents: Cents;
}

/** The top of the quote proposal and the application: one program card of a quote. */
export interface QuoteHeader {
  agencyName: string;
  insured: Insured;
  folioId: string;
  /** The program card's application id; the document id in the page footer. */
  applicationId: string;
  program: ProgramSummary;
  effectiveDate: IsoDate;
  expirationDate: IsoDate;
  /** Stamped on the document and used as the PDF creation date. */
  generatedAt: IsoTimestamp;
}

export interface QuotePricing {
  /** Annual premium, endorsements included, before fees and taxes. */
  premiumCents: Cents;
  fees: MoneyLine[];
  taxes: MoneyLine[];
  /** premium + fees + taxes. */
  totalAnnualCents: Cents;
  /** One regular monthly installment; null when the program has no monthly plan. */
  monthlyInstallmentCents: Cents | null;
}

export interface QuoteProposalData extends QuoteHeader {
  validUntil: IsoTimestamp;
  coverages: CoverageLine[];
  endorsements: EndorsementLine[];
  pricing: QuotePricing;
  paymentOptions: PaymentOption[];
  notices: NoticeLine[];
}

/** A question of the program's application form (a JSON Schema property) and its answer. */
export interface ApplicationQuestion {
  key: string;
  title: string;
  description?: string | null;
  required: boolean;
  /** The answer as text; null when not answered. */
  answer: string | null;
}

/** One entry of the rating block, nested keys flattened: { key: "coverage.glLimit", value: "1000000" }. */
export interface RatingEntry {
  key: string;
  value: string;
}

export interface SignatureBlock {
  /** The declaration above the signature line; a standard sentence when absent. */
  statement?: string | null;
  /** Printed under the line when known. */
  signerName?: string | null;
  signerTitle?: string | null;
  /** When signed electronically; the line is left blank for a wet signature otherwise. */
  signedAt?: IsoTimestamp | null;
}

export interface ApplicationData extends QuoteHeader {
  /** The form's title from its JSON Schema ("Business owners policy application"). */
  formTitle?: string | null;
  /** The quoted amounts when the card is priced; null while quoting or when declined. */
  pricing: Pick<QuotePricing, "premiumCents" | "totalAnnualCents"> | null;
  questions: ApplicationQuestion[];
  /** The rating block exactly as submitted, in submitted order. */
  ratingBlock: RatingEntry[];
  /** SHA-256 (hex) of the canonical JSON of the submitted rating block. */
  systemPayloadHash: string;
  signature: SignatureBlock;
}

export interface Installment {
  number: number;
  /** A balance left by a cancellation, rather than an installment of the plan. */
  balanceDue?: boolean;
  dueDate: IsoDate;
  amountCents: Cents;
  paid: boolean;
  /** As of the copy's date: paid, due, overdue, upcoming, or void (a cancellation ended it unpaid). */
  status?: "paid" | "due" | "overdue" | "upcoming" | "void";
}

export interface DeclarationsData {
  agencyName: string;
  policyNumber: string;
  /** "active" | "cancelled" | ... printed capitalised. */
  status: string;
  /** When cancelled: from when, and why. */
  cancellation?: { effectiveDate: IsoDate; reason: string } | null;
  namedInsured: Insured;
  program: ProgramRef;
  effectiveDate: IsoDate;
  expirationDate: IsoDate;
  coverages: CoverageLine[];
  endorsements: EndorsementLine[];
  /** The additional-insured schedule, one line per person or organisation; printed when not empty. */
  additionalInsureds?: string[];
  premiumCents: Cents;
  taxes: MoneyLine[];
  fees: MoneyLine[];
  totalCents: Cents;
  paymentPlan: {
    frequency: "annual" | "monthly";
    /** Charged on each installment; 0 for annual. */
    installmentFeeCents: Cents;
    schedule: Installment[];
  };
  issuedAt: IsoTimestamp;
  /** When this copy was produced (a reissue after a payment or cancellation); the PDF creation date. */
  generatedAt: IsoTimestamp;
  /** The insured's street address given at bind; null: not given (the declarations say so). Absent: not printed. */
  premisesAddress?: PostalAddress | null;
  /** Claims-made or occurrence, and a claims-made policy's retroactive date. */
  coverageTrigger?: "occurrence" | "claims_made";
  retroactiveDate?: IsoDate | null;
  /** The limits schedule, formatted; printed instead of the coverage lines when given. */
  limits?: CoverageTerm[];
  /** The forms and endorsements schedule. */
  forms?: FormLine[];
  /** Surplus lines programs: the broker's licence and the state's stamping and disclosure notice. */
  surplusLines?: SurplusLinesBlock | null;
}

export interface FormLine {
  formNumber: string;
  title: string;
}

export interface SurplusLinesBlock {
  brokerName: string;
  /** Null when the agency has no licence on file (printed as such). */
  licenseNumber: string | null;
  state: string | null;
  /** The stamping office the notice names, when the state has its own notice. */
  office: string | null;
  notice: string;
}

/** One coverage row of a certificate: a policy of one line with its limits. */
export interface CertificateCoverage {
  /** The insurer's letter in the insurers table: "A". */
  insurerLetter: string;
  type: string;
  /** "Occurrence", or "Claims-made, retroactive date Jan 1, 2025". */
  trigger: string;
  /** ADDL INSD: the policy carries an additional insured endorsement (blanket or scheduled). */
  additionalInsured: boolean;
  /** SUBR WVD: the policy carries a waiver of subrogation endorsement. */
  subrogationWaived: boolean;
  policyNumber: string;
  effectiveDate: IsoDate;
  expirationDate: IsoDate;
  limits: CoverageTerm[];
}

/** A certificate of insurance in the ACORD 25 layout: producer, insured, insurers, coverages, description, holder, cancellation. */
export interface CertificateData {
  number: string;
  issuedAt: IsoTimestamp;
  producer: { name: string; address: PostalAddress | null; phone: string | null };
  /** The insured's premises address (given at bind or with the first certificate); certificates issued before it was required may show the rated state and ZIP. */
  insured: { name: string; address: PostalAddress };
  insurers: Array<{ letter: string; name: string; naic: string | null }>;
  coverages: CertificateCoverage[];
  description: string | null;
  /** The additional insured wording, when the holder is one. */
  additionalInsuredText: string | null;
  holder: { name: string; address: Partial<PostalAddress> | null };
}
