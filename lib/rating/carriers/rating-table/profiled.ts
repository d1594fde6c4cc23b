// The in-process carriers under a latency profile (CARRIER_LATENCY_PROFILE, decision 055): the table-driven
// carrier's own answers, given a real carrier's answer times, timeouts, 5xx and 429 bursts. Each call goes
// through the HTTP carrier adapter (per-attempt timeout, retries with backoff, Retry-After, the carrier's
// breaker and send rate) over an in-process transport in place of the network, so the worker meets these
// carriers exactly as it meets one over HTTP. The transport draws the call's behaviour, waits it out (a timer:
// nothing is held meanwhile), then answers in the wire protocol what the table-driven engine rated.
import type { CarrierAdapter, RatingRequest } from "../../types";
import { createLatencySampler, type LatencyProfile } from "../latency-profile";
import { createHttpCarrierAdapter, type HttpCarrierAdapterConfig } from "../sandbox-http/adapter";
import { IDEMPOTENCY_HEADER } from "../sandbox-http/protocol";
import { toQuoteReplyWire } from "../sandbox-http/transform";

export interface ProfiledCarrierConfig extends Omit<HttpCarrierAdapterConfig, "baseUrl" | "fetch"> {
  carrierCode: string;
  profile: LatencyProfile;
  /** The carrier's engine (the table-driven adapter). */
  engine: CarrierAdapter;
  /** The clock the 429 bursts follow (tests). */
  now?: () => number;
}

export function createProfiledCarrierAdapter(config: ProfiledCarrierConfig): CarrierAdapter {
  const { carrierCode, profile, engine, now = Date.now, ...http } = config;
  const draw = createLatencySampler(profile, carrierCode);
  // The requests being rated, by idempotency key: the transport answers the one its attempt carries. Counted: a
  // lease that ran out can have one application rated twice at once (the same request, the same key).
  const rating = new Map<string, { req: RatingRequest; calls: number }>();

  const transport: typeof fetch = async (_input, init) => {
    const signal = init?.signal ?? new AbortController().signal;
    const key = new Headers(init?.headers).get(IDEMPOTENCY_HEADER) ?? "";
    const req = rating.get(key)?.req;
    if (!req) return json(400, { error: { code: "unknown_request", message: `no request ${key} in flight` } });
    const behaviour = draw(now());
    if (behaviour.kind === "throttled") {
      return json(
        429,
        { error: { code: "rate_limited", message: "Too many requests (latency profile burst)." } },
        { "retry-after": String(behaviour.retryAfterS) },
      );
    }
    await waitOrAbort(behaviour.kind === "hang" ? null : behaviour.latencyMs, signal);
    if (behaviour.kind === "error") return json(503, { error: { code: "unavailable", message: "Carrier temporarily unavailable (latency profile)." } });
    const reply = toQuoteReplyWire(await engine.rate(req, { signal }), key);
    return json(reply.status, reply.body);
  };

  const adapter = createHttpCarrierAdapter({ ...http, baseUrl: `http://${carrierCode}.in-process.invalid`, fetch: transport });
  return {
    async rate(req, ctx) {
      const key = req.requestId ?? req.applicationId;
      const entry = rating.get(key) ?? { req, calls: 0 };
      entry.calls++;
      rating.set(key, entry);
      try {
        return await adapter.rate(req, ctx);
      } finally {
        if (--entry.calls === 0) rating.delete(key);
      }
    },
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

/** Resolves after ms (null: never), or rejects with the signal's reason when it aborts first, as fetch does. */
function waitOrAbort(ms: number | null, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  return new Promise<void>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    if (ms !== null) {
      timer = setTimeout(() => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
    }
  });
}
