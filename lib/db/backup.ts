// Backup and restore (issue 33 item 6, docs/operations.md). PostgreSQL: pg_dump's custom format, a consistent
// snapshot taken while the app runs (one repeatable-read transaction), and pg_restore into the same or a new
// database. The embedded PGlite database: PGlite's own dump of its data directory (a gzipped tar), read and
// written by one process only, so both refuse while `npm start` runs on that directory (it keeps its pid in
// DATA_DIR/app.pid). A restore loads the dump into a new directory and checks it opens before the current one
// is moved aside (kept, never deleted), so a bad file leaves the database as it was.
import "server-only";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { DatabaseTarget } from "./client";
import { openPGlite } from "./pglite";

const run = promisify(execFile);

/** Where `npm start` keeps its pid while it runs on a data directory. */
export const appPidFile = (dataDir: string) => path.resolve(dataDir, "app.pid");

/** The pid of the `npm start` running on this data directory, or null (no pid file, or its process is gone). */
export function appRunningOn(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(appPidFile(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
  return isStartProcess(pid) ? pid : null;
}

/**
 * Whether a live pid is still an `npm start`. A start killed with SIGKILL leaves its pid file behind; until its
 * parent reaps it, the pid is a zombie (which signal 0 still reaches), and later the number may belong to another
 * program. Where /proc is readable (Linux), both count as not running; elsewhere the pid is taken at its word.
 */
function isStartProcess(pid: number): boolean {
  let stat: string;
  let cmdline: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return !fs.existsSync("/proc/self/stat");
  }
  const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  if (state === "Z" || state === "X") return false;
  return cmdline.includes("start.ts");
}

function refuseWhileRunning(dataDir: string, what: string): void {
  const pid = appRunningOn(dataDir);
  if (pid !== null)
    throw new Error(
      `The app is running on ${path.resolve(dataDir)} (npm start, pid ${pid}); the embedded database serves one process at a time. Stop it, then ${what}.`,
    );
}

const pgliteDir = (dataDir: string) => path.resolve(dataDir, "pglite");

export interface BackupResult {
  kind: "pglite" | "postgresql";
  file: string;
  bytes: number;
}

/** Writes a backup of the target's database to `file`. */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<BackupResult> {
  const out = path.resolve(file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  if (target.databaseUrl) {
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${out}`, `--dbname=${target.databaseUrl}`]);
    return { kind: "postgresql", file: out, bytes: fs.statSync(out).size };
  }
  refuseWhileRunning(target.dataDir, "back it up");
  const dir = pgliteDir(target.dataDir);
  if (!fs.existsSync(dir)) throw new Error(`No embedded database at ${dir}.`);
  const pg = await openPGlite(dir);
  try {
    const dump = await pg.dumpDataDir("gzip");
    fs.writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
  return { kind: "pglite", file: out, bytes: fs.statSync(out).size };
}

/** Replaces the target's database with the backup in `file`; the embedded database's previous directory is kept beside it. */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<{ kind: "pglite" | "postgresql"; keptAt: string | null }> {
  const from = path.resolve(file);
  if (!fs.existsSync(from)) throw new Error(`No backup file at ${from}.`);
  if (target.databaseUrl) {
    await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", `--dbname=${target.databaseUrl}`, from]);
    return { kind: "postgresql", keptAt: null };
  }
  refuseWhileRunning(target.dataDir, "restore it");
  const dir = pgliteDir(target.dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const incoming = `${dir}.restoring-${stamp}`;
  // Loaded and opened in a directory of its own first: a file that is not a PGlite dump fails here, before anything moves.
  const pg = await openPGlite(incoming, { loadDataDir: new Blob([fs.readFileSync(from)]) });
  try {
    await pg.query("SELECT 1");
  } finally {
    await pg.close();
  }
  let keptAt: string | null = null;
  if (fs.existsSync(dir)) {
    keptAt = `${dir}.before-restore-${stamp}`;
    fs.renameSync(dir, keptAt);
  }
  fs.renameSync(incoming, dir);
  return { kind: "pglite", keptAt };
}
