import { cardExample } from "@/lib/api/examples";
import { apiRoute } from "@/lib/api/route";
import { policyPayLinkSummaryView } from "@/lib/api/serializers/policy-pay-link";
import { payWithPolicyLink, policyPayLinkLivemode, policyPayLinkSummary } from "@/lib/policies/pay-link";
import { PayPolicyLinkRequest, PolicyPayLinkSummaryResponse } from "@/lib/schemas/pay-links";
import { z } from "zod";

const params = z.object({ token: z.string().min(1).max(200).describe("policy payment link") });

// GET /v1/pay/policy/{token}: what a policy pay link asks the insured to pay (the token is the credential; no API key)
export const GET = apiRoute({
  operation: { id: "getPolicyPayLink", tag: "Policy", summary: "What a policy pay link asks for (the token is the credential)", errors: [404, 410] },
  auth: false,
  params,
  response: { data: PolicyPayLinkSummaryResponse.shape.data, description: "The policy, the amount and what it is for; once paid, the receipt" },
  handler: async ({ db, params, services }) =>
    policyPayLinkSummaryView(await policyPayLinkSummary(db, params.token), services.billingFor(await policyPayLinkLivemode(db, params.token))),
});

// POST /v1/pay/policy/{token}: the insured pays it by card
export const POST = apiRoute({
  operation: {
    id: "payPolicyLink",
    tag: "Policy",
    summary: "Pay through a policy pay link",
    description: "Charges the card for the link's installment or balance due. A link pays once; a declined card may be retried with another.",
    errors: [402, 404, 409, 410, 422],
    example: { payment: cardExample },
  },
  auth: false,
  params,
  body: PayPolicyLinkRequest,
  response: { status: 201, data: PolicyPayLinkSummaryResponse.shape.data, description: "The receipt" },
  handler: async ({ db, params, body, requestId, services }) => {
    const livemode = await policyPayLinkLivemode(db, params.token);
    const paid = await payWithPolicyLink(db, params.token, body.payment, {
      requestId,
      provider: services.paymentsFor(livemode),
      mailQueued: services.outbox !== null,
    });
    return policyPayLinkSummaryView(paid, services.billingFor(livemode));
  },
});

export * from "@/app/v1/fallback";
