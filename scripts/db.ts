// npm run db:migrate | db:migration -- <name> | db:seed
import { env } from "@/lib/env";
import { openDatabase } from "@/lib/db/client";
import { applyMigrations, createMigration } from "@/lib/db/migrations";

const [command, name] = process.argv.slice(2);

async function main() {
  if (command === "create") {
    if (!name) throw new Error("usage: npm run db:migration -- <name>");
    const { openPGlite, pgliteAdapterFactory } = await import("@/lib/db/pglite");
    const scratch = await openPGlite(); // in memory: the migrations are replayed here to diff against the schema
    const dir = await createMigration(await pgliteAdapterFactory(scratch), name);
    console.log(dir ? `wrote ${dir}/migration.sql` : "no changes: the schema matches the migrations");
    await scratch.close();
    return;
  }
  const e = env();
  const db = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
  try {
    if (command === "migrate") {
      const applied = await applyMigrations(db.factory);
      console.log(applied.length ? `applied ${applied.join(", ")}` : "database is up to date");
    } else if (command === "seed") {
      const { seedDatabase } = await import("@/prisma/seed");
      console.log(await seedDatabase(db.prisma));
    } else {
      throw new Error(`unknown command ${command}; use migrate, create <name> or seed`);
    }
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0), // the wasm engine keeps the event loop alive for ~10 s otherwise
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
