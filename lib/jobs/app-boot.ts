// Boot of the web process (Node runtime only): validate configuration and, with RUN_WORKER_IN_APP
// (the default, and required with the embedded PGlite database, which one process owns), run the
// rating worker in this process, stopping it cleanly on SIGTERM/SIGINT.
import { forgetAllVerifiedKeys, forgetVerifiedKey, KEY_REVOKED_CHANNEL } from "@/lib/auth/api-keys";
import { db } from "@/lib/db";
import { listen } from "@/lib/db/notify";
import { env } from "@/lib/env";
import { startWorker } from "./runtime";

export async function bootWebProcess(): Promise<void> {
  const e = env(); // a bad setting stops the server here, with a message naming it
  // A key revoked by another process (the apikey CLI, another web process) stops working here at once.
  await listen(e.DATABASE_URL, KEY_REVOKED_CHANNEL, forgetVerifiedKey, forgetAllVerifiedKeys);
  if (!e.RUN_WORKER_IN_APP) return;
  const worker = startWorker(await db(), e);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void worker.stop(5000).finally(() => process.exit(0));
    });
  }
}
