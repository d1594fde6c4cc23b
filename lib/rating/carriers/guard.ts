// One guard per carrier per process: its circuit breaker and its send rate (breaker.ts, pure) with the
// clock and the waiting applied. An HTTP adapter asks the guard before every attempt and tells it how the
// attempt went. When the breaker opens, calls still waiting on the carrier are cut short (their ratings
// fail at once with the carrier's notice instead of each waiting out its timeout).
import {
  abandonProbe,
  admit,
  closedBreaker,
  newRate,
  record,
  reserve,
  succeeded,
  throttled,
  type Admission,
  type BreakerConfig,
  type BreakerPhase,
  type BreakerState,
  type CallResult,
  type RateState,
} from "./breaker";

export interface CarrierLimits {
  /** Calls in flight to the carrier at once, across every worker process (the claim counts them). */
  concurrency?: number;
  /** Calls started per second, per process. */
  ratePerSec?: number;
}

/** One attempt let through: tell the guard how it went (exactly one of done/abandon). */
export interface GuardPass {
  probe: boolean;
  /** Aborts when the breaker opens while this call is out (never for the probe). */
  signal: AbortSignal;
  done(result: CallResult, retryAfterMs?: number): void;
  /** The call ended without a result about the carrier (shutdown). */
  abandon(): void;
}

export interface BreakerSnapshot {
  state: BreakerPhase;
  /** Consecutive failures (closed), or the failures that opened it. */
  failures: number;
  since: string;
  nextProbeAt: string | null;
  /** The send rate in force (calls per second), null when unlimited; below the configured one after a 429. */
  ratePerSec: number | null;
  pausedUntil: string | null;
}

export class CarrierGuard {
  private breaker: BreakerState;
  private rate: RateState;
  private tripped = new AbortController();
  /** Aborted when an adopted send rate is lifted (unlimited again): the calls queued behind it go now. */
  private lifted = new AbortController();

  constructor(
    readonly carrierName: string,
    private readonly config: BreakerConfig,
    ratePerSec: number | null,
    private readonly now: () => number = Date.now,
  ) {
    this.breaker = closedBreaker(now());
    this.rate = newRate(ratePerSec, now());
  }

  /** Why a rating refused by the open breaker failed: the card shows it as its notice. */
  get unavailableReason(): string {
    return `${this.carrierName} is not answering right now; try again in a few minutes`;
  }

  /**
   * Waits for the carrier's send rate (and any Retry-After pause), then asks the breaker. null: the breaker
   * is open (answered at once, without waiting for the rate). Rejects only when `signal` aborts.
   */
  async enter(signal: AbortSignal): Promise<GuardPass | null> {
    if (this.refusing()) return null;
    const reserved = reserve(this.rate, this.now());
    this.rate = reserved.state;
    if (reserved.waitMs > 0) {
      // Queued behind a rate adopted after a 429: when it is lifted, the wait computed at the slow rate is over
      // (with hundreds of calls queued it ran to minutes, past the applications' leases); a pause still holds.
      await sleep(reserved.waitMs, signal, this.lifted.signal);
      const paused = this.rate.pausedUntil - this.now();
      if (paused > 0) await sleep(paused, signal);
    }
    const { state, admission } = admit(this.breaker, this.now());
    this.breaker = state;
    if (admission.kind === "refused") return null;
    const signalOfCall = admission.kind === "probe" ? new AbortController().signal : this.tripped.signal;
    let settled = false;
    return {
      probe: admission.kind === "probe",
      signal: signalOfCall,
      done: (result, retryAfterMs) => {
        if (settled) return;
        settled = true;
        this.settle(admission, result, retryAfterMs);
      },
      abandon: () => {
        if (settled) return;
        settled = true;
        this.breaker = abandonProbe(this.breaker, admission, this.now());
      },
    };
  }

  snapshot(): BreakerSnapshot {
    const b = this.breaker;
    const now = this.now();
    return {
      state: b.phase,
      failures: b.consecutiveFailures,
      since: new Date(b.since).toISOString(),
      nextProbeAt: b.nextProbeAt === null ? null : new Date(b.nextProbeAt).toISOString(),
      ratePerSec: this.rate.rate === null ? null : Math.round(this.rate.rate * 100) / 100,
      pausedUntil: this.rate.pausedUntil > now ? new Date(this.rate.pausedUntil).toISOString() : null,
    };
  }

  /** Open and not yet time for a probe, or half-open with the probe out. */
  private refusing(): boolean {
    const b = this.breaker;
    return b.phase === "half_open" || (b.phase === "open" && (b.nextProbeAt === null || this.now() < b.nextProbeAt));
  }

  private settle(admission: Admission, result: CallResult, retryAfterMs: number | undefined): void {
    const now = this.now();
    const before = this.breaker.phase;
    this.breaker = record(this.breaker, admission, result, now, this.config);
    const limited = this.rate.rate !== null;
    if (result === "throttled") this.rate = throttled(this.rate, retryAfterMs, now);
    else if (result === "success") this.rate = succeeded(this.rate);
    if (limited && this.rate.rate === null) {
      this.lifted.abort();
      this.lifted = new AbortController();
    }
    if (before === "closed" && this.breaker.phase === "open") {
      this.tripped.abort(new BreakerOpenError(this.unavailableReason));
      this.tripped = new AbortController();
    }
  }
}

/** The reason an attempt was cut short: its carrier's breaker opened. */
export class BreakerOpenError extends Error {
  override name = "BreakerOpenError";
}

/** The process's guards, one per carrier code, made on first use. */
export class CarrierGuards {
  private readonly guards = new Map<string, CarrierGuard>();

  constructor(
    private readonly config: BreakerConfig,
    private readonly limits: Record<string, CarrierLimits> = {},
    private readonly now: () => number = Date.now,
  ) {}

  for(carrier: { code: string; name?: string }): CarrierGuard {
    let guard = this.guards.get(carrier.code);
    if (!guard) {
      guard = new CarrierGuard(carrier.name ?? carrier.code, this.config, this.limits[carrier.code]?.ratePerSec ?? null, this.now);
      this.guards.set(carrier.code, guard);
    }
    return guard;
  }

  /** Configured concurrency by carrier code (the claim applies them in place of the carrier's own limit). */
  concurrency(): Record<string, number> {
    return Object.fromEntries(Object.entries(this.limits).flatMap(([code, l]) => (l.concurrency === undefined ? [] : [[code, l.concurrency]])));
  }

  /** Each breaker made so far, by carrier code. */
  snapshot(): Record<string, BreakerSnapshot> {
    return Object.fromEntries([...this.guards].map(([code, guard]) => [code, guard.snapshot()]));
  }
}

/** Sleeps ms; rejects when `signal` aborts, resolves early when `wake` does. */
function sleep(ms: number, signal: AbortSignal, wake?: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  if (wake?.aborted) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      wake?.removeEventListener("abort", done);
      resolve();
    };
    const onAbort = () => {
      clearTimeout(timer);
      wake?.removeEventListener("abort", done);
      reject(signal.reason);
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", onAbort, { once: true });
    wake?.addEventListener("abort", done, { once: true });
  });
}
