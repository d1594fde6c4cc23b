// npm run bench, latency step (issue 28 item 1; PostgreSQL only, skipped when it is unreachable): carriers with
// real latency. The app as npm start runs it, one web process and ONE rating worker process, on a fresh
// database, with CARRIER_LATENCY_PROFILE on (decision 055: lognormal answers, p50 1.5 s, p99 8 s; 2% never
// answer before the carrier's timeout, 1% 5xx, a 2 s burst of 429 with Retry-After per carrier a minute), the
// sandbox carrier and the in-process carriers alike. Folios of 4 programs are created open loop at LATENCY_RATE
// per second (default 50) for LATENCY_SECONDS (default 300). Printed beside each goal:
//   - backlog: applications waiting for a worker (pending, no live lease) at the end of the creates, and sampled
//     every 5 s while they run;
//   - our overhead per folio: the time its last card became terminal less the time its slowest carrier answered
//     (carrier_calls.created_at: the outcome's rated_at, taken as the adapter returned), p50 and p99. A card's
//     terminal time is when this script first sees it, polling the open folios every LATENCY_POLL_MS (25) on one
//     connection, so the figure is high by up to that much. Also the wider wait: terminal less the POST's answer
//     less the slowest carrier's whole duration (the claim's wait included);
//   - the worker's event-loop delay p99: its own prom-client gauge (perf_hooks monitorEventLoopDelay, 20 ms
//     resolution; Node counts the 20 ms interval in every sample, subtracted here), scraped every 10 s from the
//     worker's METRICS_PORT: the highest of the 10 s windows' p99s (a bound on the whole run's);
//   - the worker's peak RSS (VmHWM in /proc), and its RSS every 5 s.
// Results: printed, bench/results/latency.json, and `latency` in bench/results/latest.json.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { ROOT, benchAppEnv, freePort, pct, round, runTsx, sleep, sql, startManaged, stopGroup, waitFor, type Managed } from "./processes";

const PG_ADMIN = process.env.BENCH_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";
const PROGRAMS = ["KM-BOP", "KM-CGL", "HS-CGL", "SA-BOP"];
const CARRIERS = ["keystone", "harborline", "summit"];
const num = (name: string, def: number) => (process.env[name] ? Number(process.env[name]) : def);
const cfg = {
  rate: num("LATENCY_RATE", 50),
  seconds: num("LATENCY_SECONDS", 300),
  pollMs: num("LATENCY_POLL_MS", 25),
  /** Ratings in flight in the one worker process. */
  concurrency: num("LATENCY_CONCURRENCY", 1024),
  /** Each carrier's calls in flight (CARRIER_LIMITS), in place of the seed's 64 and 16. */
  carrierConcurrency: num("LATENCY_CARRIER_CONCURRENCY", 1000),
  profile: process.env.LATENCY_PROFILE || "{}",
};
const GOALS = { overheadP99Ms: 250, eventLoopP99Ms: 50 };
const LAG_RESOLUTION_S = 0.02; // lib/metrics.ts: eventLoopMonitoringPrecision

