// The repository's TypeScript SDK (sdk/, issue 32 item 8) against the running app: every operation group
// called through the generated types (this file type-checks against sdk/schema.d.ts, which `npm test`
// holds equal to what the served document generates), answers typed, problems typed.
import { execFile } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { createQuotingClient, idempotencyKey, type Policy, type QuoteFolio } from "@/sdk";
import { base, demoKey, demoTestKey, isoDate, uniqueName } from "./client";

const quoting = () => createQuotingClient({ baseUrl: base(), apiKey: demoKey() });

const risk = () => ({
  class_code: "10100",
  business_name: uniqueName("SDK Bakery"),
  mailing_zip: "60601",
  mailing_state: "IL",
  employee_count: 5,
  annual_revenue: 600000,
  effective_date: isoDate(12),
});

async function quotedFolio(programs: string[]): Promise<QuoteFolio> {
  const api = quoting();
  const created = await api.POST("/v1/quote", { body: { programs, ...risk() }, params: { header: { "Idempotency-Key": idempotencyKey() } } });
  expect(created.error).toBeUndefined();
  const quoteId = created.data!.data.quoteId;
  for (let i = 0; i < 60; i++) {
    const view = await api.GET("/v1/quote/{quoteId}", { params: { path: { quoteId } } });
    const folio = view.data!.data;
    if (folio.quotes.every((q) => q.status !== "quoting")) return folio;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`folio ${quoteId} still quoting`);
}

describe(`the TypeScript SDK (${inject("database")})`, () => {
  it("System, Programs, Appetite and Rate: typed answers", async () => {
    const api = quoting();
    const ping = await api.GET("/v1/ping");
    expect(ping.response.status).toBe(200);
    expect(ping.response.headers.get("quoting-version")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const programs = await api.GET("/v1/programs", { params: { query: { type: "CGL" } } });
    expect(programs.data!.data.items.every((p) => p.type === "CGL")).toBe(true);
    const naics = await api.GET("/v1/appetite/naics", { params: { query: { q: "bakery" } } });
    expect(naics.data!.data.items.length).toBeGreaterThan(0);
    const rate = await api.POST("/v1/rate", { body: { ...risk(), program_type: "CGL" } });
    expect(rate.error).toBeUndefined();
    expect(rate.data!.data.results.length).toBeGreaterThan(0);
  });

  it("Insureds, Quote and requirements: a client, a folio, and a problem typed as one", async () => {
    const api = quoting();
    const made = await api.POST("/v1/insureds", { body: { kind: "business", name: uniqueName("SDK Client"), mailingAddress: { state: "IL", zip: "60601" } } });
    expect(made.response.status).toBe(201);
    const got = await api.GET("/v1/insureds/{insuredId}", { params: { path: { insuredId: made.data!.data.id } } });
    expect(got.data!.data.name).toBe(made.data!.data.name);
    const needs = await api.GET("/v1/quote/requirements", { params: { query: { programs: "KM-CGL", class_code: "10100" } } });
    expect(needs.data!.data.fields.map((f) => f.field)).toContain("annual_revenue");
    // The generated types know what a business quote needs (the OpenAPI request is a union per line with its
    // required fields): this body does not compile without the directive, which fails the type check if it ever does.
    // @ts-expect-error business_name, class_code and the other required fields are missing
    const refused = await api.POST("/v1/quote", { body: { programs: ["KM-CGL"] } });
    expect(refused.response.status).toBe(400);
    expect(refused.error!.errors!.map((e) => e.path)).toContain("business_name");
  });

  it("Bind, Policy, Webhooks and Sandbox: bind a quoted card, read the policy, preview a cancellation, list events", async () => {
    const api = quoting();
    const folio = await quotedFolio(["KM-CGL"]);
    const card = folio.quotes[0]!;
    expect(card.status).toBe("quoted");
    const answered = await api.POST("/v1/quote/{quoteId}/applications/{quoteRequestId}/form", {
      params: { path: { quoteId: folio.quoteId, quoteRequestId: card.id } },
      body: { form_payload: { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true } },
    });
    expect(answered.error).toBeUndefined();
    const bound = await api.POST("/v1/bind", {
      params: { header: { "Idempotency-Key": idempotencyKey() } },
      body: {
        quoteRequestIds: [card.id],
        paymentPlan: "annual",
        payment: { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } },
      },
    });
    expect(bound.error).toBeUndefined();
    const policy: Policy = bound.data!.data.policies[0]!;
    const read = await api.GET("/v1/policies/{policyId}", { params: { path: { policyId: policy.id } } });
    expect(read.data!.data.number).toBe(policy.number);
    const preview = await api.POST("/v1/policies/{policyId}/cancel", {
      params: { path: { policyId: policy.id } },
      body: { effectiveDate: isoDate(60), reason: "insured_request", preview: true },
    });
    expect(preview.data!.data.preview).toBe(true);
    const events = await api.GET("/v1/events", { params: { query: { type: "policy.bound", limit: 5 } } });
    expect(events.data!.data.items.every((e) => e.type === "policy.bound")).toBe(true);
    // The sandbox clock is test mode's (decision 043): the live key finds none, a test key reads it.
    expect((await api.GET("/v1/sandbox/clock")).response.status).toBe(404);
    const clock = await createQuotingClient({ baseUrl: base(), apiKey: demoTestKey() }).GET("/v1/sandbox/clock");
    expect(clock.data!.data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("runs the examples/ partner end to end: quote, poll, answer once, bind, and a verified policy.bound webhook", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const root = path.resolve(import.meta.dirname, "../..");
    const { stdout } = await promisify(execFile)("npx", ["tsx", "examples/partner.ts"], {
      cwd: root,
      env: { ...process.env, QUOTING_BASE_URL: base(), QUOTING_API_KEY: demoKey(), WEBHOOK_PORT: String(port) },
      timeout: 120_000,
    });
    expect(stdout).toMatch(/quoted: \d/);
    expect(stdout).toMatch(/bound: policy \S+/);
    expect(stdout).toMatch(/event policy\.bound \S+ received and verified/);
    expect(stdout.trim().split("\n").at(-1)).toBe("done");
  }, 150_000);
});
