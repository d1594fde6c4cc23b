import { apiRoute } from "@/lib/api/route";
import { appetitesFor } from "@/lib/appetite/service";
import { AppetiteQuery } from "@/lib/schemas/appetite";

// GET /v1/appetite/classifications/{classificationId}/appetites: in or out of appetite per appointed program
export const GET = apiRoute({
  query: AppetiteQuery,
  handler: async ({ db, agency, params, query }) => ({ data: await appetitesFor(db, agency.agencyId, params.classificationId!, query) }),
});
