// Outbox messages -> the API's shape.
import "server-only";
import { MESSAGE_KINDS, type MessageKind, type MessageRecord } from "@/lib/db/queries/messages";
import type { MessageDetail, MessageRef, MessageView } from "@/lib/schemas/messages";
import type { z } from "zod";

export function messageRefView(m: MessageRecord): z.infer<typeof MessageRef> {
  return { id: m.id, to: m.to, status: m.status, attempts: m.attempts, lastError: m.lastError, sentAt: m.sentAt?.toISOString() ?? null };
}

/** The column holds one of MESSAGE_KINDS; rows from before kinds were written are pay links. */
function kindOf(kind: string): MessageKind {
  return MESSAGE_KINDS.find((k) => k === kind) ?? "pay_link";
}

export function messageView(m: MessageRecord): z.infer<typeof MessageView> {
  return {
    id: m.id,
    kind: kindOf(m.kind),
    to: m.to,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    payLinkId: m.payLinkId,
    insuredId: m.insuredId,
  };
}

export function messageDetailView(m: MessageRecord): z.infer<typeof MessageDetail> {
  return { ...messageView(m), text: m.textBody, html: m.htmlBody };
}
