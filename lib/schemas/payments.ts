// Payments: card details in (a payment method id, or test numbers in test mode), payments, installments and billing out.
import { z } from "zod";
import { DateString, Money, Timestamp } from "./common";

export const CardInput = z
  .object({
    number: z.string().regex(/^[\d -]{12,23}$/, "must be a card number"),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, "must be 3 or 4 digits"),
    postalCode: z.string().max(10).optional(),
  })
  .strict()
  .describe("Raw card data: accepted only by the offline provider. With Stripe, collect the card with Stripe Elements and send a payment method id.");

export const PaymentInput = z.union([
  z.object({ method: z.literal("card"), card: CardInput }).strict(),
  z.object({ method: z.literal("payment_method"), paymentMethodId: z.string().regex(/^pm_\w+$/, "must be a Stripe payment method id") }).strict(),
]);

export type PaymentInput = z.infer<typeof PaymentInput>;

export const PaymentPlanName = z.enum(["annual", "monthly"]);

export const PaymentView = z.object({
  id: z.uuid(),
  kind: z.enum(["charge", "refund"]),
  provider: z.string(),
  status: z.enum(["succeeded", "failed", "requires_action", "processing", "refunded"]).describe("Updated by provider webhooks; it only moves forward"),
  amount: Money,
  currency: z.literal("USD"),
  description: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  failureCode: z.string().nullable(),
  createdAt: Timestamp,
});

export const InstallmentView = z.object({
  number: z.number().int(),
  kind: z.enum(["installment", "balance_due"]).describe("balance_due: what the insured still owed when a cancellation took effect"),
  dueDate: DateString,
  amount: Money,
  status: z
    .enum(["paid", "overdue", "due", "upcoming", "void"])
    .describe("As of today: due on its due date, overdue after it; void when a cancellation ended the schedule before it was paid"),
  paymentId: z.uuid().nullable(),
  voidedOn: DateString.nullable(),
});

export const BillingView = z.object({
  installmentFee: Money.describe("Charged on each installment of the plan"),
  installmentFees: Money.describe("The installment fees of the installments on the schedule (a voided installment's fee is never charged)"),
  scheduleTotal: Money.describe("What the schedule asks for in all: the policy total plus installment fees, until a cancellation settles it"),
  paidToDate: Money.describe("The schedule's paid rows, installment fees included; the payments table adds up to the same"),
  balanceDue: Money.describe("Every unpaid, not void row"),
  overdue: Money,
  nextDue: z.object({ number: z.number().int(), kind: z.enum(["installment", "balance_due"]), dueDate: DateString, amount: Money }).nullable(),
});
