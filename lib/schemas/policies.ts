// Policies: the policy as shown, its list, cancellation, renewal and renewal payment.
import { z } from "zod";
import { DateString, Money, Timestamp, envelope, Livemode } from "./common";
import { CarrierView, DocumentView, ProgramType } from "./quote";
import { PostalAddressView } from "./address";
import { CertificateView } from "./certificates";
import { PaymentInput, PaymentPlanName, PaymentView, InstallmentView, BillingView } from "./payments";

export const PolicyState = z
  .enum(["scheduled", "in_force", "pending_cancellation", "cancelled", "expired"])
  .describe(
    "Derived from the dates as of today: scheduled before the effective date, in_force during the term, pending_cancellation when a cancellation is scheduled, cancelled once it took effect, expired after the term",
  );

export const CancellationView = z.object({
  status: z.enum(["scheduled", "effective"]).describe("scheduled: takes effect on effectiveDate and may be rescinded until then"),
  effectiveDate: DateString,
  reason: z.string(),
  initiator: z.enum(["insured", "carrier", "rewrite"]),
  method: z.enum(["flat", "pro_rata", "short_rate", "free_look", "fully_earned"]),
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

export const ScheduledLimitView = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["limit", "deductible"]).describe("deductible: a deductible or retention, listed after the limits"),
  amount: Money.nullable().describe("Null when the line is not an amount of money (see text)"),
  text: z.string().nullable().describe('The line in words when it is not money ("Actual loss sustained, 12 months")'),
});

