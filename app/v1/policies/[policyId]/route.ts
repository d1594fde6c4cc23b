import { apiRoute, requireUuid } from "@/lib/api/route";
import { viewPolicy } from "@/lib/bind/policies";

// GET /v1/policies/{policyId}: the policy in full
export const GET = apiRoute({
  handler: async ({ db, agency, params }) => ({ data: await viewPolicy(db, agency.agencyId, requireUuid(params.policyId, "policy")) }),
});
