import { buildOpenApiDocument } from "@/lib/api/openapi";

// GET /v1/openapi.json: the OpenAPI 3.1 document (public, like the reference at /docs)
let cached: string | undefined;
export function GET() {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return new Response(cached, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300" } });
}
