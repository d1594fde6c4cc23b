import { apiRoute } from "@/lib/api/route";
import { referralDetail } from "@/lib/api/serializers/underwriting";
import { idParam } from "@/lib/schemas/common";
import { ReferralResponse } from "@/lib/schemas/underwriting";
import { getDeskReferral } from "@/lib/underwriting/desk";
import { z } from "zod";

// GET /v1/underwriting/referrals/{applicationId}: one referral with its risk, answers and the agency's note
export const GET = apiRoute({
  auth: "carrier",
  permission: "underwriting",
  operation: {
    id: "getReferral",
    tag: "Underwriting",
    summary: "A referral with its risk, answers and the agency's note",
    description: "Another carrier's application answers 404, as an agency's does to another agency.",
    errors: [404],
  },
  params: z.object({ applicationId: idParam("referral") }),
  response: { data: ReferralResponse.shape.data, description: "The referral" },
  handler: async ({ db, carrier, params }) => referralDetail(await getDeskReferral(db, carrier, params.applicationId)),
});

export * from "@/app/v1/fallback";
