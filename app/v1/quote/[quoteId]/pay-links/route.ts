import { applicationIdExample } from "@/lib/api/examples";
import { apiRoute } from "@/lib/api/route";
import { createPayLink } from "@/lib/bind/pay-links";
import { PayLinkRequest, PayLinkResponse } from "@/lib/schemas/bind";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// POST /v1/quote/{quoteId}/pay-links: a customer checkout link for quoted applications
export const POST = apiRoute({
  operation: {
    id: "createPayLink",
    tag: "Bind",
    summary: "Create a customer checkout link",
    description:
      "The customer opens the returned url (/pay/{token}) without an account and pays by card. The link expires with the quotes and works once. Refused (422 application_incomplete, naming the questions) until every required application question is answered, and (409 duplicate_line) for two programs of one line of business.",
    errors: [400, 404, 409, 422],
    example: { quoteRequestIds: [applicationIdExample], paymentPlan: "monthly" },
  },
  params: z.object({ quoteId: idParam("quote folio") }),
  body: PayLinkRequest,
  response: { status: 201, data: PayLinkResponse.shape.data, description: "The link" },
  handler: async ({ db, agency, params, body, services }) => {
    const { token, expiresAt } = await createPayLink(db, agency.agencyId, params.quoteId, {
      applicationIds: body.quoteRequestIds,
      paymentPlan: body.paymentPlan,
    });
    return { token, url: `${services.billing.baseUrl}/pay/${token}`, expiresAt: expiresAt.toISOString() };
  },
});
