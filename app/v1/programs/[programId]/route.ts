import { programHeader } from "@/lib/api/serializers/program";
import { apiRoute } from "@/lib/api/route";
import { getAppointedProgram } from "@/lib/programs/service";
import { refParam } from "@/lib/schemas/common";
import { ProgramHeaderResponse } from "@/lib/schemas/programs";
import { z } from "zod";

// GET /v1/programs/{programId}: one program card header (id or code)
export const GET = apiRoute({
  permission: "read",
  operation: { id: "getProgram", tag: "Programs", summary: "Get program by ID (or code)", errors: [404] },
  params: z.object({ programId: refParam("program (id or code)") }),
  response: { data: ProgramHeaderResponse.shape.data, description: "The program card header" },
  handler: async ({ db, agency, params }) => programHeader(await getAppointedProgram(db, agency.agencyId, params.programId)),
});

export * from "@/app/v1/fallback";
