import { buildOpenApiDocument } from "@/lib/api/openapi";
import { apiRoute } from "@/lib/api/route";
import { z } from "zod";
import { processState } from "@/lib/process-state";

// GET /v1/openapi.json: the OpenAPI 3.1 document. Like every /v1 route but health it needs a key (or
// the portal session); the human-readable reference at /docs is public.
export const GET = apiRoute({
  permission: "read",
  operation: { id: "openapi", tag: "System", summary: "This OpenAPI 3.1 document" },
  response: { data: z.record(z.string(), z.unknown()), description: "The document (also browsable at /docs)" },
  handler: async () => {
    // Imported here, not at the top: the registry imports this module too.
    const { ROUTES } = await import("../routes");
    const document = processState("openapi.document", () => JSON.stringify(buildOpenApiDocument(ROUTES)));
    return new Response(document, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": "private, max-age=300" } });
  },
});

export * from "@/app/v1/fallback";
