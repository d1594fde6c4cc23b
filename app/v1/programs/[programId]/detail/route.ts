import { programDetail } from "@/lib/api/serializers/program";
import { apiRoute } from "@/lib/api/route";
import { getAppointedProgram } from "@/lib/programs/service";
import { refParam } from "@/lib/schemas/common";
import { ProgramDetailResponse } from "@/lib/schemas/programs";
import { z } from "zod";

// GET /v1/programs/{programId}/detail: coverages, options, endorsements, eligibility, form, payment plans
export const GET = apiRoute({
  permission: "read",
  operation: { id: "getProgramDetail", tag: "Programs", summary: "Get full detail on one program", errors: [404] },
  params: z.object({ programId: refParam("program (id or code)") }),
  response: { data: ProgramDetailResponse.shape.data, description: "Coverages, options, eligibility, form, payment plans" },
  handler: async ({ db, agency, params }) => programDetail(await getAppointedProgram(db, agency.agencyId, params.programId)),
});

export * from "@/app/v1/fallback";
