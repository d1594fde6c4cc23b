// Rates one claimed application at its carrier and records the outcome: a quotes use case, run by the
// rating worker (lib/jobs/worker.ts) and inline by a request (a single TI program, re-rating after answers).
import "server-only";
import { logFor } from "@/lib/log";
import { metrics } from "@/lib/metrics";
import type { Db } from "@/lib/db/client";
import { claimOne, completeClaim, loadClaimed, outcomeColumns, releaseClaim, type Claim } from "@/lib/db/queries/queue";
import { toProgramForRating } from "@/lib/db/records/program";
import type { ApplicationRecord } from "@/lib/db/records/application";
import type { AdapterFor } from "@/lib/rating/carriers/registry";
import type { RatingOutcome, RatingRequest } from "@/lib/rating/types";
import { answersHash, approvedReferralsFor } from "@/lib/underwriting/approval";
import { applicationEvent, quoteCompletedEvent } from "@/lib/webhooks/payloads";
import { applicationsByIds } from "@/lib/db/queries/applications";
import { inCarrierSpan, inSpan, tracingOn, type Span } from "@/lib/telemetry/tracing";

export interface RatingDeps {
  adapterFor: AdapterFor;
  leaseMs: number;
  /** Calls in flight per carrier code across processes, in place of the carriers' own limits (CARRIER_LIMITS). */
  carrierConcurrency?: Record<string, number>;
}

/** A row claimed this many times without an outcome is given up on (it keeps crashing its worker). */
export const MAX_CLAIMS = 5;

/**
 * Rates a claimed application and records the outcome with its events. `loaded` is the application as
 * the caller already read it with its batch of claims (undefined: read it here; null: no longer pending).
 */
export function rateClaimed(db: Db, claim: Claim, deps: RatingDeps, signal: AbortSignal, loaded?: ApplicationRecord | null): Promise<RatingOutcome | null> {
  // A trace of its own from the worker; inside the request's trace when a request rates inline (decision 049).
  if (!tracingOn()) return rateAndRecord(db, claim, deps, signal, loaded);
  return inSpan("rating.job", { applicationId: claim.id, claimCount: claim.claimCount }, async (span) => {
    const outcome = await rateAndRecord(db, claim, deps, signal, loaded, span);
    span?.setAttribute("outcome", outcome?.status ?? "none");
    return outcome;
  });
}

async function rateAndRecord(
  db: Db,
  claim: Claim,
  deps: RatingDeps,
  signal: AbortSignal,
  loaded?: ApplicationRecord | null,
  span?: Span,
): Promise<RatingOutcome | null> {
  const app = loaded === undefined ? await loadClaimed(db, claim) : loaded;
  if (!app) return null;
  span?.setAttributes({ folioId: app.folioId, program: app.program.code, carrier: app.program.carrier.code });
  const started = performance.now();
  let outcome: RatingOutcome;
  if (claim.claimCount > MAX_CLAIMS) {
    outcome = { status: "failed", reason: `rating abandoned after ${MAX_CLAIMS} attempts that did not finish` };
  } else {
    // The answers decide knock-outs, referrals and schedule rating; an underwriter's approval counts for the
    // answers it was given on. A rating with answers is its own request to the carrier (its own idempotency key).
    const approvedReferrals = approvedReferralsFor(app.underwriterDecision, app.formPayload);
    const answered = Object.keys(app.formPayload).length > 0 || approvedReferrals.length > 0;
    const request: RatingRequest = {
      applicationId: app.id,
      ...(answered ? { requestId: `${app.id}.${answersHash({ answers: app.formPayload, approvedReferrals }).slice(0, 16)}` } : {}),
      program: toProgramForRating(app.program),
      risk: app.risk,
      options: app.selectedOptions,
      endorsements: app.addedEndorsements,
      asOf: app.createdAt.toISOString().slice(0, 10), // a re-run after a crash rates as of the same day
      answers: app.formPayload,
      approvedReferrals,
    };
    try {
      const adapter = deps.adapterFor(app.program.carrier);
      outcome = await inCarrierSpan(app.program.carrier.code, app.program.code, app.id, () => adapter.rate(request, { signal }));
    } catch (error) {
      if (signal.aborted) {
        // Shutting down: hand the application back so another worker rates it now. If even this
        // fails (the database is gone too), the lease runs out and it is taken over then.
        await releaseClaim(db, claim).catch(() => undefined);
        return null;
      }
      outcome = { status: "failed", reason: `internal rating error: ${(error as Error).message}` };
    }
  }
  // The outcome's events (application.*, and quote.completed for the folio's last one) commit with it. The
  // application's event is what the application says once this outcome is written on it.
  const ratedAt = new Date();
  const ms = performance.now() - started;
  metrics.carrierCallDuration.observe({ carrier: app.program.carrier.code, outcome: outcome.status }, ms / 1000);
  if (outcome.status === "failed") metrics.carrierErrors.inc({ carrier: app.program.carrier.code });
  const recorded = await completeClaim(db, claim, outcome, ms, {
    ratedAt,
    agencyId: app.agencyId,
    event: applicationEvent({ ...app, ...outcomeColumns(outcome), ratedAt }),
    folioDone: quoteCompletedEvent,
  });
  return recorded ? outcome : null;
}

/** Claims and rates one application now, in the caller's process (a single TI program is priced inline). */
export async function rateNow(db: Db, applicationId: string, deps: RatingDeps, signal: AbortSignal): Promise<RatingOutcome | null> {
  const claim = await claimOne(db, applicationId, deps.leaseMs);
  return claim ? rateClaimed(db, claim, deps, signal) : null;
}

/**
 * Rates an application just put back on the queue (answers saved, a referral decided) before answering,
 * as a single TI program is priced at create: within half a lease, in this process. If it cannot (another
 * worker holds it, the carrier is slow, this process dies), the application stays pending and the worker
 * rates it, so the work is never lost; the answer then shows it quoting.
 */
/** How long an answer waits for a worker that took the re-rating first. */
const WAIT_FOR_WORKER_MS = 5_000;

export async function rateAgainNow(deps: { db: Db; rating: RatingDeps; kickWorker?: () => void }, applicationId: string): Promise<void> {
  try {
    const budgetMs = deps.rating.leaseMs / 2;
    const deadline = Date.now() + Math.min(budgetMs, WAIT_FOR_WORKER_MS);
    const rated = await rateNow(deps.db, applicationId, deps.rating, AbortSignal.timeout(budgetMs));
    // Not claimed here: a worker woken by the enqueue (NOTIFY) took it first. Its answer usually comes within
    // the carrier's time, so wait for it as for our own, rather than answer "pending" a moment too soon.
    if (!rated) {
      while (Date.now() < deadline) {
        const [app] = await applicationsByIds(deps.db, [applicationId]);
        if (!app || app.status !== "pending") break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  } catch (error) {
    // The answers are saved; a failure here leaves the rating to the worker (the lease runs out).
    logFor("rating", { job: "rating" }).warn({ applicationId, error: String(error) }, "inline re-rating failed; left to the worker");
  }
  deps.kickWorker?.();
}
