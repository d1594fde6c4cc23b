// Create-quote, re-quote and folio schemas: one source for the route handlers, the portal's forms
// and the OpenAPI document. Field names follow the spec (snake_case rating fields, camelCase views).
import { z } from "zod";
import { DateString, Money, MoneyInput, PROGRAM_TYPES, Timestamp, envelope, oneLine, Livemode } from "./common";
import { COUNTRIES, isUsState } from "./reference";

export const ProgramType = z.enum(PROGRAM_TYPES);

export const UsState = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "must be a 2-letter state abbreviation")
  .refine((s) => isUsState(s.toUpperCase()), "is not a US state abbreviation");
export const Country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 country code")
  .refine((s) => COUNTRIES.has(s.toUpperCase()), "is not an ISO 3166-1 alpha-2 country code");

export const CoverageInput = z
  .object({
    glLimit: MoneyInput.describe("General liability per-occurrence limit"),
    bppLimit: MoneyInput.describe("Business personal property limit"),
    deductible: MoneyInput.describe("Property deductible"),
    plLimit: MoneyInput.describe("Professional liability limit"),
    plRetention: MoneyInput.describe("Professional liability retention"),
    medicalLimit: MoneyInput.describe("Travel medical limit"),
    tripCost: MoneyInput.describe("Total insured trip cost (TI)"),
  })
  .partial()
  .strict();

export const InsuredInput = z
  .object({
    first_name: oneLine(1, 100).optional(),
    last_name: oneLine(1, 100).optional(),
    date_of_birth: DateString,
    trip_cost: MoneyInput.optional().describe("This traveller's share of the trip cost"),
  })
  .strict();

/**
 * Endorsements added to each program's included ones, by program code. A rating factor like the coverage
 * options: it is part of the stored rating block and its hash, and changing it is a re-quote (decision 018).
 */
export const EndorsementSelection = z
  .record(
    z.string().min(1).max(100),
    z
      .array(z.string().min(1).max(100))
      .max(20)
      .describe("Endorsement keys of the program (see the card's endorsements[]): available ones are priced; included ones cost nothing"),
  )
  .describe(
    'Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program\'s list and keeps the others.',
  );

/**
 * Each program's own options, by program code: they take precedence over the folio-wide `coverage` for that
 * program, so one program's limit never moves another's (decision 031). Values in the units of `coverage`
 * (dollars for money options).
 */
export const ProgramOptionsSelection = z
  .record(
    z.string().min(1).max(100),
    z
      .record(z.string().min(1).max(100), z.number().nonnegative().max(100_000_000_000))
      .describe("Option key -> value, as the program's card lists them in options[] (key, values): a value the program offers"),
  )
  .describe(
    'Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program\'s own options from its latest attempt in the session; a program given here has its own options replaced by these.',
  );

/** The rating block. Every field optional here; which are required depends on the programs' types. */
export const RatingFields = z
  .object({
    program_type: ProgramType,
    class_code: z.string().regex(/^\d{4,6}$/, "must be a 4 to 6 digit class code"),
    business_name: oneLine(1, 200),
    mailing_zip: z.string().regex(/^\d{5}(-\d{4})?$/, "must be a 5-digit ZIP code or ZIP+4"),
    mailing_state: UsState,
    employee_count: z.number().int().min(0).max(100_000),
    annual_revenue: MoneyInput,
    annual_payroll: MoneyInput.describe(
      "The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so)",
    ),
    subcontracted_cost: MoneyInput.describe("What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent)"),
    effective_date: DateString,
    coverage: CoverageInput.describe(
      "Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept",
    ),
    program_options: ProgramOptionsSelection,
    country_of_residence: Country,
    residence_state: UsState,
    destination_country: Country,
    start_date: DateString,
    end_date: DateString,
    insureds: z.array(InsuredInput).min(1).max(10),
    endorsements: EndorsementSelection,
  })
  .partial()
  .strict();
export type RatingFields = z.infer<typeof RatingFields>;
export const RATING_FIELD_NAMES = Object.keys(RatingFields.shape) as Array<keyof RatingFields>;

export const BUSINESS_REQUIRED = ["class_code", "business_name", "mailing_zip", "mailing_state", "employee_count", "annual_revenue", "effective_date"] as const;
export const TRAVEL_REQUIRED = ["country_of_residence", "destination_country", "start_date", "end_date", "insureds"] as const;