const log = (msg: string) => console.log(`[bench latency ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function request(url: string, method = "GET", headers: Record<string, string> = {}, body?: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function riskBody(i: number): string {
  return JSON.stringify({
    programs: PROGRAMS,
    class_code: "10100",
    business_name: `Latency Bakery ${i}`,
    mailing_zip: "85004",
    mailing_state: "AZ",
    employee_count: 6,
    annual_revenue: 650000,
    effective_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    source: "bench",
  });
}

interface Running {
  base: string;
  key: string;
  metricsUrl: string;
  metricsToken: string;
  workerPid: number;
  app: Managed;
}

/** The pid of the one rating worker npm start runs in the app's process group. */
function workerPidIn(groupPid: number): number | null {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!cmdline.includes("scripts/worker.ts")) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (pgrp === groupPid) return Number(entry);
    } catch {
      /* gone */
    }
  }
  return null;
}

/** CPU seconds (user + system) of each process in the app's group, by a short name (web, worker, start). */
function groupCpu(groupPid: number): Record<string, number> {
  const tick = 100; // USER_HZ
  const out: Record<string, number> = {};
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== groupPid) continue;
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      const name = cmdline.includes("scripts/worker.ts")
        ? "worker"
        : cmdline.includes("scripts/start.ts")
          ? "start (sandbox carrier)"
          : /next|web-preload/.test(cmdline)
            ? "web"
            : "other";
      out[name] = round((out[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) / tick, 2);
    } catch {
      /* gone */
    }
  }
  return out;
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: round(kb("VmRSS") / 1024), peakMb: round(kb("VmHWM") / 1024) };
}

async function startApp(dbUrl: string, dataDir: string): Promise<Running> {
  const port = await freePort();
  const metricsPort = await freePort();
  const metricsToken = randomBytes(16).toString("hex");
  const limits = Object.fromEntries(CARRIERS.map((code) => [code, { concurrency: cfg.carrierConcurrency }]));
  const env: NodeJS.ProcessEnv = {
    ...benchAppEnv(dataDir, "off"),
    DATABASE_URL: dbUrl,
    PORT: String(port),
    SANDBOX_CARRIER_URL: `http://127.0.0.1:${await freePort()}`,
    WEB_CONCURRENCY: "1",
    RATING_WORKERS: "1",
    RATING_CONCURRENCY: String(cfg.concurrency),
    CARRIER_LIMITS: JSON.stringify(limits),
    CARRIER_LATENCY_PROFILE: cfg.profile,
    METRICS_TOKEN: metricsToken,
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: "warn",
  };
  const keyOut = await runTsx("scripts/apikey.ts", ["--agency", "demo", "--quiet", "--name", "bench latency"], env, 180_000);
  const key = /^(qk_\S+)\s*$/m.exec(keyOut)?.[1];
  if (!key) throw new Error(`scripts/apikey.ts printed no key: ${keyOut.slice(0, 200)}`);
  const app = startManaged("app", path.join(ROOT, "node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/start.ts", "--quiet"], env);
  const base = `http://127.0.0.1:${port}`;
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  let workerPid: number | null;
  try {
    await waitFor("the app's health", async () => (await fetch(`${base}/v1/health`, { signal: AbortSignal.timeout(5000) })).ok, 360_000, 250);
    await waitFor(
      "the worker's metrics",
      async () => (await fetch(metricsUrl, { headers: { authorization: `Bearer ${metricsToken}` }, signal: AbortSignal.timeout(5000) })).ok,
      120_000,
      250,
    );
    workerPid = workerPidIn(app.child.pid!);
    if (workerPid === null) throw new Error("no rating worker process found in the app's process group");
  } catch (error) {
    await stopGroup(app);
    throw new Error(`${(error as Error).message}; the app's last output:\n${app.tail()}`, { cause: error });
  }
  return { base, key, metricsUrl, metricsToken, workerPid, app };
}

