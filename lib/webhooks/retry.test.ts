// The retry schedule and the disabling rule of webhook deliveries (decision 024), with properties over
// any attempt count, base and randomness: waits stay within their jittered bounds, nothing is scheduled
// past three days after the delivery was written, and the rule disables only a long enough failing streak.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GIVE_UP_AFTER_MS, MAX_RETRY_DELAY_MS, nextAttemptAt, retryCeilingMs, retryDelayMs, shouldDisable } from "./retry";

const HOUR = 3_600_000;

describe("retry schedule", () => {
  it("doubles its ceiling with each failed attempt, up to twelve hours", () => {
    expect([1, 2, 3, 4].map((n) => retryCeilingMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryCeilingMs(30, 30_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryCeilingMs(10_000, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it("jitters over the whole range: random 0 waits nothing, random just below 1 waits the ceiling", () => {
    expect(retryDelayMs(3, 1000, () => 0)).toBe(0);
    expect(retryDelayMs(3, 1000, () => 0.999_999_9)).toBe(4000);
  });

  it("gives up three days after the delivery was written, with one last attempt at the deadline", () => {
    const createdAt = new Date("2026-11-01T00:00:00Z");
    const late = new Date(createdAt.getTime() + GIVE_UP_AFTER_MS - 1000);
    expect(nextAttemptAt({ createdAt, now: late, failedAttempts: 20, baseMs: 30_000, random: () => 0.99 })).toEqual(
      new Date(createdAt.getTime() + GIVE_UP_AFTER_MS),
    );
    expect(nextAttemptAt({ createdAt, now: new Date(createdAt.getTime() + GIVE_UP_AFTER_MS), failedAttempts: 21, baseMs: 30_000 })).toBeNull();
  });

  it("property: every wait is within [0, min(12 h, base x 2^(n-1))], and no attempt is scheduled past three days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 3_600_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 0, max: GIVE_UP_AFTER_MS + 10 * HOUR }),
        (n, base, r, sinceCreated) => {
          const delay = retryDelayMs(n, base, () => r);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThanOrEqual(Math.min(MAX_RETRY_DELAY_MS, base * 2 ** (n - 1)));
          expect(Number.isInteger(delay)).toBe(true);
          const createdAt = new Date(Date.UTC(2026, 10, 1));
          const now = new Date(createdAt.getTime() + sinceCreated);
          const next = nextAttemptAt({ createdAt, now, failedAttempts: n, baseMs: base, random: () => r });
          if (sinceCreated >= GIVE_UP_AFTER_MS) expect(next).toBeNull();
          else {
            expect(next!.getTime()).toBeGreaterThanOrEqual(now.getTime());
            expect(next!.getTime()).toBeLessThanOrEqual(createdAt.getTime() + GIVE_UP_AFTER_MS);
            expect(next!.getTime() - now.getTime()).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("property: a delivery that always fails is given up within three days, after a few dozen attempts", () => {
    // Uniform draws, as Math.random gives (fast-check's doubles lean on 0, which no real clock repeats for days).
    const uniform = (seed: number) => {
      let x = seed >>> 0 || 1;
      return () => {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return (x >>> 0) / 4_294_967_296;
      };
    };
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 120_000 }), fc.integer(), (base, seed) => {
        const createdAt = new Date(Date.UTC(2026, 10, 1));
        const random = uniform(seed);
        let now = createdAt;
        let attempts = 0;
        for (let next: Date | null = createdAt; next; attempts++) {
          expect(next.getTime()).toBeGreaterThanOrEqual(now.getTime());
          now = next;
          next = nextAttemptAt({ createdAt, now, failedAttempts: attempts + 1, baseMs: base, random });
        }
        expect(now.getTime() - createdAt.getTime()).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
        expect(attempts).toBeGreaterThan(5);
        expect(attempts).toBeLessThan(200);
      }),
      { numRuns: 300 },
    );
  });
});

describe("disabling rule", () => {
  const rule = { afterFailures: 10, afterMs: 72 * HOUR };
  const now = new Date("2026-11-10T00:00:00Z");
  const since = (hours: number) => new Date(now.getTime() - hours * HOUR);

  it("disables after enough failures in a row over long enough, and not before", () => {
    expect(shouldDisable({ consecutiveFailures: 10, failingSince: since(72) }, now, rule)).toBe(true);
    expect(shouldDisable({ consecutiveFailures: 9, failingSince: since(100) }, now, rule)).toBe(false);
    expect(shouldDisable({ consecutiveFailures: 500, failingSince: since(71) }, now, rule)).toBe(false);
    expect(shouldDisable({ consecutiveFailures: 0, failingSince: null }, now, rule)).toBe(false);
  });
});