export const ProgramRef = z.union([
  z.string().min(1).max(100).describe("A program id (UUID) or program code"),
  z.object({ programId: z.uuid() }).strict(),
  z.object({ code: z.string().min(1).max(100) }).strict(),
]);

/** The largest clientState kept, as JSON bytes: room for a form's state, not a data store. */
export const MAX_CLIENT_STATE_BYTES = 16 * 1024;

const FolioMeta = {
  clientState: z
    .record(z.string(), z.unknown())
    .refine((v) => new TextEncoder().encode(JSON.stringify(v)).length <= MAX_CLIENT_STATE_BYTES, `must be at most ${MAX_CLIENT_STATE_BYTES / 1024} KB as JSON`)
    .optional()
    .describe(`Caller state, stored and returned as given (at most ${MAX_CLIENT_STATE_BYTES / 1024} KB as JSON)`),
  source: oneLine(0, 100).optional().describe("Origin of the folio, e.g. portal or partner name"),
};

export const CreateQuoteRequest = RatingFields.extend({
  programs: z.array(ProgramRef).min(1).max(20),
  system_payload: RatingFields.optional(),
  originalQuoteId: z.uuid().optional().describe("Reuse the group (shopping session) of this folio"),
  insuredId: z
    .uuid()
    .optional()
    .describe(
      "The client quoted (POST /v1/insureds): rating fields left out are filled from its facts and the exposures of the effective date's policy year. Without it, the insured is found by the matching rule (same legal name and ZIP; same traveller name and date of birth) or created",
    ),
  ...FolioMeta,
}).strict();
export type CreateQuoteRequest = z.infer<typeof CreateQuoteRequest>;
const RATING_KEYS = Object.fromEntries(RATING_FIELD_NAMES.map((n) => [n, true])) as Record<keyof RatingFields, true>;

/** The rating block with the fields one line requires declared required (the OpenAPI document's union). */
const requiredBlock = (line: "business" | "travel") => {
  const names = line === "business" ? BUSINESS_REQUIRED : TRAVEL_REQUIRED;
  const required = RatingFields.required(Object.fromEntries(names.map((n) => [n, true])) as Record<(typeof names)[number], true>);
  return line === "business"
    ? required.extend({ program_type: z.enum(["BOP", "CGL", "PL"]).optional() })
    : required.extend({ program_type: z.literal("TI").optional(), coverage: CoverageInput.required({ tripCost: true }) });
};

/**
 * Create-quote as the OpenAPI document declares it (issue 30 item 4): a union per line whose required fields
 * are declared, so a generated client knows them. The parsing schema stays CreateQuoteRequest (every field
 * optional, then the per-program checks, which also need annual_payroll for a class rated on payroll and
 * residence_state for US residents: GET /v1/quote/requirements says so per request). A folio of business and
 * travel programs matches both business and travel variants (anyOf).
 */
export const CreateQuoteRequestDocumented = z.union([
  requiredBlock("business")
    .extend(CreateQuoteRequest.omit(RATING_KEYS).shape)
    .strict()
    .describe("Business lines (BOP, CGL, PL), rating fields at the top level"),
  requiredBlock("travel").extend(CreateQuoteRequest.omit(RATING_KEYS).shape).strict().describe("Travel (TI), rating fields at the top level"),
  CreateQuoteRequest.extend({ system_payload: z.union([requiredBlock("business").strict(), requiredBlock("travel").strict()]) })
    .strict()
    .describe("Rating fields in system_payload, as the spec's description places them (a business or a travel block)"),
  CreateQuoteRequest.extend({ insuredId: z.uuid().describe("The client quoted: the fields it knows need not be sent") })
    .strict()
    .describe("A known client (POST /v1/insureds): rating fields its facts hold may be left out"),
]);

/** Re-quote: only what changes. Rating fields are merged over the original folio's; programs default to its. */
export const RequoteRequest = RatingFields.extend({
  programs: z.array(ProgramRef).min(1).max(20).optional(),
  originalQuoteId: z
    .uuid()
    .optional()
    .describe(
      "The folio being re-quoted, as the spec's create-quote names it: optional here, since the path names it; when given it must be the path's quoteId (409 original_quote_mismatch otherwise)",
    ),
  system_payload: RatingFields.optional(),
  ...FolioMeta,
}).strict();
export type RequoteRequest = z.infer<typeof RequoteRequest>;

// ---- re-quote preview ----

