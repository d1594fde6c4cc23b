import { apiRoute } from "@/lib/api/route";
import { referralDetail } from "@/lib/api/serializers/underwriting";
import { deliverNow } from "@/lib/mail/outbox";
import { rateAgainNow } from "@/lib/quotes/rate-application";
import { idParam } from "@/lib/schemas/common";
import { ReferralDecisionRequest } from "@/lib/schemas/quote";
import { ReferralResponse } from "@/lib/schemas/underwriting";
import { decideReferral } from "@/lib/underwriting/decide";
import { getDeskReferral } from "@/lib/underwriting/desk";
import { z } from "zod";

// POST /v1/underwriting/referrals/{applicationId}/decision: the carrier's underwriter approves or declines, with a note
export const POST = apiRoute({
  auth: "carrier",
  permission: "underwriting",
  operation: {
    id: "decideReferral",
    tag: "Underwriting",
    summary: "Approve or decline a referral",
    description:
      "For an application in status `referred`. Approve re-rates it with its referrals approved for its current answers (a later change of answers refers it again); decline ends it declined with the note as the reason. The agency's producers are emailed the decision with the note, and it is in the agency's audit log.",
    errors: [404, 409],
    example: { decision: "approve", note: "Loss runs reviewed: two small water claims, fixed." },
  },
  params: z.object({ applicationId: idParam("referral") }),
  body: ReferralDecisionRequest,
  response: { data: ReferralResponse.shape.data, description: "The referral after the decision (priced again, or declined)" },
  idempotent: "optional",
  handler: async ({ db, carrier, params, body, requestId, services }) => {
    const { rerate, messageIds } = await decideReferral(db, carrier, params.applicationId, body, {
      requestId,
      baseUrl: services.billing.baseUrl,
      mailQueued: services.outbox !== null,
    });
    if (rerate) await rateAgainNow(services, params.applicationId);
    const outbox = services.outbox;
    if (outbox) await Promise.all(messageIds.map((id) => deliverNow(outbox, id)));
    return referralDetail(await getDeskReferral(db, carrier, params.applicationId));
  },
});

export * from "@/app/v1/fallback";
