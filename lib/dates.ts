// Calendar dates (YYYY-MM-DD, UTC days): the arithmetic policies, quotes and rating share (pure).

interface Ymd {
  y: number;
  m: number; // 1-12
  d: number;
}

/** The parts of a YYYY-MM-DD date; a RangeError for anything else. */
export function parseIsoDate(date: string): Ymd {
  const match = typeof date === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${String(date)}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

/** Today's date in UTC. */
export function isoDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `years` later; 29 February rolls to 28 February in a non-leap year, as policy terms do. */
export function addYears(date: string, years: number): string {
  const { y, m, d } = parseIsoDate(date);
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month (month0 is 0-based). */
export function daysInMonth(y: number, month0: number): number {
  return month0 === 1 && isLeap(y) ? 29 : MONTH_DAYS[month0]!;
}

/**
 * The date `months` months after `start`, on its day of month clamped to the month's last day. Counted
 * from the start each time, so 31 Jan -> 28/29 Feb -> 31 Mar (not 28 Mar).
 */
export function addMonths(start: string, months: number): string {
  const { y: sy, m: sm, d: sd } = parseIsoDate(start);
  const index = sm - 1 + months;
  const y = sy + Math.floor(index / 12);
  const m0 = ((index % 12) + 12) % 12;
  const d = Math.min(sd, daysInMonth(y, m0));
  return `${pad(y, 4)}-${pad(m0 + 1, 2)}-${pad(d, 2)}`;
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/** Age in whole years on `onDate` (a 29 February birthday is reached on 1 March in other years). */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const b = parseIsoDate(dateOfBirth);
  const o = parseIsoDate(onDate);
  const birthdayReached = o.m > b.m || (o.m === b.m && o.d >= b.d);
  return o.y - b.y - (birthdayReached ? 0 : 1);
}
