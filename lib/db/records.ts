// Rows as the rest of the app sees them: JSON columns parsed (lib/db/json.ts), enums typed, programs
// attached from the catalogue. Only lib/db builds these; everything above it reads them.
import "server-only";
import type { Agency, Application, Carrier, Certificate, Folio, Payment, PayLink, Policy, PolicyEvent, Program } from "@/lib/generated/prisma/client";
import type { PostalAddress } from "@/lib/bind/address";
import type { ProgramDeclarations } from "@/lib/programs/declarations";
import type { AdditionalInsured } from "@/lib/programs/endorsements";
import type { ServicingRules } from "@/lib/policies/rules";
import type {
  Coverage,
  Eligibility,
  Endorsement,
  OptionSet,
  PaymentPlan,
  ProgramForRating,
  Risk,
  SelectedOptions,
  TermsItem,
  WorksheetLine,
} from "@/lib/rating/types";
import {
  ApplicationFormJson,
  CancellationJson,
  CertificateHolderJson,
  CoverageJson,
  DeclarationsJson,
  DeclineReasonJson,
  EligibilityJson,
  AdditionalInsuredJson,
  EndorsementJson,
  EndorsementKeysJson,
  InstallmentJson,
  InsuredJson,
  MarketingJson,
  NoticeJson,
  ObjectJson,
  OptionSetJson,
  PaymentPlanJson,
  PostalAddressJson,
  PremiumDetailJson,
  ServicingRulesJson,
  ReferralJson,
  RiskJson,
  SelectedOptionsJson,
  UnderwriterDecisionJson,
  UnderwritingRulesJson,
  TermsJson,
  WorksheetLineJson,
  parseJson,
  type ApplicationForm,
  type CancellationRecord,
  type CertificateHolder,
  type DeclineReasonRecord,
  type Installment,
  type InsuredRecord,
  type Marketing,
  type NoticeRecord,
  type PremiumDetail,
  type ReferralRecord,
  type UnderwriterDecisionRecord,
} from "./json";
import type { UnderwritingRules } from "@/lib/underwriting/rules";

export type {
  ApplicationForm,
  CancellationRecord,
  CertificateHolder,
  DeclineReasonRecord,
  Installment,
  InsuredRecord,
  Marketing,
  NoticeRecord,
  PremiumDetail,
  ReferralRecord,
  UnderwriterDecisionRecord,
} from "./json";
export type {
  ApiKeyScope,
  ApplicationStatus,
  CarrierAdapterKind,
  PaymentFrequency,
  PaymentKind,
  PaymentStatus,
  PolicyStatus,
  ProgramType,
  UserRole,
} from "@/lib/generated/prisma/enums";

export type CarrierRecord = Carrier;

export interface ProgramRecord extends Omit<
  Program,
  | "marketing"
  | "options"
  | "endorsements"
  | "paymentPlans"
  | "notices"
  | "terms"
  | "coverages"
  | "eligibility"
  | "applicationForm"
  | "servicingRules"
  | "underwritingRules"
  | "declarations"
> {
  marketing: Marketing;
  options: OptionSet[];
  endorsements: Endorsement[];
  paymentPlans: PaymentPlan[];
  notices: NoticeRecord[];
  terms: TermsItem[];
  coverages: Coverage[];
  eligibility: Eligibility;
  applicationForm: ApplicationForm;
  servicingRules: ServicingRules;
  underwritingRules: UnderwritingRules;
  declarations: ProgramDeclarations;
  carrier: CarrierRecord;
}

export function toProgramRecord(row: Program & { carrier: Carrier }): ProgramRecord {
  const where = `program ${row.code}`;
  return {
    ...row,
    marketing: parseJson(MarketingJson, row.marketing, `${where} marketing`),
    options: parseJson(OptionSetJson.array(), row.options, `${where} options`),
    endorsements: parseJson(EndorsementJson.array(), row.endorsements, `${where} endorsements`),
    paymentPlans: parseJson(PaymentPlanJson.array(), row.paymentPlans, `${where} paymentPlans`),
    notices: parseJson(NoticeJson.array(), row.notices, `${where} notices`),
    terms: parseJson(TermsJson.array(), row.terms, `${where} terms`),
    coverages: parseJson(CoverageJson.array(), row.coverages, `${where} coverages`),
    eligibility: parseJson(EligibilityJson, row.eligibility, `${where} eligibility`),
    applicationForm: parseJson(ApplicationFormJson, row.applicationForm, `${where} applicationForm`),
    servicingRules: parseJson(ServicingRulesJson, row.servicingRules, `${where} servicingRules`),
    underwritingRules: parseJson(UnderwritingRulesJson, row.underwritingRules, `${where} underwritingRules`),
    declarations: parseJson(DeclarationsJson, row.declarations, `${where} declarations`),
  };
}

