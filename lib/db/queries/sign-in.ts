// Portal sign-in's tables: failed attempts per account and per address (read before any password is
// hashed), and portal sessions (one row per signed-in browser, read on every portal request).
import "server-only";
import type { Db, Tx } from "../client";
import { sql } from "kysely";
import { builder, rows, statement } from "../sql";
import type { UserRole } from "../records/agency";

export interface ThrottleRow {
  key: string;
  failures: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
}

export async function throttleRows(db: Tx, keys: string[]): Promise<ThrottleRow[]> {
  return db.signInThrottle.findMany({ where: { key: { in: keys } } });
}

/** The key's row, created if need be and locked until the transaction ends (concurrent failures all count). */
export async function lockThrottleRow(tx: Tx, key: string): Promise<Omit<ThrottleRow, "key">> {
  const [row] = await rows(tx, THROTTLE_ROW_LOCKED, { key });
  return { failures: row?.failures ?? 0, lastFailureAt: row?.last_failure_at ?? null, lockedUntil: row?.locked_until ?? null };
}

const THROTTLE_ROW_LOCKED = statement("sign_in_throttle_locked_v1", (args: { key: string }) =>
  builder
    .insertInto("sign_in_throttles")
    .values({ key: args.key, failures: 0 })
    .onConflict((oc) => oc.column("key").doUpdateSet((eb) => ({ key: eb.ref("excluded.key") })))
    .returning(["failures", "last_failure_at", "locked_until"]),
);

export async function saveThrottleRow(tx: Tx, key: string, state: Omit<ThrottleRow, "key">): Promise<void> {
  await tx.signInThrottle.update({ where: { key }, data: state });
}

export async function clearThrottle(db: Tx, key: string): Promise<void> {
  await db.signInThrottle.deleteMany({ where: { key } });
}

export interface SessionRow {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  userAgent: string | null;
  address: string | null;
}

export async function insertPortalSession(
  db: Tx,
  s: { userId: string; agencyId: string | null; createdAt: Date; expiresAt: Date; userAgent: string | null; address: string | null },
): Promise<string> {
  const row = await db.portalSession.create({ data: { ...s, lastSeenAt: s.createdAt }, select: { id: true } });
  return row.id;
}

/** Removes the user's sessions that ended before the cutoff. */
export async function deleteEndedSessions(db: Tx, userId: string, cutoff: Date): Promise<void> {
  await db.portalSession.deleteMany({ where: { userId, OR: [{ expiresAt: { lt: cutoff } }, { revokedAt: { lt: cutoff } }] } });
}

/**
 * A session with its user's role and deactivation, and the user's agency's book setting (decision 045), in one
 * statement (joins by primary keys): every portal request reads it, and Prisma would load each with a statement.
 */
export async function portalSession(
  db: Tx,
  id: string,
): Promise<
  | (Pick<SessionRow, "userId" | "expiresAt" | "revokedAt" | "lastSeenAt"> & {
      user: { role: UserRole; deactivatedAt: Date | null };
      /** The agency's producers_see_all_book; true for a carrier's user (no agency). */
      producersSeeAllBook: boolean;
    })
  | null
> {
  const [row] = await rows(db, PORTAL_SESSION, { id });
  if (!row) return null;
  const { role, deactivatedAt, seeAll, ...session } = row;
  return { ...session, user: { role, deactivatedAt }, producersSeeAllBook: seeAll ?? true };
}

const PORTAL_SESSION = statement("portal_session_with_user_v1", (args: { id: string }) =>
  builder
    .selectFrom("portal_sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoin("agencies as a", "a.id", "u.agency_id")
    .select((eb) => [
      "s.user_id as userId",
      "s.expires_at as expiresAt",
      "s.revoked_at as revokedAt",
      "s.last_seen_at as lastSeenAt",
      sql<UserRole>`${eb.ref("u.role")}::text`.as("role"),
      "u.deactivated_at as deactivatedAt",
      "a.producers_see_all_book as seeAll",
    ])
    .where("s.id", "=", args.id),
);

/** Moves last_seen_at forward if nobody did since it was read. */
export async function touchPortalSession(db: Tx, id: string, seenBefore: Date, now: Date): Promise<void> {
  await db.portalSession.updateMany({ where: { id, lastSeenAt: seenBefore }, data: { lastSeenAt: now } });
}

/** Revokes live sessions: one (by id, of this user), or all of the user's but one. */
export async function revokePortalSessions(db: Tx, where: { userId: string; id?: string; exceptId?: string }, now: Date): Promise<number> {
  const { count } = await db.portalSession.updateMany({
    where: {
      userId: where.userId,
      revokedAt: null,
      ...(where.id ? { id: where.id } : {}),
      ...(where.exceptId ? { expiresAt: { gt: now }, id: { not: where.exceptId } } : {}),
    },
    data: { revokedAt: now },
  });
  return count;
}

/** Ends a session whoever holds it (sign-out by its own cookie). */
export async function endPortalSessionRow(db: Tx, id: string, now: Date): Promise<void> {
  await db.portalSession.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
}

export async function livePortalSessions(db: Tx, userId: string, now: Date, limit = 100): Promise<SessionRow[]> {
  return db.portalSession.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now } },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    take: limit,
  });
}

export type { Db };
