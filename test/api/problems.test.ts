// Errors that lead somewhere (issue 32 item 6): every problem `type` link opens a section of /docs/problems
// with the code's meaning and fix; an unknown /v1 path is a 404 problem, and a method a route does not take
// a 405 problem with Allow naming the methods it does (from the routes' own declarations, as the document).
import { describe, expect, inject, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors";
import { base, demoKey } from "./client";

const UUID = "00000000-0000-4000-8000-000000000000";
const withIds = (path: string) => path.replace(/\{\w+\}/g, UUID);
const auth = { authorization: `Bearer ${demoKey()}` };

async function documented(): Promise<Record<string, string[]>> {
  const doc = await (await fetch(`${base()}/v1/openapi.json`, { headers: auth })).json();
  return Object.fromEntries(Object.entries(doc.paths as Record<string, object>).map(([p, ops]) => [p, Object.keys(ops).map((m) => m.toUpperCase())]));
}

const allowFor = (methods: string[]) => [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");

describe(`problem types and answers off the map (${inject("database")})`, () => {
  it("GET /docs/problems lists every code, each an anchor with its status, title, meaning and fix", async () => {
    const res = await fetch(`${base()}/docs/problems`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    for (const code of ERROR_CODES) {
      expect(html, code).toContain(`id="${code}"`);
      expect(html, code).toContain(`<h2 id="${code}-title"`);
    }
    expect(html).toContain("Fix:");
  });

  it("a problem's type resolves to that page's anchor", async () => {
    const res = await fetch(`${base()}/v1/quote/${UUID}`, { headers: auth });
    const problem = await res.json();
    expect(problem.type).toBe("/docs/problems#not_found");
    const page = await fetch(new URL(problem.type, base()));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="not_found"');
  });

  it("an unknown /v1 path is a 404 problem, whatever the method, with or without a key", async () => {
    for (const [method, path, headers] of [
      ["GET", "/v1/nothing-here", auth],
      ["POST", "/v1/quote/abc/nothing/else/here", auth],
      ["DELETE", "/v1/no/such/path", {}],
      ["GET", "/v1", auth],
    ] as const) {
      const res = await fetch(`${base()}${path}`, { method, headers: { ...headers, "x-request-id": "req_unknown_path" } });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.headers.get("x-request-id")).toBe("req_unknown_path");
      expect(await res.json()).toMatchObject({ type: "/docs/problems#not_found", status: 404, instance: path, requestId: "req_unknown_path", success: false });
    }
  });

  it("every documented path answers a method it does not take with 405 and Allow listing those it does", async () => {
    const paths = await documented();
    expect(Object.keys(paths).length).toBeGreaterThan(30);
    for (const [template, methods] of Object.entries(paths)) {
      const wrong = ["POST", "DELETE", "PATCH", "PUT", "GET"].find((m) => !methods.includes(m))!;
      const path = withIds(template);
      const res = await fetch(`${base()}${path}`, {
        method: wrong,
        headers: { ...auth, "content-type": "application/json" },
        ...(wrong === "GET" ? {} : { body: "{}" }),
      });
      expect(res.status, `${wrong} ${template}`).toBe(405);
      expect(res.headers.get("allow"), template).toBe(allowFor(methods));
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      const body = await res.json();
      expect(body).toMatchObject({ type: "/docs/problems#method_not_allowed", status: 405, instance: path, success: false });
      expect(body.detail).toContain(allowFor(methods));
    }
  });

  it("POST to a GET-only route: 405 with Allow: GET, HEAD, OPTIONS; OPTIONS and HEAD answer as before", async () => {
    const post = await fetch(`${base()}/v1/programs`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const options = await fetch(`${base()}/v1/quote`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    const head = await fetch(`${base()}/v1/programs`, { method: "HEAD", headers: auth });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/^application\/json/);
    const headPostOnly = await fetch(`${base()}/v1/bind`, { method: "HEAD", headers: auth });
    expect(headPostOnly.status).toBe(405);
    expect(headPostOnly.headers.get("allow")).toBe("OPTIONS, POST");
  });
});
