// The bench's floor route exists only when BENCH_FLOOR is on (npm run bench turns it on); the app the
// API tests start does not, so it must answer like a route that does not exist.
import { describe, expect, inject, it } from "vitest";
import { base, demoKey } from "./client";

describe(`/api/bench/floor without BENCH_FLOOR (${inject("database")})`, () => {
  it("answers 404 to GET and PUT, with or without a key, and serves nothing it was sent", async () => {
    for (const key of [null, demoKey()]) {
      const auth: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
      const put = await fetch(`${base()}/api/bench/floor`, {
        method: "PUT",
        body: '{"planted":true}',
        headers: { ...auth, "content-type": "application/json" },
      });
      expect(put.status).toBe(404);
      const get = await fetch(`${base()}/api/bench/floor`, { headers: auth });
      expect(get.status).toBe(404);
      expect(await get.text()).not.toContain("planted");
    }
  });
});
