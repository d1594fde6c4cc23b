import { apiRoute } from "@/lib/api/route";
import { coverageCheck } from "@/lib/bind/coverage-check";
import { idParam } from "@/lib/schemas/common";
import { CoverageCheckResponse } from "@/lib/schemas/bind";
import { z } from "zod";

// GET /v1/quote/{quoteId}/applications/{quoteRequestId}/coverage-check: does the insured already hold this line?
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "checkDuplicateCoverage",
    tag: "Bind",
    summary: "Check an application for duplicate coverage before binding",
    description:
      "Lists the agency's policies that already cover this application's line of business for the same insured (same shopping session, or the same business name and ZIP) during its term. Binding it would be refused with 409 line_already_bound; travel is never a duplicate. Ask before taking payment.",
    errors: [404],
  },
  params: z.object({ quoteId: idParam("quote folio"), quoteRequestId: idParam("application") }),
  response: { data: CoverageCheckResponse.shape.data, description: "The policies the bind would collide with (empty: none)" },
  handler: async ({ db, agency, params }) => coverageCheck(db, agency.agencyId, params.quoteId, params.quoteRequestId),
});

export * from "@/app/v1/fallback";
