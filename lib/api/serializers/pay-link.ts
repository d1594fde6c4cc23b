// Pay links -> what the customer's checkout shows, and what paying answers.
import "server-only";
import type { payLinkSummary, payWithLink } from "@/lib/bind/pay-links";
import type { PayLinkSummary, PayWithLinkResponse } from "@/lib/schemas/bind";
import { fromCents } from "@/lib/schemas/common";
import type { z } from "zod";
import type { BillingConfig } from "./card";
import { cardDocumentLinks } from "./documents";
import { paymentView } from "./payment";

export function payLinkSummaryView(s: Awaited<ReturnType<typeof payLinkSummary>>, token: string, billing: BillingConfig): z.infer<typeof PayLinkSummary> {
  return {
    agencyName: s.agencyName,
    insuredName: s.insuredName,
    paymentPlan: s.link.paymentPlan,
    expiresAt: s.link.expiresAt.toISOString(),
    items: s.items.map(({ app, dueTodayCents, installments, installmentFeeCents, scheduleTotalCents }) => ({
      quoteRequestId: app.id,
      program: app.program.name,
      carrier: app.program.carrier.name,
      effectiveDate: app.effectiveDate,
      total: fromCents(scheduleTotalCents),
      policyTotal: fromCents(app.totalCents!),
      installments,
      installmentFee: fromCents(installmentFeeCents),
      dueToday: fromCents(dueTodayCents),
      documents: cardDocumentLinks(billing.baseUrl, app.folioId, app.id, token),
    })),
    dueToday: fromCents(s.items.reduce((sum, i) => sum + i.dueTodayCents, 0)),
    billing: { method: billing.method, publishableKey: billing.publishableKey },
    status: s.link.usedAt ? "paid" : "open",
  };
}

export function paidWithLinkView(paid: Awaited<ReturnType<typeof payWithLink>>): z.infer<typeof PayWithLinkResponse>["data"] {
  return {
    status: "paid",
    policies: paid.policies.map((p) => ({
      number: p.number,
      effectiveDate: p.effectiveDate,
      expirationDate: p.expirationDate,
      total: fromCents(p.totalCents),
    })),
    payment: paymentView(paid.payment),
  };
}
