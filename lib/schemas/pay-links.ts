// Pay links: the customer's checkout for a quote, and for what a policy owes.
import { z } from "zod";
import { DateString, Money, Timestamp, envelope } from "./common";
import { DocumentView } from "./quote";
import { InsuredAddressField, AdditionalInsuredsField } from "./bind";
import { MessageRef } from "./messages";
import { PaymentInput, PaymentPlanName, PaymentView } from "./payments";

export const PayLinkRequest = z
  .object({
    quoteRequestIds: z.array(z.uuid()).min(1).max(20),
    paymentPlan: PaymentPlanName,
    email: z
      .email("must be an email address")
      .max(254)
      .optional()
      .describe("The customer's email: the link is sent there (through SMTP; without it configured, kept in the outbox). Omit it to deliver the url yourself."),
  })
  .strict();
export const PayLinkStatusName = z
  .enum(["created", "queued", "sent", "stored", "failed", "opened", "paid", "expired"])
  .describe("What happened last: paid, expired, opened by the customer, else the email's status (created: no email asked for)");
export const PayLinkView = z.object({
  id: z.uuid(),
  insuredId: z.uuid().describe("The client whose quotes the link pays (GET /v1/insureds/{insuredId})"),
  token: z.string(),
  url: z.string(),
  expiresAt: Timestamp,
  status: PayLinkStatusName,
  message: MessageRef.nullable().describe("The email announcing the link, when an email was given"),
});
export const PayLinkResponse = envelope(PayLinkView);
export const PayLinkListItem = z.object({
  id: z.uuid(),
  insuredId: z.uuid().describe("The client whose quotes the link pays"),
  status: PayLinkStatusName,
  recipient: z.string().nullable(),
  quoteRequestIds: z.array(z.uuid()),
  paymentPlan: PaymentPlanName,
  createdAt: Timestamp,
  openedAt: Timestamp.nullable(),
  paidAt: Timestamp.nullable(),
  expiresAt: Timestamp,
  message: MessageRef.nullable(),
});
export const PayLinkListResponse = envelope(z.object({ items: z.array(PayLinkListItem) }));
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
      expirationDate: DateString.nullable(),
      total: Money.describe("What the plan's schedule asks for in all: the policy total plus installment fees"),
      policyTotal: Money.describe("Premium, fees and taxes of the term"),
      installments: z.number().int(),
      installmentFee: Money.describe("Charged on each installment"),
      dueToday: Money,
      schedule: z.array(z.object({ number: z.number().int(), dueDate: DateString, amount: Money })).describe("Every payment of the plan (annual: one)"),
      coverages: z.array(z.object({ key: z.string(), name: z.string(), limit: Money.nullable(), deductible: Money.nullable() })),
      documents: z.array(DocumentView),
    }),
  ),
  dueToday: Money.describe("The first payment of every item: what paying the link charges"),
  scheduleTotal: Money.describe("Every payment of every item's schedule added up"),
  billing: z.object({ method: z.string(), publishableKey: z.string().nullable() }),
  status: z.enum(["open", "paid"]),
  receipt: z
    .object({
      paidAt: Timestamp,
      amountPaid: Money,
      policies: z.array(
        z.object({ number: z.string(), program: z.string(), effectiveDate: DateString, expirationDate: DateString, documents: z.array(DocumentView) }),
      ),
    })
    .nullable()
    .describe("Once paid: what was paid, when, and the policies issued"),
});
export const PayLinkSummaryResponse = envelope(PayLinkSummary);

export const PayWithLinkRequest = z
  .object({ payment: PaymentInput, insuredAddress: InsuredAddressField, additionalInsureds: AdditionalInsuredsField })
  .strict();

export const PayWithLinkResponse = envelope(
  z.object({
    status: z.literal("paid"),
    policies: z.array(z.object({ number: z.string(), effectiveDate: DateString, expirationDate: DateString, total: Money })),
    payment: PaymentView,
  }),
);

/** A customer link for what a policy owes now (decision 013): the next unpaid installment, or the balance due. */
export const PolicyPayLinkSummary = z.object({
  agencyName: z.string(),
  insuredName: z.string(),
  policy: z.object({ number: z.string(), program: z.string(), carrier: z.string(), effectiveDate: DateString, expirationDate: DateString }),
  item: z.object({
    kind: z.enum(["installment", "balance_due"]).describe("balance_due: what the insured still owed when a cancellation took effect"),
    number: z.number().int(),
    installments: z.number().int().describe("Installments in the plan (for installment n of N)"),
    dueDate: DateString,
    amount: Money,
  }),
  expiresAt: Timestamp,
  billing: z.object({ method: z.string(), publishableKey: z.string().nullable() }),
  status: z.enum(["open", "paid"]),
  receipt: z.object({ paidAt: Timestamp, payment: PaymentView }).nullable().describe("Once paid: the payment"),
});
export const PolicyPayLinkSummaryResponse = envelope(PolicyPayLinkSummary);
export const PolicyPayLinkCreated = z.object({
  id: z.uuid(),
  url: z.url().describe("The page the insured opens to pay; the token in it is the only credential"),
  token: z.string().describe("Shown once: only its hash is stored"),
  expiresAt: Timestamp,
  item: PolicyPayLinkSummary.shape.item,
});
export const PolicyPayLinkCreatedResponse = envelope(PolicyPayLinkCreated);
export const PayPolicyLinkRequest = z.object({ payment: PaymentInput }).strict();
