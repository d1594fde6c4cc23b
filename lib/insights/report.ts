// The agency insights report (decision 046): the figures GET /v1/reports/insights serves and the portal's
// /insights page draws, for a period and optionally one producer, over the caller's agency only (its test
// twin is another agency, decision 043). A producer who sees only their own book (decision 045) gets only
// theirs, and may not name anyone else. Money stays in cents here; the edge writes decimals.
import "server-only";
import type { Db } from "@/lib/db/client";
import {
  agencyPeople,
  compactInsights,
  declineReasons,
  failedPayments,
  nonPaymentNotices,
  premiumByMonth,
  programFunnel,
  referralReasons,
  referralTurnaround,
  renewalCounts,
  renewalsDue,
  timeToPriced,
  type InsightsScope,
} from "@/lib/db/queries/insights";
import { addDays, isoDay } from "@/lib/dates";
import { AppError, validationError } from "@/lib/errors";
import { agencyClock } from "@/lib/policies/clock";
import { MAX_REPORT_DAYS } from "@/lib/schemas/reports";
import { daysUntil, fillMonths, funnels, periodOf, renewalStatus } from "./figures";

export interface InsightsCaller {
  agencyId: string;
  liveAgencyId: string;
  /** Set when the caller is a producer restricted to their own book. */
  ownBookOf?: string | null;
}

export type InsightsReport = Awaited<ReturnType<typeof insightsReport>>;

export async function insightsReport(db: Db, caller: InsightsCaller, query: { from?: string; to?: string; producer?: string }, wall = new Date()) {
  if (caller.ownBookOf && query.producer && query.producer !== caller.ownBookOf) {
    throw new AppError("forbidden", "You see only your own book (the agency's setting, decision 045): leave producer out, or name yourself.");
  }
  const producer = caller.ownBookOf ?? query.producer ?? null;
  const people = await agencyPeople(db, caller.liveAgencyId, caller.ownBookOf ?? null);
  if (query.producer && !people.some((p) => p.id === query.producer)) {
    throw validationError([{ path: "producer", message: "is not a user of this agency" }]);
  }
  const period = periodOf(query, isoDay(wall));
  if (daysUntil(period.from, period.to) + 1 > MAX_REPORT_DAYS) {
    throw validationError([{ path: query.from ? "from" : "to", message: `the period may be at most ${MAX_REPORT_DAYS} days` }]);
  }
  const scope: InsightsScope = { agencyId: caller.agencyId, start: period.start, end: period.end, producer };
  const clock = await agencyClock(db, caller.agencyId, wall);
  const days = { today: clock.today, d30: addDays(clock.today, 30), d60: addDays(clock.today, 60), d90: addDays(clock.today, 90) };

  // The rollups' pending changes folded in first, so the reads below sum few rows (decision 056).
  await compactInsights(db);
  const [programs, months, priced, declines, referrals, turnaround, due, dueCounts, failed, notices] = await Promise.all([
    programFunnel(db, scope),
    premiumByMonth(db, scope),
    timeToPriced(db, scope),
    declineReasons(db, scope),
    referralReasons(db, scope),
    referralTurnaround(db, scope),
    renewalsDue(db, caller.agencyId, producer, days.today, days.d90),
    renewalCounts(db, caller.agencyId, producer, days),
    failedPayments(db, scope),
    nonPaymentNotices(db, caller.agencyId, producer),
  ]);
  const { totals, byLine } = funnels(programs);
  return {
    period: { from: period.from, to: period.to, producer, today: clock.today, generatedAt: wall },
    producers: people,
    totals,
    byLine,
    byProgram: programs.map((p) => ({ ...p, ...funnels([p]).totals })),
    premiumByMonth: fillMonths(period.from, period.to, months, (month) => ({ month, policies: 0, premiumCents: 0, totalCents: 0 })),
    timeToPriced: priced,
    declineReasons: declines,
    referralReasons: referrals,
    referralTurnaround: turnaround,
    renewals: {
      ...dueCounts,
      items: due.map((r) => ({ ...r, daysLeft: daysUntil(clock.today, r.expirationDate), status: renewalStatus(r, clock.now) })),
    },
    payments: { failed, nonPaymentNotices: notices },
  };
}
