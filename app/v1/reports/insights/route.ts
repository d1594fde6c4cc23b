import { apiRoute } from "@/lib/api/route";
import { insightsReportView } from "@/lib/api/serializers/insights";
import { insightsReport } from "@/lib/insights/report";
import { InsightsReportQuery, InsightsReportResponse } from "@/lib/schemas/reports";

// GET /v1/reports/insights: the agency's quotes, binds, premium, declines, referrals, renewals and failing payments for a period (decision 046).
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "getInsightsReport",
    tag: "Reports",
    summary: "Report the agency's quoting, binding and servicing figures for a period",
    description:
      "For the period from..to (UTC days, to included; default the 90 days ending today) and optionally one producer: quote requests started, quoted and bound with the hit ratio, per line and per carrier program; premium written by month; the time from creating a quote to its last card answered; the top decline and referral reasons and how long underwriters took; renewals due in the next 30, 60 and 90 days with where each stands; failed charges and policies in a non-payment notice. Only the caller's agency and mode; a producer restricted to their own book sees only theirs.",
  },
  query: InsightsReportQuery,
  response: { data: InsightsReportResponse.shape.data, description: "The figures of the period" },
  handler: async ({ db, agency, query }) => insightsReportView(await insightsReport(db, agency, query)),
});

export * from "@/app/v1/fallback";
