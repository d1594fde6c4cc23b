// npx tsx bench/soak.ts (the last step of npm run bench): a bounded soak on PostgreSQL. Not a test: it
// prints figures and whether each goal is met (no errors; server RSS growing less than 10 %
// between the end of the warm-up and the end of the run).
//
// Starts the built app (scripts/start.ts, sandbox carrier included) on a fresh PostgreSQL database and
// drives it open-loop at SOAK_RATE requests per second (default 100): requests are sent on a fixed
// schedule whatever the answers do, and each latency is measured from its scheduled time, so a stall
// shows in the figures instead of slowing the load. The mix, by request number (SOAK_CREATE_PERCENT
// sets the share of creates; the reads share the rest 5:2:1):
//   20 %  POST /v1/quote  a one-program bakery folio, alternately KM-CGL (rating table, in process)
//                         and SA-BOP (the sandbox carrier, over HTTP)
//   50 %  GET /v1/quote/{id}            a recently created folio
//   20 %  GET /v1/quote?limit=20        the agency's recent folios
//   10 %  GET /v1/quote?groupId=        one folio's shopping session
// SOAK_WARMUP_SECONDS (default 60) of the same load come first and are not counted; then
// SOAK_SECONDS (default 300). The next-server process's RSS (/proc/<pid>/status) is read at the end
// of the warm-up, midway and at the end, and every 10 s in between. Growth is reported from the end
// of the warm-up (the goal) and over the second half (a leak keeps growing there; a heap settling
// after start-up does not).
// Results: stdout and bench/results/soak.json.
//
// Skipped, with a message, when PostgreSQL is not reachable at BENCH_PG_URL (default
// postgresql://postgres@127.0.0.1:5432/test), as bench/run.ts does.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { staleBuildReason } from "../scripts/build-state";
import { ROOT, freePort, killRunning, runTsx, sleep, startManaged, stopGroup, waitFor, type Managed } from "./processes";

