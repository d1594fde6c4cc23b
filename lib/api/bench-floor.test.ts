import { describe, expect, it } from "vitest";
import { benchFloor } from "./bench-floor";

const url = "http://localhost/api/bench/floor";

describe("the bench floor route", () => {
  it("answers 404 to GET and PUT when the setting is off, and stores nothing", async () => {
    const floor = benchFloor(() => false);
    const put = await floor.PUT(new Request(url, { method: "PUT", body: "{}" }));
    expect(put.status).toBe(404);
    expect(put.headers.get("content-type")).toBe("application/problem+json");
    expect((await floor.GET(new Request(url))).status).toBe(404);
  });

  it("answers the bytes it was given, as they are, when on", async () => {
    let on = true;
    const floor = benchFloor(() => on);
    expect((await floor.GET(new Request(url))).status).toBe(404); // nothing stored yet
    const body = JSON.stringify({ success: true, data: { quoteId: "x", note: "é ✓" } });
    const put = await floor.PUT(new Request(url, { method: "PUT", body, headers: { "content-type": "application/json; charset=utf-8" } }));
    expect(put.status).toBe(204);
    const res = await floor.GET(new Request(url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await res.text()).toBe(body);
    on = false; // turned off: gone again
    expect((await floor.GET(new Request(url))).status).toBe(404);
  });
});
