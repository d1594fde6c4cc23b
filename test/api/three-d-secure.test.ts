// 3-D Secure over HTTP against the running app (offline provider, decision 026): the bind's 402 carries
// the payment's next action; the challenge page is served (and framable by this site only); the
// decision and the confirm call finish the bind once; another agency's confirm answers 404.
import { describe, expect, inject, it } from "vitest";
import { signedWebhook, stripeEvent } from "@/test/fakes/fake-stripe-server";
import { api, bakery, base, pollFolio, secondKey } from "./client";
import { WEBHOOK_SECRET } from "./global-setup";

const chicago = () => bakery({ mailing_zip: "60601", mailing_state: "IL" });
const card = (number: string) => ({ method: "card", card: { number, expMonth: 12, expYear: 2031, cvc: "123" } });
const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };

async function quotedCgl() {
  const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...chicago() } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const folio = await pollFolio(created.body.data.quoteId);
  const app = folio.quotes[0];
  expect((await api("POST", `/v1/quote/${folio.quoteId}/applications/${app.id}/form`, { body: { form_payload: CGL_ANSWERS } })).status).toBe(200);
  return { quoteId: folio.quoteId as string, id: app.id as string };
}

const decide = (url: string, approve: boolean) =>
  fetch(`${base()}${url}/decide`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ approve }) });

describe(`3-D Secure (${inject("database")})`, () => {
  it("402 with the next action; the challenge page; approve, then confirm binds once (again: the same policies)", async () => {
    const app = await quotedCgl();
    const bind = await api("POST", "/v1/bind", { body: { quoteRequestIds: [app.id], paymentPlan: "annual", payment: card("4000 0025 0000 3155") } });
    expect(bind.status, JSON.stringify(bind.body)).toBe(402);
    expect(bind.body).toMatchObject({
      type: "/docs/problems#payment_requires_action",
      success: false,
      payment: { status: "requires_action", nextAction: { type: "redirect_to_url" } },
    });
    const { payment } = bind.body;
    expect(payment.confirmUrl).toBe(`/v1/payments/${payment.id}/confirm`);

    // The challenge page: served, framable by this site's own pages only, and 404 for a wrong secret.
    const page = await fetch(`${base()}${payment.nextAction.url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await page.text()).toContain("Confirm your payment");
    expect((await fetch(`${base()}/pay/authenticate/off_ch_nope_secret_nope`)).status).toBe(404);
    // Other pages stay unframable.
    for (const path of ["/", "/signin", "/pay/authenticate", "/pay/authenticate/x/decide/y", "/v1/health"])
      expect((await fetch(`${base()}${path}`, { redirect: "manual" })).headers.get("x-frame-options"), path).toBe("DENY");

    // Before the cardholder decides, confirming answers the same 402; another agency's confirm is 404.
    const early = await api("POST", payment.confirmUrl, { body: {} });
    expect(early.status).toBe(402);
    expect(early.body.payment).toEqual(payment);
    expect((await api("POST", payment.confirmUrl, { body: {}, key: secondKey() })).status).toBe(404);
    // A decision must be JSON (a cross-site form cannot post one).
    const form = await fetch(`${base()}${payment.nextAction.url}/decide`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "approve=true",
    });
    expect(form.status).toBe(415);

    expect(await (await decide(payment.nextAction.url, true)).json()).toEqual({ status: "succeeded" });
    const confirmed = await api("POST", payment.confirmUrl, { body: {} });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.payment).toMatchObject({ id: payment.id, status: "succeeded", last4: "3155" });
    expect(confirmed.body.data.policies).toHaveLength(1);
    const again = await api("POST", payment.confirmUrl, { body: {} });
    expect(again.body.data.policies.map((p: { id: string }) => p.id)).toEqual(confirmed.body.data.policies.map((p: { id: string }) => p.id));
    const folio = await api("GET", `/v1/quote/${app.quoteId}`);
    expect(folio.body.data.quotes[0].status).toBe("bound");
  });

  it("the provider's payment_intent.succeeded webhook can come first: it binds, and the confirm then answers the same policy", async () => {
    const app = await quotedCgl();
    const bind = await api("POST", "/v1/bind", { body: { quoteRequestIds: [app.id], paymentPlan: "annual", payment: card("4000002500003155") } });
    expect(bind.status).toBe(402);
    const { payment } = bind.body;
    expect(await (await decide(payment.nextAction.url, true)).json()).toEqual({ status: "succeeded" });
    // The PaymentIntent's id is the client secret's prefix, as with Stripe.
    const intent = payment.clientSecret.split("_secret_")[0];
    const { payload, header } = signedWebhook(stripeEvent("payment_intent.succeeded", { id: intent, object: "payment_intent" }), WEBHOOK_SECRET);
    const hook = await fetch(`${base()}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
    expect(hook.status).toBe(200);
    const folio = await api("GET", `/v1/quote/${app.quoteId}`);
    expect(folio.body.data.quotes[0].status).toBe("bound");
    const confirmed = await api("POST", payment.confirmUrl, { body: {} });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.policies).toHaveLength(1);
    expect(confirmed.body.data.payment).toMatchObject({ id: payment.id, status: "succeeded" });
  });

  it("failed authentication: the confirm answers 402 payment_failed naming authentication_failed, and the application binds with another card", async () => {
    const app = await quotedCgl();
    const bind = await api("POST", "/v1/bind", { body: { quoteRequestIds: [app.id], paymentPlan: "annual", payment: card("4000002500003155") } });
    expect(bind.status).toBe(402);
    const { payment } = bind.body;
    expect(await (await decide(payment.nextAction.url, false)).json()).toEqual({ status: "failed" });
    const confirmed = await api("POST", payment.confirmUrl, { body: {} });
    expect(confirmed.status).toBe(402);
    expect(confirmed.body).toMatchObject({ type: "/docs/problems#payment_failed", errors: [{ path: "payment", code: "authentication_failed" }] });
    const retry = await api("POST", "/v1/bind", { body: { quoteRequestIds: [app.id], paymentPlan: "annual", payment: card("4242424242424242") } });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
  });
});
