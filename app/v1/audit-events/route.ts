import { apiRoute } from "@/lib/api/route";
import { auditEventView } from "@/lib/api/serializers/audit";
import { listAuditEvents } from "@/lib/audit/events";
import { AuditEventListResponse, ListAuditEventsQuery } from "@/lib/schemas/audit";

// GET /v1/audit-events: the agency's audit log, newest first. Administrators and admin keys (decision 040).
export const GET = apiRoute({
  permission: "audit",
  operation: {
    id: "listAuditEvents",
    tag: "Audit",
    summary: "List the agency's audit log",
    description:
      "Every change, who made it (a portal user, an API key, a customer paying by link, or the system) and when: binds, cancellations, refunds, referral decisions, sandbox clock moves, webhook endpoint changes, sign-ins and failed sign-ins, and more. Rows are written in the same transaction as the change and can never be changed or deleted. Filter by action (exact, or a prefix ending in a dot such as policy.), actor, objectType, objectId and a window of created[gte] and created[lt].",
  },
  query: ListAuditEventsQuery,
  response: { data: AuditEventListResponse.shape.data, description: "Newest first, cursor-paginated" },
  handler: async ({ db, agency, query }) => {
    const { items, nextCursor } = await listAuditEvents(db, agency.agencyId, query);
    return { items: items.map(auditEventView), nextCursor };
  },
});

export * from "@/app/v1/fallback";
