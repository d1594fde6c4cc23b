// Carriers with real latency (issue 28 item 1, decision 055): how a carrier answers under a latency profile,
// as pure functions of a seed and the time. The sandbox carrier (sandbox-carrier/server.ts) applies it to
// every request it serves, and the in-process carriers (rating-table/profiled.ts) to every call, so the
// worker meets the answer times, timeouts, 5xx and 429 bursts of real carriers. Off unless
// CARRIER_LATENCY_PROFILE is set; nothing here reads a clock or a setting.
//
// Answer times are lognormal, fixed by their median and 99th percentile: ln(t) ~ N(mu, sigma^2) with
// mu = ln(p50) and sigma = ln(p99 / p50) / z(0.99). A share of calls never answers (the caller's timeout ends
// them), a share answers 503 after a drawn time, and every `throttleEveryMs` each carrier has a burst of
// `throttleForMs` during which every call is answered 429 at once with `Retry-After: retryAfterS`.

export interface LatencyProfile {
  /** Median answer time (ms). */
  p50Ms: number;
  /** 99th percentile of the answer time (ms); above p50. */
  p99Ms: number;
  /** Share of calls that never answer (0..1). */
  hangShare: number;
  /** Share of calls answered 503 (after a drawn answer time). */
  errorShare: number;
  /** A 429 burst starts this often per carrier (ms); 0: no bursts. */
  throttleEveryMs: number;
  /** How long each burst lasts (ms). */
  throttleForMs: number;
  /** The Retry-After (seconds) of a burst's 429s. */
  retryAfterS: number;
  /** The same seed draws the same answers in the same order. */
  seed: number;
}

/** Issue 28's carriers: lognormal, p50 1.5 s, p99 8 s; 2% never answer, 1% 5xx; a 2 s burst of 429 a minute. */
export const DEFAULT_LATENCY_PROFILE: LatencyProfile = {
  p50Ms: 1500,
  p99Ms: 8000,
  hangShare: 0.02,
  errorShare: 0.01,
  throttleEveryMs: 60_000,
  throttleForMs: 2_000,
  retryAfterS: 1,
  seed: 1,
};

/** z(0.99): the standard normal's 99th percentile. */
export const Z_99 = 2.3263478740408408;

/** mu and sigma of the lognormal whose median is p50 and 99th percentile p99. */
export function lognormalParameters(p50Ms: number, p99Ms: number): { mu: number; sigma: number } {
  if (!(p50Ms > 0) || !(p99Ms > p50Ms)) throw new Error(`a lognormal needs 0 < p50 < p99, got p50 ${p50Ms}, p99 ${p99Ms}`);
  return { mu: Math.log(p50Ms), sigma: Math.log(p99Ms / p50Ms) / Z_99 };
}

/** The lognormal's quantile at u in (0, 1): the answer time a uniform draw u stands for. */
export function lognormalQuantile(params: { mu: number; sigma: number }, u: number): number {
  return Math.exp(params.mu + params.sigma * probit(u));
}

/**
 * The standard normal's inverse CDF (Acklam's rational approximation, relative error below 1.2e-9).
 * u is clamped into (0, 1) so a draw of exactly 0 gives a finite (very short) time.
 */
export function probit(u: number): number {
  const p = Math.min(Math.max(u, 1e-12), 1 - 1e-12);
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  if (p > 1 - low) return -probit(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** A 32-bit seed from any parts (FNV-1a over their text): one stream per seed and carrier. */
export function seedOf(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join("\u0000")) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of uniforms in [0, 1), enough for a simulation. */
export function seededUniforms(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How the carrier treats one call. */
export type CarrierBehaviour =
  { kind: "answer"; latencyMs: number } | { kind: "hang" } | { kind: "error"; latencyMs: number } | { kind: "throttled"; retryAfterS: number };

/**
 * One call's behaviour from two uniform draws: `share` picks hang, error or an answer, `time` its answer
 * time. In a 429 burst every call is throttled.
 */
export function behaviourOf(profile: LatencyProfile, draws: { share: number; time: number }, inBurst: boolean): CarrierBehaviour {
  if (inBurst) return { kind: "throttled", retryAfterS: profile.retryAfterS };
  if (draws.share < profile.hangShare) return { kind: "hang" };
  const latencyMs = Math.round(lognormalQuantile(lognormalParameters(profile.p50Ms, profile.p99Ms), draws.time));
  if (draws.share < profile.hangShare + profile.errorShare) return { kind: "error", latencyMs };
  return { kind: "answer", latencyMs };
}

/**
 * Whether the carrier is in a 429 burst at `nowMs` (ms since the epoch). Bursts come every `throttleEveryMs`,
 * each carrier at its own offset (from the seed and its code), so the carriers are not all throttled at once
 * and every process that applies the profile agrees on when a carrier's bursts are.
 */
export function inThrottleBurst(profile: LatencyProfile, carrierCode: string, nowMs: number): boolean {
  if (profile.throttleEveryMs <= 0 || profile.throttleForMs <= 0) return false;
  const offset = seedOf(profile.seed, "burst", carrierCode) % profile.throttleEveryMs;
  const phase = (((nowMs - offset) % profile.throttleEveryMs) + profile.throttleEveryMs) % profile.throttleEveryMs;
  return phase < profile.throttleForMs;
}

/** Draws one carrier's calls in order: the same seed and carrier give the same sequence. */
export function createLatencySampler(profile: LatencyProfile, carrierCode: string): (nowMs: number) => CarrierBehaviour {
  const uniform = seededUniforms(seedOf(profile.seed, carrierCode));
  return (nowMs) => {
    const draws = { share: uniform(), time: uniform() };
    return behaviourOf(profile, draws, inThrottleBurst(profile, carrierCode, nowMs));
  };
}
