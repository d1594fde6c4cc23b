import { apiRoute, requireUuid } from "@/lib/api/route";
import { createPayLink } from "@/lib/bind/pay-links";
import { PayLinkRequest } from "@/lib/schemas/bind";

// POST /v1/quote/{quoteId}/pay-links: a customer checkout link for quoted applications
export const POST = apiRoute({
  body: PayLinkRequest,
  handler: async ({ db, agency, params, body }) => ({ status: 201, data: await createPayLink(db, agency.agencyId, requireUuid(params.quoteId, "quote folio"), body) }),
});
