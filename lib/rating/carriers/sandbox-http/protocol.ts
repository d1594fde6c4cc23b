// The JSON/HTTP carrier wire protocol, shared by our adapter (client) and the sandbox carrier (server).
//
//   POST {baseUrl}/v1/quotes     Idempotency-Key: <requestId>
//     body  QuoteRequestWire
//     200   QuotedReplyWire | DeclinedReplyWire
//     4xx/5xx ErrorReplyWire (429 may carry Retry-After in seconds)
//   GET  {baseUrl}/health        200 { ok: true }
//
// Replies are validated strictly: the carrier is outside our trust boundary and a bad price must never
// reach a customer, so anything that does not parse (or whose totals do not add up) is a failed rating.
import { z } from "zod";

import type { DeclineCode } from "@/lib/rating/types";

export const QUOTES_PATH = "/v1/quotes";
export const HEALTH_PATH = "/health";
export const IDEMPOTENCY_HEADER = "idempotency-key";

const isoDate = z.iso.date();
const cents = z.int().nonnegative();
const signedCents = z.int();
const usState = z.string().regex(/^[A-Z]{2}$/, "expected an upper-case USPS state code");
const country = z.string().regex(/^[A-Z]{2}$/, "expected an upper-case ISO 3166-1 alpha-2 code");

// ---- request --------------------------------------------------------------------------------------

export const BusinessRiskWireSchema = z.object({
  kind: z.literal("business"),
  classCode: z.string().min(1),
  businessName: z.string().min(1),
  mailingState: usState,
  mailingZip: z.string().regex(/^\d{5}$/, "expected a 5-digit ZIP code"),
  employeeCount: z.int().nonnegative(),
  annualRevenueCents: cents,
  annualPayrollCents: cents.optional(),
  subcontractedCostCents: cents.optional(),
  effectiveDate: isoDate,
});

export const TravellerWireSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  dateOfBirth: isoDate,
  tripCostCents: cents.optional(),
});

export const TravelRiskWireSchema = z.object({
  kind: z.literal("travel"),
  countryOfResidence: country,
  residenceState: usState.optional(),
  destinationCountry: country,
  startDate: isoDate,
  endDate: isoDate,
  tripCostCents: cents,
  insureds: z.array(TravellerWireSchema).min(1),
});

export const RiskWireSchema = z.discriminatedUnion("kind", [BusinessRiskWireSchema, TravelRiskWireSchema]);

export const QuoteRequestWireSchema = z.object({
  requestId: z.string().min(1).max(200),
  programCode: z.string().min(1),
  asOf: isoDate,
  risk: RiskWireSchema,
  options: z.record(z.string(), z.number()),
  /** Endorsement keys added to the program's included ones; each is priced as a worksheet line. */
  endorsements: z.array(z.string().min(1)).optional(),
  /** The application's answers so far and the referral rules an underwriter approved for them. */
  answers: z.record(z.string(), z.unknown()).optional(),
  approvedReferrals: z.array(z.string()).optional(),
});
export type QuoteRequestWire = z.infer<typeof QuoteRequestWireSchema>;

// ---- replies --------------------------------------------------------------------------------------

export const DECLINE_CODES = [
  "class_out_of_appetite",
  "revenue_over_cap",
  "employees_over_cap",
  "state_not_written",
  "trip_too_long",
  "trip_cost_over_cap",
  "traveller_age_over_max",
  "destination_excluded",
  "residence_not_written",
  "underwriting_knockout",
] as const satisfies readonly DeclineCode[];

const FeeLineWireSchema = z.object({ code: z.string().min(1), label: z.string(), amountCents: cents });
const TaxLineWireSchema = z.object({
  code: z.string().min(1),
  label: z.string(),
  rate: z.number().nonnegative(),
  amountCents: cents,
});

export const PremiumWireSchema = z
  .object({
    premiumCents: cents,
    fees: z.array(FeeLineWireSchema),
    taxes: z.array(TaxLineWireSchema),
    feesCents: cents,
    taxesCents: cents,
    totalCents: cents,
  })
  .superRefine((p, ctx) => {
    const sum = (lines: { amountCents: number }[]) => lines.reduce((acc, l) => acc + l.amountCents, 0);
    if (p.totalCents !== p.premiumCents + p.feesCents + p.taxesCents) {
      ctx.addIssue({
        code: "custom",
        path: ["totalCents"],
        message: `totalCents ${p.totalCents} != premiumCents ${p.premiumCents} + feesCents ${p.feesCents} + taxesCents ${p.taxesCents}`,
      });
    }
    if (p.feesCents !== sum(p.fees)) {
      ctx.addIssue({ code: "custom", path: ["feesCents"], message: `feesCents ${p.feesCents} != sum of fees ${sum(p.fees)}` });
    }
    if (p.taxesCents !== sum(p.taxes)) {
      ctx.addIssue({ code: "custom", path: ["taxesCents"], message: `taxesCents ${p.taxesCents} != sum of taxes ${sum(p.taxes)}` });
    }
  });

export const WorksheetLineWireSchema = z.object({
  step: z.string().min(1),
  label: z.string(),
  factor: z.number().optional(),
  amountCents: signedCents, // credits (e.g. a deductible credit) are negative
  runningCents: cents,
});

export const NoticeWireSchema = z.object({
  text: z.string(),
  type: z.literal("notice"),
  level: z.enum(["underwriting", "regulatory", "info"]),
});

export const QuotedReplyWireSchema = z.object({
  status: z.literal("quoted"),
  quoteId: z.string().min(1),
  applicationId: z.string().min(1),
  externalId: z.string().nullable(),
  premium: PremiumWireSchema,
  worksheet: z.array(WorksheetLineWireSchema),
  notices: z.array(NoticeWireSchema),
  /** Referral rules that matched and are not approved: priced, not bindable until an underwriter approves. */
  referrals: z.array(z.object({ rule: z.string().min(1), message: z.string() })).optional(),
});
export type QuotedReplyWire = z.infer<typeof QuotedReplyWireSchema>;

export const DeclinedReplyWireSchema = z.object({
  status: z.literal("declined"),
  applicationId: z.string().min(1),
  reasons: z.array(z.object({ code: z.enum(DECLINE_CODES), message: z.string(), rule: z.string().optional() })).min(1),
});
export type DeclinedReplyWire = z.infer<typeof DeclinedReplyWireSchema>;

export const QuoteReplyWireSchema = z.discriminatedUnion("status", [QuotedReplyWireSchema, DeclinedReplyWireSchema]);
export type QuoteReplyWire = z.infer<typeof QuoteReplyWireSchema>;

export const ErrorReplyWireSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorReplyWire = z.infer<typeof ErrorReplyWireSchema>;

/** "premium.totalCents: totalCents 10 != ...; worksheet: expected array" — short enough for a failure reason. */
export function describeIssues(error: z.ZodError, max = 3): string {
  const parts = error.issues.slice(0, max).map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message));
  const more = error.issues.length - max;
  return parts.join("; ") + (more > 0 ? `; and ${more} more` : "");
}
