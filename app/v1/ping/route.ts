import { apiRoute } from "@/lib/api/route";

// GET /v1/ping: confirms connectivity and the key, answering the agency it belongs to
export const GET = apiRoute({
  handler: async ({ agency }) => ({
    data: {
      ok: true,
      agency: { id: agency.agencyId, slug: agency.agencySlug, name: agency.agencyName },
      apiKey: agency.apiKeyId ? { id: agency.apiKeyId } : null,
      time: new Date().toISOString(),
    },
  }),
});
