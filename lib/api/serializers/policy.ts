// Policy records -> the API's policy shapes (full view, list item, a cancel's answer); the cancellation,
// payment and schedule row shapes it shares with the events are in lib/shapes.
import "server-only";
import type { PolicyRecord } from "@/lib/db/records/policy";
import type { ProgramRecord } from "@/lib/db/records/program";
import { certificateLines } from "@/lib/policies/certificate-lines";
import type { PolicyDetail } from "@/lib/policies/view";
import { coverageTerms } from "@/lib/programs/coverage";
import type { CancelOutcome } from "@/lib/policies/cancel";
import type { PolicyPaymentOutcome } from "@/lib/policies/renewal";
import { scheduleFigures } from "@/lib/policies/schedule";
import { renewalOfferDay } from "@/lib/policies/servicing-plan";
import { stateOf } from "@/lib/policies/state";
import type { RenewalState } from "@/lib/policies/renewal-offer";
import type { BillingView } from "@/lib/schemas/payments";
import type { CancelResponse, RenewalView, PolicyListItem, PolicyView, RenewalPaymentResponse } from "@/lib/schemas/policies";
import { fromCents } from "@/lib/schemas/common";
import type { z } from "zod";
import type { BillingConfig } from "@/lib/runtime";
import { policyDeclarations } from "@/lib/programs/declarations";
import { carriedEndorsements } from "@/lib/programs/endorsements";
import { coverageLinesView } from "./application";
import { certificateView } from "./certificate";
import { policyDocumentLinks } from "./documents";
import { carrierRef } from "./program";
import { cancellationView } from "@/lib/shapes/cancellation";
import { installmentView } from "@/lib/shapes/installment";
import { paymentView } from "@/lib/shapes/payment";
import { programRef } from "@/lib/shapes/program";

function billingView(policy: PolicyRecord, today: string): z.infer<typeof BillingView> {
  const f = scheduleFigures(policy.schedule, today);
  // The fees of the installments still on the schedule (paid or owed); a voided one's fee is never charged.
  const installments = policy.schedule.filter((r) => (r.kind ?? "installment") === "installment" && !r.voidedOn).length;
  return {
    installmentFee: fromCents(policy.installmentFeeCents),
    installmentFees: fromCents(policy.installmentFeeCents * installments),
    scheduleTotal: fromCents(f.scheduleTotalCents),
    paidToDate: fromCents(f.paidCents),
    balanceDue: fromCents(f.balanceCents),
    overdue: fromCents(f.overdueCents),
    nextDue: f.next ? { number: f.next.number, kind: f.next.kind ?? "installment", dueDate: f.next.dueDate, amount: fromCents(f.next.amountCents) } : null,
  };
}

/** Where and in which mode a view is served: document links start at baseUrl; livemode is the caller's (decision 043). */
export type ServedAs = Pick<BillingConfig, "baseUrl" | "livemode">;

