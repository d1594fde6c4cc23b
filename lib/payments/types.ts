// The payment provider contract. Money is integer cents; card data only ever reaches the offline provider
// (development and tests): with Stripe the browser tokenises the card and we see a PaymentMethod id.

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
}

export type DeclineCode = "card_declined" | "insufficient_funds" | "expired_card" | "incorrect_cvc" | "invalid_card" | "processing_error";

export type ChargeResult =
  | { status: "succeeded"; providerRef: string; brand: string | null; last4: string | null }
  | { status: "failed"; code: DeclineCode; message: string; providerRef: string | null }
  | { status: "requires_action"; providerRef: string; clientSecret: string };

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
  refund(req: RefundRequest): Promise<RefundResult>;
}

