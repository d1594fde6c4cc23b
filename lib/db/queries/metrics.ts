// What the web process reads for /metrics at scrape time (lib/system/metrics.ts): queue depths and the age of
// their oldest waiting row, across every process. Each count reads an index on (status, ...).
import "server-only";
import { sql, type Expression, type SelectQueryBuilder } from "kysely";
import type { DB } from "@/lib/generated/kysely/types";
import type { Db } from "../client";
import { builder, rows, statement, utcTime } from "../sql";

export interface QueueState {
  ratingPending: number;
  ratingOldestSeconds: number;
  webhooksPending: number;
  webhooksOldestSeconds: number;
  webhooksFailed: number;
  outboxQueued: number;
  outboxOldestSeconds: number;
  servicingDue: number;
  servicingOldestSeconds: number;
}

/**
 * `now` ISO text: every age is as of then (the scrape's clock). Each count a cast int, each age a float8, 0 when
 * nothing waits; the statuses are literals, as the text had them.
 */
const QUEUE_STATE = statement("metrics_queue_state_v2", (args: { now: string }) =>
  builder.selectNoFrom((eb) => {
    const now = utcTime(args.now);
    const count = (query: SelectQueryBuilder<DB, keyof DB, object>) =>
      eb.cast<number>(
        query.select((s) => s.fn.countAll().as("n")),
        "integer",
      );
    const secondsSince = (oldest: Expression<Date>) => sql<number>`EXTRACT(EPOCH FROM ${now} - ${oldest})`;
    const orZero = (age: Expression<unknown>) => sql<number>`COALESCE(${age}, 0)::float8`;
    const ratings = eb.selectFrom("applications").where("status", "=", sql.lit("pending"));
    const deliveries = eb.selectFrom("webhook_deliveries").where("status", "=", sql.lit("pending"));
    const failed = eb.selectFrom("webhook_deliveries").where("status", "=", sql.lit("failed"));
    const outbox = eb.selectFrom("outbound_messages").where("status", "=", sql.lit("queued"));
    const due = eb.selectFrom("scheduled_jobs").where("status", "=", sql.lit("pending")).where("run_at", "<=", now);
    return [
      count(ratings).as("ratingPending"),
      orZero(ratings.select((s) => secondsSince(s.fn.min("created_at")).as("s"))).as("ratingOldestSeconds"),
      count(deliveries).as("webhooksPending"),
      orZero(deliveries.select((s) => secondsSince(s.fn.min("created_at")).as("s"))).as("webhooksOldestSeconds"),
      count(failed).as("webhooksFailed"),
      count(outbox).as("outboxQueued"),
      orZero(outbox.select((s) => secondsSince(s.fn.min("created_at")).as("s"))).as("outboxOldestSeconds"),
      count(due).as("servicingDue"),
      orZero(due.select((s) => secondsSince(s.fn.min("run_at")).as("s"))).as("servicingOldestSeconds"),
    ];
  }),
);

export async function readQueueState(db: Db, now: Date): Promise<QueueState> {
  const [row] = await rows(db, QUEUE_STATE, { now: now.toISOString() });
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Math.max(0, Number(v))])) as unknown as QueueState;
}
