import { describe, expect, it } from "vitest";

import {
  DEFAULT_LATENCY_PROFILE,
  behaviourOf,
  createLatencySampler,
  inThrottleBurst,
  lognormalParameters,
  lognormalQuantile,
  probit,
  seededUniforms,
  type CarrierBehaviour,
  type LatencyProfile,
} from "./latency-profile";

const quiet: LatencyProfile = { ...DEFAULT_LATENCY_PROFILE, throttleEveryMs: 0 };
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

describe("latency profile", () => {
  it("inverts the normal CDF", () => {
    expect(probit(0.5)).toBeCloseTo(0, 9);
    expect(probit(0.99)).toBeCloseTo(2.3263478740408408, 8);
    expect(probit(0.01)).toBeCloseTo(-2.3263478740408408, 8);
    expect(probit(0.841344746)).toBeCloseTo(1, 6);
    expect(Number.isFinite(probit(0))).toBe(true);
  });

  it("places the lognormal's median and 99th percentile where asked", () => {
    const params = lognormalParameters(1500, 8000);
    expect(lognormalQuantile(params, 0.5)).toBeCloseTo(1500, 6);
    expect(lognormalQuantile(params, 0.99)).toBeCloseTo(8000, 4);
    expect(() => lognormalParameters(1500, 1500)).toThrow(/p50 < p99/);
  });

  it("draws answer times whose p50 and p99 over many seeded calls match the profile within 3%", () => {
    const times: number[] = [];
    const next = createLatencySampler({ ...quiet, hangShare: 0, errorShare: 0 }, "keystone");
    for (let i = 0; i < 200_000; i++) {
      const b = next(0);
      if (b.kind !== "answer") throw new Error(`expected an answer, got ${b.kind}`);
      times.push(b.latencyMs);
    }
    times.sort((a, b) => a - b);
    expect(Math.abs(percentile(times, 0.5) / 1500 - 1)).toBeLessThan(0.03);
    expect(Math.abs(percentile(times, 0.99) / 8000 - 1)).toBeLessThan(0.03);
  });

  it("never answers, and answers 503, in the profile's shares; the same seed draws the same calls", () => {
    const draw = (profile: LatencyProfile, n: number) => {
      const next = createLatencySampler(profile, "summit");
      return Array.from({ length: n }, () => next(0));
    };
    const calls = draw(quiet, 100_000);
    const share = (kind: CarrierBehaviour["kind"]) => calls.filter((c) => c.kind === kind).length / calls.length;
    expect(share("hang")).toBeGreaterThan(0.018);
    expect(share("hang")).toBeLessThan(0.022);
    expect(share("error")).toBeGreaterThan(0.0085);
    expect(share("error")).toBeLessThan(0.0115);
    expect(draw(quiet, 50)).toEqual(calls.slice(0, 50));
    expect(draw({ ...quiet, seed: 2 }, 50)).not.toEqual(calls.slice(0, 50));
  });

  it("throttles every call during a carrier's bursts, at its own offset, for the burst's share of the time", () => {
    const profile = DEFAULT_LATENCY_PROFILE;
    const at = (code: string) => Array.from({ length: 600 }, (_, s) => inThrottleBurst(profile, code, 1_800_000_000_000 + s * 1000));
    const keystone = at("keystone");
    // Two seconds of every minute, in one run of two.
    expect(keystone.filter(Boolean).length).toBe(20);
    expect(keystone.findIndex(Boolean)).toBeGreaterThanOrEqual(0);
    expect(at("summit")).not.toEqual(keystone);
    expect(behaviourOf(profile, { share: 0.5, time: 0.5 }, true)).toEqual({ kind: "throttled", retryAfterS: 1 });
    expect(inThrottleBurst({ ...profile, throttleEveryMs: 0 }, "keystone", 0)).toBe(false);
  });

  it("draws uniforms in [0, 1)", () => {
    const u = seededUniforms(7);
    for (let i = 0; i < 10_000; i++) {
      const x = u();
      expect(x >= 0 && x < 1).toBe(true);
    }
  });
});
