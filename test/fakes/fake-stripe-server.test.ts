// The fake Stripe server on the wire: auth, form decoding, idempotency, validation and a prompt close().
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseStripeForm, startFakeStripeServer, type FakeStripeServer } from "./fake-stripe-server";

let fake: FakeStripeServer;
let keySeq = 0;

beforeAll(async () => {
  fake = await startFakeStripeServer();
});
afterAll(() => fake.close());

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${fake.url}${path}`, {
    method: "POST",
    headers: { authorization: "Bearer sk_test_wire", "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

const confirmVisa = (extra = "") =>
  `amount=2000&currency=usd&payment_method=pm_card_visa&confirm=true&automatic_payment_methods[enabled]=true&automatic_payment_methods[allow_redirects]=never${extra}`;

describe("fake Stripe server", () => {
  it("listens on 127.0.0.1 at the port it reports", () => {
    expect(fake.host).toBe("127.0.0.1");
    expect(fake.url).toBe(`http://127.0.0.1:${fake.port}`);
    expect(fake.port).toBeGreaterThan(0);
  });

  it("decodes Stripe's form encoding: nested keys, indexed and empty-bracket arrays", () => {
    expect(
      JSON.parse(
        JSON.stringify(
          parseStripeForm(
            "a=1&metadata[foo]=bar&metadata[0]=x&automatic_payment_methods[enabled]=true&expand[0]=latest_charge&expand[1]=customer&list[]=p&list[]=q",
          ),
        ),
      ),
    ).toEqual({
      a: "1",
      metadata: { foo: "bar", "0": "x" },
      automatic_payment_methods: { enabled: "true" },
      expand: ["latest_charge", "customer"],
      list: ["p", "q"],
    });
    expect(() => parseStripeForm("a[__proto__][x]=1")).toThrow();
    expect(() => parseStripeForm("a=1&a[b]=2")).toThrow();
  });

  it("wants a test-mode Bearer key", async () => {
    const none = await fetch(`${fake.url}/v1/payment_intents`, { method: "POST", body: confirmVisa() });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: { type: "invalid_request_error", message: expect.stringContaining("did not provide an API key") } });
    const live = await post("/v1/payment_intents", confirmVisa(), { authorization: "Bearer sk_live_123" });
    expect(live.status).toBe(401);
  });

  it("creates a confirmed PaymentIntent shaped like Stripe's, and answers GET for it and its charge", async () => {
    const res = await post("/v1/payment_intents", confirmVisa("&metadata[quote]=q1&description=Premium"));
    expect(res.status).toBe(200);
    expect(res.headers.get("request-id")).toMatch(/^req_/);
    const pi = (await res.json()) as { id: string; latest_charge: string };
    expect(pi).toMatchObject({
      object: "payment_intent",
      id: expect.stringMatching(/^pi_/),
      status: "succeeded",
      amount: 2000,
      metadata: { quote: "q1" },
      latest_charge: expect.stringMatching(/^ch_/),
    });

    const get = await fetch(`${fake.url}/v1/payment_intents/${pi.id}?expand[0]=latest_charge`, { headers: { authorization: "Bearer sk_test_wire" } });
    expect(await get.json()).toMatchObject({
      id: pi.id,
      latest_charge: { id: pi.latest_charge, payment_method_details: { card: { brand: "visa", last4: "4242" } } },
    });
    const charge = await fetch(`${fake.url}/v1/charges/${pi.latest_charge}`, { headers: { authorization: "Bearer sk_test_wire" } });
    expect(await charge.json()).toMatchObject({ object: "charge", payment_intent: pi.id, status: "succeeded" });
    const missing = await fetch(`${fake.url}/v1/payment_intents/pi_nope`, { headers: { authorization: "Bearer sk_test_wire" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { type: "invalid_request_error", code: "resource_missing" } });
  });

  it("answers a card decline with 402 and the card_error envelope", async () => {
    const res = await post("/v1/payment_intents", confirmVisa().replace("pm_card_visa", "pm_card_chargeDeclinedInsufficientFunds"));
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: expect.any(String),
        payment_intent: { status: "requires_payment_method" },
      },
    });
  });

  it("replays the first response for a reused Idempotency-Key and refuses it with different parameters", async () => {
    const key = `wire-${++keySeq}`;
    const first = await post("/v1/payment_intents", confirmVisa(), { "idempotency-key": key });
    const again = await post("/v1/payment_intents", confirmVisa(), { "idempotency-key": key });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const other = await post("/v1/payment_intents", confirmVisa().replace("amount=2000", "amount=2001"), { "idempotency-key": key });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { type: "idempotency_error" } });
    expect(fake.requests.filter((r) => r.idempotencyKey === key).map((r) => r.path)).toEqual([
      "/v1/payment_intents",
      "/v1/payment_intents",
      "/v1/payment_intents",
    ]);
  });

  it("does not store a refused request under its key", async () => {
    const key = `wire-${++keySeq}`;
    expect((await post("/v1/payment_intents", confirmVisa().replace("amount=2000", "amount=20"), { "idempotency-key": key })).status).toBe(400);
    expect((await post("/v1/payment_intents", confirmVisa(), { "idempotency-key": key })).status).toBe(200);
  });

  it.each([
    ["an amount under $0.50", confirmVisa().replace("amount=2000", "amount=49"), "amount_too_small"],
    ["an unknown parameter", confirmVisa("&colour=red"), "parameter_unknown"],
    ["an unknown PaymentMethod", confirmVisa().replace("pm_card_visa", "pm_nope"), "resource_missing"],
    [
      "redirect-capable methods without a return_url",
      confirmVisa().replace("&automatic_payment_methods[allow_redirects]=never", ""),
      "payment_intent_unexpected_state",
    ],
    ["a missing amount", confirmVisa().replace("amount=2000&", ""), "parameter_missing"],
  ])("refuses %s with 400", async (_what, body, code) => {
    const res = await post("/v1/payment_intents", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { type: "invalid_request_error", code } });
  });

  it("refuses a descriptor suffix over 22 characters", async () => {
    const res = await post("/v1/payment_intents", confirmVisa("&statement_descriptor_suffix=ABCDEFGHIJKLMNOPQRSTUVW"));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { param: "statement_descriptor_suffix" } });
  });

  it("refunds up to the charge, defaulting to what remains, and refuses more", async () => {
    const pi = (await (await post("/v1/payment_intents", confirmVisa())).json()) as { id: string };
    const part = await post("/v1/refunds", `payment_intent=${pi.id}&amount=500&reason=requested_by_customer&metadata[why]=x`);
    expect(await part.json()).toMatchObject({
      object: "refund",
      id: expect.stringMatching(/^re_/),
      amount: 500,
      status: "succeeded",
      payment_intent: pi.id,
      metadata: { why: "x" },
    });
    const over = await post("/v1/refunds", `payment_intent=${pi.id}&amount=1501`);
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ error: { type: "invalid_request_error", code: "amount_too_large" } });
    const rest = await post("/v1/refunds", `payment_intent=${pi.id}`);
    expect(await rest.json()).toMatchObject({ amount: 1500 });
    expect((await post("/v1/refunds", `payment_intent=${pi.id}&amount=1`)).status).toBe(400);
    expect((await post("/v1/refunds", `payment_intent=${pi.id}&amount=1&reason=because`)).status).toBe(400);
  });

  it("answers 404 in Stripe's envelope for a route it does not fake", async () => {
    const res = await post("/v1/subscriptions", "customer=cus_x");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { type: "invalid_request_error", message: expect.stringContaining("Unrecognized request URL") } });
  });

  it("closes promptly with a keep-alive connection open", async () => {
    const other = await startFakeStripeServer();
    const { Agent, request } = await import("node:http");
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      const req = request(`${other.url}/v1/payment_intents/pi_x`, { agent, headers: { authorization: "Bearer sk_test_x" } }, (res) => {
        res.resume();
        res.on("end", resolve);
      });
      req.on("error", reject);
      req.end();
    });
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(1000);
    agent.destroy();
  });
});
