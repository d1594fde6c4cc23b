import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/client-address";
import { PasswordResetDoneResponse, ResetPasswordRequest } from "@/lib/schemas/team";
import { resetPassword } from "@/lib/team/people";

// POST /v1/password-resets/complete: a new password with the emailed link's token (the token is the credential)
export const POST = apiRoute({
  operation: {
    id: "resetPassword",
    tag: "Team",
    summary: "Choose a new password (the token is the credential)",
    description:
      "Sets the new password (at least 12 characters) and ends every session of the user. The token works once: an unknown token answers 404, one used or expired 410.",
    errors: [404, 410, 429],
    example: { token: "pwr_...", password: "a new long passphrase" },
  },
  auth: false,
  body: ResetPasswordRequest,
  response: { data: PasswordResetDoneResponse.shape.data, description: "The account's email; sign in with the new password" },
  handler: async ({ db, body, req, requestId, services }) => {
    const address = clientAddress(req.headers, services.env.TRUST_PROXY);
    return { object: "password_reset" as const, ...(await resetPassword(db, body, { requestId, hashes: services.signIn.hashes, address })) };
  },
});

export * from "@/app/v1/fallback";
