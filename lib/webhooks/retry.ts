// When a failed webhook delivery is tried again, when it is given up, and when an endpoint that keeps
// failing is disabled (decision 024). Pure: the clock and the randomness are arguments.
//
// Retries back off exponentially with full jitter: after the n-th failed attempt the wait is uniform in
// [0, min(MAX_RETRY_DELAY_MS, base x 2^(n-1))], so receivers that failed together do not come back
// together. A delivery is given up three days after it was written: no attempt is scheduled past that.

export const GIVE_UP_AFTER_MS = 3 * 86_400_000;
/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 12 * 3_600_000;

/** The ceiling of the wait after the `failedAttempts`-th failed attempt (1-based). */
export function retryCeilingMs(failedAttempts: number, baseMs: number): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 40));
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** exponent);
}

/** Full jitter: a wait uniform in [0, ceiling] (whole milliseconds); `random` is in [0, 1). */
export function retryDelayMs(failedAttempts: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = retryCeilingMs(failedAttempts, baseMs);
  return Math.min(ceiling, Math.floor(random() * (ceiling + 1)));
}

/**
 * When to try a delivery written at `createdAt` again after its `failedAttempts`-th attempt failed at
 * `now`: never after the three days are up, and null (give up) once they are.
 */
export function nextAttemptAt(opts: { createdAt: Date; now: Date; failedAttempts: number; baseMs: number; random?: () => number }): Date | null {
  const deadline = opts.createdAt.getTime() + GIVE_UP_AFTER_MS;
  const now = opts.now.getTime();
  if (now >= deadline) return null;
  return new Date(Math.min(deadline, now + retryDelayMs(opts.failedAttempts, opts.baseMs, opts.random)));
}

/** An endpoint is disabled when at least `afterFailures` attempts in a row failed, over at least `afterMs`. */
export interface DisableRule {
  afterFailures: number;
  afterMs: number;
}

export function shouldDisable(streak: { consecutiveFailures: number; failingSince: Date | null }, now: Date, rule: DisableRule): boolean {
  return streak.consecutiveFailures >= rule.afterFailures && streak.failingSince !== null && now.getTime() - streak.failingSince.getTime() >= rule.afterMs;
}

export function disabledReason(streak: { consecutiveFailures: number; failingSince: Date | null }): string {
  return `Disabled after ${streak.consecutiveFailures} failed delivery attempts in a row${streak.failingSince ? ` since ${streak.failingSince.toISOString()}` : ""}; fix the receiver, then re-enable it (PATCH status: enabled).`;
}
