// npm run worker: a rating worker in its own process. Needs PostgreSQL (DATABASE_URL): the embedded
// PGlite database belongs to one process, where the web app runs the worker itself. Any number of
// these may run beside the app; SKIP LOCKED claims and leases keep every application rated once.
import { openDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { env } from "@/lib/env";
import { logFor } from "@/lib/log";
import { startWorker } from "@/lib/runtime";

async function main() {
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
  const worker = await startWorker({ exitOnSignal: false });
  logFor("rating-worker", { job: "rating" }).info({ concurrency: e.RATING_CONCURRENCY }, "started");
  const shutdown = async () => {
    await worker.stop(10_000);
    process.exit(0);
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
