// A program as the rest of the app sees it: its JSON columns parsed (lib/db/json.ts), its carrier attached.
// Only lib/db builds these; everything above it reads them.
import "server-only";
import type { Carrier, Program } from "@/lib/generated/prisma/client";
import type { ProgramDeclarations } from "@/lib/programs/declarations";
import type { ServicingRules } from "@/lib/policies/rules";
import type { Coverage, Eligibility, Endorsement, OptionSet, PaymentPlan, ProgramForRating, TermsItem } from "@/lib/rating/types";
import type { UnderwritingRules } from "@/lib/underwriting/rules";
import {
  ApplicationFormJson,
  CoverageJson,
  DeclarationsJson,
  EligibilityJson,
  EndorsementJson,
  MarketingJson,
  NoticeJson,
  OptionSetJson,
  PaymentPlanJson,
  ServicingRulesJson,
  TermsJson,
  UnderwritingRulesJson,
  parseJson,
  type ApplicationForm,
  type Marketing,
  type NoticeRecord,
} from "../json";

export type { ApplicationForm, Marketing, NoticeRecord } from "../json";
export type { CarrierAdapterKind, ProgramType } from "@/lib/generated/prisma/enums";

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
