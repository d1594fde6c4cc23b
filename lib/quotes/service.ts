// What the quote routes call: use cases composed with the rating runtime and the views.
import type { Db } from "@/lib/db/client";
import { appUrl, env } from "@/lib/env";
import { paymentProvider } from "@/lib/bind/payment-provider";
import { rateNow } from "@/lib/jobs/rate-application";
import { currentWorker, ratingDeps } from "@/lib/jobs/runtime";
import { fromCents } from "@/lib/schemas/common";
import type { CreateQuoteRequest, RequoteRequest } from "@/lib/schemas/quote";
import { createQuote, requote, type CreatedFolio, type OnFolioCommit } from "./create-quote";
import { toApplicationDetail, toFolio, type BillingConfig } from "./folio-view";
import { getApplication, getFolio, listFolios } from "./queries";

/** Payment processor shown on cards (Stripe when configured; only its publishable key) and the link base. */
export function billingConfig(): BillingConfig {
  const provider = paymentProvider();
  return { method: provider.name, publishableKey: provider.publishableKey, baseUrl: appUrl() };
}

async function respondCreated(db: Db, created: CreatedFolio) {
  if (created.priceInline) {
    // The spec allows a single TI program to be priced in the create response. If this process dies
    // mid-way, the lease runs out and a worker rates it: the work is never lost.
    await rateNow(db, created.priceInline, ratingDeps(env()), AbortSignal.timeout(env().RATING_LEASE_MS / 2));
  }
  currentWorker()?.kick();
  const apps = await db.application.findMany({
    where: { folioId: created.folioId },
    include: { program: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  return {
    quoteId: created.folioId,
    groupId: created.groupId,
    originalQuoteId: created.originalQuoteId,
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

export async function createQuoteFolio(db: Db, agencyId: string, body: CreateQuoteRequest, raw: Record<string, unknown>, onCommit?: OnFolioCommit) {
  return respondCreated(db, await createQuote(db, agencyId, body, raw, { onCommit }));
}

export async function requoteFolio(db: Db, agencyId: string, quoteId: string, body: RequoteRequest, raw: Record<string, unknown>, onCommit?: OnFolioCommit) {
  return respondCreated(db, await requote(db, agencyId, quoteId, body, raw, { onCommit }));
}

/** The create answer for a folio already recorded (its request's answer was lost, e.g. a crash). */
export async function createdFolioAnswer(db: Db, agencyId: string, folioId: string) {
  const folio = await db.folio.findFirstOrThrow({ where: { id: folioId, agencyId }, select: { id: true, groupId: true, originalQuoteId: true } });
  return respondCreated(db, { folioId: folio.id, groupId: folio.groupId, originalQuoteId: folio.originalQuoteId, applicationIds: [], priceInline: null });
}

export async function viewFolio(db: Db, agencyId: string, quoteId: string) {
  return toFolio(await getFolio(db, agencyId, quoteId), billingConfig());
}

export async function viewFolioList(db: Db, agencyId: string, filter: { groupId?: string; q?: string }, limit: number, cursor?: string) {
  const { page, nextCursor } = await listFolios(db, agencyId, filter, limit, cursor);
  return {
    items: page.map((f) => {
      const { quotes, ...rest } = toFolio(f, billingConfig());
      return { ...rest, programs: quotes.map((q) => q.program.code) };
    }),
    nextCursor,
  };
}

export async function viewApplication(db: Db, agencyId: string, quoteId: string, applicationId: string) {
  const app = await getApplication(db, agencyId, quoteId, applicationId);
  return toApplicationDetail(app.folio, app, billingConfig());
}

/** Carrier access for synchronous rating (rate, sensitivity, catalog prices). */
export function rateDeps() {
  const e = env();
  return { adapterFor: ratingDeps(e).adapterFor, timeoutMs: e.CARRIER_TIMEOUT_MS * e.CARRIER_MAX_ATTEMPTS + 5000 };
}
