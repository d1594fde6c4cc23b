// Pay links over HTTP on the shared app, which runs without SMTP: the email lands in the agency's outbox
// (stored), GET lists the folio's links with their status (stored -> opened -> paid) and never a token,
// the outbox is readable (GET /v1/messages), a bad email is a problem naming the field, another agency
// sees none of it, and the paid link's receipt opens its policy's declarations with the token.
// test/api/pay-link-mail.test.ts runs the same journey through a real SMTP server.
import { describe, expect, it } from "vitest";
import { api, bakery, base, pollFolio, secondKey } from "./client";

const card = (number = "4242 4242 4242 4242") => ({ method: "card", card: { number, expMonth: 12, expYear: 2031, cvc: "123" } });
const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };

async function answeredCgl() {
  const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...bakery({ mailing_zip: "60601", mailing_state: "IL" }) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const folio = await pollFolio(created.body.data.quoteId);
  const id = folio.quotes[0].id;
  expect((await api("POST", `/v1/quote/${folio.quoteId}/applications/${id}/form`, { body: { form_payload: CGL_ANSWERS } })).status).toBe(200);
  return { quoteId: folio.quoteId as string, id: id as string, folio: await pollFolio(folio.quoteId) };
}

const linkOf = async (quoteId: string, linkId: string, key?: string) => {
  const list = await api("GET", `/v1/quote/${quoteId}/pay-links`, key ? { key } : {});
  expect(list.status).toBe(200);
  return list.body.data.items.find((l: { id: string }) => l.id === linkId);
};

describe("pay links without SMTP", () => {
  it("refuses a bad email naming the field", async () => {
    const { quoteId, id } = await answeredCgl();
    const bad = await api("POST", `/v1/quote/${quoteId}/pay-links`, { body: { quoteRequestIds: [id], paymentPlan: "annual", email: "not-an-email" } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toMatch(/problem\+json/);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(["email"]);
  });

  it("stores the message; the link goes stored -> opened -> paid; the outbox lists it; the receipt opens the declarations", async () => {
    const { quoteId, id, folio } = await answeredCgl();
    const email = `owner-${Date.now()}@bakery.example`;
    const created = await api("POST", `/v1/quote/${quoteId}/pay-links`, { body: { quoteRequestIds: [id], paymentPlan: "monthly", email } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { token, id: linkId, message } = created.body.data;
    expect(created.body.data.status).toBe("stored");
    // The link and its email name the client (issue 30).
    expect(created.body.data.insuredId).toBe(folio.insuredId);
    expect(message).toMatchObject({ to: email, status: "stored", attempts: 0, sentAt: null });

    const listed = await linkOf(quoteId, linkId);
    expect(listed).toMatchObject({
      insuredId: folio.insuredId,
      status: "stored",
      recipient: email,
      paymentPlan: "monthly",
      quoteRequestIds: [id],
      openedAt: null,
      paidAt: null,
    });
    const list = await api("GET", `/v1/quote/${quoteId}/pay-links`);
    expect(JSON.stringify(list.body)).not.toContain(token);
    // Another agency: no such folio.
    expect((await api("GET", `/v1/quote/${quoteId}/pay-links`, { key: secondKey() })).status).toBe(404);

    // The outbox: listed newest first, the body holds the link, another agency cannot read it.
    const outbox = await api("GET", "/v1/messages?limit=5");
    expect(outbox.status).toBe(200);
    expect(outbox.body.data.items[0]).toMatchObject({
      id: message.id,
      to: email,
      status: "stored",
      kind: "pay_link",
      payLinkId: linkId,
      insuredId: folio.insuredId,
    });
    // One client's messages: this one is listed for its client, not for another; a bad id is a 400 naming the parameter.
    const ofClient = await api("GET", `/v1/messages?insured_id=${folio.insuredId}`);
    expect(ofClient.body.data.items.map((m: { id: string }) => m.id)).toContain(message.id);
    expect(ofClient.body.data.items.every((m: { insuredId: string }) => m.insuredId === folio.insuredId)).toBe(true);
    expect((await api("GET", `/v1/messages?insured_id=${crypto.randomUUID()}`)).body.data.items).toEqual([]);
    const badId = await api("GET", "/v1/messages?insured_id=nope");
    expect(badId.status).toBe(400);
    expect(badId.body.errors.map((e: { path: string }) => e.path)).toEqual(["insured_id"]);
    // The client page's record lists it by the client, not by matching text.
    const client = await api("GET", `/v1/insureds/${folio.insuredId}`);
    expect(client.body.data.messages.map((m: { id: string }) => m.id)).toContain(message.id);
    const read = await api("GET", `/v1/messages/${message.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.text).toContain(created.body.data.url);
    expect(read.body.data.html).toContain(created.body.data.url);
    expect(read.body.data.text).toContain(folio.quotes[0].program.name);
    expect((await api("GET", `/v1/messages/${message.id}`, { key: secondKey() })).status).toBe(404);
    expect((await api("GET", "/v1/messages", { key: secondKey() })).body.data.items.some((m: { id: string }) => m.id === message.id)).toBe(false);
    expect((await api("GET", "/v1/messages?cursor=bogus")).status).toBe(400);

    // The customer opens the link: opened.
    const summary = await api("GET", `/v1/pay/${token}`, { key: null });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({ status: "open", paymentPlan: "monthly", receipt: null, dueToday: folio.quotes[0].pricing.monthlyDownPayment });
    const item = summary.body.data.items[0];
    expect(item.schedule.length).toBe(item.installments);
    expect(item.schedule.length).toBeGreaterThan(1);
    expect(summary.body.data.scheduleTotal).toBeCloseTo(
      item.schedule.reduce((s: number, i: { amount: number }) => s + i.amount, 0),
      2,
    );
    expect(item.coverages.length).toBeGreaterThan(0);
    const opened = await linkOf(quoteId, linkId);
    expect(opened.status).toBe("opened");
    expect(opened.openedAt).not.toBeNull();

    const paid = await api("POST", `/v1/pay/${token}`, { key: null, body: { payment: card() } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const done = await linkOf(quoteId, linkId);
    expect(done.status).toBe("paid");
    expect(done.paidAt).not.toBeNull();

    // Reopened, the link is the receipt: what was paid, when, the policy and its declarations (with the token, no key).
    const receipt = (await api("GET", `/v1/pay/${token}`, { key: null })).body.data;
    expect(receipt.status).toBe("paid");
    expect(receipt.receipt.amountPaid).toBe(folio.quotes[0].pricing.monthlyDownPayment);
    expect(receipt.receipt.policies[0].number).toBe(paid.body.data.policies[0].number);
    const declarations = await fetch(receipt.receipt.policies[0].documents[0].url.replace(/^http:\/\/localhost:\d+/, base()));
    expect(declarations.status).toBe(200);
    expect(declarations.headers.get("content-type")).toBe("application/pdf");
    // Without the token, or with another link's token, the declarations stay closed.
    const policyPath = new URL(receipt.receipt.policies[0].documents[0].url).pathname;
    expect((await fetch(`${base()}${policyPath}`)).status).toBe(401);
    expect((await fetch(`${base()}${policyPath}?token=pl_${"x".repeat(32)}`)).status).toBe(404);
  });
});
