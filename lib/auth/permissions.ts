// Who may do what, in one place (decision 040). Every /v1 operation declares the one permission it needs
// (apiRoute's `permission`); this table says which portal roles and which API key scopes hold each. The
// API enforces it for cookies and keys alike, before it reads the request's parameters or body, so a
// refusal never depends on what was sent. A user's role is read with the session on every request: a
// role changed, or a user deactivated, counts at once.
import { AppError } from "@/lib/errors";
import { KEY_SCOPES, ROLES } from "@/lib/schemas/team";

export { KEY_SCOPES, ROLES };
export type Role = (typeof ROLES)[number];
export type KeyScope = (typeof KEY_SCOPES)[number];

/** Who is asking: a portal user with a role, or an API key with a scope. */
export type Grants = { kind: "user"; role: Role } | { kind: "key"; scope: KeyScope };

export const PERMISSIONS = ["read", "quote", "bind", "service", "underwriting", "webhooks", "keys", "people", "audit", "sandbox.clock", "account"] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each permission allows, in words: the OpenAPI document and the refusals say it so. */
export const PERMISSION_WORDS: Record<Permission, string> = {
  read: "read the agency's quotes, policies, clients, events and reference data",
  quote: "create and change quotes, applications and clients",
  bind: "bind new business and send checkout links for it",
  service: "service policies: cancel, rescind, certificates, balance pay links, renewals",
  underwriting: "work the underwriting desk: see referrals of the carrier's programs and decide them",
  webhooks: "manage webhook endpoints and redeliver events",
  keys: "manage API keys",
  people: "invite people, change roles and deactivate users",
  audit: "read the audit log",
  "sandbox.clock": "move the sandbox clock",
  account: "see and sign out their own portal sessions",
};

const PRODUCER: readonly Permission[] = ["read", "quote", "bind", "service"];

/**
 * Portal roles. An agency's users: a producer quotes, binds and services; service staff service but take no new
 * business; an administrator also runs the agency's people, keys and webhooks. A carrier's users: underwriters.
 * Every role sees and signs out its own portal sessions (`account`).
 */
export const ROLE_GRANTS: Record<Role, readonly Permission[]> = {
  admin: [...PRODUCER, "webhooks", "keys", "people", "audit", "sandbox.clock", "account"],
  producer: [...PRODUCER, "account"],
  service: ["read", "service", "account"],
  // A carrier's underwriter: the desk and their own sessions, and nothing of any agency.
  underwriter: ["underwriting", "account"],
};

/**
 * API key scopes. People are managed in the portal only (an invitation is a person's act), and referrals are
 * decided by carriers' underwriters signed in to the portal, never by an agency's key. A key has no portal
 * session, so `account` (your own sessions, decision 057) is no scope's.
 */
export const SCOPE_GRANTS: Record<KeyScope, readonly Permission[]> = {
  read_only: ["read"],
  quote: ["read", "quote"],
  quote_and_bind: PRODUCER,
  admin: [...PRODUCER, "webhooks", "keys", "audit", "sandbox.clock"],
};

export function can(grants: Grants, permission: Permission): boolean {
  const held = grants.kind === "user" ? ROLE_GRANTS[grants.role] : SCOPE_GRANTS[grants.scope];
  return held.includes(permission);
}

/** Who holds a permission, in words, for the refusal and the reference. */
export function holdersOf(permission: Permission): { roles: Role[]; scopes: KeyScope[] } {
  return {
    roles: ROLES.filter((role) => ROLE_GRANTS[role].includes(permission)),
    scopes: KEY_SCOPES.filter((scope) => SCOPE_GRANTS[scope].includes(permission)),
  };
}

const ROLE_NAMES: Record<Role, string> = {
  admin: "an administrator",
  producer: "a producer",
  service: "service staff",
  underwriter: "a carrier's underwriter",
};

/** The 403 for a caller who lacks the permission: what they are, and who may. */
export function refusal(grants: Grants, permission: Permission): AppError {
  const { roles, scopes } = holdersOf(permission);
  const who = grants.kind === "user" ? `Your role (${grants.role})` : `This API key's scope (${grants.scope})`;
  const may = [
    roles.length ? `${roles.map((r) => ROLE_NAMES[r]).join(", ")} in the portal` : "",
    scopes.length ? `an API key with scope ${scopes.join(" or ")}` : "",
  ]
    .filter(Boolean)
    .join(", or ");
  return new AppError("forbidden", `${who} may not ${PERMISSION_WORDS[permission]}. Ask ${may || "nobody: no caller may"}.`, [], {
    requiredPermission: permission,
  });
}

/** Throws 403 forbidden unless the caller holds the permission. */
export function requirePermission(grants: Grants, permission: Permission): void {
  if (!can(grants, permission)) throw refusal(grants, permission);
}
