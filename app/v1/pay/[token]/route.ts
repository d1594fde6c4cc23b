import { cardExample } from "@/lib/api/examples";
import { paidWithLinkView, payLinkSummaryView } from "@/lib/api/serializers/pay-link";
import { apiRoute } from "@/lib/api/route";
import { payLinkLivemode, payLinkSummary, payWithLink } from "@/lib/bind/pay-links";
import { PayLinkSummaryResponse, PayWithLinkRequest, PayWithLinkResponse } from "@/lib/schemas/pay-links";
import { z } from "zod";

const params = z.object({ token: z.string().min(1).max(200).describe("payment link") });

// GET /v1/pay/{token}: what the customer is buying (the token is the credential; no API key)
export const GET = apiRoute({
  operation: { id: "getPayLink", tag: "Bind", summary: "What a checkout link sells (the token is the credential)", errors: [404, 410] },
  auth: false,
  params,
  response: { data: PayLinkSummaryResponse.shape.data, description: "Items, amounts due today and how to pay" },
  handler: async ({ db, params, services }) =>
    payLinkSummaryView(await payLinkSummary(db, params.token), params.token, services.billingFor(await payLinkLivemode(db, params.token))),
});

// POST /v1/pay/{token}: the customer pays by card; binds the applications
export const POST = apiRoute({
  operation: { id: "payWithLink", tag: "Bind", summary: "Pay through a checkout link", errors: [402, 404, 409, 410, 422], example: { payment: cardExample } },
  auth: false,
  params,
  body: PayWithLinkRequest,
  response: { status: 201, data: PayWithLinkResponse.shape.data, description: "The issued policy numbers and the payment" },
  handler: async ({ db, params, body, requestId, services }) =>
    paidWithLinkView(
      await payWithLink(
        db,
        params.token,
        body.payment,
        { requestId, provider: services.paymentsFor(await payLinkLivemode(db, params.token)) },
        body.insuredAddress,
        body.additionalInsureds,
      ),
    ),
});

export * from "@/app/v1/fallback";
