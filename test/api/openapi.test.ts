// The OpenAPI document matches the routes that exist, and responses match the document.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/processes";
import { api, base, bakery, checkContract, contract, demoKey, pollFolio } from "./client";

function routeOperations(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const source = fs.readFileSync(full, "utf8");
        const urlPath =
          "/" +
          path
            .relative(path.join(ROOT, "app"), path.dirname(full))
            .split(path.sep)
            .map((s) => s.replace(/^\[(\w+)\]$/, "{$1}"))
            .join("/");
        for (const m of source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)) out.push(`${m[1]} ${urlPath}`);
      }
    }
  };
  walk(path.join(ROOT, "app", "v1"));
  return out.sort();
}

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists exactly the /v1 routes that exist", async () => {
    const res = await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } });
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    const routes = routeOperations();
    expect(routes.length).toBeGreaterThanOrEqual(18);
    expect(documented).toEqual(routes);
  });

  it("gives every operation an id, a summary, its errors, and examples for request bodies", async () => {
    const doc = await (await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } })).json();
    for (const [p, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [m, op] of Object.entries(methods)) {
        expect(op.operationId, `${m} ${p}`).toEqual(expect.any(String));
        expect(op.summary).toEqual(expect.any(String));
        expect(op.responses.default).toBeDefined();
        if (op.requestBody) expect(op.requestBody.content["application/json"].example, `${m} ${p} example`).toBeDefined();
      }
    }
  });

  it("names each resource once in components.schemas and refers to it, every $ref resolving (issue 32 item 1)", async () => {
    const text = await (await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } })).text();
    const doc = JSON.parse(text);
    const schemas = doc.components.schemas as Record<string, any>;
    for (const name of ["QuoteFolio", "ProgramCard", "ApplicationDetail", "Policy", "Insured", "Problem", "Event", "WebhookEndpoint"])
      expect(schemas[name], name).toBeDefined();
    expect(doc.paths["/v1/policies/{policyId}"].get.responses["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/PolicyResponse",
    });
    expect(schemas.PolicyResponse.properties.data).toEqual({ $ref: "#/components/schemas/Policy" });
    expect(doc.paths["/v1/quote"].post.responses["400"]).toEqual({ $ref: "#/components/responses/Error400Idempotent" });
    expect(doc.components.responses.Error400Idempotent.content["application/problem+json"].schema).toEqual({ $ref: "#/components/schemas/Problem" });
    // Every $ref names a component, and every component is used.
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
    for (const ref of refs) expect(schemas[ref], ref).toBeDefined();
    expect(Object.keys(schemas).filter((name) => !refs.has(name))).toEqual([]);
    // The inlined document was 1.44 MB for 60 operations (24 KB each); named types bring it to about a third,
    // and it grows by operation, not by inlining: under 12 KB an operation.
    const operations = Object.values(doc.paths as Record<string, object>).reduce((n, methods) => n + Object.keys(methods).length, 0);
    console.info(`OpenAPI document: ${text.length} bytes, ${operations} operations, ${Object.keys(schemas).length} named schemas`);
    expect(text.length / operations).toBeLessThan(12_000);
  });

  it("declares the headers each answer carries: every edge header a real answer sends is in the document for its status (issue 32 item 2)", async () => {
    const doc = await (await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } })).json();
    const EDGE = [
      "x-request-id",
      "ratelimit-limit",
      "ratelimit-remaining",
      "ratelimit-reset",
      "ratelimit-policy",
      "retry-after",
      "idempotent-replayed",
      "etag",
    ];
    const declared = (path: string, method: string, status: number) => {
      const declaredHere = doc.paths[path][method].responses[String(status)];
      const response = declaredHere?.$ref ? doc.components.responses[declaredHere.$ref.replace("#/components/responses/", "")] : declaredHere;
      expect(response, `${method} ${path} ${status}`).toBeDefined();
      return new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
    };
    const check = async (path: string, method: string, res: Response) => {
      const sent = EDGE.filter((h) => res.headers.has(h));
      expect(sent).toContain("x-request-id");
      const names = declared(path, method, res.status);
      for (const h of sent) expect(names.has(h), `${method} ${path} ${res.status} sends ${h}`).toBe(true);
      return sent;
    };
    const auth = { authorization: `Bearer ${demoKey()}`, "content-type": "application/json" };
    const key = `headers-${Date.now()}`;
    const body = JSON.stringify({ programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) });
    const first = await fetch(`${base()}/v1/quote`, { method: "POST", headers: { ...auth, "idempotency-key": key }, body });
    expect(await check("/v1/quote", "post", first)).toEqual(expect.arrayContaining(["ratelimit-limit", "ratelimit-remaining"]));
    const again = await fetch(`${base()}/v1/quote`, { method: "POST", headers: { ...auth, "idempotency-key": key }, body });
    expect(await check("/v1/quote", "post", again)).toContain("idempotent-replayed");
    const quoteId = (await first.json()).data.quoteId;
    await pollFolio(quoteId); // rated: the view (and its ETag) no longer changes under the 304 check below
    const view = await fetch(`${base()}/v1/quote/${quoteId}`, { headers: auth });
    expect(await check("/v1/quote/{quoteId}", "get", view)).toContain("etag");
    const notModified = await fetch(`${base()}/v1/quote/${quoteId}`, { headers: { ...auth, "if-none-match": view.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    await check("/v1/quote/{quoteId}", "get", notModified);
    await check("/v1/quote/{quoteId}", "get", await fetch(`${base()}/v1/quote/00000000-0000-4000-8000-000000000000`, { headers: auth }));
    await check("/v1/quote", "post", await fetch(`${base()}/v1/quote`, { method: "POST", headers: auth, body: "{}" }));
    await check("/v1/quote", "post", await fetch(`${base()}/v1/quote`, { method: "POST", headers: { "content-type": "application/json" }, body }));
    // The request id is a documented request header too, answered back.
    const mine = await fetch(`${base()}/v1/ping`, { headers: { ...auth, "x-request-id": "partner-trace-42" } });
    expect(mine.headers.get("x-request-id")).toBe("partner-trace-42");
    expect(doc.paths["/v1/ping"].get.parameters.map((p: any) => p.name)).toContain("X-Request-Id");
    expect(doc.components.headers["Retry-After"]).toBeDefined();
    expect(Object.keys(doc.components.responses.Error429Idempotent.headers)).toContain("Retry-After");
  });

  it("documents the webhook endpoint and event operations under Webhooks, each needing a key", async () => {
    const doc = await (await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } })).json();
    const webhooks = Object.entries(doc.paths as Record<string, Record<string, any>>)
      .flatMap(([p, methods]) => Object.entries(methods).map(([m, op]) => ({ op: `${m.toUpperCase()} ${p}`, tags: op.tags, security: op.security })))
      .filter((o) => o.tags.includes("Webhooks"));
    expect(webhooks.map((o) => o.op).sort()).toEqual([
      "DELETE /v1/webhook-endpoints/{endpointId}",
      "GET /v1/events",
      "GET /v1/events/{eventId}",
      "GET /v1/events/{eventId}/deliveries",
      "GET /v1/webhook-endpoints",
      "GET /v1/webhook-endpoints/{endpointId}",
      "PATCH /v1/webhook-endpoints/{endpointId}",
      "POST /v1/events/{eventId}/redeliver",
      "POST /v1/webhook-endpoints",
      "POST /v1/webhook-endpoints/{endpointId}/rotate-secret",
    ]);
    expect(webhooks.every((o) => o.security === undefined)).toBe(true); // the document's bearer key applies
    expect(doc.tags.map((t: { name: string }) => t.name)).toContain("Webhooks");
  });

  it("serves an interactive reference at /docs, without a key, rendered on the server", async () => {
    const res = await fetch(`${base()}/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("API reference");
    expect(html).toContain("/v1/quote/{quoteId}"); // the operations are in the first HTML, not fetched later
  });

  it("answers 401 without a key on every operation but the health ones and the pay-link ones (whose token is the credential)", async () => {
    const doc = await (await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } })).json();
    const publicOps: string[] = [];
    let checked = 0;
    for (const [p, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [m, op] of Object.entries(methods)) {
        if (Array.isArray(op.security) && op.security.length === 0) {
          publicOps.push(`${m.toUpperCase()} ${p}`);
          continue;
        }
        const url = p.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
        for (const authorization of [undefined, "Bearer qk_live_not_a_real_key"]) {
          const res = await fetch(`${base()}${url}`, {
            method: m.toUpperCase(),
            headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
            ...(m === "get" ? {} : { body: "{}" }),
          });
          expect(res.status, `${m.toUpperCase()} ${p} with ${authorization ?? "no key"}`).toBe(401);
          expect(res.headers.get("www-authenticate"), `${m.toUpperCase()} ${p}`).toMatch(/^Bearer/);
          expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2 * 25);
    expect(publicOps.sort()).toEqual([
      "GET /v1/health",
      "GET /v1/health/live",
      "GET /v1/health/ready",
      "GET /v1/pay/policy/{token}",
      "GET /v1/pay/{token}",
      "GET /v1/policies/{policyId}/documents/{documentType}",
      "GET /v1/quote/{quoteId}/applications/{quoteRequestId}/documents/{documentType}",
      // No caller: the emailed link's token is the credential, or (a reset request) nothing is, and the answer is the same (decision 041).
      "POST /v1/invitations/accept",
      "POST /v1/password-resets",
      "POST /v1/password-resets/complete",
      "POST /v1/pay/policy/{token}",
      "POST /v1/pay/{token}",
      "POST /v1/pay/{token}/payments/{paymentId}/confirm",
    ]);
  });

  it("validates responses against the document, and the check can fail", async () => {
    const before = contract.validated;
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    const folio = await pollFolio(created.body.data.quoteId);
    expect(contract.validated).toBeGreaterThan(before + 1);
    // a response with a field the document does not describe is refused
    const url = `${base()}/v1/quote/${folio.quoteId}`;
    await expect(checkContract("GET", url, 200, "application/json", { success: true, data: { ...folio, surprise: 1 } })).rejects.toThrow(/does not match/);
    const { summary: _dropped, ...missing } = folio;
    await expect(checkContract("GET", url, 200, "application/json", { success: true, data: missing })).rejects.toThrow(/summary/);
    await expect(checkContract("GET", url, 418, "text/plain", "teapot")).rejects.toThrow(/does not describe/);
  });
});
