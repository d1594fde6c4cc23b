import { catalogView } from "@/lib/api/serializers/appetite";
import { apiRoute } from "@/lib/api/route";
import { catalogFor } from "@/lib/appetite/service";
import { indicativePricer } from "@/lib/quotes/rate";
import { AppetiteQuery, CatalogResponse } from "@/lib/schemas/appetite";
import { refParam } from "@/lib/schemas/common";
import { z } from "zod";

// GET /v1/appetite/classifications/{classificationId}/catalog: programs, coverages, option ranges, price bands
export const GET = apiRoute({
  permission: "read",
  operation: { id: "classificationCatalog", tag: "Appetite", summary: "Full catalog for a classification", errors: [404] },
  params: z.object({ classificationId: refParam("classification (id or code)") }),
  query: AppetiteQuery,
  response: { data: CatalogResponse.shape.data, description: "Programs, coverages, option ranges and indicative price bands" },
  handler: async ({ db, agency, params, query, services }) =>
    catalogView(await catalogFor(db, agency.agencyId, params.classificationId, query, indicativePricer(services.rateDeps))),
});

export * from "@/app/v1/fallback";
