import { apiRoute } from "@/lib/api/route";
import { eventView } from "@/lib/api/serializers/webhooks";
import { idParam } from "@/lib/schemas/common";
import { EventResponse } from "@/lib/schemas/webhooks";
import { getEvent } from "@/lib/webhooks/events";
import { z } from "zod";

// GET /v1/events/{eventId}: one event, exactly as its webhooks deliver it
export const GET = apiRoute({
  permission: "read",
  operation: { id: "getEvent", tag: "Webhooks", summary: "Read an event", errors: [404] },
  params: z.object({ eventId: idParam("event") }),
  response: { data: EventResponse.shape.data, description: "The event: the body its deliveries POST" },
  handler: async ({ db, agency, params }) => eventView(await getEvent(db, agency.agencyId, params.eventId), agency.livemode),
});

export * from "@/app/v1/fallback";
