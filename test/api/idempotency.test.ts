// Idempotency-Key on every POST that changes something (issue 32 item 4), over HTTP against the running app:
// the document says which operations take a key and the exceptions are only those without effects or whose
// token is the credential; each operation sent twice with one key does its work once and replays the first
// answer (Idempotent-Replayed: true); the same key with another body is 409; three at once with one key make
// one resource, and a request that finds the key still running is told so (409, retry).
import { describe, expect, inject, it } from "vitest";
import { DEMO_ADMIN, DEMO_AGENT, DEMO_SERVICE, DEMO_UNDERWRITER } from "@/prisma/seed";
import { api, bakery, base, demoKey, isoDate, pollFolio, secondTestKey, uniqueName } from "./client";
import { portalSession, type Browser } from "./browser";

const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const card = () => ({ method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } });
const newKey = () => `idem-${crypto.randomUUID()}`;

/** POSTs twice with one key: the second is the first's answer replayed. */
async function twice(path: string, body: unknown, apiKey = demoKey()) {
  const key = newKey();
  const first = await api("POST", path, { key: apiKey, body, headers: { "idempotency-key": key } });
  const second = await api("POST", path, { key: apiKey, body, headers: { "idempotency-key": key } });
  expect(second.status, `${path}: ${JSON.stringify(second.body)}`).toBe(first.status);
  expect(second.body, path).toEqual(first.body);
  expect(first.headers.get("idempotent-replayed"), path).toBeNull();
  expect(second.headers.get("idempotent-replayed"), path).toBe("true");
  // The key belongs to this operation: on another path it is another request, refused.
  const elsewhere = await api("POST", "/v1/insureds", {
    key: apiKey,
    body: { kind: "business", name: uniqueName("Elsewhere") },
    headers: { "idempotency-key": key },
  });
  if (path !== "/v1/insureds") {
    expect(elsewhere.status, path).toBe(409);
    expect(elsewhere.body.type).toMatch(/idempotency_mismatch/);
  }
  return first;
}

/** The same as `twice`, signed in with a portal session instead of an API key. */
async function twiceAs(who: Browser, path: string, body: unknown) {
  const key = newKey();
  const send = async () => {
    const res = await who.fetch(path, { method: "POST", headers: { "content-type": "application/json", "idempotency-key": key }, body: JSON.stringify(body) });
    return { status: res.status, replayed: res.headers.get("idempotent-replayed"), body: await res.json() };
  };
  const first = await send();
  const second = await send();
  expect(second.status, `${path}: ${JSON.stringify(second.body)}`).toBe(first.status);
  expect(second.body, path).toEqual(first.body);
  expect([first.replayed, second.replayed], path).toEqual([null, "true"]);
  return first;
}

async function quotedCgl() {
  const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const folio = await pollFolio(created.body.data.quoteId);
  expect(folio.quotes[0].status).toBe("quoted");
  return { folio, quote: folio.quotes[0] };
}

