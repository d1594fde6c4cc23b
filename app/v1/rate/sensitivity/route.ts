import { apiRoute } from "@/lib/api/route";
import { sensitivity } from "@/lib/quotes/rate";
import { rateDeps } from "@/lib/quotes/service";
import { SensitivityRequest } from "@/lib/schemas/rate";

// POST /v1/rate/sensitivity: one program priced across coverage options, as a grid of totals
export const POST = apiRoute({
  body: SensitivityRequest,
  handler: async ({ db, agency, body, raw }) => ({ data: await sensitivity(db, agency.agencyId, body, raw, rateDeps()) }),
});
