// The agency's outbox: the emails the app wrote, with their status.
import { z } from "zod";
import { Timestamp, envelope } from "./common";

export const MessageStatusName = z
  .enum(["queued", "sent", "failed", "stored"])
  .describe(
    "queued: waiting to be sent or retried; sent: accepted by the SMTP server; failed: gave up after the last retry; stored: no SMTP configured, kept in the outbox",
  );
export const MessageRef = z.object({
  id: z.uuid(),
  to: z.string(),
  status: MessageStatusName,
  attempts: z.number().int(),
  lastError: z.string().nullable().describe("Why the last attempt failed (a retry may follow)"),
  sentAt: Timestamp.nullable(),
});
export const MessageView = z.object({
  id: z.uuid(),
  kind: z
    .enum(["pay_link", "installment_failed", "cancellation_rescinded", "referral_decision"])
    .describe(
      "pay_link: a link to pay sent to the customer; installment_failed: a saved card did not pay an installment; cancellation_rescinded: a non-payment cancellation was withdrawn because nothing is overdue any more; referral_decision: a carrier's underwriter approved or declined a referral (to the agency's producers)",
    ),
  to: z.string(),
  subject: z.string(),
  status: MessageStatusName,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: Timestamp,
  sentAt: Timestamp.nullable(),
  payLinkId: z.uuid().nullable(),
  insuredId: z
    .uuid()
    .nullable()
    .describe("The client the message is about (GET /v1/insureds/{insuredId}); null only for messages kept from before clients were recorded on them"),
});
export const MessageDetail = MessageView.extend({ text: z.string(), html: z.string() });
export const ListMessagesQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
    insured_id: z.uuid().optional().describe("Only the messages about this client"),
  })
  .strict();
export const MessageListResponse = envelope(z.object({ items: z.array(MessageView), nextCursor: z.string().nullable() }));
export const MessageResponse = envelope(MessageDetail);
