import { apiRoute } from "@/lib/api/route";
import { deliveryView } from "@/lib/api/serializers/webhooks";
import { idParam } from "@/lib/schemas/common";
import { WebhookDeliveryListResponse } from "@/lib/schemas/webhooks";
import { eventDeliveries } from "@/lib/webhooks/events";
import { z } from "zod";

// GET /v1/events/{eventId}/deliveries: where the event was sent, and every attempt (status, duration, the answer's first KB)
export const GET = apiRoute({
  permission: "read",
  operation: { id: "listEventDeliveries", tag: "Webhooks", summary: "List an event's deliveries and their attempts", errors: [404] },
  params: z.object({ eventId: idParam("event") }),
  response: { data: WebhookDeliveryListResponse.shape.data, description: "Oldest first, redeliveries included, each with its attempts" },
  handler: async ({ db, agency, params }) => ({ items: (await eventDeliveries(db, agency.agencyId, params.eventId)).map(deliveryView) }),
});

export * from "@/app/v1/fallback";
