// Helpers both providers share.
import type { DeclineCode } from "./provider";

// Stripe's customer-facing wording, so pages read the same whichever provider is configured.
export const DECLINE_MESSAGES: Readonly<Record<DeclineCode, string>> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  invalid_card: "Your card number is invalid.",
  processing_error: "An error occurred while processing your card. Try again in a little bit.",
  authentication_required: "Your card was declined. This transaction requires authentication.",
  authentication_failed: "The card's bank could not confirm the payment (3-D Secure was not completed). Try again, or use another card.",
};

/** Programming errors (not payment outcomes) throw: a non-positive or fractional amount is a bug upstream. */
export function assertPositiveCents(amountCents: number, field: string): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`${field} must be a positive integer number of cents, got ${String(amountCents)}`);
  }
}
