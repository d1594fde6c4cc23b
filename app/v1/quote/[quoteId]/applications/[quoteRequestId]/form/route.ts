import { toApplicationDetail } from "@/lib/api/serializers/application";
import { prefilledView } from "@/lib/api/serializers/questionnaire";
import { apiRoute } from "@/lib/api/route";
import { saveFormAnswers } from "@/lib/bind/form";
import { rateAgainNow } from "@/lib/quotes/rate-application";
import { getApplicationWithPrefill } from "@/lib/quotes/folios";
import { idParam } from "@/lib/schemas/common";
import { ApplicationViewDetail } from "@/lib/schemas/answers";
import { FormRequest } from "@/lib/schemas/quote";
import { z } from "zod";

// POST /v1/quote/{quoteId}/applications/{quoteRequestId}/form: save application answers (form_payload only)
export const POST = apiRoute({
  permission: "quote",
  operation: {
    id: "saveApplicationForm",
    tag: "Quote",
    summary: "Edit form_payload only",
    description:
      "Saves answers to the program's application questions (partial saves allowed), validated against its JSON Schema. Any rating factor is refused with 409: re-quote to change it. The answers decide the program's underwriting (knock-outs decline, referrals wait for an underwriter, schedule credits and debits price), so a change of answers re-rates the application: it is rated before the answer when the carrier answers in time (else it shows `pending` and the folio `quoting` until it does). Bind with `expectedAmount` to be sure of the price charged.",
    errors: [404, 409],
    example: { form_payload: { yearsInBusiness: 6, priorClaims: 0 } },
  },
  params: z.object({ quoteId: idParam("quote folio"), quoteRequestId: idParam("application") }),
  body: FormRequest,
  response: { data: ApplicationViewDetail, description: "The application, with unansweredRequired and where its pre-filled answers came from" },
  idempotent: "optional",
  handler: async ({ db, agency, params, raw, requestId, services }) => {
    const { rerate, shared } = await saveFormAnswers(db, agency.agencyId, params.quoteId, params.quoteRequestId, raw, { actor: agency.actor, requestId });
    // Answers shared with the folio's other programs re-rate them through the workers.
    if (shared.length) services.kickWorker?.();
    if (rerate) await rateAgainNow(services, params.quoteRequestId);
    const app = await getApplicationWithPrefill(db, agency.agencyId, params.quoteId, params.quoteRequestId);
    return { ...toApplicationDetail(app.folio, app, services.billingFor(agency.livemode)), prefilled: prefilledView(app.prefilled) };
  },
});

export * from "@/app/v1/fallback";
