import { apiRoute, pdfResponse } from "@/lib/api/route";
import { CARD_DOCUMENT_TYPES, cardDocument } from "@/lib/documents/service";
import { AppError } from "@/lib/errors";
import { DocumentQuery } from "@/lib/schemas/policies";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// GET /v1/quote/{quoteId}/applications/{quoteRequestId}/documents/{documentType}: quote_proposal or application PDF
// Opens with the owning agency's key, or with ?token= of a pay link for the application.
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "getApplicationDocument",
    tag: "Quote",
    summary: "Download a card's quote proposal or application (PDF)",
    description: "documentType is quote_proposal or application. Opens with the owning agency's API key, or with ?token= of a pay link for the application.",
    errors: [401, 404],
  },
  auth: "optional",
  params: z.object({
    quoteId: idParam("quote folio"),
    quoteRequestId: idParam("application"),
    documentType: z.enum(CARD_DOCUMENT_TYPES).describe("document (quote_proposal or application)"),
  }),
  query: DocumentQuery,
  response: { pdf: true, description: "The PDF" },
  handler: async ({ db, agency, params, query }) => {
    if (!agency && !query.token) throw new AppError("unauthorized", "Send an API key, or open the link from the customer's payment page.");
    const bytes = await cardDocument(
      db,
      params.quoteId,
      params.quoteRequestId,
      params.documentType,
      agency ? { agencyId: agency.agencyId } : { payLinkToken: query.token! },
    );
    return pdfResponse(bytes, `${params.documentType}-${params.quoteRequestId}.pdf`);
  },
});

export * from "@/app/v1/fallback";
