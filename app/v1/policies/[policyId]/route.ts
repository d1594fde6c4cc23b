import { toPolicyView } from "@/lib/api/serializers/policy";
import { apiRoute } from "@/lib/api/route";
import { policyDetail } from "@/lib/policies/view";
import { PolicyResponse } from "@/lib/schemas/policies";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// GET /v1/policies/{policyId}: the policy in full
export const GET = apiRoute({
  permission: "read",
  operation: { id: "getPolicy", tag: "Policy", summary: "Get policy, full detail", errors: [404] },
  params: z.object({ policyId: idParam("policy") }),
  response: { data: PolicyResponse.shape.data, description: "Coverages, payments, schedule, documents and status history" },
  handler: async ({ db, agency, params, services }) =>
    toPolicyView(await policyDetail(db, agency.agencyId, params.policyId), services.billingFor(agency.livemode)),
});

export * from "@/app/v1/fallback";
