// npm run bench:book: the read paths of issue 28 item 3 (and issue 34's insights) on the big book that
// `npm run bench:data` made (bench/book.ts). Skipped, with the reason printed, when that database is missing.
// Starts the built app on the book (scripts/start.ts: one web process, its worker inside, retention off so the
// book stays as made) with a key of the demo agency (the agency holding half the book: 500,000 folios at scale 1),
// then, per case, BOOK_READS_RUNS (default 200) requests one at a time after 20 to warm up, timed from outside
// (the answer read whole), and prints p50 and p99 beside the goal:
//   - dashboard (GET /v1/quote?view=sessions, as the portal's dashboard asks): first page; filtered by status,
//     program and referral; searched by client name (a name that matches a handful, and one that matches all);
//     deep pages (each page of a walk of BOOK_READS_PAGES pages, following the cursors);
//   - folio list (view=folios) and policy list: first page, searched, deep pages;
//   - the event list: first page, by type, a one-week window a year back;
//   - the insights report: the default 90 days, a whole year, and one producer's year;
//   BOOK_READS_CASES=<regular expression> runs only the cases whose names match it (the view's name is "folio view").
//   A case that takes longer than BOOK_READS_CASE_SECONDS (default 30) stops there once it has 20 timings (its
//   p99 is then its slowest but one or two: the count is printed).
//   - the folio view of a book folio against the separate floor app answering its exact bytes (autocannon,
//     interleaved rounds, as bench/run.ts measures it on a small database).
// BOOK_DATA_DIR=<dir> reads the embedded book made with that setting instead (PGlite; the dashboard's goal is then p99 <= 100 ms).
// Results: printed, and bench/results/book-reads.json (book-reads-pglite.json for the embedded book).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { prepareFloorApp, startFloorApp, type FloorApp } from "./nextfloor";
import { openDatabase } from "@/lib/db/client";
import { ROOT, benchAppEnv, connectToBook, freePort, runTsx, startManaged, stopGroup, waitFor, type Managed } from "./processes";

