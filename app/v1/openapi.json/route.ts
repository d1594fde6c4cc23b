import { buildOpenApiDocument } from "@/lib/api/openapi";
import { apiRoute } from "@/lib/api/route";

// GET /v1/openapi.json: the OpenAPI 3.1 document. Like every /v1 route but health it needs a key (or
// the portal session); the human-readable reference at /docs is public.
let cached: string | undefined;
export const GET = apiRoute({
  handler: async () => {
    cached ??= JSON.stringify(buildOpenApiDocument());
    return new Response(cached, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": "private, max-age=300" } });
  },
});
