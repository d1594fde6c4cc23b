import { apiRoute } from "@/lib/api/route";
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
    errors: [404, 410],
    example: { token: "pwr_...", password: "a new long passphrase" },
  },
  auth: false,
  body: ResetPasswordRequest,
  response: { data: PasswordResetDoneResponse.shape.data, description: "The account's email; sign in with the new password" },
  handler: async ({ db, body, requestId }) => ({ object: "password_reset" as const, ...(await resetPassword(db, body, { requestId })) }),
});

export * from "@/app/v1/fallback";
