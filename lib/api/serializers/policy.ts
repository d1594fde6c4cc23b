// Policy records -> the API's policy shapes (full view, list item, cancellation).
import "server-only";
import type { CancellationRecord, PolicyRecord, ProgramRecord } from "@/lib/db/records";
import type { PolicyDetail } from "@/lib/policies/view";
import { coverageTerms } from "@/lib/programs/coverage";
import type { CancelOutcome } from "@/lib/policies/cancel";
import type { PolicyPaymentOutcome } from "@/lib/policies/renewal";
import type { CancelResponse, CancellationView, PolicyListItem, PolicyView, RenewalPaymentResponse } from "@/lib/schemas/bind";
import { fromCents } from "@/lib/schemas/common";
import type { z } from "zod";
import { coverageLinesView } from "./application";
import { policyDocumentLinks } from "./documents";
import { paymentView } from "./payment";
import { carrierRef, programRef } from "./program";

export function cancellationView(c: CancellationRecord): z.infer<typeof CancellationView> {
  return {
    effectiveDate: c.effectiveDate,
    reason: c.reason,
    method: c.method,
    daysInTerm: c.daysInTerm,
    daysInForce: c.daysInForce,
    earnedPremium: fromCents(c.earnedPremiumCents),
    returnPremium: fromCents(c.returnPremiumCents),
    returnTaxes: fromCents(c.returnTaxesCents),
    returnFees: fromCents(c.returnFeesCents),
    refund: fromCents(c.refundCents),
    balanceDue: fromCents(c.balanceDueCents),
    lines: c.lines.map((l) => ({ label: l.label, amount: fromCents(l.amountCents) })),
  };
}

export function toPolicyView({ policy, program, payments }: PolicyDetail, baseUrl: string): PolicyView {
  return {
    id: policy.id,
    number: policy.number,
    status: policy.status,
    quoteId: policy.folioId,
    applicationId: policy.applicationId,
    renewalOfId: policy.renewalOfId,
    program: programRef(program),
    carrier: carrierRef(program),
    insured: policy.insured,
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    premium: fromCents(policy.premiumCents),
    fees: fromCents(policy.feesCents),
    taxes: fromCents(policy.taxesCents),
    total: fromCents(policy.totalCents),
    feeLines: policy.premiumDetail.fees.map((f) => ({ code: f.code, label: f.label, amount: fromCents(f.amountCents) })),
    taxLines: policy.premiumDetail.taxes.map((t) => ({ code: t.code, label: t.label, rate: t.rate, amount: fromCents(t.amountCents) })),
    coverages: coverageLinesView(coverageTerms(program.coverages, program.options, policy.coverage)).map(({ description: _d, ...c }) => c),
    endorsements: program.endorsements.filter((e) => e.included).map((e) => ({ key: e.key, name: e.name, included: e.included })),
    paymentPlan: policy.paymentPlan,
    schedule: policy.schedule.map((i) => ({
      number: i.number,
      dueDate: i.dueDate,
      amount: fromCents(i.amountCents),
      status: i.paymentId ? ("paid" as const) : ("due" as const),
      paymentId: i.paymentId,
    })),
    payments: payments.map(paymentView),
    documents: policyDocumentLinks(baseUrl, policy.id),
    history: policy.events.map((e) => ({ type: e.type, at: e.createdAt.toISOString(), detail: e.detail })),
    cancellation: policy.cancellation ? cancellationView(policy.cancellation) : null,
    createdAt: policy.createdAt.toISOString(),
  };
}

export function toPolicyListItem(policy: PolicyRecord, program: ProgramRecord): z.infer<typeof PolicyListItem> {
  return {
    id: policy.id,
    number: policy.number,
    status: policy.status,
    program: programRef(program),
    insured: policy.insured,
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    total: fromCents(policy.totalCents),
    paymentPlan: policy.paymentPlan,
    createdAt: policy.createdAt.toISOString(),
  };
}

export function cancelOutcomeView(o: CancelOutcome, baseUrl: string): z.infer<typeof CancelResponse>["data"] {
  return {
    preview: o.preview,
    cancellation: cancellationView(o.cancellation),
    policy: toPolicyView(o.policy, baseUrl),
    refund: o.refund ? paymentView(o.refund) : null,
  };
}

export function policyPaymentView(o: PolicyPaymentOutcome, baseUrl: string): z.infer<typeof RenewalPaymentResponse>["data"] {
  return {
    kind: o.kind,
    policy: toPolicyView(o.policy, baseUrl),
    renewal: o.renewal ? toPolicyView(o.renewal, baseUrl) : null,
    payment: paymentView(o.payment),
  };
}
