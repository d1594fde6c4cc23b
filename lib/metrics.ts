// The process's Prometheus metrics (issue 33 item 2, decision 047), with prom-client: counters and histograms
// of what this process does (requests, carrier calls, webhook attempts, payment declines, rate-limit refusals)
// and its own memory and event-loop delay. prom-client is loaded once per process (next.config.js keeps it
// outside the bundles), so every copy of this module Next.js loads (instrumentation, routes) counts into one
// registry: each instrument is made once, by name. Served at /metrics (app/metrics/route.ts) with the gauges
// the web process reads from the database at scrape time (lib/system/metrics.ts); docs/operations.md lists them.
import "server-only";
import { timingSafeEqual } from "node:crypto";
import client, { type Counter, type Gauge, type Histogram } from "prom-client";

export const registry = client.register;

function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return (registry.getSingleMetric(name) as Counter<L> | undefined) ?? new client.Counter({ name, help, labelNames, registers: [registry] });
}
function histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]): Histogram<L> {
  return (registry.getSingleMetric(name) as Histogram<L> | undefined) ?? new client.Histogram({ name, help, labelNames, buckets, registers: [registry] });
}
function gauge<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
  return (registry.getSingleMetric(name) as Gauge<L> | undefined) ?? new client.Gauge({ name, help, labelNames, registers: [registry] });
}

/** Seconds: from a cached read (~1 ms) to a carrier's full budget. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const metrics = {
  /** One observation per /v1 request (lib/api/route.ts); its _count is the request count. OpenTelemetry's http.server.request.duration. */
  requestDuration: histogram(
    "http_server_request_duration_seconds",
    "Time from a /v1 request's arrival to its response's headers, by operation, method and status.",
    ["operation", "method", "status"],
    LATENCY_BUCKETS,
  ),
  rateLimitRefusals: counter("quoting_rate_limit_refusals_total", "Requests refused with 429 by the per-key or per-agency rate limit.", []),
  carrierCallDuration: histogram(
    "quoting_carrier_call_duration_seconds",
    "Time to rate one application at its carrier (retries included), by carrier code and outcome (quoted, referred, declined, failed).",
    ["carrier", "outcome"],
    LATENCY_BUCKETS,
  ),
  carrierErrors: counter("quoting_carrier_errors_total", "Ratings that ended failed (carrier unreachable, timed out, or an error), by carrier code.", [
    "carrier",
  ]),
  webhookAttempts: counter(
    "quoting_webhook_attempts_total",
    "Webhook delivery attempts by outcome: succeeded, retry (failed, tried again later) or failed (given up).",
    ["outcome"],
  ),
  webhookDeliveryLag: histogram(
    "quoting_webhook_delivery_lag_seconds",
    "Time from an event to a successful delivery of it to one endpoint.",
    [],
    [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600, 21600, 86400],
  ),
  paymentDeclines: counter("quoting_payment_declines_total", "Charges the payment provider declined, by provider and decline code.", ["provider", "code"]),
};

/** What the web process reads from the database when scraped (lib/system/metrics.ts). */
export const queueGauges = {
  databaseUp: gauge("quoting_database_up", "1 when this scrape read the queues from the database, 0 when it could not."),
  ratingDepth: gauge("quoting_rating_queue_depth", "Applications waiting to be rated (status pending)."),
  ratingOldest: gauge("quoting_rating_queue_oldest_age_seconds", "Age of the oldest application waiting to be rated; 0 when none waits."),
  webhooksPending: gauge("quoting_webhook_deliveries_pending", "Webhook deliveries waiting for their first attempt or a retry."),
  webhooksOldest: gauge("quoting_webhook_delivery_oldest_pending_age_seconds", "Age of the oldest webhook delivery not yet delivered; 0 when none."),
  webhooksFailed: gauge("quoting_webhook_deliveries_failed", "Webhook deliveries given up on (every attempt for three days failed), as kept by retention."),
  outboxQueued: gauge("quoting_email_outbox_queued", "Emails waiting to be sent (first try or retry)."),
  outboxOldest: gauge("quoting_email_outbox_oldest_queued_age_seconds", "Age of the oldest email waiting to be sent; 0 when none."),
  servicingDue: gauge("quoting_servicing_jobs_due", "Servicing jobs (cancellations, installments, renewals) due now and not yet run."),
  servicingOldest: gauge("quoting_servicing_job_lag_seconds", "How long the most overdue servicing job has been due; 0 when none."),
};

/** Memory, CPU, event-loop delay and handles of this process (prom-client's defaults: process_*, nodejs_*), once. */
export function collectProcessMetrics(): void {
  if (registry.getSingleMetric("process_resident_memory_bytes")) return;
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}

/** The exposition format's content type (text, version 0.0.4). */
export const METRICS_CONTENT_TYPE = registry.contentType;

/**
 * Who may read /metrics: nobody (404, as if it did not exist) without METRICS_TOKEN, else only a request
 * bearing it. Compared in constant time.
 */
export function metricsAccess(configured: string | undefined, authorization: string | null): 200 | 401 | 404 {
  if (!configured) return 404;
  const sent = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? "";
  const a = Buffer.from(sent);
  const b = Buffer.from(configured);
  return a.length === b.length && timingSafeEqual(a, b) ? 200 : 401;
}
