// The Stripe provider through the real SDK, over HTTP to the fake Stripe server on loopback; webhook
// verification through the SDK's own signing.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signedWebhook, startFakeStripeServer, stripeEvent, type FakeStripeServer } from "@/test/fakes/fake-stripe-server";
import { createStripeProvider, mapDeclineCode, statementDescriptorSuffix, verifyStripeWebhook, type StripeFailureInfo } from "./stripe";
import type { ChargeRequest, PaymentProvider } from "./provider";

const SECRET_KEY = "sk_test_fake_provider";
const WEBHOOK_SECRET = "whsec_test_fake_secret";

let fake: FakeStripeServer;
let provider: PaymentProvider;
let sdk: Stripe; // a second client, to look at what the fake recorded
const failures: StripeFailureInfo[] = [];
let keySeq = 0;

beforeAll(async () => {
  fake = await startFakeStripeServer({ port: 0 });
  provider = createStripeProvider({
    secretKey: SECRET_KEY,
    publishableKey: "pk_test_fake",
    host: fake.host,
    port: fake.port,
    protocol: "http",
    onError: (i) => failures.push(i),
  });
  sdk = new Stripe(SECRET_KEY, { host: fake.host, port: fake.port, protocol: "http", maxNetworkRetries: 0 });
});
afterAll(() => fake.close());

function chargeRequest(paymentMethodId: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    amountCents: 48_250,
    currency: "usd",
    description: "Policy BOP-7 annual premium",
    statementDescriptor: "Summit BOP policy 7",
    idempotencyKey: `stripe-test-${process.pid}-${++keySeq}`,
    source: { kind: "payment_method", paymentMethodId },
    metadata: { quoteId: "q_123", policyNumber: "BOP-7" },
    ...overrides,
  };
}

const paymentIntentPosts = (key: string) => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents" && r.idempotencyKey === key);

