// What an attacker's probe found, kept fixed, over HTTP against the running app: body and text limits at
// the edge, strict cursors, escaped search wildcards, parallel re-quotes, cross-site requests made with a
// portal session, bad percent-encoding, signed-but-malformed Stripe events, security headers and the
// pay page's status for bad links.
import { describe, expect, inject, it } from "vitest";
import { signedWebhook } from "@/test/fakes/fake-stripe-server";
import { api, bakery, base, demoKey, pollFolio } from "./client";
import { WEBHOOK_SECRET } from "./global-setup";

const db = inject("database");
const CLIENT_STATE_CAP = 16 * 1024;

/** Sends a raw request (no contract check: some of these bodies are deliberately not JSON). */
async function raw(method: string, path: string, init: { headers?: Record<string, string>; body?: string; key?: string | null } = {}) {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  const key = init.key === undefined ? demoKey() : init.key;
  if (key) headers.authorization = `Bearer ${key}`;
  const res = await fetch(`${base()}${path}`, { method, headers, ...(init.body !== undefined ? { body: init.body } : {}) });
  const text = await res.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}

function expectProblem(res: { status: number; headers: Headers; body: any }, status: number, path?: string) {
  expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status, success: false });
  if (path) expect(res.body.errors?.map((e: { path: string }) => e.path)).toContain(path);
}

async function folioCount(q: string): Promise<number> {
  const res = await api("GET", `/v1/quote?q=${encodeURIComponent(q)}&limit=100`);
  expect(res.status).toBe(200);
  return res.body.data.items.length;
}