const ProgramRefView = { programId: z.uuid(), programCode: z.string(), programName: z.string() };

export const RequotePreviewData = z.object({
  quoteId: z.uuid().describe("The folio the re-quote starts from (the path's)"),
  groupId: z.uuid(),
  systemPayload: z
    .record(z.string(), z.unknown())
    .describe("The rating block the re-quote would store: the request merged over the folio's, with each program's own options"),
  changes: z
    .array(
      z.object({
        field: z.string().describe('A rating field ("annual_revenue") or a folio-wide option ("coverage.glLimit")'),
        from: z.unknown(),
        to: z.unknown(),
      }),
    )
    .describe("Folio-wide fields that change, from the folio's block (each program's own options are under programs[])"),
  programs: z
    .array(
      z.object({
        ...ProgramRefView,
        effect: z.enum(["requoted", "added"]).describe("added: the program has no attempt in the session yet"),
        attemptNumber: z.number().int().describe("The attempt the re-quote would make"),
        options: z
          .array(
            z.object({
              key: z.string(),
              label: z.string(),
              unit: z.enum(["money", "count", "percent"]),
              from: z.number().nullable().describe("As its latest attempt in the session was rated (null when added)"),
              to: z.number().describe("As the re-quote would rate it"),
              changed: z.boolean(),
            }),
          )
          .describe("Every option of the program, in the units of the card's options[] (dollars for money)"),
        endorsements: z.object({ from: z.array(z.string()).nullable(), to: z.array(z.string()) }).describe("The added endorsement keys, before and after"),
      }),
    )
    .describe("Each program the re-quote touches"),
  notRequoted: z.array(z.object(ProgramRefView)).describe("The session's programs the re-quote leaves as they are"),
});
export const RequotePreviewResponse = envelope(RequotePreviewData);

// ---- responses ----

export const ApplicationStatus = z
  .enum(["pending", "success", "referred", "error", "failed", "bound"])
  .describe(
    "pending: awaiting the carrier (also while answers just saved are re-rated); success: priced; referred: priced, but an underwriting referral waits for an underwriter (not bindable until approved); error: declined by the carrier or its underwriting rules; failed: carrier error or timeout; bound: a policy was issued. All but pending are terminal.",
  );
export const CardStatus = z
  .enum(["quoting", "quoted", "referred", "declined", "quote_failed", "bound"])
  .describe("quoting is the only non-terminal state; referred is priced but cannot be bound until an underwriter approves");
export const FolioStatus = z
  .enum(["quoting", "quoted", "no_quotes", "expired", "bound"])
  .describe(
    "bound: a card was bound; expired: past expiresAt; quoting: some card is quoting; quoted: all terminal, at least one quoted or referred; no_quotes: all terminal, none quoted",
  );

export const PricingNode = z.object({
  programId: z.uuid(),
  premium: Money,
  fees: Money,
  taxes: Money,
  total: Money,
});

export const CreatedApplication = z.object({
  quoteRequestId: z.uuid(),
  programId: z.uuid(),
  programCode: z.string(),
  programType: ProgramType,
  attemptNumber: z.number().int(),
  status: ApplicationStatus,
  pricingData: z.object({ currency: z.string(), pricing: z.array(PricingNode) }).optional(),
});

export const CreateQuoteResponseData = z.object({
  quoteId: z.uuid(),
  groupId: z.uuid(),
  originalQuoteId: z.uuid().nullable(),
  applications: z.array(CreatedApplication),
});
export const CreateQuoteResponse = envelope(CreateQuoteResponseData);

export const ProgramView = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  type: ProgramType,
  slug: z.string(),
  description: z.string(),
  tagline: z.string(),
  tier: z.string(),
  isFeatured: z.boolean(),
  renewalType: z.string(),
  renewalFrequency: z.string(),
  quoteValidityDays: z.number().int(),
  marketing: z.object({ shortDescription: z.string(), badges: z.array(z.string()), cardHighlights: z.array(z.string()) }),
});

export const CarrierView = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  admitted: z.boolean().describe("false: a surplus lines (non-admitted) insurer; state guaranty funds do not apply"),
  financialStrength: z.string().nullable().describe('The insurer\'s financial strength rating, AM Best style ("A (Excellent)")'),
  quoteId: z.string().nullable().describe("The carrier's own quote reference; null until priced"),
  referenceIds: z.object({ applicationId: z.string().nullable(), externalId: z.string().nullable() }),
});

