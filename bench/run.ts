// npm run bench: throughput and latency figures for the quote API, on PGlite and (when reachable)
// PostgreSQL. Not a test: it asserts nothing except that each phase ran, and prints figures.
//
// First the framework's floor: the separate minimal Next.js app of ../shared/bench/nextfloor, installed
// with this project's exact next/react/typescript versions and built outside the repository (once; kept in
// the temp folder: bench/nextfloor.ts; method: ../shared/bench/README.md). Never a route of our own server,
// which would pay our proxy.ts and instrumentation on every request.
// Per database: start the real app (scripts/start.ts) on free ports, create one folio, then
//   1. folio view and ping against the floor app, autocannon with the same Authorization header on
//        floor       the floor app answering the folio view's exact bytes (no auth, no database, no
//                    serialisation, no middleware: what any Next.js route costs here);
//        view        GET /v1/quote/{id} (the app's own work on top of that floor);
//        revalidate  the same GET with If-None-Match: the folio's ETag (a polling client; 304);
//        ping floor  a second floor app instance answering /v1/ping's exact bytes;
//        ping        GET /v1/ping;
//      interleaved in BENCH_ROUNDS rounds (floor, view, revalidate, ping floor, ping, floor, ...) so that
//      load from elsewhere on the machine falls on every case alike. Each ratio is the median of the
//      per-round ratios (view / floor, view p99 / floor p99, revalidate / floor, ping / ping floor), printed
//      beside its goal (issue 28 item 4; the 304's from issue 15). A bare Node http server answering the
//      folio's bytes is measured too, as context (it is not the goal's anchor);
//   2. create-quote: BENCH_FOLIOS folios with BENCH_CONCURRENCY in flight, each timed from sending the
//      POST to every card terminal (polled every BENCH_POLL_MS);
//   3. sensitivity: a 4 x 4 x 3 option grid for one program, server time.
// Then NAICS search in process: p50 and p99 over 1,000 realistic queries, and the top-3 hit rate
// (with its misses) and p50 / p99 over the agents' queries of bench/data/naics-agent-queries.csv.
// Results: a table on stdout and bench/results/latest.json.
//
// Environment: BENCH_DB=pglite|postgresql (default both; PostgreSQL only if reachable),
// BENCH_DURATION (s per case, default 15, split over the rounds), BENCH_ROUNDS (5), BENCH_CONNECTIONS (50),
// BENCH_FOLIOS (200), BENCH_CONCURRENCY (10), BENCH_POLL_MS (20),
// BENCH_PG_URL (admin connection, default postgresql://postgres@127.0.0.1:5432/test).
import { floorSource, floorVersions, prepareFloorApp, startFloorApp } from "./nextfloor";
import { runNaicsSearchBench } from "./naics-search";
import { staleBuildReason } from "../scripts/build-state";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { ROOT, benchAppEnv, freePort, killRunning, runTsx, sleep, startManaged, stopGroup, waitFor, type Managed } from "./processes";

// ---- configuration ----