describe(`request limits at the edge (${db})`, () => {
  it("refuses a body over 256 KB with 413 problem+json, whether declared or streamed, and stores nothing", async () => {
    const name = `Oversize ${Date.now()}`;
    const big = JSON.stringify({ programs: ["KM-BOP"], ...bakery({ business_name: name }), clientState: { pad: "x".repeat(300 * 1024) } });
    expectProblem(await raw("POST", "/v1/quote", { headers: { "content-type": "application/json" }, body: big }), 413);
    // Streamed without a length (chunked): cut off while reading.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(i === 0 ? big.slice(0, 10_000) : " ".repeat(10_000)));
        controller.close();
      },
    });
    const res = await fetch(`${base()}/v1/quote`, {
      method: "POST",
      headers: { authorization: `Bearer ${demoKey()}`, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    expect(await folioCount(name)).toBe(0);
  });

  it("caps clientState at 16 KB and names the field", async () => {
    const name = `Big state ${Date.now()}`;
    const res = await api("POST", "/v1/quote", {
      body: { programs: ["KM-BOP"], ...bakery({ business_name: name }), clientState: { pad: "y".repeat(CLIENT_STATE_CAP) } },
    });
    expectProblem(res, 400, "clientState");
    const ok = await api("POST", "/v1/quote", {
      body: { programs: ["KM-BOP"], ...bakery({ business_name: name }), clientState: { pad: "y".repeat(CLIENT_STATE_CAP - 100) } },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it("refuses JSON nested 3,000 deep (create and re-quote) with 400 naming where, instead of overflowing the stack", async () => {
    let deep: unknown = "bottom";
    for (let i = 0; i < 3000; i++) deep = { d: deep };
    const res = await api("POST", "/v1/quote", { body: { programs: ["KM-BOP"], ...bakery(), clientState: deep as Record<string, unknown> } });
    expectProblem(res, 400);
    expect(res.body.errors[0].code).toBe("too_deep");
    expect(res.body.errors[0].path).toMatch(/^clientState(\.d)+$/);
  });

  it("refuses NUL and lone surrogates anywhere (values, keys, query, path) with 400 naming the field; /v1/rate refuses what create refuses", async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["business_name NUL", { business_name: "Nul\u0000Bakery" }, "business_name"],
      ["business_name surrogate", { business_name: "Lone \ud800 Bakery" }, "business_name"],
      ["source NUL", { source: "partner\u0000" }, "source"],
      ["clientState value", { clientState: { note: "a\u0000b" } }, "clientState.note"],
      ["clientState key", { clientState: { ["k\u0000"]: 1 } }, "clientState.k\\u0000"],
      ["clientState nested surrogate", { clientState: { list: ["ok", "\udfff"] } }, "clientState.list[1]"],
    ];
    for (const [label, override, path] of cases) {
      const body = { programs: ["KM-BOP"], ...bakery(), ...override };
      expectProblem(await api("POST", "/v1/quote", { body }), 400, path);
      const { programs: _p, clientState: _c, source: _s, ...rating } = body as Record<string, unknown>;
      if (!("clientState" in override) && !("source" in override)) expectProblem(await api("POST", "/v1/rate", { body: rating }), 400, path);
      void label;
    }
    expectProblem(await api("GET", `/v1/quote?q=${encodeURIComponent("a\u0000")}`), 400, "q");
    // (A lone surrogate cannot be percent-encoded as UTF-8, so only JSON bodies can carry one.)
    expectProblem(await api("GET", `/v1/appetite/naics?q=bak%00ery`), 400, "q");
    expectProblem(await api("GET", `/v1/programs/${encodeURIComponent("KM\u0000BOP")}`), 400, "programId");
    expectProblem(await api("GET", `/v1/appetite/classifications/${encodeURIComponent("1\u0000")}/appetites`), 400, "classificationId");
    expectProblem(await api("GET", `/v1/pay/${encodeURIComponent("pl_\u0000")}`, { key: null }), 400, "token");
  });

  it("refuses control characters with 400 naming the field: line breaks in one-line fields (names, addresses), other controls anywhere", async () => {
    const name = `Control ${Date.now()}`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ business_name: "A\r\nBcc: x@y" }, "business_name"],
      [{ business_name: "Tab\tBakery" }, "business_name"],
      [{ business_name: "Bell\u0007Bakery" }, "business_name"],
      [{ business_name: "Next line\u0085Bakery" }, "business_name"],
      [{ business_name: "Line\u2028separator" }, "business_name"],
      [{ source: "partner\u001b[2J" }, "source"],
      [{ clientState: { note: "escape\u001b" } }, "clientState.note"],
      [{ clientState: { ["k\u0001"]: 1 } }, "clientState.k\\u0001"],
    ];
    for (const [override, path] of cases) {
      const res = await api("POST", "/v1/quote", { body: { programs: ["KM-BOP"], ...bakery({ business_name: name }), ...override } });
      expectProblem(res, 400, path);
      expect(res.body.errors.find((e: { path: string }) => e.path === path).code).toMatch(/^(invalid_text|invalid_format)$/);
    }
    expectProblem(await api("GET", `/v1/quote?q=${encodeURIComponent("a\u0007")}`), 400, "q");
    expectProblem(
      await api("POST", "/v1/webhook-endpoints", {
        body: { url: "https://partner.example/hooks", enabledEvents: ["policy.bound"], description: "two\nlines" },
      }),
      400,
      "description",
    );
    // Free-form text keeps its line breaks and tabs: clientState is the client's own.
    const kept = await api("POST", "/v1/quote", {
      body: { programs: ["KM-BOP"], ...bakery({ business_name: name }), clientState: { note: "two\nlines\tand a tab" } },
    });
    expect(kept.status).toBe(201);
    expect(await folioCount(name)).toBe(1);
  });

  it("refuses cursors this API did not make: non-UUID ids, 36 dashes, year -271821", async () => {
    const b64 = (s: string) => Buffer.from(s).toString("base64url");
    const bad = [
      b64("2026-01-01T00:00:00.000Z|not-a-uuid"),
      b64(`2026-01-01T00:00:00.000Z|${"-".repeat(36)}`),
      b64("-271821-04-20T00:00:00.000Z|3f0e1c1e-8f43-4d3c-9a43-2b1f0a6f6b11"),
      b64("2026-02-30T00:00:00.000Z|3f0e1c1e-8f43-4d3c-9a43-2b1f0a6f6b11"),
      "%%%",
    ];
    for (const cursor of bad) {
      expectProblem(await api("GET", `/v1/policies?cursor=${encodeURIComponent(cursor)}`), 400, "cursor");
      expectProblem(await api("GET", `/v1/quote?cursor=${encodeURIComponent(cursor)}`), 400, "cursor");
    }
  });

  it("treats % and _ in a search as themselves, not as wildcards", async () => {
    const tag = `W${Date.now()}`;
    for (const name of [`${tag} 100% Organic`, `${tag} 1000 Organic`, `${tag} A_B Foods`, `${tag} AXB Foods`]) {
      expect((await api("POST", "/v1/quote", { body: { programs: ["KM-BOP"], ...bakery({ business_name: name }) } })).status).toBe(201);
    }
    const names = async (q: string) =>
      (await api("GET", `/v1/quote?q=${encodeURIComponent(q)}&limit=100`)).body.data.items.map((i: { insuredName: string }) => i.insuredName);
    expect(await names(`${tag} 100%`)).toEqual([`${tag} 100% Organic`]);
    expect(await names("0% O")).toEqual(expect.arrayContaining([`${tag} 100% Organic`]));
    expect(await names("0% O")).not.toContain(`${tag} 1000 Organic`);
    expect(await names(`${tag} A_B`)).toEqual([`${tag} A_B Foods`]);
  });

  it("answers a path with malformed percent-encoding with 400 problem+json, not a bare 500", async () => {
    for (const path of ["/v1/quote/%zz", "/v1/programs/%E0%A4%A", "/v1/policies/%"]) {
      const res = await raw("GET", path);
      expectProblem(res, 400);
    }
  });
});