export const PricingView = z.object({
  annualPremium: Money,
  monthlyPremium: Money.nullable().describe("Premium / 12; null when the program has no monthly plan (single-trip travel)"),
  taxes: Money,
  fees: Money,
  totalAnnual: Money,
  totalMonthly: Money.nullable().describe(
    "One regular monthly installment after the down payment, installment fee included; null when the program has no monthly plan",
  ),
  monthlyDownPayment: Money.nullable().describe(
    "The monthly plan's first installment, charged at bind: the program's down payment (a percentage of the total or some installments' worth), installment fee included; null when the program has no monthly plan",
  ),
  currency: z.string(),
});

export const OptionView = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.enum(["money", "count", "percent"]),
  values: z.array(z.number()),
  selectedValue: z.number(),
});

export const EndorsementView = z.object({ key: z.string(), name: z.string(), included: z.boolean(), available: z.boolean() });
export const CardEndorsementView = EndorsementView.extend({
  status: z
    .enum(["included", "added", "available", "unavailable"])
    .describe(
      "included: in the program's premium; added: chosen for this quote and priced on the worksheet; available: can be added by re-quoting with endorsements",
    ),
  added: z.boolean(),
  premium: Money.nullable().describe("The flat annual premium of adding it (null when included, or not offered)"),
});
export const PaymentOptionView = z.object({
  method: z.string(),
  label: z.string(),
  frequencies: z.array(
    z.object({
      frequency: z.enum(["annual", "monthly"]),
      installments: z.number().int(),
      downPayment: Money.describe("The first installment, charged at bind, installment fee included (the whole amount on an annual plan)"),
      amount: Money.describe("Each installment after the down payment, installment fee included (the last may differ by the rounding)"),
      lastAmount: Money.describe("The last installment, installment fee included: it takes the rounding"),
      installmentFee: Money.describe("Charged on each installment"),
      total: Money.describe("What the whole schedule asks for: the total plus every installment fee"),
    }),
  ),
});
export const BillingView = z.object({
  method: z.string(),
  publishableKey: z.string().nullable(),
  billingDescriptor: z.string(),
  allowedMethods: z.array(z.string()),
});
export const DocumentView = z.object({ type: z.string(), label: z.string(), url: z.string() });
export const NoticeView = z.object({ text: z.string(), type: z.string(), level: z.string(), code: z.string().optional() });
export const TermsView = z.object({ title: z.string(), text: z.string() });

export const UnderwritingView = z
  .object({
    referrals: z
      .array(z.object({ rule: z.string(), message: z.string() }))
      .describe("Referral rules the answers matched that wait for an underwriter (status referred); empty otherwise"),
    decision: z
      .object({
        decision: z.enum(["approved", "declined"]),
        note: z.string(),
        by: z.string().describe("The underwriter's name"),
        at: Timestamp,
        rules: z.array(z.string()).describe("The referral rules decided on"),
      })
      .nullable()
      .describe("The underwriter's last decision on a referral of this application; an approval holds while the answers stay as they were"),
  })
  .describe("Underwriting of the application's answers: referrals and the underwriter's decision (schedule credits and debits are worksheet lines)");

export const ProgramCard = z.object({
  id: z.uuid().describe("The card's id; equal to quoteRequestId (a card is the view of one application)"),
  quoteRequestId: z.uuid(),
  attemptNumber: z.number().int(),
  status: CardStatus,
  applicationStatus: ApplicationStatus,
  effectiveDate: DateString.nullable(),
  expirationDate: DateString.nullable(),
  validUntil: Timestamp,
  superseded: z
    .boolean()
    .describe(
      "A later attempt of this program exists in the group (the insured was re-quoted): this card can no longer be bound or sent as a pay link (409 superseded_quote); bind the latest attempt. An addition to the spec's card; status keeps the spec's vocabulary",
    ),
  latestAttemptNumber: z.number().int().describe("The highest attempt number of this program in the group; above attemptNumber when superseded"),
  expired: z
    .boolean()
    .describe("validUntil has passed: this card can no longer be bound or sent as a pay link (409 quote_expired); re-quote. An addition to the spec's card"),
  ratedAt: Timestamp.nullable(),
  programState: z.object({ coverage: z.record(z.string(), z.number()) }),
  program: ProgramView,
  carrier: CarrierView,
  pricing: PricingView.nullable().describe("null until the card is quoted"),
  options: z.array(OptionView),
  endorsements: z.array(CardEndorsementView),
  paymentOptions: z.array(PaymentOptionView),
  billing: BillingView,
  documents: z.array(DocumentView),
  notices: z.array(NoticeView),
  termsAndConditions: z.array(TermsView),
  failureReason: z.string().nullable(),
  declineReasons: z
    .array(z.object({ code: z.string(), message: z.string(), rule: z.string().optional().describe("underwriting_knockout: the program's rule that declined") }))
    .describe("Why the carrier declined (empty unless declined); also shown among the notices"),
  underwriting: UnderwritingView,
  systemPayloadHash: z.string(),
});
export type ProgramCard = z.infer<typeof ProgramCard>;

