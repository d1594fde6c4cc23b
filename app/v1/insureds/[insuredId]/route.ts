import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { toClientDetail } from "@/lib/api/serializers/client-record";
import { toInsuredView } from "@/lib/api/serializers/insured";
import { clientRecord } from "@/lib/insureds/client-record";
import { updateInsured } from "@/lib/insureds/insureds";
import { idParam } from "@/lib/schemas/common";
import { InsuredDetailResponse, InsuredResponse, UpdateInsuredRequest } from "@/lib/schemas/insureds";

const params = z.object({ insuredId: idParam("insured") });

// GET /v1/insureds/{insuredId}: the insured, with its newest folios and policies
export const GET = apiRoute({
  permission: "read",
  operation: { id: "getInsured", tag: "Insureds", summary: "Read an insured, with its quotes, policies, renewals due and what happened", errors: [404] },
  params,
  response: { data: InsuredDetailResponse.shape.data, description: "The insured" },
  handler: async ({ db, agency, params }) => toClientDetail(await clientRecord(db, agency.agencyId, params.insuredId, agency.ownBookOf), agency.livemode),
});

// PATCH /v1/insureds/{insuredId}: change its facts; exposures are recorded per policy year, earlier figures kept
export const PATCH = apiRoute({
  permission: "quote",
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
  handler: async ({ db, agency, params, body }) => toInsuredView(await updateInsured(db, agency.agencyId, params.insuredId, body, "api"), agency.livemode),
});

export * from "@/app/v1/fallback";
