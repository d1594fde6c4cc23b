import { apiRoute } from "@/lib/api/route";
import { listPrograms } from "@/lib/programs/service";
import { ListProgramsQuery } from "@/lib/schemas/programs";

// GET /v1/programs?type=: the programs the caller's agency is appointed for
export const GET = apiRoute({
  query: ListProgramsQuery,
  handler: async ({ db, agency, query }) => ({ data: await listPrograms(db, agency.agencyId, query.type) }),
});
