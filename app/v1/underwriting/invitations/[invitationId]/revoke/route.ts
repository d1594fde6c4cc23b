import { apiRoute } from "@/lib/api/route";
import { invitationView } from "@/lib/api/serializers/team";
import { idParam } from "@/lib/schemas/common";
import { InvitationResponse } from "@/lib/schemas/team";
import { revokeUnderwriterInvitation } from "@/lib/team/people";
import { z } from "zod";

// POST /v1/underwriting/invitations/{invitationId}/revoke: the carrier's invitation's link stops working (decision 044)
export const POST = apiRoute({
  auth: "carrier",
  permission: "underwriting",
  operation: {
    id: "revokeUnderwriterInvitation",
    tag: "Underwriting",
    summary: "Revoke an underwriter invitation of your carrier",
    description:
      "The emailed link stops working. Revoking an invitation already accepted, revoked or expired changes nothing and answers it as it is. Another carrier's invitation, or an agency's, is 404.",
    errors: [404],
  },
  params: z.object({ invitationId: idParam("invitation") }),
  response: { data: InvitationResponse.shape.data, description: "The invitation" },
  idempotent: "optional",
  handler: async ({ db, carrier, params, requestId }) => invitationView(await revokeUnderwriterInvitation(db, carrier, params.invitationId, { requestId })),
});

export * from "@/app/v1/fallback";
