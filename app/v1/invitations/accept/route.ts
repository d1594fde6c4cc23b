import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/client-address";
import { AcceptInvitationRequest, AcceptedInvitationResponse } from "@/lib/schemas/team";
import { acceptInvitation } from "@/lib/team/people";

// POST /v1/invitations/accept: the invitee sets a password with the emailed link's token (the token is the credential)
export const POST = apiRoute({
  operation: {
    id: "acceptInvitation",
    tag: "Team",
    summary: "Accept an invitation (the token is the credential)",
    description:
      "Makes the user with the invitation's email, name and role and the password chosen (at least 12 characters); then sign in. A carrier's invitation makes an underwriter of that carrier, who signs in to the underwriting desk. The token works once: an unknown token answers 404, one used, revoked or expired 410.",
    errors: [404, 409, 410, 429],
    example: { token: "inv_...", password: "a long passphrase" },
  },
  auth: false,
  body: AcceptInvitationRequest,
  response: { status: 201, data: AcceptedInvitationResponse.shape.data, description: "Who can now sign in, to which agency (or carrier)" },
  handler: async ({ db, body, req, requestId, services }) => {
    const address = clientAddress(req.headers, services.env.TRUST_PROXY);
    const { user, agencyName, desk } = await acceptInvitation(db, body, { requestId, hashes: services.signIn.hashes, address });
    return {
      object: "accepted_invitation" as const,
      email: user.email,
      name: user.name,
      role: user.role,
      agencyName,
      organization: desk ? "carrier" : "agency",
    };
  },
});

export * from "@/app/v1/fallback";
