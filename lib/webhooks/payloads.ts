// What each event says (decision 024), pure: the object as the API shows it at the moment of the change,
// frozen into the event. Events are written in the use case's own transaction, below the HTTP edge, so a
// resource that both the API and an event show (a payment, a cancellation, a schedule row, a program's
// reference, an application's status) has its one shape in lib/shapes, which lib/api/serializers use too;
// the shapes are the zod schemas of lib/schemas/webhooks.ts (documented in the OpenAPI document with GET /v1/events).
// Each event also names its subject, the id its deliveries are ordered by: the quote folio for quote and
// application events and a failed bind's payment, the policy for everything after bind.
import type { z } from "zod";
import type { EventRecord, NewEvent } from "@/lib/db/queries/events";
import type { ApplicationRecord } from "@/lib/db/records/application";
import type { Installment, PolicyRecord } from "@/lib/db/records/policy";
import type { PaymentRecord } from "@/lib/db/records/payment";
import type { ProgramRecord } from "@/lib/db/records/program";
import { stateOf } from "@/lib/policies/state";
import { fromCents } from "@/lib/schemas/common";
import { cancellationView } from "@/lib/shapes/cancellation";
import { CARD_STATUS } from "@/lib/shapes/card-status";
import { installmentView } from "@/lib/shapes/installment";
import { paymentView } from "@/lib/shapes/payment";
import { programRef } from "@/lib/shapes/program";
import type {
  ApplicationEventData,
  EventType,
  EventView,
  InstallmentEventData,
  PaymentEventData,
  PolicyEventData,
  QuoteEventData,
} from "@/lib/schemas/webhooks";

/** An event as the writer takes it (lib/db/queries/events.ts insertEvents). */
export type EventDraft = NewEvent;

const OUTCOME_EVENT = {
  success: "application.quoted",
  referred: "application.referred",
  error: "application.declined",
  failed: "application.failed",
} as const satisfies Partial<Record<ApplicationRecord["status"], EventType>>;

const money = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** What an application event says of an application (a card has it all). */
type ApplicationFacts = Pick<
  ApplicationRecord,
  | "id"
  | "folioId"
  | "groupId"
  | "attemptNumber"
  | "program"
  | "status"
  | "effectiveDate"
  | "expirationDate"
  | "validUntil"
  | "premiumCents"
  | "feesCents"
  | "taxesCents"
  | "totalCents"
  | "declineReasons"
  | "referralReasons"
  | "failureReason"
  | "ratedAt"
>;

/**
 * `insuredId`: the folio's client. A rating outcome's event leaves it out here: the completion statement that
 * writes the event adds it from the folio row it locks (lib/db/queries/queue.ts), so the hot path reads nothing more.
 */
export function applicationData(app: ApplicationFacts, insuredId?: string): z.infer<typeof ApplicationEventData> {
  const priced = app.status === "success" || app.status === "referred" || app.status === "bound";
  return {
    object: "application",
    id: app.id,
    quoteId: app.folioId,
    ...(insuredId ? { insuredId } : {}),
    groupId: app.groupId,
    attemptNumber: app.attemptNumber,
    program: programRef(app.program),
    status: CARD_STATUS[app.status],
    effectiveDate: app.effectiveDate,
    expirationDate: app.expirationDate,
    validUntil: app.validUntil.toISOString(),
    premium: priced ? money(app.premiumCents) : null,
    fees: priced ? money(app.feesCents) : null,
    taxes: priced ? money(app.taxesCents) : null,
    total: priced ? money(app.totalCents) : null,
    declineReasons: app.declineReasons.map((r) => ({ code: r.code, message: r.message })),
    referralReasons: app.referralReasons.map((r) => ({ rule: r.rule, message: r.message })),
    failureReason: app.failureReason,
    ratedAt: app.ratedAt?.toISOString() ?? null,
  };
}

/** application.quoted | referred | declined | failed for an application with an outcome; null for pending or bound. */
export function applicationEvent(app: ApplicationFacts, insuredId?: string): EventDraft | null {
  if (app.status === "pending" || app.status === "bound") return null;
  return { type: OUTCOME_EVENT[app.status], subjectId: app.folioId, data: applicationData(app, insuredId) };
}

