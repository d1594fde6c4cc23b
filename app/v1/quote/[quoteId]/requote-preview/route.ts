import { toRequotePreview } from "@/lib/api/serializers/requote-preview";
import { apiRoute } from "@/lib/api/route";
import { previewRequote } from "@/lib/quotes/create-quote";
import { idParam } from "@/lib/schemas/common";
import { RequotePreviewResponse, RequoteRequest } from "@/lib/schemas/quote";
import { z } from "zod";

// POST /v1/quote/{quoteId}/requote-preview: what POST /v1/quote/{quoteId} with this body would change, recording nothing
export const POST = apiRoute({
  permission: "quote",
  operation: {
    id: "previewRequote",
    tag: "Quote",
    summary: "Preview a re-quote",
    description:
      "A dry run of the re-quote with the same body: the same merge and the same checks (its 400s are the re-quote's), and nothing recorded. Answers the folio-wide fields that change (from, to), each program it re-quotes with every option before and after (from its latest attempt in the session) and its endorsements, and the session's programs it leaves alone (decision 031).",
    errors: [400, 404, 409],
    example: { annual_revenue: 900000 },
  },
  params: z.object({ quoteId: idParam("quote folio") }),
  body: RequoteRequest,
  response: { data: RequotePreviewResponse.shape.data, description: "What the re-quote would change" },
  handler: async ({ services, agency, params, body, raw }) => toRequotePreview(await previewRequote(services.db, agency.agencyId, params.quoteId, body, raw)),
});

export * from "@/app/v1/fallback";
