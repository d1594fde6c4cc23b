// A private instance of the real app for tests that need the database to themselves: a fresh database
// (a temp PGlite data directory, or a new PostgreSQL database beside DATABASE_URL's), migrated and
// seeded in this process, then the app started with npm start's script (scripts/start.ts) on free
// ports. With PGlite only one process may open the data directory, so the test reads the database
// (withDatabase) only while the app is stopped.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminQuery } from "./pg-admin";
import { openDatabase, type DatabaseTarget, type OpenDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { seedDatabase } from "@/prisma/seed";
import { copyDbTemplate } from "./db-template";
import { ROOT, freePort, killTree, startScript } from "./processes";

export const DATABASE_KIND: "pglite" | "postgresql" = process.env.DATABASE_URL ? "postgresql" : "pglite";

export interface AppDatabase {
  target: DatabaseTarget;
  destroy(): Promise<void>;
}

/**
 * A new, migrated and seeded database (a copy of the run's template when there is one); destroy() removes it.
 * `prepare` runs on it before it is closed (one opening: a PGlite data directory takes seconds to open).
 */
export async function createAppDatabase<T = void>(name: string, prepare?: (database: OpenDatabase) => Promise<T>): Promise<AppDatabase & { prepared: T }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const target: DatabaseTarget = { dataDir };
  let drop = async () => {};
  let fromTemplate: boolean;
  if (process.env.DATABASE_URL) {
    const dbName = `${name.replace(/\W/g, "_")}_${randomBytes(6).toString("hex")}`.toLowerCase();
    fromTemplate = await copyDbTemplate(dataDir, dbName);
    if (!fromTemplate) await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${dbName}`;
    target.databaseUrl = url.toString();
    drop = () => adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } else {
    fromTemplate = await copyDbTemplate(dataDir, undefined);
  }
  const prepared = await withDatabase(target, async (database) => {
    // A copy of the run's template (test/support/db-template.ts) is already migrated and seeded.
    if (!fromTemplate) {
      await applyMigrations(database.factory, ROOT);
      await seedDatabase(database.prisma);
    }
    return prepare ? prepare(database) : (undefined as T);
  });
  return {
    target,
    prepared,
    async destroy() {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function withDatabase<T>(target: DatabaseTarget, fn: (database: OpenDatabase) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** Rows per table of the app's schema, every table (so tables added later are counted too). */
export async function tableCounts({ prisma }: OpenDatabase): Promise<Record<string, number>> {
  const tables = await prisma.$queryRawUnsafe<Array<{ tablename: string }>>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await prisma.$queryRawUnsafe<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM "${tablename.replace(/"/g, '""')}"`);
    counts[tablename] = row!.n;
  }
  return counts;
}

export interface RunningApp {
  base: string;
  /** Every line the app wrote to stderr (its error log), in order. */
  logLines: string[];
  /** SIGTERM to the app's process group, SIGKILL after a grace period; resolves when all of it is gone. */
  stop(): Promise<void>;
  /** Sends a signal to the app's process group (as an orchestrator does), nothing more. */
  signal(signal: NodeJS.Signals): void;
  /** Resolves when npm start has exited, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the app as npm start does (migrate, seed, mint the demo key, sandbox carrier, build when stale, next start). */
export async function startApp(target: DatabaseTarget, env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const sandboxPort = await freePort();
  const appEnv: NodeJS.ProcessEnv = {
    PORT: String(port),
    DATA_DIR: target.dataDir,
    SANDBOX_CARRIER_URL: `http://127.0.0.1:${sandboxPort}`,
    NODE_ENV: "production",
    ...env,
  };
  if (target.databaseUrl) appEnv.DATABASE_URL = target.databaseUrl;
  const child = startScript("scripts/start.ts", ["--quiet"], appEnv);
  const logLines: string[] = [];
  let partial = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split("\n");
    partial = parts.pop() ?? "";
    for (const line of parts) if (line.trim()) logLines.push(line);
  });
  let exit: string | null = null;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = `exited with code ${code}, signal ${signal}`;
      resolve({ code, signal });
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exit) throw new Error(`the app ${exit} before answering /v1/health:\n${logLines.slice(-20).join("\n")}`);
    if (
      await fetch(`${base}/v1/health`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      killTree(child, "SIGKILL");
      throw new Error(`the app did not answer /v1/health within 180 s:\n${logLines.slice(-20).join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    logLines,
    exited,
    signal: (signal) => child.pid !== undefined && signalGroup(child.pid, signal),
    async stop() {
      const pid = child.pid;
      if (pid === undefined) return;
      signalGroup(pid, "SIGTERM");
      const deadline = Date.now() + 10_000;
      while (groupAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (groupAlive(pid)) {
        signalGroup(pid, "SIGKILL");
        while (groupAlive(pid)) await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
