// Fixed-window request counters shared by every process (lib/api/rate-limit.ts).
import "server-only";
import type { Tx } from "../client";
import { sql } from "kysely";
import { arrayText, builder, rows, statement, utcTime } from "../sql";

/**
 * Adds each bucket's amount to its window and returns the counts, in one statement (buckets locked in
 * the order given). A process takes quota in blocks: the amount is the block it takes.
 */
export async function countRequest(db: Tx, buckets: string[], windowStart: Date, amounts: number[] = buckets.map(() => 1)): Promise<Map<string, number>> {
  const counted = await rows(db, COUNT_REQUEST, { buckets: arrayText(buckets), windowStart: windowStart.toISOString(), amounts: arrayText(amounts) });
  return new Map(counted.map((r) => [r.bucket, Number(r.count)]));
}

/** `buckets` a text[], `amounts` an int[], pairwise. */
const COUNT_REQUEST = statement("rate_limit_count_v1", (args: { buckets: string; windowStart: string; amounts: string }) =>
  builder
    .insertInto("rate_limit_windows")
    .columns(["bucket", "window_start", "count"])
    .expression(
      builder
        .selectFrom(sql<{ b: string; n: number }>`unnest(${args.buckets}::text[], ${args.amounts}::int[])`.as<"t">(sql`t(b, n)`))
        .select((eb) => [eb.ref("t.b").as("bucket"), utcTime(args.windowStart).as("window_start"), eb.ref("t.n").as("count")]),
    )
    .onConflict((oc) =>
      oc.columns(["bucket", "window_start"]).doUpdateSet((eb) => ({ count: eb(eb.ref("rate_limit_windows.count"), "+", eb.ref("excluded.count")) })),
    )
    .returning(["bucket", "count"]),
);
