import { apiRoute } from "@/lib/api/route";
import { appetiteDetail } from "@/lib/appetite/service";
import { DetailsQuery } from "@/lib/schemas/appetite";

// GET /v1/appetite/classifications/{classificationId}/details?programId=: appetite details for one program
export const GET = apiRoute({
  query: DetailsQuery,
  handler: async ({ db, agency, params, query }) => {
    const { programId, ...facts } = query;
    return { data: await appetiteDetail(db, agency.agencyId, params.classificationId!, programId, facts) };
  },
});
