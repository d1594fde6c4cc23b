import { bakeryRisk } from "@/lib/api/examples";
import { rateResultView } from "@/lib/api/serializers/rate";
import { apiRoute } from "@/lib/api/route";
import { rateRisk } from "@/lib/quotes/rate";
import { RateRequest, RateResponse } from "@/lib/schemas/rate";

// POST /v1/rate: indicative prices for a risk at every eligible appointed program, without a folio
export const POST = apiRoute({
  permission: "quote",
  operation: {
    id: "rate",
    tag: "Rate",
    summary: "Rate eligible programs for a risk",
    description: "Indicative prices with rating worksheets, and declines with reasons, without creating a folio. Same validation as create-quote.",
    example: { ...bakeryRisk, program_type: "BOP" },
  },
  body: RateRequest,
  response: { data: RateResponse.shape.data, description: "One result per program" },
  handler: async ({ db, agency, body, raw, services }) => {
    const rated = await rateRisk(db, agency.agencyId, body, raw, services.rateDeps);
    return { ratedAt: rated.ratedAt.toISOString(), results: rated.results.map(rateResultView) };
  },
});

export * from "@/app/v1/fallback";
