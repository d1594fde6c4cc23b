import { apiRoute, requireUuid } from "@/lib/api/route";
import { saveFormAnswers } from "@/lib/bind/form";
import { viewApplication } from "@/lib/quotes/service";
import { z } from "zod";

// POST /v1/quote/{quoteId}/applications/{quoteRequestId}/form: save application answers (form_payload only)
export const POST = apiRoute({
  // The body is checked by saveFormAnswers: a rating factor must be a 409, not a 400 from a schema.
  body: z.record(z.string(), z.unknown()),
  handler: async ({ db, agency, params, raw, requestId }) => {
    const quoteId = requireUuid(params.quoteId, "quote folio");
    const id = requireUuid(params.quoteRequestId, "application");
    await saveFormAnswers(db, agency.agencyId, quoteId, id, raw, { actor: agency.actor, requestId });
    return { data: await viewApplication(db, agency.agencyId, quoteId, id) };
  },
});
