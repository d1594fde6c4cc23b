// Clients (decision 030): the insured a folio and its policies belong to. Requests and views of
// /v1/insureds; money as decimals here, integer cents inside.
import { z } from "zod";
import { DateString, Money, MoneyInput, Timestamp, envelope, oneLine, Livemode } from "./common";
import { ClientRecordFields } from "./client-record";

// The client record's parts, exported here so the OpenAPI document names them with the insured's schemas.
export { ClientCertificate, ClientMessage, ClientPayLink, ClientPayment, ClientRenewal } from "./client-record";
import { CardStatus, Country, UsState } from "./quote";

const Zip = z.string().regex(/^\d{5}(-\d{4})?$/, "must be a 5-digit ZIP code or ZIP+4");

export const AddressInput = z
  .object({
    line1: oneLine(1, 200).optional(),
    line2: oneLine(1, 200).optional(),
    city: oneLine(1, 100).optional(),
    state: UsState,
    zip: Zip,
  })
  .strict();

export const ContactInput = z
  .object({
    name: oneLine(1, 200),
    email: z.email("must be an email address").max(254).optional(),
    phone: z
      .string()
      .regex(/^\+?[0-9 ().-]{7,25}$/, "must be a phone number (digits, spaces, + ( ) . -)")
      .optional(),
  })
  .strict();

export const ExposureInput = z
  .object({
    policyYear: z.number().int().min(2000).max(2100).describe("The policy year these figures are for (the year a term starts)"),
    annualRevenue: MoneyInput.optional(),
    annualPayroll: MoneyInput.optional().describe("The year's payroll, owners' pay included"),
    employeeCount: z.number().int().min(0).max(100_000).optional(),
    squareFootage: z.number().int().min(0).max(100_000_000).optional(),
    subcontractedCost: MoneyInput.optional(),
  })
  .strict();

export const PersonInput = z
  .object({
    firstName: oneLine(1, 100),
    lastName: oneLine(1, 100),
    dateOfBirth: DateString,
    residenceState: UsState.optional(),
    countryOfResidence: Country.optional(),
  })
  .strict();

export const ENTITY_TYPES = ["llc", "corporation", "s_corporation", "partnership", "sole_proprietorship", "nonprofit", "other"] as const;

const Fein = z
  .string()
  .regex(/^\d{2}-?\d{7}$/, "must be a 9-digit FEIN (12-3456789)")
  .describe("Federal employer identification number; answered masked (**-***6789)");

const InsuredFields = {
  name: oneLine(1, 200).describe("The business's legal name; for a person, defaults to first and last name"),
  dba: oneLine(1, 200).nullable().describe("Doing business as"),
  entityType: z.enum(ENTITY_TYPES).nullable(),
  fein: Fein.nullable(),
  contacts: z.array(ContactInput).max(10),
  mailingAddress: AddressInput.nullable(),
  locations: z.array(AddressInput).max(50).describe("Premises, the first the primary"),
  classCodes: z
    .array(z.string().regex(/^\d{4,6}$/, "must be a 4 to 6 digit class code"))
    .max(5)
    .describe("NAICS class codes, the first the primary: create-quote takes the first when class_code is left out"),
  exposures: z
    .array(ExposureInput)
    .max(20)
    .describe("Figures by policy year; each recorded with when and by what (an update keeps the earlier figures as history)"),
  person: PersonInput.nullable().describe("A person (travel insureds): the traveller"),
};

const uniqueYears = (exposures: Array<{ policyYear: number }> | undefined, ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  exposures?.forEach((e, i) => {
    if (seen.has(e.policyYear)) ctx.addIssue({ code: "custom", path: ["exposures", i, "policyYear"], message: "appears twice: one entry per policy year" });
    seen.add(e.policyYear);
  });
};

export const CreateInsuredRequest = z
  .object({
    kind: z.enum(["business", "person"]).describe("business: a company (small-business lines); person: a traveller (travel)"),
    ...InsuredFields,
  })
  .partial()
  .required({ kind: true })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === "business" && !v.name) ctx.addIssue({ code: "custom", path: ["name"], message: "is required for a business" });
    if (v.kind === "person" && !v.person)
      ctx.addIssue({ code: "custom", path: ["person"], message: "is required for a person (first name, last name, date of birth)" });
    if (v.kind === "person" && v.person === null) ctx.addIssue({ code: "custom", path: ["person"], message: "is required for a person" });
    uniqueYears(v.exposures, ctx);
  });
