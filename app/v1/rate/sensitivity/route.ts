import { bakeryRisk } from "@/lib/api/examples";
import { sensitivityView } from "@/lib/api/serializers/rate";
import { apiRoute } from "@/lib/api/route";
import { sensitivity } from "@/lib/quotes/rate";
import { SensitivityRequest, SensitivityResponse } from "@/lib/schemas/rate";

// POST /v1/rate/sensitivity: one program priced across coverage options, as a grid of totals
export const POST = apiRoute({
  permission: "quote",
  operation: {
    id: "rateSensitivity",
    tag: "Rate",
    summary: "Sensitivity analysis across coverage options",
    errors: [404],
    example: { program: "KM-BOP", ...bakeryRisk, vary: { glLimit: "all", bppLimit: [50000, 100000, 250000], deductible: "all" }, mode: "grid" },
  },
  body: SensitivityRequest,
  response: { data: SensitivityResponse.shape.data, description: "A grid of totals, annual and monthly" },
  handler: async ({ db, agency, body, raw, services }) => sensitivityView(await sensitivity(db, agency.agencyId, body, raw, services.rateDeps)),
});

export * from "@/app/v1/fallback";
