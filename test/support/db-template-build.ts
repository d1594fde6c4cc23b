// Builds the migrated and seeded database that the test databases are copied from (test/support/db-template.ts):
// run with tsx by the global setup, as scripts/db.ts would migrate and seed it, in one process.
// Target: DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL). Prints the seconds each step took.
import { openDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { seedDatabase } from "@/prisma/seed";

async function main() {
  const started = Date.now();
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR! });
  const opened = Date.now();
  try {
    await applyMigrations(db.factory);
    const migrated = Date.now();
    await seedDatabase(db.prisma);
    const seeded = Date.now();
    console.log(`open ${(opened - started) / 1000} s, migrate ${(migrated - opened) / 1000} s, seed ${(seeded - migrated) / 1000} s`);
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0), // the wasm schema engine keeps the event loop alive for ~10 s otherwise
  (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
