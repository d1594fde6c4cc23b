// Process helpers for the benchmark: free ports, running the project's tsx scripts, starting the app
// in its own process group and stopping that whole group (Next renames its process to next-server,
// so only the group id is a reliable handle).
import pg from "pg";
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

export const ROOT = process.cwd();
export const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("could not get a free port"))));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The environment a benchmark starts the built app with: production, on loopback, its data in `dataDir`,
 * and the rate limiter either counting with room for the load ("roomy": every request
 * pays for it, as in production) or off. No DATABASE_URL or APP_URL inherited: the caller sets them.
 */
export function benchAppEnv(dataDir: string, limiter: "roomy" | "off"): NodeJS.ProcessEnv {
  const limit = limiter === "roomy" ? "10000000" : "0"; // the default (1,000 per key per 10 s) would refuse most of the load
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_KEY: limit,
    RATE_LIMIT_PER_AGENCY: limit,
  };
  delete env.DATABASE_URL;
  delete env.APP_URL;
  return env;
}

/** Short-lived children of runTsx still running, so an interrupted bench can end them. */
const running = new Set<ChildProcess>();
export function killRunning(): void {
  for (const child of running) killGroup(child, "SIGKILL");
  running.clear();
}

/** Runs `tsx <script> ...args` to completion and returns its stdout; rejects with its stderr on failure or timeout. */
export function runTsx(script: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ["--conditions=react-server", script, ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => {
      killGroup(child, "SIGKILL");
      reject(new Error(`${script} did not finish within ${timeoutMs / 1000} s\n${err.trim()}`));
    }, timeoutMs);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      running.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${script} exited with code ${code}\n${(err || out).trim()}`));
    });
  });
}

/** A long-running child in its own process group, with the tail of its output kept for error reports. */
export interface Managed {
  child: ChildProcess;
  name: string;
  /** Last lines of stdout+stderr. */
  tail(): string;
  /** Lines that look like logged errors (JSON "level":"error", or anything on stderr mentioning Error). */
  errorLines: string[];
  exited: Promise<number | null>;
}

export function startManaged(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Managed {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const lines: string[] = [];
  const errorLines: string[] = [];
  const collect = (stream: "out" | "err") => {
    let partial = "";
    return (d: Buffer) => {
      partial += d.toString();
      const parts = partial.split("\n");
      partial = parts.pop() ?? "";
      for (const line of parts) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > 200) lines.shift();
        if (/"level":"error"/.test(line) || (stream === "err" && /error/i.test(line))) {
          if (errorLines.length < 50) errorLines.push(line);
        }
      }
    };
  };
  child.stdout?.on("data", collect("out"));
  child.stderr?.on("data", collect("err"));
  const exited = new Promise<number | null>((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.on("error", () => resolve(-1));
  });
  return { child, name, tail: () => lines.slice(-40).join("\n"), errorLines, exited };
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
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

/** SIGTERM to the group, then SIGKILL after graceMs if anything in it is still alive. */
export async function stopGroup(managed: Managed, graceMs = 8000): Promise<void> {
  const pid = managed.child.pid;
  if (pid === undefined) return;
  killGroup(managed.child, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) {
    killGroup(managed.child, "SIGKILL");
    const hard = Date.now() + 3000;
    while (groupAlive(pid) && Date.now() < hard) await sleep(50);
  }
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs: number, abortIf?: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    const reason = abortIf?.();
    if (reason) throw new Error(`gave up waiting for ${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * A client connected to the big book of `npm run bench:data` (BOOK_DB, default quoting_book, on the server
 * DATABASE_URL or BENCH_PG_URL names), or null, with the reason logged, when it is not there.
 */
export async function connectToBook(log: (msg: string) => void): Promise<{ url: string; client: pg.Client } | null> {
  const server = process.env.DATABASE_URL || process.env.BENCH_PG_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  const url = new URL(server);
  url.pathname = `/${process.env.BOOK_DB || "quoting_book"}`;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
  } catch (e) {
    log(`skipped: the big book's database is not reachable at ${url.toString()} (${(e as Error).message}); make it with npm run bench:data`);
    return null;
  }
  return { url: url.toString(), client };
}

/** n rounded to d decimals (printed figures). */
export const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
/** The p-th percentile of ascending values (NaN for none). */
export const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

/** Rows of one statement on a connection of its own (the benches' database set-up and figures). */
export async function sql<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
