// Fixed-window request counters shared by every process (lib/api/rate-limit.ts).
import "server-only";
import type { Tx } from "../client";

/** Adds one to each bucket's window and returns the counts, in one statement (buckets locked in the order given). */
export async function countRequest(db: Tx, buckets: string[], windowStart: Date): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<Array<{ bucket: string; count: number }>>`
    INSERT INTO rate_limit_windows (bucket, window_start, count)
    SELECT unnest(${buckets}::text[]), ${windowStart}::timestamp, 1
    ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_limit_windows.count + 1
    RETURNING bucket, count`;
  return new Map(rows.map((r) => [r.bucket, Number(r.count)]));
}

export async function deleteWindowsBefore(db: Tx, before: Date): Promise<void> {
  await db.rateLimitWindow.deleteMany({ where: { windowStart: { lt: before } } });
}
