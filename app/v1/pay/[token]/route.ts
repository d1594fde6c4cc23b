import { apiRoute } from "@/lib/api/route";
import { payLinkSummary, payWithLink } from "@/lib/bind/pay-links";
import { PayWithLinkRequest } from "@/lib/schemas/bind";

// GET /v1/pay/{token}: what the customer is buying (the token is the credential; no API key)
export const GET = apiRoute({
  auth: false,
  handler: async ({ db, params }) => ({ data: await payLinkSummary(db, params.token!) }),
});

// POST /v1/pay/{token}: the customer pays by card; binds the applications
export const POST = apiRoute({
  auth: false,
  body: PayWithLinkRequest,
  handler: async ({ db, params, body, requestId }) => ({ status: 201, data: await payWithLink(db, params.token!, body.payment, requestId) }),
});
