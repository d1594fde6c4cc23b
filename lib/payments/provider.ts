// The payment provider contract, and the choice of provider from configuration. Money is integer cents;
// card data only ever reaches the offline provider (development and tests): with Stripe the browser
// tokenises the card and we see a PaymentMethod id.
import "server-only";
import type { DeclineCode } from "./shared";

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode?: string;
}

export type PaymentSource = { kind: "card"; card: CardInput } | { kind: "payment_method"; paymentMethodId: string };

export interface ChargeRequest {
  amountCents: number;
  currency: "usd";
  description: string;
  statementDescriptor: string;
  idempotencyKey: string;
  source: PaymentSource;
  metadata: Record<string, string>;
  /** Keep the card for later charges without the cardholder (a monthly plan's installments): the result carries it as `saved`. */
  saveCard?: { name: string; email: string | null };
}

/** A card kept for off-session charges: the provider's references and what the card shows, never its number. */
export interface SavedCard {
  customerRef: string | null;
  paymentMethodRef: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
}

/** A charge of a saved card without the cardholder present (an installment on its due date). */
export interface OffSessionChargeRequest {
  amountCents: number;
  currency: "usd";
  description: string;
  statementDescriptor: string;
  idempotencyKey: string;
  card: Pick<SavedCard, "customerRef" | "paymentMethodRef">;
  metadata: Record<string, string>;
}

// The decline codes are pure (lib/payments/shared.ts), so that lib/db can read a stored one without this module.
export { DECLINE_CODES, asDeclineCode, type DeclineCode } from "./shared";

/**
 * What the cardholder's browser does to authenticate (3-D Secure): Stripe.js `handleNextAction` with the
 * client secret (Stripe), or open the offline provider's challenge page at `url` (offline provider).
 */
export type NextAction = { type: "use_stripe_sdk" } | { type: "redirect_to_url"; url: string };

export type ChargeResult =
  | { status: "succeeded"; providerRef: string; brand: string | null; last4: string | null; saved?: SavedCard }
  | { status: "failed"; code: DeclineCode; message: string; providerRef: string | null }
  | { status: "requires_action"; providerRef: string; clientSecret: string; nextAction: NextAction };

export interface RefundRequest {
  providerRef: string;
  amountCents: number;
  idempotencyKey: string;
  reason: string;
}

export type RefundResult = { status: "succeeded"; providerRef: string } | { status: "failed"; message: string };

export interface PaymentProvider {
  readonly name: "offline" | "stripe";
  readonly publishableKey: string | null;
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** Charges a saved card off session; a card that needs its holder fails with authentication_required (never requires_action). */
  chargeSaved(req: OffSessionChargeRequest): Promise<ChargeResult>;
  refund(req: RefundRequest): Promise<RefundResult>;
  /**
   * Where a charge that asked for authentication stands now: succeeded (with the saved card, if it was to be
   * kept), failed (authentication failed or the card then declined), or still requires_action.
   */
  retrieve(providerRef: string): Promise<ChargeResult>;
}

import type { Env } from "@/lib/env";
import type { PaymentInput } from "@/lib/schemas/payments";
import { validationError } from "@/lib/errors";
import { createOfflineProvider, type OfflineCardStore } from "./offline";
import { createStripeProvider } from "./stripe";
import { inSpan, tracingOn } from "@/lib/telemetry/tracing";

/** Stripe when both Stripe keys are configured, else the offline provider (keeping saved cards in `offlineCards`). */
export function providerFromEnv(e: Env, offlineCards?: OfflineCardStore): PaymentProvider {
  return traced(configuredProvider(e, offlineCards));
}

function configuredProvider(e: Env, offlineCards?: OfflineCardStore): PaymentProvider {
  if (e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY) {
    const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : null;
    return createStripeProvider({
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
            protocol: base.protocol === "https:" ? ("https" as const) : ("http" as const),
          }
        : {}),
    });
  }
  return createOfflineProvider(offlineCards ? { cards: offlineCards } : {});
}

/**
 * Whether the configured provider may serve test mode (decision 043): test mode never moves real money, so it
 * shares the provider only when that is the offline one or Stripe with test keys; with live Stripe keys, test
 * mode gets an offline provider of its own.
 */
export function servesTestMode(e: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY">): boolean {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY) return true;
  return /^(sk|rk)_test_/.test(e.STRIPE_SECRET_KEY);
}

/** The providers of the two modes: live is the configured one; test is the same or an offline one (servesTestMode). */
export function providersFromEnv(e: Env, offlineCards?: OfflineCardStore): { live: PaymentProvider; test: PaymentProvider } {
  const live = providerFromEnv(e, offlineCards);
  return { live, test: servesTestMode(e) ? live : traced(createOfflineProvider(offlineCards ? { cards: offlineCards } : {})) };
}

/**
 * Traces on (decision 049): each call to the provider is a span (`payment.charge`, `payment.refund`...) with the
 * provider's name and the result's status; Stripe's HTTP request is its child. Off: the provider itself.
 */
function traced(provider: PaymentProvider): PaymentProvider {
  if (!tracingOn()) return provider;
  const call = <T extends { status: string }>(operation: string, run: () => Promise<T>) =>
    inSpan(`payment.${operation}`, { "payment.provider": provider.name }, async (span) => {
      const result = await run();
      span?.setAttribute("outcome", result.status);
      return result;
    });
  return {
    name: provider.name,
    publishableKey: provider.publishableKey,
    charge: (req) => call("charge", () => provider.charge(req)),
    chargeSaved: (req) => call("charge_saved", () => provider.chargeSaved(req)),
    refund: (req) => call("refund", () => provider.refund(req)),
    retrieve: (ref) => call("retrieve", () => provider.retrieve(ref)),
  };
}

/**
 * How the API's payment input reaches the provider: a payment method id (from Stripe.js), or raw card data,
 * which only the offline test provider takes (test numbers). With Stripe configured, card numbers never reach
 * this server: a raw card is refused before anything is charged, naming the field (issue 32 item 9).
 */
export function paymentSource(payment: PaymentInput, provider: Pick<PaymentProvider, "name">): PaymentSource {
  if (payment.method === "card" && provider.name !== "offline") {
    throw validationError([
      {
        path: "payment.card",
        message:
          'raw card numbers are accepted by the offline test provider only; collect the card with Stripe.js and send { "method": "payment_method", "paymentMethodId": "pm_..." }',
        code: "raw_card_refused",
      },
    ]);
  }
  return payment.method === "card" ? { kind: "card", card: payment.card } : { kind: "payment_method", paymentMethodId: payment.paymentMethodId };
}
