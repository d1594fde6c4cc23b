// Applications as the rest of the app sees them: whole (a rating job, a bind) or as a card shows them (the
// light columns), JSON columns parsed (lib/db/json.ts) and the program attached from the catalogue.
import "server-only";
import type { Application } from "@/lib/generated/prisma/client";
import type { Risk, SelectedOptions, WorksheetLine } from "@/lib/rating/types";
import {
  DeclineReasonJson,
  EndorsementKeysJson,
  NoticeJson,
  ObjectJson,
  PremiumDetailJson,
  ReferralJson,
  RiskJson,
  SelectedOptionsJson,
  UnderwriterDecisionJson,
  WorksheetLineJson,
  parseJson,
  type DeclineReasonRecord,
  type NoticeRecord,
  type PremiumDetail,
  type ReferralRecord,
  type UnderwriterDecisionRecord,
} from "../json";
import type { ProgramRecord } from "./program";

export type { DeclineReasonRecord, PremiumDetail, ReferralRecord, UnderwriterDecisionRecord } from "../json";
export type { ApplicationStatus } from "@/lib/generated/prisma/enums";

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

/** Where a card stands in its group: the highest attempt number of its program there (a higher one supersedes it). */
export interface CardStanding {
  latestAttempt: number;
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
