// How long each table keeps its rows (docs/operations.md, "Retention"), pure: given the time, the cut-off
// before which a row may go. What else a row must be to go (not in flight, not pending) is in the
// statements (lib/db/queries/retention.ts); the runner is lib/jobs/retention.ts.
import "server-only";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Ended portal sessions are kept this long (decision 010: the session list shows only live ones). */
export const SESSION_ENDED_KEPT_MS = 30 * DAY_MS;
/** Sign-in failures older than this count for nothing (a lock lasts at most SIGN_IN_LOCK_SECONDS, at most 24 h). */
export const THROTTLE_FORGET_AFTER_MS = 24 * HOUR_MS;

export interface RetentionPeriods {
  /** Outbound webhook events, their deliveries and attempts, and the payment provider's events (30 days, as Stripe keeps events). */
  eventsDays: number;
  /** Email outbox messages that were sent, stored (no SMTP) or given up. */
  messagesDays: number;
  /** The rate limits' window (RATE_LIMIT_WINDOW_S). */
  rateLimitWindowMs: number;
}

export interface RetentionCutoffs {
  /** Idempotency records whose own expiry (24 h after creation, as Stripe's) is before this. */
  idempotencyExpiredBefore: Date;
  /** Rate-limit windows starting before this: every window but the current one and the one just ended. */
  rateLimitWindowsBefore: Date;
  /** Portal sessions that expired or were revoked before this. */
  sessionsEndedBefore: Date;
  /** Sign-in throttle rows whose last failure was before this (and not locked now). */
  throttlesFailedBefore: Date;
  /** Webhook events, deliveries and attempts, and provider (Stripe) events, written before this. */
  eventsBefore: Date;
  /** Outbox messages written before this (only sent, stored or failed ones go). */
  messagesBefore: Date;
}

export function retentionCutoffs(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  const t = now.getTime();
  const windowMs = periods.rateLimitWindowMs;
  // The window just ended stays too: a process whose clock lags may still be counting into it.
  const currentWindowStart = Math.floor(t / windowMs) * windowMs;
  return {
    idempotencyExpiredBefore: now,
    rateLimitWindowsBefore: new Date(currentWindowStart - windowMs),
    sessionsEndedBefore: new Date(t - SESSION_ENDED_KEPT_MS),
    throttlesFailedBefore: new Date(t - THROTTLE_FORGET_AFTER_MS),
    eventsBefore: new Date(t - periods.eventsDays * DAY_MS),
    messagesBefore: new Date(t - periods.messagesDays * DAY_MS),
  };
}
