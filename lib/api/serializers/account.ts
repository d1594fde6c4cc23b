// The signed-in person's own account -> the API's shapes (decision 057).
import "server-only";
import type { PortalSessionView as SessionRecord } from "@/lib/auth/sessions";
import type { PortalSessionView, RevokedPortalSession } from "@/lib/schemas/account";

export function portalSessionView(s: SessionRecord): PortalSessionView {
  return {
    object: "portal_session",
    id: s.id,
    current: s.current,
    browser: s.browser,
    address: s.address,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    expiresAt: s.expiresAt,
  };
}

export function revokedSessionView(s: { id: string; revokedAt: Date }): RevokedPortalSession {
  return { object: "portal_session", id: s.id, revokedAt: s.revokedAt.toISOString() };
}
