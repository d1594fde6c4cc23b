// Certificate records -> the API's certificate shape.
import "server-only";
import type { IssuedCertificate } from "@/lib/policies/certificates";
import type { CertificateView } from "@/lib/schemas/certificates";
import type { z } from "zod";
import { certificateDocumentLink } from "./documents";

/** `lines`: the policy's lines with their ADDL INSD / SUBR WVD flags (`certificateLines`), the same the PDF prints. */
export function certificateView({ certificate: c, lines, insuredId }: IssuedCertificate, baseUrl: string): z.infer<typeof CertificateView> {
  const h = c.holder;
  return {
    id: c.id,
    number: c.number,
    policyId: c.policyId,
    insuredId,
    holder: { name: h.name, line1: h.line1 ?? null, line2: h.line2 ?? null, city: h.city ?? null, state: h.state ?? null, zip: h.zip ?? null },
    description: c.description,
    additionalInsured: c.additionalInsured,
    lines: lines.map((l) => ({
      type: l.type,
      policyNumber: l.policyNumber,
      effectiveDate: l.effectiveDate,
      expirationDate: l.expirationDate,
      additionalInsured: l.additionalInsured,
      subrogationWaived: l.subrogationWaived,
    })),
    issuedAt: c.issuedAt.toISOString(),
    document: certificateDocumentLink(baseUrl, c.policyId, c.id, c.number),
  };
}
