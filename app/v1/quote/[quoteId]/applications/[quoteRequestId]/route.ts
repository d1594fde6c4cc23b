import { toApplicationDetail } from "@/lib/api/serializers/application";
import { apiRoute } from "@/lib/api/route";
import { getApplicationOfAgency } from "@/lib/quotes/folios";
import { idParam } from "@/lib/schemas/common";
import { ApplicationDetailResponse } from "@/lib/schemas/quote";
import { z } from "zod";

// GET /v1/quote/{quoteId}/applications/{quoteRequestId}: the full application
export const GET = apiRoute({
  operation: { id: "getApplication", tag: "Quote", summary: "View one application (full)", errors: [404] },
  params: z.object({ quoteId: idParam("quote folio"), quoteRequestId: idParam("application") }),
  response: { data: ApplicationDetailResponse.shape.data, description: "The application with form schema, plan details and worksheet" },
  handler: async ({ db, agency, params, services }) => {
    const app = await getApplicationOfAgency(db, agency.agencyId, params.quoteId, params.quoteRequestId);
    return toApplicationDetail(app.folio, app, services.billing);
  },
});
