// The agency's people (issue 31 item 1, decision 041): administrators invite by email, change roles, and
// deactivate (every session ends at once) or reactivate users; the invitee sets a password from the emailed
// link; anyone may ask for a password reset link by email. Link tokens exist in plain only in the email: the
// database keeps their SHA-256, and each works once, until it expires. Every change is in the audit log.
import "server-only";
import type { AgencyPrincipal } from "@/lib/auth/api-keys";
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from "@/lib/auth/link-token";
import { hashPassword } from "@/lib/auth/passwords";
import { NO_AGENCY_ID } from "@/lib/auth/sign-in";
import type { Role } from "@/lib/auth/permissions";
import { isLimiterFull, type Limiter } from "@/lib/auth/limiter";
import { afterFailure, throttleVerdict, type ThrottlePolicy } from "@/lib/auth/throttle";
import { atomically, type Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { recordAudit } from "@/lib/db/queries/audit";
import { insertMessage } from "@/lib/db/queries/messages";
import {
  insertInvitation,
  insertPasswordReset,
  insertUser,
  invitationByHash,
  invitationOfAgency,
  invitationOfCarrier,
  lockActiveAdmins,
  markInvitationAccepted,
  markInvitationRevoked,
  markPasswordResetUsed,
  passwordResetByHash,
  passwordResetsSince,
  pendingInvitations,
  revokeAllSessions,
  revokePendingInvitationsOf,
  setUserDeactivated,
  setUserPassword,
  setUserRole,
  userOfAgency,
  userWithEmail,
  usersOfAgency,
  usersOfCarrier,
  type InvitationRecord,
  type Owner,
  type UserRecord,
} from "@/lib/db/queries/people";
import { agencyById, carrierById, userById } from "@/lib/db/queries/reference";
import { lockThrottleRow, saveThrottleRow } from "@/lib/db/queries/sign-in";
import { deliverNow, type OutboxDeps } from "@/lib/mail/outbox";
import { composeInvitationEmail, composePasswordResetEmail, type AccountPlace } from "@/lib/mail/account-email";
import { AppError, notFound } from "@/lib/errors";

export type { InvitationRecord, UserRecord };

/** An invitation's link works this long. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
/** A password reset link works this long. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** At most this many reset links per account per hour; asking again sends nothing (and answers the same). */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;
/** Reset requests per address: 20 an hour, then the address waits out the hour (the sign-in throttle's table). */
const RESET_ADDRESS_POLICY: ThrottlePolicy = { lockAfter: 20, lockMs: 60 * 60 * 1000, delayAfter: 1_000, delayBaseMs: 0 };

const INVITE_PREFIX = "inv_";
const RESET_PREFIX = "pwr_";

/** The answer to every reset request, whether or not an account has the email (no account enumeration). */
export const RESET_REQUESTED_SENTENCE = "If an account exists for that email, we sent it a link to choose a new password. The link works for an hour.";

interface Ctx {
  requestId: string;
  baseUrl: string;
  outbox: OutboxDeps | null;
}

export interface Person {
  kind: "user" | "invitation";
  id: string;
  email: string;
  name: string;
  role: Role;
  status: "active" | "deactivated" | "invited";
  createdAt: Date;
  deactivatedAt: Date | null;
  invitationExpiresAt: Date | null;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** Where a password is set without a session: the sign-in's hash limiter bounds scrypt's memory, per address. */
export interface PasswordCtx {
  requestId: string;
  hashes: Limiter;
  address: string;
}

async function hashNewPassword(password: string, ctx: PasswordCtx): Promise<string> {
  try {
    return await ctx.hashes.run([ctx.address, "new-password"], () => hashPassword(password));
  } catch (error) {
    if (isLimiterFull(error)) throw new AppError("rate_limited", "Too many passwords are being checked or set right now; retry in a few seconds.");
    throw error;
  }
}
const actorUserId = (actor: string) => (actor.startsWith("user:") ? actor.slice("user:".length) : null);

/** The agency's users by name, then its pending invitations, newest first. */
export async function listPeople(db: Db, agencyId: string, now = new Date()): Promise<Person[]> {
  const [users, invitations] = await Promise.all([usersOfAgency(db, agencyId), pendingInvitations(db, { agencyId }, now)]);
  return toPeople(users, invitations);
}

function toPeople(users: UserRecord[], invitations: InvitationRecord[]): Person[] {
  return [
    ...users.map((u): Person => ({
      kind: "user",
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      status: u.deactivatedAt ? "deactivated" : "active",
      createdAt: u.createdAt,
      deactivatedAt: u.deactivatedAt,
      invitationExpiresAt: null,
    })),
    ...invitations.map((i): Person => ({
      kind: "invitation",
      id: i.id,
      email: i.email,
      name: i.name,
      role: i.role,
      status: "invited",
      createdAt: i.createdAt,
      deactivatedAt: null,
      invitationExpiresAt: i.expiresAt,
    })),
  ];
}

export async function listInvitations(db: Db, agencyId: string, now = new Date()): Promise<InvitationRecord[]> {
  return pendingInvitations(db, { agencyId }, now);
}

export async function getUser(db: Db, agencyId: string, id: string): Promise<UserRecord> {
  const user = await userOfAgency(db, agencyId, id);
  if (!user) throw notFound(`No user with id ${id} in this agency.`);
  return user;
}

/** Who invites: an agency's administrator (or the agency), or a carrier's underwriter or the operator (decision 044). */
interface Inviting {
  owner: Owner;
  /** The agency's or the carrier's name, as the email and the accept page show it. */
  ownerName: string;
  actor: string;
  /** Where the invitee will sign in: the agency's quoting portal, or the carrier's underwriting desk. */
  place: AccountPlace;
}

/** Where a carrier's rows go in the audit log: under NO_AGENCY_ID (no agency's log reads it) with carrier_id set. */
const auditOwner = (owner: Owner): { agencyId: string; carrierId?: string } =>
  owner.carrierId ? { agencyId: NO_AGENCY_ID, carrierId: owner.carrierId } : { agencyId: owner.agencyId! };

/**
 * Invites someone by email: an invitation whose link is emailed through the outbox (written in the same
 * transaction, sent right after commit). Inviting a pending address again replaces the earlier invitation.
 */
export async function inviteUser(
  db: Db,
  principal: AgencyPrincipal,
  input: { email: string; name: string; role: Role },
  ctx: Ctx,
  now = new Date(),
): Promise<InvitationRecord> {
  // Underwriters are carriers' users (decision 040): a carrier's underwriter invites them from the desk (decision 044).
  if (input.role === "underwriter") throw notAnAgencyRole("invite");
  return invite(
    db,
    { owner: { agencyId: principal.agencyId }, ownerName: principal.agencyName, actor: principal.actor, place: "quoting portal" },
    input,
    ctx,
    now,
  );
}

/** A carrier's underwriter signed in (or the operator's command for a carrier's first one, actor "operator"). */
export interface CarrierInviter {
  carrierId: string;
  carrierName: string;
  actor: string;
}

/** Invites an underwriter of the same carrier (decision 044): accepting makes a carrier user with role underwriter. */
export async function inviteUnderwriter(
  db: Db,
  inviter: CarrierInviter,
  input: { email: string; name: string },
  ctx: Ctx,
  now = new Date(),
): Promise<InvitationRecord> {
  return invite(
    db,
    { owner: { carrierId: inviter.carrierId }, ownerName: inviter.carrierName, actor: inviter.actor, place: "underwriting desk" },
    { ...input, role: "underwriter" },
    ctx,
    now,
  );
}

async function invite(db: Db, by: Inviting, input: { email: string; name: string; role: Role }, ctx: Ctx, now: Date): Promise<InvitationRecord> {
  const email = normalEmail(input.email);
  const existing = await userWithEmail(db, email);
  if (existing) {
    const ours = by.owner.agencyId ? existing.agencyId === by.owner.agencyId : existing.carrierId === by.owner.carrierId;
    const where = ours ? (by.owner.agencyId ? "in this agency" : "of this carrier") : "of the service";
    throw new AppError("conflict", `${email} is already a user ${where}; a person has one account.`, [
      { path: "email", message: "is already a user's email", code: "email_taken" },
    ]);
  }
  const inviterId = actorUserId(by.actor);
  const inviterName = (inviterId ? (await userById(db, inviterId))?.name : null) ?? by.ownerName;
  const token = newLinkToken(INVITE_PREFIX);
  const url = `${ctx.baseUrl}/invite/${token}`;
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const mail = composeInvitationEmail({
    agencyName: by.ownerName,
    inviteeName: input.name,
    inviterName,
    role: input.role,
    url,
    expiresAt,
    now,
    place: by.place,
  });
  const { invitation, messageId } = await atomically(db, async (tx) => {
    const replaced = await revokePendingInvitationsOf(tx, by.owner, email, now);
    const invitation = await insertInvitation(tx, {
      ...by.owner,
      email,
      name: input.name,
      role: input.role,
      tokenHash: hashLinkToken(token),
      invitedBy: by.actor,
      expiresAt,
    });
    const message = await insertMessage(
      tx,
      {
        ...by.owner,
        kind: "invitation",
        to: email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        payLinkId: null,
        insuredId: null,
        status: ctx.outbox ? "queued" : "stored",
        sentByWriter: true,
      },
      now,
    );
    await recordAudit(tx, {
      ...auditOwner(by.owner),
      actor: by.actor,
      action: "user.invite",
      objectType: "invitation",
      objectId: invitation.id,
      after: { email, name: input.name, role: input.role, expiresAt: expiresAt.toISOString(), replaced },
      requestId: ctx.requestId,
    });
    return { invitation, messageId: message.id };
  });
  if (ctx.outbox) await deliverNow(ctx.outbox, messageId);
  return invitation;
}

/** The carrier's underwriters by name, then its pending invitations, newest first (the desk's team, decision 044). */
export async function listCarrierPeople(db: Db, carrierId: string, now = new Date()): Promise<Person[]> {
  const [users, invitations] = await Promise.all([usersOfCarrier(db, carrierId), pendingInvitations(db, { carrierId }, now)]);
  return toPeople(users, invitations);
}

export async function listCarrierInvitations(db: Db, carrierId: string, now = new Date()): Promise<InvitationRecord[]> {
  return pendingInvitations(db, { carrierId }, now);
}

/** Revokes a pending invitation: its link stops working. Revoking one already ended answers it as it is. */
export async function revokeInvitation(
  db: Db,
  principal: AgencyPrincipal,
  id: string,
  ctx: { requestId: string },
  now = new Date(),
): Promise<InvitationRecord> {
  const before = await invitationOfAgency(db, principal.agencyId, id);
  if (!before) throw notFound(`No invitation with id ${id} in this agency.`);
  await atomically(db, async (tx) => {
    if (!(await markInvitationRevoked(tx, id, now))) return;
    await recordAudit(tx, {
      agencyId: principal.agencyId,
      actor: principal.actor,
      action: "user.invite_revoke",
      objectType: "invitation",
      objectId: id,
      before: { email: before.email, role: before.role },
      requestId: ctx.requestId,
    });
  });
  return (await invitationOfAgency(db, principal.agencyId, id))!;
}

/** Revokes a pending invitation of the carrier (decision 044), as revokeInvitation does an agency's. */
export async function revokeUnderwriterInvitation(
  db: Db,
  inviter: CarrierInviter,
  id: string,
  ctx: { requestId: string },
  now = new Date(),
): Promise<InvitationRecord> {
  const before = await invitationOfCarrier(db, inviter.carrierId, id);
  if (!before) throw notFound(`No invitation with id ${id} at this carrier's desk.`);
  await atomically(db, async (tx) => {
    if (!(await markInvitationRevoked(tx, id, now))) return;
    await recordAudit(tx, {
      ...auditOwner({ carrierId: inviter.carrierId }),
      actor: inviter.actor,
      action: "user.invite_revoke",
      objectType: "invitation",
      objectId: id,
      before: { email: before.email, role: before.role },
      requestId: ctx.requestId,
    });
  });
  return (await invitationOfCarrier(db, inviter.carrierId, id))!;
}

function lastAdmin(action: string): AppError {
  return new AppError("conflict", `You cannot ${action} the agency's last active administrator; make someone else an administrator first.`);
}

/** Underwriters are carriers' users (decision 040); a carrier's underwriter invites them from the desk (decision 044). */
function notAnAgencyRole(action: "invite" | "make"): AppError {
  return new AppError(
    "validation_error",
    `An agency cannot ${action} an underwriter: underwriters belong to a carrier, which invites them from its underwriting desk.`,
    [{ path: "role", message: "must be admin, producer or service: underwriters belong to a carrier", code: "invalid_value" }],
  );
}

/** Changes a user's role; it counts from their next request (the role is read with the session on each). */
export async function changeRole(db: Db, principal: AgencyPrincipal, userId: string, role: Role, ctx: { requestId: string }): Promise<UserRecord> {
  if (role === "underwriter") throw notAnAgencyRole("make");
  await getUser(db, principal.agencyId, userId);
  await atomically(db, async (tx) => {
    const admins = await lockActiveAdmins(tx, principal.agencyId);
    const before = (await userOfAgency(tx, principal.agencyId, userId))!;
    if (before.role === role) return;
    if (before.role === "admin" && !before.deactivatedAt && admins.length === 1 && admins[0] === userId) throw lastAdmin("demote");
    await setUserRole(tx, userId, role);
    await recordAudit(tx, {
      agencyId: principal.agencyId,
      actor: principal.actor,
      action: "user.role_change",
      objectType: "user",
      objectId: userId,
      before: { role: before.role },
      after: { role },
      requestId: ctx.requestId,
    });
  });
  return getUser(db, principal.agencyId, userId);
}

/** Deactivates a user: sign-in is refused, and every session of theirs ends at once (their rows revoked too). */
export async function deactivateUser(db: Db, principal: AgencyPrincipal, userId: string, ctx: { requestId: string }, now = new Date()): Promise<UserRecord> {
  await getUser(db, principal.agencyId, userId);
  await atomically(db, async (tx) => {
    const admins = await lockActiveAdmins(tx, principal.agencyId);
    const before = (await userOfAgency(tx, principal.agencyId, userId))!;
    if (before.deactivatedAt) return;
    if (before.role === "admin" && admins.length === 1 && admins[0] === userId) throw lastAdmin("deactivate");
    await setUserDeactivated(tx, userId, now);
    const sessions = await revokeAllSessions(tx, userId, now);
    await recordAudit(tx, {
      agencyId: principal.agencyId,
      actor: principal.actor,
      action: "user.deactivate",
      objectType: "user",
      objectId: userId,
      before: { status: "active" },
      after: { status: "deactivated", sessionsEnded: sessions },
      requestId: ctx.requestId,
    });
  });
  return getUser(db, principal.agencyId, userId);
}

/** Reactivates a user: they may sign in again (the sessions that ended stay ended). */
export async function reactivateUser(db: Db, principal: AgencyPrincipal, userId: string, ctx: { requestId: string }): Promise<UserRecord> {
  const before = await getUser(db, principal.agencyId, userId);
  if (!before.deactivatedAt) return before;
  await atomically(db, async (tx) => {
    await setUserDeactivated(tx, userId, null);
    await recordAudit(tx, {
      agencyId: principal.agencyId,
      actor: principal.actor,
      action: "user.reactivate",
      objectType: "user",
      objectId: userId,
      before: { status: "deactivated" },
      after: { status: "active" },
      requestId: ctx.requestId,
    });
  });
  return getUser(db, principal.agencyId, userId);
}

export type InvitationLookup =
  /** agencyName: the agency's, or for a carrier's underwriter (desk) the carrier's name. */
  | { state: "open"; invitation: InvitationRecord; agencyName: string; desk: boolean }
  | { state: "unknown" | "expired" | "accepted" | "revoked"; sentence: string };

const INVITATION_SENTENCES = {
  unknown: "This invitation link is not valid. Check that the whole address was copied, or ask your administrator for a new invitation.",
  expired: "This invitation has expired. Ask your administrator to invite you again.",
  accepted: "This invitation was already used. Sign in with the password you chose, or use “Forgot password” on the sign-in page.",
  revoked: "This invitation was withdrawn. Ask your administrator if you should have access.",
} as const;

/** What an invitation link leads to (the accept page shows it), without using it. */
export async function lookupInvitation(db: Db, token: string, now = new Date()): Promise<InvitationLookup> {
  const row = looksLikeLinkToken(token, INVITE_PREFIX) ? await invitationByHash(db, hashLinkToken(token)) : null;
  if (!row) return { state: "unknown", sentence: INVITATION_SENTENCES.unknown };
  if (row.acceptedAt) return { state: "accepted", sentence: INVITATION_SENTENCES.accepted };
  if (row.revokedAt) return { state: "revoked", sentence: INVITATION_SENTENCES.revoked };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired", sentence: INVITATION_SENTENCES.expired };
  const { agency, carrier, ...invitation } = row;
  return { state: "open", invitation, agencyName: agency?.name ?? carrier!.name, desk: carrier !== null };
}

function unusable(state: "unknown" | "expired" | "accepted" | "revoked", sentence: string): AppError {
  return state === "unknown" ? notFound(sentence) : new AppError("gone", sentence);
}

/** Accepts an invitation: the user is made with its email, name and role and the password chosen. Works once. */
export async function acceptInvitation(
  db: Db,
  input: { token: string; password: string },
  ctx: PasswordCtx,
  now = new Date(),
): Promise<{ user: UserRecord; agencyName: string; desk: boolean }> {
  const found = await lookupInvitation(db, input.token, now);
  if (found.state !== "open") throw unusable(found.state, found.sentence);
  const { invitation } = found;
  if (await userWithEmail(db, invitation.email))
    throw new AppError("conflict", `${invitation.email} already has an account. Sign in, or use “Forgot password” on the sign-in page.`);
  const passwordHash = await hashNewPassword(input.password, ctx);
  // A second use at the same moment waits on the email's unique index, then finds the account made.
  const made = atomically(db, async (tx) => {
    const owner: Owner = invitation.carrierId ? { carrierId: invitation.carrierId } : { agencyId: invitation.agencyId! };
    const user = await insertUser(tx, { ...owner, email: invitation.email, name: invitation.name, role: invitation.role, passwordHash });
    // Used, revoked or expired since it was read: nothing is made.
    if (!(await markInvitationAccepted(tx, invitation.id, user.id, now))) throw new AppError("gone", INVITATION_SENTENCES.accepted);
    await recordAudit(tx, {
      ...auditOwner(owner),
      actor: `user:${user.id}`,
      action: "user.invite_accepted",
      objectType: "user",
      objectId: user.id,
      after: { invitationId: invitation.id, email: user.email, role: user.role, invitedBy: invitation.invitedBy },
      requestId: ctx.requestId,
    });
    return user;
  });
  const user = await made.catch((error: unknown) => {
    throw isUniqueViolation(error) ? new AppError("gone", INVITATION_SENTENCES.accepted) : error;
  });
  return { user, agencyName: found.agencyName, desk: found.desk };
}

/**
 * "Forgot password": emails a reset link when an active user has the email, and answers the same either way.
 * Each account gets at most RESETS_PER_ACCOUNT_PER_HOUR links an hour; each address may ask 20 times an hour.
 */
export async function requestPasswordReset(db: Db, input: { email: string; address: string }, ctx: Ctx, now = new Date()): Promise<string> {
  const addressKey = `reset:address:${input.address}`;
  await atomically(db, async (tx) => {
    const state = await lockThrottleRow(tx, addressKey);
    const verdict = throttleVerdict(state, now, RESET_ADDRESS_POLICY);
    if (!verdict.allowed)
      throw new AppError("rate_limited", `Too many password reset requests from this address; retry after ${Math.ceil(verdict.retryAfterMs / 1000)} s.`);
    await saveThrottleRow(tx, addressKey, afterFailure(state, now, RESET_ADDRESS_POLICY).state);
  });
  const user = await userWithEmail(db, normalEmail(input.email));
  // A carrier's underwriter's link goes through the same outbox, as the carrier's message (decision 044).
  if (!user || user.deactivatedAt || (!user.agencyId && !user.carrierId)) return RESET_REQUESTED_SENTENCE;
  const owner: Owner = user.agencyId ? { agencyId: user.agencyId } : { carrierId: user.carrierId! };
  if ((await passwordResetsSince(db, user.id, new Date(now.getTime() - 60 * 60 * 1000))) >= RESETS_PER_ACCOUNT_PER_HOUR) return RESET_REQUESTED_SENTENCE;
  const token = newLinkToken(RESET_PREFIX);
  const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
  const ownerName = owner.agencyId ? (await agencyById(db, owner.agencyId)).name : (await carrierById(db, owner.carrierId!)).name;
  const mail = composePasswordResetEmail({
    agencyName: ownerName,
    name: user.name,
    url: `${ctx.baseUrl}/reset-password/${token}`,
    expiresAt,
    now,
    place: owner.agencyId ? "quoting portal" : "underwriting desk",
  });
  const messageId = await atomically(db, async (tx) => {
    await insertPasswordReset(tx, { userId: user.id, tokenHash: hashLinkToken(token), expiresAt });
    const message = await insertMessage(
      tx,
      {
        ...owner,
        kind: "password_reset",
        to: user.email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        payLinkId: null,
        insuredId: null,
        status: ctx.outbox ? "queued" : "stored",
        sentByWriter: true,
      },
      now,
    );
    await recordAudit(tx, {
      ...auditOwner(owner),
      actor: "system",
      action: "user.password_reset_requested",
      objectType: "user",
      objectId: user.id,
      after: { expiresAt: expiresAt.toISOString(), address: input.address },
      requestId: ctx.requestId,
    });
    return message.id;
  });
  // Not awaited: how long the SMTP server takes must not tell the caller that the account exists.
  if (ctx.outbox) void deliverNow(ctx.outbox, messageId).catch(() => undefined);
  return RESET_REQUESTED_SENTENCE;
}

const RESET_SENTENCES = {
  unknown: "This password reset link is not valid. Check that the whole address was copied, or ask for a new link.",
  expired: "This password reset link has expired (links work for an hour). Ask for a new one on the sign-in page.",
  used: "This password reset link was already used. Sign in, or ask for a new link on the sign-in page.",
} as const;

export type ResetLookup = { state: "open"; email: string } | { state: "unknown" | "expired" | "used"; sentence: string };

/** What a reset link leads to (the reset page shows it), without using it. */
export async function lookupPasswordReset(db: Db, token: string, now = new Date()): Promise<ResetLookup> {
  const row = looksLikeLinkToken(token, RESET_PREFIX) ? await passwordResetByHash(db, hashLinkToken(token)) : null;
  if (!row || row.user.deactivatedAt) return { state: "unknown", sentence: RESET_SENTENCES.unknown };
  if (row.usedAt) return { state: "used", sentence: RESET_SENTENCES.used };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired", sentence: RESET_SENTENCES.expired };
  return { state: "open", email: row.user.email };
}

/** Sets a new password from a reset link (once), and ends every session of the user. */
export async function resetPassword(db: Db, input: { token: string; password: string }, ctx: PasswordCtx, now = new Date()): Promise<{ email: string }> {
  const found = await lookupPasswordReset(db, input.token, now);
  if (found.state !== "open") throw found.state === "unknown" ? notFound(found.sentence) : new AppError("gone", found.sentence);
  const row = (await passwordResetByHash(db, hashLinkToken(input.token)))!;
  const passwordHash = await hashNewPassword(input.password, ctx);
  await atomically(db, async (tx) => {
    if (!(await markPasswordResetUsed(tx, row.id, row.userId, now))) throw new AppError("gone", RESET_SENTENCES.used);
    await setUserPassword(tx, row.userId, passwordHash);
    const sessions = await revokeAllSessions(tx, row.userId, now);
    await recordAudit(tx, {
      agencyId: row.user.agencyId ?? NO_AGENCY_ID,
      ...(row.user.carrierId ? { carrierId: row.user.carrierId } : {}),
      actor: `user:${row.userId}`,
      action: "user.password_reset",
      objectType: "user",
      objectId: row.userId,
      after: { resetId: row.id, sessionsEnded: sessions },
      requestId: ctx.requestId,
    });
  });
  return { email: row.user.email };
}
