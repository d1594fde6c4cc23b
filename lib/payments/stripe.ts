// The Stripe provider. Card details never reach this server: the browser tokenises the card with
// Stripe.js and we confirm a PaymentIntent with the PaymentMethod id. Stripe's quirks (status and decline
// code mapping, statement-descriptor rules, error classes) stay in this file.
import "server-only";
import { logFor } from "@/lib/log";
import Stripe from "stripe";

import { DECLINE_MESSAGES, assertPositiveCents } from "./shared";
import type { ChargeRequest, ChargeResult, DeclineCode, OffSessionChargeRequest, PaymentProvider, RefundRequest, RefundResult } from "./provider";

export interface StripeProviderConfig {
  secretKey: string;
  publishableKey: string;
  /** Point the SDK elsewhere (a local fake in tests). Default: api.stripe.com:443 over https. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** Where failures that are not card declines are reported; default one JSON line on stderr. */
  onError?: (info: StripeFailureInfo) => void;
}

/** What is logged about a failed call: never card data (we never have any), never the secret key. */
export interface StripeFailureInfo {
  operation: "charge" | "refund" | "retrieve";
  idempotencyKey: string;
  errorType: string;
  code: string | null;
  statusCode: number | null;
  requestId: string | null;
  message: string;
}

const STATEMENT_DESCRIPTOR_SUFFIX_MAX = 22;
const METADATA_VALUE_MAX = 500;
// Retries are safe: every mutating call carries our idempotency key, so Stripe replays instead of repeating.
const MAX_NETWORK_RETRIES = 2;
const TIMEOUT_MS = 30_000;

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    ...(config.host !== undefined ? { host: config.host } : {}),
    ...(config.port !== undefined ? { port: config.port } : {}),
    ...(config.protocol !== undefined ? { protocol: config.protocol } : {}),
  });
  const report = config.onError ?? ((info: StripeFailureInfo) => logFor("payments", { provider: "stripe" }).error(info, "payment provider call failed"));

  return {
    name: "stripe",
    publishableKey: config.publishableKey,

    async charge(req: ChargeRequest): Promise<ChargeResult> {
      assertPositiveCents(req.amountCents, "amountCents");
      if (req.source.kind !== "payment_method") {
        return {
          status: "failed",
          code: "invalid_card",
          message: "Card details must be entered in the Stripe payment form; this server never accepts raw card numbers when Stripe is configured.",
          providerRef: null,
        };
      }
      const suffix = statementDescriptorSuffix(req.statementDescriptor);
      try {
        // A card kept for the installments: a Customer first, then the payment sets the card up for off-session use.
        const customer = req.saveCard
          ? await stripe.customers.create(
              {
                name: req.saveCard.name.slice(0, 256),
                ...(req.saveCard.email ? { email: req.saveCard.email } : {}),
                metadata: req.metadata,
              },
              { idempotencyKey: `${req.idempotencyKey}:customer` },
            )
          : null;
        const intent = await stripe.paymentIntents.create(
          {
            amount: req.amountCents,
            currency: req.currency,
            payment_method: req.source.paymentMethodId,
            confirm: true,
            description: req.description,
            ...(suffix !== undefined ? { statement_descriptor_suffix: suffix } : {}),
            metadata: req.metadata,
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            ...(customer ? { customer: customer.id, setup_future_usage: "off_session" as const } : {}),
            // One round trip: the card's brand and last4 come back on the expanded charge.
            expand: ["latest_charge"],
          },
          { idempotencyKey: req.idempotencyKey },
        );
        return chargeResultFromIntent(intent, customer?.id ?? null);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          const code = mapDeclineCode(err.code, err.decline_code);
          return { status: "failed", code, message: err.message || DECLINE_MESSAGES[code], providerRef: err.payment_intent?.id ?? null };
        }
        report(failureInfo("charge", req.idempotencyKey, err));
        return { status: "failed", code: "processing_error", message: processingMessage(err), providerRef: null };
      }
    },

    async chargeSaved(req: OffSessionChargeRequest): Promise<ChargeResult> {
      assertPositiveCents(req.amountCents, "amountCents");
      const suffix = statementDescriptorSuffix(req.statementDescriptor);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: req.amountCents,
            currency: req.currency,
            ...(req.card.customerRef ? { customer: req.card.customerRef } : {}),
            payment_method: req.card.paymentMethodRef,
            off_session: true,
            confirm: true,
            description: req.description,
            ...(suffix !== undefined ? { statement_descriptor_suffix: suffix } : {}),
            metadata: req.metadata,
            expand: ["latest_charge"],
          },
          { idempotencyKey: req.idempotencyKey },
        );
        const result = chargeResultFromIntent(intent, null);
        // Off session nobody can authenticate: a card that asks for it is a decline the insured must fix.
        if (result.status === "requires_action") {
          return { status: "failed", code: "authentication_required", message: DECLINE_MESSAGES.authentication_required, providerRef: result.providerRef };
        }
        return result;
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          const code = mapDeclineCode(err.code, err.decline_code);
          return { status: "failed", code, message: err.message || DECLINE_MESSAGES[code], providerRef: err.payment_intent?.id ?? null };
        }
        report(failureInfo("charge", req.idempotencyKey, err));
        return { status: "failed", code: "processing_error", message: processingMessage(err), providerRef: null };
      }
    },

    async retrieve(providerRef: string): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.retrieve(providerRef, { expand: ["latest_charge"] });
        // A card set up for later use was being saved to the intent's Customer (decision 025).
        const customer = intent.setup_future_usage ? (typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null)) : null;
        return chargeResultFromIntent(intent, customer);
      } catch (err) {
        report(failureInfo("retrieve", providerRef, err));
        return { status: "failed", code: "processing_error", message: processingMessage(err), providerRef: null };
      }
    },

    async refund(req: RefundRequest): Promise<RefundResult> {
      assertPositiveCents(req.amountCents, "amountCents");
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: req.providerRef,
            amount: req.amountCents,
            reason: "requested_by_customer",
            metadata: { reason: req.reason.slice(0, METADATA_VALUE_MAX) },
          },
          { idempotencyKey: req.idempotencyKey },
        );
        // Card refunds are accepted as "pending" or "succeeded"; a later failure arrives as refund.failed.
        if (refund.status === "succeeded" || refund.status === "pending") return { status: "succeeded", providerRef: refund.id };
        return { status: "failed", message: `Stripe refund ${refund.id} is ${refund.status ?? "in an unknown state"}.` };
      } catch (err) {
        report(failureInfo("refund", req.idempotencyKey, err));
        // Stripe's own wording for refusals (over-refund, unknown PaymentIntent) is what an agent needs to see.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return { status: "failed", message: err.message };
        return { status: "failed", message: processingMessage(err) };
      }
    },
  };
}

