import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "./passwords";
import { createLimiter, LimiterFull, type Limiter } from "./limiter";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Lets every resolved start run up to its first await. */
const settle = () => new Promise((r) => setImmediate(r));

/** Runs `n` calls of `task` through the limiter at once; reports peak concurrency and outcomes. */
async function burst(limiter: Limiter, n: number, task: () => Promise<unknown>, keys: (i: number) => string[] = () => []) {
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
    Array.from({ length: n }, (_, i) =>
      limiter.run(keys(i), instrumented).then(
        () => ({ ran: true, at: Date.now() - started }),
        (e: unknown) => ({ ran: false, full: e instanceof LimiterFull, at: Date.now() - started }),
      ),
    ),
  );
  return { peak, outcomes };
}

/** Operations the test finishes by hand, each recording when it started. */
function manual(limiter: Limiter) {
  const order: string[] = [];
  const finishers = new Map<string, () => void>();
  const refused: string[] = [];
  return {
    order,
    refused,
    submit(name: string, keys: string[]) {
      limiter
        .run(keys, () => {
          order.push(name);
          return new Promise<void>((resolve) => finishers.set(name, resolve));
        })
        .catch((e: unknown) => {
          if (!(e instanceof LimiterFull)) throw e;
          refused.push(name);
        });
    },
    async finish(name: string) {
      finishers.get(name)!();
      finishers.delete(name);
      await settle();
    },
  };
}

describe("password hashing limiter, one lane (no keys)", () => {
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
    await expect(limiter.run([], () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limiter.run([], async () => "ok")).resolves.toBe("ok");
    expect(limiter.active).toBe(0);
  });

  it("scrypt runs off the event loop: timers keep firing during a hash", async () => {
    const stored = "scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await verifyPassword("guess", stored);
    const took = performance.now() - started;
    clearInterval(timer);
    // A hash on the event loop would let no 10 ms timer fire until it ended.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 10 / 4));
    expect(ticks).toBeGreaterThan(3);
  }, 30_000);
});

describe("password hashing limiter, keyed [address, account]", () => {
  const options = { concurrency: 1, queue: 32, perKey: [4, 2] };

  it("a burst of 40 on one account from one address: 1 runs, 2 wait, 37 refused at once; another address goes next", async () => {
    const limiter = createLimiter(options);
    const m = manual(limiter);
    for (let i = 0; i < 40; i++) m.submit(`burst-${i}`, ["address:a", "account:victim"]);
    await settle();
    expect(m.order).toEqual(["burst-0"]);
    expect(m.refused).toHaveLength(37);
    expect(limiter.waiting).toBe(2);
    expect(limiter.waitingFor(1, "account:victim")).toBe(2);
    m.submit("other", ["address:b", "account:someone"]);
    m.submit("colleague", ["address:a", "account:colleague"]);
    await settle();
    expect(m.refused).toHaveLength(37);
    await m.finish("burst-0");
    expect(m.order).toEqual(["burst-0", "other"]); // only the running hash before it
    await m.finish("other");
    expect(m.order.at(-1)).toBe("colleague"); // within address a, accounts take turns
    await m.finish("colleague");
    await m.finish("burst-1");
    await m.finish("burst-2");
    expect(m.order).toEqual(["burst-0", "other", "colleague", "burst-1", "burst-2"]);
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it("one address spraying accounts holds at most its 4 places; other addresses are admitted", async () => {
    const limiter = createLimiter(options);
    const m = manual(limiter);
    for (let i = 0; i < 20; i++) m.submit(`spray-${i}`, ["address:a", `account:${i}@x.test`]);
    await settle();
    expect(m.refused).toHaveLength(15);
    expect(limiter.waitingFor(0, "address:a")).toBe(4);
    m.submit("other", ["address:b", "account:someone"]);
    await settle();
    await m.finish("spray-0");
    expect(m.order).toEqual(["spray-0", "other"]);
  });

  it("many addresses on one account hold at most its 2 places", async () => {
    const limiter = createLimiter(options);
    const m = manual(limiter);
    for (let i = 0; i < 20; i++) m.submit(`botnet-${i}`, [`address:${i}`, "account:victim"]);
    await settle();
    expect(m.refused).toHaveLength(17);
    m.submit("other", ["address:b", "account:someone"]);
    await settle();
    expect(m.refused).toHaveLength(17);
  });

  it("runs at most one operation per address at a time, other addresses use the other slots", async () => {
    const limiter = createLimiter({ concurrency: 2, queue: 10, perKey: [4, 4] });
    const m = manual(limiter);
    m.submit("a1", ["address:a", "account:1"]);
    m.submit("a2", ["address:a", "account:2"]);
    await settle();
    expect(m.order).toEqual(["a1"]);
    m.submit("b1", ["address:b", "account:1"]);
    await settle();
    expect(m.order).toEqual(["a1", "b1"]);
    await m.finish("a1");
    expect(m.order).toEqual(["a1", "b1", "a2"]);
  });

  it("refuses keys of the wrong depth", async () => {
    const limiter = createLimiter(options);
    await expect(limiter.run(["address:a"], async () => 1)).rejects.toThrow("expected 2 keys");
  });
});

// ---- property: a model of arrivals and completions ----

type Command = { kind: "arrive"; address: number; account: number } | { kind: "finish"; pick: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant("arrive" as const), address: fc.integer({ min: 0, max: 3 }), account: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant("finish" as const), pick: fc.nat() }),
);

