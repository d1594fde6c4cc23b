import { apiRoute } from "@/lib/api/route";
import { deliveryView } from "@/lib/api/serializers/webhooks";
import { idParam } from "@/lib/schemas/common";
import { RedeliverRequest, RedeliverResponse } from "@/lib/schemas/webhooks";
import { redeliverEvent } from "@/lib/webhooks/events";
import { z } from "zod";

// POST /v1/events/{eventId}/redeliver: send the event again (same id), to one endpoint or to every subscribed one
export const POST = apiRoute({
  permission: "webhooks",
  operation: {
    id: "redeliverEvent",
    tag: "Webhooks",
    summary: "Redeliver an event",
    description:
      "Queues a new delivery of the same event (same id: receivers deduplicate on it) to endpointId, or to every enabled endpoint subscribed to its type. 409 when the endpoint named is disabled.",
    errors: [404, 409],
    example: { endpointId: "3f1c2b6e-8d2a-4c55-9a3e-2b7f0c1d9e41" },
  },
  params: z.object({ eventId: idParam("event") }),
  body: RedeliverRequest,
  response: { status: 202, data: RedeliverResponse.shape.data, description: "The deliveries queued (sent within moments)" },
  idempotent: "optional",
  handler: async ({ db, agency, params, body, services }) => {
    const deliveries = await redeliverEvent(db, agency.agencyId, params.eventId, { endpointId: body.endpointId });
    services.kickWebhooks();
    return { items: deliveries.map(deliveryView) };
  },
});

export * from "@/app/v1/fallback";
