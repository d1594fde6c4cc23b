// Folio records -> the folio view, list items and the create answer.
import "server-only";
import type { SessionFigures } from "@/lib/db/queries/folios/list";
import type { FolioWithCards } from "@/lib/db/records/folio";
import type { ProgramRecord } from "@/lib/db/records/program";
import { fromCents } from "@/lib/schemas/common";
import type { CreateQuoteResponseData, QuoteFolio } from "@/lib/schemas/quote";
import type { z } from "zod";
import { folioStatus, summarise } from "@/lib/quotes/folio-status";
import { toCard, type BillingConfig } from "./card";

// The status and totals rules are the domain's (lib/quotes/folio-status.ts); re-exported for the session view.
export { folioStatus, summarise };

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
