// npx tsx --conditions=react-server bench/profile.ts: a CPU profile of the built app under the folio
// view's load, and where its time goes. Not part of npm run bench.
//
// Migrates and seeds a fresh database (scripts/apikey.ts), starts the sandbox carrier and the built
// app (`node --cpu-prof next start`, which writes a .cpuprofile when the server exits), creates one 4-program folio, drives PROFILE_PATH with autocannon for PROFILE_SECONDS,
// stops the app and prints the self time of the hottest functions and of each package.
//
// Environment: PROFILE_DB=pglite|postgresql (default pglite), PROFILE_SECONDS (10), PROFILE_CONNECTIONS (50),
// PROFILE_PATH=view|revalidate|application|floor|create (default view; create posts 4-program folios and runs
// no rating worker in the profiled process; floor profiles instead the separate floor app of
// ../shared/bench/nextfloor, bench/nextfloor.ts, answering the folio view's bytes), PROFILE_TOP (40),
// BENCH_PG_URL (admin connection for PostgreSQL, default postgresql://postgres@127.0.0.1:5432/test).
// The profile stays in PROFILE_DIR (default a temp folder) for Chrome DevTools or speedscope.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { prepareFloorApp, startFloorApp, type FloorApp } from "./nextfloor";
import { ROOT, benchAppEnv, freePort, runTsx, sleep, startManaged, stopGroup, waitFor } from "./processes";

