import { renewalView } from "@/lib/api/serializers/policy";
import { apiRoute } from "@/lib/api/route";
import { renewalOf } from "@/lib/policies/renewal-offer";
import { RenewalResponse } from "@/lib/schemas/policies";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// GET /v1/policies/{policyId}/renewal: the renewal offer of a policy, re-rated at the program's current rates
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "getPolicyRenewal",
    tag: "Policy",
    summary: "Get the renewal offer",
    description:
      "From the program's renewal window before expiry (never before the term starts; single-trip travel does not renew) the expiring risk and answers are quoted again at the program's current rates, in a renewal folio. Accept the offer by paying: POST /v1/policies/{policyId}/renewal-payment binds it once the term is paid. An offer not taken lapses when the term ends.",
    errors: [404],
  },
  params: z.object({ policyId: idParam("policy") }),
  response: { data: RenewalResponse.shape.data, description: "The renewal offer and its status" },
  handler: async ({ db, agency, params }) => renewalView(await renewalOf(db, agency.agencyId, params.policyId)),
});

export * from "@/app/v1/fallback";
