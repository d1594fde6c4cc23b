// The offline provider: Stripe's test cards, card checks, idempotency and refund bookkeeping.
import { afterEach, describe, expect, it, vi } from "vitest";

import { cardBrand, createOfflineProvider, luhnValid, memoryCardStore } from "./offline";
import type { CardInput, ChargeRequest } from "./provider";

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
let keySeq = 0;

function card(number: string, overrides: Partial<CardInput> = {}): CardInput {
  return { number, expMonth: 12, expYear: NEXT_YEAR, cvc: "123", postalCode: "94110", ...overrides };
}

function chargeRequest(c: CardInput, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    amountCents: 12_345,
    currency: "usd",
    description: "Policy BOP-1 first instalment",
    statementDescriptor: "SUMMIT BOP",
    idempotencyKey: `offline-test-${++keySeq}`,
    source: { kind: "card", card: c },
    metadata: { quoteId: "q_1" },
    ...overrides,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("offline provider: Stripe's test cards", () => {
  it("names itself and has no publishable key", () => {
    const provider = createOfflineProvider();
    expect(provider.name).toBe("offline");
    expect(provider.publishableKey).toBeNull();
  });

  it.each([
    ["4242 4242 4242 4242", "visa", "4242"],
    ["5555-5555-5555-4444", "mastercard", "4444"],
  ])("%s succeeds as %s", async (number, brand, last4) => {
    const result = await createOfflineProvider().charge(chargeRequest(card(number)));
    expect(result).toEqual({ status: "succeeded", providerRef: expect.stringMatching(/^off_ch_[0-9a-f]{24}$/), brand, last4 });
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined", "Your card was declined."],
    ["4000 0000 0000 9995", "insufficient_funds", "Your card has insufficient funds."],
    ["4000 0000 0000 0069", "expired_card", "Your card has expired."],
    ["4000 0000 0000 0127", "incorrect_cvc", "Your card's security code is incorrect."],
    ["4000 0000 0000 0119", "processing_error", "An error occurred while processing your card. Try again in a little bit."],
  ])("%s declines with %s", async (number, code, message) => {
    const result = await createOfflineProvider().charge(chargeRequest(card(number)));
    expect(result).toEqual({ status: "failed", code, message, providerRef: expect.stringMatching(/^off_ch_/) });
  });
});

describe("offline provider: card checks", () => {
  it("refuses a Luhn-invalid number, or one with letters or the wrong length, as invalid_card with no providerRef", async () => {
    const provider = createOfflineProvider();
    for (const number of ["4242 4242 4242 4241", "4242 4242 4242 424x", "4242 4242", "4242.4242.4242.4242"]) {
      expect(await provider.charge(chargeRequest(card(number)))).toEqual({
        status: "failed",
        code: "invalid_card",
        message: "Your card number is invalid.",
        providerRef: null,
      });
    }
  });

  it("accepts any other Luhn-valid number, with the brand from its prefix", async () => {
    const provider = createOfflineProvider();
    expect(await provider.charge(chargeRequest(card("4111 1111 1111 1111")))).toMatchObject({ status: "succeeded", brand: "visa", last4: "1111" });
    expect(await provider.charge(chargeRequest(card("3782 822463 10005")))).toMatchObject({ status: "succeeded", brand: "amex", last4: "0005" });
    expect(await provider.charge(chargeRequest(card("6011 1111 1111 1117")))).toMatchObject({ status: "succeeded", brand: "discover" });
    expect(await provider.charge(chargeRequest(card("2223 0031 2200 3222")))).toMatchObject({ status: "succeeded", brand: "mastercard" });
  });

  it("declines an expiry in the past; the current month is still good; two-digit years mean 20xx", async () => {
    const provider = createOfflineProvider({ now: () => new Date("2027-06-15T12:00:00Z") });
    const at = (expMonth: number, expYear: number) => provider.charge(chargeRequest(card("4242424242424242", { expMonth, expYear })));
    expect(await at(5, 2027)).toMatchObject({ status: "failed", code: "expired_card" });
    expect(await at(12, 2026)).toMatchObject({ status: "failed", code: "expired_card" });
    expect(await at(6, 2027)).toMatchObject({ status: "succeeded" });
    expect(await at(1, 28)).toMatchObject({ status: "succeeded" });
    expect(await at(1, 26)).toMatchObject({ status: "failed", code: "expired_card" });
  });

  it("refuses an impossible expiry month or year as invalid_card", async () => {
    const provider = createOfflineProvider();
    for (const [expMonth, expYear] of [
      [0, NEXT_YEAR],
      [13, NEXT_YEAR],
      [1.5, NEXT_YEAR],
      [1, NEXT_YEAR + 100],
    ] as const) {
      expect(await provider.charge(chargeRequest(card("4242424242424242", { expMonth, expYear })))).toMatchObject({
        status: "failed",
        code: "invalid_card",
        providerRef: null,
      });
    }
  });

  it("needs a 3- or 4-digit cvc", async () => {
    const provider = createOfflineProvider();
    for (const cvc of ["12", "12345", "12a", ""]) {
      expect(await provider.charge(chargeRequest(card("4242424242424242", { cvc })))).toMatchObject({
        status: "failed",
        code: "incorrect_cvc",
        providerRef: null,
      });
    }
    expect(await provider.charge(chargeRequest(card("4242424242424242", { cvc: "1234" })))).toMatchObject({ status: "succeeded" });
  });

  it("refuses a payment_method source: Stripe is not configured", async () => {
    const result = await createOfflineProvider().charge(
      chargeRequest(card("4242424242424242"), { source: { kind: "payment_method", paymentMethodId: "pm_card_visa" } }),
    );
    expect(result).toMatchObject({ status: "failed", code: "invalid_card", providerRef: null });
    expect(result.status === "failed" && result.message).toMatch(/Stripe.*not configured/);
  });

  it("throws on an amount that is not a positive whole number of cents", async () => {
    const provider = createOfflineProvider();
    for (const amountCents of [0, -100, 10.5, Number.NaN]) {
      await expect(provider.charge(chargeRequest(card("4242424242424242"), { amountCents }))).rejects.toThrow(RangeError);
    }
  });

  it("never returns or logs card data", async () => {
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => {}));
    const provider = createOfflineProvider();
    const results = [
      await provider.charge(chargeRequest(card("4242424242424242", { cvc: "987" }))),
      await provider.charge(chargeRequest(card("4000000000000002", { cvc: "987" }))),
      await provider.charge(chargeRequest(card("4242424242424241", { cvc: "987" }))),
    ];
    const text = JSON.stringify(results);
    for (const secret of ["4242424242424242", "424242424242", "4000000000000002", "4242424242424241", "987"]) expect(text).not.toContain(secret);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe("offline provider: idempotency", () => {
  it("returns the same result and providerRef for the same key, and a new ref for a new key", async () => {
    const provider = createOfflineProvider();
    const req = chargeRequest(card("4242424242424242"));
    const first = await provider.charge(req);
    const again = await provider.charge({ ...req });
    expect(again).toEqual(first);
    const other = await provider.charge({ ...req, idempotencyKey: "another-key" });
    expect(other.status === "succeeded" && other.providerRef).not.toBe(first.status === "succeeded" && first.providerRef);
  });

  it("derives the providerRef from the key, so it is stable across instances", async () => {
    const req = chargeRequest(card("4242424242424242"));
    const a = await createOfflineProvider().charge(req);
    const b = await createOfflineProvider().charge(req);
    expect(a.status === "succeeded" && a.providerRef).toBe(b.status === "succeeded" && b.providerRef);
  });

  it("replays a decline too", async () => {
    const provider = createOfflineProvider();
    const req = chargeRequest(card("4000000000009995"));
    expect(await provider.charge(req)).toEqual(await provider.charge(req));
  });

  it("refuses the same key with a different payment, and keeps the first result", async () => {
    const provider = createOfflineProvider();
    const req = chargeRequest(card("4242424242424242"));
    const first = await provider.charge(req);
    expect(await provider.charge({ ...req, amountCents: req.amountCents + 1 })).toMatchObject({
      status: "failed",
      code: "processing_error",
      providerRef: null,
    });
    expect(await provider.charge({ ...req, source: { kind: "card", card: card("5555555555554444") } })).toMatchObject({
      status: "failed",
      code: "processing_error",
    });
    expect(await provider.charge(req)).toEqual(first);
  });

  it("hands out copies: mutating a result does not change the replay", async () => {
    const provider = createOfflineProvider();
    const req = chargeRequest(card("4242424242424242"));
    const first = await provider.charge(req);
    (first as { status: string }).status = "failed";
    expect(await provider.charge(req)).toMatchObject({ status: "succeeded" });
  });
});

describe("offline provider: refunds", () => {
  async function paid(provider = createOfflineProvider(), amountCents = 10_000) {
    const result = await provider.charge(chargeRequest(card("4242424242424242"), { amountCents }));
    if (result.status !== "succeeded") throw new Error("charge should succeed");
    return { provider, providerRef: result.providerRef };
  }
  const refundKey = () => `refund-${++keySeq}`;

  it("refunds in parts up to the charged amount, then refuses more", async () => {
    const { provider, providerRef } = await paid();
    const first = await provider.refund({ providerRef, amountCents: 4_000, idempotencyKey: refundKey(), reason: "cancelled flat" });
    expect(first).toEqual({ status: "succeeded", providerRef: expect.stringMatching(/^off_re_[0-9a-f]{24}$/) });
    expect(await provider.refund({ providerRef, amountCents: 6_000, idempotencyKey: refundKey(), reason: "rest" })).toMatchObject({ status: "succeeded" });
    const over = await provider.refund({ providerRef, amountCents: 1, idempotencyKey: refundKey(), reason: "one more cent" });
    expect(over).toEqual({ status: "failed", message: expect.stringContaining("0 cents still refundable") });
  });

  it("refuses a refund larger than the charge", async () => {
    const { provider, providerRef } = await paid(undefined, 5_000);
    expect(await provider.refund({ providerRef, amountCents: 5_001, idempotencyKey: refundKey(), reason: "too much" })).toEqual({
      status: "failed",
      message: expect.stringContaining("exceeds the 5000 cents"),
    });
    expect(await provider.refund({ providerRef, amountCents: 5_000, idempotencyKey: refundKey(), reason: "all" })).toMatchObject({ status: "succeeded" });
  });

  it("refuses an unknown providerRef and a declined charge", async () => {
    const provider = createOfflineProvider();
    expect(await provider.refund({ providerRef: "off_ch_nope", amountCents: 100, idempotencyKey: refundKey(), reason: "x" })).toMatchObject({
      status: "failed",
    });
    const declined = await provider.charge(chargeRequest(card("4000000000000002")));
    if (declined.status !== "failed" || !declined.providerRef) throw new Error("expected a decline with a ref");
    expect(await provider.refund({ providerRef: declined.providerRef, amountCents: 100, idempotencyKey: refundKey(), reason: "x" })).toMatchObject({
      status: "failed",
    });
  });

  it("is idempotent by key: a replay returns the same refund and does not refund twice", async () => {
    const { provider, providerRef } = await paid();
    const req = { providerRef, amountCents: 7_000, idempotencyKey: refundKey(), reason: "mid-term cancellation" };
    const first = await provider.refund(req);
    expect(await provider.refund({ ...req })).toEqual(first);
    // 3,000 remain: had the replay refunded again, this would fail.
    expect(await provider.refund({ providerRef, amountCents: 3_000, idempotencyKey: refundKey(), reason: "rest" })).toMatchObject({ status: "succeeded" });
    expect(await provider.refund({ ...req, amountCents: 1 })).toMatchObject({ status: "failed", message: expect.stringContaining("idempotency key") });
  });

  it("throws on a refund amount that is not a positive whole number of cents", async () => {
    const { provider, providerRef } = await paid();
    await expect(provider.refund({ providerRef, amountCents: 0, idempotencyKey: refundKey(), reason: "x" })).rejects.toThrow(RangeError);
  });
});

describe("card helpers", () => {
  it("checks Luhn and recognises brands", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("79927398713")).toBe(true);
    expect(cardBrand("3530111333300000")).toBe("jcb");
    expect(cardBrand("30569309025904")).toBe("diners");
    expect(cardBrand("6200000000000005")).toBe("unionpay");
    expect(cardBrand("9999999999999995")).toBeNull();
  });
});

describe("offline provider: saved cards and off-session charges", () => {
  const offSession = (paymentMethodRef: string, key = `offline-saved-${++keySeq}`) => ({
    amountCents: 4_200,
    currency: "usd" as const,
    description: "Policy BOP-1 installment 2",
    statementDescriptor: "SUMMIT BOP",
    idempotencyKey: key,
    card: { customerRef: null, paymentMethodRef },
    metadata: { policyId: "p_1" },
  });

  it("saves the card on a successful charge (brand, last4, expiry; never the number) and charges it later, once per key", async () => {
    const cards = memoryCardStore();
    const provider = createOfflineProvider({ cards });
    const first = await provider.charge(chargeRequest(card("4242 4242 4242 4242", { expMonth: 7, expYear: 31 }), { saveCard: { name: "Ana", email: null } }));
    if (first.status !== "succeeded" || !first.saved) throw new Error(`expected a saved card, got ${JSON.stringify(first)}`);
    expect(first.saved).toEqual({
      customerRef: null,
      paymentMethodRef: expect.stringMatching(/^pm_off_/),
      brand: "visa",
      last4: "4242",
      expMonth: 7,
      expYear: 2031,
    });
    expect(JSON.stringify(await cards.find(first.saved.paymentMethodRef))).not.toContain("42424242");
    const key = `offline-saved-${++keySeq}`;
    const later = await provider.chargeSaved(offSession(first.saved.paymentMethodRef, key));
    expect(later).toEqual({ status: "succeeded", providerRef: expect.stringMatching(/^off_ch_/), brand: "visa", last4: "4242" });
    expect(await provider.chargeSaved(offSession(first.saved.paymentMethodRef, key))).toEqual(later);
    if (later.status === "succeeded")
      expect((await provider.refund({ providerRef: later.providerRef, amountCents: 4_200, idempotencyKey: `r-${keySeq}`, reason: "test" })).status).toBe(
        "succeeded",
      );
  });

  it("does not save a declined card, nor one when not asked", async () => {
    const provider = createOfflineProvider();
    const declined = await provider.charge(chargeRequest(card("4000000000000002"), { saveCard: { name: "Ana", email: null } }));
    expect(declined.status).toBe("failed");
    const plain = await provider.charge(chargeRequest(card("4242424242424242")));
    expect(plain.status === "succeeded" && plain.saved).toBe(undefined);
  });

  it("declines a saved card that has expired by the day it is charged, one the bank now refuses, and an unknown one", async () => {
    let now = new Date("2026-01-15T12:00:00Z");
    const cards = memoryCardStore();
    const provider = createOfflineProvider({ cards, now: () => now });
    const first = await provider.charge(chargeRequest(card("4242424242424242", { expMonth: 2, expYear: 2026 }), { saveCard: { name: "Ana", email: null } }));
    if (first.status !== "succeeded" || !first.saved) throw new Error("expected a saved card");
    expect((await provider.chargeSaved(offSession(first.saved.paymentMethodRef))).status).toBe("succeeded");
    now = new Date("2026-03-01T00:00:00Z");
    expect(await provider.chargeSaved(offSession(first.saved.paymentMethodRef))).toMatchObject({ status: "failed", code: "expired_card" });

    const other = await provider.charge(chargeRequest(card("5555555555554444"), { saveCard: { name: "Ben", email: "ben@example.test" } }));
    if (other.status !== "succeeded" || !other.saved) throw new Error("expected a saved card");
    await cards.save({ ...(await cards.find(other.saved.paymentMethodRef))!, failsWith: "insufficient_funds" });
    expect(await provider.chargeSaved(offSession(other.saved.paymentMethodRef))).toMatchObject({ status: "failed", code: "insufficient_funds" });
    expect(await provider.chargeSaved(offSession("pm_off_unknown"))).toMatchObject({ status: "failed", code: "invalid_card", providerRef: null });
  });

  it("4000 0000 0000 0341 attaches and saves on the charge that saves it; every later charge of it is declined; charged without saving, it declines", async () => {
    const cards = memoryCardStore();
    const provider = createOfflineProvider({ cards });
    const first = await provider.charge(chargeRequest(card("4000 0000 0000 0341"), { saveCard: { name: "Ana", email: "ana@example.test" } }));
    if (first.status !== "succeeded" || !first.saved) throw new Error(`expected a saved card, got ${JSON.stringify(first)}`);
    expect(first).toMatchObject({ brand: "visa", last4: "0341", saved: { brand: "visa", last4: "0341" } });
    expect(await cards.find(first.saved.paymentMethodRef)).toMatchObject({ failsWith: "card_declined" });
    expect(JSON.stringify(await cards.find(first.saved.paymentMethodRef))).not.toContain("0000000000000341");
    for (let i = 0; i < 3; i++) {
      expect(await provider.chargeSaved(offSession(first.saved.paymentMethodRef))).toEqual({
        status: "failed",
        code: "card_declined",
        message: "Your card was declined.",
        providerRef: expect.stringMatching(/^off_ch_/),
      });
    }
    expect(await provider.charge(chargeRequest(card("4000000000000341")))).toMatchObject({ status: "failed", code: "card_declined" });
  });
});

describe("offline provider: 3-D Secure (4000 0025 0000 3155)", () => {
  const AUTH_CARD = "4000 0025 0000 3155";

  it("asks for authentication, with a challenge page named by the client secret; nothing is captured or saved before", async () => {
    const cards = memoryCardStore();
    const provider = createOfflineProvider({ cards });
    const result = await provider.charge(chargeRequest(card(AUTH_CARD), { saveCard: { name: "Ada", email: null } }));
    expect(result).toMatchObject({ status: "requires_action", nextAction: { type: "redirect_to_url" } });
    if (result.status !== "requires_action" || result.nextAction.type !== "redirect_to_url") throw new Error("unreachable");
    expect(result.clientSecret.startsWith(`${result.providerRef}_secret_`)).toBe(true);
    expect(result.nextAction.url).toBe(`/pay/authenticate/${encodeURIComponent(result.clientSecret)}`);
    expect(provider.challenge(result.clientSecret)).toEqual({ amountCents: 12_345, description: "Policy BOP-1 first instalment", status: "requires_action" });
    expect(await provider.retrieve(result.providerRef)).toMatchObject({ status: "requires_action" });
    // Nothing to refund yet: the money has not moved.
    expect(await provider.refund({ providerRef: result.providerRef, amountCents: 1, idempotencyKey: "r-early", reason: "test" })).toMatchObject({
      status: "failed",
    });
  });

  it("approved: the charge succeeds, the card is saved, the money can be refunded; deciding again changes nothing", async () => {
    const cards = memoryCardStore();
    const provider = createOfflineProvider({ cards });
    const result = await provider.charge(chargeRequest(card(AUTH_CARD), { saveCard: { name: "Ada", email: null } }));
    if (result.status !== "requires_action") throw new Error("expected requires_action");
    const approved = await provider.authenticate(result.clientSecret, true);
    expect(approved).toMatchObject({ status: "succeeded", providerRef: result.providerRef, brand: "visa", last4: "3155", saved: { last4: "3155" } });
    expect(await provider.retrieve(result.providerRef)).toEqual(approved);
    expect(await provider.authenticate(result.clientSecret, false)).toEqual(approved);
    if (approved?.status !== "succeeded" || !approved.saved) throw new Error("expected a saved card");
    expect(await cards.find(approved.saved.paymentMethodRef)).toMatchObject({ last4: "3155" });
    // Saved, it charges off session without asking again (as Stripe's card does).
    const later = await provider.chargeSaved({
      amountCents: 500,
      currency: "usd",
      description: "installment 2",
      statementDescriptor: "SUMMIT",
      idempotencyKey: `later-${keySeq}`,
      card: approved.saved,
      metadata: {},
    });
    expect(later.status).toBe("succeeded");
    expect(await provider.refund({ providerRef: result.providerRef, amountCents: 12_345, idempotencyKey: "r-all", reason: "test" })).toMatchObject({
      status: "succeeded",
    });
  });

  it("failed: the charge fails with authentication_failed and saves nothing; a wrong or unknown secret names no challenge", async () => {
    const cards = memoryCardStore();
    const provider = createOfflineProvider({ cards });
    const result = await provider.charge(chargeRequest(card(AUTH_CARD), { saveCard: { name: "Ada", email: null } }));
    if (result.status !== "requires_action") throw new Error("expected requires_action");
    // Another secret: its last character changed (to 0, or to 1 when it already is 0; a fixed 0 matched 1 run in 16).
    const wrong = `${result.clientSecret.slice(0, -1)}${result.clientSecret.endsWith("0") ? "1" : "0"}`;
    expect(provider.challenge(wrong)).toBeNull();
    expect(await provider.authenticate(`${result.providerRef}_secret_nope`, true)).toBeNull();
    expect(provider.challenge("off_ch_unknown_secret_x")).toBeNull();
    const refused = await provider.authenticate(result.clientSecret, false);
    expect(refused).toMatchObject({ status: "failed", code: "authentication_failed", providerRef: result.providerRef });
    expect(await provider.authenticate(result.clientSecret, true)).toEqual(refused);
    expect(provider.challenge(result.clientSecret)?.status).toBe("failed");
  });

  it("a replay of the same charge answers requires_action again, without a second challenge", async () => {
    const provider = createOfflineProvider();
    const req = chargeRequest(card(AUTH_CARD));
    const first = await provider.charge(req);
    expect(await provider.charge(req)).toEqual(first);
  });
});
