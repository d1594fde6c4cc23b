// Portal sessions: one portal_sessions row per signed-in browser. The session cookie stays an Auth.js
// JWT (its credentials provider requires the JWT strategy) but carries the row's id (`sid`), and every
// auth() call reads the row by primary key: a revoked, expired or missing row ends the session at once.
import { recordAudit } from "@/lib/bind/audit";
import type { Db } from "@/lib/db/client";
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
  agencyId: string;
  userAgent: string | null;
  address: string | null;
}

export async function createPortalSession(db: Db, s: NewSession, now: Date): Promise<string> {
  const cutoff = new Date(now.getTime() - ENDED_KEPT_MS);
  await db.portalSession.deleteMany({ where: { userId: s.userId, OR: [{ expiresAt: { lt: cutoff } }, { revokedAt: { lt: cutoff } }] } });
  const row = await db.portalSession.create({
    data: {
      userId: s.userId,
      agencyId: s.agencyId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      userAgent: s.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      address: s.address,
    },
    select: { id: true },
  });
  return row.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether session `sid` of user `userId` is live at `now`. One read by primary key; last_seen_at is
 * written only when it is a minute or more old.
 */
export async function checkPortalSession(db: Db, sid: unknown, userId: unknown, now: Date): Promise<boolean> {
  if (typeof sid !== "string" || !UUID.test(sid) || typeof userId !== "string") return false;
  const row = await db.portalSession.findUnique({ where: { id: sid }, select: { userId: true, expiresAt: true, revokedAt: true, lastSeenAt: true } });
  if (!row || row.userId !== userId || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return false;
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.portalSession.updateMany({ where: { id: sid, lastSeenAt: row.lastSeenAt }, data: { lastSeenAt: now } });
  }
  return true;
}

/** Sign-out: ends the session the cookie names. */
export async function endPortalSession(db: Db, sid: unknown, now: Date): Promise<void> {
  if (typeof sid !== "string" || !UUID.test(sid)) return;
  await db.portalSession.updateMany({ where: { id: sid, revokedAt: null }, data: { revokedAt: now } });
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
  const rows = await db.portalSession.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now } },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    take: 100,
  });
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
  if (!UUID.test(sessionId)) return false;
  return db.$transaction(async (tx) => {
    const { count } = await tx.portalSession.updateMany({ where: { id: sessionId, userId: actor.userId, revokedAt: null }, data: { revokedAt: now } });
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
    const { count } = await tx.portalSession.updateMany({
      where: { userId: actor.userId, revokedAt: null, expiresAt: { gt: now }, id: { not: actor.sid } },
      data: { revokedAt: now },
    });
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
