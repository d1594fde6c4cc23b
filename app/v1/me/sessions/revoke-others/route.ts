import { apiRoute } from "@/lib/api/route";
import { signOutOtherOwnSessions } from "@/lib/auth/own-sessions";
import { RevokedOtherSessionsResponse } from "@/lib/schemas/account";

// POST /v1/me/sessions/revoke-others: "sign out everywhere else" (decision 057)
export const POST = apiRoute({
  auth: "user",
  permission: "account",
  operation: {
    id: "revokeMyOtherSessions",
    tag: "Account",
    summary: "Sign out all your portal sessions but this one",
    description:
      "Every live session of yours except the one this request came with is refused from this answer on. Answers how many were signed out (0 when there were none). Audited (session.revoke_others) when any were.",
  },
  response: { data: RevokedOtherSessionsResponse.shape.data, description: "How many sessions were signed out" },
  idempotent: "optional",
  handler: async ({ db, user }) => ({ revoked: await signOutOtherOwnSessions(db, user, new Date()) }),
});

export * from "@/app/v1/fallback";
