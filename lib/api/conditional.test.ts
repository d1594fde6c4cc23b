// Conditional GET with kept renderings: what is read, what is rendered and what is answered, against a
// versioned source held in memory (the routes' own reads are tested over HTTP in test/api/etag.test.ts).
import { describe, expect, it } from "vitest";
import { conditionalView, entityTag, RenderedViews, type Versioned } from "./conditional";

const billing = { method: "offline", publishableKey: null, baseUrl: "http://localhost", livemode: true };

/** A view's source: its version, its variant, and counts of full reads and renderings. */
function source(initial: { version: number; variant: string; body: string }) {
  const state = { ...initial, fullReads: 0, renders: 0, reads: [] as Array<number | null> };
  return {
    state,
    read: async (known: number | null): Promise<Versioned<string>> => {
      state.reads.push(known);
      if (known === state.version) return { version: state.version, variant: state.variant, value: null };
      state.fullReads++;
      return { version: state.version, variant: state.variant, value: state.body };
    },
    render: (body: string) => {
      state.renders++;
      return JSON.stringify({ body });
    },
  };
}

const get = (ifNoneMatch?: string) => new Request("http://localhost/v1/quote/x", { headers: ifNoneMatch ? { "if-none-match": ifNoneMatch } : {} });

describe("conditionalView with kept renderings", () => {
  it("renders a version once: later reads at the same tag answer the kept bytes after a version-only read", async () => {
    const views = new RenderedViews(10, 1 << 20);
    const s = source({ version: 3, variant: "cat.live.0", body: "three" });
    const first = await conditionalView(get(), billing, s.read, s.render, { views, key: "a/1" });
    const again = await conditionalView(get(), billing, s.read, s.render, { views, key: "a/1" });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(again.headers.get("etag")).toBe(entityTag(3, "cat.live.0", billing));
    expect(s.state).toMatchObject({ fullReads: 1, renders: 1, reads: [null, 3] });
  });

  it("a new version, or a new variant at the same version (expired, catalogue), is read and rendered again", async () => {
    const views = new RenderedViews(10, 1 << 20);
    const s = source({ version: 3, variant: "cat.live.0", body: "three" });
    await conditionalView(get(), billing, s.read, s.render, { views, key: "a/1" });
    Object.assign(s.state, { version: 4, body: "four" });
    const changed = await conditionalView(get(), billing, s.read, s.render, { views, key: "a/1" });
    expect(JSON.parse(await changed.text())).toEqual({ body: "four" });
    expect(changed.headers.get("etag")).toBe(entityTag(4, "cat.live.0", billing));
    Object.assign(s.state, { variant: "cat.expired.0", body: "four, expired" });
    const expired = await conditionalView(get(), billing, s.read, s.render, { views, key: "a/1" });
    expect(JSON.parse(await expired.text())).toEqual({ body: "four, expired" });
    expect(expired.headers.get("etag")).toBe(entityTag(4, "cat.expired.0", billing));
    expect(s.state.renders).toBe(3);
  });

  it("If-None-Match with the current tag is 304 whether or not bytes are kept; a stale tag gets the kept bytes", async () => {
    const views = new RenderedViews(10, 1 << 20);
    const s = source({ version: 7, variant: "v", body: "seven" });
    const first = await conditionalView(get(), billing, s.read, s.render, { views, key: "a/1" });
    const tag = first.headers.get("etag")!;
    const notModified = await conditionalView(get(tag), billing, s.read, s.render, { views, key: "a/1" });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    const stale = await conditionalView(get(entityTag(6, "v", billing)), billing, s.read, s.render, { views, key: "a/1" });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(await first.text());
    expect(s.state.renders).toBe(1);
    // Without kept bytes a client's current tag still answers 304 from the version alone.
    const cold = source({ version: 7, variant: "v", body: "seven" });
    expect((await conditionalView(get(tag), billing, cold.read, cold.render, { views: new RenderedViews(10, 1 << 20), key: "a/1" })).status).toBe(304);
    expect(cold.state).toMatchObject({ fullReads: 0, renders: 0 });
  });

  it("keys do not share bytes, and no read means no answer: a source that refuses (another agency's id) refuses every time", async () => {
    const views = new RenderedViews(10, 1 << 20);
    const s = source({ version: 1, variant: "v", body: "mine" });
    await conditionalView(get(), billing, s.read, s.render, { views, key: "agency-a/1" });
    const theirs = source({ version: 1, variant: "v", body: "theirs" });
    const other = await conditionalView(get(), billing, theirs.read, theirs.render, { views, key: "agency-b/1" });
    expect(JSON.parse(await other.text())).toEqual({ body: "theirs" });
    const refuse = async (): Promise<Versioned<string>> => {
      throw new Error("404");
    };
    await expect(conditionalView(get(), billing, refuse, s.render, { views, key: "agency-a/1" })).rejects.toThrow("404");
  });
});

describe("RenderedViews", () => {
  const bytes = (n: number) => new Uint8Array(new ArrayBuffer(n));

  it("drops the least recently used entries past its entry and byte limits", () => {
    const views = new RenderedViews(3, 100);
    views.set("a", '"1-x"', 1, bytes(10));
    views.set("b", '"1-x"', 1, bytes(10));
    views.set("c", '"1-x"', 1, bytes(10));
    views.get("a"); // a is now the most recently used
    views.set("d", '"1-x"', 1, bytes(10));
    expect(["a", "b", "c", "d"].filter((k) => views.get(k))).toEqual(["a", "c", "d"]);
    views.set("e", '"1-x"', 1, bytes(90)); // 120 bytes: the oldest go until 100 fit
    expect(views.size).toEqual({ entries: 2, bytes: 100 });
    expect(views.get("d")?.bytes.length).toBe(10);
    views.set("e", '"2-x"', 2, bytes(20)); // replacing an entry counts its bytes once
    expect(views.size).toEqual({ entries: 2, bytes: 30 });
    expect(views.get("e")).toMatchObject({ tag: '"2-x"', version: 2 });
    views.set("big", '"1-x"', 1, bytes(101)); // larger than the whole budget: not kept
    expect(views.get("big")).toBeUndefined();
    expect(new RenderedViews(0, 100).size).toEqual({ entries: 0, bytes: 0 });
    const off = new RenderedViews(0, 100);
    off.set("a", '"1-x"', 1, bytes(1));
    expect(off.get("a")).toBeUndefined();
  });
});
