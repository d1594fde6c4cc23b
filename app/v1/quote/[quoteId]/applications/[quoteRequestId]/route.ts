import { conditionalView, renderedViews } from "@/lib/api/conditional";
import { toApplicationDetail } from "@/lib/api/serializers/application";
import { prefilledView } from "@/lib/api/serializers/questionnaire";
import { apiRoute } from "@/lib/api/route";
import { getApplicationView } from "@/lib/quotes/folios";
import { idParam } from "@/lib/schemas/common";
import { ApplicationViewDetail } from "@/lib/schemas/answers";
import { z } from "zod";

// GET /v1/quote/{quoteId}/applications/{quoteRequestId}: the full application

export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "getApplication",
    tag: "Quote",
    summary: "View one application (full)",
    description:
      "The application with its program's JSON Schema form (`applicationForm`), its answers (`formPayload`) and `prefilled`: the answers that are the client's, by form key, with the canonical question each answers and who answered it, when and where (decision 033). Carries an ETag like the folio view (it changes with any change to the folio, its applications or the client's answers); If-None-Match answers 304.",
    errors: [404],
  },
  params: z.object({ quoteId: idParam("quote folio"), quoteRequestId: idParam("application") }),
  conditional: true,
  response: {
    data: ApplicationViewDetail,
    description: "The application with form schema, where its answers were pre-filled from, plan details and worksheet",
  },
  handler: async ({ req, db, agency, params, services }) => {
    const now = new Date();
    return conditionalView(
      req,
      services.billingFor(agency.livemode),
      (known) => getApplicationView(db, agency.agencyId, params.quoteId, params.quoteRequestId, known, now),
      (app) =>
        JSON.stringify({
          success: true,
          data: { ...toApplicationDetail(app.folio, app, services.billingFor(agency.livemode), now), prefilled: prefilledView(app.prefilled) },
        }),
      { views: renderedViews("getApplication"), key: `${agency.agencyId}/${params.quoteId}/${params.quoteRequestId}` },
    );
  },
});

export * from "@/app/v1/fallback";
