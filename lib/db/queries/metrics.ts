// What the web process reads for /metrics at scrape time (lib/system/metrics.ts): queue depths and the age of
// their oldest waiting row, across every process. Each count reads an index on (status, ...).
import "server-only";
import { queryRows, utc, type Db, type Statement } from "../client";

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

const NOW = utc("$1");
const age = (column: string, table: string, where: string) =>
  `COALESCE((SELECT EXTRACT(EPOCH FROM ${NOW} - MIN(${column})) FROM ${table} WHERE ${where}), 0)::float8`;

const QUEUE_STATE: Statement = {
  name: "metrics_queue_state",
  text: `SELECT
    (SELECT COUNT(*) FROM applications WHERE status = 'pending')::int AS "ratingPending",
    ${age("created_at", "applications", "status = 'pending'")} AS "ratingOldestSeconds",
    (SELECT COUNT(*) FROM webhook_deliveries WHERE status = 'pending')::int AS "webhooksPending",
    ${age("created_at", "webhook_deliveries", "status = 'pending'")} AS "webhooksOldestSeconds",
    (SELECT COUNT(*) FROM webhook_deliveries WHERE status = 'failed')::int AS "webhooksFailed",
    (SELECT COUNT(*) FROM outbound_messages WHERE status = 'queued')::int AS "outboxQueued",
    ${age("created_at", "outbound_messages", "status = 'queued'")} AS "outboxOldestSeconds",
    (SELECT COUNT(*) FROM scheduled_jobs WHERE status = 'pending' AND run_at <= ${NOW})::int AS "servicingDue",
    ${age("run_at", "scheduled_jobs", `status = 'pending' AND run_at <= ${NOW}`)} AS "servicingOldestSeconds"`,
};

export async function readQueueState(db: Db, now: Date): Promise<QueueState> {
  const [row] = await queryRows<QueueState>(db, QUEUE_STATE, [now.toISOString()]);
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Math.max(0, Number(v))])) as unknown as QueueState;
}
