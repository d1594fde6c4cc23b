import { describe, expect, it } from "vitest";
import { verifyPassword } from "./passwords";
import { createLimiter, LimiterFull } from "./limiter";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `n` calls of `task` through the limiter at once; reports peak concurrency and outcomes. */
async function burst(limiter: ReturnType<typeof createLimiter>, n: number, task: () => Promise<unknown>) {
  let inFlight = 0;
  let peak = 0;
  const instrumented = async () => {
    inFlight++;
    peak = Math.max(peak, inFlight);
    try {
      return await task();
    } finally {
      inFlight--;
    }
  };
  const started = Date.now();
  const outcomes = await Promise.all(
    Array.from({ length: n }, () =>
      limiter.run(instrumented).then(
        () => ({ ran: true, at: Date.now() - started }),
        (e: unknown) => ({ ran: false, full: e instanceof LimiterFull, at: Date.now() - started }),
      ),
    ),
  );
  return { peak, outcomes };
}

describe("password hashing limiter", () => {
  it("never runs more than `concurrency` at once, queues `queue` more and refuses the rest at once", async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 3 });
    const { peak, outcomes } = await burst(limiter, 10, () => sleep(40));
    expect(peak).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(4);
    const refused = outcomes.filter((o) => !o.ran);
    expect(refused).toHaveLength(6);
    expect(refused.every((o) => "full" in o && o.full)).toBe(true);
    // Refused quickly: before the first hash had finished.
    expect(Math.max(...refused.map((o) => o.at))).toBeLessThan(40);
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it("holds the bound with real scrypt verifications (N=2^17) and a limit of 2", async () => {
    const limiter = createLimiter({ concurrency: 2, queue: 1 });
    const stored = "scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const { peak, outcomes } = await burst(limiter, 6, () => verifyPassword("guess", stored));
    expect(peak).toBe(2);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(3);
  }, 30_000);

  it("frees the slot when the work fails", async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 0 });
    await expect(limiter.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limiter.run(async () => "ok")).resolves.toBe("ok");
    expect(limiter.active).toBe(0);
  });
});
