// Request examples shown in the reference (/docs, /v1/openapi.json).
import "server-only";
export const bakeryExample = {
  programs: ["KM-BOP", "KM-CGL", "MP-PL"],
  class_code: "10100",
  business_name: "Sunrise Bakery",
  mailing_zip: "60601",
  mailing_state: "IL",
  employee_count: 6,
  annual_revenue: 850000,
  effective_date: "2027-01-01",
  coverage: { glLimit: 1000000, bppLimit: 100000 },
  clientState: { line: "bop", business: { legalBusinessName: "Sunrise Bakery LLC" } },
  source: "partner-portal",
};

const { programs: _programs, clientState: _clientState, source: _source, ...bakeryRisk } = bakeryExample;
export { bakeryRisk };

export const cardExample = { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" } };
export const applicationIdExample = "3f0e1c1e-8f43-4d3c-9a43-2b1f0a6f6b11";
