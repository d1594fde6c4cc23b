import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  abandonProbe,
  admit,
  closedBreaker,
  newRate,
  record,
  reserve,
  succeeded,
  throttled,
  type BreakerConfig,
  type BreakerState,
  type CallResult,
} from "./breaker";
import { CarrierGuards } from "./guard";

const config: BreakerConfig = { failures: 3, window: 10, failureRatio: 0.5, coolDownMs: 5_000 };

/** Admits one call at `now` and records its result. */
function call(state: BreakerState, result: CallResult, now: number): BreakerState {
  const { state: admitted, admission } = admit(state, now);
  return record(admitted, admission, result, now, config);
}

describe("circuit breaker", () => {
  it("opens after N consecutive failures, refuses until the cool-down, then lets one probe through", () => {
    let s = closedBreaker(0);
    s = call(s, "failure", 1);
    s = call(s, "failure", 2);
    expect(s.phase).toBe("closed");
    s = call(s, "failure", 3);
    expect(s).toMatchObject({ phase: "open", since: 3, nextProbeAt: 5_003 });
    expect(admit(s, 5_002).admission).toEqual({ kind: "refused", retryAt: 5_003 });
    const probe = admit(s, 5_003);
    expect(probe.admission.kind).toBe("probe");
    expect(probe.state.phase).toBe("half_open");
    expect(admit(probe.state, 5_004).admission.kind).toBe("refused"); // one probe at a time
    expect(record(probe.state, probe.admission, "success", 5_100, config)).toMatchObject({ phase: "closed", consecutiveFailures: 0, since: 5_100 });
    expect(record(probe.state, probe.admission, "failure", 5_100, config)).toMatchObject({ phase: "open", since: 5_100, nextProbeAt: 10_100 });
  });

  it("opens when half of the window fails, even with no run of N failures", () => {
    let s = closedBreaker(0);
    for (let i = 0; i < 10; i++) s = call(s, i % 2 ? "failure" : "success", i);
    expect(s.phase).toBe("open");
  });

  it("does not count a 429 as a failure, and a success resets the run", () => {
    let s = closedBreaker(0);
    for (const r of ["failure", "failure", "throttled", "success", "failure", "failure", "throttled"] as const) s = call(s, r, 1);
    expect(s).toMatchObject({ phase: "closed", consecutiveFailures: 2 });
  });

  it("does not count the failure of a call sent before one that has since succeeded (timeouts finishing late)", () => {
    let s = closedBreaker(0);
    // Five calls sent at 0-4 s that will time out; calls sent later succeed first.
    const slow = [0, 1, 2, 3, 4].map((at) => {
      const admitted = admit(s, at);
      s = admitted.state;
      return admitted.admission;
    });
    s = call(s, "success", 5_000);
    for (const [i, admission] of slow.entries()) s = record(s, admission, "failure", 8_000 + i, config);
    expect(s).toMatchObject({ phase: "closed", consecutiveFailures: 0 });
    // Calls sent after the last success that fail do count: the carrier is down now.
    for (let i = 0; i < 3; i++) s = call(s, "failure", 9_000 + i);
    expect(s.phase).toBe("open");
  });

  it("ignores late results of calls admitted before it opened", () => {
    let s = closedBreaker(0);
    const early = admit(s, 0).admission;
    for (let i = 0; i < 3; i++) s = call(s, "failure", 1);
    expect(record(s, early, "success", 2, config)).toBe(s);
    const probe = admit(s, 10_000);
    expect(record(probe.state, early, "failure", 10_001, config)).toBe(probe.state);
  });

  it("a probe abandoned (shutdown) lets the next call probe at once", () => {
    let s = closedBreaker(0);
    for (let i = 0; i < 3; i++) s = call(s, "failure", 1);
    const probe = admit(s, 6_000);
    const back = abandonProbe(probe.state, probe.admission, 6_500);
    expect(back).toMatchObject({ phase: "open", nextProbeAt: 6_500 });
    expect(admit(back, 6_500).admission.kind).toBe("probe");
  });

  it("property: refuses only while open or probing; never refuses longer than the cool-down; success always closes a probe", () => {
    const step = fc.record({ dt: fc.integer({ min: 0, max: 3_000 }), result: fc.constantFrom<CallResult>("success", "failure", "throttled") });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        let s = closedBreaker(0);
        let now = 0;
        for (const { dt, result } of steps) {
          now += dt;
          const before = s;
          const { state, admission } = admit(s, now);
          if (admission.kind === "refused") {
            expect(before.phase).not.toBe("closed");
            expect(admission.retryAt - now).toBeLessThanOrEqual(config.coolDownMs);
            continue;
          }
          if (admission.kind === "probe") expect(before.phase === "open" && now >= before.nextProbeAt!).toBe(true);
          s = record(state, admission, result, now, config);
          if (admission.kind === "probe") expect(s.phase).toBe(result === "failure" ? "open" : "closed");
          if (s.phase === "open") expect(s.nextProbeAt).toBe(now + config.coolDownMs);
          expect(s.recent.length).toBeLessThanOrEqual(config.window);
          if (s.phase === "closed") expect(s.consecutiveFailures).toBeLessThan(config.failures);
        }
      }),
    );
  });
});

