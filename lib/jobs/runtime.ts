// The process's rating runtime: the carrier registry built from configuration and, when this
// process runs one, the worker. Shared through globalThis because Next.js bundles routes separately.
import type { Db } from "@/lib/db/client";
import type { Env } from "@/lib/env";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import type { RatingDeps } from "./rate-application";
import { RatingWorker } from "./worker";

const holder = globalThis as unknown as { __ratingDeps?: RatingDeps; __ratingWorker?: RatingWorker };

export function ratingDeps(e: Env): RatingDeps {
  holder.__ratingDeps ??= {
    adapterFor: createCarrierRegistry({
      sandboxBaseUrl: e.SANDBOX_CARRIER_URL,
      timeoutMs: e.CARRIER_TIMEOUT_MS,
      maxAttempts: e.CARRIER_MAX_ATTEMPTS,
      baseDelayMs: e.CARRIER_RETRY_BASE_MS,
    }),
    leaseMs: e.RATING_LEASE_MS,
  };
  return holder.__ratingDeps;
}

export function startWorker(db: Db, e: Env): RatingWorker {
  holder.__ratingWorker ??= new RatingWorker(db, {
    ...ratingDeps(e),
    concurrency: e.RATING_CONCURRENCY,
    pollMs: e.RATING_POLL_MS,
    log: (event) => console.log(JSON.stringify({ ts: new Date().toISOString(), component: "rating-worker", ...event })),
  }).start();
  return holder.__ratingWorker;
}

export function currentWorker(): RatingWorker | undefined {
  return holder.__ratingWorker;
}
