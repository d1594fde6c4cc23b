import { apiRoute } from "@/lib/api/route";
import { portalSessionView } from "@/lib/api/serializers/account";
import { listOwnSessions } from "@/lib/auth/own-sessions";
import { PortalSessionListResponse } from "@/lib/schemas/account";

// GET /v1/me/sessions: the signed-in person's live portal sessions, this one first (decision 057)
export const GET = apiRoute({
  auth: "user",
  permission: "account",
  operation: {
    id: "listMySessions",
    tag: "Account",
    summary: "List your portal sessions",
    description:
      "For a person signed in to the portal (an agency's user or a carrier's underwriter): each browser signed in as you, with where and when it signed in, when it was last active and when it ends by itself. The session this request came with is first, marked current. An API key has no session: 403.",
  },
  response: { data: PortalSessionListResponse.shape.data, description: "Your live sessions" },
  handler: async ({ db, user }) => ({ items: (await listOwnSessions(db, user, new Date())).map(portalSessionView) }),
});

export * from "@/app/v1/fallback";
