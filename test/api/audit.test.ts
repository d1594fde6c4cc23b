// The audit log over HTTP against the running app (decision 042): each listed change made through the API or the
// portal leaves its row, read back through GET /v1/audit-events with who (user or key, named), what and when;
// the filters and cursor paging; another agency sees none of it; bad query parameters are problems naming the field.
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_AGENT, DEMO_UNDERWRITER } from "@/prisma/seed";
import { api, bakery, base, demoTestKey, isoDate, pollFolio, secondKey, uniqueName } from "./client";
import { Browser, portalBase, portalSession } from "./browser";

const card = () => ({ method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } });
const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The audit rows matching `query` (a query string without "?"), newest first, every page. */
async function audit(query: string, key?: string): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  do {
    const res: any = await api("GET", `/v1/audit-events?${query}${cursor ? `&cursor=${cursor}` : ""}`, key === undefined ? {} : { key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.data.items);
    cursor = res.body.data.nextCursor;
  } while (cursor);
  return rows;
}

const demoKeyId = async () => (await api("GET", "/v1/ping")).body.data.apiKey.id as string;

async function boundPolicy() {
  const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ business_name: uniqueName("Audit Bakery") }) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const folio = await pollFolio(created.body.data.quoteId);
  const quote = folio.quotes[0];
  expect((await api("POST", `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, { body: { form_payload: CGL_ANSWERS } })).status).toBe(200);
  const priced = (await pollFolio(folio.quoteId)).quotes[0];
  expect(priced.status).toBe("quoted");
  const bound = await api("POST", "/v1/bind", { body: { quoteRequestIds: [quote.id], paymentPlan: "annual", payment: card() } });
  expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  return { policy: bound.body.data.policies[0], requestId: bound.headers.get("x-request-id")! };
}

async function portalJson(b: Browser, method: string, path: string, body?: unknown) {
  const res = await b.fetch(path, { method, ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}) });
  return { status: res.status, body: await res.json() };
}

describe("the audit log records each change, with who and when", () => {
  it("a bind, then a cancellation with its refund, by an API key named in the row", async () => {
    const keyId = await demoKeyId();
    const { policy, requestId } = await boundPolicy();
    const [bind] = await audit(`objectType=policy&objectId=${policy.id}&action=policy.bind`);
    expect(bind).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      action: "policy.bind",
      actor: { type: "api_key", id: keyId, name: "api tests", email: null },
      object: { type: "policy", id: policy.id, label: policy.number },
      after: { status: "active" },
      requestId,
    });
    expect(Date.now() - Date.parse(bind.createdAt)).toBeLessThan(60_000);

    const cancelled = await api("POST", `/v1/policies/${policy.id}/cancel`, { body: { effectiveDate: policy.effectiveDate, reason: "insured_request" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const cancelRequest = cancelled.headers.get("x-request-id");
    const rows = await audit(`objectId=${policy.id}`);
    expect(rows.map((r) => r.action)).toEqual(["policy.cancel", "policy.bind"]);
    expect(rows[0]).toMatchObject({
      actor: { type: "api_key", id: keyId },
      before: { status: "active" },
      after: { status: "cancelled" },
      requestId: cancelRequest,
    });
    const refunds = (await audit(`action=payment.refund&actor=api_key:${keyId}`)).filter((r) => r.requestId === cancelRequest);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ object: { type: "payment" }, after: { policyId: policy.id, amountCents: expect.any(Number) } });
    expect(refunds[0].after.amountCents).toBeGreaterThan(0);
  });

  it("a referral decision, by the underwriter named in the row", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-BOP"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    const folio = await pollFolio(created.body.data.quoteId);
    const id = folio.quotes[0].id;
    const form = { form_payload: { yearsInBusiness: 1, priorClaims: 0, hasSprinklers: false, constructionType: "frame" } };
    expect((await api("POST", `/v1/quote/${folio.quoteId}/applications/${id}/form`, { body: form })).status).toBe(200);
    expect((await pollFolio(folio.quoteId)).quotes[0].status).toBe("referred");
    const underwriter = await portalSession(base(), DEMO_UNDERWRITER.email, DEMO_UNDERWRITER.password);
    const decided = await portalJson(underwriter, "POST", `/v1/underwriting/referrals/${id}/decision`, {
      decision: "decline",
      note: "No kitchen experience.",
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);

    const [row] = await audit(`objectType=application&objectId=${id}`);
    expect(row).toMatchObject({
      action: "application.referral_declined",
      actor: { type: "user", id: expect.stringMatching(UUID), name: DEMO_UNDERWRITER.name, email: DEMO_UNDERWRITER.email },
      object: { type: "application", id, label: `KM-BOP for ${folio.insuredName}` },
      before: { status: "referred" },
      after: { decision: "declined", note: "No kitchen experience." },
    });
    // An administrator's portal session reads the log too, and an actor filter finds the carrier underwriter's row;
    // the underwriter reads no agency's log.
    const admin = await portalSession(base(), DEMO_ADMIN.email, DEMO_ADMIN.password);
    const mine = await portalJson(admin, "GET", `/v1/audit-events?actor=user:${row.actor.id}&objectId=${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.items.map((r: any) => r.id)).toEqual([row.id]);
    expect((await portalJson(underwriter, "GET", "/v1/audit-events")).status).toBe(403);
    expect((await portalJson(await portalSession(base(), DEMO_AGENT.email, DEMO_AGENT.password), "GET", "/v1/audit-events")).status).toBe(403);
  });

  it("a sandbox clock move, by the administrator in test mode (recorded in the test agency's log)", async () => {
    const admin = await portalSession(base(), DEMO_ADMIN.email, DEMO_ADMIN.password);
    admin.cookies.set("quoting_mode", "test"); // the clock exists only in test mode (decision 043)
    try {
      const moved = await portalJson(admin, "POST", "/v1/sandbox/clock", { advanceDays: 2 });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const [row] = await audit(`action=sandbox.clock_moved&limit=1`, demoTestKey());
      expect(row).toMatchObject({
        actor: { type: "user", name: DEMO_ADMIN.name },
        object: { type: "agency" },
        before: { offsetDays: 0 },
        after: { offsetDays: 2, days: 2, today: isoDate(2) },
      });
    } finally {
      expect((await portalJson(admin, "POST", "/v1/sandbox/clock", { reset: true })).status).toBe(200);
    }
    const [reset] = await audit(`action=sandbox.clock_moved&limit=1`, demoTestKey());
    expect(reset.after).toMatchObject({ offsetDays: 0, days: -2 });
    // The live log has no clock move: the live agency has no clock.
    expect(await audit(`action=sandbox.clock_moved&limit=1`)).toEqual([]);
  });

  it("webhook endpoint changes: create, update, rotate the secret, delete; never a secret in the row", async () => {
    const url = `https://hooks.example.com/audit-${crypto.randomUUID()}`;
    const made = await api("POST", "/v1/webhook-endpoints", { body: { url, enabledEvents: ["policy.bound"], description: "audit" } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id;
    expect((await api("PATCH", `/v1/webhook-endpoints/${id}`, { body: { enabledEvents: ["*"], status: "disabled" } })).status).toBe(200);
    expect((await api("POST", `/v1/webhook-endpoints/${id}/rotate-secret`, { body: { expiresInHours: 0 } })).status).toBe(200);
    expect((await api("DELETE", `/v1/webhook-endpoints/${id}`)).status).toBe(200);

    const rows = await audit(`objectType=webhook_endpoint&objectId=${id}`);
    expect(rows.map((r) => r.action)).toEqual([
      "webhook_endpoint.delete",
      "webhook_endpoint.rotate_secret",
      "webhook_endpoint.update",
      "webhook_endpoint.create",
    ]);
    // Deleted, its URL is still its label (from the row itself).
    expect(rows.every((r) => r.object.label === url && r.actor.type === "api_key")).toBe(true);
    expect(rows[3]).toMatchObject({ before: null, after: { url, enabledEvents: ["policy.bound"], status: "enabled", description: "audit" } });
    expect(rows[2]).toMatchObject({ before: { enabledEvents: ["policy.bound"], status: "enabled" }, after: { enabledEvents: ["*"], status: "disabled" } });
    expect(rows[0]).toMatchObject({ before: { url }, after: null });
    expect(JSON.stringify(rows)).not.toContain("whsec_");
    expect(JSON.stringify(rows)).not.toContain(made.body.data.secret);

    // Cursor paging, one row a page: the same rows in the same order, each once.
    const paged: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res: any = await api("GET", `/v1/audit-events?objectId=${id}&limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.body.data.items).toHaveLength(1);
      paged.push(res.body.data.items[0].id);
      cursor = res.body.data.nextCursor;
      if (!cursor) break;
    }
    expect(paged).toEqual(rows.map((r) => r.id));
    // An action prefix, an actor type, and a time window.
    expect((await audit(`action=webhook_endpoint.&objectId=${id}`)).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(await audit(`action=policy.&objectId=${id}`)).toEqual([]);
    expect(await audit(`actor=user&objectId=${id}`)).toEqual([]);
    expect((await audit(`actor=api_key&objectId=${id}`)).length).toBe(4);
    const created = rows[3].createdAt as string;
    expect((await audit(`objectId=${id}&created[lt]=${encodeURIComponent(created)}`)).length).toBe(0);
    expect((await audit(`objectId=${id}&created[gte]=${encodeURIComponent(created)}`)).length).toBe(4);

    // Another agency's key sees none of it.
    expect(await audit(`objectId=${id}`, secondKey())).toEqual([]);
    const theirs = await audit(`objectType=webhook_endpoint&limit=100`, secondKey());
    expect(theirs.some((r) => r.object.id === id)).toBe(false);
  });

  it("sign-ins, and a known user's failed sign-in; an unknown email leaves no row in any agency", async () => {
    const b = new Browser(portalBase(base()), { origin: portalBase(base()) });
    const failed = await b.signIn(DEMO_AGENT.email, "not-the-password");
    expect(failed.location).toMatch(/error|code=/);
    await portalSession(base(), DEMO_AGENT.email, DEMO_AGENT.password);
    const unknown = `nobody-${crypto.randomUUID()}@demo.test`;
    await new Browser(portalBase(base()), { origin: portalBase(base()) }).signIn(unknown, "whatever-password");

    const rows = await audit(`action=user.&limit=20`);
    const [signIn] = rows.filter((r) => r.action === "user.sign_in");
    const [signInFailed] = rows.filter((r) => r.action === "user.sign_in_failed");
    expect(signIn).toMatchObject({
      actor: { type: "user", name: DEMO_AGENT.name, email: DEMO_AGENT.email },
      object: { type: "user", label: DEMO_AGENT.email },
      after: { email: DEMO_AGENT.email, sessionId: expect.stringMatching(UUID) },
    });
    expect(signInFailed).toMatchObject({
      actor: { type: "user", id: signIn.actor.id, name: DEMO_AGENT.name },
      object: { type: "user", id: signIn.actor.id },
      after: { email: DEMO_AGENT.email, reason: "wrong_password" },
    });
    expect(Date.parse(signInFailed.createdAt)).toBeLessThanOrEqual(Date.parse(signIn.createdAt));
    expect(JSON.stringify(rows)).not.toContain(unknown);
    expect(JSON.stringify(await audit(`action=user.&limit=100`, secondKey()))).not.toContain(DEMO_AGENT.email);
  });
});

describe("GET /v1/audit-events refuses bad query parameters with a problem naming the field", () => {
  it.each([
    ["action=Policy!", "action"],
    ["actor=admin", "actor"],
    ["actor=user:not-a-uuid", "actor"],
    ["objectType=Policy", "objectType"],
    ["created[gte]=yesterday", "created[gte]"],
    ["limit=0", "limit"],
    ["cursor=bm90LWEtY3Vyc29y", "cursor"],
    ["created[gte]=2026-11-02T00:00:00Z&created[lt]=2026-11-01T00:00:00Z", "created[lt]"],
  ])("%s", async (query, field) => {
    const res = await api("GET", `/v1/audit-events?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(res.body.errors.map((e: any) => e.path)).toContain(field);
  });

  it("an unknown parameter is refused, not ignored", async () => {
    const res = await api("GET", "/v1/audit-events?object_type=policy");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain("object_type");
  });
});