function intEnv(name: string, def: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name}=${raw}: must be an integer from ${min} to ${max}`);
  return n;
}

type DbKind = "pglite" | "postgresql";
const config = (() => {
  const dbChoice = process.env.BENCH_DB;
  if (dbChoice && dbChoice !== "pglite" && dbChoice !== "postgresql") throw new Error(`BENCH_DB=${dbChoice}: must be pglite or postgresql`);
  return {
    databases: (dbChoice ? [dbChoice] : ["pglite", "postgresql"]) as DbKind[],
    durationS: intEnv("BENCH_DURATION", 15, 1, 600),
    rounds: intEnv("BENCH_ROUNDS", 5, 1, 20),
    warmupS: 2,
    connections: intEnv("BENCH_CONNECTIONS", 50, 1, 1000),
    folios: intEnv("BENCH_FOLIOS", 200, 1, 100_000),
    concurrency: intEnv("BENCH_CONCURRENCY", 10, 1, 1000),
    pollMs: intEnv("BENCH_POLL_MS", 20, 1, 10_000),
    pgAdminUrl: process.env.BENCH_PG_URL || "postgresql://postgres@127.0.0.1:5432/test",
    // Four business programs writing AZ. The bakery (10100) is in appetite for KM-BOP, KM-CGL and
    // SA-BOP (the sandbox HTTP carrier, which does not write CA) and is declined by HS-CGL (class not
    // in appetite): both outcomes are terminal, and one card goes over HTTP.
    programs: ["KM-BOP", "KM-CGL", "HS-CGL", "SA-BOP"],
    folioTimeoutMs: 60_000,
    requestTimeoutMs: 15_000,
  };
})();

function ratingBody(i: number): Record<string, unknown> {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return {
    programs: config.programs,
    class_code: "10100",
    business_name: `Bench Bakery ${i}`,
    mailing_zip: "85004",
    mailing_state: "AZ",
    employee_count: 6,
    annual_revenue: 650000,
    effective_date: tomorrow,
    source: "bench",
  };
}

// ---- results ----

interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Answers with another status than the case expects (200, or 304 for revalidate). */
  unexpected: number;
  status5xx: number;
  errors: number;
  timeouts: number;
}

type ViewCase = "floor" | "view" | "revalidate" | "pingFloor" | "ping";

/** Goals for the ratios to the floor app (issue 28 item 4; the 304's is issue 15's). */
const GOALS = {
  view: { pglite: 0.8, postgresql: 0.9 } as Record<DbKind, number>,
  revalidate: 0.9,
  ping: 0.95,
};

/** A case over its rounds: the median round's throughput and p99, and every round. */
interface CaseFigures extends LoadFigures {
  rounds: LoadFigures[];
}

interface SensitivityFigures {
  cells: number;
  runs: number;
  serverP50Ms: number;
  serverMaxMs: number;
  clientP50Ms: number;
}

interface DbResult {
  db: DbKind;
  sensitivity?: SensitivityFigures;
  status: "ok" | "skipped" | "failed";
  error?: string;
  note?: string;
  startupS?: number;
  folio?: { quoteId: string; bytes: number; contentType: string; cardStatuses: string[]; stableBytes: boolean };
  view?: {
    /** The separate floor app (../shared/bench/nextfloor) answering the folio view's bytes. */
    floor: CaseFigures;
    /** GET /v1/quote/{id}. */
    app: CaseFigures;
    /** GET /v1/quote/{id} with If-None-Match: its ETag (304), when the view sends one. */
    revalidate?: CaseFigures;
    /** A bare Node http server with the same bytes: context, not the anchor. */
    bare: LoadFigures;
    etag: string | null;
    cacheControl: string | null;
    /** GET /v1/ping. */
    ping: CaseFigures;
    /** The floor app answering ping's bytes. */
    pingFloor: CaseFigures;
    /** Medians of the per-round ratios: view / floor (throughput and p99). */
    ratioReqPerSec: number;
    ratioP99: number;
    /** revalidate (304) / floor. */
    revalidateRatioReqPerSec?: number;
    revalidateRatioP99?: number;
    /** ping / ping floor. */
    pingRatioReqPerSec: number;
    pingRatioP99: number;
    /** Each round's throughput ratios, in order. */
    roundRatios: { view: number[]; revalidate?: number[]; ping: number[] };
    goals: { view: number; revalidate: number; ping: number };
    /** view / bare, as before the floor was measured. */
    bareRatioReqPerSec: number;
    /** One request at a time, no load: the cost of one folio view. */
    appSerialP50Ms: number;
    floorSerialP50Ms: number;
  };
  create?: {
    folios: number;
    completed: number;
    failed: number;
    concurrency: number;
    pollMs: number;
    p50Ms: number;
    p90Ms: number;
    p99Ms: number;
    maxMs: number;
    foliosPerSec: number;
    wallS: number;
    polls: number;
    cardStatuses: Record<string, number>;
    firstFailures: string[];
  };
  appErrorLines?: string[];
}

// ---- small helpers ----

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

function log(msg: string) {
  process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
}

function withTimeout<T>(what: string, ms: number, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]);
}

/** Cleanups run on normal exit of a phase and on Ctrl-C. */
const cleanups = new Set<() => Promise<void>>();
async function runCleanups() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    await fn().catch((e) => log(`cleanup failed: ${(e as Error).message}`));
  }
}
// Ctrl-C reaches this process twice (from the terminal and relayed by tsx): clean up once, and only
// a third signal exits at once.
let signals = 0;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    signals++;
    if (signals === 1) {
      log(`${signal}: stopping and cleaning up`);
      killRunning();
      void runCleanups().finally(() => process.exit(130));
    } else if (signals > 2) process.exit(130);
  });
}

// ---- build ----

/** Builds once up front (same staleness rule as scripts/start.ts), so app start-up times are comparable. */
function ensureBuilt() {
  const reason = staleBuildReason(ROOT);
  if (!reason) return;
  log(`building the app (${reason}); this takes a minute...`);
  const started = performance.now();
  const build = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
    timeout: 10 * 60_000,
  });
  if (build.status !== 0) {
    const out = `${build.stdout ?? ""}\n${build.stderr ?? ""}`.trim().split("\n").slice(-30).join("\n");
    throw new Error(`next build failed (exit ${build.status}${build.error ? `, ${build.error.message}` : ""}):\n${out}`);
  }
  log(`built in ${round((performance.now() - started) / 1000)} s`);
}

// ---- PostgreSQL ----

async function pgReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: config.pgAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (e) {
    return (e as Error).message || String(e);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: config.pgAdminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createBenchDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(config.pgAdminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch {
      // PostgreSQL < 13 has no WITH (FORCE): end the sessions, then drop.
      await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      await adminQuery(`DROP DATABASE IF EXISTS "${name}"`);
    }
  };
  return { name, url: url.toString(), drop };
}

// ---- HTTP against the app ----

interface Card {
  status: string;
}
interface FolioJson {
  data?: { quoteId?: string; quotes?: Card[]; applications?: Array<{ status: string }> };
}

class HttpError extends Error {}

async function call(
  method: "GET" | "POST",
  url: string,
  key: string,
  body?: unknown,
  expected = method === "POST" ? 201 : 200,
): Promise<{ status: number; text: string; bytes: Buffer; contentType: string }> {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(config.requestTimeoutMs),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const result = { status: res.status, text: bytes.toString("utf8"), bytes, contentType: res.headers.get("content-type") ?? "" };
  if (res.status !== expected) {
    throw new HttpError(
      `${method} ${new URL(url).pathname} -> ${res.status} (x-request-id ${res.headers.get("x-request-id") ?? "none"}): ${result.text.slice(0, 600)}`,
    );
  }
  return result;
}

const isTerminal = (cards: Card[] | undefined) =>
  !!cards && cards.length === config.programs.length && cards.every((c) => c.status !== "quoting" && c.status !== "pending");

/** POSTs one folio and polls until every card is terminal. Returns the elapsed ms and the final cards. */
async function createAndSettle(base: string, key: string, i: number): Promise<{ ms: number; quoteId: string; cards: Card[]; polls: number; doneAt: number }> {
  const t0 = performance.now();
  const created = JSON.parse((await call("POST", `${base}/v1/quote`, key, ratingBody(i))).text) as FolioJson;
  const quoteId = created.data?.quoteId;
  if (!quoteId) throw new Error(`POST /v1/quote answered 201 without data.quoteId`);
  let polls = 0;
  for (;;) {
    await sleep(config.pollMs);
    const folio = JSON.parse((await call("GET", `${base}/v1/quote/${quoteId}`, key)).text) as FolioJson;
    polls++;
    const cards = folio.data?.quotes;
    if (isTerminal(cards)) {
      const doneAt = performance.now();
      return { ms: doneAt - t0, quoteId, cards: cards!, polls, doneAt };
    }
    if (performance.now() - t0 > config.folioTimeoutMs) {
      throw new Error(`folio ${quoteId}: cards still not terminal after ${config.folioTimeoutMs / 1000} s: ${JSON.stringify(cards?.map((c) => c.status))}`);
    }
  }
}

// ---- load ----

async function load(url: string, headers: Record<string, string>, durationS: number, title: string, expectStatus = 200): Promise<LoadFigures> {
  let instance: autocannon.Instance | undefined;
  const run = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url, connections: config.connections, duration: durationS, headers, title, timeout: 10 }, (err, res) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res),
    );
  });
  const result = await withTimeout(`autocannon (${title})`, (durationS + 60) * 1000, run).catch((e: unknown) => {
    instance?.stop();
    throw e;
  });
  const answered = Object.entries(result.statusCodeStats ?? {}).reduce((n, [, s]) => n + (s.count ?? 0), 0);
  const expected = result.statusCodeStats?.[`${expectStatus}`]?.count ?? 0;
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    unexpected: answered - expected,
    status5xx: result["5xx"],
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A case's figures over its rounds: medians of throughput and latency, sums of counts. */
function overRounds(rounds: LoadFigures[]): CaseFigures {
  const sum = (pick: (f: LoadFigures) => number) => rounds.reduce((n, f) => n + pick(f), 0);
  return {
    reqPerSec: median(rounds.map((f) => f.reqPerSec)),
    p50Ms: median(rounds.map((f) => f.p50Ms)),
    p99Ms: median(rounds.map((f) => f.p99Ms)),
    maxMs: Math.max(...rounds.map((f) => f.maxMs)),
    requests: sum((f) => f.requests),
    unexpected: sum((f) => f.unexpected),
    status5xx: sum((f) => f.status5xx),
    errors: sum((f) => f.errors),
    timeouts: sum((f) => f.timeouts),
    rounds,
  };
}

async function serialP50(url: string, key: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await call("GET", url, key);
    times.push(performance.now() - t);
  }
  return round(
    percentile(
      times.sort((a, b) => a - b),
      50,
    ),
    2,
  );
}

async function startBareServer(bytes: Buffer, contentType: string, dir: string): Promise<{ url: string; server: Managed }> {
  const file = path.join(dir, "folio.json");
  fs.writeFileSync(file, bytes);
  const server = startManaged("bare", process.execPath, ["--import", "tsx", path.join(ROOT, "bench", "bare-server.ts"), file, contentType], process.env);
  let port = 0;
  let exited = false;
  void server.exited.then(() => (exited = true));
  await waitFor(
    "the bare server to listen",
    async () => {
      const m = /listening (\d+)/.exec(server.tail());
      port = m ? Number(m[1]) : 0;
      return port > 0;
    },
    30_000,
    50,
    () => (exited ? `it exited:\n${server.tail()}` : null),
  );
  return { url: `http://127.0.0.1:${port}/`, server };
}

