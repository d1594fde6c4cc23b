import { apiRoute } from "@/lib/api/route";
import { endpointView } from "@/lib/api/serializers/webhooks";
import { idParam } from "@/lib/schemas/common";
import { DeletedResponse, UpdateWebhookEndpointRequest, WebhookEndpointResponse } from "@/lib/schemas/webhooks";
import { changeEndpoint, getEndpoint, removeEndpoint } from "@/lib/webhooks/endpoints";
import { z } from "zod";

const params = z.object({ endpointId: idParam("webhook endpoint") });

// GET /v1/webhook-endpoints/{endpointId}: one endpoint, with why it was disabled if it was
export const GET = apiRoute({
  permission: "webhooks",
  operation: { id: "getWebhookEndpoint", tag: "Webhooks", summary: "Read a webhook endpoint", errors: [404] },
  params,
  response: { data: WebhookEndpointResponse.shape.data, description: "The endpoint (its secret is never shown again)" },
  handler: async ({ db, agency, params }) => endpointView(await getEndpoint(db, agency.agencyId, params.endpointId), agency.livemode),
});

// PATCH /v1/webhook-endpoints/{endpointId}: change the url, event types or description; status enabled re-enables it
export const PATCH = apiRoute({
  permission: "webhooks",
  operation: {
    id: "updateWebhookEndpoint",
    tag: "Webhooks",
    summary: "Change or re-enable a webhook endpoint",
    description:
      "status: enabled re-enables an endpoint disabled after repeated failures (its failure count starts again, and its pending deliveries resume); disabled stops sending to it.",
    errors: [404],
    example: { status: "enabled" },
  },
  params,
  body: UpdateWebhookEndpointRequest,
  response: { data: WebhookEndpointResponse.shape.data, description: "The endpoint as changed" },
  handler: async ({ db, agency, params, body, services, requestId }) => {
    const endpoint = await changeEndpoint(db, agency.agencyId, params.endpointId, body, {
      allowPrivate: services.webhooks.allowPrivate,
      audit: { actor: agency.actor, requestId },
    });
    if (endpoint.status === "enabled") services.kickWebhooks();
    return endpointView(endpoint, agency.livemode);
  },
});

// DELETE /v1/webhook-endpoints/{endpointId}: stop sending there; its deliveries and their log go with it (the events stay)
export const DELETE = apiRoute({
  permission: "webhooks",
  operation: { id: "deleteWebhookEndpoint", tag: "Webhooks", summary: "Delete a webhook endpoint", errors: [404] },
  params,
  response: { data: DeletedResponse.shape.data, description: "Deleted, with its deliveries" },
  handler: async ({ db, agency, params, requestId }) => {
    await removeEndpoint(db, agency.agencyId, params.endpointId, { actor: agency.actor, requestId });
    return { id: params.endpointId, deleted: true as const };
  },
});

export * from "@/app/v1/fallback";
