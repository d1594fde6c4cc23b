// Rows as the rest of the app sees them: JSON columns parsed (lib/db/json.ts), enums typed, programs
// attached from the catalogue. Only lib/db builds these; everything above it reads them.
import "server-only";
import type { Application, Carrier, Folio, Payment, PayLink, Policy, PolicyEvent, Program } from "@/lib/generated/prisma/client";
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
  CoverageJson,
  DeclineReasonJson,
  EligibilityJson,
  EndorsementJson,
  InstallmentJson,
  InsuredJson,
  MarketingJson,
  NoticeJson,
  ObjectJson,
  OptionSetJson,
  PaymentPlanJson,
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
} as const;

type CardRow = Pick<Application, keyof typeof CARD_COLUMNS>;

export interface CardRecord extends Omit<CardRow, "selectedOptions" | "notices" | "declineReasons" | "referralReasons" | "underwriterDecision"> {
  selectedOptions: SelectedOptions;
  notices: NoticeRecord[];
  declineReasons: DeclineReasonRecord[];
  referralReasons: ReferralRecord[];
  underwriterDecision: UnderwriterDecisionRecord | null;
  program: ProgramRecord;
}

/** The JSON a card reads: options chosen, notices, decline and referral reasons, the underwriter's decision. */
function cardJson(row: Pick<Application, "id" | "selectedOptions" | "notices" | "declineReasons" | "referralReasons" | "underwriterDecision">) {
  const where = `application ${row.id}`;
  return {
    selectedOptions: parseJson(SelectedOptionsJson, row.selectedOptions, `${where} selectedOptions`),
    notices: parseJson(NoticeJson.array(), row.notices, `${where} notices`),
    declineReasons: row.declineReasons === null ? [] : parseJson(DeclineReasonJson.array(), row.declineReasons, `${where} declineReasons`),
    referralReasons: row.referralReasons === null ? [] : parseJson(ReferralJson.array(), row.referralReasons, `${where} referralReasons`),
    underwriterDecision: row.underwriterDecision === null ? null : parseJson(UnderwriterDecisionJson, row.underwriterDecision, `${where} underwriterDecision`),
  };
}

export function toCardRecord(row: CardRow, program: ProgramRecord): CardRecord {
  return { ...row, ...cardJson(row), program };
}

export interface ApplicationRecord extends Omit<
  Application,
  | "selectedOptions"
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
  notices: NoticeRecord[];
  declineReasons: DeclineReasonRecord[];
  referralReasons: ReferralRecord[];
  underwriterDecision: UnderwriterDecisionRecord | null;
  systemPayload: Record<string, unknown>;
  risk: Risk;
  formPayload: Record<string, unknown>;
  premiumDetail: PremiumDetail | null;
  worksheet: WorksheetLine[] | null;
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

export interface FolioWithCards extends FolioRecord {
  applications: CardRecord[];
}

export interface PolicyEventRecord extends Omit<PolicyEvent, "detail"> {
  detail: Record<string, unknown>;
}

export interface PolicyRecord extends Omit<Policy, "insured" | "premiumDetail" | "coverage" | "schedule" | "cancellation"> {
  insured: InsuredRecord;
  premiumDetail: PremiumDetail;
  coverage: SelectedOptions;
  schedule: Installment[];
  cancellation: CancellationRecord | null;
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
    events: events.map((e) => ({ ...e, detail: parseJson(ObjectJson, e.detail, `${where} event ${e.id}`) })),
  };
}

export type PaymentRecord = Payment;
export type PayLinkRecord = PayLink;
