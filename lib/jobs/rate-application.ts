// Rates one claimed application at its carrier and records the outcome.
import "server-only";
import type { Db } from "@/lib/db/client";
import { claimOne, completeClaim, loadClaimed, releaseClaim, type Claim } from "@/lib/db/queries/queue";
import { toProgramForRating } from "@/lib/db/records";
import type { AdapterFor } from "@/lib/rating/carriers/registry";
import type { RatingOutcome, RatingRequest } from "@/lib/rating/types";

export interface RatingDeps {
  adapterFor: AdapterFor;
  leaseMs: number;
}

/** A row claimed this many times without an outcome is given up on (it keeps crashing its worker). */
export const MAX_CLAIMS = 5;

export async function rateClaimed(db: Db, claim: Claim, deps: RatingDeps, signal: AbortSignal): Promise<RatingOutcome | null> {
  const app = await loadClaimed(db, claim);
  if (!app) return null;
  const started = performance.now();
  let outcome: RatingOutcome;
  if (claim.claimCount > MAX_CLAIMS) {
    outcome = { status: "failed", reason: `rating abandoned after ${MAX_CLAIMS} attempts that did not finish` };
  } else {
    const request: RatingRequest = {
      applicationId: app.id,
      program: toProgramForRating(app.program),
      risk: app.risk,
      options: app.selectedOptions,
      asOf: app.createdAt.toISOString().slice(0, 10), // a re-run after a crash rates as of the same day
    };
    try {
      outcome = await deps.adapterFor(app.program.carrier).rate(request, { signal });
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
  const recorded = await completeClaim(db, claim, outcome, performance.now() - started);
  return recorded ? outcome : null;
}

/** Claims and rates one application now, in the caller's process (a single TI program is priced inline). */
export async function rateNow(db: Db, applicationId: string, deps: RatingDeps, signal: AbortSignal): Promise<RatingOutcome | null> {
  const claim = await claimOne(db, applicationId, deps.leaseMs);
  return claim ? rateClaimed(db, claim, deps, signal) : null;
}