function numberEnv(name: string, def: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return def;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name}=${raw}: must be a number from ${min} to ${max}`);
  return n;
}

const config = {
  seconds: numberEnv("SOAK_SECONDS", 300, 10, 3600),
  warmupSeconds: numberEnv("SOAK_WARMUP_SECONDS", 60, 5, 600),
  rate: numberEnv("SOAK_RATE", 100, 1, 2000),
  createPercent: numberEnv("SOAK_CREATE_PERCENT", 20, 0, 100),
  requestTimeoutMs: 10_000,
  /** Requests in flight beyond this are not sent but counted as "backlog" errors: the app has stalled. */
  maxInFlight: 2000,
  rssGrowthGoalPct: 10,
  pgAdminUrl: process.env.BENCH_PG_URL || "postgresql://postgres@127.0.0.1:5432/test",
};

const log = (msg: string) => process.stdout.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const signed = (n: number) => `${n >= 0 ? "+" : ""}${n}`;
function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

// ---- cleanup on exit and Ctrl-C ----

const cleanups: Array<() => Promise<void>> = [];
async function runCleanups() {
  while (cleanups.length) await cleanups.pop()!().catch((e: Error) => log(`cleanup failed: ${e.message}`));
}
let signals = 0;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (++signals > 1) return;
    log(`${signal}: stopping and cleaning up`);
    killRunning();
    void runCleanups().finally(() => process.exit(130));
  });
}

// ---- PostgreSQL ----

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: config.pgAdminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function pgUnreachable(): Promise<string | null> {
  try {
    await adminQuery("SELECT 1");
    return null;
  } catch (e) {
    return (e as Error).message || String(e);
  }
}

// ---- the server process ----

interface ProcessMemory {
  pid: number;
  rssKb: number;
  hwmKb: number;
}

/** The next-server process of the app's process group (Next renames itself; the group id is the handle). */
function nextServer(groupId: number): ProcessMemory | null {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (pgrp !== groupId) continue;
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!cmdline.startsWith("next-server")) continue;
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8");
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
      return { pid: Number(entry), rssKb: kb("VmRSS"), hwmKb: kb("VmHWM") };
    } catch {
      /* the process ended while being read */
    }
  }
  return null;
}

// ---- load ----

type Kind = "create" | "view" | "list" | "group";

interface Counters {
  sent: number;
  ok: number;
  errors: Record<string, number>;
  latencies: Record<Kind, number[]>;
}

const newCounters = (): Counters => ({ sent: 0, ok: 0, errors: {}, latencies: { create: [], view: [], list: [], group: [] } });

class Load {
  private folios: Array<{ quoteId: string; groupId: string }> = [];
  inFlight = 0;
  private seq = 0;
  counters = newCounters();
  /** The first answer or error of each kind, for the report. */
  firstErrors: Record<string, string> = {};

  constructor(
    private base: string,
    private key: string,
  ) {}

  /** A few folios before the load, so reads have something to read from the first request. */
  async prime(n: number) {
    for (let i = 0; i < n; i++) {
      const res = await fetch(`${this.base}/v1/quote`, { method: "POST", headers: this.headers(true), body: JSON.stringify(this.folioBody()) });
      if (res.status !== 201) throw new Error(`POST /v1/quote answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      this.remember(await res.json());
    }
  }

  /** Sends `rate` requests per second for `seconds`, on schedule; calls `tick` about once a second. */
  async run(seconds: number, tick: (elapsedS: number) => void): Promise<void> {
    const interval = 1000 / config.rate;
    const total = Math.round(seconds * config.rate);
    const t0 = performance.now();
    let next = 0;
    let lastTick = 0;
    const pending = new Set<Promise<void>>();
    while (next < total) {
      const now = performance.now();
      while (next < total && t0 + next * interval <= now) {
        const p = this.one(t0 + next * interval);
        pending.add(p);
        void p.finally(() => pending.delete(p));
        next++;
      }
      const elapsed = (now - t0) / 1000;
      if (elapsed - lastTick >= 1) {
        lastTick = Math.floor(elapsed);
        tick(elapsed);
      }
      await sleep(Math.max(1, Math.min(10, t0 + next * interval - performance.now())));
    }
    // Every request has its own timeout; this bound only keeps a misbehaving client from hanging the run.
    await Promise.race([Promise.all(pending), sleep(config.requestTimeoutMs + 5000)]);
    for (let i = 0; i < pending.size; i++) this.fail("any", "no answer after the request timeout (client gave up)", "");
  }

  private headers(json = false): Record<string, string> {
    return { authorization: `Bearer ${this.key}`, ...(json ? { "content-type": "application/json" } : {}) };
  }

  private folioBody() {
    const n = this.seq;
    return {
      programs: [n % 2 ? "SA-BOP" : "KM-CGL"],
      class_code: "10100",
      business_name: `Soak Bakery ${n}`,
      mailing_zip: "60601",
      mailing_state: "IL",
      employee_count: 6,
      annual_revenue: 850000,
      effective_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      source: "soak",
    };
  }

  private remember(body: { data: { quoteId: string; groupId: string } }) {
    this.folios.push({ quoteId: body.data.quoteId, groupId: body.data.groupId });
    if (this.folios.length > 1000) this.folios.shift();
  }

  /** A recent folio, by a deterministic walk (no randomness between runs). */
  private recent() {
    return this.folios[(this.seq * 7919) % this.folios.length]!;
  }

  private async one(scheduledAt: number): Promise<void> {
    const n = ++this.seq;
    // Creates at SOAK_CREATE_PERCENT of the requests, evenly spread; the reads share the rest 5:2:1.
    const creates = Math.floor((n * config.createPercent) / 100) - Math.floor(((n - 1) * config.createPercent) / 100);
    const read = n % 8;
    const kind: Kind = creates ? "create" : read < 5 ? "view" : read < 7 ? "list" : "group";
    const c = this.counters;
    c.sent++;
    if (this.inFlight >= config.maxInFlight) {
      this.fail(kind, "backlog (too many requests in flight)", "");
      return;
    }
    const folio = this.recent();
    const [method, url, body] =
      kind === "create"
        ? ["POST", "/v1/quote", JSON.stringify(this.folioBody())]
        : kind === "view"
          ? ["GET", `/v1/quote/${folio.quoteId}`, undefined]
          : kind === "list"
            ? ["GET", "/v1/quote?limit=20", undefined]
            : ["GET", `/v1/quote?groupId=${folio.groupId}`, undefined];
    this.inFlight++;
    try {
      const res = await fetch(`${this.base}${url}`, { method, headers: this.headers(!!body), body, signal: AbortSignal.timeout(config.requestTimeoutMs) });
      const text = await res.text();
      const expected = kind === "create" ? 201 : 200;
      if (res.status !== expected) {
        this.fail(kind, `${method} ${url.split("?")[0]!.replace(/[0-9a-f-]{36}/, "{id}")} answered ${res.status}`, text.slice(0, 300));
        return;
      }
      if (kind === "create") this.remember(JSON.parse(text));
      c.ok++;
      c.latencies[kind].push(performance.now() - scheduledAt);
    } catch (e) {
      const error = e as Error & { cause?: { code?: string } };
      this.fail(
        kind,
        error.name === "TimeoutError" ? `timeout (> ${config.requestTimeoutMs / 1000} s)` : `network error ${error.cause?.code ?? error.message}`,
        "",
      );
    } finally {
      this.inFlight--;
    }
  }

  private fail(kind: Kind | "any", what: string, detail: string) {
    const key = `${kind}: ${what}`;
    this.counters.errors[key] = (this.counters.errors[key] ?? 0) + 1;
    if (detail) this.firstErrors[key] ??= detail;
  }
}

