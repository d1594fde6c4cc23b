// A fresh, migrated and seeded database for an integration test: a temporary PGlite directory, or a
// new PostgreSQL database (created and dropped here) when DATABASE_URL is set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type OpenDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { seedDatabase } from "@/prisma/seed";

export interface TestDatabase extends OpenDatabase {
  target: { databaseUrl?: string; dataDir: string };
  destroy(): Promise<void>;
}

export async function createTestDatabase(name: string): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const { Client } = await import("pg");
    const dbName = `${name.replace(/\W/g, "_")}_${process.pid}_${Date.now()}`.toLowerCase();
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    };
  }
  const target = { databaseUrl, dataDir };
  const db = await openDatabase(target);
  await applyMigrations(db.factory);
  await seedDatabase(db.prisma);
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
