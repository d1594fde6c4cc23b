// Boot of the web process (Node runtime only): validate configuration and, with RUN_WORKER_IN_APP
// (the default, and required with the embedded PGlite database, which one process owns), run the
// rating worker in this process, stopping it cleanly on SIGTERM/SIGINT.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { startWorker } from "./runtime";

export async function bootWebProcess(): Promise<void> {
  const e = env(); // a bad setting stops the server here, with a message naming it
  if (!e.RUN_WORKER_IN_APP) return;
  const worker = startWorker(await db(), e);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void worker.stop(5000).finally(() => process.exit(0));
    });
  }
}
