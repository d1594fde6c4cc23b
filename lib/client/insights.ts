// The insights page's words and tables (decision 046), from GET /v1/reports/insights. Each chart's table and its
// CSV come from one table definition here, so what is drawn, what is read and what is downloaded agree. Pure.
// The report's fetch lives here, not in ./endpoints, so the client module every page loads does not grow for it.
import { toCsv } from "@/lib/csv";
import { call } from "./api";

export interface InsightsFilter {
  from?: string;
  to?: string;
  producer?: string;
}

/** GET /v1/reports/insights: the agency's figures for a period, optionally one producer's. */
export function getInsightsReport(filter: InsightsFilter) {
  const query = Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
  return call((c) => c.GET("/v1/reports/insights", { params: { query } }), "InsightsReportResponse");
}
export type InsightsReport = Awaited<ReturnType<typeof getInsightsReport>>;

/** The report's query key, by period and producer. */
export const insightsKey = (filter: InsightsFilter) => ["reports", "insights", filter] as const;

export interface Table {
  /** The CSV's name and the table's caption. */
  name: string;
  caption: string;
  headers: string[];
  rows: string[][];
}

/** A ratio 0..1 as a whole percentage; "no quotes" when there is none. */
export function percent(ratio: number | null): string {
  return ratio === null ? "no quotes" : `${Math.round(ratio * 100)}%`;
}

/** A duration a person reads: "under a second", "45 s", "3 min 20 s", "2 h 5 min", "3.5 days". */
export function duration(seconds: number | null): string {
  if (seconds === null) return "none yet";
  if (seconds < 1) return "under a second";
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) {
    const m = Math.floor(seconds / 60);
    const s = Math.round(seconds - m * 60);
    return s ? `${m} min ${s} s` : `${m} min`;
  }
  if (seconds < 48 * 3600) {
    const h = Math.floor(seconds / 3600);
    const m = Math.round((seconds - h * 3600) / 60);
    return m ? `${h} h ${m} min` : `${h} h`;
  }
  return `${Math.round((seconds / 86400) * 10) / 10} days`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11" -> "Nov 2026". */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
}

/** Money as the tables show it and the CSV holds it: two decimals, no currency sign (a spreadsheet sums it). */
const amount = (n: number) => n.toFixed(2);

export const RENEWAL_WORDS: Record<InsightsReport["renewals"]["items"][number]["status"], string> = {
  not_yet_offered: "Not offered yet",
  rating: "Offer being priced",
  offered: "Offered, waiting for payment",
  referred: "Offer referred to an underwriter",
  declined: "Offer declined",
  lapsed: "Offer lapsed",
  renewed: "Renewed",
};

export function programTable(r: InsightsReport): Table {
  return {
    name: "hit-ratio-by-program",
    caption: "Quote requests, quotes and binds per carrier program",
    headers: ["Program", "Carrier", "Line", "Quote requests", "Quoted", "Bound", "Hit ratio"],
    rows: r.byProgram.map((p) => [
      `${p.programName} (${p.programCode})`,
      p.carrierName,
      p.line,
      String(p.started),
      String(p.quoted),
      String(p.bound),
      percent(p.hitRatio),
    ]),
  };
}

export function lineTable(r: InsightsReport): Table {
  return {
    name: "hit-ratio-by-line",
    caption: "Quote requests, quotes and binds per line of business",
    headers: ["Line", "Quote requests", "Quoted", "Bound", "Hit ratio"],
    rows: r.byLine.map((l) => [l.line, String(l.started), String(l.quoted), String(l.bound), percent(l.hitRatio)]),
  };
}

export function monthTable(r: InsightsReport): Table {
  return {
    name: "premium-by-month",
    caption: "Premium written by month (policies issued, new business and renewals)",
    headers: ["Month", "Policies", "Premium", "Total with fees and taxes"],
    rows: r.premiumByMonth.map((m) => [m.month, String(m.policies), amount(m.premium), amount(m.total)]),
  };
}

export function declineTable(r: InsightsReport): Table {
  return {
    name: "decline-reasons",
    caption: "Why quotes were declined, most frequent first",
    headers: ["Reason", "Code", "Declines"],
    rows: r.declineReasons.map((d) => [d.message, d.code, String(d.count)]),
  };
}

export function referralTable(r: InsightsReport): Table {
  return {
    name: "referral-reasons",
    caption: "Why quotes were referred to an underwriter, most frequent first",
    headers: ["Reason", "Rule", "Referrals"],
    rows: r.referralReasons.map((x) => [x.message ?? x.rule, x.rule, String(x.count)]),
  };
}

export function renewalTable(r: InsightsReport): Table {
  return {
    name: "renewals-due",
    caption: "Policies expiring in the next 90 days",
    headers: ["Policy", "Insured", "Program", "Expires", "Days left", "Expiring total", "Renewal"],
    rows: r.renewals.items.map((i) => [i.number, i.insuredName, i.programCode, i.expirationDate, String(i.daysLeft), amount(i.total), RENEWAL_WORDS[i.status]]),
  };
}

export function failedPaymentTable(r: InsightsReport): Table {
  return {
    name: "failed-payments",
    caption: "Charges that failed in the period, newest first",
    headers: ["When", "Amount", "For", "Policies", "Why"],
    rows: r.payments.failed.map((f) => [
      f.createdAt.slice(0, 10),
      amount(f.amount),
      f.description,
      f.policyNumbers.join(" "),
      f.failureMessage ?? f.failureCode ?? "Not given",
    ]),
  };
}

export function noticeTable(r: InsightsReport): Table {
  return {
    name: "non-payment-notices",
    caption: "Policies in a non-payment notice",
    headers: ["Policy", "Insured", "Cancels on"],
    rows: r.payments.nonPaymentNotices.map((n) => [n.number, n.insuredName, n.cancellationDate]),
  };
}

/** A table as CSV (formulas defused by lib/csv). */
export function tableCsv(t: Table): string {
  return toCsv([t.headers, ...t.rows]);
}

/** The file name a table downloads as: its name, the period, and the producer's when one is chosen. */
export function csvFileName(t: Table, r: InsightsReport): string {
  return `${t.name}-${r.period.from}-to-${r.period.to}${r.period.producer ? `-producer-${r.period.producer.slice(0, 8)}` : ""}.csv`;
}

/** The period's headline in a sentence. */
export function headline(r: InsightsReport): string {
  const t = r.totals;
  if (!t.started) return "No quotes were started in this period.";
  const q = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
  return `${q(t.started, "quote request", "quote requests")}, ${q(t.quoted, "quoted", "quoted")} and ${q(t.bound, "bound", "bound")}: a hit ratio of ${percent(t.hitRatio)}.`;
}
