import { apiRoute } from "@/lib/api/route";
import { apiKeyView } from "@/lib/api/serializers/team";
import { ApiKeyListResponse, ApiKeySecretResponse, CreateApiKeyRequest } from "@/lib/schemas/team";
import { listApiKeys, makeApiKey } from "@/lib/team/api-keys";

// POST /v1/api-keys: a new key with a name and a scope; the key itself is in this answer only
export const POST = apiRoute({
  permission: "keys",
  operation: {
    id: "createApiKey",
    tag: "Team",
    summary: "Create an API key",
    description:
      "The answer's secret is the key (qk_live_... in live mode, qk_test_... in test mode: the mode of the caller): store it now, it is never shown again (only its hash is kept). The scope fixes what the key may do; to change it, make another key and revoke this one. The key is pinned to today's API version. Takes no Idempotency-Key: the secret is not kept anywhere to replay, so a lost answer means revoking the key and making another.",
    example: { name: "Partner rater (production)", scope: "quote_and_bind" },
  },
  body: CreateApiKeyRequest,
  response: { status: 201, data: ApiKeySecretResponse.shape.data, description: "The key, and its secret (shown once)" },
  handler: async ({ db, agency, body, requestId }) => {
    const made = await makeApiKey(db, agency, body, { requestId });
    return { ...apiKeyView(made.key), secret: made.secret };
  },
});

// GET /v1/api-keys: the agency's keys, newest first, with when each was last used
export const GET = apiRoute({
  permission: "keys",
  operation: { id: "listApiKeys", tag: "Team", summary: "List the agency's API keys" },
  response: { data: ApiKeyListResponse.shape.data, description: "Newest first; revoked keys too. Secrets are never listed" },
  handler: async ({ db, agency }) => ({ items: (await listApiKeys(db, agency.agencyId)).map(apiKeyView) }),
});

export * from "@/app/v1/fallback";
