import { describe, expect, it } from "vitest";
import { afterFailure, delayAfterFailures, strictest, throttleVerdict, type ThrottlePolicy, type ThrottleState } from "./throttle";

const policy: ThrottlePolicy = { lockAfter: 10, lockMs: 15 * 60_000, delayAfter: 3, delayBaseMs: 1000 };
const t0 = new Date("2026-11-23T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

function fail(times: number, start: ThrottleState | null = null, everyMs = 200_000): { state: ThrottleState | null; locks: number } {
  let state = start;
  let locks = 0;
  for (let i = 0; i < times; i++) {
    const r = afterFailure(state, at(i * everyMs), policy);
    state = r.state;
    if (r.lockedNow) locks++;
  }
  return { state, locks };
}

describe("sign-in throttle policy", () => {
  it("lets the first failures through at once, then doubles the wait from the third", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => delayAfterFailures(n, policy))).toEqual([0, 0, 0, 1000, 2000, 4000, 64_000]);
    const { state } = fail(2);
    expect(throttleVerdict(state, at(200_000), policy)).toEqual({ allowed: true });
    const three = afterFailure(state, at(300_000), policy).state;
    expect(throttleVerdict(three, at(300_500), policy)).toEqual({ allowed: false, locked: false, retryAfterMs: 500 });
    expect(throttleVerdict(three, at(301_000), policy)).toEqual({ allowed: true });
  });

  it("locks on the tenth failure for the lock duration, then starts again from zero", () => {
    const { state, locks } = fail(10, null, 100_000);
    expect(locks).toBe(1);
    const lockedAt = at(9 * 100_000);
    expect(state!.lockedUntil).toEqual(new Date(lockedAt.getTime() + policy.lockMs));
    expect(throttleVerdict(state, at(9 * 100_000 + 60_000), policy)).toEqual({ allowed: false, locked: true, retryAfterMs: policy.lockMs - 60_000 });
    const after = new Date(state!.lockedUntil!.getTime());
    expect(throttleVerdict(state, after, policy)).toEqual({ allowed: true });
    // The lock was served: the next failure is the first of a new count, not an eleventh.
    expect(afterFailure(state, after, policy)).toEqual({ state: { failures: 1, lastFailureAt: after, lockedUntil: null }, lockedNow: false });
  });

  it("forgets failures once none has happened for the lock duration", () => {
    const { state } = fail(5, null, 1000);
    expect(afterFailure(state, new Date(state!.lastFailureAt!.getTime() + policy.lockMs), policy).state.failures).toBe(1);
    expect(afterFailure(state, new Date(state!.lastFailureAt!.getTime() + policy.lockMs - 1), policy).state.failures).toBe(6);
  });

  it("never makes an attempt wait longer than a lock", () => {
    expect(delayAfterFailures(40, { ...policy, lockAfter: 100 })).toBe(policy.lockMs);
  });

  it("an attempt is held to the stricter of its account and its address", () => {
    expect(strictest([{ allowed: true }, { allowed: true }])).toEqual({ allowed: true });
    expect(
      strictest([
        { allowed: false, locked: false, retryAfterMs: 2000 },
        { allowed: false, locked: true, retryAfterMs: 900_000 },
      ]),
    ).toEqual({ allowed: false, locked: true, retryAfterMs: 900_000 });
    expect(strictest([{ allowed: true }, { allowed: false, locked: false, retryAfterMs: 5 }])).toEqual({ allowed: false, locked: false, retryAfterMs: 5 });
  });
});
