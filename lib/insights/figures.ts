// The insights' arithmetic (decision 046), pure: the period's defaults and bounds, ratios, funnels per line,
// every month a period touches, and where a renewal stands. No I/O: the use case gives it rows.
import { addDays } from "@/lib/dates";

export const LINES = ["BOP", "CGL", "PL", "TI"] as const;
export type Line = (typeof LINES)[number];

/** The default period: the 90 days ending today. */
export const DEFAULT_PERIOD_DAYS = 90;

export interface Period {
  from: string;
  to: string;
  /** [start, end) in UTC instants: `to` is included, so end is the next day's midnight. */
  start: Date;
  end: Date;
}

/** The period asked for, with its defaults: `to` today, `from` 89 days before `to`. */
export function periodOf(query: { from?: string; to?: string }, today: string): Period {
  const to = query.to ?? (query.from && query.from > today ? addDays(query.from, DEFAULT_PERIOD_DAYS - 1) : today);
  const from = query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  return { from, to, start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00Z`) };
}

/** bound ÷ quoted, rounded to 4 places; null when nothing was quoted. */
export function hitRatio(bound: number, quoted: number): number | null {
  return quoted > 0 ? Math.round((bound / quoted) * 10_000) / 10_000 : null;
}

export interface Funnel {
  started: number;
  quoted: number;
  bound: number;
  hitRatio: number | null;
}

const funnel = (started: number, quoted: number, bound: number): Funnel => ({ started, quoted, bound, hitRatio: hitRatio(bound, quoted) });

/** Sums program rows per line (lines in the order BOP, CGL, PL, TI, lines with none left out) and overall. */
export function funnels<R extends { line: string; started: number; quoted: number; bound: number }>(
  rows: R[],
): { totals: Funnel; byLine: Array<Funnel & { line: Line }> } {
  const byLine = LINES.flatMap((line) => {
    const of = rows.filter((r) => r.line === line);
    if (!of.length) return [];
    return [{ line, ...funnel(sum(of, "started"), sum(of, "quoted"), sum(of, "bound")) }];
  });
  return { totals: funnel(sum(rows, "started"), sum(rows, "quoted"), sum(rows, "bound")), byLine };
}

function sum<R, K extends keyof R>(rows: R[], key: K): number {
  return rows.reduce((n, r) => n + Number(r[key]), 0);
}

/** Every month (YYYY-MM) from `from`'s to `to`'s, oldest first. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const [ty, tm] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, "0")}`);
    m++;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/** The months' rows with the months nothing was written in filled with zeros. */
export function fillMonths<R extends { month: string }>(from: string, to: string, rows: R[], empty: (month: string) => R): R[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return monthsOf(from, to).map((month) => byMonth.get(month) ?? empty(month));
}

export type RenewalStatus = "not_yet_offered" | "rating" | "offered" | "referred" | "declined" | "lapsed" | "renewed";

/** Where a renewal stands, by the same rule as GET /v1/policies/{id}/renewal (lib/policies/renewal-offer.ts). */
export function renewalStatus(row: { renewed: boolean; offerStatus: string | null; offerValidUntil: Date | null }, now: Date): RenewalStatus {
  if (row.renewed) return "renewed";
  if (!row.offerStatus) return "not_yet_offered";
  if (row.offerValidUntil && row.offerValidUntil.getTime() <= now.getTime()) return "lapsed";
  if (row.offerStatus === "pending") return "rating";
  if (row.offerStatus === "success") return "offered";
  if (row.offerStatus === "referred") return "referred";
  return "declined";
}

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
export function daysUntil(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