const kind = process.env.PROFILE_DB === "postgresql" ? "postgresql" : "pglite";
const seconds = Number(process.env.PROFILE_SECONDS || 10);
const connections = Number(process.env.PROFILE_CONNECTIONS || 50);
const target = process.env.PROFILE_PATH || "view";
const top = Number(process.env.PROFILE_TOP || 40);
const adminUrl = process.env.BENCH_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function packageOf(url: string): string {
  if (!url) return "(native/idle)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith("node:")) return "node core";
  if (url.includes("/.next/")) return "app bundle (.next)";
  return url.replace(/^file:\/\//, "").replace(ROOT, ".");
}

/** Self time of the samples taken between fromUs and toUs (CLOCK_MONOTONIC microseconds, V8's profile clock and process.hrtime's). */
function summarise(file: string, fromUs: number, toUs: number) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= fromUs && at <= toUs) self.set(id, (self.get(id) ?? 0) + delta);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    const name = `${frame.functionName || "(anonymous)"} ${packageOf(frame.url)}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const pkg = frame.url ? packageOf(frame.url) : frame.functionName || "(native)";
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  console.log(`\nprofile ${file}: ${(total / 1e6).toFixed(1)} s sampled under load (start-up and warm-up left out)`);
  console.log("\nself time by package or file:");
  for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${pct(v)}  ${k}`);
  console.log(`\nself time by function (top ${top}):`);
  for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(v)}  ${k}`);
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const window = { from: 0, to: 0 };

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "quoting-profile-"));
  const floorDir = target === "floor" ? prepareFloorApp(console.log) : "";
  let floorApp: FloorApp | undefined;
  const profDir = process.env.PROFILE_DIR || path.join(tmp, "profiles");
  fs.mkdirSync(profDir, { recursive: true });
  // The limiter counting with room for the load, as bench/run.ts measures it.
  const env = benchAppEnv(path.join(tmp, "data"), "roomy");
  let dropDb = async () => {};
  if (kind === "postgresql") {
    const name = `profile_${randomBytes(5).toString("hex")}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const port = await freePort();
  env.PORT = String(port);
  env.SANDBOX_CARRIER_URL = `http://127.0.0.1:${await freePort()}`;
  const base = `http://127.0.0.1:${port}`;
  const key = (await runTsx("scripts/apikey.ts", ["--agency", "demo", "--quiet", "--name", "profile"], env, 180_000)).trim();
  // The sandbox carrier beside the app (npm start would run it in its own process), then next start
  // itself under --cpu-prof (Node does not take --cpu-prof in NODE_OPTIONS).
  const sandbox = startManaged(
    "sandbox",
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", "scripts/sandbox-carrier.ts", "--port", new URL(env.SANDBOX_CARRIER_URL).port],
    env,
  );
  const nextBin = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
  // Profiling the floor app: the app's own profile goes elsewhere, so the largest profile in profDir is the floor's.
  const appProfDir = target === "floor" ? path.join(tmp, "app-profile") : profDir;
  const app = startManaged("app", process.execPath, [`--cpu-prof`, `--cpu-prof-dir=${appProfDir}`, nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    ...env,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    ...(target === "create" ? { RUN_WORKER_IN_APP: "false" } : {}),
  });
  try {
    let exited: number | null | undefined;
    void app.exited.then((c) => (exited = c));
    await waitFor(
      "the app",
      async () => (await fetch(`${base}/v1/health`)).ok,
      240_000,
      250,
      () => (exited !== undefined ? `it exited with ${exited}:\n${app.tail()}` : null),
    );
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const folio = {
      programs: ["KM-BOP", "KM-CGL", "HS-CGL", "SA-BOP"],
      class_code: "10100",
      business_name: "Profile Bakery",
      mailing_zip: "85004",
      mailing_state: "AZ",
      employee_count: 6,
      annual_revenue: 650000,
      effective_date: tomorrow,
    };
    const created = await fetch(`${base}/v1/quote`, { method: "POST", headers, body: JSON.stringify(folio) }).then(
      (r) => r.json() as Promise<{ data: { quoteId: string; applications: Array<{ quoteRequestId: string }> } }>,
    );
    const quoteId = created.data.quoteId;
    const viewUrl = `${base}/v1/quote/${quoteId}`;
    let view: Response;
    for (;;) {
      if (target === "create") {
        view = await fetch(viewUrl, { headers }); // nothing rates it here: the view as created
        break;
      }
      view = await fetch(viewUrl, { headers });
      const body = (await view.clone().json()) as { data: { quotes: Array<{ status: string }> } };
      if (body.data.quotes.every((q) => q.status !== "quoting")) break;
      await sleep(50);
    }
    const bytes = Buffer.from(await view.arrayBuffer());
    if (target === "floor") {
      const bodyFile = path.join(tmp, "floor-folio.json");
      fs.writeFileSync(bodyFile, bytes);
      floorApp = await startFloorApp(floorDir, bodyFile, { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profDir}`] });
    }
    const url =
      target === "floor" ? floorApp!.url : target === "application" ? `${viewUrl}/applications/${created.data.applications[0]!.quoteRequestId}` : viewUrl;
    const loadHeaders: Record<string, string> = { authorization: `Bearer ${key}` };
    if (target === "revalidate") loadHeaders["if-none-match"] = view.headers.get("etag") ?? "";
    // create: the same 4-program folio posted again and again (no worker in this process: what a create costs the web process).
    const load =
      target === "create"
        ? { url: `${base}/v1/quote`, method: "POST" as const, body: JSON.stringify(folio), headers: { ...loadHeaders, "content-type": "application/json" } }
        : { url, headers: loadHeaders };
    console.log(`profiling ${target} (${load.url}) on ${kind}: ${connections} connections x ${seconds} s`);
    await autocannon({ ...load, connections, duration: 3 }); // warm-up: compiled routes, pools, JIT
    window.from = nowUs();
    const result = await autocannon({ ...load, connections, duration: seconds });
    window.to = nowUs();
    console.log(
      `${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, statuses 2xx ${result["2xx"]} non-2xx ${result.non2xx} errors ${result.errors}`,
    );
  } finally {
    await floorApp?.stop();
    await stopGroup(app, 15_000);
    await stopGroup(sandbox, 3000);
    await dropDb().catch(() => undefined);
  }
  if (!window.to) return;
  const files = fs
    .readdirSync(profDir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => path.join(profDir, f));
  if (!files.length) throw new Error(`no .cpuprofile in ${profDir} (did the server exit cleanly?)`);
  // The server's profile is the largest: the start script and the sandbox carrier idle.
  const largest = files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]!;
  summarise(largest, window.from, window.to);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
