// A carrier's circuit breaker and send rate, as pure state machines (no timers, no I/O: the time is an
// argument). lib/rating/carriers/guard.ts holds one of each per carrier in the process and applies them.
//
// Breaker: closed -> open after `failures` consecutive failed calls, or when at least half (`failureRatio`)
// of the last `window` calls failed (once `window` calls were seen); open refuses every call until
// `coolDownMs` has passed, then half_open lets exactly one probe through; the probe's success closes the
// breaker, its failure opens it again for another cool-down. A throttled call (429) is neither: the carrier
// answered. Results of calls admitted before the breaker opened do not move it (only the probe decides). Nor does
// the failure of a call sent before one that has since succeeded: the carrier answered after it left. With hundreds
// of calls out, the ones that time out finish 8 s after they were sent; when fewer successes come back for a
// moment (after a 429 pause, or as the load ends), five of those in a row said nothing about the carrier now.

export type BreakerPhase = "closed" | "open" | "half_open";

export interface BreakerConfig {
  /** Consecutive failures that open the breaker. */
  failures: number;
  /** Recent calls looked at for the failure ratio. */
  window: number;
  /** Share of the window's calls that, failed, opens the breaker (0 < ratio <= 1). */
  failureRatio: number;
  /** How long an open breaker refuses before it lets one probe through. */
  coolDownMs: number;
}

export interface BreakerState {
  phase: BreakerPhase;
  /** Consecutive failures while closed (the count that opened it, while open). */
  consecutiveFailures: number;
  /** The last `window` results while closed, true = failed. */
  recent: boolean[];
  /** When the phase began (ms since the epoch). */
  since: number;
  /** Open: when the next probe may go (ms). */
  nextProbeAt: number | null;
  /** Increases each time the breaker opens: a call admitted in one generation cannot move a later one. */
  generation: number;
  /** When the latest-sent call that succeeded was sent (ms), null: none yet in this phase. */
  lastSuccessSentAt: number | null;
}

export type CallResult = "success" | "failure" | "throttled";

/** What `admit` decided: a normal call, the half-open probe, or refused (the breaker is open). */
/** `at`: when the call was let through (sent). */
export type Admission = { kind: "call"; generation: number; at: number } | { kind: "probe"; generation: number } | { kind: "refused"; retryAt: number };

export function closedBreaker(now: number): BreakerState {
  return { phase: "closed", consecutiveFailures: 0, recent: [], since: now, nextProbeAt: null, generation: 0, lastSuccessSentAt: null };
}

export function admit(state: BreakerState, now: number): { state: BreakerState; admission: Admission } {
  if (state.phase === "closed") return { state, admission: { kind: "call", generation: state.generation, at: now } };
  if (state.phase === "open" && state.nextProbeAt !== null && now >= state.nextProbeAt) {
    return { state: { ...state, phase: "half_open", since: now, nextProbeAt: null }, admission: { kind: "probe", generation: state.generation } };
  }
  // Open before its time, or half-open with the probe out: refused until the probe could next go.
  return { state, admission: { kind: "refused", retryAt: state.nextProbeAt ?? now } };
}

/** Records the result of a call `admit` let through. */
export function record(state: BreakerState, admission: Admission, result: CallResult, now: number, config: BreakerConfig): BreakerState {
  if (admission.kind === "refused" || admission.generation !== state.generation) return state;
  if (admission.kind === "probe") {
    if (state.phase !== "half_open") return state;
    if (result === "failure") return open(state, now, config);
    // Success, or throttled (the carrier answers): closed again, with a clean slate.
    return { ...closedBreaker(now), generation: state.generation };
  }
  if (state.phase !== "closed" || result === "throttled") return state;
  const failed = result === "failure";
  if (failed && state.lastSuccessSentAt !== null && admission.at < state.lastSuccessSentAt) return state;
  if (!failed) state = { ...state, lastSuccessSentAt: Math.max(state.lastSuccessSentAt ?? admission.at, admission.at) };
  const recent = [...state.recent, failed].slice(-config.window);
  const consecutiveFailures = failed ? state.consecutiveFailures + 1 : 0;
  const failedShare = recent.filter(Boolean).length / recent.length;
  const next = { ...state, recent, consecutiveFailures };
  if (consecutiveFailures >= config.failures || (recent.length >= config.window && failedShare >= config.failureRatio)) return open(next, now, config);
  return next;
}

