// The sandbox carrier over raw HTTP: routes, validation, behaviours and a prompt close().
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { businessRisk, fixedPriceRate, newApplicationId, programLookup, travelRisk } from "@/test/fakes/sandbox-fixtures";
import type { QuoteRequestWire } from "@/lib/rating/carriers/sandbox-http/protocol";
import { createSandboxCarrierServer, parseSandboxMarkers } from "./server";

const server = createSandboxCarrierServer({ rate: fixedPriceRate, programs: programLookup });
let baseUrl = "";

beforeAll(async () => {
  baseUrl = (await server.listen()).url;
});
afterAll(() => server.close());

function wireRequest(overrides: Partial<QuoteRequestWire> = {}): QuoteRequestWire {
  return {
    requestId: newApplicationId("srv"),
    programCode: "TEST_BOP",
    asOf: "2026-11-22",
    risk: businessRisk("Golden Crust Bakery LLC"),
    options: { glLimit: 100_000_000 },
    ...overrides,
  };
}

function post(body: unknown, key?: string, url = baseUrl, signal?: AbortSignal) {
  const idempotencyKey = key ?? (body as { requestId?: string }).requestId;
  return fetch(`${url}/v1/quotes`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

describe("sandbox carrier server", () => {
  it("listens on 127.0.0.1 and answers GET /health", async () => {
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${baseUrl}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("quotes a valid request on the wire", async () => {
    const req = wireRequest();
    const res = await post(req);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "quoted", quoteId: `Q-${req.requestId}`, applicationId: `A-${req.requestId}`, externalId: null });
  });

  it("answers 400 to bad JSON, a bad request body, and a missing or different Idempotency-Key", async () => {
    const bad = await post("{not json", "k1");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_json" } });

    const invalid = await post({ ...wireRequest(), risk: { ...businessRisk("B"), mailingZip: "9410" } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: "invalid_request", message: expect.stringContaining("risk.mailingZip") } });

    const req = wireRequest();
    const missingKey = await fetch(`${baseUrl}/v1/quotes`, { method: "POST", body: JSON.stringify(req) });
    expect(missingKey.status).toBe(400);
    const otherKey = await post(req, "someone-else");
    expect(otherKey.status).toBe(400);
    expect(await otherKey.json()).toMatchObject({ error: { code: "idempotency_key_mismatch" } });
    expect(server.requestCount(req.requestId)).toBe(0);
  });

  it("answers 404 to an unknown program and an unknown route, 405 to a wrong method", async () => {
    const unknown = await post(wireRequest({ programCode: "NOPE" }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: "program_not_found", message: "unknown program NOPE" } });
    expect((await fetch(`${baseUrl}/v2/quotes`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/v1/quotes`)).status).toBe(405);
  });

  it("counts FLAKY and RATELIMIT per requestId, so other requests are unaffected", async () => {
    const a = wireRequest({ risk: businessRisk("A SANDBOX_FLAKY") });
    const b = wireRequest({ risk: businessRisk("B SANDBOX_FLAKY") });
    expect((await post(a)).status).toBe(503);
    expect((await post(b)).status).toBe(503);
    expect((await post(a)).status).toBe(503);
    expect((await post(a)).status).toBe(200);
    expect((await post(b)).status).toBe(503);

    const limited = wireRequest({ risk: travelRisk("Smith SANDBOX_RATELIMIT") });
    limited.programCode = "TEST_TI";
    const first = await post(limited);
    expect(first.status).toBe(429);
    expect(first.headers.get("retry-after")).toBe("0");
    expect((await post(limited)).status).toBe(200);
  });

  it("replies 200 with missing fields on SANDBOX_MALFORMED", async () => {
    const res = await post(wireRequest({ risk: businessRisk("SANDBOX_MALFORMED") }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.status).toBe("quoted");
    expect(body.premium).toBeUndefined();
  });

  it("applies opts.latencyMs to every request", async () => {
    const slow = createSandboxCarrierServer({ rate: fixedPriceRate, programs: programLookup, latencyMs: 200 });
    const { url } = await slow.listen();
    try {
      const started = performance.now();
      expect((await post(wireRequest(), undefined, url)).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    } finally {
      await slow.close();
    }
  });

  it("closes promptly with a hanging request open, ending its socket", async () => {
    const hanging = createSandboxCarrierServer({ rate: fixedPriceRate, programs: programLookup });
    const { url } = await hanging.listen();
    const req = wireRequest({ risk: businessRisk("SANDBOX_HANG") });
    const pending = post(req, undefined, url).then(
      () => "answered",
      () => "connection ended",
    );
    const slow = post(wireRequest({ risk: businessRisk("SANDBOX_LATENCY_60000") }), undefined, url).then(
      () => "answered",
      () => "connection ended",
    );
    await expect.poll(() => hanging.requestCount(req.requestId)).toBe(1);
    await new Promise((r) => setTimeout(r, 50)); // let the latency request arrive too
    const started = performance.now();
    await hanging.close();
    expect(performance.now() - started).toBeLessThan(200);
    expect(await pending).toBe("connection ended");
    expect(await slow).toBe("connection ended");
  });

  it("reads markers case-insensitively, latency with its number", () => {
    expect(parseSandboxMarkers("Bakery sandbox_decline SANDBOX_LATENCY_1500")).toMatchObject({ decline: true, hang: false, latencyMs: 1_500 });
    expect(parseSandboxMarkers("Plain Bakery")).toEqual({
      decline: false,
      error: false,
      flaky: false,
      rateLimit: false,
      hang: false,
      malformed: false,
      latencyMs: 0,
    });
  });
});
