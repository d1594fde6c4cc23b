// Fixed-window request counters shared by every process (lib/api/rate-limit.ts).
import "server-only";
import type { Tx } from "../client";

/**
 * Adds each bucket's amount to its window and returns the counts, in one statement (buckets locked in
 * the order given). A process takes quota in blocks: the amount is the block it takes.
 */
export async function countRequest(db: Tx, buckets: string[], windowStart: Date, amounts: number[] = buckets.map(() => 1)): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<Array<{ bucket: string; count: number }>>`
    INSERT INTO rate_limit_windows (bucket, window_start, count)
    SELECT b, ${windowStart}::timestamp, n FROM unnest(${buckets}::text[], ${amounts}::int[]) AS t(b, n)
    ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_limit_windows.count + EXCLUDED.count
    RETURNING bucket, count`;
  return new Map(rows.map((r) => [r.bucket, Number(r.count)]));
}
