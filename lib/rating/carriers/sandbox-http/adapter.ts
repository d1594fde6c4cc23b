// CarrierAdapter for carriers reached over JSON/HTTP (see protocol.ts), e.g. the sandbox carrier.
//
// Each attempt has its own timeout; connection errors, timeouts, 429 and 5xx are retried with
// exponential backoff and full jitter, which is safe because every attempt carries the same
// Idempotency-Key. Every way a carrier can misbehave ends as { status: "failed" }; the only rejection
// is ctx.signal aborting (shutdown), which stops at once with the signal's reason.
//
// With a guard (guard.ts), every attempt first waits for the carrier's send rate and asks its circuit
// breaker: an open breaker fails the rating at once with the carrier's notice; a 429 pauses and slows
// every call to the carrier, and is not counted against the breaker.
import type { CarrierAdapter, RatingOutcome, RatingRequest } from "@/lib/rating/types";
import type { CallResult } from "../breaker";
import { BreakerOpenError, type CarrierGuard } from "../guard";

import { IDEMPOTENCY_HEADER, QUOTES_PATH } from "./protocol";
import { describeErrorReply, toQuoteRequestWire, toRatingOutcome } from "./transform";

export interface HttpCarrierAdapterConfig {
  baseUrl: string;
  timeoutMs: number; // per attempt
  maxAttempts: number; // including the first
  baseDelayMs: number; // backoff before the 2nd attempt is drawn from [0, baseDelayMs)
  maxDelayMs: number; // cap of every backoff
  /** The longest Retry-After waited for (default: timeoutMs); a longer one fails the rating at once. */
  maxRetryAfterMs?: number;
  /** The carrier's breaker and send rate (per carrier, per process). */
  guard?: CarrierGuard;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number; // [0, 1)
}