describe("Stripe provider: charge", () => {
  it("names itself and exposes the publishable key", () => {
    expect(provider.name).toBe("stripe");
    expect(provider.publishableKey).toBe("pk_test_fake");
  });

  it.each([
    ["pm_card_visa", "visa", "4242"],
    ["pm_card_mastercard", "mastercard", "4444"],
  ])("%s succeeds with brand and last4 from the expanded charge", async (pm, brand, last4) => {
    const result = await provider.charge(chargeRequest(pm));
    expect(result).toEqual({ status: "succeeded", providerRef: expect.stringMatching(/^pi_/), brand, last4 });
  });

  it("sends the amount, metadata, description, sanitised descriptor suffix and automatic payment methods as Stripe expects", async () => {
    const req = chargeRequest("pm_card_visa", { statementDescriptor: `Crème "Brûlée" <Bakery> * policy 42`, metadata: { quoteId: "q_9", "odd key": "a&b=c" } });
    const result = await provider.charge(req);
    if (result.status !== "succeeded") throw new Error(`expected success, got ${result.status}`);
    const intent = await sdk.paymentIntents.retrieve(result.providerRef, { expand: ["latest_charge"] });
    expect(intent).toMatchObject({
      object: "payment_intent",
      amount: 48_250,
      currency: "usd",
      status: "succeeded",
      description: "Policy BOP-7 annual premium",
      metadata: { quoteId: "q_9", "odd key": "a&b=c" },
      payment_method: "pm_card_visa",
      statement_descriptor_suffix: "Creme Brulee Bakery po",
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      latest_charge: { object: "charge", id: expect.stringMatching(/^ch_/), amount: 48_250 },
    });
    expect(paymentIntentPosts(req.idempotencyKey)).toHaveLength(1);
  });

  it.each([
    ["pm_card_chargeDeclined", "card_declined", "Your card was declined."],
    ["pm_card_chargeDeclinedInsufficientFunds", "insufficient_funds", "Your card has insufficient funds."],
    ["pm_card_chargeDeclinedExpiredCard", "expired_card", "Your card has expired."],
    ["pm_card_chargeDeclinedIncorrectCvc", "incorrect_cvc", "Your card's security code is incorrect."],
    ["pm_card_chargeDeclinedProcessingError", "processing_error", "An error occurred while processing your card. Try again in a little bit."],
  ])("%s fails as %s, keeping the PaymentIntent id", async (pm, code, message) => {
    const result = await provider.charge(chargeRequest(pm));
    expect(result).toEqual({ status: "failed", code, message, providerRef: expect.stringMatching(/^pi_/) });
  });

  it.each(["pm_card_threeDSecureRequired", "pm_card_authenticationRequired"])("%s requires action with the client secret", async (pm) => {
    const result = await provider.charge(chargeRequest(pm));
    expect(result).toEqual({
      status: "requires_action",
      providerRef: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      nextAction: { type: "use_stripe_sdk" },
    });
    if (result.status === "requires_action") expect(result.clientSecret.startsWith(`${result.providerRef}_secret_`)).toBe(true);
  });

  it("replays by idempotency key: the server sees the key twice and returns the same PaymentIntent", async () => {
    const req = chargeRequest("pm_card_visa");
    const first = await provider.charge(req);
    const again = await provider.charge({ ...req });
    expect(first.status).toBe("succeeded");
    expect(again).toEqual(first);
    expect(paymentIntentPosts(req.idempotencyKey)).toHaveLength(2);
  });

  it("replays a decline by idempotency key too", async () => {
    const req = chargeRequest("pm_card_chargeDeclinedInsufficientFunds");
    const first = await provider.charge(req);
    expect(await provider.charge({ ...req })).toEqual(first);
  });

  it("reports reuse of a key for a different payment as a processing_error, without charging", async () => {
    const req = chargeRequest("pm_card_visa");
    await provider.charge(req);
    const result = await provider.charge({ ...req, amountCents: req.amountCents + 100 });
    expect(result).toMatchObject({ status: "failed", code: "processing_error", providerRef: null });
    expect(failures.at(-1)).toMatchObject({ operation: "charge", idempotencyKey: req.idempotencyKey, errorType: "StripeIdempotencyError", statusCode: 400 });
  });

  it("refuses a raw card without calling Stripe", async () => {
    const before = fake.requests.length;
    const result = await provider.charge({
      ...chargeRequest("unused"),
      source: { kind: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123" } },
    });
    expect(result).toMatchObject({ status: "failed", code: "invalid_card", providerRef: null });
    expect(result.status === "failed" && result.message).toMatch(/Stripe payment form/);
    expect(fake.requests.length).toBe(before);
  });

  it("maps an unknown PaymentMethod (an invalid request) to processing_error and reports it", async () => {
    const req = chargeRequest("pm_does_not_exist");
    expect(await provider.charge(req)).toMatchObject({ status: "failed", code: "processing_error", providerRef: null });
    expect(failures.at(-1)).toMatchObject({
      operation: "charge",
      errorType: "StripeInvalidRequestError",
      code: "resource_missing",
      requestId: expect.stringMatching(/^req_/),
    });
  });

  it("maps a wrong API key to processing_error", async () => {
    const onError: StripeFailureInfo[] = [];
    const badKey = createStripeProvider({
      secretKey: "sk_live_not_for_fakes",
      publishableKey: "pk",
      host: fake.host,
      port: fake.port,
      protocol: "http",
      onError: (i) => onError.push(i),
    });
    expect(await badKey.charge(chargeRequest("pm_card_visa"))).toMatchObject({ status: "failed", code: "processing_error" });
    expect(onError[0]).toMatchObject({ errorType: "StripeAuthenticationError", statusCode: 401 });
  });

  it("maps an unreachable Stripe to processing_error, telling the caller to retry the same payment", async () => {
    const gone = await startFakeStripeServer();
    await gone.close();
    const onError: StripeFailureInfo[] = [];
    const offline = createStripeProvider({
      secretKey: SECRET_KEY,
      publishableKey: "pk",
      host: gone.host,
      port: gone.port,
      protocol: "http",
      onError: (i) => onError.push(i),
    });
    const result = await offline.charge(chargeRequest("pm_card_visa"));
    expect(result).toMatchObject({ status: "failed", code: "processing_error", providerRef: null });
    expect(result.status === "failed" && result.message).toMatch(/retry the same payment/);
    expect(onError[0]).toMatchObject({ errorType: "StripeConnectionError" });
  }, 20_000);

  it("throws on an amount that is not a positive whole number of cents", async () => {
    await expect(provider.charge(chargeRequest("pm_card_visa", { amountCents: 0 }))).rejects.toThrow(RangeError);
  });
});

describe("Stripe provider: refund", () => {
  async function paid(amountCents = 10_000) {
    const result = await provider.charge(chargeRequest("pm_card_visa", { amountCents }));
    if (result.status !== "succeeded") throw new Error("charge should succeed");
    return result.providerRef;
  }
  const refundKey = () => `stripe-refund-${process.pid}-${++keySeq}`;

  it("refunds part, then the rest, then refuses more", async () => {
    const providerRef = await paid();
    const first = await provider.refund({ providerRef, amountCents: 4_000, idempotencyKey: refundKey(), reason: "mid-term cancellation" });
    expect(first).toEqual({ status: "succeeded", providerRef: expect.stringMatching(/^re_/) });
    expect(await provider.refund({ providerRef, amountCents: 6_000, idempotencyKey: refundKey(), reason: "rest" })).toMatchObject({ status: "succeeded" });
    expect(await provider.refund({ providerRef, amountCents: 1, idempotencyKey: refundKey(), reason: "more" })).toEqual({
      status: "failed",
      message: expect.stringContaining("has already been refunded"),
    });
    const charge = (await sdk.paymentIntents.retrieve(providerRef, { expand: ["latest_charge"] })).latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ amount: 10_000, amount_refunded: 10_000, refunded: true });
  });

  it("refuses an over-refund with Stripe's message", async () => {
    const providerRef = await paid(5_000);
    expect(await provider.refund({ providerRef, amountCents: 5_001, idempotencyKey: refundKey(), reason: "too much" })).toEqual({
      status: "failed",
      message: "Refund amount ($50.01) is greater than unrefunded amount on charge ($50.00)",
    });
  });

  it("replays a refund by idempotency key without refunding twice", async () => {
    const providerRef = await paid();
    const req = { providerRef, amountCents: 7_000, idempotencyKey: refundKey(), reason: "duplicate payment" };
    const first = await provider.refund(req);
    expect(await provider.refund({ ...req })).toEqual(first);
    expect(await provider.refund({ providerRef, amountCents: 3_000, idempotencyKey: refundKey(), reason: "rest" })).toMatchObject({ status: "succeeded" });
    expect(fake.requests.filter((r) => r.path === "/v1/refunds" && r.idempotencyKey === req.idempotencyKey)).toHaveLength(2);
  });

  it("refuses a PaymentIntent that never succeeded, and an unknown one", async () => {
    const action = await provider.charge(chargeRequest("pm_card_threeDSecureRequired"));
    if (action.status !== "requires_action") throw new Error("expected requires_action");
    expect(await provider.refund({ providerRef: action.providerRef, amountCents: 100, idempotencyKey: refundKey(), reason: "x" })).toMatchObject({
      status: "failed",
      message: expect.stringContaining("does not have a successful charge"),
    });
    expect(await provider.refund({ providerRef: "pi_unknown", amountCents: 100, idempotencyKey: refundKey(), reason: "x" })).toMatchObject({
      status: "failed",
      message: "No such payment_intent: 'pi_unknown'",
    });
  });
});

