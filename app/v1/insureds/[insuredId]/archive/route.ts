import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { toInsuredView } from "@/lib/api/serializers/insured";
import { setArchived } from "@/lib/insureds/insureds";
import { idParam } from "@/lib/schemas/common";
import { InsuredResponse } from "@/lib/schemas/insureds";

// POST /v1/insureds/{insuredId}/archive: out of the list and the matching rule; its folios and policies stay
export const POST = apiRoute({
  permission: "quote",
  operation: {
    id: "archiveInsured",
    tag: "Insureds",
    summary: "Archive an insured",
    description:
      "An archived insured is left out of the list (unless archived=true) and of the matching rule, and cannot be quoted by insuredId (409) until restored; its folios and policies are unchanged. Archiving twice is a no-op.",
    errors: [404],
  },
  params: z.object({ insuredId: idParam("insured") }),
  response: { data: InsuredResponse.shape.data, description: "The insured, archived" },
  idempotent: "optional",
  handler: async ({ db, agency, params }) => toInsuredView(await setArchived(db, agency.agencyId, params.insuredId, true), agency.livemode),
});

export * from "@/app/v1/fallback";