export function quoteCompletedEvent(
  folio: { id: string; groupId: string; insuredId: string; renewalOfPolicyId: string | null },
  apps: Array<Pick<ApplicationRecord, "id" | "status" | "totalCents"> & { program: Pick<ProgramRecord, "code"> }>,
): EventDraft {
  const data: z.infer<typeof QuoteEventData> = {
    object: "quote",
    id: folio.id,
    groupId: folio.groupId,
    insuredId: folio.insuredId,
    renewalOfPolicyId: folio.renewalOfPolicyId,
    applications: apps.map((a) => ({
      id: a.id,
      program: a.program.code,
      status: CARD_STATUS[a.status],
      total: a.status === "success" || a.status === "referred" || a.status === "bound" ? money(a.totalCents) : null,
    })),
  };
  return { type: "quote.completed", subjectId: folio.id, data };
}

export interface PolicyEventExtra {
  renewedById?: string;
  renewalOffer?: { folioId: string; quoteRequestId: string; validUntil: Date };
}

/** A policy event; `today` is the servicing day its status is read on. */
export function policyEvent(
  type: Extract<EventType, `policy.${string}`>,
  policy: PolicyRecord,
  program: ProgramRecord,
  today: string,
  extra: PolicyEventExtra = {},
): EventDraft {
  const data: z.infer<typeof PolicyEventData> = {
    object: "policy",
    id: policy.id,
    number: policy.number,
    status: stateOf(policy, program, today),
    quoteId: policy.folioId,
    applicationId: policy.applicationId,
    renewalOfId: policy.renewalOfId,
    renewedById: extra.renewedById ?? null,
    program: programRef(program),
    insured: { id: policy.insuredId, name: policy.insured.name, state: policy.insured.state, zip: policy.insured.zip },
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    premium: fromCents(policy.premiumCents),
    fees: fromCents(policy.feesCents),
    taxes: fromCents(policy.taxesCents),
    total: fromCents(policy.totalCents),
    paymentPlan: policy.paymentPlan,
    cancellation: policy.cancellation ? cancellationView(policy.cancellation) : null,
    renewalOffer: extra.renewalOffer
      ? { quoteId: extra.renewalOffer.folioId, quoteRequestId: extra.renewalOffer.quoteRequestId, validUntil: extra.renewalOffer.validUntil.toISOString() }
      : null,
  };
  return { type, subjectId: policy.id, data };
}

/** installment.due | overdue | paid for one schedule row; its status as of `today`. */
export function installmentEvent(
  type: Extract<EventType, `installment.${string}`>,
  policy: Pick<PolicyRecord, "id" | "number" | "insuredId">,
  row: Installment,
  today: string,
): EventDraft {
  // The schedule row as the policy shows it, but for voidedOn (a row is voided by a cancellation, which has its own events).
  const { voidedOn: _voidedOn, ...shown } = installmentView(row, today);
  const data: z.infer<typeof InstallmentEventData> = {
    object: "installment",
    policyId: policy.id,
    policyNumber: policy.number,
    insuredId: policy.insuredId,
    ...shown,
  };
  return { type, subjectId: policy.id, data };
}

/** payment.succeeded | failed for a charge that ended so; null for refunds and charges still in progress. */
export function paymentEvent(p: PaymentRecord, subjectId: string, insuredId: string | null = null): EventDraft | null {
  if (p.kind !== "charge" || (p.status !== "succeeded" && p.status !== "failed")) return null;
  const data: z.infer<typeof PaymentEventData> = {
    object: "payment",
    ...paymentView(p),
    failureMessage: p.failureMessage,
    createdAt: p.createdAt.toISOString(),
    policyIds: p.policyIds,
    applicationIds: p.applicationIds,
    ...(insuredId ? { insuredId } : {}),
  };
  return { type: p.status === "succeeded" ? "payment.succeeded" : "payment.failed", subjectId, data };
}

/** An event as it is delivered and as GET /v1/events/{id} shows it. */
export function eventBody(e: Pick<EventRecord, "id" | "type" | "apiVersion" | "createdAt" | "data">, livemode: boolean): EventView {
  return { id: e.id, type: e.type, livemode, apiVersion: e.apiVersion, created: e.createdAt.toISOString(), data: e.data };
}
