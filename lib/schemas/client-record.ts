// A client's record beyond its quotes and policies (issue 30 items 5 and 6): the renewals due, with the
// expiring term beside each offer, and the payments, certificates, pay links and messages of its folios and
// policies, for the client page's one timeline. Part of GET /v1/insureds/{insuredId}.
import { z } from "zod";
import { DateString, Money, Timestamp } from "./common";
import { RenewalView } from "./policies";

export const ClientRenewal = RenewalView.extend({
  policyNumber: z.string(),
  program: z.object({ code: z.string(), name: z.string() }).nullable().describe("The program renewed (the renewal folio's)"),
  dueDate: DateString.describe("The next term's first day: the expiring term's last, by when the offer is accepted by paying"),
});

export const ClientPayment = z.object({
  id: z.uuid(),
  kind: z.enum(["charge", "refund"]),
  status: z.enum(["succeeded", "failed", "requires_action", "processing", "refunded"]),
  amount: Money,
  description: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  failureMessage: z.string().nullable(),
  policyIds: z.array(z.uuid()),
  createdAt: Timestamp,
});

export const ClientCertificate = z.object({
  id: z.uuid(),
  policyId: z.uuid(),
  number: z.string(),
  holderName: z.string(),
  issuedAt: Timestamp,
});

export const ClientPayLink = z.object({
  id: z.uuid(),
  kind: z.enum(["quote", "policy"]).describe("quote: a checkout link for a folio's applications; policy: a link paying a policy's installment or balance"),
  quoteId: z.uuid().nullable(),
  policyId: z.uuid().nullable(),
  amount: Money.nullable().describe("What a policy link pays (a quote link pays the applications' totals)"),
  recipient: z.string().nullable().describe("Who it was emailed to (null: the agent delivered it)"),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  openedAt: Timestamp.nullable(),
  usedAt: Timestamp.nullable(),
});

export const ClientMessage = z.object({
  id: z.uuid(),
  kind: z.enum(["pay_link", "installment_failed", "cancellation_rescinded", "referral_decision"]),
  to: z.string(),
  subject: z.string(),
  status: z.enum(["queued", "sent", "failed", "stored"]),
  createdAt: Timestamp,
  sentAt: Timestamp.nullable(),
});

export const ClientRecordFields = {
  renewals: z
    .array(ClientRenewal)
    .describe("Policies whose renewal offer is open (rating, offered or referred), each with its price, due date and the expiring term beside it"),
  payments: z.array(ClientPayment).describe("Charges and refunds of the client's policies and applications, newest first (at most 50)"),
  certificates: z.array(ClientCertificate).describe("Certificates issued on the client's policies, newest first (at most 50)"),
  payLinks: z.array(ClientPayLink).describe("Customer pay links of the client's folios and policies, newest first (at most 50 of each kind)"),
  messages: z.array(ClientMessage).describe("Emails sent about the client's pay links and policies, newest first (at most 50)"),
  people: z
    .array(z.object({ ref: z.string(), name: z.string() }))
    .describe('Who answered (answers[].answeredBy) in words: "user:<id>" the agent\'s name, "api_key:<id>" the key\'s'),
};
