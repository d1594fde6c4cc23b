import { apiRoute, requireUuid } from "@/lib/api/route";
import { viewApplication } from "@/lib/quotes/service";

// GET /v1/quote/{quoteId}/applications/{quoteRequestId}: the full application
export const GET = apiRoute({
  handler: async ({ db, agency, params }) => ({
    data: await viewApplication(db, agency.agencyId, requireUuid(params.quoteId, "quote folio"), requireUuid(params.quoteRequestId, "application")),
  }),
});