/** The result of a confirmed PaymentIntent; with a customer (a card being saved), the saved card too. */
function chargeResultFromIntent(intent: Stripe.PaymentIntent, customerRef: string | null): ChargeResult {
  switch (intent.status) {
    case "succeeded": {
      const card = typeof intent.latest_charge === "object" && intent.latest_charge !== null ? intent.latest_charge.payment_method_details?.card : undefined;
      const paymentMethod = typeof intent.payment_method === "string" ? intent.payment_method : (intent.payment_method?.id ?? null);
      const result = { status: "succeeded" as const, providerRef: intent.id, brand: card?.brand ?? null, last4: card?.last4 ?? null };
      if (!customerRef || !paymentMethod) return result;
      const saved = {
        customerRef,
        paymentMethodRef: paymentMethod,
        brand: result.brand,
        last4: result.last4,
        expMonth: card?.exp_month ?? null,
        expYear: card?.exp_year ?? null,
      };
      return { ...result, saved };
    }
    case "requires_action":
      // The browser finishes it with Stripe.js handleNextAction({ clientSecret }), whatever the action's kind.
      if (intent.client_secret)
        return { status: "requires_action", providerRef: intent.id, clientSecret: intent.client_secret, nextAction: { type: "use_stripe_sdk" } };
      break;
    case "requires_payment_method": {
      const error = intent.last_payment_error;
      const code = mapDeclineCode(error?.code, error?.decline_code);
      return { status: "failed", code, message: error?.message || DECLINE_MESSAGES[code], providerRef: intent.id };
    }
  }
  // "processing" (not expected for cards) and anything new: not a success we can promise. The PaymentIntent
  // id is kept so its payment_intent.* webhook can settle it.
  return { status: "failed", code: "processing_error", message: `The payment is ${intent.status}; it has not completed.`, providerRef: intent.id };
}

/** Stripe's decline_code is the more specific; code is the fallback. Anything else is a plain decline. */
export function mapDeclineCode(code: string | null | undefined, declineCode: string | null | undefined): DeclineCode {
  for (const candidate of [declineCode, code]) {
    switch (candidate) {
      case "insufficient_funds":
        return "insufficient_funds";
      case "expired_card":
        return "expired_card";
      case "incorrect_cvc":
      case "invalid_cvc":
        return "incorrect_cvc";
      case "processing_error":
        return "processing_error";
      case "incorrect_number":
      case "invalid_number":
        return "invalid_card";
      case "authentication_required":
        return "authentication_required";
      case "payment_intent_authentication_failure":
        return "authentication_failed";
    }
  }
  return "card_declined";
}

/**
 * Stripe's rules for a dynamic descriptor suffix: Latin characters only, none of < > \ ' " *, at least one
 * letter, and at most 22 characters. Returns undefined when nothing usable is left (the account's
 * default descriptor then applies).
 */
export function statementDescriptorSuffix(text: string): string | undefined {
  const cleaned = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // é -> e
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/[<>\\'"*]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, STATEMENT_DESCRIPTOR_SUFFIX_MAX)
    .trim();
  return /[A-Za-z]/.test(cleaned) ? cleaned : undefined;
}

function processingMessage(err: unknown): string {
  if (err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeAPIError) {
    // The outcome is unknown: the caller must retry with the same idempotency key, never a new one.
    return "The payment service could not be reached or failed; retry the same payment to learn its outcome.";
  }
  return "The payment could not be processed.";
}

function failureInfo(operation: StripeFailureInfo["operation"], idempotencyKey: string, err: unknown): StripeFailureInfo {
  if (err instanceof Stripe.errors.StripeError) {
    return {
      operation,
      idempotencyKey,
      errorType: err.type,
      code: err.code ?? null,
      statusCode: err.statusCode ?? null,
      requestId: err.requestId ?? null,
      message: err.message,
    };
  }
  return {
    operation,
    idempotencyKey,
    errorType: "unexpected",
    code: null,
    statusCode: null,
    requestId: null,
    message: err instanceof Error ? err.message : String(err),
  };
}

/**
 * Verifies a webhook's Stripe-Signature over the raw body (tolerance: the SDK's 300 s) and returns the event.
 * Throws Stripe.errors.StripeSignatureVerificationError on a missing or bad signature or a stale timestamp.
 * Stripe delivers at least once: events are de-duplicated by id in webhook_events (lib/payments/webhooks.ts).
 */
export function verifyStripeWebhook(payload: string | Buffer, signatureHeader: string | null, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signatureHeader ?? "", secret);
}