describe(`re-quotes at once (${db})`, () => {
  it("20 parallel re-quotes of one folio all succeed, each with its own attempt number", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-BOP"], ...bakery({ business_name: `Parallel ${Date.now()}` }) } });
    expect(created.status).toBe(201);
    const quoteId = created.body.data.quoteId;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => api("POST", `/v1/quote/${quoteId}`, { body: { employee_count: 7 + i } })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const attempts = results.map((r) => r.body.data.applications[0].attemptNumber).sort((a: number, b: number) => a - b);
    expect(attempts).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });
});

/** Signs in the demo agent over HTTP (Auth.js credentials) and returns the session cookie. */
async function portalSession(origin: string): Promise<string> {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const jar = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar },
    body: new URLSearchParams({ csrfToken, email: "agent@demo.test", password: "demo-password-2026", callbackUrl: `${origin}/dashboard` }),
  });
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("session-token"));
  if (!session) throw new Error(`sign-in failed: ${res.status}`);
  return session;
}

describe(`cross-site requests with a portal session (${db})`, () => {
  it("refuses a cookie-authenticated change from another site or without JSON, and accepts it from the portal", async () => {
    const origin = base().replace("127.0.0.1", "localhost");
    const cookie = await portalSession(origin);
    const body = JSON.stringify({ programs: ["KM-BOP"], ...bakery({ business_name: `CSRF ${Date.now()}` }) });
    const send = (headers: Record<string, string>, payload = body) =>
      fetch(`${origin}/v1/quote`, { method: "POST", headers: { cookie, ...headers }, body: payload });

    const fromEvil = await send({ "content-type": "application/json", origin: "http://evil.example" });
    expect(fromEvil.status).toBe(403);
    expect((await fromEvil.json()).type).toBe("/docs/problems#cross_site_request");
    expect((await send({ "content-type": "application/json", "sec-fetch-site": "cross-site" })).status).toBe(403);
    // A form or a no-cors fetch cannot send application/json; without it the change is refused.
    expect((await send({ "content-type": "" }, body)).status).toBe(415);
    expect((await send({ "content-type": "text/plain", origin })).status).toBe(415);
    const fromPortal = await send({ "content-type": "application/json", origin, "sec-fetch-site": "same-origin" });
    expect(fromPortal.status).toBe(201);
    // Reads with the session still work, and a bearer key is not an ambient credential: no origin check.
    expect((await fetch(`${origin}/v1/ping`, { headers: { cookie, "sec-fetch-site": "cross-site" } })).status).toBe(200);
    const withKey = await fetch(`${base()}/v1/quote`, {
      method: "POST",
      headers: { authorization: `Bearer ${demoKey()}`, "content-type": "application/json", origin: "http://evil.example" },
      body,
    });
    expect(withKey.status).toBe(201);
  });
});

