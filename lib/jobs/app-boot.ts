// Boot of the web process (Node runtime only): validate configuration, open the services and, with
// RUN_WORKER_IN_APP (the default, and required with the embedded PGlite database, which one process
// owns), run the rating worker in this process. SIGTERM/SIGINT stop it gracefully (lib/system/shutdown.ts).
import "server-only";
import { env } from "@/lib/env";
import { collectProcessMetrics } from "@/lib/metrics";
import { closeServices, services, startWorker, stopBackgroundWork } from "@/lib/runtime";
import { installGracefulShutdown, recordedHttpServers } from "@/lib/system/shutdown";
import { stopTracing } from "@/lib/telemetry/start";

export async function bootWebProcess(): Promise<void> {
  const e = env(); // a bad setting stops the server here, with a message naming it
  if (e.METRICS_TOKEN) collectProcessMetrics(); // memory and event-loop delay, measured from the start
  await services();
  if (e.RUN_WORKER_IN_APP) await startWorker();
  const servers = recordedHttpServers();
  if (servers) {
    const close = async () => {
      await closeServices();
      await stopTracing(); // the last spans, batched, are sent
    };
    installGracefulShutdown({ graceMs: e.SHUTDOWN_GRACE_MS, servers: () => servers, stopWork: stopBackgroundWork, close });
  } else {
    // next dev: Next.js closes its server and exits on the signal; the background work stops beside it.
    for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stopBackgroundWork(e.SHUTDOWN_GRACE_MS));
  }
}
