// Sample documents for tests and previews: a Keystone BOP quote for a San Francisco bakery, its
// application, and the policy it became (monthly plan, first installment paid).
// Amounts add up: premium 4,191.67 + policy fee 25.00 + premium tax 98.50 = 4,315.17; monthly is
// ceil(4,315.17 / 12) + 5.00 = 364.60, the last installment 364.57 (lib/rating/payment-plans.ts).
import { canonicalHash } from "@/lib/canonical-json";
import { applicationQuestions, flattenRatingBlock } from "@/lib/documents/application-data";
import type {
  ApplicationData,
  CoverageLine,
  DeclarationsData,
  EndorsementLine,
  Installment,
  NoticeLine,
  ProgramSummary,
  QuoteHeader,
  QuoteProposalData,
  CertificateData,
} from "@/lib/documents/types";

const PROGRAM: ProgramSummary = {
  name: "Keystone Main Street Business Owners Policy",
  code: "KM-BOP",
  type: "BOP",
  carrierName: "Keystone Mutual Insurance Company",
  tier: "standard",
  badges: ["Admitted carrier", "Best seller"],
  highlights: ["Liability up to $2M per occurrence", "Business income included", "Monthly payments available"],
};

const HEADER: QuoteHeader = {
  agencyName: "Harbor Point Insurance Agency",
  insured: {
    name: "Acme Bakery LLC",
    address: { line1: "1550 Mission Street", line2: "Suite 2", city: "San Francisco", state: "CA", zip: "94103" },
    classification: { code: "10100", description: "Bakeries - retail, with baking on premises" },
  },
  folioId: "7b0f3c52-9a51-4c1e-8d0e-2f4a8b6c1d93",
  applicationId: "c2d6e1a4-5f37-4b8e-9c02-6a1d3e7f8b45",
  program: PROGRAM,
  effectiveDate: "2026-12-01",
  expirationDate: "2027-12-01",
  generatedAt: "2026-11-22T15:04:05.000Z",
};

const COVERAGES: CoverageLine[] = [
  {
    name: "General liability",
    description: "Bodily injury and property damage to others arising from your premises and operations.",
    terms: [
      { label: "Each occurrence", value: "$1,000,000" },
      { label: "General aggregate", value: "$2,000,000" },
    ],
  },
  {
    name: "Business personal property",
    description: "Your equipment, inventory, furniture and fixtures at the premises.",
    terms: [
      { label: "Limit", value: "$150,000" },
      { label: "Deductible", value: "$1,000" },
    ],
  },
  {
    name: "Business income",
    description: "Lost income and continuing expenses after a covered property loss, actual loss sustained for 12 months.",
    terms: [],
  },
  {
    name: "Products-completed operations",
    description: "Injury or damage caused by products you sell or work you have completed.",
    terms: [{ label: "Aggregate", value: "$2,000,000" }],
  },
];

const ENDORSEMENTS: EndorsementLine[] = [
  { name: "Equipment breakdown", included: true },
  { name: "Blanket additional insured", included: true },
  { name: "Hired and non-owned auto liability", included: false, premiumCents: 15_000 },
  { name: "Spoilage ($10,000)", included: false, premiumCents: 9_500 },
];

const FEES = [{ label: "Policy fee", amountCents: 2_500 }];
const TAXES = [{ label: "Premium tax", rate: 0.0235, amountCents: 9_850 }];

export const PREMIUM_TEXT = "$4,191.67";
export const TOTAL_TEXT = "$4,315.17";

export const quoteProposalFixture: QuoteProposalData = {
  ...HEADER,
  validUntil: "2026-12-22T07:59:59.000Z",
  coverages: COVERAGES,
  endorsements: ENDORSEMENTS,
  pricing: { premiumCents: 419_167, fees: FEES, taxes: TAXES, totalAnnualCents: 431_517, monthlyInstallmentCents: 36_460 },
  paymentOptions: [
    { frequency: "annual", installments: 1, downPaymentCents: 431_517, installmentCents: 431_517, totalCents: 431_517 },
    { frequency: "monthly", installments: 12, downPaymentCents: 86_803, installmentCents: 31_883, totalCents: 437_517 },
  ],
  notices: [
    { level: "underwriting", text: "This quote is based on the information provided and is subject to the completed, signed application." },
    { level: "info", text: "Premium is fully earned at 25% of the annual premium if the policy is cancelled by the insured." },
  ],
};

/** `count` notices of three lines each, to push a proposal onto further pages. */
export function longNotices(count: number): NoticeLine[] {
  return Array.from({ length: count }, (_, i) => ({
    level: i % 3 === 0 ? "regulatory" : "info",
    text:
      `Notice ${i + 1}: coverage is provided only for the locations, operations and limits shown in this proposal; ` +
      "any change to the business, its premises or its payroll must be reported to the agency before it takes effect, " +
      "and the carrier may adjust the premium or decline to continue coverage.",
  }));
}

const FORM = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  title: "Business owners policy application",
  type: "object",
  properties: {
    yearsInBusiness: { type: "integer", minimum: 0, maximum: 200, title: "Years in business" },
    priorClaims: { type: "integer", minimum: 0, maximum: 20, title: "Claims in the past 3 years" },
    hasSprinklers: { type: "boolean", title: "Is the premises fully sprinklered?" },
    constructionType: {
      type: "string",
      title: "Building construction",
      description: "As shown on the building's certificate of occupancy or the landlord's insurance schedule.",
      oneOf: [
        { const: "frame", title: "Frame" },
        { const: "joisted_masonry", title: "Joisted masonry" },
        { const: "non_combustible", title: "Non-combustible" },
        { const: "fire_resistive", title: "Fire resistive" },
      ],
    },
    squareFeet: { type: "integer", minimum: 100, maximum: 100_000, title: "Square feet occupied" },
    cooksWithGrease: { type: "boolean", title: "Any cooking that produces grease-laden vapors?" },
  },
  required: ["yearsInBusiness", "priorClaims", "hasSprinklers", "constructionType"],
  additionalProperties: false,
};

