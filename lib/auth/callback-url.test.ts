import { describe, expect, it } from "vitest";
import { safeRedirect, sameOriginUrl, signInDestination, withoutUnsafeCallbackUrls } from "./callback-url";

const origin = "http://localhost:3000";

describe("callback URLs", () => {
  it("accepts paths and absolute URLs on this site", () => {
    expect(sameOriginUrl("/quotes/new?x=1", origin)?.href).toBe("http://localhost:3000/quotes/new?x=1");
    expect(sameOriginUrl("http://localhost:3000/dashboard", origin)?.href).toBe("http://localhost:3000/dashboard");
  });

  it.each([
    "%zz",
    "javascript:alert(1)",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/x",
    "http://localhost:3001/",
    "dashboard",
    "data:text/html,x",
    `/${"a".repeat(5000)}`,
  ])("refuses %s", (value) => {
    expect(sameOriginUrl(value, origin)).toBeNull();
    expect(safeRedirect(value, origin)).toBe(origin);
  });

  it("drops an unsafe query parameter and cookie, keeping everything else", async () => {
    const req = new Request(`${origin}/api/auth/signin?callbackUrl=javascript:alert(1)&other=1`, {
      headers: { cookie: "a=1; authjs.callback-url=javascript%3Ax; authjs.csrf-token=abc" },
    });
    const { request, problems } = withoutUnsafeCallbackUrls(req);
    expect(problems.map((p) => p.where)).toEqual(["query", "cookie"]);
    expect(new URL(request.url).search).toBe("?other=1");
    expect(request.headers.get("cookie")).toBe("a=1; authjs.csrf-token=abc");
  });

  it("leaves a good request alone, body and all", async () => {
    const req = new Request(`${origin}/api/auth/callback/credentials?callbackUrl=%2Fdashboard`, { method: "POST", body: "a=1" });
    expect(withoutUnsafeCallbackUrls(req).request).toBe(req);
    const bad = new Request(`${origin}/api/auth/callback/credentials?callbackUrl=%25zz`, {
      method: "POST",
      body: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const { request } = withoutUnsafeCallbackUrls(bad);
    expect(await request.text()).toBe("a=1");
    expect(request.method).toBe("POST");
  });
});

describe("where sign-in sends the agent", () => {
  it("keeps a page on this site, with its query", () => {
    expect(signInDestination("/quotes/0b3f6c1e-8d4f-4f4a-9a43-8c1f0e2d3a4b")).toBe("/quotes/0b3f6c1e-8d4f-4f4a-9a43-8c1f0e2d3a4b");
    expect(signInDestination("/dashboard?status=bound&q=Sun")).toBe("/dashboard?status=bound&q=Sun");
  });

  it.each([
    undefined,
    "",
    "//evil.example/quotes",
    "/\\evil.example",
    "https://evil.example/quotes",
    "http://portal.invalid/quotes",
    "javascript:alert(1)",
    "quotes/1",
    "/signin?callbackUrl=/quotes/1",
    "/api/auth/signout",
    "/v1/quote",
    `/${"a".repeat(5000)}`,
  ])("sends %s to the dashboard", (value) => {
    expect(signInDestination(value)).toBe("/dashboard");
  });
});
