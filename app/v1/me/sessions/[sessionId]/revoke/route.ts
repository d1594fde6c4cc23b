import { apiRoute } from "@/lib/api/route";
import { revokedSessionView } from "@/lib/api/serializers/account";
import { signOutOwnSession } from "@/lib/auth/own-sessions";
import { RevokedPortalSessionResponse } from "@/lib/schemas/account";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// POST /v1/me/sessions/{sessionId}/revoke: sign out another of your sessions (decision 057)
export const POST = apiRoute({
  auth: "user",
  permission: "account",
  operation: {
    id: "revokeMySession",
    tag: "Account",
    summary: "Sign out one of your other portal sessions",
    description:
      "The session is refused from this answer on: its next page asks it to sign in, and its API calls answer 401. Audited (session.revoke). A session that is not yours, or has already ended, is 404; the session this request came with is 409 current_session (sign out in the portal to end it).",
    errors: [404, 409],
  },
  params: z.object({ sessionId: idParam("live portal session of yours") }),
  response: { data: RevokedPortalSessionResponse.shape.data, description: "The session, signed out" },
  idempotent: "optional",
  handler: async ({ db, user, params }) => revokedSessionView(await signOutOwnSession(db, user, params.sessionId, new Date())),
});

export * from "@/app/v1/fallback";
