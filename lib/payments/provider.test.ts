import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { paymentSource, providerFromEnv, providersFromEnv, servesTestMode } from "./provider";

describe("the providers of the two modes (decision 043): test mode never moves real money", () => {
  it("shares the configured provider with test mode when it is offline or Stripe with test keys", () => {
    expect(servesTestMode({})).toBe(true);
    expect(servesTestMode({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc" })).toBe(true);
    expect(servesTestMode({ STRIPE_SECRET_KEY: "rk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc" })).toBe(true);
    const offline = providersFromEnv(parseEnv({}));
    expect(offline.test).toBe(offline.live);
    const stripeTest = providersFromEnv(parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc" }));
    expect([stripeTest.live.name, stripeTest.test]).toEqual(["stripe", stripeTest.live]);
  });

  it("gives test mode an offline provider of its own when Stripe has live keys", () => {
    expect(servesTestMode({ STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_PUBLISHABLE_KEY: "pk_live_abc" })).toBe(false);
    expect(servesTestMode({ STRIPE_SECRET_KEY: "rk_live_abc", STRIPE_PUBLISHABLE_KEY: "pk_live_abc" })).toBe(false);
    const p = providersFromEnv(parseEnv({ STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_PUBLISHABLE_KEY: "pk_live_abc" }));
    expect([p.live.name, p.test.name, p.test.publishableKey]).toEqual(["stripe", "offline", null]);
  });
});

describe("payment provider selection", () => {
  it("is offline without Stripe keys, with no publishable key to show", () => {
    const p = providerFromEnv(parseEnv({}));
    expect(p.name).toBe("offline");
    expect(p.publishableKey).toBeNull();
  });

  it("is Stripe when both keys are set, exposing only the publishable key", () => {
    const p = providerFromEnv(parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_PUBLISHABLE_KEY: "pk_test_abc123" }));
    expect(p.name).toBe("stripe");
    expect(p.publishableKey).toBe("pk_test_abc123");
    expect(JSON.stringify(p)).not.toContain("sk_test_abc123");
  });

  it("refuses half a Stripe configuration at start-up", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "nope", STRIPE_PUBLISHABLE_KEY: "pk_test_x" })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe("paymentSource: raw card numbers reach the offline test provider only", () => {
  const card = { method: "card" as const, card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } };
  it("passes a raw card to the offline provider, and a payment method id to any", () => {
    expect(paymentSource(card, { name: "offline" })).toEqual({ kind: "card", card: card.card });
    expect(paymentSource({ method: "payment_method", paymentMethodId: "pm_123" }, { name: "stripe" })).toEqual({
      kind: "payment_method",
      paymentMethodId: "pm_123",
    });
  });
  it("refuses a raw card when Stripe is configured, naming payment.card, before anything is charged", () => {
    expect(() => paymentSource(card, { name: "stripe" })).toThrow(
      expect.objectContaining({ code: "validation_error", errors: [expect.objectContaining({ path: "payment.card", code: "raw_card_refused" })] }),
    );
  });
});