export type CreateInsuredRequest = z.infer<typeof CreateInsuredRequest>;

export const UpdateInsuredRequest = z
  .object(InsuredFields)
  .partial()
  .strict()
  .superRefine((v, ctx) => uniqueYears(v.exposures, ctx))
  .describe(
    "Only what changes: lists given replace the insured's (exposures are recorded per policy year, the earlier figures kept as history); null clears a field",
  );
export type UpdateInsuredRequest = z.infer<typeof UpdateInsuredRequest>;

export const ListInsuredsQuery = z
  .object({
    q: z.string().trim().min(1).max(100).optional().describe("Name or DBA contains (case-insensitive), or a FEIN's 9 digits"),
    kind: z.enum(["business", "person"]).optional(),
    archived: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true")
      .describe("true: the archived insureds only"),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(200).optional(),
  })
  .strict();

const Address = z.object({ line1: z.string().optional(), line2: z.string().optional(), city: z.string().optional(), state: z.string(), zip: z.string() });

export const ExposureView = z.object({
  policyYear: z.number().int(),
  annualRevenue: Money.nullable(),
  annualPayroll: Money.nullable(),
  employeeCount: z.number().int().nullable(),
  squareFootage: z.number().int().nullable(),
  subcontractedCost: Money.nullable(),
  recordedAt: Timestamp,
  source: z.string().describe('What recorded these figures: "api", "portal", or "quote:<quoteId>"'),
});

export const InsuredView = z.object({
  id: z.uuid(),
  object: z.literal("insured"),
  livemode: Livemode,
  kind: z.enum(["business", "person"]),
  name: z.string(),
  dba: z.string().nullable(),
  entityType: z.enum(ENTITY_TYPES).nullable(),
  fein: z.string().nullable().describe("Masked: **-***6789"),
  contacts: z.array(z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })),
  mailingAddress: Address.nullable(),
  locations: z.array(Address),
  classCodes: z.array(z.string()),
  exposures: z.array(ExposureView).describe("Each policy year's current figures, newest year first"),
  exposureHistory: z.array(ExposureView).describe("Every recorded entry, newest first (at most 50 kept)"),
  person: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      dateOfBirth: DateString,
      residenceState: z.string().nullable(),
      countryOfResidence: z.string().nullable(),
    })
    .nullable(),
  answers: z
    .array(
      z.object({
        questionId: z.string().describe("The question bank's id; a program's application question of the same id (or x-question) is answered by it"),
        question: z.string(),
        section: z.enum(["business", "operations", "premises", "loss_history", "trip"]),
        value: z.unknown(),
        answeredAt: Timestamp,
        answeredBy: z.string().describe('"user:<id>" or "api_key:<id>"'),
        source: z.string().describe('"application:<quoteRequestId>": the application it was given to; "api": POST /v1/insureds/{insuredId}/answers'),
        confirmedAt: Timestamp.nullable().describe("When it was last given again unchanged (confirmed for a renewal), or null"),
      }),
    )
    .describe("The client's answers to the question bank, in the bank's order: every program's application of this client is pre-filled with them"),
  archived: z.boolean(),
  archivedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type InsuredView = z.infer<typeof InsuredView>;

export const InsuredDetail = InsuredView.extend({
  quotes: z
    .array(
      z.object({
        quoteId: z.uuid(),
        groupId: z.uuid(),
        createdAt: Timestamp,
        renewalOfPolicyId: z.uuid().nullable(),
        programs: z.array(z.object({ code: z.string(), name: z.string(), attemptNumber: z.number().int(), status: CardStatus })),
      }),
    )
    .describe("The insured's quote folios, newest first (at most 50; GET /v1/quote?insuredId= pages through all)"),
  policies: z
    .array(
      z.object({
        id: z.uuid(),
        number: z.string(),
        status: z.enum(["active", "cancelled"]).describe("As stored: GET /v1/policies/{id} tells scheduled, in force, expired or cancelled"),
        effectiveDate: DateString,
        expirationDate: DateString,
        total: Money,
        createdAt: Timestamp,
      }),
    )
    .describe("The insured's policies, newest first (at most 50)"),
  ...ClientRecordFields,
});

export const InsuredResponse = envelope(InsuredView);
export const InsuredDetailResponse = envelope(InsuredDetail);
export const InsuredListResponse = envelope(z.object({ items: z.array(InsuredView), nextCursor: z.string().nullable() }));
