import { cancelOutcomeView } from "@/lib/api/serializers/policy";
import { apiRoute } from "@/lib/api/route";
import { cancelPolicy } from "@/lib/policies/cancel";
import { CancelRequest, CancelResponse } from "@/lib/schemas/policies";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// POST /v1/policies/{policyId}/cancel: cancel with a date and reason; preview: true returns the refund only
export const POST = apiRoute({
  permission: "service",
  operation: {
    id: "cancelPolicy",
    tag: "Policy",
    summary: "Cancel a policy",
    description:
      "With preview: true, returns the refund (pro-rata, short-rate, flat or minimum earned, per the program's rules) without cancelling. Refunds go back through the payment provider, to the charges that paid this term, and are planned in full before any is made; if the provider fails one (502 refund_failed) the policy stays active and a retry completes it, counting the refunds already made.",
    errors: [404, 409, 502],
    example: { effectiveDate: "2027-03-01", reason: "insured_request", preview: true },
  },
  params: z.object({ policyId: idParam("policy") }),
  body: CancelRequest,
  response: { data: CancelResponse.shape.data, description: "The cancellation and refund" },
  idempotent: "optional",
  handler: async ({ db, agency, params, body, requestId, services }) =>
    cancelOutcomeView(
      await cancelPolicy(db, agency.agencyId, params.policyId, body, { actor: agency.actor, requestId, provider: services.paymentsFor(agency.livemode) }),
      services.billingFor(agency.livemode),
    ),
});

export * from "@/app/v1/fallback";
