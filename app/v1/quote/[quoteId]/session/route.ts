import { toSession } from "@/lib/api/serializers/session";
import { apiRoute } from "@/lib/api/route";
import { getSession } from "@/lib/quotes/session";
import { idParam } from "@/lib/schemas/common";
import { QuoteSessionResponse } from "@/lib/schemas/quote";
import { z } from "zod";

// GET /v1/quote/{quoteId}/session: the shopping session the folio belongs to, as one comparison
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "getQuoteSession",
    tag: "Quote",
    summary: "View the shopping session of a folio (latest attempt of every program)",
    description:
      "A session (group) gains a folio with every re-quote. This view merges them: for each program the latest attempt, with the folio that holds it (re-quote and bind through that quoteId), and every replaced attempt as history. Any folio of the session answers the same view.",
    errors: [404],
  },
  params: z.object({ quoteId: idParam("quote folio") }),
  response: { data: QuoteSessionResponse.shape.data, description: "The latest attempt of each program, a summary over them, and the replaced attempts" },
  handler: async ({ db, agency, params, services }) => toSession(await getSession(db, agency.agencyId, params.quoteId), services.billingFor(agency.livemode)),
});

export * from "@/app/v1/fallback";
