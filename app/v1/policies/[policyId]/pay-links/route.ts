import { apiRoute } from "@/lib/api/route";
import { policyPayLinkCreatedView } from "@/lib/api/serializers/policy-pay-link";
import { createPolicyPayLink } from "@/lib/policies/pay-link";
import { PolicyPayLinkCreatedResponse } from "@/lib/schemas/pay-links";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// POST /v1/policies/{policyId}/pay-links: a link the insured opens to pay what the policy owes next
export const POST = apiRoute({
  permission: "service",
  operation: {
    id: "createPolicyPayLink",
    tag: "Policy",
    summary: "Customer pay link for what a policy owes",
    description:
      "A link for the policy's next unpaid row: an installment, or the balance a cancellation left. The insured opens `url` and pays by card without an account; the link pays that row once and expires after 30 days. 409 `nothing_due` when nothing is owed.",
    errors: [404, 409],
  },
  params: z.object({ policyId: idParam("policy") }),
  response: { status: 201, data: PolicyPayLinkCreatedResponse.shape.data, description: "The link (its token is shown only here) and what it pays" },
  idempotent: "optional",
  handler: async ({ db, agency, params, services }) =>
    policyPayLinkCreatedView(await createPolicyPayLink(db, agency.agencyId, params.policyId, { baseUrl: services.billing.baseUrl })),
});

export * from "@/app/v1/fallback";
