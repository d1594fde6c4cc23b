// Binding, payments and policies.
import { z } from "zod";
import { DateString, Money, Timestamp, envelope } from "./common";
import { CarrierView, DocumentView, ProgramType } from "./quote";

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

export const BindRequest = z
  .object({
    quoteRequestIds: z.array(z.uuid()).min(1).max(20).describe("Quoted applications of one folio"),
    paymentPlan: PaymentPlanName,
    payment: PaymentInput,
    expectedAmount: Money.optional().describe("If given, the amount charged now must equal it (409 price_changed otherwise)"),
  })
  .strict();
export type BindRequest = z.infer<typeof BindRequest>;

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
  dueDate: DateString,
  amount: Money,
  status: z.enum(["paid", "due"]),
  paymentId: z.uuid().nullable(),
});

export const CancellationView = z.object({
  effectiveDate: DateString,
  reason: z.string(),
  method: z.enum(["flat", "pro_rata", "short_rate"]),
  daysInTerm: z.number().int(),
  daysInForce: z.number().int(),
  earnedPremium: Money,
  returnPremium: Money,
  returnTaxes: Money,
  returnFees: Money,
  refund: Money,
  balanceDue: Money,
  lines: z.array(z.object({ label: z.string(), amount: Money })),
});

export const PolicyView = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(["active", "cancelled"]),
  quoteId: z.uuid(),
  applicationId: z.uuid().nullable(),
  renewalOfId: z.uuid().nullable(),
  program: z.object({ id: z.uuid(), code: z.string(), name: z.string(), type: ProgramType }),
  carrier: CarrierView.pick({ id: true, name: true, code: true }),
  insured: z.object({ name: z.string(), state: z.string().nullable(), zip: z.string().nullable() }),
  effectiveDate: DateString,
  expirationDate: DateString,
  premium: Money,
  fees: Money,
  taxes: Money,
  total: Money,
  feeLines: z.array(z.object({ code: z.string(), label: z.string(), amount: Money })),
  taxLines: z.array(z.object({ code: z.string(), label: z.string(), rate: z.number(), amount: Money })),
  coverages: z.array(z.object({ key: z.string(), name: z.string(), limit: Money.nullable(), deductible: Money.nullable() })),
  endorsements: z.array(z.object({ key: z.string(), name: z.string(), included: z.boolean() })),
  paymentPlan: PaymentPlanName,
  schedule: z.array(InstallmentView),
  payments: z.array(PaymentView),
  documents: z.array(DocumentView),
  history: z.array(z.object({ type: z.string(), at: Timestamp, detail: z.record(z.string(), z.unknown()) })),
  cancellation: CancellationView.nullable(),
  createdAt: Timestamp,
});
export type PolicyView = z.infer<typeof PolicyView>;

export const BindResponse = envelope(z.object({ policies: z.array(PolicyView), payment: PaymentView }));
export const PolicyResponse = envelope(PolicyView);

export const RenewalPaymentRequest = z.object({ payment: PaymentInput }).strict();
export const RenewalPaymentResponse = envelope(
  z.object({ kind: z.enum(["installment", "renewal"]), policy: PolicyView, renewal: PolicyView.nullable(), payment: PaymentView }),
);

export const CancelReason = z.enum(["insured_request", "carrier_underwriting", "non_payment", "rewrite"]);
export const CancelRequest = z
  .object({
    effectiveDate: DateString,
    reason: CancelReason,
    preview: z.boolean().default(false).describe("true: return the refund without cancelling"),
  })
  .strict();
export type CancelRequest = z.infer<typeof CancelRequest>;
export const CancelResponse = envelope(z.object({ preview: z.boolean(), cancellation: CancellationView, policy: PolicyView, refund: PaymentView.nullable() }));

export const PayLinkRequest = z.object({ quoteRequestIds: z.array(z.uuid()).min(1).max(20), paymentPlan: PaymentPlanName }).strict();
export const PayLinkView = z.object({ token: z.string(), url: z.string(), expiresAt: Timestamp });
export const PayLinkResponse = envelope(PayLinkView);
export const PayLinkSummary = z.object({
  agencyName: z.string(),
  insuredName: z.string(),
  paymentPlan: PaymentPlanName,
  expiresAt: Timestamp,
  items: z.array(
    z.object({
      quoteRequestId: z.uuid(),
      program: z.string(),
      carrier: z.string(),
      effectiveDate: DateString.nullable(),
      total: Money,
      dueToday: Money,
      documents: z.array(DocumentView),
    }),
  ),
  dueToday: Money,
  billing: z.object({ method: z.string(), publishableKey: z.string().nullable() }),
  status: z.enum(["open", "paid"]),
});
export const PayLinkSummaryResponse = envelope(PayLinkSummary);
export const PayWithLinkRequest = z.object({ payment: PaymentInput }).strict();

export const PayWithLinkResponse = envelope(
  z.object({
    status: z.literal("paid"),
    policies: z.array(z.object({ number: z.string(), effectiveDate: DateString, expirationDate: DateString, total: Money })),
    payment: PaymentView,
  }),
);

export const DocumentQuery = z.object({ token: z.string().max(100).optional().describe("A pay link token, instead of an API key (customer access)") }).strict();

export const ListPoliciesQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(200).optional(),
    q: z.string().trim().min(1).max(100).optional().describe("Filter by policy number or insured name"),
  })
  .strict();
export const PolicyListItem = PolicyView.pick({
  id: true,
  number: true,
  status: true,
  program: true,
  insured: true,
  effectiveDate: true,
  expirationDate: true,
  total: true,
  paymentPlan: true,
  createdAt: true,
});
export const PolicyListResponse = envelope(z.object({ items: z.array(PolicyListItem), nextCursor: z.string().nullable() }));