export function toPolicyView({ policy, program, payments, today, renewal, certificates, exposures, card }: PolicyDetail, served: ServedAs): PolicyView {
  const { baseUrl } = served;
  const rules = program.servicingRules;
  const declarations = policyDeclarations(policy, program, exposures);
  const address = policy.premisesAddress;
  return {
    id: policy.id,
    livemode: served.livemode,
    number: policy.number,
    status: stateOf(policy, program, today),
    quoteId: policy.folioId,
    applicationId: policy.applicationId,
    renewalOfId: policy.renewalOfId,
    program: programRef(program),
    carrier: carrierRef(program),
    insured: { id: policy.insuredId, ...policy.insured },
    premisesAddress: address ? { line1: address.line1, line2: address.line2 ?? null, city: address.city, state: address.state, zip: address.zip } : null,
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    coverageTrigger: declarations.coverageTrigger,
    retroactiveDate: declarations.retroactiveDate,
    premium: fromCents(policy.premiumCents),
    fees: fromCents(policy.feesCents),
    taxes: fromCents(policy.taxesCents),
    total: fromCents(policy.totalCents),
    feeLines: policy.premiumDetail.fees.map((f) => ({ code: f.code, label: f.label, amount: fromCents(f.amountCents) })),
    taxLines: policy.premiumDetail.taxes.map((t) => ({ code: t.code, label: t.label, rate: t.rate, amount: fromCents(t.amountCents) })),
    coverages: coverageLinesView(coverageTerms(program.coverages, program.options, policy.coverage)).map(({ description: _d, ...c }) => c),
    endorsements: carriedEndorsements(program.endorsements, policy.addedEndorsements).map((e) => ({
      key: e.key,
      name: e.name,
      included: e.included,
      premium: e.premiumCents === null ? null : fromCents(e.premiumCents),
    })),
    additionalInsureds: policy.additionalInsureds.map((i) => ({
      name: i.name,
      address: i.address ? { line1: i.address.line1, line2: i.address.line2 ?? null, city: i.address.city, state: i.address.state, zip: i.address.zip } : null,
      relationship: i.relationship ?? null,
    })),
    limits: declarations.limits.map((l) => ({ key: l.key, label: l.label, kind: l.kind, amount: l.cents === null ? null : fromCents(l.cents), text: l.text })),
    forms: declarations.forms,
    certificates: certificates.map((c) => certificateView({ certificate: c, lines: certificateLines(policy, program), insuredId: policy.insuredId }, baseUrl)),
    paymentPlan: policy.paymentPlan,
    billing: billingView(policy, today),
    autopay:
      card && policy.status !== "cancelled"
        ? {
            card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
            since: card.createdAt.toISOString(),
            email: card.email,
          }
        : null,
    schedule: policy.schedule.map((i) => installmentView(i, today)),
    payments: payments.map(paymentView),
    documents: policyDocumentLinks(baseUrl, policy.id),
    history: policy.events.map((e) => ({ type: e.type, at: e.createdAt.toISOString(), detail: e.detail })),
    cancellation: policy.cancellation ? cancellationView(policy.cancellation) : null,
    renewal: {
      offeredFrom: renewalOfferDay(policy, rules),
      offerQuoteId: renewal.offerFolioId,
      renewedById: renewal.renewedById,
    },
    createdAt: policy.createdAt.toISOString(),
  };
}

export function toPolicyListItem(policy: PolicyRecord, program: ProgramRecord, today: string): z.infer<typeof PolicyListItem> {
  return {
    id: policy.id,
    number: policy.number,
    status: stateOf(policy, program, today),
    program: programRef(program),
    insured: { id: policy.insuredId, ...policy.insured },
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    total: fromCents(policy.totalCents),
    paymentPlan: policy.paymentPlan,
    createdAt: policy.createdAt.toISOString(),
  };
}

export function cancelOutcomeView(o: CancelOutcome, served: ServedAs): z.infer<typeof CancelResponse>["data"] {
  return {
    preview: o.preview,
    cancellation: cancellationView(o.cancellation),
    policy: toPolicyView(o.policy, served),
    refund: o.refund ? paymentView(o.refund) : null,
  };
}

export function policyPaymentView(o: PolicyPaymentOutcome, served: ServedAs): z.infer<typeof RenewalPaymentResponse>["data"] {
  return {
    kind: o.kind,
    policy: toPolicyView(o.policy, served),
    renewal: o.renewal ? toPolicyView(o.renewal, served) : null,
    payment: paymentView(o.payment),
  };
}

const centsOrNull = (v: unknown) => (typeof v === "number" ? fromCents(v) : null);

export function renewalView(r: RenewalState): z.infer<typeof RenewalView> {
  return {
    policyId: r.policyId,
    offeredFrom: r.offeredFrom,
    status: r.status,
    quoteId: r.folioId,
    quoteRequestId: r.quoteRequestId,
    validUntil: r.validUntil?.toISOString() ?? null,
    expiringTotal: fromCents(r.expiringTotalCents),
    renewalTotal: r.renewalTotalCents === null ? null : fromCents(r.renewalTotalCents),
    renewedById: r.renewedById,
    // Rating fields and answers are as submitted (decimals at the edge); only the total is held in cents.
    changes: r.changes.map((c) => (c.field === "total" ? { field: c.field, from: fromCents(c.from as number), to: fromCents(c.to as number) } : c)),
    comparison: r.comparison.map((row) => (row.unit === "money" ? { ...row, expiring: centsOrNull(row.expiring), renewal: centsOrNull(row.renewal) } : row)),
  };
}
