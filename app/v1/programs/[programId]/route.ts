import { apiRoute } from "@/lib/api/route";
import { getProgram } from "@/lib/programs/service";

// GET /v1/programs/{programId}: one program card header (id or code)
export const GET = apiRoute({
  handler: async ({ db, agency, params }) => ({ data: await getProgram(db, agency.agencyId, params.programId!) }),
});