describe("send rate", () => {
  it("spaces calls at the configured rate after a burst of one second's worth", () => {
    let r = newRate(2, 0);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const out = reserve(r, 0);
      r = out.state;
      waits.push(out.waitMs);
    }
    expect(waits).toEqual([0, 0, 500, 1000, 1500]);
  });

  it("a 429 pauses until Retry-After and halves the rate; successes win it back", () => {
    let r = newRate(10, 0);
    r = throttled(r, 1_000, 0);
    expect(r.rate).toBe(5);
    expect(reserve(r, 100).waitMs).toBe(900);
    for (let i = 0; i < 5; i++) r = succeeded(r);
    expect(r.rate).toBe(10);
  });

  it("the 429s of the calls already out halve the rate once per pause, not once each", () => {
    let r = newRate(40, 0);
    for (let i = 0; i < 100; i++) r = throttled(r, 1_000, 10 + i);
    expect(r.rate).toBe(20);
    expect(r.pausedUntil).toBe(1_109);
    // A call sent after the pause that is throttled again halves it again.
    r = throttled(r, 1_000, 1_200);
    expect(r.rate).toBe(10);
  });

  it("an unlimited carrier that throttles gets a rate of half its last second's calls", () => {
    let r = newRate(null, 0);
    for (let i = 0; i < 40; i++) r = reserve(r, 10 * i).state;
    expect(reserve(r, 500).waitMs).toBe(0);
    r = throttled(r, 0, 500);
    expect(r.rate).toBe(20);
  });

  it("property: waits never go backwards in reservation order, and respect the rate over time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 1, maxLength: 100 }), (rate, gaps) => {
        let r = newRate(rate, 0);
        let now = 0;
        let lastStart = -Infinity;
        const starts: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const out = reserve(r, now);
          r = out.state;
          const start = now + out.waitMs;
          expect(start).toBeGreaterThanOrEqual(lastStart);
          lastStart = start;
          starts.push(start);
        }
        // Over any span, no more than burst + rate x span calls start.
        const span = (starts.at(-1)! - starts[0]!) / 1000;
        expect(starts.length).toBeLessThanOrEqual(Math.max(1, rate) + rate * span + 1);
      }),
    );
  });
});

describe("carrier guard", () => {
  it("lets the calls queued behind a rate adopted after a 429 go once successes lift it, not after the slow rate's waits", async () => {
    const guard = new CarrierGuards(config).for({ code: "keystone" });
    const live = new AbortController().signal;
    const out = await Promise.all(Array.from({ length: 20 }, () => guard.enter(live)));
    out[0]!.done("throttled", 0); // 20 calls this second: an adopted rate of 10/s
    expect(guard.snapshot().ratePerSec).toBe(10);
    const started = Date.now();
    const queued = Promise.all(Array.from({ length: 50 }, () => guard.enter(live))); // the last at 5 s
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const pass of out.slice(1)) pass!.done("success"); // x1.5 each: unlimited again
    expect(guard.snapshot().ratePerSec).toBeNull();
    expect((await queued).every((pass) => pass !== null)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it("cuts short calls in flight when the breaker opens, answers refused at once, and shows its state", async () => {
    let now = 1_000;
    const guards = new CarrierGuards(config, { summit: { ratePerSec: 100, concurrency: 4 } }, () => now);
    const guard = guards.for({ code: "summit", name: "Summit Assurance Group" });
    const live = new AbortController().signal;
    const inFlight = (await guard.enter(live))!;
    for (let i = 0; i < 3; i++) (await guard.enter(live))!.done("failure");
    expect(inFlight.signal.aborted).toBe(true);
    expect(await guard.enter(live)).toBeNull();
    expect(guard.unavailableReason).toBe("Summit Assurance Group is not answering right now; try again in a few minutes");
    expect(guards.snapshot().summit).toMatchObject({ state: "open", failures: 3, nextProbeAt: new Date(6_000).toISOString(), ratePerSec: 100 });
    expect(guards.concurrency()).toEqual({ summit: 4 });
    now = 6_000;
    const probe = (await guard.enter(live))!;
    expect(probe.probe).toBe(true);
    probe.done("success");
    expect(guards.snapshot().summit!.state).toBe("closed");
  });
});
