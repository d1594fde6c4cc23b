// A person's own portal sessions through /v1/me (decision 057): listed, and signed out one at a time or all but the
// one in use. The rules are sessions.ts's (another user's session is simply not found; each revocation audited);
// this adds what the API answers when nothing was revoked.
import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import { listPortalSessions, revokeOtherPortalSessions, revokePortalSession, type PortalSessionView } from "./sessions";
import { NO_AGENCY_ID } from "./sign-in";

/** The person signed in: their user, the session in use, and their live agency (null for a carrier's underwriter). */
export interface SessionOwner {
  userId: string;
  sessionId: string;
  agencyId: string | null;
}

// A carrier's underwriter has no agency: their session changes are audited under no agency, as unknown sign-ins are.
const actorOf = (owner: SessionOwner) => ({ userId: owner.userId, agencyId: owner.agencyId ?? NO_AGENCY_ID, sid: owner.sessionId });

/** The owner's live sessions: the one in use first (marked current), then the most recently active. */
export function listOwnSessions(db: Db, owner: SessionOwner, now: Date): Promise<PortalSessionView[]> {
  return listPortalSessions(db, owner.userId, owner.sessionId, now);
}

/**
 * Signs out another of the owner's sessions. The one in use is refused (current_session: signing out ends it, and
 * clears its cookie); one that is not the owner's, or has already ended, is not found. Audited.
 */
export async function signOutOwnSession(db: Db, owner: SessionOwner, sessionId: string, now: Date): Promise<{ id: string; revokedAt: Date }> {
  if (sessionId === owner.sessionId) {
    throw new AppError(
      "current_session",
      "This is the session this request was sent with: sign out in the portal to end it. This operation signs out your other sessions.",
    );
  }
  if (!(await revokePortalSession(db, actorOf(owner), sessionId, now))) throw notFound(`No live portal session of yours with id ${sessionId}.`);
  return { id: sessionId, revokedAt: now };
}

/** "Sign out everywhere else": every live session of the owner's but the one in use; how many. Audited when any. */
export function signOutOtherOwnSessions(db: Db, owner: SessionOwner, now: Date): Promise<number> {
  return revokeOtherPortalSessions(db, actorOf(owner), now);
}