describe(`server actions from another site (${db})`, () => {
  it("answers a server action posted with a foreign Origin 403 problem+json (Next.js would answer 500), with or without a session", async () => {
    const origin = base().replace("127.0.0.1", "localhost");
    const cookie = await portalSession(origin);
    for (const headers of [{ cookie }, {}] as Array<Record<string, string>>) {
      const res = await raw("POST", "/account/sessions", {
        key: null,
        headers: { ...headers, "next-action": "0".repeat(42), origin: "http://evil.example", "content-type": "text/plain;charset=UTF-8" },
        body: "[]",
      });
      expectProblem(res, 403);
      expect(res.body.type).toBe("/docs/problems#cross_site_request");
    }
    // An Origin that is not a URL ("null" from a sandboxed frame) is refused the same way.
    expectProblem(await raw("POST", "/account/sessions", { key: null, headers: { cookie, "next-action": "0".repeat(42), origin: "null" }, body: "[]" }), 403);
    // From the portal's own origin the request reaches Next.js (an unknown action id is its 404, not a 403 or 500).
    const own = await fetch(`${origin}/account/sessions`, {
      method: "POST",
      headers: { cookie, "next-action": "0".repeat(42), origin, "content-type": "text/plain;charset=UTF-8" },
      body: "[]",
      redirect: "manual",
    });
    expect(own.status).not.toBe(403);
    expect(own.status).toBeLessThan(500);
  });
});

describe(`Stripe webhook endpoint, hostile but signed (${db})`, () => {
  it("answers a correctly signed but malformed event with 400 problem+json, not 500", async () => {
    for (const event of [
      { id: "evt_x", type: "payment_intent.succeeded" },
      { id: "evt_y", type: "charge.refunded", created: 1, data: null },
      { id: "evt_\u0000", type: "x", created: 1, data: { object: {} } },
      [],
    ]) {
      const { payload, header } = signedWebhook(event as never, WEBHOOK_SECRET);
      const res = await fetch(`${base()}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      });
      expect(res.status, payload).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    }
  });
});

describe(`security headers and the pay page (${db})`, () => {
  it("sends anti-framing and sniffing headers, a CSP with a nonce on pages, and none of the page's scripts without it", async () => {
    for (const path of ["/signin", "/docs"]) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("https://js.stripe.com");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBeTruthy();
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    const apiRes = await fetch(`${base()}/v1/health`);
    expect(apiRes.headers.get("x-content-type-options")).toBe("nosniff");
    expect(apiRes.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("answers 404 with the page for a token that is no pay link, and 200 with anti-framing for a live one", async () => {
    const unknown = await fetch(`${base()}/pay/pl_${"x".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Payment link not found");
    expect(unknown.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect((await fetch(`${base()}/pay/garbage`)).status).toBe(404);

    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-BOP"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    const folio = await pollFolio(created.body.data.quoteId);
    const answers = { yearsInBusiness: 6, priorClaims: 0, hasSprinklers: true, constructionType: "joisted_masonry" };
    await api("POST", `/v1/quote/${folio.quoteId}/applications/${folio.quotes[0].id}/form`, { body: { form_payload: answers } });
    const link = await api("POST", `/v1/quote/${folio.quoteId}/pay-links`, { body: { quoteRequestIds: [folio.quotes[0].id], paymentPlan: "annual" } });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const page = await fetch(`${base()}/pay/${link.body.data.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
  });
});
