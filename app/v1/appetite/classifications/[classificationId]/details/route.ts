import { appetiteDetailView } from "@/lib/api/serializers/appetite";
import { apiRoute } from "@/lib/api/route";
import { appetiteDetail } from "@/lib/appetite/service";
import { AppetiteDetailResponse, DetailsQuery } from "@/lib/schemas/appetite";
import { refParam } from "@/lib/schemas/common";
import { z } from "zod";

// GET /v1/appetite/classifications/{classificationId}/details?programId=: appetite details for one program
export const GET = apiRoute({
  permission: "read",
  operation: { id: "classificationAppetiteDetails", tag: "Appetite", summary: "Appetite details (program-filtered)", errors: [404] },
  params: z.object({ classificationId: refParam("classification (id or code)") }),
  query: DetailsQuery,
  response: { data: AppetiteDetailResponse.shape.data, description: "One program's appetite for the class" },
  handler: async ({ db, agency, params, query }) => {
    const { programId, ...facts } = query;
    return appetiteDetailView(await appetiteDetail(db, agency.agencyId, params.classificationId, programId, facts));
  },
});

export * from "@/app/v1/fallback";