/** Full jitter: uniform in [0, min(maxDelayMs, baseDelayMs * 2^(attempt-1))), attempt = the one that failed. */
export function backoffDelayMs(attempt: number, config: Pick<HttpCarrierAdapterConfig, "baseDelayMs" | "maxDelayMs">, random: () => number): number {
  const ceiling = Math.min(config.maxDelayMs, config.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

/** Retry-After as delta-seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export function parseRetryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

type Attempt =
  { kind: "done"; outcome: RatingOutcome; retryAfterMs?: number } | { kind: "retry"; finalReason: (attempts: number) => string; retryAfterMs?: number };

export function createHttpCarrierAdapter(config: HttpCarrierAdapterConfig): CarrierAdapter {
  const { timeoutMs, maxAttempts } = config;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be an integer >= 1, got ${maxAttempts}`);
  if (!(timeoutMs > 0)) throw new Error(`timeoutMs must be > 0, got ${timeoutMs}`);
  if (!(config.baseDelayMs >= 0) || !(config.maxDelayMs >= 0)) throw new Error("baseDelayMs and maxDelayMs must be >= 0");

  const doFetch = config.fetch ?? globalThis.fetch;
  const random = config.random ?? Math.random;
  const url = config.baseUrl.replace(/\/+$/, "") + QUOTES_PATH;
  const maxRetryAfterMs = config.maxRetryAfterMs ?? timeoutMs;
  const guard = config.guard;

  async function attemptOnce(body: string, idempotencyKey: string, ctxSignal: AbortSignal): Promise<Attempt> {
    if (!guard) return callOnce(body, idempotencyKey, ctxSignal);
    const pass = await guard.enter(ctxSignal);
    if (!pass) return { kind: "done", outcome: { status: "failed", reason: guard.unavailableReason } };
    let result: Attempt & { carrier: CallResult };
    try {
      result = await callOnce(body, idempotencyKey, ctxSignal, pass.signal);
    } catch (error) {
      pass.abandon(); // shutting down: says nothing about the carrier
      throw error;
    }
    // Cut short because the breaker opened meanwhile (another call's failure opened it): not this call's result.
    if (result.kind === "done" && result.outcome.status === "failed" && pass.signal.aborted && result.outcome.reason === guard.unavailableReason) {
      pass.abandon();
      return result;
    }
    pass.done(result.carrier, result.retryAfterMs);
    return result;
  }

  async function callOnce(
    body: string,
    idempotencyKey: string,
    ctxSignal: AbortSignal,
    breakerSignal?: AbortSignal,
  ): Promise<Attempt & { carrier: CallResult }> {
    // Not AbortSignal.any([ctxSignal, AbortSignal.timeout(...)]): on Node 20 every any() call leaves a
    // record on its long-lived source (the worker's shutdown signal), ~40 bytes per attempt that are never
    // freed (measured on 20.20). One controller per attempt, unlinked in finally, does the same job.
    const attempt = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort(new DOMException(`carrier did not answer within ${timeoutMs} ms`, "TimeoutError"));
    }, timeoutMs);
    const onShutdown = () => attempt.abort(ctxSignal.reason);
    ctxSignal.addEventListener("abort", onShutdown, { once: true });
    const onBreakerOpen = () => attempt.abort(breakerSignal?.reason);
    breakerSignal?.addEventListener("abort", onBreakerOpen, { once: true });
    let status: number;
    let headers: Headers;
    let text: string;
    try {
      const res = await doFetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", [IDEMPOTENCY_HEADER]: idempotencyKey },
        body,
        signal: attempt.signal,
      });
      status = res.status;
      headers = res.headers;
      text = await res.text(); // the timeout covers the body too
    } catch (err) {
      if (ctxSignal.aborted) throw ctxSignal.reason;
      if (breakerSignal?.aborted && breakerSignal.reason instanceof BreakerOpenError) {
        return { kind: "done", carrier: "failure", outcome: { status: "failed", reason: breakerSignal.reason.message } };
      }
      if (timedOut) {
        return { kind: "retry", carrier: "failure", finalReason: (n) => `carrier timed out after ${plural(n, "attempt")} (${timeoutMs} ms each)` };
      }
      const { detail, connect } = describeNetworkError(err);
      return {
        kind: "retry",
        carrier: "failure",
        finalReason: (n) => `${connect ? "could not connect to carrier" : "carrier connection failed"}: ${detail} (${plural(n, "attempt")})`,
      };
    } finally {
      clearTimeout(timer);
      ctxSignal.removeEventListener("abort", onShutdown);
      breakerSignal?.removeEventListener("abort", onBreakerOpen);
    }

    // The carrier answered: whatever it said, it is up (a 429 is neither up nor down for the breaker).
    if (status >= 200 && status < 300) return { kind: "done", carrier: "success", outcome: toRatingOutcome(text) };
    const message = describeErrorReply(status, text);
    if (status === 429) {
      const retryAfter = parseRetryAfterMs(headers.get("retry-after"));
      if (retryAfter !== undefined && retryAfter > maxRetryAfterMs) {
        const reason = `carrier rate limited us (429) and asked us to wait ${Math.ceil(retryAfter / 1000)} s: ${message}`;
        return { kind: "done", carrier: "throttled", outcome: { status: "failed", reason }, retryAfterMs: retryAfter };
      }
      return {
        kind: "retry",
        carrier: "throttled",
        finalReason: (n) => `carrier rate limited us (429) after ${plural(n, "attempt")}: ${message}`,
        ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
      };
    }
    if (status >= 500) return { kind: "retry", carrier: "failure", finalReason: (n) => `carrier error ${status} after ${plural(n, "attempt")}: ${message}` };
    return { kind: "done", carrier: "success", outcome: { status: "failed", reason: `carrier rejected the request (${status}): ${message}` } };
  }

  return {
    async rate(req: RatingRequest, ctx: { signal: AbortSignal }): Promise<RatingOutcome> {
      const body = JSON.stringify(toQuoteRequestWire(req));
      for (let attempt = 1; ; attempt++) {
        ctx.signal.throwIfAborted();
        const result = await attemptOnce(body, req.requestId ?? req.applicationId, ctx.signal);
        if (result.kind === "done") return result.outcome;
        if (attempt >= maxAttempts) return { status: "failed", reason: result.finalReason(attempt) };
        const delay = result.retryAfterMs ?? backoffDelayMs(attempt, config, random);
        await sleepUnlessAborted(delay, ctx.signal, config.sleep);
      }
    },
  };
}

function sleepUnlessAborted(ms: number, signal: AbortSignal, sleep?: (ms: number) => Promise<void>): Promise<void> {
  signal.throwIfAborted();
  return new Promise<void>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const done = () => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    };
    signal.addEventListener("abort", onAbort, { once: true });
    if (sleep) {
      sleep(ms).then(done, (err: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(err);
      });
    } else {
      timer = setTimeout(done, ms);
    }
  });
}

/** undici reports "fetch failed" with the socket error as cause: surface the cause. */
function describeNetworkError(err: unknown): { detail: string; connect: boolean } {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (err as { code?: unknown } | null)?.code;
  // Happy-eyeballs connects fail with an AggregateError whose own message is empty.
  const inner = cause instanceof AggregateError ? cause.errors.map((e: unknown) => (e instanceof Error ? e.message : String(e))).join(", ") : "";
  const detail = cause?.message || inner || (typeof code === "string" ? code : "") || (err instanceof Error ? err.message : String(err));
  const connectCodes = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "UND_ERR_CONNECT_TIMEOUT"];
  return { detail, connect: typeof code === "string" && connectCodes.includes(code) };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
