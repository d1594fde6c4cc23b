// The insights report -> the API's shape (GET /v1/reports/insights): money leaves cents here.
import "server-only";
import type { InsightsReport } from "@/lib/insights/report";
import { fromCents } from "@/lib/schemas/common";
import type { InsightsReportView } from "@/lib/schemas/reports";

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export function insightsReportView(r: InsightsReport): InsightsReportView {
  return {
    period: { ...r.period, generatedAt: r.period.generatedAt.toISOString() },
    producers: r.producers,
    totals: r.totals,
    byLine: r.byLine,
    byProgram: r.byProgram.map((p) => ({
      programId: p.programId,
      programCode: p.programCode,
      programName: p.programName,
      carrierName: p.carrierName,
      line: p.line as InsightsReportView["byProgram"][number]["line"],
      started: p.started,
      quoted: p.quoted,
      bound: p.bound,
      hitRatio: p.hitRatio,
    })),
    premiumByMonth: r.premiumByMonth.map((m) => ({ month: m.month, policies: m.policies, premium: fromCents(m.premiumCents), total: fromCents(m.totalCents) })),
    timeToPriced: { quotes: r.timeToPriced.quotes, averageSeconds: round1(r.timeToPriced.averageSeconds), medianSeconds: round1(r.timeToPriced.medianSeconds) },
    declineReasons: r.declineReasons,
    referralReasons: r.referralReasons,
    referralTurnaround: {
      ...r.referralTurnaround,
      averageHours: round1(r.referralTurnaround.averageHours),
      medianHours: round1(r.referralTurnaround.medianHours),
    },
    renewals: {
      within30: r.renewals.within30,
      within60: r.renewals.within60,
      within90: r.renewals.within90,
      items: r.renewals.items.map((i) => ({
        policyId: i.policyId,
        number: i.number,
        insuredName: i.insuredName,
        programCode: i.programCode,
        expirationDate: i.expirationDate,
        daysLeft: i.daysLeft,
        total: fromCents(i.totalCents),
        status: i.status,
      })),
    },
    payments: {
      failed: r.payments.failed.map((f) => ({
        paymentId: f.paymentId,
        amount: fromCents(f.amountCents),
        failureCode: f.failureCode,
        failureMessage: f.failureMessage,
        description: f.description,
        createdAt: f.createdAt.toISOString(),
        policyNumbers: f.policyNumbers,
      })),
      nonPaymentNotices: r.payments.nonPaymentNotices,
    },
  };
}
