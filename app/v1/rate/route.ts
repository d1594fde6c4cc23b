import { apiRoute } from "@/lib/api/route";
import { rateRisk } from "@/lib/quotes/rate";
import { rateDeps } from "@/lib/quotes/service";
import { RateRequest } from "@/lib/schemas/rate";

// POST /v1/rate: indicative prices for a risk at every eligible appointed program, without a folio
export const POST = apiRoute({
  body: RateRequest,
  handler: async ({ db, agency, body, raw }) => ({ data: await rateRisk(db, agency.agencyId, body, raw, rateDeps()) }),
});
