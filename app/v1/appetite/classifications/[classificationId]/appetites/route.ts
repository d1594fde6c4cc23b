import { appetiteView, classificationView } from "@/lib/api/serializers/appetite";
import { apiRoute } from "@/lib/api/route";
import { appetitesFor } from "@/lib/appetite/service";
import { AppetiteQuery, AppetitesResponse } from "@/lib/schemas/appetite";
import { refParam } from "@/lib/schemas/common";
import { z } from "zod";

// GET /v1/appetite/classifications/{classificationId}/appetites: in or out of appetite per appointed program
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "classificationAppetites",
    tag: "Appetite",
    summary: "Appetites for a classification",
    description:
      "For each appointed business program: in or out of appetite, with the same reasons a quote's decline gives. Optional state, annualRevenue and employeeCount narrow the answer.",
    errors: [404],
  },
  params: z.object({ classificationId: refParam("classification (id or code)") }),
  query: AppetiteQuery,
  response: { data: AppetitesResponse.shape.data, description: "Per-program appetite" },
  handler: async ({ db, agency, params, query }) => {
    const { classification, items } = await appetitesFor(db, agency.agencyId, params.classificationId, query);
    return { classification: classificationView(classification), items: items.map(appetiteView) };
  },
});

export * from "@/app/v1/fallback";
