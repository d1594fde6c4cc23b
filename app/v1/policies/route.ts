import { apiRoute } from "@/lib/api/route";
import { listPolicies } from "@/lib/bind/policies";
import { ListPoliciesQuery } from "@/lib/schemas/bind";

// GET /v1/policies: the agency's policies, newest first
export const GET = apiRoute({
  query: ListPoliciesQuery,
  handler: async ({ db, agency, query }) => ({ data: await listPolicies(db, agency.agencyId, query) }),
});
