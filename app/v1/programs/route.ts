import { programHeader } from "@/lib/api/serializers/program";
import { apiRoute } from "@/lib/api/route";
import { listPrograms } from "@/lib/programs/service";
import { ListProgramsQuery, ProgramListResponse } from "@/lib/schemas/programs";

// GET /v1/programs?type=: the programs the caller's agency is appointed for
export const GET = apiRoute({
  permission: "read",
  operation: { id: "listPrograms", tag: "Programs", summary: "List programs available to the caller" },
  query: ListProgramsQuery,
  response: { data: ProgramListResponse.shape.data, description: "Appointed programs" },
  handler: async ({ db, agency, query }) => ({ items: (await listPrograms(db, agency.agencyId, query.type)).map(programHeader) }),
});

export * from "@/app/v1/fallback";
