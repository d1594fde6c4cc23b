// A shopping session's folios -> the session view: the latest attempt of every program, the rest as history.
import "server-only";
import type { SessionRead } from "@/lib/quotes/session";
import type { QuoteSession } from "@/lib/schemas/quote";
import type { z } from "zod";
import { toCard, type BillingConfig } from "./card";
import { folioStatus, summarise } from "./folio";

export function toSession(session: SessionRead, billing: BillingConfig, now = new Date()): z.infer<typeof QuoteSession> {
  const { folios } = session;
  const first = folios[0]!;
  const newest = folios.at(-1)!;
  // Oldest folio first, cards in their folio's order: a program's column keeps the place it first took.
  const latest = new Map<string, { card: z.infer<typeof QuoteSession>["quotes"][number]; expiresAt: Date }>();
  const earlier: z.infer<typeof QuoteSession>["history"] = [];
  for (const folio of folios) {
    for (const app of folio.applications) {
      const card = { ...toCard(app, billing, now), quoteId: folio.id };
      const held = latest.get(app.programId);
      if (!held || held.card.attemptNumber < card.attemptNumber) latest.set(app.programId, { card, expiresAt: folio.expiresAt });
      if (card.superseded)
        earlier.push({
          quoteRequestId: card.id,
          quoteId: folio.id,
          programCode: card.program.code,
          programName: card.program.name,
          attemptNumber: card.attemptNumber,
          replacedByAttempt: card.latestAttemptNumber,
          status: card.status,
          totalAnnual: card.pricing?.totalAnnual ?? null,
          createdAt: folio.createdAt.toISOString(),
        });
    }
  }
  const held = [...latest.values()];
  const quotes = held.map((h) => h.card);
  const expiresAt = new Date(Math.max(...held.map((h) => h.expiresAt.getTime())));
  return {
    groupId: first.groupId,
    quoteId: session.folioId,
    latestQuoteId: newest.id,
    insuredId: newest.insuredId,
    insuredName: newest.insuredName,
    status: folioStatus(quotes, expiresAt, now),
    createdAt: first.createdAt.toISOString(),
    updatedAt: newest.createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    folioCount: folios.length,
    quotes,
    summary: summarise(quotes),
    history: earlier.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.attemptNumber - a.attemptNumber),
  };
}
