// /metrics (issue 33 item 2): this process's counters and histograms (lib/metrics.ts) and the queues' state,
// read from the database now, in Prometheus's text exposition format. A database that cannot be read still
// gets a scrape: quoting_database_up 0, the queue gauges left at their last values.
import "server-only";
import type { Db } from "@/lib/db/client";
import { readQueueState } from "@/lib/db/queries/metrics";
import { collectProcessMetrics, queueGauges as g, registry } from "@/lib/metrics";

export async function scrapeMetrics(db: Db | null, now = new Date()): Promise<string> {
  collectProcessMetrics();
  const q = db ? await readQueueState(db, now).catch(() => null) : null;
  g.databaseUp.set(q ? 1 : 0);
  if (q) {
    g.ratingDepth.set(q.ratingPending);
    g.ratingOldest.set(q.ratingOldestSeconds);
    g.webhooksPending.set(q.webhooksPending);
    g.webhooksOldest.set(q.webhooksOldestSeconds);
    g.webhooksFailed.set(q.webhooksFailed);
    g.outboxQueued.set(q.outboxQueued);
    g.outboxOldest.set(q.outboxOldestSeconds);
    g.servicingDue.set(q.servicingDue);
    g.servicingOldest.set(q.servicingOldestSeconds);
  }
  return registry.metrics();
}
