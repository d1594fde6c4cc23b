import { apiRoute } from "@/lib/api/route";
import { userIdOf } from "@/lib/auth/book";
import { toInsuredView } from "@/lib/api/serializers/insured";
import { createInsured, getInsured, listInsureds } from "@/lib/insureds/insureds";
import { CreateInsuredRequest, InsuredListResponse, InsuredResponse, ListInsuredsQuery } from "@/lib/schemas/insureds";

// POST /v1/insureds: a client of the agency (a business, or a traveller)
export const POST = apiRoute({
  permission: "quote",
  operation: {
    id: "createInsured",
    tag: "Insureds",
    summary: "Create an insured (a client)",
    description:
      "A business (legal name, DBA, entity type, FEIN, contacts, mailing address, locations, class codes, exposures by policy year) or a person (a traveller). Quote it with POST /v1/quote and insuredId: rating fields left out are filled from its facts. Creating does not look for a duplicate; an inline create-quote request finds its insured by the matching rule (decision 030).",
    errors: [400],
    example: {
      kind: "business",
      name: "Sunrise Bakery LLC",
      dba: "Sunrise Bakery",
      entityType: "llc",
      fein: "12-3456789",
      contacts: [{ name: "Maria Lopez", email: "maria@sunrisebakery.example", phone: "+1 512 555 0100" }],
      mailingAddress: { line1: "100 Congress Ave", city: "Austin", state: "TX", zip: "78701" },
      classCodes: ["311811"],
      exposures: [{ policyYear: 2027, annualRevenue: 450000, employeeCount: 6, squareFootage: 1800 }],
    },
  },
  body: CreateInsuredRequest,
  response: { status: 201, data: InsuredResponse.shape.data, description: "The insured" },
  idempotent: "optional",
  handler: async ({ db, agency, body, onCommit }) =>
    toInsuredView(await createInsured(db, agency.agencyId, body, "api", new Date(), onCommit, userIdOf(agency.actor)), agency.livemode),
  recover: async ({ db, agency }, insuredId) => toInsuredView((await getInsured(db, agency.agencyId, insuredId)).insured, agency.livemode),
});

// GET /v1/insureds?q=&kind=&archived=: the agency's insureds, newest first
export const GET = apiRoute({
  permission: "read",
  operation: { id: "listInsureds", tag: "Insureds", summary: "List or search the agency's insureds" },
  query: ListInsuredsQuery,
  response: { data: InsuredListResponse.shape.data, description: "Newest first, cursor-paginated" },
  handler: async ({ db, agency, query }) => {
    const { items, nextCursor } = await listInsureds(db, agency.agencyId, query, agency.ownBookOf);
    return { items: items.map((i) => toInsuredView(i, agency.livemode)), nextCursor };
  },
});

export * from "@/app/v1/fallback";
