import { apiRoute } from "@/lib/api/route";
import { invitationView } from "@/lib/api/serializers/team";
import { CreateUnderwriterInvitationRequest, InvitationListResponse, InvitationResponse } from "@/lib/schemas/team";
import { inviteUnderwriter, listCarrierInvitations } from "@/lib/team/people";

// POST /v1/underwriting/invitations: a carrier's underwriter invites another underwriter of the same carrier (decision 044)
export const POST = apiRoute({
  auth: "carrier",
  permission: "underwriting",
  operation: {
    id: "createUnderwriterInvitation",
    tag: "Underwriting",
    summary: "Invite an underwriter of your carrier",
    description:
      "For a carrier's underwriter signed in to the portal: emails the person a link (through the outbox) to set a password and join the carrier's underwriting desk as an underwriter; the link works once, for 72 hours. Inviting an address with a pending invitation replaces it. An email that is already a user's answers 409 naming email.",
    errors: [409],
    example: { email: "riley@keystone.example", name: "Riley Underwood" },
  },
  body: CreateUnderwriterInvitationRequest,
  response: { status: 201, data: InvitationResponse.shape.data, description: "The invitation (its link is in the email only)" },
  idempotent: "optional",
  handler: async ({ db, carrier, body, requestId, services }) =>
    invitationView(await inviteUnderwriter(db, carrier, body, { requestId, baseUrl: services.billing.baseUrl, outbox: services.outbox })),
});

// GET /v1/underwriting/invitations: the carrier's pending invitations
export const GET = apiRoute({
  auth: "carrier",
  permission: "underwriting",
  operation: { id: "listUnderwriterInvitations", tag: "Underwriting", summary: "List your carrier's pending underwriter invitations" },
  response: { data: InvitationListResponse.shape.data, description: "Invitations not accepted, revoked or expired, newest first" },
  handler: async ({ db, carrier }) => ({ items: (await listCarrierInvitations(db, carrier.carrierId)).map((i) => invitationView(i)) }),
});

export * from "@/app/v1/fallback";
