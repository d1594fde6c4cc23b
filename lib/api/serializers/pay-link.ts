// Pay links -> what the customer's checkout shows, what paying answers, and the agent's list of links.
import "server-only";
import type { listPayLinks, payLinkSummary, payWithLink } from "@/lib/bind/pay-links";
import { coverageTerms } from "@/lib/programs/coverage";
import type { PayLinkListItem, PayLinkSummary, PayWithLinkResponse } from "@/lib/schemas/pay-links";
import { fromCents } from "@/lib/schemas/common";
import type { z } from "zod";
import { coverageLinesView } from "./application";
import type { BillingConfig } from "./card";
import { cardDocumentLinks, policyDocumentLinks } from "./documents";
import { messageRefView } from "./message";
import { paymentView } from "@/lib/shapes/payment";

export function payLinkSummaryView(s: Awaited<ReturnType<typeof payLinkSummary>>, token: string, billing: BillingConfig): z.infer<typeof PayLinkSummary> {
  const dueTodayCents = s.items.reduce((sum, i) => sum + i.dueTodayCents, 0);
  return {
    agencyName: s.agencyName,
    insuredName: s.insuredName,
    paymentPlan: s.link.paymentPlan,
    expiresAt: s.link.expiresAt.toISOString(),
    items: s.items.map(({ app, dueTodayCents, installments, installmentFeeCents, schedule, scheduleTotalCents }) => ({
      quoteRequestId: app.id,
      program: app.program.name,
      carrier: app.program.carrier.name,
      effectiveDate: app.effectiveDate,
      expirationDate: app.expirationDate,
      total: fromCents(scheduleTotalCents),
      policyTotal: fromCents(app.totalCents!),
      installments,
      installmentFee: fromCents(installmentFeeCents),
      dueToday: fromCents(dueTodayCents),
      schedule: schedule.map((i) => ({ number: i.number, dueDate: i.dueDate, amount: fromCents(i.amountCents) })),
      // Money limits only: a count or percent option (trip cost share) is not an amount to show as dollars.
      coverages: coverageLinesView(
        coverageTerms(app.program.coverages, app.program.options, app.selectedOptions).map((t) => ({
          ...t,
          limit: t.limitUnit === "money" ? t.limit : null,
          deductible: t.deductibleUnit === "money" ? t.deductible : null,
        })),
      ).map(({ description: _d, ...c }) => c),
      documents: cardDocumentLinks(billing.baseUrl, app.folioId, app.id, token),
    })),
    dueToday: fromCents(dueTodayCents),
    scheduleTotal: fromCents(s.items.reduce((sum, i) => sum + i.scheduleTotalCents, 0)),
    billing: { method: billing.method, publishableKey: billing.publishableKey },
    status: s.link.usedAt ? "paid" : "open",
    receipt: s.link.usedAt
      ? {
          paidAt: s.link.usedAt.toISOString(),
          amountPaid: fromCents(dueTodayCents),
          policies: s.policies.map((p) => {
            const item = s.items.find((i) => i.app.id === p.applicationId);
            return {
              number: p.number,
              program: item?.app.program.name ?? "",
              effectiveDate: p.effectiveDate,
              expirationDate: p.expirationDate,
              documents: policyDocumentLinks(billing.baseUrl, p.id).map((d) => ({ ...d, url: `${d.url}?token=${encodeURIComponent(token)}` })),
            };
          }),
        }
      : null,
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

export function payLinkListItemView({ link, insuredId, message, status }: Awaited<ReturnType<typeof listPayLinks>>[number]): z.infer<typeof PayLinkListItem> {
  return {
    id: link.id,
    insuredId,
    status,
    recipient: link.recipient,
    quoteRequestIds: link.applicationIds,
    paymentPlan: link.paymentPlan,
    createdAt: link.createdAt.toISOString(),
    openedAt: link.openedAt?.toISOString() ?? null,
    paidAt: link.usedAt?.toISOString() ?? null,
    expiresAt: link.expiresAt.toISOString(),
    message: message ? messageRefView(message) : null,
  };
}
