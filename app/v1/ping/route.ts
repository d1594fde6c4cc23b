import { apiRoute } from "@/lib/api/route";
import { PingResponse } from "@/lib/schemas/system";

// GET /v1/ping: confirms connectivity and the key, answering the agency it belongs to
export const GET = apiRoute({
  permission: "read",
  operation: { id: "ping", tag: "System", summary: "Confirm API connectivity and the key" },
  response: { data: PingResponse.shape.data, description: "The agency the key belongs to, and the key's mode" },
  handler: async ({ agency }) => ({
    ok: true as const,
    agency: { id: agency.agencyId, slug: agency.agencySlug, name: agency.agencyName },
    livemode: agency.livemode,
    apiKey: agency.apiKeyId ? { id: agency.apiKeyId } : null,
    time: new Date().toISOString(),
  }),
});

export * from "@/app/v1/fallback";
