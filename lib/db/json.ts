// The shapes of the JSON columns, parsed once as rows leave the database (lib/db/records/): past this
// point nothing casts a JSON value. Each schema is tied to the domain type it produces (`satisfies`), so
// the two cannot drift apart.
import "server-only";
import { z } from "zod";
import type { PostalAddress } from "@/lib/bind/address";
import type { CancellationQuote } from "@/lib/policies/cancellation";
import type { ProgramDeclarations } from "@/lib/programs/declarations";
import type { AdditionalInsured } from "@/lib/programs/endorsements";
import type { ServicingRules } from "@/lib/policies/rules";
import type { Coverage, Eligibility, Endorsement, FeeLine, OptionSet, PaymentPlan, Risk, TaxLine, TermsItem, WorksheetLine } from "@/lib/rating/types";

const cents = z.number().int();

export const MarketingJson = z.object({ shortDescription: z.string(), badges: z.array(z.string()), cardHighlights: z.array(z.string()) });
export type Marketing = z.infer<typeof MarketingJson>;

export const OptionSetJson = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.enum(["money", "count", "percent"]),
  values: z.array(z.number()),
  default: z.number(),
}) satisfies z.ZodType<OptionSet>;

export const EndorsementJson = z.object({
  key: z.string(),
  name: z.string(),
  included: z.boolean(),
  available: z.boolean(),
  premiumCents: cents.optional(),
}) satisfies z.ZodType<Endorsement>;

export const PaymentPlanJson = z.object({
  frequency: z.enum(["annual", "monthly"]),
  installments: z.number().int(),
  installmentFeeCents: cents,
  downPayment: z.union([z.object({ percent: z.number() }).strict(), z.object({ installments: z.number().int() }).strict()]).optional(),
}) satisfies z.ZodType<PaymentPlan>;

/** A notice as shown on a card: the program's (regulatory, info) or the carrier's for one quote. */
export const NoticeJson = z.object({ text: z.string(), type: z.string(), level: z.string(), code: z.string().optional() });
export type NoticeRecord = z.infer<typeof NoticeJson>;

export const TermsJson = z.object({ title: z.string(), text: z.string() }) satisfies z.ZodType<TermsItem>;

export const CoverageJson = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  limitOptionKey: z.string().optional(),
  deductibleOptionKey: z.string().optional(),
}) satisfies z.ZodType<Coverage>;

export const EligibilityJson = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("business"), maxRevenueCents: cents, maxEmployees: z.number().int() }),
  z.object({
    kind: z.literal("travel"),
    maxTripDays: z.number().int(),
    maxTripCostCents: cents,
    maxTravellerAge: z.number().int(),
    excludedDestinations: z.array(z.string()),
    residenceCountries: z.array(z.string()),
  }),
]) satisfies z.ZodType<Eligibility>;

/** A program's application questions: JSON Schema (draft 2020-12), read for its properties and required list. */
export const ApplicationFormJson = z
  .object({
    title: z.string().optional(),
    properties: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    required: z.array(z.string()).optional(),
  })
  .loose();
export type ApplicationForm = z.infer<typeof ApplicationFormJson>;

const NoticeDaysJson = z.object({ carrier_underwriting: z.number().int(), non_payment: z.number().int() });
export const ServicingRulesJson = z.object({
  insuredMethod: z.enum(["short_rate", "pro_rata"]),
  shortRate: z.enum(["table", "percent_of_pro_rata"]).optional(),
  shortRatePercent: z.number(),
  minimumEarnedPercent: z.number(),
  feesFullyEarned: z.boolean(),
  taxesReturnOnInsuredCancel: z.boolean(),
  flatCancelAllowed: z.boolean(),
  backdateDays: z.number().int(),
  noticeDays: NoticeDaysJson,
  nonPaymentGraceDays: z.number().int(),
  renewalOfferDays: z.number().int().nullable(),
  travel: z.object({ freeLookDays: z.number().int(), earnedAtDeparture: z.boolean() }).nullable(),
}) satisfies z.ZodType<ServicingRules>;

export const RiskJson = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("business"),
    classCode: z.string(),
    businessName: z.string(),
    mailingState: z.string(),
    mailingZip: z.string(),
    employeeCount: z.number().int(),
    annualRevenueCents: cents,
    annualPayrollCents: cents.optional(),
    subcontractedCostCents: cents.optional(),
    effectiveDate: z.string(),
  }),
  z.object({
    kind: z.literal("travel"),
    countryOfResidence: z.string(),
    residenceState: z.string().optional(),
    destinationCountry: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    tripCostCents: cents,
    insureds: z.array(
      z.object({ firstName: z.string().optional(), lastName: z.string().optional(), dateOfBirth: z.string(), tripCostCents: cents.optional() }),
    ),
  }),
]) satisfies z.ZodType<Risk>;

/** Chosen coverage options by key (money options in cents). */
export const SelectedOptionsJson = z.record(z.string(), z.number());
/** Endorsement keys added to a program's included ones (applications, policies). */
export const EndorsementKeysJson = z.array(z.string());

export const FeeLineJson = z.object({ code: z.string(), label: z.string(), amountCents: cents }) satisfies z.ZodType<FeeLine>;
export const TaxLineJson = z.object({ code: z.string(), label: z.string(), rate: z.number(), amountCents: cents }) satisfies z.ZodType<TaxLine>;
export const PremiumDetailJson = z.object({ fees: z.array(FeeLineJson), taxes: z.array(TaxLineJson) });
export type PremiumDetail = z.infer<typeof PremiumDetailJson>;

