// The agency's people (decision 041): users, invitations and password resets. Tokens are found by their hash.
import "server-only";
import type { Tx } from "../client";
import { builder, rows, statement } from "../sql";
import type { UserRole } from "../records/agency";

export interface UserRecord {
  id: string;
  /** Null for a carrier's underwriter (decision 040). */
  agencyId: string | null;
  /** The carrier of an underwriter (decision 040); null for an agency's user. */
  carrierId: string | null;
  email: string;
  name: string;
  role: UserRole;
  createdAt: Date;
  deactivatedAt: Date | null;
}

const USER_COLUMNS = { id: true, agencyId: true, carrierId: true, email: true, name: true, role: true, createdAt: true, deactivatedAt: true } as const;

export interface InvitationRecord {
  id: string;
  /** The agency invited to, or (carrierId) the carrier whose desk: exactly one is set (decision 044). */
  agencyId: string | null;
  carrierId: string | null;
  email: string;
  name: string;
  role: UserRole;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  userId: string | null;
  revokedAt: Date | null;
}

const INVITATION_COLUMNS = {
  id: true,
  agencyId: true,
  carrierId: true,
  email: true,
  name: true,
  role: true,
  invitedBy: true,
  createdAt: true,
  expiresAt: true,
  acceptedAt: true,
  userId: true,
  revokedAt: true,
} as const;

/** The agency's users, active first, then by name. */
export async function usersOfAgency(db: Tx, agencyId: string): Promise<UserRecord[]> {
  return db.user.findMany({ where: { agencyId }, orderBy: [{ name: "asc" }, { email: "asc" }], select: USER_COLUMNS });
}

export async function userOfAgency(db: Tx, agencyId: string, id: string): Promise<UserRecord | null> {
  return db.user.findFirst({ where: { id, agencyId }, select: USER_COLUMNS });
}

/** Any user with this (lower-cased) email, in any agency: emails are unique across the service. */
export async function userWithEmail(db: Tx, email: string): Promise<UserRecord | null> {
  return db.user.findUnique({ where: { email }, select: USER_COLUMNS });
}

/**
 * The agency's active administrators, locked until the transaction ends: two administrators demoting or
 * deactivating each other at once cannot both succeed and leave the agency with none.
 */
export async function lockActiveAdmins(tx: Tx, agencyId: string): Promise<string[]> {
  return (await rows(tx, ACTIVE_ADMINS_LOCKED, { agencyId })).map((r) => r.id);
}

const ACTIVE_ADMINS_LOCKED = statement("users_active_admins_locked_v1", (args: { agencyId: string }) =>
  builder
    .selectFrom("users")
    .select("id")
    .where("agency_id", "=", args.agencyId)
    .where("role", "=", "admin")
    .where("deactivated_at", "is", null)
    .orderBy("id")
    .forUpdate(),
);

/** Whose user or invitation: an agency's, or a carrier's underwriter (decision 044). */
export type Owner = { agencyId: string; carrierId?: never } | { carrierId: string; agencyId?: never };

/** The carrier's underwriters by name (its desk's team, decision 044). */
export async function usersOfCarrier(db: Tx, carrierId: string): Promise<UserRecord[]> {
  return db.user.findMany({ where: { carrierId }, orderBy: [{ name: "asc" }, { email: "asc" }], select: USER_COLUMNS });
}

export async function insertUser(tx: Tx, u: Owner & { email: string; name: string; role: UserRole; passwordHash: string }): Promise<UserRecord> {
  return tx.user.create({ data: u, select: USER_COLUMNS });
}

export async function setUserRole(tx: Tx, id: string, role: UserRole): Promise<void> {
  await tx.user.update({ where: { id }, data: { role } });
}

export async function setUserDeactivated(tx: Tx, id: string, at: Date | null): Promise<void> {
  await tx.user.update({ where: { id }, data: { deactivatedAt: at } });
}

