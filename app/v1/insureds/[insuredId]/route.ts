import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { toInsuredDetail, toInsuredView } from "@/lib/api/serializers/insured";
import { getInsured, updateInsured } from "@/lib/insureds/insureds";
import { idParam } from "@/lib/schemas/common";
import { InsuredDetailResponse, InsuredResponse, UpdateInsuredRequest } from "@/lib/schemas/insureds";

const params = z.object({ insuredId: idParam("insured") });

// GET /v1/insureds/{insuredId}: the insured, with its newest folios and policies
export const GET = apiRoute({
  operation: { id: "getInsured", tag: "Insureds", summary: "Read an insured, with its quotes and policies", errors: [404] },
  params,
  response: { data: InsuredDetailResponse.shape.data, description: "The insured" },
  handler: async ({ db, agency, params }) => {
    const { insured, activity } = await getInsured(db, agency.agencyId, params.insuredId);
    return toInsuredDetail(insured, activity);
  },
});

// PATCH /v1/insureds/{insuredId}: change its facts; exposures are recorded per policy year, earlier figures kept
export const PATCH = apiRoute({
  operation: {
    id: "updateInsured",
    tag: "Insureds",
    summary: "Update an insured",
    description:
      "Only what changes. Lists given (contacts, locations, classCodes) replace the insured's; exposures are recorded for their policy years (a field left out keeps its value), the earlier figures kept in exposureHistory; null clears a field. Folios already made keep the figures they were rated on.",
    errors: [400, 404],
    example: { exposures: [{ policyYear: 2027, annualRevenue: 520000 }] },
  },
  params,
  body: UpdateInsuredRequest,
  response: { data: InsuredResponse.shape.data, description: "The insured as changed" },
  handler: async ({ db, agency, params, body }) => toInsuredView(await updateInsured(db, agency.agencyId, params.insuredId, body, "api")),
});

export * from "@/app/v1/fallback";
