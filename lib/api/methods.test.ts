import { describe, expect, it } from "vitest";
import { PROBLEM_TYPES } from "./problem";
import { allowOf, fallbackHandlers, routeFor } from "./methods";
import type { RegisteredRoute } from "./openapi";

const declared = (answer: string) => Object.assign(async () => new Response(answer), { spec: {} });
const routes: RegisteredRoute[] = [
  { path: "/v1/rate", module: { POST: declared("rate") } },
  { path: "/v1/rate/sensitivity", module: { POST: declared("sensitivity") } },
  { path: "/v1/quote", module: { GET: declared("list"), POST: declared("create") } },
  { path: "/v1/quote/{quoteId}", module: { GET: declared("folio"), POST: declared("requote") } },
  { path: "/v1/pay/{token}", module: { GET: declared("pay link") } },
  { path: "/v1/pay/policy/{token}", module: { GET: declared("policy pay link"), POST: declared("pay") } },
];
const handlers = fallbackHandlers(async () => routes);
const request = (method: string, path: string) => new Request(`http://localhost${path}`, { method, headers: { "x-request-id": "req_t" } });

describe("routeFor", () => {
  it("fits a path to its template, the literal one first", () => {
    expect(routeFor(routes, "/v1/rate/sensitivity")?.path).toBe("/v1/rate/sensitivity");
    expect(routeFor(routes, "/v1/quote/abc")?.path).toBe("/v1/quote/{quoteId}");
    expect(routeFor(routes, "/v1/pay/policy/abc")?.path).toBe("/v1/pay/policy/{token}");
    expect(routeFor(routes, "/v1/pay/policy")?.path).toBe("/v1/pay/{token}");
  });
  it("fits nothing else", () => {
    for (const path of ["/v1", "/v1/", "/v1/quote/abc/def", "/v1/quotes", "/v1/quote//", "/v2/quote"]) expect(routeFor(routes, path), path).toBeUndefined();
  });
});

describe("allowOf", () => {
  it("lists the declared methods, HEAD with GET, and OPTIONS, sorted", () => {
    expect(allowOf(routes[0]!.module)).toBe("OPTIONS, POST");
    expect(allowOf(routes[2]!.module)).toBe("GET, HEAD, OPTIONS, POST");
  });
  it("ignores exports that are not declared operations (the fallbacks themselves)", () => {
    expect(allowOf({ ...handlers, GET: declared("get") })).toBe("GET, HEAD, OPTIONS");
  });
});

describe("fallback handlers", () => {
  it("answer a method a route does not take with 405 problem+json and Allow", async () => {
    const res = await handlers.DELETE(request("DELETE", "/v1/quote/abc"));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.headers.get("x-request-id")).toBe("req_t");
    expect(await res.json()).toMatchObject({
      type: "/docs/problems#method_not_allowed",
      title: PROBLEM_TYPES.method_not_allowed.title,
      status: 405,
      instance: "/v1/quote/abc",
      requestId: "req_t",
      success: false,
    });
  });
  it("answer a path no route has with 404 problem+json", async () => {
    for (const method of ["GET", "POST", "OPTIONS", "HEAD"] as const) {
      const res = await handlers[method](request(method, "/v1/nowhere"));
      expect(res.status, method).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    }
  });
  it("answer a declared method reaching them (the catch-all) with 404, never a 405 naming that method", async () => {
    const res = await handlers.GET(request("GET", "/v1/quote/abc"));
    expect(res.status).toBe(404);
  });
  it("answer OPTIONS with 204 and Allow, and HEAD with the route's GET", async () => {
    const options = await handlers.OPTIONS(request("OPTIONS", "/v1/quote"));
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect(await (await handlers.HEAD(request("HEAD", "/v1/pay/abc"))).text()).toBe("pay link");
    const noGet = await handlers.HEAD(request("HEAD", "/v1/rate"));
    expect(noGet.status).toBe(405);
    expect(noGet.headers.get("allow")).toBe("OPTIONS, POST");
  });
});

describe("PROBLEM_TYPES", () => {
  it("gives every code one sentence of meaning and one of fix", () => {
    for (const [code, p] of Object.entries(PROBLEM_TYPES)) {
      for (const text of [p.meaning, p.fix]) {
        expect(text, code).toMatch(/^[A-Z].*\.$/);
        expect(text.split(/\.\s+[A-Z]/).length, `${code}: ${text}`).toBe(1);
      }
    }
  });
});