// ---- one database ----

async function benchDatabase(kind: DbKind, floorDir: string): Promise<DbResult> {
  const result: DbResult = { db: kind, status: "failed" };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `quoting-bench-${kind}-`));
  const cleanupTmp = async () => fs.rmSync(tmp, { recursive: true, force: true });
  cleanups.add(cleanupTmp);
  let app: Managed | undefined;
  try {
    // The limiter runs on every request, as in production, with room for the load.
    const env = benchAppEnv(path.join(tmp, "data"), "roomy");
    if (kind === "postgresql") {
      const unreachable = await pgReachable();
      if (unreachable) {
        if (process.env.BENCH_DB === "postgresql") throw new Error(`PostgreSQL is not reachable at ${config.pgAdminUrl}: ${unreachable}`);
        log(`PostgreSQL not reachable at ${config.pgAdminUrl} (${unreachable}): skipped`);
        return { db: kind, status: "skipped", note: `not reachable: ${unreachable}` };
      }
      const database = await createBenchDatabase();
      const drop = async () => {
        await database.drop();
        log(`dropped database ${database.name}`);
      };
      cleanups.add(drop);
      env.DATABASE_URL = database.url;
      log(`postgresql: created database ${database.name}`);
    }
    // Before each start: the tree may have changed since the last database (others edit it), and a
    // build run here shows its errors, where the start script's build is quiet.
    ensureBuilt();
    const port = await freePort();
    const sandboxPort = await freePort();
    env.PORT = String(port);
    env.SANDBOX_CARRIER_URL = `http://127.0.0.1:${sandboxPort}`;
    const base = `http://127.0.0.1:${port}`;

    // The key first: with PGlite the app, once started, owns the data directory.
    const keyOut = await runTsx("scripts/apikey.ts", ["--agency", "demo", "--quiet", "--name", "bench"], env, 180_000);
    const key = /^(qk_\S+)\s*$/m.exec(keyOut)?.[1];
    if (!key) throw new Error(`scripts/apikey.ts printed no qk_ key: ${keyOut.slice(0, 300)}`);

    const startedAt = performance.now();
    log(`${kind}: starting the app on ${base} (sandbox carrier on :${sandboxPort})`);
    const started = startManaged("app", path.join(ROOT, "node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/start.ts", "--quiet"], env);
    app = started;
    const stopApp = async () => {
      await stopGroup(started);
    };
    cleanups.add(stopApp);
    let exitCode: number | null | undefined;
    void started.exited.then((c) => (exitCode = c));
    await waitFor(
      "the app to answer /v1/health",
      async () => (await fetch(`${base}/v1/health`, { signal: AbortSignal.timeout(5000) })).ok,
      240_000,
      250,
      () => (exitCode !== undefined ? `the start script exited with code ${exitCode}:\n${started.tail()}` : null),
    );
    result.startupS = round((performance.now() - startedAt) / 1000);
    log(`${kind}: healthy after ${result.startupS} s`);

    // One folio, settled, and its bytes.
    const sample = await createAndSettle(base, key, 0);
    const view = await call("GET", `${base}/v1/quote/${sample.quoteId}`, key);
    result.folio = {
      quoteId: sample.quoteId,
      bytes: view.bytes.length,
      contentType: view.contentType,
      cardStatuses: sample.cards.map((c) => c.status),
      stableBytes: false,
    };
    log(`${kind}: folio ${sample.quoteId}: ${view.bytes.length} bytes, cards ${result.folio.cardStatuses.join(", ")}`);

    // The floors: the separate floor app answering the folio view's exact bytes, and another instance
    // answering /v1/ping's (each reads its file once).
    const pingUrl = `${base}/v1/ping`;
    const ping = await call("GET", pingUrl, key);
    const floorFile = path.join(tmp, "floor-folio.json");
    const pingFloorFile = path.join(tmp, "floor-ping.json");
    fs.writeFileSync(floorFile, view.bytes);
    fs.writeFileSync(pingFloorFile, ping.bytes);
    const floorApp = await startFloorApp(floorDir, floorFile, { name: "floor" });
    cleanups.add(floorApp.stop);
    const pingFloorApp = await startFloorApp(floorDir, pingFloorFile, { name: "ping floor" });
    cleanups.add(pingFloorApp.stop);
    const floorUrl = floorApp.url;
    log(`${kind}: floor app on ${floorUrl} (folio, ${view.bytes.length} bytes) and ${pingFloorApp.url} (ping, ${ping.bytes.length} bytes)`);

    // Folio view, its revalidation, ping and their floors, interleaved round by round.
    const headers = { authorization: `Bearer ${key}` };
    const viewUrl = `${base}/v1/quote/${sample.quoteId}`;
    const first = await fetch(viewUrl, { headers });
    await first.arrayBuffer();
    const etag = first.headers.get("etag");
    const cacheControl = first.headers.get("cache-control");
    if (etag) {
      const check = await fetch(viewUrl, { headers: { ...headers, "if-none-match": etag } });
      await check.arrayBuffer();
      if (check.status !== 304) throw new Error(`GET with If-None-Match: ${etag} answered ${check.status}, not 304`);
    }
    const appSerialP50Ms = await serialP50(viewUrl, key);
    const floorSerialP50Ms = await serialP50(floorUrl, key);
    log(
      `${kind}: one at a time: view p50 ${appSerialP50Ms} ms, floor p50 ${floorSerialP50Ms} ms; ETag ${etag ?? "none"}, Cache-Control ${cacheControl ?? "none"}`,
    );
    const cases: Array<{ name: ViewCase; url: string; headers: Record<string, string>; status: number }> = [
      { name: "floor", url: floorUrl, headers, status: 200 },
      { name: "view", url: viewUrl, headers, status: 200 },
      ...(etag ? [{ name: "revalidate" as const, url: viewUrl, headers: { ...headers, "if-none-match": etag }, status: 304 }] : []),
      { name: "pingFloor", url: pingFloorApp.url, headers, status: 200 },
      { name: "ping", url: pingUrl, headers, status: 200 },
    ];
    const perRoundS = Math.max(1, Math.round(config.durationS / config.rounds));
    log(
      `${kind}: ${cases.map((c) => c.name).join(", ")}: ${config.connections} connections, 2 x ${config.warmupS} s warm-up each, then ${config.rounds} rounds of ${perRoundS} s each`,
    );
    // Two warm-up passes over the cases: the floor apps are fresh processes (the first run here gave every
    // first round's ratio high, the floor still warming), and the app's routes have served few requests.
    for (let pass = 1; pass <= 2; pass++) {
      for (const c of cases) await load(c.url, c.headers, config.warmupS, `${c.name} warm-up ${pass}`, c.status);
    }
    const rounds = new Map<ViewCase, LoadFigures[]>(cases.map((c) => [c.name, []]));
    for (let r = 0; r < config.rounds; r++) {
      for (const c of cases) rounds.get(c.name)!.push(await load(c.url, c.headers, perRoundS, `${c.name} round ${r + 1}`, c.status));
    }
    const floor = overRounds(rounds.get("floor")!);
    const appFigures = overRounds(rounds.get("view")!);
    const revalidate = etag ? overRounds(rounds.get("revalidate")!) : undefined;
    const pingFloor = overRounds(rounds.get("pingFloor")!);
    const pingFigures = overRounds(rounds.get("ping")!);
    // Ratios round by round (each case against its floor of the same round), then their median.
    const perRound = (num: ViewCase, den: ViewCase, pick: (f: LoadFigures) => number) => rounds.get(num)!.map((f, r) => pick(f) / pick(rounds.get(den)![r]!));
    const rps = (f: LoadFigures) => f.reqPerSec;
    const p99 = (f: LoadFigures) => f.p99Ms;
    const roundRatios = {
      view: perRound("view", "floor", rps),
      ...(etag ? { revalidate: perRound("revalidate", "floor", rps) } : {}),
      ping: perRound("ping", "pingFloor", rps),
    };
    await floorApp.stop();
    cleanups.delete(floorApp.stop);
    await pingFloorApp.stop();
    cleanups.delete(pingFloorApp.stop);
    result.folio.stableBytes = (await call("GET", viewUrl, key)).bytes.equals(view.bytes);

    // Context: a bare Node server with the same bytes (its own process).
    const bare = await startBareServer(view.bytes, view.contentType, tmp);
    let bareFigures: LoadFigures;
    try {
      log(`${kind}: same bytes from a bare Node http server (context)`);
      await load(bare.url, headers, config.warmupS, "bare warm-up");
      bareFigures = await load(bare.url, headers, perRoundS, "bare");
    } finally {
      await stopGroup(bare.server, 3000);
    }
    result.view = {
      floor,
      app: appFigures,
      ...(revalidate
        ? {
            revalidate,
            revalidateRatioReqPerSec: median(roundRatios.revalidate!),
            revalidateRatioP99: median(perRound("revalidate", "floor", p99)),
          }
        : {}),
      ping: pingFigures,
      pingFloor,
      pingRatioReqPerSec: median(roundRatios.ping),
      pingRatioP99: median(perRound("ping", "pingFloor", p99)),
      roundRatios,
      goals: { view: GOALS.view[kind], revalidate: GOALS.revalidate, ping: GOALS.ping },
      bare: bareFigures,
      etag,
      cacheControl,
      ratioReqPerSec: median(roundRatios.view),
      ratioP99: median(perRound("view", "floor", p99)),
      bareRatioReqPerSec: appFigures.reqPerSec / bareFigures.reqPerSec,
      appSerialP50Ms,
      floorSerialP50Ms,
    };
    const fig = (f: LoadFigures) => `${round(f.reqPerSec, 0)} req/s p99 ${f.p99Ms} ms`;
    log(
      `${kind}: floor ${fig(floor)}; view ${fig(appFigures)} (${round(result.view.ratioReqPerSec, 2)}x floor, p99 ${round(result.view.ratioP99, 2)}x)` +
        (revalidate ? `; 304 ${fig(revalidate)} (${round(result.view.revalidateRatioReqPerSec!, 2)}x floor)` : "; no ETag, no 304 case") +
        `; ping floor ${fig(pingFloor)}; ping ${fig(pingFigures)} (${round(result.view.pingRatioReqPerSec, 2)}x its floor)` +
        `; bare Node ${fig(bareFigures)}`,
    );
    for (const [name, f] of [
      ["floor", floor],
      ["view", appFigures],
      ["revalidate", revalidate],
      ["ping floor", pingFloor],
      ["ping", pingFigures],
    ] as const) {
      if (f && (f.unexpected || f.errors)) log(`${kind}: ${name}: ${f.unexpected} unexpected statuses, ${f.errors} errors (${f.timeouts} timeouts)`);
    }

    // Create-quote with bounded concurrency.
    log(`${kind}: create-quote, ${config.folios} folios x ${config.programs.length} programs, ${config.concurrency} in flight`);
    const times: number[] = [];
    const failures: string[] = [];
    const cardStatuses: Record<string, number> = {};
    let polls = 0;
    let nextIndex = 0;
    let lastDone = 0;
    const wallStart = performance.now();
    const workerLoop = async () => {
      for (;;) {
        const i = nextIndex++;
        if (i >= config.folios) return;
        if (failures.length > Math.max(10, config.folios / 4)) return; // clearly broken: stop early
        try {
          const r = await createAndSettle(base, key, i + 1);
          times.push(r.ms);
          polls += r.polls;
          lastDone = Math.max(lastDone, r.doneAt);
          for (const c of r.cards) cardStatuses[c.status] = (cardStatuses[c.status] ?? 0) + 1;
        } catch (e) {
          failures.push((e as Error).message);
        }
      }
    };
    await withTimeout(
      "the create-quote phase",
      Math.max(120_000, config.folios * 5_000),
      Promise.all(Array.from({ length: Math.min(config.concurrency, config.folios) }, workerLoop)),
    );
    const wallS = ((lastDone || performance.now()) - wallStart) / 1000;
    times.sort((a, b) => a - b);
    result.create = {
      folios: config.folios,
      completed: times.length,
      failed: failures.length,
      concurrency: config.concurrency,
      pollMs: config.pollMs,
      p50Ms: round(percentile(times, 50)),
      p90Ms: round(percentile(times, 90)),
      p99Ms: round(percentile(times, 99)),
      maxMs: round(times[times.length - 1] ?? NaN),
      foliosPerSec: round(times.length / wallS, 2),
      wallS: round(wallS, 2),
      polls,
      cardStatuses,
      firstFailures: failures.slice(0, 5),
    };
    log(
      `${kind}: create p50 ${result.create.p50Ms} ms p99 ${result.create.p99Ms} ms, ${result.create.foliosPerSec} folios/s ` +
        `(${times.length}/${config.folios} settled, ${failures.length} failed, cards ${JSON.stringify(cardStatuses)})`,
    );
    if (failures.length) log(`${kind}: first failure: ${failures[0]}`);

    // Sensitivity: one program over a 4 x 4 x 3 grid of options (48 prices per request).
    {
      const { programs: _p, source: _s, ...risk } = ratingBody(0);
      const body = {
        ...risk,
        program: "KM-BOP",
        mode: "grid",
        vary: { glLimit: "all", bppLimit: [25000, 50000, 100000, 250000], deductible: [500, 1000, 2500] },
      };
      const server: number[] = [];
      const client: number[] = [];
      const runs = 15;
      let cells = 0;
      for (let i = 0; i < runs + 2; i++) {
        const started = performance.now();
        const res = await call("POST", `${base}/v1/rate/sensitivity`, key, body, 200);
        const elapsed = performance.now() - started;
        if (res.status !== 200) throw new Error(`sensitivity answered ${res.status}: ${res.text.slice(0, 300)}`);
        const data = JSON.parse(res.text).data as { cells: unknown[]; serverTimeMs: number };
        cells = data.cells.length;
        if (i >= 2) {
          server.push(data.serverTimeMs);
          client.push(elapsed);
        }
      }
      server.sort((a, b) => a - b);
      client.sort((a, b) => a - b);
      result.sensitivity = {
        cells,
        runs,
        serverP50Ms: round(percentile(server, 50), 2),
        serverMaxMs: round(server[server.length - 1]!, 2),
        clientP50Ms: round(percentile(client, 50), 2),
      };
      log(
        `${kind}: sensitivity ${cells} cells, server p50 ${result.sensitivity.serverP50Ms} ms (max ${result.sensitivity.serverMaxMs} ms), round trip p50 ${result.sensitivity.clientP50Ms} ms`,
      );
    }
    result.status = failures.length ? "failed" : "ok";
    if (failures.length) result.error = `${failures.length} of ${config.folios} folios failed; first: ${failures[0]}`;
  } catch (e) {
    result.status = "failed";
    result.error = (e as Error).message;
    log(`${kind}: FAILED: ${result.error}`);
  } finally {
    if (app) {
      log(`${kind}: stopping the app`);
      result.appErrorLines = app.errorLines.slice(0, 10);
    }
    await runCleanups();
  }
  return result;
}