export const SummaryLine = z.object({
  line: ProgramType.describe("The line of business"),
  quoteRequestId: z.uuid().describe("The card that prices this line"),
  programCode: z.string(),
  basis: z.enum(["bound", "cheapest"]).describe("bound: the line's bound card; cheapest: the line's cheapest quoted card"),
  totalAnnual: Money,
  totalMonthly: Money.nullable().describe("null when the card has no monthly plan"),
});

export const FolioSummary = z.object({
  totalAnnual: Money.describe(
    "What the insured would pay for one policy of each line of business: per line (BOP, CGL, PL, TI), the bound card if there is one, else the cheapest quoted card; rival programs of one line are never added up (see lines[])",
  ),
  totalMonthly: Money.describe("The monthly installments of the same cards as totalAnnual, one per line (0 for a card without a monthly plan)"),
  quotedCount: z.number().int().describe("Every quoted card, rivals included"),
  failedCount: z.number().int().describe("Cards declined or quote_failed"),
  quotingCount: z.number().int(),
  declinedCount: z.number().int(),
  referredCount: z.number().int().describe("Cards priced but waiting for an underwriter (not in quotedCount or the totals)"),
  boundCount: z.number().int(),
  bestAnnual: Money.nullable().describe("The lowest totalAnnual among quoted cards"),
  lines: z.array(SummaryLine).describe("The card that prices each line in totalAnnual and totalMonthly, in the order the lines first appear"),
});

