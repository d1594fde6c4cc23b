// A client in one place (GET /v1/insureds/{insuredId}): the insured's detail with its renewals due and the
// payments, certificates, pay links and messages of its folios and policies. Money as decimals.
import "server-only";
import type { z } from "zod";
import type { ClientRecord } from "@/lib/insureds/client-record";
import { fromCents } from "@/lib/schemas/common";
import type { InsuredDetail } from "@/lib/schemas/insureds";
import { MESSAGE_KINDS } from "@/lib/db/queries/messages";
import { toInsuredDetail } from "./insured";
import { renewalView } from "./policy";

export function toClientDetail(c: ClientRecord, livemode: boolean): z.infer<typeof InsuredDetail> {
  const { payments, certificates, payLinks, policyPayLinks, messages } = c.records;
  return {
    ...toInsuredDetail(c.insured, c.activity, livemode),
    renewals: c.renewals.map((r) => ({ ...renewalView(r), policyNumber: r.policyNumber, program: r.program, dueDate: r.dueDate })),
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      status: p.status,
      amount: fromCents(p.amountCents),
      description: p.description,
      brand: p.brand,
      last4: p.last4,
      failureMessage: p.failureMessage,
      policyIds: p.policyIds,
      createdAt: p.createdAt.toISOString(),
    })),
    certificates: certificates.map((cert) => ({
      id: cert.id,
      policyId: cert.policyId,
      number: cert.number,
      holderName: cert.holder.name,
      issuedAt: cert.issuedAt.toISOString(),
    })),
    payLinks: [
      ...payLinks.map((l) => ({
        id: l.id,
        kind: "quote" as const,
        quoteId: l.folioId,
        policyId: null,
        amount: null,
        recipient: l.recipient,
        createdAt: l.createdAt,
        expiresAt: l.expiresAt,
        openedAt: l.openedAt,
        usedAt: l.usedAt,
      })),
      ...policyPayLinks.map((l) => ({
        id: l.id,
        kind: "policy" as const,
        quoteId: null,
        policyId: l.policyId,
        amount: fromCents(l.amountCents),
        recipient: null,
        createdAt: l.createdAt,
        expiresAt: l.expiresAt,
        openedAt: null,
        usedAt: l.usedAt,
      })),
    ]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((l) => ({
        ...l,
        createdAt: l.createdAt.toISOString(),
        expiresAt: l.expiresAt.toISOString(),
        openedAt: l.openedAt?.toISOString() ?? null,
        usedAt: l.usedAt?.toISOString() ?? null,
      })),
    messages: messages.map((m) => ({
      id: m.id,
      kind: MESSAGE_KINDS.find((k) => k === m.kind) ?? "pay_link",
      to: m.to,
      subject: m.subject,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
    people: c.people,
  };
}