// ---- report ----

function table(results: DbResult[]): string {
  const cols = [
    "db",
    "floor req/s",
    "floor p99",
    "view req/s",
    "view p99",
    "view/floor",
    "p99/floor",
    "304 req/s",
    "304 p99",
    "304/floor",
    "ping floor",
    "ping req/s",
    "ping/floor",
    "bare req/s",
    "create p50",
    "create p99",
    "folios/s",
  ];
  const fmt = (n: number | undefined, unit = "", d = 0) => (n === undefined || Number.isNaN(n) ? "-" : `${round(n, d)}${unit}`);
  const rows = results.map((r) => {
    if (r.status === "skipped") return [r.db, "skipped", ...cols.slice(2).map(() => "")];
    const v = r.view;
    return [
      r.status === "ok" ? r.db : `${r.db} (!)`,
      fmt(v?.floor.reqPerSec),
      fmt(v?.floor.p99Ms, " ms"),
      fmt(v?.app.reqPerSec),
      fmt(v?.app.p99Ms, " ms"),
      fmt(v?.ratioReqPerSec, "", 2),
      fmt(v?.ratioP99, "", 2),
      fmt(v?.revalidate?.reqPerSec),
      fmt(v?.revalidate?.p99Ms, " ms"),
      fmt(v?.revalidateRatioReqPerSec, "", 2),
      fmt(v?.pingFloor.reqPerSec),
      fmt(v?.ping.reqPerSec),
      fmt(v?.pingRatioReqPerSec, "", 2),
      fmt(v?.bare.reqPerSec),
      fmt(r.create?.p50Ms, " ms", 1),
      fmt(r.create?.p99Ms, " ms", 1),
      fmt(r.create?.foliosPerSec, "", 1),
    ];
  });
  const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => "  " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(cols), ...rows.map(line)].join("\n");
}

