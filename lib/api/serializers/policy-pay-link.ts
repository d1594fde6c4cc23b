// Policy pay links -> what the customer's page shows and what creating one answers.
import "server-only";
import type { Installment } from "@/lib/db/records/policy";
import type { createPolicyPayLink, PolicyPayLinkSummary as Summary } from "@/lib/policies/pay-link";
import type { PolicyPayLinkCreated, PolicyPayLinkSummary } from "@/lib/schemas/pay-links";
import { fromCents } from "@/lib/schemas/common";
import type { z } from "zod";
import type { BillingConfig } from "./card";
import { paymentView } from "@/lib/shapes/payment";

type Item = z.infer<typeof PolicyPayLinkSummary>["item"];

function itemView(row: Installment, installments: number): Item {
  return { kind: row.kind ?? "installment", number: row.number, installments, dueDate: row.dueDate, amount: fromCents(row.amountCents) };
}

export function policyPayLinkSummaryView(s: Summary, billing: BillingConfig): z.infer<typeof PolicyPayLinkSummary> {
  return {
    agencyName: s.agencyName,
    insuredName: s.policy.insured.name,
    policy: {
      number: s.policy.number,
      program: s.program.name,
      carrier: s.program.carrier.name,
      effectiveDate: s.policy.effectiveDate,
      expirationDate: s.policy.expirationDate,
    },
    item: itemView(s.row, s.installments),
    expiresAt: s.link.expiresAt.toISOString(),
    billing: { method: billing.method, publishableKey: billing.publishableKey },
    status: s.link.usedAt ? "paid" : "open",
    receipt: s.link.usedAt && s.payment ? { paidAt: s.link.usedAt.toISOString(), payment: paymentView(s.payment) } : null,
  };
}

export function policyPayLinkCreatedView(c: Awaited<ReturnType<typeof createPolicyPayLink>>): z.infer<typeof PolicyPayLinkCreated> {
  return { id: c.link.id, url: c.url, token: c.token, expiresAt: c.link.expiresAt.toISOString(), item: itemView(c.row, c.installments) };
}
