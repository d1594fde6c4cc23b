// The offline provider: no network, for development and tests. It honours Stripe's documented test card
// numbers so the same numbers behave alike in both providers, keeps charges in memory and saved cards in
// its store (the database's offline_payment_methods in the app, as Stripe keeps PaymentMethods), and never
// keeps or returns card data: results carry only brand, last4 and expiry, and idempotency fingerprints are
// keyed HMACs.
import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";

import { canonicalJson } from "@/lib/canonical-json";

import { DECLINE_MESSAGES, assertPositiveCents } from "./shared";
import type {
  CardInput,
  ChargeRequest,
  ChargeResult,
  DeclineCode,
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

export function createOfflineProvider(options: OfflineProviderOptions = {}): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const cards = options.cards ?? memoryCardStore();
  // Fingerprints of requests (which include card data) are HMACed with a key that never leaves this process.
  const fingerprintKey = randomBytes(32);
  const charges = new Map<string, { fingerprint: string; result: ChargeResult }>(); // by idempotency key
  const refunds = new Map<string, { fingerprint: string; result: RefundResult }>(); // by idempotency key
  const captured = new Map<string, { amountCents: number; refundedCents: number }>(); // by providerRef

  const fingerprint = (value: unknown) => createHmac("sha256", fingerprintKey).update(canonicalJson(value)).digest("hex");

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
      if (result.status === "succeeded" && req.saveCard && req.source.kind === "card") {
        const card = req.source.card;
        const saved: OfflineSavedCard = {
          id: `pm_off_${shortHash(`save:${idempotencyKey}`)}`,
          brand: result.brand ?? "unknown",
          last4: result.last4 ?? "",
          expMonth: card.expMonth,
          expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
          failsWith: null,
        };
        await cards.save(saved);
        result = { ...result, saved: savedCardOf(saved) };
      }
      charges.set(idempotencyKey, { fingerprint: print, result });
      if (result.status === "succeeded") captured.set(providerRef, { amountCents: req.amountCents, refundedCents: 0 });
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
