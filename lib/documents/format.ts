// Text shown in the PDFs: money, dates and the WinAnsi character set of the standard fonts.
// Pure and locale-free (no Intl): ICU versions differ in spacing characters (U+202F in times), and
// the output must be byte-identical for the same data on any machine.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** Integer cents as US dollars: 419167 -> "$4,191.67", -1250 -> "-$12.50". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be an integer number of cents, got ${cents}`);
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = String(abs % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}$${dollars}.${rest}`;
}

/** A limit: whole dollars without cents ("$1,000,000"), anything else as money ("$1,234.50"). */
export function formatLimit(cents: number): string {
  const money = formatCents(cents);
  return cents % 100 === 0 ? money.slice(0, -3) : money;
}

/** A tax rate as a percentage: 0.0325 -> "3.25%" (up to 4 decimals, trailing zeros dropped). */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) throw new RangeError(`Invalid rate ${rate}`);
  return `${Number((rate * 100).toFixed(4))}%`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date "2026-12-01" -> "Dec 1, 2026". */
export function formatDate(isoDate: string): string {
  const m = DATE.exec(isoDate);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month || Number(m[3]) < 1 || Number(m[3]) > 31) throw new RangeError(`Invalid date ${JSON.stringify(isoDate)}, expected YYYY-MM-DD`);
  return `${month} ${Number(m[3])}, ${m[1]}`;
}

/** An instant, shown in UTC so it reads the same wherever it is rendered: "Nov 22, 2026, 15:04 UTC". */
export function formatTimestamp(iso: string): string {
  const d = parseTimestamp(iso);
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

/** Parses an ISO 8601 timestamp that names its offset ("Z" or "+02:00"); a bare local time is refused. */
export function parseTimestamp(iso: string): Date {
  const d = new Date(iso);
  if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/.test(iso) || Number.isNaN(d.getTime())) {
    throw new RangeError(`Invalid timestamp ${JSON.stringify(iso)}, expected ISO 8601 with an offset`);
  }
  return d;
}

// WinAnsiEncoding (PDF 32000-1, Annex D): printable ASCII, Latin-1 from U+00A0, and 27 characters
// placed in 0x80-0x9F. The same 218 code points pdf-lib's Helvetica reports (a test checks it).
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const codePoints = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const WIN_ANSI = new Set<number>([...codePoints(0x20, 0x7e), ...codePoints(0xa0, 0xff), ...[...WIN_ANSI_EXTRA].map((ch) => ch.codePointAt(0)!)]);

export const WIN_ANSI_CODE_POINTS: ReadonlySet<number> = WIN_ANSI;

/**
 * Text the standard (WinAnsi) fonts can draw. NFC first, so a decomposed "e" + diaeresis becomes
 * "ë"; tabs and Unicode spaces become a space; zero-width characters go; line breaks become "\n";
 * anything else outside WinAnsi (emoji, CJK, arrows) becomes one "?" per character, not per UTF-16 unit.
 */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC").replace(/\r\n?|[\u2028\u2029]/g, "\n")) {
    const c = ch.codePointAt(0)!;
    if (WIN_ANSI.has(c) || c === 0x0a) out += ch;
    else if (/^[\t\u2000-\u200a\u202f\u205f\u3000]$/.test(ch)) out += " ";
    else if (/^[\u200b-\u200d\u2060\ufeff]$/.test(ch)) continue;
    else out += "?";
  }
  return out;
}
