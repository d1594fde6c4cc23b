import { apiRoute } from "@/lib/api/route";
import { messageView } from "@/lib/api/serializers/message";
import { listMessages } from "@/lib/mail/messages";
import { ListMessagesQuery, MessageListResponse } from "@/lib/schemas/messages";

// GET /v1/messages: the agency's outbox (emails sent, queued, failed, or stored without SMTP), newest first
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "listMessages",
    tag: "Bind",
    summary: "List the agency's sent messages (the outbox)",
    description:
      "Every email the app wrote for the agency (pay links, failed installments, rescinded cancellations, referral decisions), with its status: sent, queued for a retry, failed, or stored when no SMTP is configured, and the client it is about (insuredId; `insured_id` lists one client's). A producer whose agency keeps producers to their own book sees only the messages about their own clients.",
  },
  query: ListMessagesQuery,
  response: { data: MessageListResponse.shape.data, description: "Newest first, cursor-paginated" },
  handler: async ({ db, agency, query }) => {
    const { items, nextCursor } = await listMessages(db, agency.agencyId, query, agency.ownBookOf);
    return { items: items.map(messageView), nextCursor };
  },
});

export * from "@/app/v1/fallback";
