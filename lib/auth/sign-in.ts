// Password sign-in for the portal: throttled per account and per address, with password hashing
// bounded process-wide. The order is the point (docs/decisions/010-sign-in-and-sessions.md):
//   1. read the throttle rows of the email and the address; locked or waiting: refuse, no hash;
//   2. take a hashing slot, fairly: the address and the account each have a few places in the queue,
//      and slots go round-robin across addresses, then accounts (limiter.ts); refused at once when the
//      queue, the address's or the account's places are full;
//   3. read the throttle rows again (attempts queued behind a failure see it), then hash;
//   4. record the failure (and audit a lockout), or clear the account's failures and open a session.
// A known user's sign-in and failed sign-in (wrong password) are audited in their agency (decision 042); an
// unknown email belongs to no agency, so its failures are only counted and logged (and a lockout audited
// under NO_AGENCY_ID).
import "server-only";
import type { Db } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import type { Role } from "./permissions";
import { userByEmail } from "@/lib/db/queries/reference";
import { clearThrottle, lockThrottleRow, saveThrottleRow, throttleRows } from "@/lib/db/queries/sign-in";
import type { Env } from "@/lib/env";
import { createLimiter, isLimiterFull, type Limiter } from "./limiter";
import { createPortalSession } from "./sessions";
import { afterFailure, strictest, throttleVerdict, type ThrottlePolicy, type ThrottleState, type ThrottleVerdict } from "./throttle";

/** Audit rows need an agency: lockouts of unknown emails and of addresses belong to none (see decision 010). */
export const NO_AGENCY_ID = "00000000-0000-0000-0000-000000000000";

// Hashed for an unknown email, so that timing does not tell which emails exist.
const DUMMY_HASH = "scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export interface SignInPolicies {
  account: ThrottlePolicy;
  address: ThrottlePolicy;
}

export function signInPolicies(e: Env): SignInPolicies {
  const lockMs = e.SIGN_IN_LOCK_SECONDS * 1000;
  return {
    account: { lockAfter: e.SIGN_IN_ACCOUNT_LOCK_AFTER, lockMs, delayAfter: 3, delayBaseMs: e.SIGN_IN_DELAY_BASE_MS },
    // No growing delay per address: an office behind one address should not wait on a colleague's typos.
    address: { lockAfter: e.SIGN_IN_ADDRESS_LOCK_AFTER, lockMs, delayAfter: Number.POSITIVE_INFINITY, delayBaseMs: 0 },
  };
}

/**
 * The process's one bound on password hashing, keyed [address, account]: a burst from one address or on
 * one account fills only its own places, and a newcomer waits for about one hash (decision 010).
 */
export function signInLimiter(e: Env): Limiter {
  return createLimiter({
    concurrency: e.PASSWORD_HASH_CONCURRENCY,
    queue: e.PASSWORD_HASH_QUEUE,
    perKey: [e.PASSWORD_HASH_QUEUE_PER_ADDRESS, e.PASSWORD_HASH_QUEUE_PER_ACCOUNT],
  });
}

export interface SignInDeps {
  db: Db;
  policies: SignInPolicies;
  /** Keyed [address, account] (signInLimiter). */
  limiter: Limiter;
  verifyPassword: (password: string, stored: string) => Promise<boolean>;
  now?: () => Date;
  log?: (event: Record<string, unknown>) => void;
}

export interface SignInAttempt {
  email: string;
  password: string;
  address: string;
  userAgent: string | null;
}

export interface SignedInAgent {
  id: string;
  email: string;
  name: string;
  /** The user's agency; null for a carrier's underwriter (decision 040). */
  agencyId: string | null;
  /** The carrier a carrier's underwriter works for; null for an agency's user. */
  carrierId: string | null;
  /** The organisation the user signs in for (the agency, or the carrier): shown in the portal's header. */
  agencySlug: string;
  agencyName: string;
  /** What the user may do (lib/auth/permissions.ts); read again with the session on every request. */
  role: Role;
  sessionId: string;
}

export type SignInResult =
  | { ok: true; agent: SignedInAgent }
  | { ok: false; reason: "credentials" }
  | { ok: false; reason: "throttled"; retryAfterMs: number; locked: boolean }
  | { ok: false; reason: "busy" };

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;

