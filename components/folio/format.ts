// Presentation helpers shared by the folio components: status wording and number formats.
import type { ProgramCard, QuoteFolio } from "@/lib/schemas/quote";

/** Why a card that keeps its status cannot be bound: a later attempt replaced it, or its quote expired. */
export function cardStanding(card: { superseded: boolean; expired: boolean; attemptNumber: number; latestAttemptNumber: number; program: { code: string } }) {
  if (card.superseded)
    return {
      kind: "superseded" as const,
      label: "Replaced by a later quote",
      text: `Attempt ${card.latestAttemptNumber} of ${card.program.code} replaces this attempt ${card.attemptNumber}: bind the latest quote.`,
    };
  if (card.expired)
    return {
      kind: "expired" as const,
      label: "Quote expired: re-quote",
      text: "This quote has expired: re-quote (change an option on the quote page) to bind.",
    };
  return null;
}

export type CardStatus = ProgramCard["status"];
export type PriceFrequency = "annual" | "monthly";

export const CARD_STATUS_TEXT: Record<CardStatus, string> = {
  quoting: "Quoting…",
  quoted: "Quoted",
  referred: "Referred to underwriting",
  declined: "Declined",
  quote_failed: "Quote failed",
  bound: "Bound",
};

export const FOLIO_STATUS_TEXT: Record<QuoteFolio["status"], string> = {
  quoting: "Quoting…",
  quoted: "Quoted",
  no_quotes: "No quotes",
  expired: "Expired",
  bound: "Bound",
};

export const isTerminal = (status: CardStatus) => status !== "quoting";

// Option values and chart ticks are whole dollars: no cents.
const wholeMoney = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const compactMoney = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 });

export function formatOptionValue(unit: ProgramCard["options"][number]["unit"], value: number): string {
  if (unit === "money") return Number.isInteger(value) ? wholeMoney.format(value) : wholeMoney.format(Math.round(value));
  if (unit === "percent") return `${value}%`;
  return String(value);
}

export const formatCompactMoney = (n: number) => compactMoney.format(n);

export function formatRate(rate: number): string {
  return `${(rate * 100).toLocaleString("en-US", { maximumFractionDigits: 3 })}%`;
}

export function formatFactor(factor: number | null): string {
  return factor === null ? "—" : `× ${factor.toLocaleString("en-US", { maximumFractionDigits: 4 })}`;
}

export { formatDate, formatDateTime } from "@/lib/client/format";
