import { apiRoute } from "@/lib/api/route";
import { getProgramDetail } from "@/lib/programs/service";

// GET /v1/programs/{programId}/detail: coverages, options, endorsements, eligibility, form, payment plans
export const GET = apiRoute({
  handler: async ({ db, agency, params }) => ({ data: await getProgramDetail(db, agency.agencyId, params.programId!) }),
});
