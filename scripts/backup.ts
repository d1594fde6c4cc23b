// npm run db:backup -- [file] | npm run db:restore -- <file> (issue 33 item 6, docs/operations.md): the database
// DATABASE_URL names (pg_dump / pg_restore), or the embedded one in DATA_DIR (PGlite's dump; not while npm start
// runs on it). A backup without a file name is written to DATA_DIR/backups/<kind>-<time>.
import path from "node:path";
import { backupDatabase, restoreDatabase } from "@/lib/db/backup";
import { env } from "@/lib/env";

async function main() {
  const [command, file] = process.argv.slice(2);
  const e = env();
  const target = { databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR };
  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const out = file ?? path.join(e.DATA_DIR, "backups", `${e.DATABASE_URL ? "postgresql" : "pglite"}-${stamp}.${e.DATABASE_URL ? "dump" : "tar.gz"}`);
    const done = await backupDatabase(target, out);
    console.log(`backed up the ${done.kind === "pglite" ? "embedded" : "PostgreSQL"} database to ${done.file} (${done.bytes} bytes)`);
  } else if (command === "restore") {
    if (!file) throw new Error("usage: npm run db:restore -- <backup file>");
    const done = await restoreDatabase(target, file);
    console.log(
      `restored the ${done.kind === "pglite" ? "embedded" : "PostgreSQL"} database from ${path.resolve(file)}${done.keptAt ? `; the previous one is kept at ${done.keptAt}` : ""}`,
    );
  } else {
    throw new Error("usage: npm run db:backup -- [file] | npm run db:restore -- <file>");
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
