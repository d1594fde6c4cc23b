// Dated API versions (issue 32 item 5, decision 038), over HTTP: every answer names its version, a key
// answers in the version it is pinned to, a request may name a version, an unknown one is a 400 naming the
// header, and the changelog page lists the versions and what counts as breaking.
import { describe, expect, inject, it } from "vitest";
import { CURRENT_API_VERSION } from "@/lib/versions";
import { api, base } from "./client";

describe(`API versions (${inject("database")})`, () => {
  it("answers in the key's pinned version, or the one a request names, and says which", async () => {
    const pinned = await api("GET", "/v1/ping");
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get("quoting-version")).toBe(CURRENT_API_VERSION);
    const named = await api("GET", "/v1/programs", { headers: { "quoting-version": CURRENT_API_VERSION } });
    expect(named.status).toBe(200);
    expect(named.headers.get("quoting-version")).toBe(CURRENT_API_VERSION);
  });

  it("refuses a version it does not know, naming the header and the versions there are", async () => {
    const res = await api("GET", "/v1/ping", { headers: { "quoting-version": "2019-01-01" } });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ path: "Quoting-Version", code: "unknown_api_version", message: expect.stringContaining(CURRENT_API_VERSION) }),
    ]);
    const post = await api("POST", "/v1/insureds", { body: { kind: "business", name: "Never Made" }, headers: { "quoting-version": "latest" } });
    expect(post.status).toBe(400);
  });

  it("publishes the changelog and the breaking-change rule", async () => {
    const page = await fetch(`${base()}/docs/changelog`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(CURRENT_API_VERSION);
    expect(html).toContain("What is a breaking change");
  });
});
