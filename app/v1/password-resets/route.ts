import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/client-address";
import { PasswordResetRequestedResponse, RequestPasswordResetRequest } from "@/lib/schemas/team";
import { requestPasswordReset } from "@/lib/team/people";

// POST /v1/password-resets: "forgot password"; emails a reset link if an account has the email, answers the same either way
export const POST = apiRoute({
  operation: {
    id: "requestPasswordReset",
    tag: "Team",
    summary: "Ask for a password reset link",
    description:
      "When an active user has the email, a link to choose a new password (working once, for an hour) is emailed. The answer is the same whether or not an account exists. An account gets at most 3 links an hour; an address may ask 20 times an hour (429).",
    errors: [429],
    example: { email: "someone@example.com" },
  },
  auth: false,
  body: RequestPasswordResetRequest,
  response: { status: 202, data: PasswordResetRequestedResponse.shape.data, description: "The same sentence, whether or not the account exists" },
  handler: async ({ db, body, req, requestId, services }) => {
    const address = clientAddress(req.headers, services.env.TRUST_PROXY);
    const message = await requestPasswordReset(db, { email: body.email, address }, { requestId, baseUrl: services.billing.baseUrl, outbox: services.outbox });
    return { object: "password_reset_request" as const, message };
  },
});

export * from "@/app/v1/fallback";