/** A probe that never came back with a result (the rating was cancelled): another may go now. */
export function abandonProbe(state: BreakerState, admission: Admission, now: number): BreakerState {
  if (admission.kind !== "probe" || state.phase !== "half_open" || admission.generation !== state.generation) return state;
  return { ...state, phase: "open", nextProbeAt: now };
}

function open(state: BreakerState, now: number, config: BreakerConfig): BreakerState {
  return { ...state, phase: "open", since: now, nextProbeAt: now + config.coolDownMs, recent: [], generation: state.generation + 1 };
}

// ---------------------------------------------------------------------------
// Send rate: a token bucket of `ratePerSec` (burst: one second's worth, at least 1). A 429 pauses every
// call until its Retry-After and halves the rate; each success afterwards wins back a tenth of the
// configured rate. Without a configured rate, a 429 starts one at half the calls of the last second, which
// grows by half with each success until it is unlimited again.

export interface RateState {
  /** Configured calls per second; null: not limited until the carrier throttles us. */
  configured: number | null;
  /** The rate in force (calls per second); null: unlimited. */
  rate: number | null;
  tokens: number;
  /** When tokens was last brought up to date (ms). */
  updatedAt: number;
  /** No call starts before this (a Retry-After). */
  pausedUntil: number;
  /** Calls started in the second beginning at `secondStart` (to pick a rate when first throttled). */
  startedThisSecond: number;
  secondStart: number;
}

export const MIN_RATE_PER_SEC = 0.5;
/** An adopted rate (no configured one) that has grown back past this is dropped: unlimited again. */
const UNLIMITED_AGAIN = 1000;

export function newRate(ratePerSec: number | null, now: number): RateState {
  return {
    configured: ratePerSec,
    rate: ratePerSec,
    tokens: ratePerSec === null ? 0 : burst(ratePerSec),
    updatedAt: now,
    pausedUntil: 0,
    startedThisSecond: 0,
    secondStart: now,
  };
}

const burst = (rate: number) => Math.max(1, rate);

/** Reserves the next call's start: how long to wait before sending it (0: now). */
export function reserve(state: RateState, now: number): { state: RateState; waitMs: number } {
  const sameSecond = now - state.secondStart < 1000;
  const counted = { startedThisSecond: sameSecond ? state.startedThisSecond + 1 : 1, secondStart: sameSecond ? state.secondStart : now };
  const pauseMs = Math.max(0, state.pausedUntil - now);
  if (state.rate === null) return { state: { ...state, ...counted }, waitMs: pauseMs };
  const refilled = Math.min(burst(state.rate), state.tokens + (Math.max(0, now - state.updatedAt) / 1000) * state.rate);
  // Take the token now (it may go negative): the callers queue behind one another in reservation order.
  const tokens = refilled - 1;
  const tokenWaitMs = tokens >= 0 ? 0 : Math.ceil((-tokens / state.rate) * 1000);
  return { state: { ...state, ...counted, tokens, updatedAt: now }, waitMs: Math.max(pauseMs, tokenWaitMs) };
}

/**
 * The carrier answered 429: pause until Retry-After (or one second without one) and halve the rate. Once per
 * pause: the other calls already out when the carrier began throttling are answered 429 too (hundreds, with
 * hundreds in flight), and halving for each would take any rate to the minimum at once; they only extend it.
 */
export function throttled(state: RateState, retryAfterMs: number | undefined, now: number): RateState {
  if (now < state.pausedUntil) {
    const pausedUntil = Math.max(state.pausedUntil, now + (retryAfterMs ?? 1000));
    return { ...state, pausedUntil, tokens: Math.min(state.tokens, 1), updatedAt: Math.max(state.updatedAt, pausedUntil) };
  }
  const current = state.rate ?? Math.max(MIN_RATE_PER_SEC * 2, now - state.secondStart < 1000 ? state.startedThisSecond : 1);
  const rate = Math.max(MIN_RATE_PER_SEC, current / 2);
  const pausedUntil = Math.max(state.pausedUntil, now + (retryAfterMs ?? 1000));
  // When the pause ends one call may go at once (the one that was told to wait); the rest follow at the new rate.
  return { ...state, rate, tokens: 1, updatedAt: pausedUntil, pausedUntil };
}

/** A call succeeded: a slowed rate recovers by a tenth of the configured one (an adopted one by half, until unlimited again). */
export function succeeded(state: RateState): RateState {
  if (state.rate === null || state.rate === state.configured) return state;
  if (state.configured === null) return { ...state, rate: state.rate * 1.5 > UNLIMITED_AGAIN ? null : state.rate * 1.5 };
  return { ...state, rate: Math.min(state.configured, state.rate + state.configured / 10) };
}
