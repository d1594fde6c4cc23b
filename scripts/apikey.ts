// npm run apikey -- --agency <slug> [--name <label>] | --revoke <keyId> --agency <slug>
// Prints a new API key once; only its hash is stored. With PGlite, run it while the app is stopped
// (one process owns the embedded database); with PostgreSQL, any time.
import { parseArgs } from "node:util";
import { createApiKey, revokeApiKey } from "@/lib/auth/api-keys";
import { openDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { env } from "@/lib/env";
import { seedDatabase } from "@/prisma/seed";

const { values } = parseArgs({ options: { agency: { type: "string" }, name: { type: "string" }, revoke: { type: "string" }, quiet: { type: "boolean" } } });

async function main() {
  if (!values.agency) throw new Error("usage: npm run apikey -- --agency <slug> [--name <label>] [--revoke <keyId>]");
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
  try {
    await applyMigrations(database.factory);
    await seedDatabase(database.prisma);
    const agency = await database.prisma.agency.findUnique({ where: { slug: values.agency } });
    if (!agency) throw new Error(`no agency with slug "${values.agency}"`);
    if (values.revoke) {
      const ok = await revokeApiKey(database.prisma, agency.id, values.revoke);
      console.log(ok ? `revoked ${values.revoke}` : `no active key ${values.revoke} for ${agency.slug}`);
      return;
    }
    const created = await createApiKey(database.prisma, agency.id, values.name ?? "cli");
    if (values.quiet) console.log(created.key);
    else console.log(`API key for ${agency.name} (id ${created.id}); shown once, store it now:\n${created.key}`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
