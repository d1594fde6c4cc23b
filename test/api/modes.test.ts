// Test and live modes over HTTP (issue 31 item 3, decision 043): a qk_test_ key, or the portal in test mode, works
// on the agency's test data only, a qk_live_ key or the portal in live mode on live data only, both ways; every
// object says its mode; keys are made in the mode of whoever makes them; the desk keeps the modes apart too.
import { describe, expect, inject, it } from "vitest";
import { DEMO_ADMIN, DEMO_AGENT, DEMO_UNDERWRITER } from "@/prisma/seed";
import { api, bakery, base, demoKey, demoTestKey, pollFolio, uniqueName } from "./client";
import { portalSession, type Browser } from "./browser";

const card = () => ({ method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } });

async function portalJson(b: Browser, method: string, path: string, body?: unknown) {
  const res = await b.fetch(path, { method, ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}) });
  return { status: res.status, body: await res.json() };
}

/** A CGL quote for a new bakery, made with `key`, polled until priced; its folio. */
async function quoteWith(key: string, name: string) {
  const created = await api("POST", "/v1/quote", {
    key,
    body: { programs: ["KM-CGL"], ...bakery({ business_name: name, mailing_zip: "60601", mailing_state: "IL" }) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return pollFolio(created.body.data.quoteId, key);
}

async function bindWith(key: string, folio: any) {
  const app = folio.quotes[0];
  const answered = await api("POST", `/v1/quote/${folio.quoteId}/applications/${app.id}/form`, {
    key,
    body: { form_payload: { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true } },
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  const bound = await api("POST", "/v1/bind", { key, body: { quoteRequestIds: [app.id], paymentPlan: "annual", payment: card() } });
  expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  return bound.body.data.policies[0];
}

describe(`test and live modes (${inject("database")})`, () => {
  it("tells the modes apart by the key's prefix, one agency in two modes", async () => {
    expect(demoKey()).toMatch(/^qk_live_/);
    expect(demoTestKey()).toMatch(/^qk_test_/);
    const live = (await api("GET", "/v1/ping", { key: demoKey() })).body.data;
    const test = (await api("GET", "/v1/ping", { key: demoTestKey() })).body.data;
    expect([live.livemode, test.livemode]).toEqual([true, false]);
    expect(test.agency.slug).toBe(live.agency.slug);
    expect(test.agency.name).toBe(live.agency.name);
    expect(test.agency.id).not.toBe(live.agency.id); // the test data lives apart
    // A key whose text claims the other mode is no key at all.
    const forged = `qk_test_${demoKey().slice("qk_live_".length)}`;
    expect((await api("GET", "/v1/ping", { key: forged })).status).toBe(401);
  });

  it("keeps quotes, clients, policies and events of each mode from the other, both ways", async () => {
    const testName = uniqueName("Test Mode Bakery");
    const liveName = uniqueName("Live Mode Bakery");
    const [testFolio, liveFolio] = await Promise.all([quoteWith(demoTestKey(), testName), quoteWith(demoKey(), liveName)]);
    expect([testFolio.livemode, liveFolio.livemode]).toEqual([false, true]);

    for (const [folio, own, other] of [
      [testFolio, demoTestKey(), demoKey()],
      [liveFolio, demoKey(), demoTestKey()],
    ] as const) {
      expect((await api("GET", `/v1/quote/${folio.quoteId}`, { key: own })).status).toBe(200);
      const foreign = await api("GET", `/v1/quote/${folio.quoteId}`, { key: other });
      expect(foreign.status).toBe(404);
      expect((await api("GET", `/v1/insureds/${folio.insuredId}`, { key: other })).status).toBe(404);
      const mine = await api("GET", `/v1/insureds/${folio.insuredId}`, { key: own });
      expect(mine.body.data.livemode).toBe(folio.livemode);
      // Nor in the other mode's lists.
      const listed = await api("GET", `/v1/quote?q=${encodeURIComponent(folio.insuredName)}`, { key: other });
      expect(listed.body.data.items).toEqual([]);
      const ownList = await api("GET", `/v1/quote?q=${encodeURIComponent(folio.insuredName)}`, { key: own });
      expect(ownList.body.data.items.map((f: any) => [f.quoteId, f.livemode])).toEqual([[folio.quoteId, folio.livemode]]);
    }

    // A bind in test mode makes a test policy and test events, which the live key never sees.
    const policy = await bindWith(demoTestKey(), testFolio);
    expect(policy.livemode).toBe(false);
    expect((await api("GET", `/v1/policies/${policy.id}`, { key: demoKey() })).status).toBe(404);
    expect((await api("GET", `/v1/policies/${policy.id}`, { key: demoTestKey() })).body.data.livemode).toBe(false);
    const events = await api("GET", `/v1/events?type=policy.bound&limit=20`, { key: demoTestKey() });
    const bound = events.body.data.items.find((e: any) => e.data.id === policy.id);
    expect(bound, JSON.stringify(events.body.data.items.slice(0, 2))).toBeDefined();
    expect(bound.livemode).toBe(false);
    expect((await api("GET", `/v1/events/${bound.id}`, { key: demoKey() })).status).toBe(404);
    const liveEvents = await api("GET", `/v1/events?type=policy.bound&limit=100`, { key: demoKey() });
    expect(liveEvents.body.data.items.some((e: any) => e.id === bound.id)).toBe(false);
    expect(liveEvents.body.data.items.every((e: any) => e.livemode === true)).toBe(true);
  });

  it("makes keys and webhook endpoints in the caller's mode, each seeing only its mode", async () => {
    const made = await api("POST", "/v1/api-keys", { key: demoTestKey(), body: { name: "Partner sandbox", scope: "read_only" } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ livemode: false, secret: expect.stringMatching(/^qk_test_[\w-]{43}$/), prefix: expect.stringMatching(/^qk_test_/) });
    const secret = made.body.data.secret as string;
    expect((await api("GET", "/v1/ping", { key: secret })).body.data.livemode).toBe(false);
    const testKeys = (await api("GET", "/v1/api-keys", { key: demoTestKey() })).body.data.items;
    const liveKeys = (await api("GET", "/v1/api-keys", { key: demoKey() })).body.data.items;
    expect(testKeys.some((k: any) => k.id === made.body.data.id)).toBe(true);
    expect(liveKeys.some((k: any) => k.id === made.body.data.id)).toBe(false);
    expect(testKeys.every((k: any) => k.livemode === false)).toBe(true);
    expect(liveKeys.every((k: any) => k.livemode === true)).toBe(true);
    expect((await api("GET", `/v1/api-keys/${made.body.data.id}`, { key: demoKey() })).status).toBe(404);

    const endpoint = await api("POST", "/v1/webhook-endpoints", {
      key: demoTestKey(),
      body: { url: "https://hooks.example.com/test-mode", enabledEvents: ["policy.bound"], description: "test mode" },
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    expect(endpoint.body.data.livemode).toBe(false);
    expect((await api("GET", `/v1/webhook-endpoints/${endpoint.body.data.id}`, { key: demoKey() })).status).toBe(404);
    await api("DELETE", `/v1/webhook-endpoints/${endpoint.body.data.id}`, { key: demoTestKey() });
    await api("POST", `/v1/api-keys/${made.body.data.id}/revoke`, { key: demoTestKey() });
  });

  it("gives the portal the same two modes by its Test mode cookie, with one team in both", async () => {
    const testFolio = await quoteWith(demoTestKey(), uniqueName("Portal Test Bakery"));
    const liveFolio = await quoteWith(demoKey(), uniqueName("Portal Live Bakery"));
    const agent = await portalSession(base(), DEMO_AGENT.email, DEMO_AGENT.password);
    // Live mode (no cookie): live data only.
    expect((await portalJson(agent, "GET", `/v1/quote/${liveFolio.quoteId}`)).status).toBe(200);
    expect((await portalJson(agent, "GET", `/v1/quote/${testFolio.quoteId}`)).status).toBe(404);
    expect((await portalJson(agent, "GET", "/v1/ping")).body.data.livemode).toBe(true);
    // Test mode: test data only.
    agent.cookies.set("quoting_mode", "test");
    expect((await portalJson(agent, "GET", `/v1/quote/${testFolio.quoteId}`)).status).toBe(200);
    expect((await portalJson(agent, "GET", `/v1/quote/${liveFolio.quoteId}`)).status).toBe(404);
    expect((await portalJson(agent, "GET", "/v1/ping")).body.data.livemode).toBe(false);
    // The dashboard page itself says so.
    const page = await (await agent.fetch("/dashboard")).text();
    expect(page).toContain("You are working on test data");

    // People belong to the agency, not to a mode: an administrator in test mode manages the same team.
    const admin = await portalSession(base(), DEMO_ADMIN.email, DEMO_ADMIN.password);
    const livePeople = (await portalJson(admin, "GET", "/v1/users")).body.data.items.map((p: any) => p.email).sort();
    admin.cookies.set("quoting_mode", "test");
    const testPeople = (await portalJson(admin, "GET", "/v1/users")).body.data.items.map((p: any) => p.email).sort();
    expect(testPeople).toEqual(livePeople);
    expect(testPeople).toContain(DEMO_AGENT.email);
  });

  it("shows a carrier's underwriter the referrals of the desk's mode only", async () => {
    const folio = await (async () => {
      const created = await api("POST", "/v1/quote", {
        key: demoTestKey(),
        body: { programs: ["KM-BOP"], ...bakery({ business_name: uniqueName("Referred Test Bakery") }) },
      });
      return pollFolio(created.body.data.quoteId, demoTestKey());
    })();
    const app = folio.quotes[0];
    const answered = await api("POST", `/v1/quote/${folio.quoteId}/applications/${app.id}/form`, {
      key: demoTestKey(),
      body: { form_payload: { yearsInBusiness: 6, priorClaims: 3, hasSprinklers: true, constructionType: "joisted_masonry" } },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const rated = (await pollFolio(folio.quoteId, demoTestKey())).quotes.find((q: any) => q.id === app.id);
    expect(rated.status).toBe("referred");
    const underwriter = await portalSession(base(), DEMO_UNDERWRITER.email, DEMO_UNDERWRITER.password);
    expect((await portalJson(underwriter, "GET", `/v1/underwriting/referrals/${app.id}`)).status).toBe(404);
    const liveQueue = await portalJson(underwriter, "GET", "/v1/underwriting/referrals?limit=100");
    expect(liveQueue.body.data.items.some((r: any) => r.id === app.id)).toBe(false);
    expect(liveQueue.body.data.agencies.every((a: any) => a.name)).toBe(true);
    underwriter.cookies.set("quoting_mode", "test");
    const seen = await portalJson(underwriter, "GET", `/v1/underwriting/referrals/${app.id}`);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    const testQueue = await portalJson(underwriter, "GET", "/v1/underwriting/referrals?limit=100");
    expect(testQueue.body.data.items.some((r: any) => r.id === app.id)).toBe(true);
  });
});
