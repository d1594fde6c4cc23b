// Agency insights (decision 046): GET /v1/reports/insights, the figures the portal's /insights page draws.
import { z } from "zod";
import { DateString, Money, PROGRAM_TYPES, Timestamp, envelope } from "./common";

/** The longest period one report covers (two years and a day, so any two calendar years fit). */
export const MAX_REPORT_DAYS = 731;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const InsightsReportQuery = z
  .object({
    from: DateString.optional().describe("The period's first day (UTC), YYYY-MM-DD; default 89 days before `to`"),
    to: DateString.optional().describe("The period's last day (UTC, included), YYYY-MM-DD; default today"),
    producer: z
      .uuid({ message: "must be a user id (a UUID)" })
      .optional()
      .describe(
        "Only the book of this portal user: the quotes they started and the policies bound from them (decision 045). A producer who sees only their own book may name only themselves",
      ),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: "custom", path: ["from"], message: "must be on or before `to`" });
    else if (q.from && q.to && dayNumber(q.to) - dayNumber(q.from) + 1 > MAX_REPORT_DAYS)
      ctx.addIssue({ code: "custom", path: ["from"], message: `the period may be at most ${MAX_REPORT_DAYS} days` });
  });
export type InsightsReportQuery = z.infer<typeof InsightsReportQuery>;

const Count = z.number().int().nonnegative();
const Ratio = z.number().nullable().describe("bound ÷ quoted, 0 to 1; null when nothing was quoted");

const Funnel = z.object({
  started: Count.describe(
    "Quote requests: one per program asked for in a quote started in the period (re-quotes of the same quote count once, in the period of its first attempt)",
  ),
  quoted: Count.describe("Of those, priced by the carrier (referred ones included)"),
  bound: Count.describe("Of those, bound"),
  hitRatio: Ratio,
});

export const InsightsReportView = z.object({
  period: z.object({
    from: DateString,
    to: DateString.describe("Included"),
    producer: z.uuid().nullable().describe("The producer whose book this is; null for the agency's whole book (or the caller's whole visible book)"),
    today: DateString.describe("The agency's servicing day (the sandbox clock in test mode) that renewals and notices count from"),
    generatedAt: Timestamp,
  }),
  producers: z
    .array(z.object({ id: z.uuid(), name: z.string(), email: z.string() }))
    .describe("The agency's portal users who may be named in `producer` (for a producer restricted to their own book: only themselves)"),
  totals: Funnel,
  byLine: z
    .array(Funnel.extend({ line: z.enum(PROGRAM_TYPES) }))
    .describe("Per line of business, in the order BOP, CGL, PL, TI; lines with no quotes left out"),
  byProgram: z
    .array(
      Funnel.extend({
        programId: z.uuid(),
        programCode: z.string(),
        programName: z.string(),
        carrierName: z.string(),
        line: z.enum(PROGRAM_TYPES),
      }),
    )
    .describe("Per carrier program, most quote requests first"),
  premiumByMonth: z
    .array(
      z.object({
        month: z.string().describe("YYYY-MM (UTC)"),
        policies: Count.describe("Policies issued in the month (new business and renewals)"),
        premium: Money.describe("Their premium, before fees and taxes"),
        total: Money.describe("Their total, fees and taxes included"),
      }),
    )
    .describe("Every month the period touches, oldest first, months with nothing written included"),
  timeToPriced: z
    .object({
      quotes: Count.describe("Quotes started in the period whose every program has an answer (priced, referred or declined)"),
      averageSeconds: z.number().nullable(),
      medianSeconds: z.number().nullable(),
    })
    .describe("From creating a quote to its last card answered"),
  declineReasons: z
    .array(z.object({ code: z.string(), message: z.string(), count: Count }))
    .describe("Why carriers or underwriters declined, most frequent first (at most 10)"),
  referralReasons: z
    .array(z.object({ rule: z.string(), message: z.string().nullable(), count: Count }))
    .describe("Why quotes were referred, most frequent first (at most 10)"),
  referralTurnaround: z.object({
    decided: Count.describe("Referrals of the period decided by an underwriter"),
    waiting: Count.describe("Referrals of the period still waiting for an underwriter"),
    averageHours: z.number().nullable().describe("From the quote request to the underwriter's decision"),
    medianHours: z.number().nullable(),
  }),
  renewals: z.object({
    within30: Count,
    within60: Count,
    within90: Count,
    items: z
      .array(
        z.object({
          policyId: z.uuid(),
          number: z.string(),
          insuredName: z.string(),
          programCode: z.string(),
          expirationDate: DateString,
          daysLeft: z.number().int(),
          total: Money.describe("The expiring term's total"),
          status: z
            .enum(["not_yet_offered", "rating", "offered", "referred", "declined", "lapsed", "renewed"])
            .describe("As GET /v1/policies/{policyId}/renewal says it, except that a program which does not renew shows not_yet_offered"),
        }),
      )
      .describe("Active policies expiring in the next 90 days (from `today`, whatever the period), soonest first, at most 200"),
  }),
  payments: z.object({
    failed: z
      .array(
        z.object({
          paymentId: z.uuid(),
          amount: Money,
          failureCode: z.string().nullable(),
          failureMessage: z.string().nullable(),
          description: z.string(),
          createdAt: Timestamp,
          policyNumbers: z.array(z.string()),
        }),
      )
      .describe("Charges that failed in the period, newest first, at most 100"),
    nonPaymentNotices: z
      .array(
        z.object({
          policyId: z.uuid(),
          number: z.string(),
          insuredName: z.string(),
          cancellationDate: DateString.describe("When the non-payment cancellation takes effect unless the balance is paid"),
        }),
      )
      .describe("Policies with a non-payment cancellation scheduled now, soonest first"),
  }),
});
export type InsightsReportView = z.infer<typeof InsightsReportView>;
export const InsightsReportResponse = envelope(InsightsReportView);
