// The client page's words for a renewal (pure): each row of the expiring term beside the renewal read in
// its unit (limits in whole dollars, dates as dates, yes and no), what changed by how much, and an answer's
// value as the agent gave it.
import type { Insured } from "./endpoints";
import { formatDate, formatLimit, formatMoney } from "./format";

export type TermRow = Insured["renewals"][number]["comparison"][number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An answer as given: Yes/No, a number with separators, a date, a list; "Not answered" when there is none. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "Not answered";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return value.toLocaleString("en-US");
  // A choice's key ("joisted_masonry") in words.
  if (typeof value === "string") return DAY.test(value) ? formatDate(value) : /^[a-z]+(_[a-z]+)+$/.test(value) ? value.replace(/_/g, " ") : value;
  if (Array.isArray(value)) return value.length ? value.map(answerText).join(", ") : "None";
  return JSON.stringify(value);
}

/** One side of a row in its unit; "Not given" when that term has none. */
export function termValue(row: Pick<TermRow, "unit" | "group" | "field">, value: unknown): string {
  if (value === null || value === undefined) return row.group === "answers" ? "Not answered" : "Not given";
  switch (row.unit) {
    case "money":
      return typeof value === "number" ? (row.group === "options" ? formatLimit(value) : formatMoney(value)) : String(value);
    case "count":
      return typeof value === "number" ? value.toLocaleString("en-US") : String(value);
    case "percent":
      return typeof value === "number" ? `${value}%` : String(value);
    case "date":
      return typeof value === "string" ? formatDate(value) : String(value);
    case "list":
      return Array.isArray(value) ? (value.length ? value.map((v) => String(v).replace(/_/g, " ")).join(", ") : "None") : String(value);
    default:
      return answerText(value);
  }
}

/** How a row changed, in words: "+$250,000.00", "-1" (a count, or an answer that is one), "Changed", or "No change". */
export function termDifference(row: TermRow): string {
  if (!row.changed) return "No change";
  const [a, b] = [row.expiring, row.renewal];
  if (typeof a === "number" && typeof b === "number" && row.unit !== "date" && row.unit !== "list") {
    const d = b - a;
    const sign = d > 0 ? "+" : "-";
    const size = Math.abs(d);
    const amount =
      row.unit === "money"
        ? row.group === "options"
          ? formatLimit(size)
          : formatMoney(size)
        : `${size.toLocaleString("en-US")}${row.unit === "percent" ? "%" : ""}`;
    const pct = row.field === "total" || row.field === "premium" ? ` (${sign}${Math.round((size / a) * 1000) / 10}%)` : "";
    return a === 0 ? `${sign}${amount}` : `${sign}${amount}${pct}`;
  }
  if (a === null || a === undefined) return "Added";
  if (b === null || b === undefined) return "Removed";
  return "Changed";
}

/** The agent, the key or the system that answered, in words. */
export function answeredByText(ref: string, people: Insured["people"]): string {
  const known = people.find((p) => p.ref === ref)?.name;
  if (known) return known;
  if (ref.startsWith("user:")) return "An agent";
  if (ref.startsWith("api_key:")) return "A partner system (API key)";
  return ref;
}
