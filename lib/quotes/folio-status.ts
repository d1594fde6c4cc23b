// A folio's status and totals, pure (decisions 014 and 021): the serializer (lib/api/serializers/folio.ts)
// shows them, and the list filter computes the status again in SQL to filter on it (statusWhere in
// lib/db/queries/folios/list.ts); test/integration/folio-status-sql.test.ts shows the two agree on every
// combination of card statuses, on both databases.
import { fromCents } from "@/lib/schemas/common";
import type { ProgramCard, QuoteFolio } from "@/lib/schemas/quote";

/**
 * bound (a bound card) before expired (past expiresAt) before quoting (a card quoting) before quoted (a card
 * quoted or referred) before no_quotes.
 */
export function folioStatus(cards: Pick<ProgramCard, "status">[], expiresAt: Date, now: Date): QuoteFolio["status"] {
  if (cards.some((c) => c.status === "bound")) return "bound";
  if (now.getTime() > expiresAt.getTime()) return "expired";
  if (cards.some((c) => c.status === "quoting")) return "quoting";
  if (cards.some((c) => c.status === "quoted" || c.status === "referred" || c.status === "bound")) return "quoted";
  return "no_quotes";
}

type SummaryCard = Pick<ProgramCard, "quoteRequestId" | "status"> & {
  program: Pick<ProgramCard["program"], "code" | "type">;
  pricing: Pick<NonNullable<ProgramCard["pricing"]>, "totalAnnual" | "totalMonthly"> | null;
};

/**
 * The folio's totals price one card per line of business (BOP, CGL, PL, TI), never the sum of rival
 * programs of the same line: the line's bound card if it has one (the insured's choice), else its
 * cheapest quoted card (ties: the first in the folio). totalMonthly is the monthly installments of the
 * same cards (0 for a card without a monthly plan). The counts still count every card. Decision 014.
 */
export function summarise(cards: SummaryCard[]): QuoteFolio["summary"] {
  const quoted = cards.filter((c) => c.status === "quoted" && c.pricing);
  const cents = (x: number) => Math.round(x * 100);
  const chosen = new Map<ProgramCard["program"]["type"], { card: SummaryCard; basis: "bound" | "cheapest" }>();
  for (const card of cards) {
    if (!card.pricing || (card.status !== "quoted" && card.status !== "bound")) continue;
    const line = card.program.type;
    const current = chosen.get(line);
    if (card.status === "bound") {
      if (current?.basis !== "bound") chosen.set(line, { card, basis: "bound" });
    } else if (!current || (current.basis === "cheapest" && cents(card.pricing.totalAnnual) < cents(current.card.pricing!.totalAnnual))) {
      chosen.set(line, { card, basis: "cheapest" });
    }
  }
  const lines = [...chosen].map(([line, { card, basis }]) => ({
    line,
    quoteRequestId: card.quoteRequestId,
    programCode: card.program.code,
    basis,
    totalAnnual: card.pricing!.totalAnnual,
    totalMonthly: card.pricing!.totalMonthly,
  }));
  // Sum in cents so that the total equals the sum of the chosen cards to the cent.
  const sum = (pick: (l: (typeof lines)[number]) => number) => fromCents(lines.reduce((acc, l) => acc + cents(pick(l)), 0));
  return {
    totalAnnual: sum((l) => l.totalAnnual),
    totalMonthly: sum((l) => l.totalMonthly ?? 0),
    quotedCount: quoted.length,
    failedCount: cards.filter((c) => c.status === "declined" || c.status === "quote_failed").length,
    quotingCount: cards.filter((c) => c.status === "quoting").length,
    declinedCount: cards.filter((c) => c.status === "declined").length,
    referredCount: cards.filter((c) => c.status === "referred").length,
    boundCount: cards.filter((c) => c.status === "bound").length,
    bestAnnual: quoted.length ? Math.min(...quoted.map((c) => c.pricing!.totalAnnual)) : null,
    lines,
  };
}
