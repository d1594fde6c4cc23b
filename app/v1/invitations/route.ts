import { apiRoute } from "@/lib/api/route";
import { asTeam } from "@/lib/auth/modes";
import { invitationView } from "@/lib/api/serializers/team";
import { CreateInvitationRequest, InvitationListResponse, InvitationResponse } from "@/lib/schemas/team";
import { inviteUser, listInvitations } from "@/lib/team/people";

// POST /v1/invitations: invites someone by email to join the agency with a role
export const POST = apiRoute({
  permission: "people",
  operation: {
    id: "createInvitation",
    tag: "Team",
    summary: "Invite someone to the agency",
    description:
      "Emails the person a link (through the outbox) to set a password and join with the role given; the link works once, for 72 hours. Inviting an address with a pending invitation replaces it (the earlier link stops working). An email that is already a user's answers 409 naming email.",
    errors: [409],
    example: { email: "sam@harbor-main.example", name: "Sam Ortiz", role: "service" },
  },
  body: CreateInvitationRequest,
  response: { status: 201, data: InvitationResponse.shape.data, description: "The invitation (its link is in the email only)" },
  idempotent: "optional",
  handler: async ({ db, agency, body, requestId, services }) =>
    invitationView(await inviteUser(db, asTeam(agency), body, { requestId, baseUrl: services.billing.baseUrl, outbox: services.outbox })),
});

// GET /v1/invitations: the agency's pending invitations
export const GET = apiRoute({
  permission: "people",
  operation: { id: "listInvitations", tag: "Team", summary: "List the agency's pending invitations" },
  response: { data: InvitationListResponse.shape.data, description: "Invitations not accepted, revoked or expired, newest first" },
  handler: async ({ db, agency }) => ({ items: (await listInvitations(db, agency.liveAgencyId)).map((i) => invitationView(i)) }),
});

export * from "@/app/v1/fallback";
