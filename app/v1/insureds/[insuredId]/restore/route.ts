import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { toInsuredView } from "@/lib/api/serializers/insured";
import { setArchived } from "@/lib/insureds/insureds";
import { idParam } from "@/lib/schemas/common";
import { InsuredResponse } from "@/lib/schemas/insureds";

// POST /v1/insureds/{insuredId}/restore: an archived insured back in the list and the matching rule
export const POST = apiRoute({
  permission: "quote",
  operation: { id: "restoreInsured", tag: "Insureds", summary: "Restore an archived insured", errors: [404] },
  params: z.object({ insuredId: idParam("insured") }),
  response: { data: InsuredResponse.shape.data, description: "The insured, active" },
  idempotent: "optional",
  handler: async ({ db, agency, params }) => toInsuredView(await setArchived(db, agency.agencyId, params.insuredId, false), agency.livemode),
});

export * from "@/app/v1/fallback";
