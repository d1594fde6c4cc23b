// Rate limits per API key and per agency, counted in fixed windows in the database, so every process
// (and every web server behind a load balancer) shares one count. Headers follow the IETF RateLimit
// header fields draft.
//
// A process takes quota in blocks (decision 011 left this for the performance work; decision 015): one
// statement adds a block of requests to a bucket's shared counter and reads it back, and the process
// then answers that many requests from memory. The block is 1/50 of the limit (at most 100), so a
// limit under 100 is counted request by request exactly as before, and a busy key at the default
// 1,000 per 10 s costs one statement per 20 requests instead of one per request. Quota a process holds
// unused when its window ends is counted but never served: a limit may bind up to one block per process
// early. Once a bucket's counter is past its limit, the rest of the window is refused without asking
// the database again.
import "server-only";
import type { AgencyPrincipal } from "@/lib/auth/api-keys";
import type { Db } from "@/lib/db/client";
import { countRequest } from "@/lib/db/queries/rate-limits";
import { processState } from "@/lib/process-state";

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

/** How many requests one statement reserves for a bucket with this limit. */
export function blockSize(limit: number): number {
  return Math.max(1, Math.min(100, Math.floor(limit / 50)));
}

/** This process's quota in one bucket's current window. */
interface Held {
  windowStart: number;
  /** Requests this process may still answer from its last block. */
  left: number;
  /** The shared counter as the last block left it (this process's unserved quota included). */
  count: number;
  /** The counter reached the limit with the last block: when it is spent, the window is over for this bucket. */
  last: boolean;
  /** A block being taken: requests that find none left wait for it. */
  taking?: Promise<void>;
}

const heldByDb = () => processState("rateLimit.heldByDb", () => new WeakMap<object, Map<string, Held>>());

function heldFor(db: Db, name: string, windowStart: number): Held {
  let held = heldByDb().get(db);
  if (!held) heldByDb().set(db, (held = new Map()));
  let h = held.get(name);
  if (!h || h.windowStart !== windowStart) {
    if (held.size > 10_000) for (const [k, v] of held) if (v.windowStart !== windowStart) held.delete(k);
    h = { windowStart, left: 0, count: 0, last: false };
    held.set(name, h);
  }
  return h;
}

/** Takes one request from a bucket's held quota: true if granted, false if the bucket is spent, null if a block must be taken first. */
function takeOne(h: Held): boolean | null {
  if (h.left > 0) {
    h.left--;
    return true;
  }
  return h.last ? false : null;
}

/** Takes a block for each of these buckets in one statement (unless another request is taking one already). */
function takeBlocks(db: Db, buckets: Array<{ bucket: Bucket; held: Held }>, windowStart: Date): Promise<void> {
  const waiting = buckets.filter((b) => b.held.taking).map((b) => b.held.taking!);
  const needed = buckets.filter((b) => !b.held.taking);
  if (!needed.length) return Promise.all(waiting).then(() => undefined);
  const sizes = needed.map((b) => blockSize(b.bucket.limit));
  const taking = countRequest(
    db,
    needed.map((b) => b.bucket.name),
    windowStart,
    sizes,
  ).then((counts) => {
    needed.forEach(({ bucket, held }, i) => {
      const count = counts.get(bucket.name) ?? 0;
      const size = sizes[i]!;
      // The block covers counts (count - size, count]; the part at or under the limit may be served.
      held.left += Math.max(0, Math.min(size, bucket.limit - (count - size)));
      held.count = count;
      held.last = count >= bucket.limit;
    });
  });
  const settled = taking.finally(() => needed.forEach((b) => (b.held.taking = undefined)));
  for (const b of needed) b.held.taking = settled;
  return Promise.all([settled, ...waiting]).then(() => undefined);
}

/** Counts this request against its key's and its agency's windows; null when no limit applies. */
export async function consumeRateLimit(db: Db, principal: AgencyPrincipal, config: RateLimitConfig, nowMs = Date.now()): Promise<RateLimitState | null> {
  const buckets: Bucket[] = [];
  if (config.perKey > 0 && principal.apiKeyId) buckets.push({ name: `key:${principal.apiKeyId}`, limit: config.perKey });
  if (config.perAgency > 0) buckets.push({ name: `agency:${principal.agencyId}`, limit: config.perAgency });
  if (!buckets.length) return null;
  const windowMs = config.windowSeconds * 1000;
  const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
  const windowStart = new Date(windowStartMs);

  // Buckets in a fixed order (key, then agency), so concurrent statements lock the rows in the same order.
  const entries = buckets.map((bucket) => ({ bucket, held: heldFor(db, bucket.name, windowStartMs), granted: null as boolean | null }));
  for (;;) {
    for (const e of entries) if (e.granted === null) e.granted = takeOne(e.held);
    const short = entries.filter((e) => e.granted === null);
    if (!short.length) break;
    await takeBlocks(db, short, windowStart);
  }

  const resetSeconds = Math.max(1, Math.ceil((windowStartMs + windowMs - nowMs) / 1000));
  // Report the bucket closest to its limit; quota held unserved by this process counts as not yet used.
  let tightest = { limit: buckets[0]!.limit, remaining: Infinity };
  let limited = false;
  for (const { bucket, held, granted } of entries) {
    const remaining = granted ? Math.max(0, bucket.limit - (held.count - held.left)) : 0;
    if (!granted) limited = true;
    if (remaining < tightest.remaining) tightest = { limit: bucket.limit, remaining };
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
