// The offline provider: no network, for development and tests. It honours Stripe's documented test card
// numbers so the same numbers behave alike in both providers, keeps charges in memory and saved cards in
// its store (the database's offline_payment_methods in the app, as Stripe keeps PaymentMethods), and never
// keeps or returns card data: results carry only brand, last4 and expiry, and idempotency fingerprints are
// keyed HMACs.
import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { canonicalJson } from "@/lib/canonical-json";

import { DECLINE_MESSAGES, assertPositiveCents } from "./shared";
import type {
  CardInput,
  ChargeRequest,
  ChargeResult,
  DeclineCode,
  NextAction,
  OffSessionChargeRequest,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SavedCard,
} from "./provider";

/** https://docs.stripe.com/testing: numbers that decline, and the code each declines with. */
export const OFFLINE_DECLINING_TEST_CARDS: Readonly<Record<string, DeclineCode>> = {
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
  "4000000000000119": "processing_error",
};

/**
 * Stripe's 3-D Secure test card: a one-time payment asks the cardholder to authenticate (here, on the
 * challenge page); once saved, off-session charges of it need nothing more.
 */
export const OFFLINE_AUTHENTICATION_CARD = "4000002500003155";

/**
 * Stripe's "decline after attaching" card: it attaches to a customer, and every charge of it then declines
 * (card_declined). Here the charge that saves it (a monthly bind, or an installment paid with it) succeeds,
 * so a policy gets a saved card that refuses every installment after; Stripe itself declines that first
 * charge too, so there it is only good for a SetupIntent. Any other charge of it declines, as in Stripe.
 */
export const OFFLINE_DECLINE_AFTER_ATTACHING_CARD = "4000000000000341";

/** Where the offline provider's challenge page lives (app/pay/authenticate/[secret]); the client secret follows. */
export const OFFLINE_CHALLENGE_PATH = "/pay/authenticate";

const MAX_EXPIRY_YEARS_AHEAD = 50;

/** A card the offline provider saved: what it does when charged later, never its number. */
export interface OfflineSavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Every later charge declines with this (a card whose bank starts refusing), or null. */
  failsWith: DeclineCode | null;
}

/** Where saved cards live: the database in the app (lib/db/queries/offline-cards.ts), a Map by default. */
export interface OfflineCardStore {
  save(card: OfflineSavedCard): Promise<void>;
  find(id: string): Promise<OfflineSavedCard | null>;
}

export function memoryCardStore(): OfflineCardStore {
  const cards = new Map<string, OfflineSavedCard>();
  return {
    async save(card) {
      cards.set(card.id, { ...card });
    },
    async find(id) {
      const card = cards.get(id);
      return card ? { ...card } : null;
    },
  };
}

export interface OfflineProviderOptions {
  /** The clock used for card expiry; defaults to the system clock. */
  now?: () => Date;
  /** Saved cards; defaults to memory (one process). */
  cards?: OfflineCardStore;
}

/** A charge waiting for its cardholder, as the challenge page shows it. */
export interface OfflineChallenge {
  amountCents: number;
  description: string;
  status: ChargeResult["status"];
}

/** The offline provider, with the bank's side of 3-D Secure that its challenge page drives. */
export interface OfflinePaymentProvider extends PaymentProvider {
  readonly name: "offline";
  /** The charge a challenge page's client secret names, or null (unknown, or a secret that does not match). */
  challenge(clientSecret: string): OfflineChallenge | null;
  /** The cardholder approves or fails the challenge; the charge then succeeds or fails. Deciding again changes nothing. */
  authenticate(clientSecret: string, approve: boolean): Promise<ChargeResult | null>;
}

export function isOfflineProvider(provider: PaymentProvider): provider is OfflinePaymentProvider {
  return provider.name === "offline" && "authenticate" in provider;
}

