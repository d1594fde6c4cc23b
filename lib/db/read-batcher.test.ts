// Batched reads: many requests, few reads, and never an answer from a read that began before the request.
import { describe, expect, it } from "vitest";
import { ReadBatcher } from "./read-batcher";

/** A store whose reads wait until released, recording when each began and what it read. */
function store() {
  const data = new Map<string, number>();
  const reads: Array<{ keys: string[]; release: () => void; snapshot: Map<string, number> }> = [];
  const load = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve) => {
      const snapshot = new Map(keys.filter((k) => data.has(k)).map((k) => [k, data.get(k)!] as const));
      reads.push({ keys, snapshot, release: () => resolve(snapshot) });
    });
  return { data, reads, load };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("ReadBatcher", () => {
  it("requests of one turn share one read; those arriving during reads go together in the next", async () => {
    const s = store();
    s.data.set("a", 1).set("b", 2);
    const batcher = new ReadBatcher(s.load, 1);
    const first = [batcher.get("a"), batcher.get("a"), batcher.get("b"), batcher.get("zz")];
    await tick();
    expect(s.reads.map((r) => r.keys)).toEqual([["a", "b", "zz"]]);
    const waiting = [batcher.get("a"), batcher.get("b")]; // arrive while the read runs
    await tick();
    expect(s.reads).toHaveLength(1);
    s.reads[0]!.release();
    expect(await Promise.all(first)).toEqual([1, 1, 2, undefined]);
    await tick();
    expect(s.reads.map((r) => r.keys)).toEqual([
      ["a", "b", "zz"],
      ["a", "b"],
    ]);
    s.reads[1]!.release();
    expect(await Promise.all(waiting)).toEqual([1, 2]);
  });

  it("a request is never answered by a read that began before it arrived", async () => {
    const s = store();
    s.data.set("a", 1);
    const batcher = new ReadBatcher(s.load, 2);
    const early = batcher.get("a");
    await tick(); // its read has begun
    s.data.set("a", 2); // a write commits; its client then asks
    const late = batcher.get("a");
    await tick();
    expect(s.reads).toHaveLength(2); // a second read, not the first one's answer
    s.reads[0]!.release();
    s.reads[1]!.release();
    expect([await early, await late]).toEqual([1, 2]);
  });

  it("at most maxRunning reads at once, batches of at most maxBatch, and a failed read fails only its requests", async () => {
    const s = store();
    const batcher = new ReadBatcher(s.load, 2, 3);
    const all = ["a", "b", "c", "d", "e", "f", "g"].map((k) => batcher.get(k));
    await tick();
    expect(s.reads.map((r) => r.keys)).toEqual([
      ["a", "b", "c"],
      ["d", "e", "f"],
    ]);
    s.reads[0]!.release();
    await tick();
    expect(s.reads.map((r) => r.keys).at(-1)).toEqual(["g"]);
    s.reads[1]!.release();
    s.reads[2]!.release();
    expect(await Promise.all(all)).toEqual(Array(7).fill(undefined));

    let fail = true;
    const flaky = new ReadBatcher(async (keys: string[]) => {
      if (fail) throw new Error("connection lost");
      return new Map(keys.map((k) => [k, 1] as const));
    });
    await expect(flaky.get("x")).rejects.toThrow("connection lost");
    fail = false;
    expect(await flaky.get("x")).toBe(1);
  });
});
