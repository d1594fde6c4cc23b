import { apiRoute } from "@/lib/api/route";
import { toRequirements } from "@/lib/api/serializers/requirements";
import { programRequirements } from "@/lib/quotes/programs";
import { RequirementsQuery, RequirementsResponse } from "@/lib/schemas/requirements";

// GET /v1/quote/requirements?programs=&class_code=&state=&country_of_residence=: what the programs need before quoting
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "getQuoteRequirements",
    tag: "Quote",
    summary: "What programs need before quoting",
    description:
      "The rating fields POST /v1/quote requires for these programs, merged, with which program requires each (a field a fact you left out may make required says when); each program's options with their defaults; the application questions answered before binding, by canonical id, in order, with each program's own form key; and, given class_code (and state), each business program's appetite. Create-quote enforces exactly these fields (decision 033).",
    errors: [400],
  },
  query: RequirementsQuery,
  response: { data: RequirementsResponse.shape.data, description: "Fields, options and questions of the programs" },
  handler: async ({ db, agency, query }) =>
    toRequirements(
      await programRequirements(db, agency.agencyId, {
        programs: query.programs,
        ...(query.class_code ? { classCode: query.class_code } : {}),
        ...(query.state ? { state: query.state } : {}),
        ...(query.country_of_residence ? { countryOfResidence: query.country_of_residence } : {}),
      }),
    ),
});

export * from "@/app/v1/fallback";
