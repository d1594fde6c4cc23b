// A policy as the rest of the app sees it: its JSON columns parsed (lib/db/json.ts), with its events.
import "server-only";
import type { Policy, PolicyEvent } from "@/lib/generated/prisma/client";
import type { PostalAddress } from "@/lib/bind/address";
import type { AdditionalInsured } from "@/lib/programs/endorsements";
import type { SelectedOptions } from "@/lib/rating/types";
import {
  AdditionalInsuredJson,
  CancellationJson,
  EndorsementKeysJson,
  InstallmentJson,
  InsuredJson,
  ObjectJson,
  PostalAddressJson,
  PremiumDetailJson,
  SelectedOptionsJson,
  parseJson,
  type CancellationRecord,
  type Installment,
  type InsuredRecord,
  type PremiumDetail,
} from "../json";

export type { CancellationRecord, Installment, InsuredRecord } from "../json";
export type { PaymentFrequency, PolicyStatus } from "@/lib/generated/prisma/enums";

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
