// Portal sessions: one portal_sessions row per signed-in browser. The session cookie stays an Auth.js
// JWT (its credentials provider requires the JWT strategy) but carries the row's id (`sid`), and every
// auth() call reads the row by primary key: a revoked, expired or missing row ends the session at once.
import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import {
  deleteEndedSessions,
  endPortalSessionRow,
  insertPortalSession,
  livePortalSessions,
  portalSession,
  revokePortalSessions,
  touchPortalSession,
} from "@/lib/db/queries/sign-in";
import { isUuid } from "@/lib/schemas/common";
import type { Role } from "./permissions";
import { describeBrowser } from "./user-agent";

/** Sessions end this long after sign-in, however active (the cookie's own lifetime is the same). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so that reads do not write on every request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
/** Ended sessions are kept this long (the list shows only live ones), then removed at a later sign-in. */
const ENDED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_USER_AGENT = 400;

export interface NewSession {
  userId: string;
  /** Null for a carrier's underwriter. */
  agencyId: string | null;
  userAgent: string | null;
  address: string | null;
}

export async function createPortalSession(db: Tx, s: NewSession, now: Date): Promise<string> {
  await deleteEndedSessions(db, s.userId, new Date(now.getTime() - ENDED_KEPT_MS));
  return insertPortalSession(db, {
    userId: s.userId,
    agencyId: s.agencyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: s.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    address: s.address,
  });
}

/**
 * Whether session `sid` of user `userId` is live at `now`. One read by primary key; last_seen_at is
 * written only when it is a minute or more old.
 */
export async function checkPortalSession(db: Db, sid: unknown, userId: unknown, now: Date): Promise<boolean> {
  return (await livePortalSession(db, sid, userId, now)) !== null;
}

/**
 * The user's role now, and whether the agency lets producers see its whole book (decision 045), when session `sid`
 * of user `userId` is live at `now` and the user is active, else null.
 */
export async function livePortalSession(db: Db, sid: unknown, userId: unknown, now: Date): Promise<{ role: Role; producersSeeAllBook: boolean } | null> {
  if (typeof sid !== "string" || !isUuid(sid) || typeof userId !== "string") return null;
  const row = await portalSession(db, sid);
  if (!row || row.userId !== userId || row.revokedAt || row.expiresAt.getTime() <= now.getTime() || row.user.deactivatedAt) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) await touchPortalSession(db, sid, row.lastSeenAt, now);
  return { role: row.user.role, producersSeeAllBook: row.producersSeeAllBook };
}

/** Sign-out: ends the session the cookie names. */
export async function endPortalSession(db: Db, sid: unknown, now: Date): Promise<void> {
  if (typeof sid !== "string" || !isUuid(sid)) return;
  await endPortalSessionRow(db, sid, now);
}

export interface PortalSessionView {
  id: string;
  current: boolean;
  browser: string;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** The user's live sessions: the current one first (marked), then the most recently active. */
export async function listPortalSessions(db: Db, userId: string, currentSid: string, now: Date): Promise<PortalSessionView[]> {
  const rows = await livePortalSessions(db, userId, now);
  rows.sort((a, b) => Number(b.id === currentSid) - Number(a.id === currentSid)); // this browser first
  return rows.map((r) => ({
    id: r.id,
    current: r.id === currentSid,
    browser: describeBrowser(r.userAgent),
    address: r.address,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

interface Actor {
  userId: string;
  agencyId: string;
  /** The session doing the revoking. */
  sid: string;
}

/** Signs out one of the actor's own sessions (another user's id is simply not found). Audited. */
export async function revokePortalSession(db: Db, actor: Actor, sessionId: string, now: Date): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  return db.$transaction(async (tx) => {
    const count = await revokePortalSessions(tx, { userId: actor.userId, id: sessionId }, now);
    if (count === 1) {
      await recordAudit(tx, {
        agencyId: actor.agencyId,
        actor: `user:${actor.userId}`,
        action: "session.revoke",
        objectType: "portal_session",
        objectId: sessionId,
        after: { revokedAt: now.toISOString(), by: actor.sid },
      });
    }
    return count === 1;
  });
}

/** "Sign out everywhere else": every live session of the actor's but the one in use. Audited. */
export async function revokeOtherPortalSessions(db: Db, actor: Actor, now: Date): Promise<number> {
  return db.$transaction(async (tx) => {
    const count = await revokePortalSessions(tx, { userId: actor.userId, exceptId: actor.sid }, now);
    if (count > 0) {
      await recordAudit(tx, {
        agencyId: actor.agencyId,
        actor: `user:${actor.userId}`,
        action: "session.revoke_others",
        objectType: "user",
        objectId: actor.userId,
        after: { revoked: count, kept: actor.sid },
      });
    }
    return count;
  });
}
