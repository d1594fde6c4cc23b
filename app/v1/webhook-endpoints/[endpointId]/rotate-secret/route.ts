import { apiRoute } from "@/lib/api/route";
import { endpointWithSecretView } from "@/lib/api/serializers/webhooks";
import { idParam } from "@/lib/schemas/common";
import { RotateSecretRequest, WebhookEndpointSecretResponse } from "@/lib/schemas/webhooks";
import { rotateSecret } from "@/lib/webhooks/endpoints";
import { z } from "zod";

// POST /v1/webhook-endpoints/{endpointId}/rotate-secret: a new signing secret; the old one keeps signing beside it for a while
export const POST = apiRoute({
  permission: "webhooks",
  operation: {
    id: "rotateWebhookSecret",
    tag: "Webhooks",
    summary: "Rotate a webhook endpoint's signing secret",
    description:
      "Returns the new secret (shown once). Until previousSecretExpiresAt (expiresInHours, default 24) every delivery's webhook-signature carries two v1 signatures, one per secret, so the receiver can switch secrets without missing an event. Rotating again replaces the older secret.",
    errors: [404],
    example: { expiresInHours: 24 },
  },
  params: z.object({ endpointId: idParam("webhook endpoint") }),
  body: RotateSecretRequest,
  response: { data: WebhookEndpointSecretResponse.shape.data, description: "The endpoint and its new secret (shown once)" },
  idempotent: "optional",
  handler: async ({ db, agency, params, body, requestId }) =>
    endpointWithSecretView(
      await rotateSecret(db, agency.agencyId, params.endpointId, body.expiresInHours, { actor: agency.actor, requestId }),
      agency.livemode,
    ),
});

export * from "@/app/v1/fallback";
