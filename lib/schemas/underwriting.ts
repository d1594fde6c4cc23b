// The underwriting desk (issue 31 item 2, decision 040): a carrier's underwriters see the referrals of the
// carrier's programs from every appointed agency, oldest first, and decide each with a note.
import { z } from "zod";
import { DateString, Money, Timestamp, envelope } from "./common";
import { CardStatus, ProgramType } from "./quote";

export const ListReferralsQuery = z
  .object({
    status: z.enum(["open", "decided"]).default("open").describe("open: waiting for a decision, oldest first; decided: decided ones, newest first"),
    program: z.string().trim().min(1).max(40).optional().describe("A program code of the carrier's, e.g. KM-BOP"),
    state: z
      .string()
      .regex(/^[A-Z]{2}$/, "a USPS state code such as IL")
      .optional()
      .describe("The risk's state (the business's mailing state, or the traveller's residence)"),
    agency: z.uuid().optional().describe("One agency's referrals"),
    older_than_hours: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 365)
      .optional()
      .describe("Only referrals waiting at least this many hours"),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
  })
  .strict();
export type ListReferralsQuery = z.infer<typeof ListReferralsQuery>;

export const ReferralSummary = z.object({
  object: z.literal("referral"),
  id: z.uuid().describe("The application's id (its quoteRequestId)"),
  quoteId: z.uuid(),
  status: CardStatus.describe("referred: waiting for a decision; quoting, quoted, declined, bound...: after one"),
  agency: z.object({ id: z.uuid(), name: z.string() }),
  program: z.object({ id: z.uuid(), code: z.string(), name: z.string(), type: ProgramType }),
  insuredName: z.string(),
  state: z.string().nullable(),
  classCode: z.string().nullable().describe("The business's class; null for travel"),
  effectiveDate: DateString.nullable(),
  referredAt: Timestamp.describe("When the answers referred it (when it was last rated)"),
  total: Money.nullable().describe("The price the answers give, decided or not"),
  reasons: z.array(z.object({ rule: z.string(), message: z.string() })).describe("Why it was referred (empty once decided)"),
  agencyNote: z.string().nullable().describe("The agency's note to the underwriter"),
  decision: z
    .object({ decision: z.enum(["approved", "declined"]), note: z.string(), by: z.string(), at: Timestamp })
    .nullable()
    .describe("The last decision, with its note and the underwriter's name"),
});

export const ReferralDetail = ReferralSummary.extend({
  risk: z
    .array(z.object({ label: z.string(), value: z.string() }))
    .describe("The risk as rated, in words: business, class, state and ZIP, revenue, payroll, employees, or the trip"),
  answers: z
    .array(z.object({ key: z.string(), question: z.string(), answer: z.string() }))
    .describe("The application's answers, with the program's wording of each question"),
});

export const ReferralListResponse = envelope(
  z.object({
    items: z.array(ReferralSummary),
    nextCursor: z.string().nullable(),
    programs: z.array(z.object({ code: z.string(), name: z.string() })).describe("The carrier's programs, for the program filter"),
    agencies: z.array(z.object({ id: z.uuid(), name: z.string() })).describe("The agencies appointed for the carrier's programs, for the agency filter"),
  }),
);
export const ReferralResponse = envelope(ReferralDetail);
