import { apiRoute } from "@/lib/api/route";
import { apiKeyView } from "@/lib/api/serializers/team";
import { idParam } from "@/lib/schemas/common";
import { ApiKeyResponse } from "@/lib/schemas/team";
import { getApiKey } from "@/lib/team/api-keys";
import { z } from "zod";

// GET /v1/api-keys/{keyId}: one key (never its secret)
export const GET = apiRoute({
  permission: "keys",
  operation: { id: "getApiKey", tag: "Team", summary: "Get an API key", errors: [404] },
  params: z.object({ keyId: idParam("API key") }),
  response: { data: ApiKeyResponse.shape.data, description: "The key, without its secret" },
  handler: async ({ db, agency, params }) => apiKeyView(await getApiKey(db, agency.agencyId, params.keyId)),
});

export * from "@/app/v1/fallback";
