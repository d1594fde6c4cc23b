// Links to the PDFs the API serves: one place builds them, for cards, pay pages and policies.
import "server-only";

export const CARD_DOCUMENTS = [
  { type: "quote_proposal", label: "Quote proposal (PDF)" },
  { type: "application", label: "Application (PDF)" },
] as const;

/** A quoted card's documents; with a pay link's token, links the customer can open without a key. */
export function cardDocumentLinks(baseUrl: string, folioId: string, applicationId: string, payLinkToken?: string) {
  const query = payLinkToken ? `?token=${encodeURIComponent(payLinkToken)}` : "";
  return CARD_DOCUMENTS.map((d) => ({
    type: d.type,
    label: d.label,
    url: `${baseUrl}/v1/quote/${folioId}/applications/${applicationId}/documents/${d.type}${query}`,
  }));
}

export function policyDocumentLinks(baseUrl: string, policyId: string) {
  return [{ type: "declarations", label: "Policy declarations (PDF)", url: `${baseUrl}/v1/policies/${policyId}/documents/declarations` }];
}

export function certificateDocumentLink(baseUrl: string, policyId: string, certificateId: string, number: string) {
  return {
    type: "certificate",
    label: `Certificate of insurance ${number} (PDF)`,
    url: `${baseUrl}/v1/policies/${policyId}/certificates/${certificateId}/document`,
  };
}
