import { AppError } from "@/lib/errors";
import { apiRoute, requireUuid } from "@/lib/api/route";
import { CARD_DOCUMENT_TYPES, cardDocument, pdfResponse, type CardDocumentType } from "@/lib/bind/documents";
import { DocumentQuery } from "@/lib/schemas/bind";

// GET /v1/quote/{quoteId}/applications/{quoteRequestId}/documents/{documentType}: quote_proposal or application PDF
// Opens with the owning agency's key, or with ?token= of a pay link for the application.
export const GET = apiRoute({
  auth: "optional",
  query: DocumentQuery,
  handler: async ({ db, agency, params, query }) => {
    const type = params.documentType as CardDocumentType;
    if (!CARD_DOCUMENT_TYPES.includes(type)) throw new AppError("not_found", `No document ${params.documentType}; there are ${CARD_DOCUMENT_TYPES.join(", ")}.`);
    const token = query.token;
    if (!agency && !token) throw new AppError("unauthorized", "Send an API key, or open the link from the customer's payment page.");
    const id = requireUuid(params.quoteRequestId, "application");
    const bytes = await cardDocument(db, requireUuid(params.quoteId, "quote folio"), id, type, agency ? { agencyId: agency.agencyId } : { payLinkToken: token! });
    return pdfResponse(bytes, `${type}-${id}.pdf`);
  },
});
