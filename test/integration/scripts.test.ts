// The set-up commands, run as a developer runs them:
// - `npm start` with a bad setting stops at once, naming it, before touching any database;
// - `npm run db:migration -- <name>` works offline: it finds nothing to write when the committed
//   migrations match the schema, and writes the SQL of a schema change (checked on a copy of prisma/).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPGlite, pgliteAdapterFactory } from "@/lib/db/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createMigration } from "@/lib/db/migrations";
import { ROOT as root, runScriptToEnd } from "../support/processes";

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Runs a script on the embedded database in a fresh data directory (an empty DATABASE_URL is unset). */
function run(script: string, args: string[], env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scripts-test-data-"));
  temps.push(dataDir);
  return runScriptToEnd(script, args, { DATABASE_URL: "", DATA_DIR: dataDir, ...env });
}

/** A copy of the schema and migrations, with node_modules linked, for creating migrations in. */
function prismaCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scripts-test-prisma-"));
  temps.push(dir);
  fs.cpSync(path.join(root, "prisma", "schema.prisma"), path.join(dir, "prisma", "schema.prisma"));
  fs.cpSync(path.join(root, "prisma", "migrations"), path.join(dir, "prisma", "migrations"), { recursive: true });
  fs.copyFileSync(path.join(root, "package.json"), path.join(dir, "package.json"));
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

const migrationDirs = (dir: string) =>
  fs
    .readdirSync(path.join(dir, "prisma", "migrations"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

describe("npm start", () => {
  it("stops with exit code 1 and a message naming each bad setting", () => {
    const result = run("scripts/start.ts", ["--quiet"], { PORT: "eighty", RATING_CONCURRENCY: "0" });
    expect(result.status, result.stdout + result.stderr).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).toMatch(/RATING_CONCURRENCY/);
    expect(result.stdout).not.toMatch(/migrations applied|sign in/i);
  });
});

describe("npm run db:migration", () => {
  it("has nothing to write: the committed migrations match prisma/schema.prisma", () => {
    const before = migrationDirs(root);
    const result = run("scripts/db.ts", ["create", "scripts_test_no_change"]);
    const written = migrationDirs(root).filter((d) => !before.includes(d));
    for (const d of written) fs.rmSync(path.join(root, "prisma", "migrations", d), { recursive: true }); // do not leave a stray migration behind
    expect(written, "the schema has changes no migration records: run npm run db:migration -- <name>").toEqual([]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("no changes: the schema matches the migrations");
  });

  it("writes the SQL of a schema change offline, then has nothing more to write", async () => {
    const dir = prismaCopy();
    const schema = path.join(dir, "prisma", "schema.prisma");
    fs.appendFileSync(schema, '\nmodel Widget {\n  id   String @id @db.Uuid\n  name String\n\n  @@map("widgets")\n}\n');
    const before = migrationDirs(dir);

    const scratch = await openPGlite();
    let written: string | null;
    try {
      written = await createMigration(await pgliteAdapterFactory(scratch), "add widgets", dir);
    } finally {
      await scratch.close();
    }
    expect(written).not.toBeNull();
    expect(path.basename(written!)).toMatch(/^\d{14}_add_widgets$/);
    expect(migrationDirs(dir)).toEqual([...before, path.basename(written!)].sort());
    const sql = fs.readFileSync(path.join(written!, "migration.sql"), "utf8");
    expect(sql).toMatch(/CREATE TABLE "widgets"/);
    expect(sql).not.toMatch(/DROP|ALTER TABLE "(?!widgets)/);

    const again = await openPGlite();
    try {
      expect(await createMigration(await pgliteAdapterFactory(again), "again", dir)).toBeNull();
    } finally {
      await again.close();
    }
  });
});
