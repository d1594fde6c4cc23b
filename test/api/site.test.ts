// The site around the API, over HTTP against the running app: the favicon and the not-found page.
import { describe, expect, it } from "vitest";
import { base } from "./client";

describe("the site", () => {
  it("serves a favicon, so no page logs a 404 for it", async () => {
    const res = await fetch(`${base()}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO header
  });

  it("answers an unknown page with 404 and a sentence a person understands", async () => {
    const res = await fetch(`${base()}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("This page does not exist");
    expect(html).toContain('href="/dashboard"');
  });
});
