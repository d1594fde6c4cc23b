import { apiRoute, pdfResponse } from "@/lib/api/route";
import { certificateDocument } from "@/lib/documents/service";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// GET /v1/policies/{policyId}/certificates/{certificateId}/document: the certificate of insurance PDF
export const GET = apiRoute({
  permission: "read",
  operation: { id: "getCertificateDocument", tag: "Policy", summary: "Download a certificate of insurance (PDF)", errors: [404] },
  params: z.object({ policyId: idParam("policy"), certificateId: idParam("certificate") }),
  response: { pdf: true, description: "The PDF" },
  handler: async ({ db, agency, params }) =>
    pdfResponse(await certificateDocument(db, agency.agencyId, params.policyId, params.certificateId), `certificate-${params.certificateId}.pdf`),
});

export * from "@/app/v1/fallback";
