import { toApplicationDetail } from "@/lib/api/serializers/application";
import { apiRoute } from "@/lib/api/route";
import { getApplicationOfAgency } from "@/lib/quotes/folios";
import { idParam } from "@/lib/schemas/common";
import { ApplicationDetailResponse, ReferralNoteRequest } from "@/lib/schemas/quote";
import { noteForUnderwriter } from "@/lib/underwriting/desk";
import { z } from "zod";

// POST /v1/quote/{quoteId}/applications/{quoteRequestId}/referral-note: the agency's note to the carrier's underwriter
export const POST = apiRoute({
  permission: "quote",
  operation: {
    id: "saveReferralNote",
    tag: "Quote",
    summary: "Write the underwriter a note on a referred application",
    description:
      "For an application in status `referred`: what the carrier's underwriter should know (loss runs, controls, context). The underwriter reads it at the underwriting desk beside the answers; writing again replaces it.",
    errors: [404, 409],
    example: { note: "Three small water claims; the pipes were replaced in 2024 (invoice on file)." },
  },
  params: z.object({ quoteId: idParam("quote folio"), quoteRequestId: idParam("application") }),
  body: ReferralNoteRequest,
  response: { data: ApplicationDetailResponse.shape.data, description: "The application with its note" },
  idempotent: "optional",
  handler: async ({ db, agency, params, body, requestId, services }) => {
    await noteForUnderwriter(db, agency, params.quoteId, params.quoteRequestId, body.note, { requestId });
    const app = await getApplicationOfAgency(db, agency.agencyId, params.quoteId, params.quoteRequestId);
    return toApplicationDetail(app.folio, app, services.billingFor(agency.livemode));
  },
});

export * from "@/app/v1/fallback";
