import { apiRoute, pdfResponse } from "@/lib/api/route";
import { payLinkPolicyAgency } from "@/lib/bind/pay-links";
import { declarationsDocument } from "@/lib/documents/service";
import { AppError, notFound } from "@/lib/errors";
import { DocumentQuery } from "@/lib/schemas/policies";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// GET /v1/policies/{policyId}/documents/{documentType}: the policy declarations PDF
// Opens with the owning agency's key, or with ?token= of the paid pay link that issued the policy (the customer's receipt).
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "getPolicyDocument",
    tag: "Policy",
    summary: "Download the policy declarations (PDF)",
    description: "documentType is declarations. Opens with the owning agency's API key, or with ?token= of the paid pay link that issued the policy.",
    errors: [401, 404],
  },
  auth: "optional",
  params: z.object({ policyId: idParam("policy"), documentType: z.enum(["declarations"]).describe("document (declarations)") }),
  query: DocumentQuery,
  response: { pdf: true, description: "The PDF" },
  handler: async ({ db, agency, params, query }) => {
    if (!agency && !query.token) throw new AppError("unauthorized", "Send an API key, or open the link from the customer's receipt.");
    const agencyId = agency ? agency.agencyId : await payLinkPolicyAgency(db, query.token!, params.policyId);
    if (!agencyId) throw notFound(`No policy ${params.policyId}.`);
    return pdfResponse(await declarationsDocument(db, agencyId, params.policyId), `declarations-${params.policyId}.pdf`);
  },
});

export * from "@/app/v1/fallback";