export function createOfflineProvider(options: OfflineProviderOptions = {}): OfflinePaymentProvider {
  const now = options.now ?? (() => new Date());
  const cards = options.cards ?? memoryCardStore();
  // Fingerprints of requests (which include card data) are HMACed with a key that never leaves this process.
  const fingerprintKey = randomBytes(32);
  const charges = new Map<string, { fingerprint: string; result: ChargeResult }>(); // by idempotency key
  const refunds = new Map<string, { fingerprint: string; result: RefundResult }>(); // by idempotency key
  const captured = new Map<string, { amountCents: number; refundedCents: number }>(); // by providerRef
  const results = new Map<string, ChargeResult>(); // the latest state of each charge, by providerRef
  // Charges waiting for the cardholder, by providerRef: what approving them gives (the card to save too).
  const waiting = new Map<string, { clientSecret: string; amountCents: number; description: string; approved: ChargeResult; save: OfflineSavedCard | null }>();

  const fingerprint = (value: unknown) => createHmac("sha256", fingerprintKey).update(canonicalJson(value)).digest("hex");

  /** The waiting charge a client secret names: its providerRef is the secret's prefix, and the whole secret must match. */
  function waitingFor(clientSecret: string) {
    const providerRef = clientSecret.split("_secret_")[0] ?? "";
    const entry = waiting.get(providerRef);
    if (!entry) return null;
    const given = Buffer.from(clientSecret);
    const expected = Buffer.from(entry.clientSecret);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { ...entry, providerRef } : null;
  }

  return {
    name: "offline",
    publishableKey: null,

    async charge(req: ChargeRequest): Promise<ChargeResult> {
      assertPositiveCents(req.amountCents, "amountCents");
      const { idempotencyKey, ...rest } = req;
      const print = fingerprint(rest);
      const previous = charges.get(idempotencyKey);
      if (previous) {
        if (previous.fingerprint !== print) return reusedKeyFailure();
        return { ...previous.result };
      }
      const providerRef = `off_ch_${shortHash(idempotencyKey)}`;
      let result = decide(req, providerRef, now());
      let save: OfflineSavedCard | null = null;
      if (result.status === "succeeded" && req.saveCard && req.source.kind === "card") {
        const card = req.source.card;
        save = {
          id: `pm_off_${shortHash(`save:${idempotencyKey}`)}`,
          brand: result.brand ?? "unknown",
          last4: result.last4 ?? "",
          expMonth: card.expMonth,
          expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
          failsWith: normaliseCardNumber(card.number) === OFFLINE_DECLINE_AFTER_ATTACHING_CARD ? "card_declined" : null,
        };
        result = { ...result, saved: savedCardOf(save) };
      }
      if (result.status === "succeeded" && req.source.kind === "card" && normaliseCardNumber(req.source.card.number) === OFFLINE_AUTHENTICATION_CARD) {
        // The bank wants the cardholder: nothing is captured (or saved) until the challenge is approved.
        const clientSecret = `${providerRef}_secret_${randomBytes(12).toString("hex")}`;
        waiting.set(providerRef, { clientSecret, amountCents: req.amountCents, description: req.description, approved: result, save });
        const nextAction: NextAction = { type: "redirect_to_url", url: `${OFFLINE_CHALLENGE_PATH}/${encodeURIComponent(clientSecret)}` };
        result = { status: "requires_action", providerRef, clientSecret, nextAction };
      } else if (save) {
        await cards.save(save);
      }
      charges.set(idempotencyKey, { fingerprint: print, result });
      if (result.providerRef) results.set(result.providerRef, result);
      if (result.status === "succeeded") captured.set(providerRef, { amountCents: req.amountCents, refundedCents: 0 });
      return { ...result };
    },

    async retrieve(providerRef: string): Promise<ChargeResult> {
      const result = results.get(providerRef);
      return result ? { ...result } : { status: "failed", code: "processing_error", message: `No charge ${providerRef}.`, providerRef: null };
    },

    challenge(clientSecret: string): OfflineChallenge | null {
      const entry = waitingFor(clientSecret);
      return entry ? { amountCents: entry.amountCents, description: entry.description, status: results.get(entry.providerRef)!.status } : null;
    },

    async authenticate(clientSecret: string, approve: boolean): Promise<ChargeResult | null> {
      const entry = waitingFor(clientSecret);
      if (!entry) return null;
      const current = results.get(entry.providerRef)!;
      if (current.status !== "requires_action") return { ...current };
      let result: ChargeResult;
      if (approve) {
        if (entry.save) await cards.save(entry.save);
        result = entry.approved;
        captured.set(entry.providerRef, { amountCents: entry.amountCents, refundedCents: 0 });
      } else {
        result = failed("authentication_failed", entry.providerRef);
      }
      results.set(entry.providerRef, result);
      return { ...result };
    },

    async chargeSaved(req: OffSessionChargeRequest): Promise<ChargeResult> {
      assertPositiveCents(req.amountCents, "amountCents");
      const { idempotencyKey, ...rest } = req;
      const print = fingerprint(rest);
      const previous = charges.get(idempotencyKey);
      if (previous) {
        if (previous.fingerprint !== print) return reusedKeyFailure();
        return { ...previous.result };
      }
      const providerRef = `off_ch_${shortHash(idempotencyKey)}`;
      const card = await cards.find(req.card.paymentMethodRef);
      let result: ChargeResult;
      if (!card) result = { status: "failed", code: "invalid_card", message: `No saved card ${req.card.paymentMethodRef}.`, providerRef: null };
      else if (checkExpiry({ number: "", cvc: "", expMonth: card.expMonth, expYear: card.expYear }, now()) !== "ok")
        result = failed("expired_card", providerRef);
      else if (card.failsWith) result = failed(card.failsWith, providerRef);
      else result = { status: "succeeded", providerRef, brand: card.brand, last4: card.last4 };
      charges.set(idempotencyKey, { fingerprint: print, result });
      if (result.providerRef) results.set(result.providerRef, result);
      if (result.status === "succeeded") captured.set(providerRef, { amountCents: req.amountCents, refundedCents: 0 });
      return { ...result };
    },

    async refund(req: RefundRequest): Promise<RefundResult> {
      assertPositiveCents(req.amountCents, "amountCents");
      const { idempotencyKey, ...rest } = req;
      const print = fingerprint(rest);
      const previous = refunds.get(idempotencyKey);
      if (previous) {
        if (previous.fingerprint !== print) return { status: "failed", message: "This idempotency key was already used for a different refund." };
        return { ...previous.result };
      }
      const charge = captured.get(req.providerRef);
      let result: RefundResult;
      if (!charge) {
        result = { status: "failed", message: `No successful charge ${req.providerRef} to refund.` };
      } else if (req.amountCents > charge.amountCents - charge.refundedCents) {
        const remaining = charge.amountCents - charge.refundedCents;
        result = { status: "failed", message: `Refund of ${req.amountCents} cents exceeds the ${remaining} cents still refundable on ${req.providerRef}.` };
      } else {
        charge.refundedCents += req.amountCents;
        result = { status: "succeeded", providerRef: `off_re_${shortHash(idempotencyKey)}` };
      }
      refunds.set(idempotencyKey, { fingerprint: print, result });
      return { ...result };
    },
  };
}

