import { conditionalView, renderedViews } from "@/lib/api/conditional";
import { toApplicationDetail } from "@/lib/api/serializers/application";
import { apiRoute } from "@/lib/api/route";
import { getApplicationView } from "@/lib/quotes/folios";
import { idParam } from "@/lib/schemas/common";
import { ApplicationDetailResponse } from "@/lib/schemas/quote";
import { z } from "zod";

// GET /v1/quote/{quoteId}/applications/{quoteRequestId}: the full application
// This process's rendered views, by ETag: a view read again unchanged is one indexed read (decision 015).
let rendered: ReturnType<typeof renderedViews> | undefined;

export const GET = apiRoute({
  operation: {
    id: "getApplication",
    tag: "Quote",
    summary: "View one application (full)",
    description: "Carries an ETag like the folio view (it changes with any change to the folio or its applications); If-None-Match answers 304.",
    errors: [404],
  },
  params: z.object({ quoteId: idParam("quote folio"), quoteRequestId: idParam("application") }),
  conditional: true,
  response: { data: ApplicationDetailResponse.shape.data, description: "The application with form schema, plan details and worksheet" },
  handler: async ({ req, db, agency, params, services }) => {
    const now = new Date();
    return conditionalView(
      req,
      services.billing,
      (known) => getApplicationView(db, agency.agencyId, params.quoteId, params.quoteRequestId, known, now),
      (app) => JSON.stringify({ success: true, data: toApplicationDetail(app.folio, app, services.billing, now) }),
      { views: (rendered ??= renderedViews()), key: `${agency.agencyId}/${params.quoteId}/${params.quoteRequestId}` },
    );
  },
});

export * from "@/app/v1/fallback";
