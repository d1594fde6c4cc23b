import { applicationIdExample } from "@/lib/api/examples";
import { apiRoute } from "@/lib/api/route";
import { messageRefView } from "@/lib/api/serializers/message";
import { payLinkListItemView } from "@/lib/api/serializers/pay-link";
import { payLinkStatus } from "@/lib/bind/pay-link-status";
import { createPayLink, listPayLinks } from "@/lib/bind/pay-links";
import { PayLinkListResponse, PayLinkRequest, PayLinkResponse } from "@/lib/schemas/pay-links";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

const params = z.object({ quoteId: idParam("quote folio") });

// POST /v1/quote/{quoteId}/pay-links: a customer checkout link for quoted applications, emailed when an email is given
export const POST = apiRoute({
  permission: "bind",
  operation: {
    id: "createPayLink",
    tag: "Bind",
    summary: "Create a customer checkout link, and email it",
    description:
      "The customer opens the url (/pay/{token}) without an account and pays by card. The link expires with the quotes and works once. With `email`, the link is emailed to the customer through SMTP (retried when the send fails); with no SMTP configured the message is kept in the agency's outbox (GET /v1/messages, status stored). Refused (422 application_incomplete, naming the questions) until every required application question is answered, and (409 duplicate_line) for two programs of one line of business.",
    errors: [400, 404, 409, 422],
    example: { quoteRequestIds: [applicationIdExample], paymentPlan: "monthly", email: "owner@sunrise-bakery.example" },
  },
  params,
  body: PayLinkRequest,
  response: { status: 201, data: PayLinkResponse.shape.data, description: "The link, and the email announcing it" },
  idempotent: "optional",
  handler: async ({ db, agency, params, body, services }) => {
    const created = await createPayLink(
      db,
      agency.agencyId,
      params.quoteId,
      { applicationIds: body.quoteRequestIds, paymentPlan: body.paymentPlan, ...(body.email ? { email: body.email } : {}) },
      { baseUrl: services.billing.baseUrl, outbox: services.outbox },
    );
    return {
      id: created.id,
      insuredId: created.insuredId,
      token: created.token,
      url: created.url,
      expiresAt: created.expiresAt.toISOString(),
      status: payLinkStatus({ usedAt: null, openedAt: null, expiresAt: created.expiresAt }, created.message, new Date()),
      message: created.message ? messageRefView(created.message) : null,
    };
  },
});

// GET /v1/quote/{quoteId}/pay-links: the folio's links with their status (never their tokens)
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "listPayLinks",
    tag: "Bind",
    summary: "List a folio's checkout links and their status",
    description:
      "Newest first. Each link's status is what happened last: paid, expired, opened (the customer opened the page), or its email's status (sent, stored without SMTP, queued for a retry, failed); created when no email was asked for. Tokens are never listed.",
    errors: [404],
  },
  params,
  response: { data: PayLinkListResponse.shape.data, description: "The links" },
  handler: async ({ db, agency, params }) => ({ items: (await listPayLinks(db, agency.agencyId, params.quoteId)).map(payLinkListItemView) }),
});

export * from "@/app/v1/fallback";
