// Folio records -> the folio view, list items and the create answer.
import "server-only";
import type { SessionFigures } from "@/lib/db/queries/folios";
import type { FolioWithCards, ProgramRecord } from "@/lib/db/records";
import { fromCents } from "@/lib/schemas/common";
import type { CreateQuoteResponseData, ProgramCard, QuoteFolio } from "@/lib/schemas/quote";
import type { z } from "zod";
import { toCard, type BillingConfig } from "./card";

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

export function toFolio(folio: FolioWithCards, billing: BillingConfig, now = new Date()): QuoteFolio {
  const quotes = folio.applications.map((a) => toCard(a, billing, now));
  return {
    quoteId: folio.id,
    groupId: folio.groupId,
    originalQuoteId: folio.originalQuoteId,
    insuredId: folio.insuredId,
    insuredName: folio.insuredName,
    source: folio.source,
    livemode: billing.livemode,
    status: folioStatus(quotes, folio.expiresAt, now),
    clientState: folio.clientState,
    createdAt: folio.createdAt.toISOString(),
    expiresAt: folio.expiresAt.toISOString(),
    quotes,
    summary: summarise(quotes),
  };
}

export function toFolioListItem(folio: FolioWithCards & { session?: SessionFigures }, billing: BillingConfig, now = new Date()) {
  const { quotes, ...rest } = toFolio(folio, billing, now);
  const session = folio.session
    ? {
        folioCount: folio.session.folioCount,
        firstCreatedAt: folio.session.firstCreatedAt.toISOString(),
        status: folio.session.bound ? ("bound" as const) : rest.status,
      }
    : undefined;
  return { ...rest, programs: quotes.map((q) => q.program.code), ...(session ? { session } : {}) };
}

export interface CreatedApplicationRow {
  id: string;
  programId: string;
  attemptNumber: number;
  status: "pending" | "success" | "referred" | "error" | "failed" | "bound";
  premiumCents: number | null;
  feesCents: number | null;
  taxesCents: number | null;
  totalCents: number | null;
  program: ProgramRecord;
}

/** The create-quote (and re-quote) answer: the folio's ids and its applications, priced when already rated. */
export function toCreatedFolio(
  folio: { id: string; groupId: string; originalQuoteId: string | null },
  apps: CreatedApplicationRow[],
): z.infer<typeof CreateQuoteResponseData> {
  return {
    quoteId: folio.id,
    groupId: folio.groupId,
    originalQuoteId: folio.originalQuoteId,
    applications: apps.map((a) => ({
      quoteRequestId: a.id,
      programId: a.programId,
      programCode: a.program.code,
      programType: a.program.type,
      attemptNumber: a.attemptNumber,
      status: a.status,
      ...(a.status === "success" && a.premiumCents !== null
        ? {
            pricingData: {
              currency: "USD",
              pricing: [
                {
                  programId: a.programId,
                  premium: fromCents(a.premiumCents),
                  fees: fromCents(a.feesCents ?? 0),
                  taxes: fromCents(a.taxesCents ?? 0),
                  total: fromCents(a.totalCents ?? 0),
                },
              ],
            },
          }
        : {}),
    })),
  };
}