export async function signInWithPassword(deps: SignInDeps, attempt: SignInAttempt): Promise<SignInResult> {
  const now = deps.now ?? (() => new Date());
  const email = attempt.email.trim().toLowerCase();
  const keys = { account: accountKey(email), address: addressKey(attempt.address) };
  const log = (outcome: string, extra: Record<string, unknown> = {}) => deps.log?.({ msg: "sign-in", outcome, email, address: attempt.address, ...extra });

  const refusal = await checkThrottles(deps, keys, now());
  if (!refusal.allowed) {
    log(refusal.locked ? "locked" : "wait", { hashed: false, retryAfterMs: refusal.retryAfterMs });
    return { ok: false, reason: "throttled", retryAfterMs: refusal.retryAfterMs, locked: refusal.locked };
  }

  let outcome: SignInResult | "failed";
  try {
    outcome = await deps.limiter.run([keys.address, keys.account], async (): Promise<SignInResult | "failed"> => {
      const again = await checkThrottles(deps, keys, now());
      if (!again.allowed) {
        log(again.locked ? "locked" : "wait", { hashed: false, retryAfterMs: again.retryAfterMs });
        return { ok: false, reason: "throttled", retryAfterMs: again.retryAfterMs, locked: again.locked };
      }
      const user = await userByEmail(deps.db, email);
      const ok = await deps.verifyPassword(attempt.password, user?.passwordHash ?? DUMMY_HASH);
      // A deactivated user is refused like a wrong password: the page does not say which accounts exist.
      if (!user || !ok || user.deactivatedAt) {
        // Recorded before the slot is released, so the next attempt in the queue sees this failure.
        const locks = await recordFailure(deps, keys, user ? { id: user.id, agencyId: user.agencyId, email: user.email } : null, now());
        log(user ? "wrong_password" : "unknown_account", { hashed: true, locked: locks.map((l) => l.key) });
        const lock = locks.find((l) => l.key === keys.account) ?? locks[0];
        return lock ? { ok: false, reason: "throttled", retryAfterMs: lock.retryAfterMs, locked: true } : "failed";
      }
      await clearThrottle(deps.db, keys.account);
      const sessionId = await deps.db.$transaction(async (tx) => {
        const sid = await createPortalSession(tx, { userId: user.id, agencyId: user.agencyId, userAgent: attempt.userAgent, address: attempt.address }, now());
        await recordAudit(tx, {
          agencyId: user.agencyId ?? NO_AGENCY_ID,
          ...(user.carrierId ? { carrierId: user.carrierId } : {}),
          actor: `user:${user.id}`,
          action: "user.sign_in",
          objectType: "user",
          objectId: user.id,
          after: { email: user.email, sessionId: sid, address: attempt.address },
        });
        return sid;
      });
      log("success", { hashed: true, userId: user.id, sessionId });
      return {
        ok: true,
        agent: {
          id: user.id,
          email: user.email,
          name: user.name,
          agencyId: user.agencyId,
          carrierId: user.carrierId,
          agencySlug: user.agency?.slug ?? user.carrier?.code ?? "",
          agencyName: user.agency?.name ?? user.carrier?.name ?? "",
          role: user.role,
          sessionId,
        },
      };
    });
  } catch (error) {
    if (!isLimiterFull(error)) throw error;
    log("busy", { hashed: false });
    return { ok: false, reason: "busy" };
  }
  return outcome === "failed" ? { ok: false, reason: "credentials" } : outcome;
}

async function checkThrottles(deps: SignInDeps, keys: { account: string; address: string }, now: Date): Promise<ThrottleVerdict> {
  const rows = await throttleRows(deps.db, [keys.account, keys.address]);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return strictest([
    throttleVerdict(byKey.get(keys.account), now, deps.policies.account),
    throttleVerdict(byKey.get(keys.address), now, deps.policies.address),
  ]);
}

interface Lock {
  key: string;
  retryAfterMs: number;
}

/**
 * One more failure for the account and the address, each row locked while it is read and written
 * (concurrent failures all count). A known user's failure is audited, and so is a failure that locks a key, in the
 * same transaction.
 */
async function recordFailure(
  deps: SignInDeps,
  keys: { account: string; address: string },
  user: { id: string; agencyId: string | null; email: string } | null,
  now: Date,
): Promise<Lock[]> {
  const locks: Lock[] = [];
  const agencyId = user?.agencyId ?? null;
  await deps.db.$transaction(async (tx) => {
    if (user) {
      await recordAudit(tx, {
        agencyId: user.agencyId ?? NO_AGENCY_ID,
        actor: `user:${user.id}`,
        action: "user.sign_in_failed",
        objectType: "user",
        objectId: user.id,
        after: { email: user.email, reason: "wrong_password", address: keys.address.slice("address:".length) },
      });
    }
    for (const [kind, key] of [
      ["account", keys.account],
      ["address", keys.address],
    ] as const) {
      const policy = deps.policies[kind];
      const before: ThrottleState = await lockThrottleRow(tx, key);
      const { state, lockedNow } = afterFailure(before, now, policy);
      await saveThrottleRow(tx, key, state);
      if (!lockedNow) continue;
      locks.push({ key, retryAfterMs: policy.lockMs });
      const subject = key.slice(key.indexOf(":") + 1);
      await recordAudit(tx, {
        agencyId: kind === "account" ? (agencyId ?? NO_AGENCY_ID) : NO_AGENCY_ID,
        actor: "system",
        action: "sign_in.locked",
        objectType: kind,
        objectId: subject,
        after: { failures: state.failures, lockedUntil: state.lockedUntil?.toISOString(), lastAddress: keys.address.slice("address:".length) },
      });
    }
  });
  return locks;
}