describe(`Idempotency-Key on every POST (${inject("database")})`, () => {
  it("is taken by every POST that changes something; the others have no effect or take a token as their credential", async () => {
    const doc = await (await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } })).json();
    const without: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      const post = methods.post;
      if (post && !post.parameters.some((p: any) => p.name === "Idempotency-Key")) without.push(path);
    }
    expect(without.sort()).toEqual(
      [
        // The key's secret is in its answer only, never stored, so there is nothing to replay (decision 040).
        "/v1/api-keys",
        // No caller and no agency: the emailed link's token is the credential, and a reset request answers the same every time (decision 041).
        "/v1/invitations/accept",
        "/v1/password-resets",
        "/v1/password-resets/complete",
        "/v1/pay/policy/{token}",
        "/v1/pay/{token}",
        "/v1/pay/{token}/payments/{paymentId}/confirm",
        "/v1/quote/{quoteId}/requote-preview",
        "/v1/rate",
        "/v1/rate/sensitivity",
      ].sort(),
    );
  });

  it("each operation sent twice with one key does its work once and replays its first answer", async () => {
    // A client: one insured made, not two.
    const name = uniqueName("Idempotent Bakery");
    const insured = await twice("/v1/insureds", { kind: "business", name, mailingAddress: { state: "IL", zip: "60601" } });
    expect(insured.status).toBe(201);
    const found = await api("GET", `/v1/insureds?q=${encodeURIComponent(name)}`);
    expect(found.body.data.items).toHaveLength(1);
    // The same key with another body is another request: refused, and nothing made.
    const key = newKey();
    await api("POST", "/v1/insureds", { body: { kind: "business", name: `${name} A` }, headers: { "idempotency-key": key } });
    const mismatch = await api("POST", "/v1/insureds", { body: { kind: "business", name: `${name} B` }, headers: { "idempotency-key": key } });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.type).toMatch(/idempotency_mismatch/);
    const insuredId = insured.body.data.id;
    expect((await twice(`/v1/insureds/${insuredId}/archive`, {})).status).toBe(200);
    expect((await twice(`/v1/insureds/${insuredId}/restore`, {})).status).toBe(200);

    // A webhook endpoint: one made, and its secret the same in the replay.
    const endpoint = await twice("/v1/webhook-endpoints", { url: "https://hooks.example.com/idempotency", enabledEvents: ["policy.bound"] });
    expect(endpoint.status).toBe(201);
    expect(endpoint.body.data.secret).toMatch(/^whsec_/);
    const endpoints = await api("GET", "/v1/webhook-endpoints");
    expect(endpoints.body.data.items.filter((e: any) => e.url === "https://hooks.example.com/idempotency")).toHaveLength(1);
    const rotated = await twice(`/v1/webhook-endpoints/${endpoint.body.data.id}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    await api("DELETE", `/v1/webhook-endpoints/${endpoint.body.data.id}`, { body: {} });

    // Answers, and a pay link: one link, one email.
    const { folio, quote } = await quotedCgl();
    expect((await twice(`/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, { form_payload: CGL_ANSWERS })).status).toBe(200);
    const email = `idem-${crypto.randomUUID().slice(0, 8)}@customer.example`;
    const link = await twice(`/v1/quote/${folio.quoteId}/pay-links`, { quoteRequestIds: [quote.id], paymentPlan: "annual", email });
    expect(link.status).toBe(201);
    const links = await api("GET", `/v1/quote/${folio.quoteId}/pay-links`);
    expect(links.body.data.items).toHaveLength(1);

    // A bound policy: cancelled once, the refund worked out once.
    const bound = await api("POST", "/v1/bind", {
      body: { quoteRequestIds: [quote.id], paymentPlan: "annual", payment: card() },
      headers: { "idempotency-key": newKey() },
    });
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policyId = bound.body.data.policies[0].id;
    const cancelled = await twice(`/v1/policies/${policyId}/cancel`, { effectiveDate: isoDate(60), reason: "insured_request" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.cancellation.status).toBe("scheduled");
    expect((await twice(`/v1/policies/${policyId}/cancellation/rescind`, {})).status).toBe(200);
    const policy = await api("GET", `/v1/policies/${policyId}`);
    expect(policy.body.data.status).not.toBe("pending_cancellation");
  });

  it("the client's answers, the team's and the underwriting desk's operations replay too (decision 040)", async () => {
    // Canonical answers: given once to the client's open applications.
    const { folio } = await quotedCgl();
    const insuredId = (await api("GET", `/v1/quote/${folio.quoteId}`)).body.data.insuredId;
    const answered = await twice(`/v1/insureds/${insuredId}/answers`, { answers: { yearsInBusiness: 7, priorClaims: 0 } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    // An API key revoked once: the replay is the first answer, its revokedAt unchanged.
    const made = await api("POST", "/v1/api-keys", { body: { name: "idempotency", scope: "read_only" } });
    const revoked = await twice(`/v1/api-keys/${made.body.data.id}/revoke`, {});
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));

    // A referral: the agency's note, then the carrier underwriter's decision, each replayed with its key.
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-BOP"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
    const bop = await pollFolio(created.body.data.quoteId);
    const id = bop.quotes[0].id;
    const form = { form_payload: { yearsInBusiness: 1, priorClaims: 0, hasSprinklers: false, constructionType: "frame" } };
    expect((await api("POST", `/v1/quote/${bop.quoteId}/applications/${id}/form`, { body: form })).status).toBe(200);
    expect((await twice(`/v1/quote/${bop.quoteId}/applications/${id}/referral-note`, { note: "New owner, 20 years in kitchens." })).status).toBe(200);
    const uw = await portalSession(base(), DEMO_UNDERWRITER.email, DEMO_UNDERWRITER.password);
    const key = newKey();
    const decide = () =>
      uw.fetch(`/v1/underwriting/referrals/${id}/decision`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify({ decision: "decline", note: "Too new for this class." }),
      });
    const first = await decide();
    const second = await decide();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    // One decision, so one email to each producer of the agency (the demo producer's, here).
    const mail = (await api("GET", "/v1/messages?limit=100")).body.data.items.filter(
      (m: any) => m.kind === "referral_decision" && m.subject.includes(bop.insuredName) && m.to === DEMO_AGENT.email,
    );
    expect(mail).toHaveLength(1);
  });

  it("the rest replay too: a policy's pay link, 3-D Secure's confirm, redelivery, the sandbox clock, people and invitations, the desk's invitations", async () => {
    // A policy's pay link: one link for the next installment, the same token in the replay.
    const { folio, quote } = await quotedCgl();
    expect((await api("POST", `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, { body: { form_payload: CGL_ANSWERS } })).status).toBe(200);
    const monthly = await api("POST", "/v1/bind", {
      body: { quoteRequestIds: [quote.id], paymentPlan: "monthly", payment: card() },
      headers: { "idempotency-key": newKey() },
    });
    expect(monthly.status, JSON.stringify(monthly.body)).toBe(201);
    const link = await twice(`/v1/policies/${monthly.body.data.policies[0].id}/pay-links`, {});
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    expect(link.body.data.item).toMatchObject({ kind: "installment", number: 2 });

    // 3-D Secure: the confirm after the cardholder approves binds once; its replay is the same policy.
    const other = await quotedCgl();
    expect((await api("POST", `/v1/quote/${other.folio.quoteId}/applications/${other.quote.id}/form`, { body: { form_payload: CGL_ANSWERS } })).status).toBe(
      200,
    );
    const challenged = await api("POST", "/v1/bind", {
      body: { quoteRequestIds: [other.quote.id], paymentPlan: "annual", payment: { ...card(), card: { ...card().card, number: "4000 0025 0000 3155" } } },
    });
    expect(challenged.status, JSON.stringify(challenged.body)).toBe(402);
    const { payment } = challenged.body;
    const approved = await fetch(`${base()}${payment.nextAction.url}/decide`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ approve: true }),
    });
    expect(approved.status).toBe(200);
    const confirmed = await twice(payment.confirmUrl, {});
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.policies).toHaveLength(1);

    // Redelivery: the event queued again once per endpoint, not twice.
    const endpoint = await api("POST", "/v1/webhook-endpoints", { body: { url: "https://hooks.example.com/redeliver", enabledEvents: ["policy.bound"] } });
    expect(endpoint.status).toBe(201);
    try {
      const events = await api("GET", "/v1/events?type=policy.bound&limit=1");
      const eventId = events.body.data.items[0].id;
      const redelivered = await twice(`/v1/events/${eventId}/redeliver`, { endpointId: endpoint.body.data.id });
      expect(redelivered.status, JSON.stringify(redelivered.body)).toBeLessThan(300);
      const deliveries = await api("GET", `/v1/events/${eventId}/deliveries`);
      const mine = deliveries.body.data.items.filter((d: any) => d.endpointId === endpoint.body.data.id);
      expect(mine).toHaveLength(1);
    } finally {
      await api("DELETE", `/v1/webhook-endpoints/${endpoint.body.data.id}`, { body: {} });
    }

    // The sandbox clock (a test key's agency): moved once; the replay answers the same move.
    const clockKey = secondTestKey();
    try {
      const moved = await twice("/v1/sandbox/clock", { date: isoDate(1) }, clockKey);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data.today).toBe(isoDate(1));
    } finally {
      expect((await api("POST", "/v1/sandbox/clock", { key: clockKey, body: { date: isoDate(0) } })).status).toBe(200);
    }

    // The team (an administrator's session): one invitation, revoked once; a person deactivated and reactivated once each.
    const admin = await portalSession(base(), DEMO_ADMIN.email, DEMO_ADMIN.password);
    const email = `idem-${crypto.randomUUID().slice(0, 8)}@team.example`;
    const invited = await twiceAs(admin, "/v1/invitations", { email, name: "Idem Potent", role: "producer" });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const pending = (await (await admin.fetch("/v1/invitations")).json()).data.items.filter((i: any) => i.email === email);
    expect(pending).toHaveLength(1);
    expect((await twiceAs(admin, `/v1/invitations/${invited.body.data.id}/revoke`, {})).status).toBe(200);
    const people = (await (await admin.fetch("/v1/users")).json()).data.items;
    const service = people.find((p: any) => p.email === DEMO_SERVICE.email);
    const off = await twiceAs(admin, `/v1/users/${service.id}/deactivate`, {});
    expect(off.body.data).toMatchObject({ status: "deactivated" });
    const on = await twiceAs(admin, `/v1/users/${service.id}/reactivate`, {});
    expect(on.body.data).toMatchObject({ status: "active" });

    // The desk: an underwriter invites a colleague once and revokes the invitation once.
    const uw = await portalSession(base(), DEMO_UNDERWRITER.email, DEMO_UNDERWRITER.password);
    const colleague = `idem-${crypto.randomUUID().slice(0, 8)}@carrier.example`;
    const uwInvite = await twiceAs(uw, "/v1/underwriting/invitations", { email: colleague, name: "Ida Underwriter" });
    expect(uwInvite.status, JSON.stringify(uwInvite.body)).toBe(201);
    expect((await twiceAs(uw, `/v1/underwriting/invitations/${uwInvite.body.data.id}/revoke`, {})).status).toBe(200);
  });

  it("three at once with one key make one resource; one still running is answered 409, to retry", async () => {
    const key = newKey();
    const name = uniqueName("Concurrent Bakery");
    const body = { kind: "business", name, mailingAddress: { state: "IL", zip: "60601" } };
    const answers = await Promise.all([1, 2, 3].map(() => api("POST", "/v1/insureds", { body, headers: { "idempotency-key": key } })));
    for (const a of answers) expect([201, 409], JSON.stringify(a.body)).toContain(a.status);
    const made = answers.filter((a) => a.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((a) => a.body.data.id)).size).toBe(1);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.detail).toMatch(/still running; retry/);
    // A retry once it answered replays it.
    const retry = await api("POST", "/v1/insureds", { body, headers: { "idempotency-key": key } });
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(made[0]!.body.data.id);
    const found = await api("GET", `/v1/insureds?q=${encodeURIComponent(name)}`);
    expect(found.body.data.items).toHaveLength(1);
  });
});
