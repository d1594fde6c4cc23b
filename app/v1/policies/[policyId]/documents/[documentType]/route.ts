import { apiRoute, pdfResponse } from "@/lib/api/route";
import { declarationsDocument } from "@/lib/documents/service";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// GET /v1/policies/{policyId}/documents/{documentType}: the policy declarations PDF
export const GET = apiRoute({
  operation: {
    id: "getPolicyDocument",
    tag: "Policy",
    summary: "Download the policy declarations (PDF)",
    description: "documentType is declarations.",
    errors: [404],
  },
  params: z.object({ policyId: idParam("policy"), documentType: z.enum(["declarations"]).describe("document (declarations)") }),
  response: { pdf: true, description: "The PDF" },
  handler: async ({ db, agency, params }) =>
    pdfResponse(await declarationsDocument(db, agency.agencyId, params.policyId), `declarations-${params.policyId}.pdf`),
});
