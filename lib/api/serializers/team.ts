// The team's resources -> the API's shapes.
import "server-only";
import type { ApiKeyRecord } from "@/lib/team/api-keys";
import type { InvitationRecord, Person, UserRecord } from "@/lib/team/people";
import type { ApiKeyView, InvitationView, PersonView, UserView } from "@/lib/schemas/team";

export function apiKeyView(k: ApiKeyRecord): ApiKeyView {
  return {
    object: "api_key",
    id: k.id,
    // The key's text says its mode; a key is made in its agency's mode (decision 043).
    livemode: k.prefix.startsWith("qk_live_"),
    name: k.name,
    scope: k.scope,
    prefix: k.prefix,
    apiVersion: k.apiVersion,
    createdBy: k.createdBy,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}

export function userView(u: UserRecord): UserView {
  return {
    object: "user",
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    status: u.deactivatedAt ? "deactivated" : "active",
    createdAt: u.createdAt.toISOString(),
    deactivatedAt: u.deactivatedAt?.toISOString() ?? null,
  };
}

export function personView(p: Person): PersonView {
  return {
    object: "person",
    id: p.id,
    email: p.email,
    name: p.name,
    role: p.role,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    deactivatedAt: p.deactivatedAt?.toISOString() ?? null,
    invitationExpiresAt: p.invitationExpiresAt?.toISOString() ?? null,
  };
}

export function invitationView(i: InvitationRecord, now = new Date()): InvitationView {
  const status = i.acceptedAt ? "accepted" : i.revokedAt ? "revoked" : i.expiresAt.getTime() <= now.getTime() ? "expired" : "pending";
  return {
    object: "invitation",
    id: i.id,
    email: i.email,
    name: i.name,
    role: i.role,
    status,
    invitedBy: i.invitedBy,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    acceptedAt: i.acceptedAt?.toISOString() ?? null,
    revokedAt: i.revokedAt?.toISOString() ?? null,
  };
}
