// Who may do what, in one table (decision 027). A caller is a portal user with a role, or an agency's API
// key. Only the operations that some callers may not do are listed; the rest is open to every caller of
// the agency. A user's role is read again for each check: a role changed after sign-in counts at once.
import "server-only";
import type { AgencyPrincipal } from "@/lib/auth/api-keys";
import type { Db } from "@/lib/db/client";
import { userById } from "@/lib/db/queries/reference";
import { AppError } from "@/lib/errors";

export type CallerRole = "admin" | "agent" | "underwriter" | "api_key";
export type Permission = "sandbox.clock";

/**
 * sandbox.clock: moving an agency's servicing clock changes every policy's day (installments fall due,
 * cancellations take effect), so it is an administrator's; API keys keep it, since a partner's test suite
 * drives the clock (until keys carry test and live modes of their own).
 */
export const GRANTS: Record<Permission, readonly CallerRole[]> = {
  "sandbox.clock": ["admin", "api_key"],
};

export function can(role: CallerRole, permission: Permission): boolean {
  return GRANTS[permission].includes(role);
}

const REFUSALS: Record<Permission, string> = {
  "sandbox.clock": "Only an agency administrator (or an API key) can move the sandbox clock.",
};

/** The caller's role now: "api_key" for a key, else the user's role as stored (a removed user has none). */
export async function callerRole(db: Db, principal: AgencyPrincipal): Promise<CallerRole | null> {
  if (principal.apiKeyId) return "api_key";
  const userId = principal.actor.startsWith("user:") ? principal.actor.slice("user:".length) : null;
  const user = userId ? await userById(db, userId) : null;
  return user && user.agencyId === principal.agencyId ? user.role : null;
}

/** Throws 403 forbidden unless the caller's role has the permission. */
export async function requirePermission(db: Db, principal: AgencyPrincipal, permission: Permission): Promise<void> {
  const role = await callerRole(db, principal);
  if (!role || !can(role, permission)) throw new AppError("forbidden", REFUSALS[permission]);
}
