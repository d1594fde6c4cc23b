import { toApplicationDetail } from "@/lib/api/serializers/application";
import { apiRoute } from "@/lib/api/route";
import { rateAgainNow } from "@/lib/jobs/rate-application";
import { getApplicationOfAgency } from "@/lib/quotes/folios";
import { idParam } from "@/lib/schemas/common";
import { ApplicationDetailResponse, ReferralDecisionRequest } from "@/lib/schemas/quote";
import { decideReferral } from "@/lib/underwriting/decide";
import { z } from "zod";

// POST /v1/quote/{quoteId}/applications/{quoteRequestId}/referral: an underwriter approves or declines a referral
export const POST = apiRoute({
  permission: "referral.decide",
  operation: {
    id: "decideReferral",
    tag: "Quote",
    summary: "Approve or decline a referred application (underwriters)",
    description:
      "For an application in status `referred`. Approve re-rates it with its referrals approved for its current answers (a later change of answers refers it again); decline ends it declined with the note as the reason. Only a portal user with the underwriter role may decide: an API key or an agent gets 403.",
    errors: [403, 404, 409],
    example: { decision: "approve", note: "Loss runs reviewed: two small water claims, fixed." },
  },
  params: z.object({ quoteId: idParam("quote folio"), quoteRequestId: idParam("application") }),
  body: ReferralDecisionRequest,
  response: { data: ApplicationDetailResponse.shape.data, description: "The application after the decision (quoted again, or declined)" },
  idempotent: "optional",
  handler: async ({ db, agency, params, body, requestId, services }) => {
    const { rerate } = await decideReferral(db, agency, params.quoteId, params.quoteRequestId, body, { requestId });
    if (rerate) await rateAgainNow(services, params.quoteRequestId);
    const app = await getApplicationOfAgency(db, agency.agencyId, params.quoteId, params.quoteRequestId);
    return toApplicationDetail(app.folio, app, services.billing);
  },
});

export * from "@/app/v1/fallback";