export async function setUserPassword(tx: Tx, id: string, passwordHash: string): Promise<void> {
  await tx.user.update({ where: { id }, data: { passwordHash } });
}

/** Ends every live session of the user (deactivation, a password reset). */
export async function revokeAllSessions(tx: Tx, userId: string, now: Date): Promise<number> {
  const { count } = await tx.portalSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
  return count;
}

export async function insertInvitation(
  tx: Tx,
  i: Owner & { email: string; name: string; role: UserRole; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<InvitationRecord> {
  return tx.invitation.create({ data: i, select: INVITATION_COLUMNS });
}

/** Revokes the agency's (or carrier's) pending invitations of this email (a new one replaces them); returns their ids. */
export async function revokePendingInvitationsOf(tx: Tx, owner: Owner, email: string, now: Date): Promise<string[]> {
  const pending = await tx.invitation.findMany({ where: { ...owner, email, acceptedAt: null, revokedAt: null }, select: { id: true } });
  if (pending.length) await tx.invitation.updateMany({ where: { id: { in: pending.map((p) => p.id) } }, data: { revokedAt: now } });
  return pending.map((p) => p.id);
}

/** The agency's (or carrier's) invitations not accepted, not revoked and not expired, newest first. */
export async function pendingInvitations(db: Tx, owner: Owner, now: Date): Promise<InvitationRecord[]> {
  return db.invitation.findMany({
    where: { ...owner, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: INVITATION_COLUMNS,
  });
}

export async function invitationOfAgency(db: Tx, agencyId: string, id: string): Promise<InvitationRecord | null> {
  return db.invitation.findFirst({ where: { id, agencyId }, select: INVITATION_COLUMNS });
}

/** The carrier's invitation with this id (decision 044); another carrier's or an agency's is null. */
export async function invitationOfCarrier(db: Tx, carrierId: string, id: string): Promise<InvitationRecord | null> {
  return db.invitation.findFirst({ where: { id, carrierId }, select: INVITATION_COLUMNS });
}

export async function invitationByHash(
  db: Tx,
  tokenHash: string,
): Promise<(InvitationRecord & { agency: { name: string } | null; carrier: { name: string } | null }) | null> {
  return db.invitation.findUnique({
    where: { tokenHash },
    select: { ...INVITATION_COLUMNS, agency: { select: { name: true } }, carrier: { select: { name: true } } },
  });
}

/** Marks a live invitation accepted; false when it was used, revoked or expired meanwhile. */
export async function markInvitationAccepted(tx: Tx, id: string, userId: string, now: Date): Promise<boolean> {
  const { count } = await tx.invitation.updateMany({
    where: { id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    data: { acceptedAt: now, userId },
  });
  return count === 1;
}

export async function markInvitationRevoked(tx: Tx, id: string, now: Date): Promise<boolean> {
  const { count } = await tx.invitation.updateMany({ where: { id, acceptedAt: null, revokedAt: null }, data: { revokedAt: now } });
  return count === 1;
}

export async function insertPasswordReset(tx: Tx, r: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await tx.passwordReset.create({ data: r });
}

/** How many reset links the user was sent since `since` (the per-account cap). */
export async function passwordResetsSince(db: Tx, userId: string, since: Date): Promise<number> {
  return db.passwordReset.count({ where: { userId, createdAt: { gte: since } } });
}

export async function passwordResetByHash(db: Tx, tokenHash: string) {
  return db.passwordReset.findUnique({
    where: { tokenHash },
    select: { id: true, userId: true, expiresAt: true, usedAt: true, user: { select: USER_COLUMNS } },
  });
}

/** Uses a live reset link; false when it was used or expired meanwhile. Other links of the user stop working too. */
export async function markPasswordResetUsed(tx: Tx, id: string, userId: string, now: Date): Promise<boolean> {
  const { count } = await tx.passwordReset.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (count === 1) await tx.passwordReset.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
  return count === 1;
}
