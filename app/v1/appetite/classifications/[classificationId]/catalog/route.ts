import { apiRoute } from "@/lib/api/route";
import { catalogFor } from "@/lib/appetite/service";
import { indicativePricer } from "@/lib/quotes/rate";
import { rateDeps } from "@/lib/quotes/service";
import { AppetiteQuery } from "@/lib/schemas/appetite";

// GET /v1/appetite/classifications/{classificationId}/catalog: programs, coverages, option ranges, price bands
export const GET = apiRoute({
  query: AppetiteQuery,
  handler: async ({ db, agency, params, query }) => ({
    data: await catalogFor(db, agency.agencyId, params.classificationId!, query, indicativePricer(rateDeps())),
  }),
});