/** Each ratio to the floor app beside its goal, per database. */
function goals(results: DbResult[]): string {
  const verdict = (ratio: number | undefined, goal: number) =>
    ratio === undefined ? "not measured" : `${round(ratio, 2).toFixed(2)}x (goal >= ${goal}x: ${ratio >= goal ? "met" : "not met"})`;
  const lines = ["  Against the floor app (issue 28 item 4; the 304's goal is issue 15's):"];
  for (const r of results) {
    const v = r.view;
    if (!v) continue;
    const rounds = (xs: number[] | undefined) => (xs ? ` [rounds ${xs.map((x) => round(x, 2).toFixed(2)).join(" ")}]` : "");
    lines.push(
      `    ${r.db.padEnd(10)} view/floor ${verdict(v.ratioReqPerSec, v.goals.view)}${rounds(v.roundRatios.view)}`,
      `    ${"".padEnd(10)} 304/floor  ${verdict(v.revalidateRatioReqPerSec, v.goals.revalidate)}${rounds(v.roundRatios.revalidate)}`,
      `    ${"".padEnd(10)} ping/floor ${verdict(v.pingRatioReqPerSec, v.goals.ping)}${rounds(v.roundRatios.ping)}`,
      `    ${"".padEnd(10)} view p99 / floor p99 ${round(v.ratioP99, 2)}; ping p99 / its floor's ${round(v.pingRatioP99, 2)}`,
    );
  }
  return lines.join("\n");
}