export const WorksheetLineJson = z.object({
  step: z.string(),
  label: z.string(),
  factor: z.number().optional(),
  amountCents: cents,
  runningCents: cents,
}) satisfies z.ZodType<WorksheetLine>;

/** Why a carrier declined: our rules' codes (DeclineReason) or an HTTP carrier's own. */
export const DeclineReasonJson = z.object({ code: z.string(), message: z.string(), rule: z.string().optional() });

/** A referral waiting for an underwriter. */
export const ReferralJson = z.object({ rule: z.string(), message: z.string() });
export type ReferralRecord = z.infer<typeof ReferralJson>;

/** An underwriter's decision on a referred application (approve re-rates; decline ends it). */
export const UnderwriterDecisionJson = z.object({
  decision: z.enum(["approved", "declined"]),
  note: z.string(),
  by: z.string(),
  byName: z.string(),
  at: z.string(),
  /** The referral rules decided on, and the answers they were decided for (an answer change asks again). */
  rules: z.array(z.string()),
  answersHash: z.string(),
});
export type UnderwriterDecisionRecord = z.infer<typeof UnderwriterDecisionJson>;

export { UnderwritingRulesSchema as UnderwritingRulesJson } from "@/lib/underwriting/rules";
export type DeclineReasonRecord = z.infer<typeof DeclineReasonJson>;

/** Caller state and answers: objects of the caller's own keys. */
export const ObjectJson = z.record(z.string(), z.unknown());

export const InsuredJson = z.object({ name: z.string(), state: z.string().nullable(), zip: z.string().nullable() });
export type InsuredRecord = z.infer<typeof InsuredJson>;

/** A schedule row: an installment of the plan, or the balance due a cancellation left; void once a cancellation ended it unpaid. */
export const InstallmentJson = z.object({
  number: z.number().int(),
  dueDate: z.string(),
  amountCents: cents,
  paymentId: z.string().nullable(),
  kind: z.enum(["installment", "balance_due"]).optional(),
  voidedOn: z.string().nullable().optional(),
});
export type Installment = z.infer<typeof InstallmentJson>;

export const CancellationJson = z.object({
  /** scheduled: asked for, takes effect on effectiveDate (rescindable until then); effective: settled. Older rows: effective. */
  status: z.enum(["scheduled", "effective"]).default("effective"),
  effectiveDate: z.string(),
  reason: z.enum(["insured_request", "carrier_underwriting", "non_payment", "rewrite"]),
  initiator: z.enum(["insured", "carrier", "rewrite"]).default("insured"),
  method: z.enum(["flat", "pro_rata", "short_rate", "free_look", "fully_earned"]),
  requestedAt: z.string().optional(),
  daysInTerm: z.number().int(),
  daysInForce: z.number().int(),
  earnedPremiumCents: cents,
  returnPremiumCents: cents,
  returnTaxesCents: cents,
  returnFeesCents: cents,
  totalReturnCents: cents,
  refundCents: cents,
  balanceDueCents: cents,
  lines: z.array(z.object({ label: z.string(), amountCents: cents })),
}) satisfies z.ZodType<CancellationQuote & { status: "scheduled" | "effective"; effectiveDate: string; reason: string; requestedAt?: string }>;
export type CancellationRecord = z.infer<typeof CancellationJson>;

/** A street address: the insured's premises (policies), the producer's office (agencies). */
export const PostalAddressJson = z.object({
  line1: z.string(),
  line2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
}) satisfies z.ZodType<PostalAddress>;

const LimitAmountJson = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("option"), optionKey: z.string(), times: z.number().optional() }),
  z.object({ kind: z.literal("fixed"), cents }),
  z.object({ kind: z.literal("trip_cost"), percent: z.number() }),
  z.object({ kind: z.literal("text"), text: z.string() }),
]);

/** What a program's declarations print (lib/programs/declarations.ts); a program seeded before it has `{}`: occurrence, nothing scheduled. */
export const DeclarationsJson = z.object({
  coverageTrigger: z.enum(["occurrence", "claims_made"]).default("occurrence"),
  certificateLine: z.string().nullable().default(null),
  limits: z.array(z.object({ key: z.string(), label: z.string(), amount: LimitAmountJson, kind: z.enum(["limit", "deductible"]).optional() })).default([]),
  forms: z.array(z.object({ formNumber: z.string(), title: z.string(), endorsementKey: z.string().optional() })).default([]),
}) satisfies z.ZodType<ProgramDeclarations, unknown>;

/** Who a certificate is issued to. */
export const CertificateHolderJson = z.object({
  name: z.string(),
  line1: z.string().nullable().optional(),
  line2: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  zip: z.string().nullable().optional(),
});
export type CertificateHolder = z.infer<typeof CertificateHolderJson>;

/** Parses a JSON column; a value that does not fit is a bug or a bad migration, so it fails loudly. */
export function parseJson<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`${where} does not have the stored shape: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  return parsed.data;
}

/** The additional-insured schedule of a policy (decision 018). */
export const AdditionalInsuredJson = z.object({
  name: z.string(),
  address: PostalAddressJson.nullable().optional(),
  relationship: z.string().nullable().optional(),
}) satisfies z.ZodType<AdditionalInsured>;
