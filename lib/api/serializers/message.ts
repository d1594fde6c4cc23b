// Outbox messages -> the API's shape.
import "server-only";
import type { MessageRecord } from "@/lib/db/queries/messages";
import type { MessageDetail, MessageRef, MessageView } from "@/lib/schemas/bind";
import type { z } from "zod";

export function messageRefView(m: MessageRecord): z.infer<typeof MessageRef> {
  return { id: m.id, to: m.to, status: m.status, attempts: m.attempts, lastError: m.lastError, sentAt: m.sentAt?.toISOString() ?? null };
}

export function messageView(m: MessageRecord): z.infer<typeof MessageView> {
  return {
    id: m.id,
    kind: m.kind === "installment_failed" ? "installment_failed" : "pay_link",
    to: m.to,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    payLinkId: m.payLinkId,
  };
}

export function messageDetailView(m: MessageRecord): z.infer<typeof MessageDetail> {
  return { ...messageView(m), text: m.textBody, html: m.htmlBody };
}
