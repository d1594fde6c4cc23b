// npm run apikey -- --agency <slug> [--name <label>] [--test] | --revoke <keyId> --agency <slug> [--test]
// --test makes a qk_test_ key, of the agency's test twin (decision 043); without it a qk_live_ key.
// Prints a new API key once; only its hash is stored. With PGlite, run it while the app is stopped
// (one process owns the embedded database); with PostgreSQL, any time.
import { parseArgs } from "node:util";
import { createApiKey, revokeApiKey } from "@/lib/auth/api-keys";
import { openDatabase } from "@/lib/db/client";
import { ensureTestAgency } from "@/lib/db/queries/agencies";
import { applyMigrations } from "@/lib/db/migrations";
import { env } from "@/lib/env";
import { seedDatabase } from "@/prisma/seed";

const { values } = parseArgs({
  options: { agency: { type: "string" }, name: { type: "string" }, revoke: { type: "string" }, quiet: { type: "boolean" }, test: { type: "boolean" } },
});

async function main() {
  if (!values.agency) throw new Error("usage: npm run apikey -- --agency <slug> [--name <label>] [--test] [--revoke <keyId>]");
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
  try {
    await applyMigrations(database.factory);
    await seedDatabase(database.prisma);
    const live = await database.prisma.agency.findUnique({ where: { slug: values.agency } });
    if (!live?.livemode) throw new Error(`no agency with slug "${values.agency}"`);
    const agency = values.test ? { ...live, id: await ensureTestAgency(database.prisma, live.id) } : live;
    if (values.revoke) {
      const ok = await revokeApiKey(database.prisma, agency.id, values.revoke);
      console.log(ok ? `revoked ${values.revoke}` : `no active key ${values.revoke} for ${agency.slug}`);
      return;
    }
    const created = await createApiKey(database.prisma, agency.id, values.name ?? "cli");
    if (values.quiet) console.log(created.key);
    else console.log(`${values.test ? "Test" : "Live"} API key for ${agency.name} (id ${created.id}); shown once, store it now:\n${created.key}`);
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