export const QuoteFolio = z.object({
  quoteId: z.uuid(),
  groupId: z.uuid(),
  originalQuoteId: z.uuid().nullable(),
  insuredId: z.uuid().describe("The client quoted (GET /v1/insureds/{insuredId})"),
  insuredName: z.string().describe("The business, or the first traveller and how many others"),
  source: z.string().nullable(),
  livemode: Livemode,
  status: FolioStatus,
  clientState: z.record(z.string(), z.unknown()).nullable(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  quotes: z.array(ProgramCard),
  summary: FolioSummary,
});
export type QuoteFolio = z.infer<typeof QuoteFolio>;
export const QuoteFolioResponse = envelope(QuoteFolio);

export const SessionCard = ProgramCard.extend({ quoteId: z.uuid().describe("The folio holding this attempt: re-quote or bind through it") });

export const ReplacedAttempt = z.object({
  quoteRequestId: z.uuid(),
  quoteId: z.uuid(),
  programCode: z.string(),
  programName: z.string(),
  attemptNumber: z.number().int(),
  replacedByAttempt: z.number().int().describe("The program's latest attempt, which replaces this one"),
  status: CardStatus,
  totalAnnual: Money.nullable(),
  createdAt: Timestamp.describe("When the folio holding this attempt was created"),
});

export const QuoteSession = z.object({
  groupId: z.uuid(),
  quoteId: z.uuid().describe("The folio named in the path"),
  latestQuoteId: z.uuid().describe("The session's newest folio"),
  insuredId: z.uuid().describe("The client quoted (every folio of a session is the same client's)"),
  insuredName: z.string().describe("As on the newest folio"),
  status: FolioStatus.describe("Over the latest attempts, as a folio's status is over its cards"),
  createdAt: Timestamp.describe("When the session's first folio was created"),
  updatedAt: Timestamp.describe("When its newest folio was created"),
  expiresAt: Timestamp.describe("The latest validity among the latest attempts' folios"),
  folioCount: z.number().int(),
  quotes: z.array(SessionCard).describe("The latest attempt of every program quoted in the session, in the order programs were first quoted"),
  summary: FolioSummary.describe("As a folio's summary, over the latest attempts"),
  history: z.array(ReplacedAttempt).describe("Every earlier attempt, newest first: replaced, never bindable"),
});
export const QuoteSessionResponse = envelope(QuoteSession);

export const SessionSummary = z
  .object({
    folioCount: z.number().int().describe("Folios in the shopping session: the first quote and each re-quote"),
    firstCreatedAt: Timestamp.describe("When the session's first folio was created"),
    status: FolioStatus.describe("bound when a card of any of the session's folios is bound, else the latest folio's status"),
  })
  .describe("view=sessions only: the shopping session this latest folio stands for");
export const FolioListItem = QuoteFolio.omit({ quotes: true }).extend({
  programs: z.array(z.string()).describe("Program codes of the folio's cards"),
  session: SessionSummary.optional(),
});
export const FolioListResponse = envelope(
  z.object({
    items: z.array(FolioListItem),
    nextCursor: z.string().nullable(),
    total: z.number().int().optional().describe("How many folios (or sessions) match the filters, on all pages together, counted up to 1,000: see totalCapped"),
    totalCapped: z
      .boolean()
      .optional()
      .describe("true when more than 1,000 match: total is then 1,000 (counting further would read the whole book on every page)"),
  }),
);
export const ListQuotesQuery = z.object({
  groupId: z.uuid().optional().describe("One shopping session; without it, the agency's recent folios"),
  q: z.string().trim().min(1).max(100).optional().describe("Filter by insured name (contains, case-insensitive)"),
  status: FolioStatus.optional().describe("Only folios with this status (with view=sessions: sessions with this status), on every page"),
  program: z.string().trim().min(1).max(100).optional().describe("Only folios with a card of this program code"),
  referred: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true"))
    .describe("true: only folios with an application waiting for a carrier's underwriter (status referred), on every page"),
  view: z
    .enum(["folios", "sessions"])
    .default("folios")
    .describe("folios: every folio; sessions: one row per shopping session (group), its latest folio with `session` counts"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const ApplicationDetail = ProgramCard.extend({
  quoteId: z.uuid(),
  groupId: z.uuid(),
  referralNote: z
    .string()
    .nullable()
    .describe("The agency's note to the carrier's underwriter on a referral (POST .../referral-note); the underwriter reads it at the desk"),
  systemPayload: z.record(z.string(), z.unknown()).describe("The rating block exactly as submitted"),
  formPayload: z.record(z.string(), z.unknown()),
  unansweredRequired: z.array(z.string()).describe("Required application questions not yet answered; binding needs none"),
  applicationForm: z.record(z.string(), z.unknown()).describe("The program's application questions as JSON Schema"),
  planDetails: z.object({
    coverages: z.array(z.object({ key: z.string(), name: z.string(), description: z.string(), limit: Money.nullable(), deductible: Money.nullable() })),
    limits: z.record(z.string(), Money),
    deductibles: z.record(z.string(), Money),
  }),
  premiumDetail: z
    .object({
      premium: Money,
      fees: z.array(z.object({ code: z.string(), label: z.string(), amount: Money })),
      taxes: z.array(z.object({ code: z.string(), label: z.string(), rate: z.number(), amount: Money })),
      total: Money,
    })
    .nullable(),
  worksheet: z
    .array(z.object({ step: z.string(), label: z.string(), factor: z.number().nullable(), amount: Money, running: Money }))
    .nullable()
    .describe("Every rating step with its factor and the running premium"),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetail>;
export const ApplicationDetailResponse = envelope(ApplicationDetail);

// Any other key is read only to refuse it: a rating factor with 409 (re-quote to change it), anything else with 400.
export const ReferralDecisionRequest = z
  .object({
    decision: z.enum(["approve", "decline"]).describe("approve: the application is re-rated with its referrals approved; decline: it ends declined"),
    note: z.string().trim().min(1, "write a note: the agent reads it").max(2000).describe("The underwriter's reasons, shown to the agent"),
  })
  .strict()
  .describe("A carrier underwriter's decision on a referred application (the underwriting desk)");

export const ReferralNoteRequest = z
  .object({
    note: z.string().trim().min(1, "write the note for the underwriter").max(2000).describe("What the underwriter should know: loss runs, controls, context"),
  })
  .strict();

export const FormRequest = z
  .object({ form_payload: z.record(z.string(), z.unknown()).describe("Answers by question key; null clears one") })
  .partial()
  .loose()
  .describe("Only form_payload: any rating factor here is refused with 409 (re-quote to change it)");
