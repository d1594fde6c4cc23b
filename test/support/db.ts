// A fresh, migrated and seeded database for an integration test: a temporary PGlite directory, or a
// new PostgreSQL database (created and dropped here) when DATABASE_URL is set. Copied from the run's
// template when there is one (test/support/db-template.ts), else migrated and seeded here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type OpenDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { seedDatabase } from "@/prisma/seed";
import { copyDbTemplate } from "./db-template";

export interface TestDatabase extends OpenDatabase {
  target: { databaseUrl?: string; dataDir: string };
  destroy(): Promise<void>;
}

export async function createTestDatabase(name: string): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  let fromTemplate: boolean;
  if (process.env.DATABASE_URL) {
    const { Client } = await import("pg");
    const dbName = `${name.replace(/\W/g, "_")}_${process.pid}_${Date.now()}`.toLowerCase();
    fromTemplate = await copyDbTemplate(dataDir, dbName);
    if (!fromTemplate) {
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
    }
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    };
  } else {
    fromTemplate = await copyDbTemplate(dataDir, undefined);
  }
  const target = { databaseUrl, dataDir };
  const db = await openDatabase(target);
  if (fromTemplate) {
    // A copy of the run's template (test/support/db-template.ts) is already migrated and seeded. On PGlite
    // it is seeded again (a no-op: nothing to write, no password to hash; ~3-8 s instead of ~15-30 s for a
    // new database): a copy opened cold, without it, failed hardening.test.ts's first case (300 ms leases:
    // its first write transaction took ~0.5 s) in 3 runs out of 3; with the seed run in this process, as
    // before the template, in none. PostgreSQL's server is warm either way.
    if (db.kind === "pglite") await seedDatabase(db.prisma);
  } else {
    await applyMigrations(db.factory);
    await seedDatabase(db.prisma);
  }
  return {
    ...db,
    target,
    async destroy() {
      await db.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
