// Binding, payments and policies.
import { z } from "zod";
import { DateString, Money, Timestamp, envelope, oneLine, Livemode } from "./common";
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

/** A US street address. */
export const PostalAddressInput = z
  .object({
    line1: oneLine(1, 120).describe("Street address"),
    line2: oneLine(0, 120).optional().describe("Suite, unit or floor"),
    city: oneLine(1, 80),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
      .transform((s) => s.toUpperCase()),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "must be a ZIP code (12345 or 12345-6789)"),
  })
  .strict();
export const PostalAddressView = z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), state: z.string(), zip: z.string() });

const InsuredAddressField = PostalAddressInput.optional().describe(
  "The insured's street address (the premises), printed on the declarations and certificates. Its state and ZIP must be the ones the quote was rated in (400 naming insuredAddress.state or insuredAddress.zip otherwise). Without it the declarations say the address was not given.",
);

/** Someone named on the policy as an additional insured at bind (decision 018). */
export const AdditionalInsuredInput = z
  .object({
    name: oneLine(1, 160).describe("A landlord, a client, a general contractor"),
    address: PostalAddressInput.optional(),
    relationship: oneLine(0, 120).optional().describe('How they are related to the insured, in words ("Landlord of the premises")'),
  })
  .strict();
const AdditionalInsuredsField = z
  .array(AdditionalInsuredInput)
  .max(20)
  .optional()
  .describe(
    "The additional-insured schedule: printed on the declarations, listed on the policy, and each may be named additional insured on a certificate. Allowed only when every program bound carries an additional insured endorsement, included or added (400 naming additionalInsureds otherwise)",
  );

export const BindRequest = z
  .object({
    quoteRequestIds: z.array(z.uuid()).min(1).max(20).describe("Quoted applications of one folio"),
    paymentPlan: PaymentPlanName,
    payment: PaymentInput,
    expectedAmount: Money.optional().describe("If given, the amount charged now must equal it (409 price_changed otherwise)"),
    insuredAddress: InsuredAddressField,
    additionalInsureds: AdditionalInsuredsField,
    billingEmail: z
      .email("must be an email address")
      .max(254)
      .optional()
      .describe(
        "The insured's email for payment notices: on a monthly plan, told when the saved card fails an installment (decision 025); with Stripe, the Customer's email",
      ),
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
  kind: z.enum(["installment", "balance_due"]).describe("balance_due: what the insured still owed when a cancellation took effect"),
  dueDate: DateString,
  amount: Money,
  status: z
    .enum(["paid", "overdue", "due", "upcoming", "void"])
    .describe("As of today: due on its due date, overdue after it; void when a cancellation ended the schedule before it was paid"),
  paymentId: z.uuid().nullable(),
  voidedOn: DateString.nullable(),
});

export const PolicyState = z
  .enum(["scheduled", "in_force", "pending_cancellation", "cancelled", "expired"])
  .describe(
    "Derived from the dates as of today: scheduled before the effective date, in_force during the term, pending_cancellation when a cancellation is scheduled, cancelled once it took effect, expired after the term",
  );

export const BillingView = z.object({
  installmentFee: Money.describe("Charged on each installment of the plan"),
  installmentFees: Money.describe("The installment fees of the installments on the schedule (a voided installment's fee is never charged)"),
  scheduleTotal: Money.describe("What the schedule asks for in all: the policy total plus installment fees, until a cancellation settles it"),
  paidToDate: Money.describe("The schedule's paid rows, installment fees included; the payments table adds up to the same"),
  balanceDue: Money.describe("Every unpaid, not void row"),
  overdue: Money,
  nextDue: z.object({ number: z.number().int(), kind: z.enum(["installment", "balance_due"]), dueDate: DateString, amount: Money }).nullable(),
});

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

export const CertificateHolderInput = z
  .object({
    name: oneLine(1, 160).describe("Who asked for the certificate: a landlord, a client, a general contractor"),
    line1: oneLine(0, 120).optional(),
    line2: oneLine(0, 120).optional(),
    city: oneLine(0, 80).optional(),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
      .transform((s) => s.toUpperCase())
      .optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "must be a ZIP code (12345 or 12345-6789)")
      .optional(),
  })
  .strict();

export const CertificateRequest = z
  .object({
    holder: CertificateHolderInput,
    description: z
      .string()
      .trim()
      .max(1000)
      .optional()
      .describe('Description of operations, locations or project ("Job 1432, 500 Main Street: remodel"), printed as given'),
    additionalInsured: z
      .boolean()
      .default(false)
      .describe(
        "true: the holder is an additional insured under the policy's additional insured endorsement (400 when the policy has none); a holder on the policy's additional-insured schedule is named as scheduled",
      ),
    insuredAddress: PostalAddressInput.optional().describe(
      "The insured's street address (the premises), for a policy bound without one: a certificate shows it, so such a policy answers 422 insured_address_required until it is given. Kept on the policy (declarations, later certificates). Its state and ZIP must be the ones the policy was rated in (400 naming insuredAddress.state or insuredAddress.zip); on a policy that has an address, leave it out or send the same one (400 otherwise)",
    ),
  })
  .strict();
export type CertificateRequest = z.infer<typeof CertificateRequest>;

