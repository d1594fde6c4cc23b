import { toPolicyView } from "@/lib/api/serializers/policy";
import { apiRoute } from "@/lib/api/route";
import { rescindCancellation } from "@/lib/policies/cancel";
import { PolicyResponse } from "@/lib/schemas/policies";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// POST /v1/policies/{policyId}/cancellation/rescind: withdraw a scheduled cancellation before it takes effect
export const POST = apiRoute({
  permission: "service",
  operation: {
    id: "rescindCancellation",
    tag: "Policy",
    summary: "Rescind a scheduled cancellation",
    description:
      "A cancellation dated ahead leaves the policy pending_cancellation until its day; until then it can be rescinded and the policy stays in force as if it was never asked. 409 no_cancellation_pending when there is none (or it already took effect).",
    errors: [404, 409],
  },
  params: z.object({ policyId: idParam("policy") }),
  response: { data: PolicyResponse.shape.data, description: "The policy, in force again" },
  idempotent: "optional",
  handler: async ({ db, agency, params, requestId, services }) =>
    toPolicyView(await rescindCancellation(db, agency.agencyId, params.policyId, { actor: agency.actor, requestId }), services.billingFor(agency.livemode)),
});

export * from "@/app/v1/fallback";