const num = (name: string, def: number) => (process.env[name] ? Number(process.env[name]) : def);
const RUNS = num("BOOK_READS_RUNS", 200);
const WARM = 20;
const PAGES = num("BOOK_READS_PAGES", 200);
/** A case stops after this long once it has MIN_RUNS timings (a slow case would take minutes at RUNS). */
const CASE_SECONDS = num("BOOK_READS_CASE_SECONDS", 30);
const MIN_RUNS = 20;
const VIEW_ROUNDS = num("BOOK_READS_VIEW_ROUNDS", 3);
const VIEW_SECONDS = num("BOOK_READS_VIEW_SECONDS", 5);
/** Only the cases whose name matches (a regular expression, case-insensitive), e.g. BOOK_READS_CASES=insights. */
const ONLY = process.env.BOOK_READS_CASES ? new RegExp(process.env.BOOK_READS_CASES, "i") : null;
const log = (msg: string) => console.log(`[bench book-reads ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const ms = (v: number) => Math.round(v * 10) / 10;

interface CaseResult {
  name: string;
  goalP99Ms: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  runs: number;
  met: boolean;
  note?: string;
}

async function timedGet(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number; body: string }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  return { ms: performance.now() - t0, status: res.status, body };
}

/** The book's figures, read with one statement of the caller's connection. */
type Probe = <T>(text: string, params?: unknown[]) => Promise<T[]>;

async function bookFacts(probe: Probe) {
  const facts = await probe<{ agency: string; folios: string; policies: string; events: string; producer: string }>(`
    SELECT a.id AS agency,
           (SELECT count(*) FROM folios f WHERE f.agency_id = a.id) AS folios,
           (SELECT count(*) FROM policies p WHERE p.agency_id = a.id) AS policies,
           (SELECT reltuples::bigint FROM pg_class WHERE relname = 'events') AS events,
           (SELECT u.id FROM users u WHERE u.agency_id = a.id AND u.email = 'agent@demo.test') AS producer
      FROM agencies a WHERE a.slug = 'demo'`);
  // A folio a little way back (the 1,000th newest, or the middle one of a small book).
  const sampleFolio = await probe<{ id: string }>(`SELECT id FROM folios WHERE agency_id = $1 ORDER BY created_at DESC OFFSET $2 LIMIT 1`, [
    facts[0]!.agency,
    Math.min(1000, Math.floor(Number(facts[0]!.folios) / 2)),
  ]);
  return { f: facts[0]!, sampleFolio: sampleFolio[0]?.id };
}

async function main() {
  // BOOK_DATA_DIR: the embedded book (npm run bench:data with BOOK_DATA_DIR), opened here for its figures and then by the app.
  const embeddedDir = process.env.BOOK_DATA_DIR;
  let target: { databaseUrl: string } | { dataDir: string };
  let facts: Awaited<ReturnType<typeof bookFacts>>;
  if (embeddedDir) {
    if (!fs.existsSync(path.join(embeddedDir, "pglite"))) {
      log(`skipped: no embedded book in ${embeddedDir}; make it with BOOK_DATA_DIR=${embeddedDir} npm run bench:data`);
      return;
    }
    const db = await openDatabase({ dataDir: embeddedDir });
    try {
      facts = await bookFacts(async (text, params) => (await db.pglite!.query(text, params)).rows as never);
    } finally {
      await db.close(); // one process at a time opens a PGlite data directory: the app is next
    }
    target = { dataDir: embeddedDir };
  } else {
    const book = await connectToBook(log);
    if (!book) return;
    try {
      facts = await bookFacts(async (text, params) => (await book.client.query(text, params)).rows);
    } finally {
      await book.client.end();
    }
    target = { databaseUrl: book.url };
  }
  const { f, sampleFolio } = facts;
  const where = "databaseUrl" in target ? target.databaseUrl : `the embedded database in ${target.dataDir}`;
  log(`book at ${where}: the demo agency holds ${f.folios} folios and ${f.policies} policies; about ${f.events} events in all`);
  // The issue's goals: p99 <= 50 ms on PostgreSQL (the lists, the events), 100 ms for the embedded database's dashboard.
  const listGoal = embeddedDir ? 100 : 50;
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os.loadavg()[0]!.toFixed(1)} at start`;

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "quoting-book-reads-"));
  const env = benchAppEnv("dataDir" in target ? target.dataDir : path.join(tmp, "data"), "off");
  if ("databaseUrl" in target) env.DATABASE_URL = target.databaseUrl;
  env.RETENTION_INTERVAL_MS = "0";
  const port = await freePort();
  env.PORT = String(port);
  env.SANDBOX_CARRIER_URL = `http://127.0.0.1:${await freePort()}`;
  const base = `http://127.0.0.1:${port}`;
  let app: Managed | undefined;
  const floors: FloorApp[] = [];
  const results: CaseResult[] = [];
  let view: { ratio: number; rounds: number[]; viewReqPerSec: number; floorReqPerSec: number } | undefined;
  try {
    if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("no production build: run npm run build first");
    const keyOut = await runTsx("scripts/apikey.ts", ["--agency", "demo", "--quiet", "--name", "bench-book"], env, 180_000);
    const key = /^(qk_\S+)\s*$/m.exec(keyOut)?.[1];
    if (!key) throw new Error(`scripts/apikey.ts printed no key: ${keyOut.slice(0, 300)}`);
    const headers = { authorization: `Bearer ${key}` };
    const started = startManaged("app", path.join(ROOT, "node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/start.ts", "--quiet"], env);
    app = started;
    let exitCode: number | null | undefined;
    void started.exited.then((c) => (exitCode = c));
    await waitFor(
      "the app to answer /v1/health",
      async () => (await fetch(`${base}/v1/health`, { signal: AbortSignal.timeout(5000) })).ok,
      240_000,
      250,
      () => (exitCode !== undefined ? `the start script exited with code ${exitCode}:\n${started.tail()}` : null),
    );
    log(`app up on ${base}`);

    const measure = async (name: string, goalP99Ms: number, paths: string[] | (() => Promise<string[]>), note?: string) => {
      if (ONLY && !ONLY.test(name)) return;
      const list = typeof paths === "function" ? await paths() : paths;
      const times: number[] = [];
      const until = performance.now() + CASE_SECONDS * 1000;
      for (let i = 0; i < WARM + RUNS && (times.length < MIN_RUNS || performance.now() < until); i++) {
        const p = list[i % list.length]!;
        const r = await timedGet(`${base}${p}`, headers);
        if (r.status !== 200) throw new Error(`${name}: GET ${p} answered ${r.status}: ${r.body.slice(0, 300)}`);
        if (i >= WARM) times.push(r.ms);
      }
      const res: CaseResult = {
        name,
        goalP99Ms: goalP99Ms,
        p50Ms: ms(pct(times, 50)),
        p99Ms: ms(pct(times, 99)),
        maxMs: ms(Math.max(...times)),
        runs: times.length,
        met: pct(times, 99) <= goalP99Ms,
        ...(note ? { note } : {}),
      };
      results.push(res);
      log(
        `${name.padEnd(44)} p50 ${String(res.p50Ms).padStart(7)} ms  p99 ${String(res.p99Ms).padStart(7)} ms  (goal p99 <= ${goalP99Ms} ms: ${res.met ? "met" : "NOT met"})`,
      );
      return res;
    };
    /** The paths of a walk `pages` deep from `first`, following nextCursor. */
    const walk = async (first: string, pages: number) => {
      const out: string[] = [];
      let next: string | null = first;
      for (let i = 0; i < pages && next; i++) {
        out.push(next);
        const r = await timedGet(`${base}${next}`, headers);
        const cursor = (JSON.parse(r.body) as { data?: { nextCursor?: string | null } }).data?.nextCursor;
        next = cursor ? `${first}${first.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : null;
      }
      return out.slice(1);
    };

    const dash = "/v1/quote?view=sessions&limit=20";
    await measure("dashboard, first page", listGoal, [dash]);
    await measure("dashboard, status bound", listGoal, [`${dash}&status=bound`]);
    await measure("dashboard, status quoted", listGoal, [`${dash}&status=quoted`]);
    await measure("dashboard, program SA-BOP", listGoal, [`${dash}&program=SA-BOP`]);
    await measure("dashboard, referred", listGoal, [`${dash}&referred=true`]);
    await measure(
      "dashboard, search (a handful match)",
      listGoal,
      ["12345", "98766", "424242", "70001"].map((q) => `${dash}&q=${q}`),
    );
    await measure("dashboard, search (every folio matches)", listGoal, [`${dash}&q=Book%20Client`]);
    await measure("dashboard, deep pages", listGoal, () => walk(dash, PAGES));
    const folios = "/v1/quote?limit=20";
    await measure("folio list, first page", 50, [folios]);
    await measure(
      "folio list, search",
      50,
      ["12345", "98766"].map((q) => `${folios}&q=${q}`),
    );
    await measure("folio list, deep pages", 50, () => walk(folios, PAGES));
    const policies = "/v1/policies?limit=20";
    await measure("policy list, first page", 50, [policies]);
    await measure(
      "policy list, search by number",
      50,
      ["BK-0012345", "BK-0098770"].map((q) => `${policies}&q=${q}`),
    );
    await measure(
      "policy list, search by client",
      50,
      ["Client 12345", "Client 98770"].map((q) => `${policies}&q=${encodeURIComponent(q)}`),
    );
    await measure("policy list, deep pages", 50, () => walk(policies, PAGES));
    const events = "/v1/events?limit=25";
    await measure("event list, first page", 50, [events]);
    await measure("event list, type payment.failed", 50, [`${events}&type=payment.failed`]);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000);
    const week = (d: Date) =>
      `created[gte]=${d.toISOString().slice(0, 10)}T00:00:00Z&created[lt]=${new Date(d.getTime() + 7 * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`;
    await measure("event list, one week a year back", 50, [`${events}&${week(yearAgo)}`]);
    await measure("event list, deep pages", 50, () => walk(events, PAGES));
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    await measure("insights, default 90 days", 200, ["/v1/reports/insights"]);
    await measure("insights, a year", 200, [`/v1/reports/insights?from=${from}&to=${to}`]);
    if (f.producer) await measure("insights, one producer's year", 200, [`/v1/reports/insights?from=${from}&to=${to}&producer=${f.producer}`]);

    // The folio view of a book folio against the separate floor app answering its bytes.
    const folioId = sampleFolio;
    if (folioId && (!ONLY || ONLY.test("folio view"))) {
      const viewUrl = `${base}/v1/quote/${folioId}`;
      const bytes = Buffer.from(await (await fetch(viewUrl, { headers })).arrayBuffer());
      const floorFile = path.join(tmp, "floor-folio.json");
      fs.writeFileSync(floorFile, bytes);
      const floorDir = prepareFloorApp(log);
      const floor = await startFloorApp(floorDir, floorFile, { name: "floor" });
      floors.push(floor);
      const load = (u: string) =>
        new Promise<autocannon.Result>((resolve, reject) =>
          autocannon({ url: u, connections: 10, duration: VIEW_SECONDS, headers, timeout: 10 }, (err, r) => (err ? reject(err) : resolve(r))),
        );
      await load(viewUrl);
      await load(floor.url);
      const rounds: number[] = [];
      let v = 0;
      let fl = 0;
      for (let i = 0; i < VIEW_ROUNDS; i++) {
        const fr = await load(floor.url);
        const vr = await load(viewUrl);
        if (vr.non2xx > 0) throw new Error(`folio view answered ${vr.non2xx} non-2xx`);
        rounds.push(vr.requests.average / fr.requests.average);
        v += vr.requests.average / VIEW_ROUNDS;
        fl += fr.requests.average / VIEW_ROUNDS;
      }
      view = {
        ratio: Math.round(pct(rounds, 50) * 100) / 100,
        rounds: rounds.map((r) => Math.round(r * 100) / 100),
        viewReqPerSec: Math.round(v),
        floorReqPerSec: Math.round(fl),
      };
      log(
        `folio view of a book folio (${bytes.length} bytes): ${view.viewReqPerSec} req/s, floor ${view.floorReqPerSec}: ${view.ratio}x its floor (rounds ${view.rounds.join(", ")})`,
      );
    }
  } finally {
    for (const fl of floors) await fl.stop();
    if (app) await stopGroup(app);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const missed = results.filter((r) => !r.met);
  log(
    `${results.length - missed.length} of ${results.length} cases meet their goal${missed.length ? `; not met: ${missed.map((r) => r.name).join("; ")}` : ""}`,
  );
  const out = {
    at: new Date().toISOString(),
    machine,
    book: { database: embeddedDir ? "pglite" : "postgresql", folios: Number(f.folios), policies: Number(f.policies), eventsApprox: Number(f.events) },
    cases: results,
    view,
  };
  fs.mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "bench", "results", embeddedDir ? "book-reads-pglite.json" : "book-reads.json"), JSON.stringify(out, null, 2));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