export const CertificateView = z.object({
  id: z.uuid(),
  number: z.string().describe("<policy number>-C<n>"),
  policyId: z.uuid(),
  insuredId: z.uuid().describe("The client the policy covers (GET /v1/insureds/{insuredId})"),
  holder: z.object({
    name: z.string(),
    line1: z.string().nullable(),
    line2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  description: z.string().nullable(),
  additionalInsured: z.boolean().describe("The holder is named an additional insured (asked for with the certificate)"),
  lines: z
    .array(
      z.object({
        type: z.string().describe('The line of insurance ("Commercial general liability (occurrence)")'),
        policyNumber: z.string(),
        effectiveDate: DateString,
        expirationDate: DateString,
        additionalInsured: z
          .boolean()
          .describe("ACORD 25 ADDL INSD: the policy carries an additional insured endorsement (blanket or scheduled, included or added)"),
        subrogationWaived: z.boolean().describe("ACORD 25 SUBR WVD: the policy carries a waiver of subrogation endorsement"),
      }),
    )
    .describe("The coverage lines the certificate lists, each with the ADDL INSD and SUBR WVD columns as printed (Y when true, N otherwise)"),
  issuedAt: Timestamp,
  document: DocumentView.describe("The certificate PDF (ACORD 25 layout)"),
});
export const CertificateResponse = envelope(CertificateView);

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

export const BindResponse = envelope(z.object({ policies: z.array(PolicyView), payment: PaymentView }));
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

export const SandboxClockRequest = z
  .object({
    date: DateString.optional().describe("Set the agency's servicing clock to this day (today or later)"),
    advanceDays: z.number().int().min(0).max(800).optional().describe("Or move it forward this many days"),
    reset: z.literal(true).optional().describe("Or put it back to today (jobs that already ran stay done)"),
  })
  .strict()
  .refine((b) => [b.date, b.advanceDays, b.reset].filter((v) => v !== undefined).length === 1, {
    message: "give one of date, advanceDays or reset",
    path: ["date"],
  });
export const ClockMoveView = z.object({
  at: Timestamp,
  actor: z.string().describe('Who moved it: "user:<id>" or "api_key:<id>"'),
  fromOffsetDays: z.number().int(),
  toOffsetDays: z.number().int(),
  requestId: z.string().nullable(),
});
export const SandboxClockState = z.object({
  today: DateString.describe("The agency's servicing day now"),
  offsetDays: z.number().int().describe("Days the servicing clock runs ahead of today"),
  moves: z.array(ClockMoveView).describe("The latest moves of the clock, newest first (each is in the audit log)"),
});
export const SandboxClockView = SandboxClockState.extend({
  jobsRun: z.number().int().describe("Servicing jobs that came due and ran (cancellations, installments, renewal offers, lapses)"),
});
export const SandboxClockStateResponse = envelope(SandboxClockState);
export const SandboxClockResponse = envelope(SandboxClockView);

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
export const MessageStatusName = z
  .enum(["queued", "sent", "failed", "stored"])
  .describe(
    "queued: waiting to be sent or retried; sent: accepted by the SMTP server; failed: gave up after the last retry; stored: no SMTP configured, kept in the outbox",
  );
export const PayLinkStatusName = z
  .enum(["created", "queued", "sent", "stored", "failed", "opened", "paid", "expired"])
  .describe("What happened last: paid, expired, opened by the customer, else the email's status (created: no email asked for)");
export const MessageRef = z.object({
  id: z.uuid(),
  to: z.string(),
  status: MessageStatusName,
  attempts: z.number().int(),
  lastError: z.string().nullable().describe("Why the last attempt failed (a retry may follow)"),
  sentAt: Timestamp.nullable(),
});
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

export const MessageView = z.object({
  id: z.uuid(),
  kind: z
    .enum(["pay_link", "installment_failed", "cancellation_rescinded", "referral_decision"])
    .describe(
      "pay_link: a link to pay sent to the customer; installment_failed: a saved card did not pay an installment; cancellation_rescinded: a non-payment cancellation was withdrawn because nothing is overdue any more; referral_decision: a carrier's underwriter approved or declined a referral (to the agency's producers)",
    ),
  to: z.string(),
  subject: z.string(),
  status: MessageStatusName,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: Timestamp,
  sentAt: Timestamp.nullable(),
  payLinkId: z.uuid().nullable(),
  insuredId: z
    .uuid()
    .nullable()
    .describe("The client the message is about (GET /v1/insureds/{insuredId}); null only for messages kept from before clients were recorded on them"),
});
export const MessageDetail = MessageView.extend({ text: z.string(), html: z.string() });
export const ListMessagesQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
    insured_id: z.uuid().optional().describe("Only the messages about this client"),
  })
  .strict();
export const MessageListResponse = envelope(z.object({ items: z.array(MessageView), nextCursor: z.string().nullable() }));
export const MessageResponse = envelope(MessageDetail);
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

export const CoverageCheckResponse = envelope(
  z.object({
    duplicates: z
      .array(
        z.object({
          policyId: z.uuid(),
          number: z.string(),
          programCode: z.string(),
          line: ProgramType,
          effectiveDate: DateString,
          coverEnd: DateString.describe("The first day the policy no longer covers (its expiration, or a scheduled cancellation's day)"),
        }),
      )
      .describe(
        "Policies that already cover this application's line for the same insured during its term: binding would be refused with 409 line_already_bound",
      ),
  }),
);
