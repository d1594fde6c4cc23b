// Helpers both providers share, and the decline codes (pure: lib/db reads a stored one).
export const DECLINE_CODES = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "invalid_card",
  "processing_error",
  /** Off-session only: the bank wants the cardholder to authenticate, so the card cannot be charged without them. */
  "authentication_required",
  /** The cardholder was asked to authenticate (3-D Secure) and did not, or the bank refused it. */
  "authentication_failed",
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/** A stored decline code as a DeclineCode (an unknown one reads as a plain decline). */
export function asDeclineCode(code: string | null): DeclineCode {
  return (DECLINE_CODES as readonly string[]).includes(code ?? "") ? (code as DeclineCode) : "card_declined";
}

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