describe("password hashing limiter, property", () => {
  it("caps hold, refusals are justified, nobody starves, and a newcomer waits only for addresses already waiting", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 8 }),
        fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3 })),
        fc.array(commandArb, { maxLength: 80 }),
        async (concurrency, queue, perKey, commands) => {
          const limiter = createLimiter({ concurrency, queue, perKey });
          interface Op {
            id: number;
            address: number;
            account: number;
            state: "waiting" | "running" | "done" | "refused";
            startedAt?: number;
            /** Operations started between this one's arrival and its own start. */
            overtakenBy: number;
            /** For a newcomer with concurrency 1: addresses waiting (and not running) when it arrived. */
            aheadBound?: number;
            finish?: () => void;
          }
          const ops: Op[] = [];
          let starts = 0;
          const waiting = () => ops.filter((o) => o.state === "waiting");
          const running = () => ops.filter((o) => o.state === "running");

          const check = () => {
            expect(running().length).toBeLessThanOrEqual(concurrency);
            expect(waiting().length).toBeLessThanOrEqual(queue);
            for (let a = 0; a < 4; a++) expect(waiting().filter((o) => o.address === a).length).toBeLessThanOrEqual(perKey[0]);
            for (let c = 0; c < 5; c++) expect(waiting().filter((o) => o.account === c).length).toBeLessThanOrEqual(perKey[1]);
            // One running operation per address; and never a free slot while some address could run.
            const busy = new Set(running().map((o) => o.address));
            expect(busy.size).toBe(running().length);
            if (running().length < concurrency) expect(waiting().filter((o) => !busy.has(o.address))).toEqual([]);
            expect(limiter.active).toBe(running().length);
            expect(limiter.waiting).toBe(waiting().length);
          };

          const arrive = (address: number, account: number) => {
            const op: Op = { id: ops.length, address, account, state: "waiting", overtakenBy: 0 };
            const w = waiting();
            const runningAddresses = new Set(running().map((o) => o.address));
            const fresh = !w.some((o) => o.address === address) && !runningAddresses.has(address);
            const couldStart = running().length < concurrency && !runningAddresses.has(address);
            const full =
              w.length >= queue || w.filter((o) => o.address === address).length >= perKey[0] || w.filter((o) => o.account === account).length >= perKey[1];
            if (concurrency === 1 && fresh) op.aheadBound = new Set(w.filter((o) => !runningAddresses.has(o.address)).map((o) => o.address)).size;
            ops.push(op);
            limiter
              .run([`address:${address}`, `account:${account}`], () => {
                for (const other of waiting()) if (other !== op) other.overtakenBy++;
                op.state = "running";
                op.startedAt = starts++;
                return new Promise<void>((resolve) => (op.finish = resolve));
              })
              .then(
                () => (op.state = "done"),
                (e: unknown) => {
                  expect(e).toBeInstanceOf(LimiterFull);
                  op.state = "refused";
                },
              );
            return { couldStart, full };
          };

          for (const command of commands) {
            if (command.kind === "arrive") {
              const { couldStart, full } = arrive(command.address, command.account);
              await settle();
              const op = ops.at(-1)!;
              // Refused exactly when it could not start and the queue or one of its keys was full.
              expect(op.state === "refused").toBe(!couldStart && full);
              if (couldStart) expect(op.state).toBe("running");
            } else {
              const r = running();
              if (!r.length) continue;
              r[command.pick % r.length]!.finish!();
              await settle();
            }
            check();
          }
          // Drain: everything admitted eventually runs.
          while (running().length) {
            running()[0]!.finish!();
            await settle();
            check();
          }
          expect(waiting()).toEqual([]);
          for (const op of ops) {
            if (op.state === "refused") continue;
            expect(op.state).toBe("done");
            if (op.aheadBound !== undefined) expect(op.overtakenBy, `newcomer ${op.id}`).toBeLessThanOrEqual(op.aheadBound);
            // Bounded waiting for everyone: at most a turn of every other place per own turn.
            expect(op.overtakenBy).toBeLessThanOrEqual((queue + concurrency) * (perKey[1] + 1) * (perKey[0] + 1));
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});