export const PolicyView = z.object({
  id: z.uuid(),
  livemode: Livemode,
  number: z.string(),
  status: PolicyState,
  quoteId: z.uuid(),
  applicationId: z.uuid().nullable(),
  renewalOfId: z.uuid().nullable(),
  program: z.object({ id: z.uuid(), code: z.string(), name: z.string(), type: ProgramType }),
  carrier: CarrierView.pick({ id: true, name: true, code: true }),
  insured: z.object({
    id: z.uuid().describe("The client (GET /v1/insureds/{insuredId})"),
    name: z.string(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  premisesAddress: PostalAddressView.nullable().describe("The insured's street address given at bind; null when it was not given"),
  effectiveDate: DateString,
  expirationDate: DateString,
  coverageTrigger: z.enum(["occurrence", "claims_made"]),
  retroactiveDate: DateString.nullable().describe(
    "Claims-made programs: claims for work before this date are not covered. The application's priorActsDate when answered, else the effective date (no prior acts). Null for occurrence programs",
  ),
  premium: Money,
  fees: Money,
  taxes: Money,
  total: Money,
  feeLines: z.array(z.object({ code: z.string(), label: z.string(), amount: Money })),
  taxLines: z.array(z.object({ code: z.string(), label: z.string(), rate: z.number(), amount: Money })),
  coverages: z.array(z.object({ key: z.string(), name: z.string(), limit: Money.nullable(), deductible: Money.nullable() })),
  endorsements: z
    .array(
      z.object({
        key: z.string(),
        name: z.string(),
        included: z.boolean().describe("true: in the program's premium; false: added to this policy and priced on its worksheet"),
        premium: Money.nullable().describe("What adding it cost (in the premium); null when included"),
      }),
    )
    .describe("The program's included endorsements, then those added to this policy"),
  additionalInsureds: z
    .array(z.object({ name: z.string(), address: PostalAddressView.nullable(), relationship: z.string().nullable() }))
    .describe("The additional-insured schedule given at bind; empty when none"),
  limits: z.array(ScheduledLimitView).describe("The limits schedule the declarations print, from the options bound (aggregates, sub-limits, deductibles)"),
  forms: z.array(z.object({ formNumber: z.string(), title: z.string() })).describe("Forms and endorsements of the policy, as the declarations list them"),
  certificates: z.array(CertificateView).describe("Certificates of insurance issued on the policy, oldest first"),
  paymentPlan: PaymentPlanName,
  billing: BillingView,
  autopay: z
    .object({
      card: z.object({
        brand: z.string().nullable(),
        last4: z.string().nullable(),
        expMonth: z.number().int().nullable(),
        expYear: z.number().int().nullable(),
      }),
      since: Timestamp.describe("When this card was saved (at bind, or when the insured paid with it from a link)"),
      email: z.string().nullable().describe("Where the insured is told when a charge fails (the bind's billingEmail, or its pay link's address)"),
    })
    .nullable()
    .describe(
      "The saved card each later installment is charged to on its due date (a failed charge is retried on days 3, 5 and 7, then the policy is cancelled for non-payment after its grace); null: installments are paid by hand",
    ),
  schedule: z.array(InstallmentView),
  payments: z.array(PaymentView),
  documents: z.array(DocumentView),
  history: z.array(z.object({ type: z.string(), at: Timestamp, detail: z.record(z.string(), z.unknown()) })),
  cancellation: CancellationView.nullable(),
  renewal: z.object({
    offeredFrom: DateString.nullable().describe("When the renewal offer is made (null: this program does not renew)"),
    offerQuoteId: z.uuid().nullable().describe("The renewal folio, once offered"),
    renewedById: z.uuid().nullable().describe("The next term's policy, once accepted"),
  }),
  createdAt: Timestamp,
});
export type PolicyView = z.infer<typeof PolicyView>;

export const PolicyResponse = envelope(PolicyView);

export const RenewalPaymentRequest = z.object({ payment: PaymentInput }).strict();
export const RenewalPaymentResponse = envelope(
  z.object({ kind: z.enum(["installment", "balance_due", "renewal"]), policy: PolicyView, renewal: PolicyView.nullable(), payment: PaymentView }),
);

export const CancelReason = z.enum(["insured_request", "carrier_underwriting", "non_payment", "rewrite"]);
export const CancelRequest = z
  .object({
    effectiveDate: DateString,
    reason: CancelReason,
    underwritingReason: z
      .enum([
        "fraud_or_misrepresentation",
        "material_change_in_risk",
        "violation_of_terms",
        "conviction",
        "loss_control_noncompliance",
        "loss_of_reinsurance",
        "insurer_impairment",
        "other",
      ])
      .optional()
      .describe(
        "With reason carrier_underwriting: why. After the state's underwriting period (60 days in force in most states; a renewal from its start) many states allow only the reasons their statute lists; without one allowed the cancellation is refused (400 on underwritingReason)",
      ),
    preview: z.boolean().default(false).describe("true: return the refund without cancelling"),
  })
  .strict();
export type CancelRequest = z.infer<typeof CancelRequest>;
export const CancelResponse = envelope(z.object({ preview: z.boolean(), cancellation: CancellationView, policy: PolicyView, refund: PaymentView.nullable() }));

export const TermRowView = z.object({
  field: z.string().describe('"total", "premium", "option.<key>", "endorsements", "retroactiveDate", "exposure.<rating field>" or "answers.<question id>"'),
  group: z.enum(["price", "options", "exposures", "answers"]),
  label: z.string().describe("In words: the option's label, the question's wording"),
  unit: z.enum(["money", "count", "percent", "date", "list", "answer"]).describe("How to read the values: money as decimals"),
  expiring: z.unknown().describe("The expiring term's value (null: not given)"),
  renewal: z.unknown().describe("The renewal's value (null: not given)"),
  changed: z.boolean(),
});

export const RenewalView = z.object({
  policyId: z.uuid(),
  offeredFrom: DateString.nullable().describe(
    "When the offer is made: the program's window before expiry, never before the term starts; null when the program does not renew",
  ),
  status: z
    .enum(["not_renewable", "not_yet_offered", "rating", "offered", "referred", "declined", "lapsed", "renewed"])
    .describe(
      "offered: quoted and open until the term ends; accept it by paying (POST /v1/policies/{policyId}/renewal-payment). referred: priced, but the expiring term's answers refer it to an underwriter (decision 016), who decides it on the renewal folio before it can be paid",
    ),
  quoteId: z.uuid().nullable().describe("The renewal folio (GET /v1/quote/{quoteId} shows its card, worksheet and documents)"),
  quoteRequestId: z.uuid().nullable(),
  validUntil: Timestamp.nullable(),
  expiringTotal: Money,
  renewalTotal: Money.nullable().describe("The renewal term's total, re-rated at the program's current rates"),
  renewedById: z.uuid().nullable(),
  changes: z
    .array(
      z.object({
        field: z.string().describe('A rating field ("annual_revenue", "coverage.glLimit"), an answer ("answers.yearsInBusiness"), or "total"'),
        from: z.unknown().describe("The expiring term's value (null: not given)"),
        to: z.unknown().describe("The renewal's value"),
      }),
    )
    .describe("What differs from the expiring term, for the agent to see side by side (years in business advance by themselves); empty before an offer"),
  comparison: z
    .array(TermRowView)
    .describe(
      "The expiring term beside the renewal, row by row: the price, every option of the program, the endorsements added, the claims-made retroactive date, the exposures rated on, and the answers that differ; empty before an offer",
    ),
});
export const RenewalResponse = envelope(RenewalView);

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