async function main() {
  const startedAt = new Date();
  log(
    `databases ${config.databases.join(", ")}; view ${config.connections} connections x ${config.durationS} s; ` +
      `create ${config.folios} folios, ${config.concurrency} in flight, poll ${config.pollMs} ms; programs ${config.programs.join(", ")} (AZ bakery)`,
  );
  log("the floor: the separate Next.js app of ../shared/bench/nextfloor (built once per set of versions)");
  const floorDir = prepareFloorApp(log);
  log(`floor app: ${floorDir} (${floorVersions().join(" ")})`);
  const loadAtStart = os.loadavg();
  const results: DbResult[] = [];
  for (const kind of config.databases) results.push(await benchDatabase(kind, floorDir));
  log("NAICS search: 1,000 realistic queries in process, then the agents' queries (top-3 hit rate)");
  const naics = await runNaicsSearchBench();

  const outDir = path.join(ROOT, "bench", "results");
  fs.mkdirSync(outDir, { recursive: true });
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    host: {
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "",
      loadAverageAtStart: loadAtStart.map((n) => round(n, 2)),
      loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)),
    },
    floor: { app: floorSource(), builtIn: floorDir, versions: floorVersions() },
    config: { ...config, pgAdminUrl: config.pgAdminUrl.replace(/\/\/[^@]*@/, "//***@") },
    results,
    naicsSearch: naics,
  };
  fs.writeFileSync(path.join(outDir, "latest.json"), JSON.stringify(report, null, 2) + "\n");

  console.log("");
  console.log(table(results));
  console.log("");
  console.log(
    "  floor: the separate minimal Next.js app (../shared/bench/nextfloor, same next/react versions) answering the folio view's bytes;\n" +
      "  view: GET /v1/quote/{id}; 304: the same GET with If-None-Match: its ETag; ping: GET /v1/ping against the floor app answering ping's bytes.\n" +
      "  Figures: medians of interleaved rounds; ratios: medians of the per-round ratios; p99 is autocannon's. bare: a plain Node http server (context).\n" +
      "  create: POST to every card terminal, polled.",
  );
  console.log(goals(results));
  console.log(
    `  load average (1, 5, 15 min): ${loadAtStart.map((n) => n.toFixed(2)).join(", ")} at start, ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")} at end; ${os.cpus().length} cores`,
  );
  for (const r of results) {
    if (r.sensitivity) {
      console.log(
        `  ${r.db}: sensitivity ${r.sensitivity.cells}-cell grid (KM-BOP glLimit x bppLimit x deductible): server p50 ${r.sensitivity.serverP50Ms} ms, max ${r.sensitivity.serverMaxMs} ms, round trip p50 ${r.sensitivity.clientP50Ms} ms over ${r.sensitivity.runs} runs`,
      );
    }
  }
  console.log(
    `  NAICS search (in process, 1,000 queries): index build ${round(naics.buildMs, 0)} ms, p50 ${round(naics.p50Us, 0)} us, p99 ${round(naics.p99Us, 0)} us, ${round(naics.qps, 0)} queries/s`,
  );
  const aq = naics.agentQueries;
  console.log(
    `  NAICS agents' queries (${aq.total}): top-3 hit rate ${round(aq.top3Rate * 100, 1)}% (goal >= 95%), by the demo appetite ${round(aq.top3RateDemoAppetite * 100, 1)}%, ` +
      `hold-out (${aq.holdoutTotal}) ${round(aq.holdoutTop3Rate * 100, 1)}%; p50 ${round(aq.p50Us, 0)} us, p99 ${round(aq.p99Us, 0)} us; ${aq.misses.length} misses:`,
  );
  for (const m of aq.misses) console.log(`    ${m}`);
  for (const r of results) {
    if (r.error) console.log(`  ${r.db}: ${r.error}`);
    if (r.view && (r.view.app.unexpected || r.view.app.errors)) {
      console.log(
        `  ${r.db}: app view unexpected statuses ${r.view.app.unexpected}, 5xx ${r.view.app.status5xx}, errors ${r.view.app.errors} ` +
          `(of which timeouts >10 s ${r.view.app.timeouts}; timed-out requests are not in the latency figures)`,
      );
    }
    if (r.appErrorLines?.length) console.log(`  ${r.db}: app logged errors, first: ${r.appErrorLines[0]}`);
  }
  console.log(`  results: ${path.relative(ROOT, path.join(outDir, "latest.json"))}`);
  if (results.some((r) => r.status === "failed")) process.exitCode = 1;
}

main().catch(async (e) => {
  console.error(`bench: ${(e as Error).message ?? e}`);
  await runCleanups();
  process.exit(1);
});
