// npm run worker: a rating worker in its own process. Needs PostgreSQL (DATABASE_URL): the embedded
// PGlite database belongs to one process, where the web app runs the worker itself. Any number of
// these may run beside the app; SKIP LOCKED claims and leases keep every application rated once.
import { openDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { env } from "@/lib/env";
import { logFor } from "@/lib/log";
import { collectProcessMetrics, METRICS_CONTENT_TYPE, metricsAccess, registry } from "@/lib/metrics";
import http from "node:http";
import { closeServices, startWorker, stopBackgroundWork } from "@/lib/runtime";
import { installGracefulShutdown } from "@/lib/system/shutdown";

async function main() {
  // Traces (decision 049) before the database opens; without an OTLP endpoint nothing of the SDK is loaded.
  const { startTracing, stopTracing } = await import("@/lib/telemetry/start");
  await startTracing("quoting-worker");
  const e = env();
  // --embedded: own the PGlite database while no app runs (crash tests, batch re-rating).
  if (!e.DATABASE_URL && !process.argv.includes("--embedded")) {
    throw new Error("npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database the app runs its own worker.");
  }
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
  try {
    await applyMigrations(database.factory);
  } finally {
    await database.close(); // the runtime opens its own (PGlite allows one instance)
  }
  await startWorker();
  logFor("rating-worker", { job: "rating" }).info({ concurrency: e.RATING_CONCURRENCY }, "started");
  // This process's own counters (carrier calls, webhook attempts, declines of installments) and memory: the web
  // process's /metrics cannot see them. The queues' depths are read by the web process (decision 047).
  if (e.METRICS_PORT && e.METRICS_TOKEN) {
    collectProcessMetrics();
    const token = e.METRICS_TOKEN;
    http
      .createServer((req, res) => {
        const access = req.url === "/metrics" ? metricsAccess(token, req.headers.authorization ?? null) : 404;
        if (access !== 200) return void res.writeHead(access, access === 401 ? { "www-authenticate": 'Bearer realm="metrics"' } : {}).end();
        void registry.metrics().then((text) => res.writeHead(200, { "content-type": METRICS_CONTENT_TYPE }).end(text));
      })
      .listen(e.METRICS_PORT, e.METRICS_HOST, () => logFor("rating-worker").info({ port: e.METRICS_PORT, host: e.METRICS_HOST }, "metrics served"));
  }
  // SIGTERM/SIGINT: no new claims, runs, sends or deliveries; what is in flight finishes within SHUTDOWN_GRACE_MS
  // (ratings still running then are handed back to the queue), then the database closes (lib/system/shutdown.ts).
  const close = async () => {
    await closeServices();
    await stopTracing(); // the last spans, batched, are sent
  };
  installGracefulShutdown({ graceMs: e.SHUTDOWN_GRACE_MS, servers: () => [], stopWork: stopBackgroundWork, close });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
