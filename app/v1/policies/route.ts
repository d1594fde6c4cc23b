import { toPolicyListItem } from "@/lib/api/serializers/policy";
import { apiRoute } from "@/lib/api/route";
import { listPolicies } from "@/lib/policies/view";
import { ListPoliciesQuery, PolicyListResponse } from "@/lib/schemas/policies";

// GET /v1/policies: the agency's policies, newest first
export const GET = apiRoute({
  permission: "read",
  operation: { id: "listPolicies", tag: "Policy", summary: "List the agency's policies" },
  query: ListPoliciesQuery,
  response: { data: PolicyListResponse.shape.data, description: "Newest first, cursor-paginated" },
  handler: async ({ db, agency, query }) => {
    const { items, nextCursor } = await listPolicies(db, agency.agencyId, query, agency.ownBookOf);
    return { items: items.map((i) => toPolicyListItem(i.policy, i.program, i.today)), nextCursor };
  },
});

export * from "@/app/v1/fallback";