/** constructionType (required) and squareFeet (optional) are left unanswered. */
const ANSWERS = { yearsInBusiness: 7, priorClaims: 0, hasSprinklers: true, cooksWithGrease: false };

const RATING_BLOCK = {
  class_code: "10100",
  business_name: "Acme Bakery LLC",
  mailing_zip: "94103",
  mailing_state: "CA",
  employee_count: 5,
  annual_revenue: 850_000,
  effective_date: "2026-12-01",
  coverage: { glLimit: 1_000_000, bppLimit: 150_000, deductible: 1_000 },
};

export const applicationFixture: ApplicationData = {
  ...HEADER,
  formTitle: FORM.title,
  pricing: { premiumCents: 419_167, totalAnnualCents: 431_517 },
  questions: applicationQuestions(FORM, ANSWERS),
  ratingBlock: flattenRatingBlock(RATING_BLOCK),
  systemPayloadHash: canonicalHash(RATING_BLOCK),
  signature: { signerName: "Maria Alvarez", signerTitle: "Owner", signedAt: null },
};

function monthlySchedule(): Installment[] {
  return Array.from({ length: 12 }, (_, i) => ({
    number: i + 1,
    dueDate: `${2026 + Math.floor((11 + i) / 12)}-${String(((11 + i) % 12) + 1).padStart(2, "0")}-01`,
    amountCents: i === 11 ? 36_457 : 36_460,
    paid: i === 0,
  }));
}

export const declarationsFixture: DeclarationsData = {
  agencyName: HEADER.agencyName,
  policyNumber: "KM-BOP-2026-000123",
  status: "active",
  cancellation: null,
  namedInsured: HEADER.insured,
  program: { name: PROGRAM.name, code: PROGRAM.code, type: PROGRAM.type, carrierName: PROGRAM.carrierName },
  effectiveDate: "2026-12-01",
  expirationDate: "2027-12-01",
  coverages: COVERAGES,
  endorsements: ENDORSEMENTS.filter((e) => e.included),
  premiumCents: 419_167,
  taxes: TAXES,
  fees: FEES,
  totalCents: 431_517,
  paymentPlan: { frequency: "monthly", installmentFeeCents: 500, schedule: monthlySchedule() },
  issuedAt: "2026-11-23T18:30:00.000Z",
  generatedAt: "2026-11-23T18:30:00.000Z",
};

/** A claims-made, surplus lines policy's declarations: limits schedule, premises, forms, retroactive date, stamping notice. */
export const fullDeclarationsFixture: DeclarationsData = {
  ...declarationsFixture,
  policyNumber: "HS-PL-2026-000124",
  program: { name: "Harborline Professional Liability", code: "HS-PL", type: "PL", carrierName: "Harborline Specialty Insurance Company" },
  premisesAddress: { line1: "1200 Main Street", line2: "Suite 300", city: "Dallas", state: "TX", zip: "75201" },
  coverageTrigger: "claims_made",
  retroactiveDate: "2024-06-01",
  limits: [
    { label: "Each claim (damages and claim expenses)", value: "$1,000,000" },
    { label: "Policy aggregate", value: "$1,000,000" },
    { label: "Retention (each claim)", value: "$2,500" },
  ],
  forms: [
    { formNumber: "HS-PL 00 01 07/24", title: "Professional Liability Coverage Form (Claims-Made and Reported)" },
    { formNumber: "HS-SL 01 01 07/24", title: "Service of Suit (Surplus Lines)" },
  ],
  surplusLines: {
    brokerName: "Harbor & Main Insurance Agency",
    licenseNumber: "SL-0048213 (sample)",
    state: "TX",
    office: "Surplus Lines Stamping Office of Texas",
    notice: "Sample text, not statutory wording: this policy is written by an insurer not licensed in Texas.",
  },
};

export const certificateFixture: CertificateData = {
  number: "KM-CGL-2026-000125-C1",
  issuedAt: "2026-11-24T10:00:00.000Z",
  producer: {
    name: "Harbor & Main Insurance Agency",
    address: { line1: "120 Harbor Street", line2: "Suite 400", city: "Chicago", state: "IL", zip: "60601" },
    phone: "(312) 555-0142",
  },
  insured: { name: "Acme Bakery LLC", address: { line1: "45 Wacker Drive", city: "Chicago", state: "IL", zip: "60601" } },
  insurers: [{ letter: "A", name: "Keystone Mutual Insurance Company", naic: "90011" }],
  coverages: [
    {
      insurerLetter: "A",
      type: "Commercial general liability (occurrence)",
      trigger: "Occurrence",
      additionalInsured: true,
      subrogationWaived: true,
      policyNumber: "KM-CGL-2026-000125",
      effectiveDate: "2026-12-01",
      expirationDate: "2027-12-01",
      limits: [
        { label: "Each occurrence", value: "$1,000,000" },
        { label: "General aggregate (other than products-completed operations)", value: "$2,000,000" },
      ],
    },
  ],
  description: "Lease of 45 Wacker Drive, unit 2",
  additionalInsuredText: "The certificate holder is an additional insured under form KM-GL 20 38 04/25.",
  holder: { name: "Lakeside Properties LLC", address: { line1: "500 Lake Street", city: "Chicago", state: "IL", zip: "60601" } },
};
