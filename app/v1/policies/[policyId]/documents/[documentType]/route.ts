import { AppError } from "@/lib/errors";
import { apiRoute, requireUuid } from "@/lib/api/route";
import { declarationsDocument, pdfResponse } from "@/lib/bind/documents";

// GET /v1/policies/{policyId}/documents/{documentType}: the policy declarations PDF
export const GET = apiRoute({
  handler: async ({ db, agency, params }) => {
    if (params.documentType !== "declarations") throw new AppError("not_found", `No document ${params.documentType}; there is declarations.`);
    const id = requireUuid(params.policyId, "policy");
    return pdfResponse(await declarationsDocument(db, agency.agencyId, id), `declarations-${id}.pdf`);
  },
});
