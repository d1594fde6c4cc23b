import { apiRoute } from "@/lib/api/route";
import { endpointView, endpointWithSecretView } from "@/lib/api/serializers/webhooks";
import { createEndpoint, getEndpoint, listEndpoints } from "@/lib/webhooks/endpoints";
import { CreateWebhookEndpointRequest, WebhookEndpointListResponse, WebhookEndpointSecretResponse } from "@/lib/schemas/webhooks";

// POST /v1/webhook-endpoints: register a receiver of events; its signing secret is shown only in this answer
export const POST = apiRoute({
  permission: "webhooks",
  operation: {
    id: "createWebhookEndpoint",
    tag: "Webhooks",
    summary: "Register a webhook endpoint",
    description:
      'Events of the types in enabledEvents (or every type, with ["*"]) are POSTed to url, signed by Standard Webhooks with the secret in this answer (whsec_...; it is not shown again). Loopback, private and reserved addresses are refused (unless the server is set to allow them). At most 16 endpoints per agency (409).',
    errors: [409],
    example: {
      url: "https://partner.example.com/hooks/quoting",
      enabledEvents: ["policy.bound", "policy.cancelled", "payment.failed"],
      description: "Policy admin sync",
    },
  },
  body: CreateWebhookEndpointRequest,
  response: { status: 201, data: WebhookEndpointSecretResponse.shape.data, description: "The endpoint, and its signing secret (shown once)" },
  idempotent: "optional",
  handler: async ({ db, agency, body, services, onCommit, requestId }) =>
    endpointWithSecretView(
      await createEndpoint(db, agency.agencyId, body, {
        allowPrivate: services.webhooks.allowPrivate,
        audit: { actor: agency.actor, requestId },
        ...(onCommit ? { onCommit } : {}),
      }),
      agency.livemode,
    ),
  // The request that made it died before answering: the same endpoint and its secret (never shown yet).
  recover: async ({ db, agency }, endpointId) => {
    const endpoint = await getEndpoint(db, agency.agencyId, endpointId);
    return endpointWithSecretView({ endpoint, secret: endpoint.secret }, agency.livemode);
  },
});

// GET /v1/webhook-endpoints: the agency's endpoints, oldest first
export const GET = apiRoute({
  permission: "webhooks",
  operation: { id: "listWebhookEndpoints", tag: "Webhooks", summary: "List the agency's webhook endpoints" },
  response: { data: WebhookEndpointListResponse.shape.data, description: "Oldest first; secrets are never listed" },
  handler: async ({ db, agency }) => ({ items: (await listEndpoints(db, agency.agencyId)).map((e) => endpointView(e, agency.livemode)) }),
});

export * from "@/app/v1/fallback";