describe("verifyStripeWebhook", () => {
  const event = stripeEvent("payment_intent.succeeded", { id: "pi_123", object: "payment_intent", amount: 48_250, status: "succeeded" });

  it("returns the event for a correctly signed body, as a string or a Buffer", () => {
    const { payload, header } = signedWebhook(event, WEBHOOK_SECRET);
    expect(verifyStripeWebhook(payload, header, WEBHOOK_SECRET)).toMatchObject({
      id: event.id,
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_123" } },
    });
    expect(verifyStripeWebhook(Buffer.from(payload, "utf8"), header, WEBHOOK_SECRET)).toMatchObject({ id: event.id });
  });

  it("throws on a signature made with another secret, a changed body, or no header", () => {
    const { payload, header } = signedWebhook(event, "whsec_someone_else");
    expect(() => verifyStripeWebhook(payload, header, WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const good = signedWebhook(event, WEBHOOK_SECRET);
    expect(() => verifyStripeWebhook(good.payload.replace("48250", "1"), good.header, WEBHOOK_SECRET)).toThrow(/No signatures found matching/);
    expect(() => verifyStripeWebhook(JSON.stringify(event), good.header, WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => verifyStripeWebhook(good.payload, null, WEBHOOK_SECRET)).toThrow(/No stripe-signature header/);
  });

  it("throws on a stale timestamp (outside the SDK's 300 s tolerance) but accepts a recent one", () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = signedWebhook(event, WEBHOOK_SECRET, { timestamp: now - 600 });
    expect(() => verifyStripeWebhook(stale.payload, stale.header, WEBHOOK_SECRET)).toThrow(/Timestamp outside the tolerance zone/);
    const recent = signedWebhook(event, WEBHOOK_SECRET, { timestamp: now - 60 });
    expect(verifyStripeWebhook(recent.payload, recent.header, WEBHOOK_SECRET).id).toBe(event.id);
  });
});

describe("Stripe quirks", () => {
  it("maps decline codes, preferring decline_code", () => {
    expect(mapDeclineCode("card_declined", "insufficient_funds")).toBe("insufficient_funds");
    expect(mapDeclineCode("card_declined", "generic_decline")).toBe("card_declined");
    expect(mapDeclineCode("expired_card", "")).toBe("expired_card");
    expect(mapDeclineCode("invalid_cvc", undefined)).toBe("incorrect_cvc");
    expect(mapDeclineCode("incorrect_number", null)).toBe("invalid_card");
    expect(mapDeclineCode(undefined, undefined)).toBe("card_declined");
  });

  it("sanitises the statement descriptor suffix to Stripe's rules", () => {
    expect(statementDescriptorSuffix("Summit BOP")).toBe("Summit BOP");
    expect(statementDescriptorSuffix("  Über <Policy> 'A*B'  \"C\"\\  ")).toBe("Uber Policy AB C");
    expect(statementDescriptorSuffix("A very long statement descriptor")).toBe("A very long statement");
    expect(statementDescriptorSuffix("12345 **")).toBeUndefined();
    expect(statementDescriptorSuffix("保险")).toBeUndefined();
  });
});

describe("Stripe provider: saved cards, off session", () => {
  const offSession = (card: { customerRef: string | null; paymentMethodRef: string }) => ({
    amountCents: 4_020,
    currency: "usd" as const,
    description: "Policy BOP-7 installment 2",
    statementDescriptor: "Summit BOP policy 7",
    idempotencyKey: `stripe-test-${process.pid}-${++keySeq}`,
    card,
    metadata: { policyNumber: "BOP-7" },
  });

  it("saves the card to a new Customer while charging, then charges it off session; a card that later needs its holder or declines fails", async () => {
    const first = await provider.charge(chargeRequest("pm_card_visa", { saveCard: { name: "Sunrise Bakery", email: "owner@sunrise.test" } }));
    if (first.status !== "succeeded" || !first.saved) throw new Error(`expected a saved card, got ${JSON.stringify(first)}`);
    expect(first.saved).toEqual({
      customerRef: expect.stringMatching(/^cus_/),
      paymentMethodRef: expect.stringMatching(/^pm_[0-9a-f]+$/),
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: expect.any(Number),
    });
    expect(fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers")).not.toHaveLength(0);

    const later = await provider.chargeSaved(offSession(first.saved));
    expect(later).toEqual({ status: "succeeded", providerRef: expect.stringMatching(/^pi_/), brand: "visa", last4: "4242" });

    fake.setSavedCardBehaviour(first.saved.paymentMethodRef, "authenticate");
    expect(await provider.chargeSaved(offSession(first.saved))).toMatchObject({
      status: "failed",
      code: "authentication_required",
      providerRef: expect.stringMatching(/^pi_/),
    });
    fake.setSavedCardBehaviour(first.saved.paymentMethodRef, "decline");
    expect(await provider.chargeSaved(offSession(first.saved))).toMatchObject({ status: "failed", code: "card_declined" });
    // Another customer's card is refused by Stripe, not charged.
    expect(await provider.chargeSaved(offSession({ customerRef: null, paymentMethodRef: first.saved.paymentMethodRef }))).toMatchObject({
      status: "failed",
      code: "processing_error",
    });
  });
});

describe("Stripe provider: 3-D Secure, then retrieve", () => {
  it("a card that asks for authentication answers requires_action for Stripe.js; once authenticated, retrieve says succeeded and gives the card saved to the Customer", async () => {
    const pm = "pm_card_authenticationRequiredSetupForOffSession";
    const action = await provider.charge(chargeRequest(pm, { saveCard: { name: "Ada Lovelace", email: "ada@example.com" } }));
    expect(action).toMatchObject({ status: "requires_action", nextAction: { type: "use_stripe_sdk" } });
    if (action.status !== "requires_action") throw new Error("expected requires_action");
    expect(await provider.retrieve(action.providerRef)).toMatchObject({ status: "requires_action", clientSecret: action.clientSecret });

    expect(fake.authenticate(action.providerRef, true)).toBe("succeeded");
    const done = await provider.retrieve(action.providerRef);
    expect(done).toMatchObject({ status: "succeeded", providerRef: action.providerRef, brand: "visa", last4: "3155" });
    if (done.status !== "succeeded" || !done.saved) throw new Error("expected the saved card");
    expect(done.saved.customerRef).toMatch(/^cus_/);
    expect(done.saved.paymentMethodRef).toMatch(/^pm_/);
    // Set up for off-session use, the saved card is charged later without asking again.
    const later = await provider.chargeSaved({
      amountCents: 1_000,
      currency: "usd",
      description: "installment 2",
      statementDescriptor: "SUMMIT",
      idempotencyKey: `stripe-3ds-later-${process.pid}-${++keySeq}`,
      card: done.saved,
      metadata: {},
    });
    expect(later.status).toBe("succeeded");
  });

  it("a failed authentication reads back as authentication_failed; an unknown PaymentIntent as processing_error", async () => {
    const action = await provider.charge(chargeRequest("pm_card_threeDSecureRequired"));
    if (action.status !== "requires_action") throw new Error("expected requires_action");
    expect(fake.authenticate(action.providerRef, false)).toBe("requires_payment_method");
    expect(await provider.retrieve(action.providerRef)).toMatchObject({ status: "failed", code: "authentication_failed", providerRef: action.providerRef });
    expect(await provider.retrieve("pi_does_not_exist")).toMatchObject({ status: "failed", code: "processing_error", providerRef: null });
    expect(failures.at(-1)).toMatchObject({ operation: "retrieve", statusCode: 404 });
  });
});
