import { apiRoute } from "@/lib/api/route";
import { eventView } from "@/lib/api/serializers/webhooks";
import { EventListResponse, ListEventsQuery } from "@/lib/schemas/webhooks";
import { listEvents } from "@/lib/webhooks/events";

// GET /v1/events: the agency's events, newest first (for pollers; the same events webhooks deliver)
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "listEvents",
    tag: "Webhooks",
    summary: "List the agency's events",
    description:
      "Every event is written with the change it reports and kept here whether or not an endpoint receives it. Filter with type and a window of created[gte] and created[lt]; total counts every match up to 1,000 (totalCapped says when more match), so a reconciliation over a window of up to 1,000 events can check it received them all.",
  },
  query: ListEventsQuery,
  response: { data: EventListResponse.shape.data, description: "Newest first, cursor-paginated" },
  handler: async ({ db, agency, query }) => {
    const { items, nextCursor, total, totalCapped } = await listEvents(db, agency.agencyId, query);
    return { items: items.map((e) => eventView(e, agency.livemode)), nextCursor, total, totalCapped };
  },
});

export * from "@/app/v1/fallback";