/** What a carrier adapter needs of a program. */
export function toProgramForRating(p: ProgramRecord): ProgramForRating {
  return {
    id: p.id,
    code: p.code,
    type: p.type,
    carrierCode: p.carrier.code,
    statesWritten: p.statesWritten,
    classCodes: p.classCodes,
    eligibility: p.eligibility,
    options: p.options,
    endorsements: p.endorsements,
    ratingPlan: p.ratingPlan,
    underwriting: p.underwritingRules,
  };
}

/** The columns a card shows; the heavy ones (risk, system_payload, worksheet, answers) stay behind. */
export const CARD_COLUMNS = {
  id: true,
  folioId: true,
  agencyId: true,
  programId: true,
  groupId: true,
  attemptNumber: true,
  position: true,
  status: true,
  systemPayloadHash: true,
  selectedOptions: true,
  addedEndorsements: true,
  effectiveDate: true,
  expirationDate: true,
  validUntil: true,
  ratedAt: true,
  premiumCents: true,
  feesCents: true,
  taxesCents: true,
  totalCents: true,
  carrierQuoteId: true,
  carrierApplicationId: true,
  carrierExternalId: true,
  notices: true,
  declineReasons: true,
  referralReasons: true,
  underwriterDecision: true,
  failureReason: true,
  boundAt: true,
  createdAt: true,
  updatedAt: true,
  // Read for the one answer a card shows (a claims-made program's prior acts date); the rest stays behind.
  formPayload: true,
} as const;

type CardRow = Pick<Application, keyof typeof CARD_COLUMNS>;

export interface CardRecord extends Omit<
  CardRow,
  "selectedOptions" | "addedEndorsements" | "notices" | "declineReasons" | "referralReasons" | "underwriterDecision" | "formPayload"
> {
  selectedOptions: SelectedOptions;
  /** Endorsement keys added to the program's included ones. */
  addedEndorsements: string[];
  /** The answered prior acts date (claims-made programs' retroactive date), or null. */
  priorActsDate: string | null;
  notices: NoticeRecord[];
  declineReasons: DeclineReasonRecord[];
  referralReasons: ReferralRecord[];
  underwriterDecision: UnderwriterDecisionRecord | null;
  program: ProgramRecord;
}

/** The JSON a card reads: options chosen, notices, decline and referral reasons, the underwriter's decision, and the prior acts date answered. */
function cardJson(
  row: Pick<
    Application,
    "id" | "selectedOptions" | "addedEndorsements" | "notices" | "declineReasons" | "referralReasons" | "underwriterDecision" | "formPayload"
  >,
) {
  const where = `application ${row.id}`;
  const answers = row.formPayload;
  const priorActs = answers && typeof answers === "object" && !Array.isArray(answers) ? (answers as Record<string, unknown>).priorActsDate : undefined;
  return {
    priorActsDate: typeof priorActs === "string" ? priorActs : null,
    selectedOptions: parseJson(SelectedOptionsJson, row.selectedOptions, `${where} selectedOptions`),
    addedEndorsements: parseJson(EndorsementKeysJson, row.addedEndorsements, `${where} addedEndorsements`),
    notices: parseJson(NoticeJson.array(), row.notices, `${where} notices`),
    declineReasons: row.declineReasons === null ? [] : parseJson(DeclineReasonJson.array(), row.declineReasons, `${where} declineReasons`),
    referralReasons: row.referralReasons === null ? [] : parseJson(ReferralJson.array(), row.referralReasons, `${where} referralReasons`),
    underwriterDecision: row.underwriterDecision === null ? null : parseJson(UnderwriterDecisionJson, row.underwriterDecision, `${where} underwriterDecision`),
  };
}

export function toCardRecord(row: CardRow, program: ProgramRecord): CardRecord {
  const { formPayload: _answers, ...rest } = row;
  return { ...rest, ...cardJson(row), program };
}

export interface ApplicationRecord extends Omit<
  Application,
  | "selectedOptions"
  | "addedEndorsements"
  | "notices"
  | "declineReasons"
  | "referralReasons"
  | "underwriterDecision"
  | "systemPayload"
  | "risk"
  | "formPayload"
  | "premiumDetail"
  | "worksheet"