/** The worker's event-loop delay p99 over the window since the last scrape (prom-client resets it), in ms. */
async function scrapeLagP99Ms(app: Running): Promise<number> {
  const res = await fetch(app.metricsUrl, { headers: { authorization: `Bearer ${app.metricsToken}` }, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  const value = Number(/^nodejs_eventloop_lag_p99_seconds (\S+)$/m.exec(text)?.[1] ?? NaN);
  return round(Math.max(0, value - LAG_RESOLUTION_S) * 1000, 1);
}

async function main() {
  try {
    await sql(PG_ADMIN, "SELECT 1");
  } catch (error) {
    log(`PostgreSQL not reachable at ${PG_ADMIN} (${(error as Error).message}): skipped`);
    return;
  }
  const name = `${process.env.BENCH_DB_PREFIX || "bench_latency"}_${randomBytes(5).toString("hex")}`;
  await sql(PG_ADMIN, `CREATE DATABASE "${name}"`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-latency-"));
  const report: Record<string, unknown> = {
    startedAt: new Date().toISOString(),
    config: cfg,
    programs: PROGRAMS,
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: round(os.totalmem() / 2 ** 30), node: process.version },
  };
  let app: Running | null = null;
  const db = new pg.Client({ connectionString: dbUrl });
  try {
    log(`one web process, one rating worker process (RATING_CONCURRENCY ${cfg.concurrency}), PostgreSQL ${name}, CARRIER_LATENCY_PROFILE=${cfg.profile}`);
    app = await startApp(dbUrl, dataDir);
    await db.connect();
    const running = app;
    const headers = { authorization: `Bearer ${running.key}`, "content-type": "application/json" };

    // A first folio settles every carrier's adapter and the worker's connections (not counted).
    const warm = await request(`${running.base}/v1/quote`, "POST", headers, riskBody(-1));
    if (warm.status !== 201) throw new Error(`warm-up POST answered ${warm.status}: ${warm.body.toString().slice(0, 300)}`);
    const warmId = JSON.parse(warm.body.toString()).data.quoteId as string;
    await waitFor(
      "the warm-up folio's cards",
      async () => (await db.query(`SELECT 1 FROM applications WHERE folio_id = $1 AND status = 'pending'`, [warmId])).rowCount === 0,
      120_000,
      100,
    );
    await scrapeLagP99Ms(running); // resets the window: what follows is the run's
    const xacts = async () =>
      Number((await db.query<{ n: string }>(`SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`)).rows[0]!.n);
    const xactsBefore = await xacts();
    const cpuBefore = groupCpu(running.app.child.pid!);

    // Open loop: each POST at its scheduled time, whatever the ones before are doing.
    const answeredAt = new Map<string, number>();
    const terminalAt = new Map<string, number>();
    const open = new Set<string>();
    const failures: string[] = [];
    const postMs: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling || open.size) {
        const started = Date.now();
        if (open.size) {
          const ids = [...open];
          const done = await db.query<{ id: string }>(
            `SELECT f.id::text AS id FROM folios f WHERE f.id = ANY($1::uuid[])
               AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.folio_id = f.id AND a.status = 'pending')`,
            [ids],
          );
          const seen = Date.now();
          for (const { id } of done.rows) {
            open.delete(id);
            terminalAt.set(id, seen);
          }
        }
        await sleep(Math.max(0, cfg.pollMs - (Date.now() - started)));
      }
    })();
    const samples: Array<{ s: number; waiting: number; pending: number; rssMb: number; lagP99Ms?: number }> = [];
    const start = Date.now();
    let sampling = true;
    const sampler = (async () => {
      let tick = 0;
      while (sampling) {
        await sleep(5000 - ((Date.now() - start) % 5000));
        if (!sampling) break;
        tick++;
        const [q] = (
          await db.query<{ waiting: number; pending: number }>(
            `SELECT count(*) FILTER (WHERE lease_until IS NULL OR lease_until < now())::int AS waiting, count(*)::int AS pending
               FROM applications WHERE status = 'pending'`,
          )
        ).rows;
        const sample: (typeof samples)[number] = {
          s: Math.round((Date.now() - start) / 1000),
          waiting: q!.waiting,
          pending: q!.pending,
          rssMb: memoryOf(running.workerPid).rssMb,
        };
        if (tick % 2 === 0) sample.lagP99Ms = await scrapeLagP99Ms(running);
        samples.push(sample);
        if (tick % 6 === 0) log(`t=${sample.s}s ${JSON.stringify(sample)}`);
      }
    })();
    const total = Math.round(cfg.rate * cfg.seconds);
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / cfg.rate;
      if (due > Date.now()) await sleep(due - Date.now());
      inFlight.push(
        (async () => {
          const sent = Date.now();
          try {
            const res = await request(`${running.base}/v1/quote`, "POST", headers, riskBody(i));
            const at = Date.now();
            postMs.push(at - sent);
            if (res.status !== 201) failures.push(`${res.status} ${res.body.toString().slice(0, 200)}`);
            else {
              const id = JSON.parse(res.body.toString()).data.quoteId as string;
              answeredAt.set(id, at);
              open.add(id);
            }
          } catch (error) {
            failures.push(String(error));
          }
        })(),
      );
    }
    const sentSeconds = (Date.now() - start) / 1000;
    await Promise.all(inFlight);
    const [atEnd] = (
      await db.query<{ waiting: number; pending: number }>(
        `SELECT count(*) FILTER (WHERE lease_until IS NULL OR lease_until < now())::int AS waiting, count(*)::int AS pending FROM applications WHERE status = 'pending'`,
      )
    ).rows;
    log(
      `created ${answeredAt.size} folios in ${round(sentSeconds)} s; at the end ${atEnd!.pending} applications pending, ${atEnd!.waiting} waiting for a worker`,
    );
    // Drain: every card terminal (a card at a carrier that never answers takes its attempts' timeouts).
    polling = false;
    const drainDeadline = Date.now() + 180_000;
    while (open.size && Date.now() < drainDeadline) await sleep(200);
    const unfinished = open.size;
    open.clear();
    await poller;
    sampling = false;
    await sampler;
    const lastLag = await scrapeLagP99Ms(running);
    const cpuAfter = groupCpu(running.app.child.pid!);
    const transactions = (await xacts()) - xactsBefore;
    const memory = memoryOf(running.workerPid);

    // Per folio: the carrier calls that recorded its outcomes (the last claim of each application).
    const ids = [...terminalAt.keys()];
    const calls = await db.query<{ folio_id: string; answered: Date; duration_ms: number; status: string; outcome: string; detail: { reason?: string } }>(
      `SELECT a.folio_id::text AS folio_id, c.created_at AS answered, c.duration_ms, a.status::text AS status, c.outcome, c.detail
         FROM applications a
         JOIN LATERAL (SELECT * FROM carrier_calls c WHERE c.application_id = a.id ORDER BY c.claim_number DESC, c.created_at DESC LIMIT 1) c ON true
        WHERE a.folio_id = ANY($1::uuid[])`,
      [ids],
    );
    const byFolio = new Map<string, Array<{ answered: number; durationMs: number }>>();
    const outcomes: Record<string, number> = {};
    const reasons: Record<string, number> = {};
    for (const row of calls.rows) {
      const list = byFolio.get(row.folio_id) ?? [];
      list.push({ answered: row.answered.getTime(), durationMs: row.duration_ms });
      byFolio.set(row.folio_id, list);
      outcomes[row.status] = (outcomes[row.status] ?? 0) + 1;
      if (row.outcome === "failed") {
        const reason = (row.detail.reason ?? "")
          .replace(/[0-9a-f-]{36}/g, "…")
          .replace(/\(\d+ attempts?.*$/, "")
          .slice(0, 70);
        reasons[reason] = (reasons[reason] ?? 0) + 1;
      }
    }
    const overhead: number[] = [];
    const beyond: number[] = [];
    const slowest: number[] = [];
    for (const [id, list] of byFolio) {
      if (list.length !== PROGRAMS.length) continue;
      const terminal = terminalAt.get(id)!;
      const lastAnswer = Math.max(...list.map((c) => c.answered));
      const longest = Math.max(...list.map((c) => c.durationMs));
      overhead.push(terminal - lastAnswer);
      beyond.push(terminal - answeredAt.get(id)! - longest);
      slowest.push(longest);
    }
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const o = sorted(overhead);
    const b = sorted(beyond);
    const s = sorted(slowest);
    const p = sorted(postMs);
    const lags = samples.flatMap((x) => (x.lagP99Ms === undefined ? [] : [x.lagP99Ms])).concat(lastLag);
    const rss = samples.map((x) => x.rssMb);
    report.result = {
      folios: answeredAt.size,
      target: total,
      sentSeconds: round(sentSeconds),
      createFailures: failures.length,
      firstFailure: failures[0],
      postP50Ms: pct(p, 50),
      postP99Ms: pct(p, 99),
      backlogAtEnd: atEnd!.waiting,
      pendingAtEnd: atEnd!.pending,
      backlogMax: Math.max(0, ...samples.map((x) => x.waiting)),
      unfinishedAfterDrain: unfinished,
      overheadP50Ms: pct(o, 50),
      overheadP99Ms: pct(o, 99),
      overheadMaxMs: o[o.length - 1],
      beyondSlowestP50Ms: pct(b, 50),
      beyondSlowestP99Ms: pct(b, 99),
      slowestCarrierP50Ms: pct(s, 50),
      slowestCarrierP99Ms: pct(s, 99),
      pollMs: cfg.pollMs,
      eventLoopP99MaxMs: Math.max(...lags),
      eventLoopP99MedianMs: pct(sorted(lags), 50),
      workerRssPeakMb: memory.peakMb,
      workerRssEndMb: memory.rssMb,
      workerRssMaxSampledMb: Math.max(...rss),
      outcomes,
      failedReasons: reasons,
      /** CPU seconds per 1,000 folios, by process, over the creates and the drain. */
      cpuSecondsPer1000Folios: Object.fromEntries(
        Object.entries(cpuAfter).map(([k, v]) => [k, round(((v - (cpuBefore[k] ?? 0)) / Math.max(1, answeredAt.size)) * 1000, 1)]),
      ),
      databaseTransactionsPerFolio: round(transactions / Math.max(1, answeredAt.size), 1),
      loadAverage: os.loadavg().map((n) => round(n, 2)),
    };
    report.samples = samples;
  } finally {
    await db.end().catch(() => undefined);
    if (app) await stopGroup(app.app);
    await sql(PG_ADMIN, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report.finishedAt = new Date().toISOString();
  const outDir = path.join(ROOT, "bench", "results");
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "latency.json"), JSON.stringify(report, null, 2) + "\n");
  const latest = path.join(outDir, "latest.json");
  if (fs.existsSync(latest)) {
    const merged = { ...JSON.parse(fs.readFileSync(latest, "utf8")), latency: report };
    fs.writeFileSync(latest, JSON.stringify(merged, null, 2) + "\n");
  }
  const r = report.result as Record<string, number> & { backlogMax: number; overheadP99Ms: number; eventLoopP99MaxMs: number };
  const met = (ok: boolean) => (ok ? "met" : "NOT met");
  console.log(
    [
      "",
      `  latency (PostgreSQL, CARRIER_LATENCY_PROFILE=${cfg.profile}, 4 programs, 1 web + 1 worker process, RATING_CONCURRENCY ${cfg.concurrency})`,
      `  machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), ${round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; load average at the end ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(", ")}`,
      `  open loop: ${r.folios} folios of ${r.target} at ${cfg.rate}/s over ${r.sentSeconds} s; create failures ${r.createFailures}; POST p50 ${r.postP50Ms} ms, p99 ${r.postP99Ms} ms`,
      `  backlog at the end (waiting for a worker)   ${r.backlogAtEnd} (most while running ${r.backlogMax}; ${r.pendingAtEnd} pending with those at carriers)   goal: none (${met(r.backlogMax < cfg.rate * PROGRAMS.length)})`,
      `  our overhead per folio (last terminal - slowest answer)  p50 ${r.overheadP50Ms} ms, p99 ${r.overheadP99Ms} ms (max ${r.overheadMaxMs}; polled every ${cfg.pollMs} ms)   goal p99 <= ${GOALS.overheadP99Ms} ms (${met(r.overheadP99Ms <= GOALS.overheadP99Ms)})`,
      `  wait beyond the slowest carrier's duration (claim included)  p50 ${r.beyondSlowestP50Ms} ms, p99 ${r.beyondSlowestP99Ms} ms; slowest carrier per folio p50 ${r.slowestCarrierP50Ms} ms, p99 ${r.slowestCarrierP99Ms} ms`,
      `  worker event-loop delay p99 (highest 10 s window)  ${r.eventLoopP99MaxMs} ms (median window ${r.eventLoopP99MedianMs} ms)   goal <= ${GOALS.eventLoopP99Ms} ms (${met(r.eventLoopP99MaxMs <= GOALS.eventLoopP99Ms)})`,
      `  worker RSS  peak ${r.workerRssPeakMb} MB, at the end ${r.workerRssEndMb} MB   goal: bounded`,
      `  outcomes ${JSON.stringify(r.outcomes)}; failed: ${JSON.stringify(r.failedReasons)}`,
      `  CPU s per 1,000 folios ${JSON.stringify(r.cpuSecondsPer1000Folios)}; database transactions per folio ${r.databaseTransactionsPerFolio}`,
      `  results: bench/results/latency.json`,
    ].join("\n"),
  );
}

main().catch((error) => {
  console.error(`bench latency: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
