// Certificate records -> the API's certificate shape.
import "server-only";
import type { CertificateRecord } from "@/lib/db/records";
import type { CertificateLine } from "@/lib/policies/certificate-lines";
import type { CertificateView } from "@/lib/schemas/bind";
import type { z } from "zod";
import { certificateDocumentLink } from "./documents";

/** `lines`: the policy's lines with their ADDL INSD / SUBR WVD flags (`certificateLines`), the same the PDF prints. */
export function certificateView(c: CertificateRecord, lines: readonly CertificateLine[], baseUrl: string): z.infer<typeof CertificateView> {
  const h = c.holder;
  return {
    id: c.id,
    number: c.number,
    policyId: c.policyId,
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
