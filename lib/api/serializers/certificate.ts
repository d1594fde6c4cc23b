// Certificate records -> the API's certificate shape.
import "server-only";
import type { CertificateRecord } from "@/lib/db/records";
import type { CertificateView } from "@/lib/schemas/bind";
import type { z } from "zod";
import { certificateDocumentLink } from "./documents";

export function certificateView(c: CertificateRecord, baseUrl: string): z.infer<typeof CertificateView> {
  const h = c.holder;
  return {
    id: c.id,
    number: c.number,
    policyId: c.policyId,
    holder: { name: h.name, line1: h.line1 ?? null, line2: h.line2 ?? null, city: h.city ?? null, state: h.state ?? null, zip: h.zip ?? null },
    description: c.description,
    additionalInsured: c.additionalInsured,
    issuedAt: c.issuedAt.toISOString(),
    document: certificateDocumentLink(baseUrl, c.policyId, c.id, c.number),
  };
}
