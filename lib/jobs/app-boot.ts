// Boot of the web process (Node runtime only): validate configuration, open the services and, with
// RUN_WORKER_IN_APP (the default, and required with the embedded PGlite database, which one process
// owns), run the rating worker in this process, stopping it cleanly on SIGTERM/SIGINT.
import "server-only";
import { env } from "@/lib/env";
import { collectProcessMetrics } from "@/lib/metrics";
import { services, startWorker } from "@/lib/runtime";

export async function bootWebProcess(): Promise<void> {
  const e = env(); // a bad setting stops the server here, with a message naming it
  if (e.METRICS_TOKEN) collectProcessMetrics(); // memory and event-loop delay, measured from the start
  await services();
  if (e.RUN_WORKER_IN_APP) await startWorker({ exitOnSignal: true });
}