// Malformed input fails before any "attempt", so it has no providerRef; a decline is an attempt, so it has one
// (as a declined Stripe PaymentIntent does).
function decide(req: ChargeRequest, providerRef: string, at: Date): ChargeResult {
  if (req.source.kind !== "card") {
    return {
      status: "failed",
      code: "invalid_card",
      message: "Saved payment methods need Stripe, which is not configured (offline payments take card details only).",
      providerRef: null,
    };
  }
  const card = req.source.card;
  const digits = normaliseCardNumber(card.number);
  if (digits === null || !luhnValid(digits)) return failed("invalid_card", null);
  const expiry = checkExpiry(card, at);
  if (expiry === "invalid") return { status: "failed", code: "invalid_card", message: "Your card's expiration date is invalid.", providerRef: null };
  if (!/^\d{3,4}$/.test(card.cvc)) return { status: "failed", code: "incorrect_cvc", message: "Your card's security code is invalid.", providerRef: null };
  if (expiry === "expired") return failed("expired_card", providerRef);
  const declined = OFFLINE_DECLINING_TEST_CARDS[digits];
  if (declined) return failed(declined, providerRef);
  if (digits === OFFLINE_DECLINE_AFTER_ATTACHING_CARD && !req.saveCard) return failed("card_declined", providerRef);
  return { status: "succeeded", providerRef, brand: cardBrand(digits), last4: digits.slice(-4) };
}

function savedCardOf(card: OfflineSavedCard): SavedCard {
  return { customerRef: null, paymentMethodRef: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
}

function failed(code: DeclineCode, providerRef: string | null): ChargeResult {
  return { status: "failed", code, message: DECLINE_MESSAGES[code], providerRef };
}

function reusedKeyFailure(): ChargeResult {
  return { status: "failed", code: "processing_error", message: "This idempotency key was already used for a different payment.", providerRef: null };
}

/** Digits only (spaces and dashes dropped), or null if anything else is there or the length is impossible. */
export function normaliseCardNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stripe's brand names from the number's prefix (IIN ranges); null when unrecognised. */
export function cardBrand(digits: string): string | null {
  const p2 = Number(digits.slice(0, 2));
  const p3 = Number(digits.slice(0, 3));
  const p4 = Number(digits.slice(0, 4));
  if (digits.startsWith("4")) return "visa";
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return "mastercard";
  if (p2 === 34 || p2 === 37) return "amex";
  if (p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649)) return "discover";
  if (p4 >= 3528 && p4 <= 3589) return "jcb";
  if (p2 === 36 || p2 === 38 || p2 === 39 || (p3 >= 300 && p3 <= 305)) return "diners";
  if (p2 === 62) return "unionpay";
  return null;
}

/** A card is good through the last day of its expiry month (UTC). Two-digit years mean 20xx. */
function checkExpiry(card: CardInput, at: Date): "ok" | "expired" | "invalid" {
  const month = card.expMonth;
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000) return "invalid";
  const nowYear = at.getUTCFullYear();
  const nowMonth = at.getUTCMonth() + 1;
  if (year > nowYear + MAX_EXPIRY_YEARS_AHEAD) return "invalid";
  return year < nowYear || (year === nowYear && month < nowMonth) ? "expired" : "ok";
}

function shortHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 24);
}