> {
  selectedOptions: SelectedOptions;
  addedEndorsements: string[];
  notices: NoticeRecord[];
  declineReasons: DeclineReasonRecord[];
  referralReasons: ReferralRecord[];
  underwriterDecision: UnderwriterDecisionRecord | null;
  systemPayload: Record<string, unknown>;
  risk: Risk;
  formPayload: Record<string, unknown>;
  premiumDetail: PremiumDetail | null;
  worksheet: WorksheetLine[] | null;
  priorActsDate: string | null;
  program: ProgramRecord;
}

export function toApplicationRecord(row: Application, program: ProgramRecord): ApplicationRecord {
  const where = `application ${row.id}`;
  return {
    ...row,
    ...cardJson(row),
    systemPayload: parseJson(ObjectJson, row.systemPayload, `${where} systemPayload`),
    risk: parseJson(RiskJson, row.risk, `${where} risk`),
    formPayload: parseJson(ObjectJson, row.formPayload, `${where} formPayload`),
    premiumDetail: row.premiumDetail === null ? null : parseJson(PremiumDetailJson, row.premiumDetail, `${where} premiumDetail`),
    worksheet: row.worksheet === null ? null : parseJson(WorksheetLineJson.array(), row.worksheet, `${where} worksheet`),
    program,
  };
}

export interface FolioRecord extends Omit<Folio, "clientState"> {
  clientState: Record<string, unknown> | null;
}

export function toFolioRecord(row: Folio): FolioRecord {
  return { ...row, clientState: row.clientState === null ? null : parseJson(ObjectJson, row.clientState, `folio ${row.id} clientState`) };
}

/** Where a card stands in its group: the highest attempt number of its program there (a higher one supersedes it). */
export interface CardStanding {
  latestAttempt: number;
}

export interface FolioWithCards extends FolioRecord {
  applications: (CardRecord & CardStanding)[];
}

export interface PolicyEventRecord extends Omit<PolicyEvent, "detail"> {
  detail: Record<string, unknown>;
}

export interface PolicyRecord extends Omit<
  Policy,
  "insured" | "premiumDetail" | "coverage" | "schedule" | "cancellation" | "premisesAddress" | "addedEndorsements" | "additionalInsureds"
> {
  insured: InsuredRecord;
  premiumDetail: PremiumDetail;
  coverage: SelectedOptions;
  schedule: Installment[];
  cancellation: CancellationRecord | null;
  premisesAddress: PostalAddress | null;
  /** Endorsement keys added to the program's included ones, as bound. */
  addedEndorsements: string[];
  additionalInsureds: AdditionalInsured[];
  events: PolicyEventRecord[];
}

export function toPolicyRecord(row: Policy & { events?: PolicyEvent[] }): PolicyRecord {
  const where = `policy ${row.number}`;
  const { events = [], ...policy } = row;
  return {
    ...policy,
    insured: parseJson(InsuredJson, row.insured, `${where} insured`),
    premiumDetail: parseJson(PremiumDetailJson, row.premiumDetail, `${where} premiumDetail`),
    coverage: parseJson(SelectedOptionsJson, row.coverage, `${where} coverage`),
    schedule: parseJson(InstallmentJson.array(), row.schedule, `${where} schedule`),
    cancellation: row.cancellation === null ? null : parseJson(CancellationJson, row.cancellation, `${where} cancellation`),
    premisesAddress: row.premisesAddress === null ? null : parseJson(PostalAddressJson, row.premisesAddress, `${where} premisesAddress`),
    addedEndorsements: parseJson(EndorsementKeysJson, row.addedEndorsements, `${where} addedEndorsements`),
    additionalInsureds: parseJson(AdditionalInsuredJson.array(), row.additionalInsureds, `${where} additionalInsureds`),
    events: events.map((e) => ({ ...e, detail: parseJson(ObjectJson, e.detail, `${where} event ${e.id}`) })),
  };
}

export type PaymentRecord = Payment;
export type PayLinkRecord = PayLink;

export interface CertificateRecord extends Omit<Certificate, "holder"> {
  holder: CertificateHolder;
}

export function toCertificateRecord(row: Certificate): CertificateRecord {
  return { ...row, holder: parseJson(CertificateHolderJson, row.holder, `certificate ${row.number} holder`) };
}

/** An agency as documents name it: the producer's office and its surplus lines licence. */
export interface AgencyRecord extends Omit<Agency, "address"> {
  address: PostalAddress | null;
}

export function toAgencyRecord(row: Agency): AgencyRecord {
  return { ...row, address: row.address === null ? null : parseJson(PostalAddressJson, row.address, `agency ${row.slug} address`) };
}
