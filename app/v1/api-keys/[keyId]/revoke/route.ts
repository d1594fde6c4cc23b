import { apiRoute } from "@/lib/api/route";
import { apiKeyView } from "@/lib/api/serializers/team";
import { idParam } from "@/lib/schemas/common";
import { ApiKeyResponse } from "@/lib/schemas/team";
import { revokeKey } from "@/lib/team/api-keys";
import { z } from "zod";

// POST /v1/api-keys/{keyId}/revoke: the key authenticates nothing from this answer on
export const POST = apiRoute({
  permission: "keys",
  operation: {
    id: "revokeApiKey",
    tag: "Team",
    summary: "Revoke an API key",
    description:
      "From this answer on the key is refused (401) by every process of the service. Revoking a revoked key changes nothing and answers it as it is. A key may revoke itself.",
    errors: [404],
  },
  params: z.object({ keyId: idParam("API key") }),
  response: { data: ApiKeyResponse.shape.data, description: "The key, revoked" },
  idempotent: "optional",
  handler: async ({ db, agency, params, requestId, services }) => apiKeyView(await revokeKey(db, agency, params.keyId, { requestId, cache: services.apiKeys })),
});

export * from "@/app/v1/fallback";
