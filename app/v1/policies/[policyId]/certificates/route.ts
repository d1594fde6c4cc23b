import { certificateView } from "@/lib/api/serializers/certificate";
import { apiRoute } from "@/lib/api/route";
import { issueCertificate, loadIssuedCertificate } from "@/lib/policies/certificates";
import { CertificateRequest, CertificateResponse } from "@/lib/schemas/certificates";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// POST /v1/policies/{policyId}/certificates: issue a certificate of insurance to a holder
export const POST = apiRoute({
  permission: "service",
  operation: {
    id: "issueCertificate",
    tag: "Policy",
    summary: "Issue a certificate of insurance",
    description:
      "Issues a certificate of liability insurance (ACORD 25 layout: producer, insured, insurer with NAIC code, coverages with the limits schedule, description of operations, certificate holder, cancellation) for a holder, numbered <policy number>-C<n> and listed on the policy (certificates[]). Each line (lines[]) carries the ACORD ADDL INSD and SUBR WVD columns, read from the endorsements the policy carries (additional insured, waiver of subrogation). The PDF is at document.url. A certificate shows the insured's street address: a policy bound without one answers 422 insured_address_required until the request gives insuredAddress (in the rated state and ZIP), which is then kept on the policy. A cancelled or expired policy answers 409 policy_not_active; a travel policy 409; additionalInsured: true on a policy without an additional insured endorsement 400. Send an Idempotency-Key to make retries safe.",
    errors: [404, 409, 422],
    example: {
      holder: { name: "Lakeside Properties LLC", line1: "500 Lake Street", city: "Chicago", state: "IL", zip: "60601" },
      description: "Lease of 120 Harbor Street, unit 2",
      additionalInsured: true,
    },
  },
  params: z.object({ policyId: idParam("policy") }),
  body: CertificateRequest,
  response: { status: 201, data: CertificateResponse.shape.data, description: "The certificate and the link to its PDF" },
  idempotent: "optional",
  handler: async ({ db, agency, params, body, requestId, services, onCommit }) => {
    const issued = await issueCertificate(db, agency.agencyId, params.policyId, body, {
      actor: agency.actor,
      requestId,
      ...(onCommit ? { onCommit } : {}),
    });
    return certificateView(issued, services.billing.baseUrl);
  },
  recover: async ({ db, agency, params, services }, certificateId) => {
    return certificateView(await loadIssuedCertificate(db, agency.agencyId, params.policyId, certificateId), services.billing.baseUrl);
  },
});

export * from "@/app/v1/fallback";
