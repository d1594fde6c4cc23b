// Folio records -> the folio view, list items and the create answer.
import "server-only";
import type { FolioWithCards, ProgramRecord } from "@/lib/db/records";
import { fromCents } from "@/lib/schemas/common";
import type { CreateQuoteResponseData, ProgramCard, QuoteFolio } from "@/lib/schemas/quote";
import type { z } from "zod";
import { toCard, type BillingConfig } from "./card";

export function folioStatus(cards: Pick<ProgramCard, "status">[], expiresAt: Date, now: Date): QuoteFolio["status"] {
  if (cards.some((c) => c.status === "bound")) return "bound";
  if (now.getTime() > expiresAt.getTime()) return "expired";
  if (cards.some((c) => c.status === "quoting")) return "quoting";
  if (cards.some((c) => c.status === "quoted" || c.status === "bound")) return "quoted";
  return "no_quotes";
}

export function summarise(cards: ProgramCard[]): QuoteFolio["summary"] {
  const quoted = cards.filter((c) => c.status === "quoted" && c.pricing);
  // Sum in cents so that the total equals the sum of the cards to the cent.
  const sum = (pick: (c: ProgramCard) => number) => fromCents(quoted.reduce((acc, c) => acc + Math.round(pick(c) * 100), 0));
  return {
    totalAnnual: sum((c) => c.pricing!.totalAnnual),
    totalMonthly: sum((c) => c.pricing!.totalMonthly ?? 0),
    quotedCount: quoted.length,
    failedCount: cards.filter((c) => c.status === "declined" || c.status === "quote_failed").length,
    quotingCount: cards.filter((c) => c.status === "quoting").length,
    declinedCount: cards.filter((c) => c.status === "declined").length,
    boundCount: cards.filter((c) => c.status === "bound").length,
    bestAnnual: quoted.length ? Math.min(...quoted.map((c) => c.pricing!.totalAnnual)) : null,
  };
}

export function toFolio(folio: FolioWithCards, billing: BillingConfig, now = new Date()): QuoteFolio {
  const quotes = folio.applications.map((a) => toCard(a, billing));
  return {
    quoteId: folio.id,
    groupId: folio.groupId,
    originalQuoteId: folio.originalQuoteId,
    insuredName: folio.insuredName,
    source: folio.source,
    status: folioStatus(quotes, folio.expiresAt, now),
    clientState: folio.clientState,
    createdAt: folio.createdAt.toISOString(),
    expiresAt: folio.expiresAt.toISOString(),
    quotes,
    summary: summarise(quotes),
  };
}

export function toFolioListItem(folio: FolioWithCards, billing: BillingConfig) {
  const { quotes, ...rest } = toFolio(folio, billing);
  return { ...rest, programs: quotes.map((q) => q.program.code) };
}

export interface CreatedApplicationRow {
  id: string;
  programId: string;
  attemptNumber: number;
  status: "pending" | "success" | "error" | "failed" | "bound";
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
