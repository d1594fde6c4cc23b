// Rate limits per API key and per agency, counted in fixed windows in the database, so every process
// (and every web server behind a load balancer) shares one count. One statement per request counts both
// buckets and reads them back. Headers follow the IETF RateLimit header fields draft.
import "server-only";
import type { AgencyPrincipal } from "@/lib/auth/api-keys";
import type { Db } from "@/lib/db/client";
import { countRequest, deleteWindowsBefore } from "@/lib/db/queries/rate-limits";

export interface RateLimitConfig {
  windowSeconds: number;
  perKey: number; // 0: no per-key limit
  perAgency: number; // 0: no per-agency limit
}

export interface RateLimitState {
  limited: boolean;
  headers: Record<string, string>;
}

interface Bucket {
  name: string;
  limit: number;
}

/** Counts this request against its key's and its agency's windows; null when no limit applies. */
export async function consumeRateLimit(db: Db, principal: AgencyPrincipal, config: RateLimitConfig, nowMs = Date.now()): Promise<RateLimitState | null> {
  const buckets: Bucket[] = [];
  if (config.perKey > 0 && principal.apiKeyId) buckets.push({ name: `key:${principal.apiKeyId}`, limit: config.perKey });
  if (config.perAgency > 0) buckets.push({ name: `agency:${principal.agencyId}`, limit: config.perAgency });
  if (!buckets.length) return null;
  const windowMs = config.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  sweepOldWindows(db, windowStart, windowMs);
  // Buckets in a fixed order (key, then agency), so concurrent requests lock the rows in the same order.
  const counts = await countRequest(
    db,
    buckets.map((b) => b.name),
    windowStart,
  );
  const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
  // Report the bucket closest to its limit.
  let tightest = { limit: buckets[0]!.limit, remaining: Infinity };
  let limited = false;
  for (const b of buckets) {
    const count = counts.get(b.name) ?? 0;
    const remaining = Math.max(0, b.limit - count);
    if (count > b.limit) limited = true;
    if (remaining < tightest.remaining) tightest = { limit: b.limit, remaining };
  }
  const headers: Record<string, string> = {
    "ratelimit-limit": String(tightest.limit),
    "ratelimit-remaining": String(tightest.remaining),
    "ratelimit-reset": String(resetSeconds),
    "ratelimit-policy": buckets.map((b) => `${b.limit};w=${config.windowSeconds}`).join(", "),
  };
  if (limited) headers["retry-after"] = String(resetSeconds);
  return { limited, headers };
}

let lastSweep = 0;
/** Deletes windows that ended, at most once a minute per process, without holding up the request. */
function sweepOldWindows(db: Db, windowStart: Date, windowMs: number): void {
  const now = Date.now();
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  void deleteWindowsBefore(db, new Date(windowStart.getTime() - windowMs)).catch(() => undefined);
}
