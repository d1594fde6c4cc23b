import { apiRoute } from "@/lib/api/route";
import { asTeam } from "@/lib/auth/modes";
import { invitationView } from "@/lib/api/serializers/team";
import { idParam } from "@/lib/schemas/common";
import { InvitationResponse } from "@/lib/schemas/team";
import { revokeInvitation } from "@/lib/team/people";
import { z } from "zod";

// POST /v1/invitations/{invitationId}/revoke: the invitation's link stops working
export const POST = apiRoute({
  permission: "people",
  operation: {
    id: "revokeInvitation",
    tag: "Team",
    summary: "Revoke an invitation",
    description: "The emailed link stops working. Revoking an invitation already accepted, revoked or expired changes nothing and answers it as it is.",
    errors: [404],
  },
  params: z.object({ invitationId: idParam("invitation") }),
  response: { data: InvitationResponse.shape.data, description: "The invitation" },
  idempotent: "optional",
  handler: async ({ db, agency, params, requestId }) => invitationView(await revokeInvitation(db, asTeam(agency), params.invitationId, { requestId })),
});

export * from "@/app/v1/fallback";
