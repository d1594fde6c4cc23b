// The sandbox clock over HTTP (decisions 027 and 043): it exists only in test mode; there only an agency
// administrator or an admin key moves it, every move is recorded with who made it and how far, and reset puts it
// back to today. Live keys and the portal in live mode find no clock.
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_AGENT, DEMO_SERVICE } from "@/prisma/seed";
import { api, bakery, base, demoKey, demoTestKey, isoDate, pollFolio, secondKey, secondTestKey } from "./client";
import { portalSession, type Browser } from "./browser";

async function send(b: Browser, method: "GET" | "POST", body?: unknown) {
  const res = await b.fetch("/v1/sandbox/clock", {
    method,
    ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

/** A portal session switched to test mode (the header's switch sets this cookie). */
async function testModeSession(email: string, password: string) {
  const b = await portalSession(base(), email, password);
  b.cookies.set("quoting_mode", "test");
  return b;
}

describe("the sandbox clock exists only in test mode", () => {
  it("answers 404 to live keys and to the portal in live mode, and moves nothing", async () => {
    for (const key of [demoKey(), secondKey()]) {
      expect(key.startsWith("qk_live_")).toBe(true);
      const read = await api("GET", "/v1/sandbox/clock", { key });
      expect(read.status).toBe(404);
      expect(read.body.detail).toMatch(/only in test mode/);
      expect((await api("POST", "/v1/sandbox/clock", { key, body: { advanceDays: 5 } })).status).toBe(404);
    }
    const admin = await portalSession(base(), DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await send(admin, "POST", { advanceDays: 5 })).status).toBe(404);
    // The test twin's clock did not move either.
    expect((await api("GET", "/v1/sandbox/clock", { key: demoTestKey() })).body.data.offsetDays).toBe(0);
  });
});

describe("who may move the sandbox clock", () => {
  it("refuses producers and service staff with 403, and moves nothing", async () => {
    for (const user of [DEMO_AGENT, DEMO_SERVICE]) {
      const b = await testModeSession(user.email, user.password);
      const before = await send(b, "GET");
      expect(before.status).toBe(200);
      const refused = await send(b, "POST", { advanceDays: 30 });
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body).toMatchObject({ type: "/docs/problems#forbidden", success: false });
      expect(refused.body.detail).toMatch(/administrator/);
      expect((await send(b, "GET")).body.data.offsetDays).toBe(before.body.data.offsetDays);
    }
  });

  it("lets the agency's administrator move it and put it back, recording each move with who and how far", async () => {
    const admin = await testModeSession(DEMO_ADMIN.email, DEMO_ADMIN.password);
    try {
      const moved = await send(admin, "POST", { advanceDays: 3 });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data).toMatchObject({ today: isoDate(3), offsetDays: 3 });
      expect(moved.body.data.moves[0]).toMatchObject({ actor: expect.stringMatching(/^user:/), fromOffsetDays: 0, toOffsetDays: 3 });
      const reset = await send(admin, "POST", { reset: true });
      expect(reset.status).toBe(200);
      expect(reset.body.data).toMatchObject({ today: isoDate(0), offsetDays: 0 });
      expect(reset.body.data.moves.slice(0, 2)).toEqual([
        expect.objectContaining({ fromOffsetDays: 3, toOffsetDays: 0, requestId: expect.any(String) }),
        expect.objectContaining({ fromOffsetDays: 0, toOffsetDays: 3 }),
      ]);
      // The same list over the API, by the agency's test key.
      const listed = await api("GET", "/v1/sandbox/clock", { key: demoTestKey() });
      expect(listed.status).toBe(200);
      expect(listed.body.data.moves[0]).toMatchObject({ fromOffsetDays: 3, toOffsetDays: 0 });
    } finally {
      await send(admin, "POST", { reset: true });
    }
  });

  it("lets an API key move its own agency's clock and reset it; the other agency's clock does not move", async () => {
    const key = secondTestKey();
    try {
      const moved = await api("POST", "/v1/sandbox/clock", { key, body: { advanceDays: 930 } });
      expect(moved.status).toBe(400); // at most 800 days in one move
      const far = await api("POST", "/v1/sandbox/clock", { key, body: { date: isoDate(400) } });
      expect(far.status, JSON.stringify(far.body)).toBe(200);
      expect(far.body.data.moves[0]).toMatchObject({ actor: expect.stringMatching(/^api_key:/), fromOffsetDays: 0, toOffsetDays: 400 });
      expect((await api("GET", "/v1/sandbox/clock", { key: demoTestKey() })).body.data.offsetDays).toBe(0); // the demo agency keeps today
      const back = await api("POST", "/v1/sandbox/clock", { key, body: { reset: true } });
      expect(back.body.data).toMatchObject({ offsetDays: 0, today: isoDate(0) });
    } finally {
      await api("POST", "/v1/sandbox/clock", { key, body: { reset: true } });
    }
  });

  it("dates new business by the moved clock: a year ahead, a quote for the clock's next month binds, one for today's real date is refused", async () => {
    const key = secondTestKey();
    const card = { method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } };
    try {
      expect((await api("POST", "/v1/sandbox/clock", { key, body: { advanceDays: 365 } })).status).toBe(200);
      const stale = await api("POST", "/v1/quote", {
        key,
        body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL", effective_date: isoDate(10) }) },
      });
      expect(stale.status).toBe(400);
      expect(stale.body.errors).toEqual([
        expect.objectContaining({ path: "effective_date", code: "date_in_past", message: expect.stringContaining(isoDate(365)) }),
      ]);
      const created = await api("POST", "/v1/quote", {
        key,
        body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL", effective_date: isoDate(375) }) },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const folio = await pollFolio(created.body.data.quoteId, key);
      const quote = folio.quotes[0];
      expect(quote.status).toBe("quoted");
      await api("POST", `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, {
        key,
        body: { form_payload: { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true } },
      });
      const bound = await api("POST", "/v1/bind", { key, body: { quoteRequestIds: [quote.id], paymentPlan: "annual", payment: card } });
      expect(bound.status, JSON.stringify(bound.body)).toBe(201);
      expect(bound.body.data.policies[0]).toMatchObject({ effectiveDate: isoDate(375) });
    } finally {
      await api("POST", "/v1/sandbox/clock", { key, body: { reset: true } });
    }
  });

  it("takes exactly one of date, advanceDays and reset", async () => {
    for (const body of [{}, { reset: true, advanceDays: 1 }, { date: isoDate(1), advanceDays: 1 }, { reset: false }]) {
      const res = await api("POST", "/v1/sandbox/clock", { key: secondTestKey(), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