function latencyFigures(values: number[]) {
  const sorted = values.slice().sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? NaN),
  };
}

// ---- the run ----

function ensureBuilt() {
  const reason = staleBuildReason(ROOT);
  if (!reason) return;
  log(`building the app (${reason})...`);
  const build = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`next build failed:\n${`${build.stdout}\n${build.stderr}`.trim().split("\n").slice(-30).join("\n")}`);
}

async function main() {
  const unreachable = await pgUnreachable();
  if (unreachable) {
    log(`PostgreSQL not reachable at ${config.pgAdminUrl} (${unreachable}): soak skipped`);
    return;
  }
  ensureBuilt();
  const startedAt = new Date();
  const dbName = `soak_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${dbName}"`);
  cleanups.push(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    log(`dropped database ${dbName}`);
  });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "quoting-soak-"));
  cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
  const url = new URL(config.pgAdminUrl);
  url.pathname = `/${dbName}`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: path.join(tmp, "data"),
    DATABASE_URL: url.toString(),
    SANDBOX_CARRIER_URL: `http://127.0.0.1:${await freePort()}`,
    // The soak measures the server under load, not the rate limiter: the default per-key limit (1,000
    // per 10 s) is exactly 100 req/s, so a window edge would turn scheduled sends into our own 429s.
    // The limiter still runs on every request, with the room a partner with a raised limit would have.
    RATE_LIMIT_PER_KEY: String(config.rate * 10 * 5),
    RATE_LIMIT_PER_AGENCY: String(config.rate * 10 * 5),
  };
  delete env.APP_URL;
  const base = `http://127.0.0.1:${port}`;
  const keyOut = await runTsx("scripts/apikey.ts", ["--agency", "demo", "--quiet", "--name", "soak"], env, 180_000);
  const key = /^(qk_\S+)\s*$/m.exec(keyOut)?.[1];
  if (!key) throw new Error(`scripts/apikey.ts printed no key: ${keyOut.slice(0, 300)}`);

  log(`starting the app on ${base} (PostgreSQL database ${dbName})`);
  const app: Managed = startManaged("app", path.join(ROOT, "node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/start.ts", "--quiet"], env);
  cleanups.push(() => stopGroup(app));
  let exited: number | null | undefined;
  void app.exited.then((code) => (exited = code));
  await waitFor(
    "the app to answer /v1/health",
    async () => (await fetch(`${base}/v1/health`, { signal: AbortSignal.timeout(5000) })).ok,
    180_000,
    250,
    () => (exited !== undefined ? `the start script exited with code ${exited}:\n${app.tail()}` : null),
  );
  const groupId = app.child.pid!;
  const memory = () => {
    const m = nextServer(groupId);
    if (!m) throw new Error(`no next-server process in the app's process group ${groupId}`);
    return m;
  };
  log(`next-server pid ${memory().pid}, RSS ${round(memory().rssKb / 1024)} MiB before any load`);

  const load = new Load(base, key);
  await load.prime(5);
  log(`warm-up: ${config.warmupSeconds} s at ${config.rate} req/s (not counted)`);
  await load.run(config.warmupSeconds, () => {});
  const warmupErrors = load.counters.errors;
  if (Object.keys(warmupErrors).length) log(`warm-up errors: ${JSON.stringify(warmupErrors)}`);
  load.counters = newCounters();
  load.firstErrors = {};

  const rss: Array<{ atS: number; rssMiB: number }> = [];
  const sample = (atS: number) => {
    const m = memory();
    rss.push({ atS: round(atS), rssMiB: round(m.rssKb / 1024) });
    return m;
  };
  const atStart = sample(0);
  let atMid: ProcessMemory | null = null;
  log(`soak: ${config.seconds} s at ${config.rate} req/s; RSS after warm-up ${round(atStart.rssKb / 1024)} MiB`);
  let lastSample = 0;
  await load.run(config.seconds, (elapsed) => {
    if (elapsed - lastSample >= 10) {
      lastSample = Math.floor(elapsed / 10) * 10;
      const m = sample(elapsed);
      const errors = Object.values(load.counters.errors).reduce((a, b) => a + b, 0);
      log(
        `${lastSample} s: ${load.counters.sent} sent, ${load.counters.ok} ok, ${errors} errors, ${load.inFlight} in flight, RSS ${round(m.rssKb / 1024)} MiB`,
      );
      if (!atMid && elapsed >= config.seconds / 2) atMid = m;
    }
  });
  const atEnd = sample(config.seconds);
  const c = load.counters;
  const all = Object.values(c.latencies).flat();
  const errors = Object.values(c.errors).reduce((a, b) => a + b, 0);
  const growthPct = ((atEnd.rssKb - atStart.rssKb) / atStart.rssKb) * 100;
  const midKb = (atMid as ProcessMemory | null)?.rssKb ?? NaN;
  const goals = { zeroErrors: errors === 0, rssGrowthBelowGoal: growthPct < config.rssGrowthGoalPct };
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    host: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "" },
    config: { ...config, pgAdminUrl: config.pgAdminUrl.replace(/\/\/[^@]*@/, "//***@") },
    sent: c.sent,
    ok: c.ok,
    sentPerSecond: round(c.sent / config.seconds),
    okPerSecond: round(c.ok / config.seconds),
    errors: c.errors,
    firstErrors: load.firstErrors,
    warmupErrors,
    latency: {
      all: latencyFigures(all),
      create: latencyFigures(c.latencies.create),
      view: latencyFigures(c.latencies.view),
      list: latencyFigures(c.latencies.list),
      group: latencyFigures(c.latencies.group),
    },
    rss: {
      pid: atStart.pid,
      startMiB: round(atStart.rssKb / 1024),
      midMiB: round(midKb / 1024),
      endMiB: round(atEnd.rssKb / 1024),
      peakMiB: round(atEnd.hwmKb / 1024),
      growthPct: round(growthPct),
      secondHalfGrowthPct: round(((atEnd.rssKb - midKb) / midKb) * 100),
      series: rss,
    },
    goals,
    appErrorLines: app.errorLines.slice(0, 10),
  };
  const outDir = path.join(ROOT, "bench", "results");
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "soak.json"), JSON.stringify(report, null, 2) + "\n");

  const l = report.latency.all;
  console.log("");
  console.log(
    `  soak on PostgreSQL: ${config.seconds} s at ${config.rate} req/s after ${config.warmupSeconds} s warm-up (${config.createPercent} % creates, the rest folio views and lists)`,
  );
  console.log(`  requests: ${c.sent} sent, ${c.ok} ok (${report.okPerSecond}/s), ${errors} errors${errors ? ":" : ""}`);
  for (const [kind, n] of Object.entries(c.errors).sort((a, b) => b[1] - a[1])) console.log(`    ${n} x ${kind}`);
  console.log(`  latency from scheduled send: p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, max ${l.maxMs} ms`);
  for (const kind of ["create", "view", "list", "group"] as const) {
    const k = report.latency[kind];
    console.log(`    ${kind.padEnd(6)} ${String(k.count).padStart(6)}  p50 ${k.p50Ms} ms  p99 ${k.p99Ms} ms`);
  }
  console.log(
    `  next-server RSS: ${report.rss.startMiB} MiB after warm-up, ${report.rss.midMiB} MiB midway, ${report.rss.endMiB} MiB at the end (${signed(report.rss.growthPct)} %; second half ${signed(report.rss.secondHalfGrowthPct)} %), peak ${report.rss.peakMiB} MiB`,
  );
  for (const [kind, detail] of Object.entries(load.firstErrors)) console.log(`  first ${kind}: ${detail.slice(0, 240)}`);
  console.log(
    `  goals: 0 errors ${goals.zeroErrors ? "met" : "NOT met"}; RSS growth < ${config.rssGrowthGoalPct} % ${goals.rssGrowthBelowGoal ? "met" : "NOT met"}`,
  );
  if (report.appErrorLines.length) console.log(`  the app logged errors, first: ${report.appErrorLines[0]}`);
  console.log(`  results: ${path.relative(ROOT, path.join(outDir, "soak.json"))}`);
  // A benchmark reports; it does not fail the run (the goals are printed above and in soak.json).
}

main()
  .catch((e: Error) => {
    console.error(`soak: ${e.message ?? e}`);
    process.exitCode = 1;
  })
  .finally(runCleanups);
