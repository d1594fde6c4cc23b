// Sign-in throttling policy, pure: given what a key (an account or an address) has failed so far and
// the time, may it try a password now, and what does one more failure do? The database side is in
// sign-in.ts; the choices are explained in docs/decisions/010-sign-in-and-sessions.md.

export interface ThrottlePolicy {
  /** Failures (within lockMs of each other) that lock the key. */
  lockAfter: number;
  /** How long a lock lasts; a key with no failure for this long starts again from zero. */
  lockMs: number;
  /** From this many failures on, each next attempt waits delayBaseMs x 2^(failures - delayAfter). */
  delayAfter: number;
  delayBaseMs: number;
}

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; locked: boolean; retryAfterMs: number };

/** Failures that still count at `now`: none once a lock has been served or the last failure is old. */
export function currentFailures(state: ThrottleState | null | undefined, now: Date, policy: ThrottlePolicy): number {
  if (!state?.lastFailureAt) return 0;
  if (state.lockedUntil && state.lockedUntil.getTime() <= now.getTime()) return 0;
  if (now.getTime() - state.lastFailureAt.getTime() >= policy.lockMs) return 0;
  return state.failures;
}

/** The wait imposed after `failures` failures (0 below delayAfter), never longer than a lock. */
export function delayAfterFailures(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.delayAfter) return 0;
  return Math.min(policy.delayBaseMs * 2 ** (failures - policy.delayAfter), policy.lockMs);
}

export function throttleVerdict(state: ThrottleState | null | undefined, now: Date, policy: ThrottlePolicy): ThrottleVerdict {
  if (!state) return { allowed: true };
  const t = now.getTime();
  if (state.lockedUntil && state.lockedUntil.getTime() > t) return { allowed: false, locked: true, retryAfterMs: state.lockedUntil.getTime() - t };
  const failures = currentFailures(state, now, policy);
  const delay = delayAfterFailures(failures, policy);
  if (delay > 0 && state.lastFailureAt) {
    const until = state.lastFailureAt.getTime() + delay;
    if (until > t) return { allowed: false, locked: false, retryAfterMs: until - t };
  }
  return { allowed: true };
}

/** The state after one more failure at `now`, and whether that failure locked the key. */
export function afterFailure(state: ThrottleState | null | undefined, now: Date, policy: ThrottlePolicy): { state: ThrottleState; lockedNow: boolean } {
  const failures = currentFailures(state, now, policy) + 1;
  if (failures >= policy.lockAfter) {
    return { state: { failures, lastFailureAt: now, lockedUntil: new Date(now.getTime() + policy.lockMs) }, lockedNow: true };
  }
  return { state: { failures, lastFailureAt: now, lockedUntil: null }, lockedNow: false };
}

/** The most restrictive of several verdicts (an attempt is checked against its account and its address). */
export function strictest(verdicts: ThrottleVerdict[]): ThrottleVerdict {
  let worst: ThrottleVerdict = { allowed: true };
  for (const v of verdicts) {
    if (v.allowed) continue;
    if (worst.allowed || v.retryAfterMs > worst.retryAfterMs) worst = v;
  }
  return worst;
}
