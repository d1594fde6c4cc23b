import { apiRoute, requireUuid } from "@/lib/api/route";
import { cancelPolicy } from "@/lib/bind/policies";
import { paymentProvider } from "@/lib/bind/payment-provider";
import { CancelRequest } from "@/lib/schemas/bind";

// POST /v1/policies/{policyId}/cancel: cancel with a date and reason; preview: true returns the refund only
export const POST = apiRoute({
  body: CancelRequest,
  handler: async ({ db, agency, params, body, requestId }) => ({
    data: await cancelPolicy(db, agency.agencyId, requireUuid(params.policyId, "policy"), body, { actor: agency.actor, requestId, provider: paymentProvider() }),
  }),
});
