import { paidWithLinkView } from "@/lib/api/serializers/pay-link";
import { apiRoute } from "@/lib/api/route";
import { confirmWithLink, payLinkLivemode } from "@/lib/bind/pay-links";
import { PayWithLinkResponse } from "@/lib/schemas/pay-links";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// POST /v1/pay/{token}/payments/{paymentId}/confirm: the customer is back from 3-D Secure; finishes the checkout (the token is the credential)
export const POST = apiRoute({
  operation: {
    id: "confirmPayWithLink",
    tag: "Bind",
    summary: "Confirm a checkout link's payment after 3-D Secure",
    description:
      "When paying through a checkout link answers 402 payment_requires_action, the customer authenticates (payment.nextAction), then the page POSTs payment.confirmUrl: the policies are issued once (this call or the provider's webhook, whichever is first), or 402 payment_failed when authentication failed.",
    errors: [402, 404, 409],
  },
  auth: false,
  params: z.object({ token: z.string().min(1).max(200).describe("payment link"), paymentId: idParam("payment") }),
  response: { data: PayWithLinkResponse.shape.data, description: "The issued policy numbers and the payment" },
  handler: async ({ db, params, requestId, services }) =>
    paidWithLinkView(
      await confirmWithLink(db, params.token, params.paymentId, { requestId, provider: services.paymentsFor(await payLinkLivemode(db, params.token)) }),
    ),
});

export * from "@/app/v1/fallback";
