// npm start: one command from a fresh clone to a running portal and API on the embedded database.
// Migrates and seeds, mints a demo API key, starts the sandbox carrier on loopback, builds the app
// when the build is missing or older than the source, and runs `next start` (or `next dev` with --dev).
// On PostgreSQL, WEB_CONCURRENCY=N runs N web processes on one port (scripts/web-cluster.mjs) and
// RATING_WORKERS=M runs M rating worker processes (scripts/worker.ts) beside them (docs/scaling.md).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { appPidFile, appRunningOn } from "@/lib/db/backup";
import { openDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { env } from "@/lib/env";
import { logFor } from "@/lib/log";
import { startSandboxCarrier } from "@/sandbox-carrier/start";
import { isLiveMode, liveModeProblems, liveModeRefusal } from "@/lib/config/live-mode";
import { DEMO_ADMIN, DEMO_SERVICE, DEMO_AGENCY, DEMO_AGENT, DEMO_UNDERWRITER, accountsWithPublishedPasswords, seedDatabase } from "@/prisma/seed";
import { staleBuildReason } from "./build-state";
import { ensureDemoApiKey } from "./demo-key";
import { processPlan } from "./process-plan";

const dev = process.argv.includes("--dev");
const quiet = process.argv.includes("--quiet");
const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
// The log's form for this process and every process it starts (lib/log.ts): for a person under npm run dev,
// JSON lines (the default) otherwise.
if (dev && !process.env.LOG_FORMAT) process.env.LOG_FORMAT = "pretty";

function authSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

async function main() {
  const e = env(); // a bad setting stops here with a message naming it
  // Live mode refuses default secrets (decision 050): the settings first, before any database is touched.
  const live = isLiveMode(e);
  const unsafe = liveModeProblems(e, { publishedPasswordAccounts: [] });
  if (unsafe.length) throw new Error(liveModeRefusal(unsafe));
  if (!e.DATABASE_URL) claimDataDir(e.DATA_DIR);
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
  let demoKey: string;
  const given = new Map<string, string>();
  const password = (person: { email: string; password: string }) =>
    given.get(person.email) ?? (live ? "(its password: given when first started; live mode)" : person.password);
  try {
    const applied = await applyMigrations(database.factory);
    if (applied.length) logFor("start").info({ migrations: applied }, "migrations applied");
    // Live: the people the seed creates get random passwords, printed once below, never the README's.
    await seedDatabase(database.prisma, live ? { passwordFor: (email) => (given.set(email, randomBytes(12).toString("base64url")), given.get(email)!) } : {});
    if (live) {
      const problems = liveModeProblems(e, { publishedPasswordAccounts: await accountsWithPublishedPasswords(database.prisma) });
      if (problems.length) throw new Error(liveModeRefusal(problems));
    }
    const agency = await database.prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
    demoKey = await ensureDemoApiKey(database.prisma, agency.id, e.DATA_DIR);
  } finally {
    await database.close(); // PGlite: the web process opens it next
  }

  const sandboxUrl = new URL(e.SANDBOX_CARRIER_URL);
  const sandbox = ["127.0.0.1", "localhost"].includes(sandboxUrl.hostname)
    ? await startSandboxCarrier({
        port: Number(sandboxUrl.port || 80),
        host: "127.0.0.1",
        ...(e.CARRIER_LATENCY_PROFILE ? { latencyProfile: e.CARRIER_LATENCY_PROFILE } : {}),
      })
    : null;

  const stale = dev ? null : staleBuildReason(root);
  if (stale) {
    console.log(`building the app (next build): ${stale}...`);
    const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: quiet ? "ignore" : "inherit", env: process.env });
    if (build.status !== 0) throw new Error("next build failed");
  }

  // Auth.js signs portal sessions with AUTH_SECRET; without one, a random secret is kept in DATA_DIR.
  if (!process.env.AUTH_SECRET) process.env.AUTH_SECRET = authSecret(e.DATA_DIR);
  // Whether webhooks may go to loopback and private addresses (decision 024) is decided here, once, and
  // handed to every process of this start (web, cluster, workers), never left to each one's NODE_ENV:
  // WEBHOOK_ALLOW_PRIVATE when set, else only npm run dev allows them (receivers on localhost).
  process.env.WEBHOOK_ALLOW_PRIVATE = String(process.env.WEBHOOK_ALLOW_PRIVATE ? e.WEBHOOK_ALLOW_PRIVATE : dev);
  const host = process.env.HOST ?? "127.0.0.1";
  const plan = processPlan(e, dev);
  for (const line of plan.notes) console.log(line);
  const webEnv = { ...process.env, ...(plan.ratingWorkers > 0 ? { RUN_WORKER_IN_APP: "false" } : {}) };
  const child =
    plan.webProcesses > 1
      ? spawn(process.execPath, [path.join(root, "scripts", "web-cluster.mjs")], {
          stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
          env: { ...webEnv, WEB_CONCURRENCY: String(plan.webProcesses), PORT: String(e.PORT), HOST: host },
        })
      : dev
        ? spawn(process.execPath, [nextBin, "dev", "-p", String(e.PORT), "-H", host], {
            stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
            env: webEnv,
          })
        : // The preload records the server, and Next.js leaves SIGTERM to the app's graceful shutdown (lib/system/shutdown.ts).
          spawn(
            process.execPath,
            // WEB_NODE_ARGS: extra Node.js flags for the web process (profiling, as WORKER_NODE_ARGS for the workers).
            [
              ...(process.env.WEB_NODE_ARGS ?? "").split(" ").filter(Boolean),
              "--import",
              pathToFileURL(path.join(root, "scripts", "web-preload.mjs")).href,
              nextBin,
              "start",
              "-p",
              String(e.PORT),
              "-H",
              host,
            ],
            {
              stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
              env: { ...webEnv, NEXT_MANUAL_SIG_HANDLE: "true" },
            },
          );
  let stopping = false;
  const workers = new Set<ChildProcess>();
  const restarts: number[] = [];
  const startRatingWorker = (): ChildProcess => {
    // WORKER_NODE_ARGS: extra Node.js flags for the worker processes (profiling: "--cpu-prof --cpu-prof-dir=/tmp/p").
    const nodeArgs = (process.env.WORKER_NODE_ARGS ?? "").split(" ").filter(Boolean);
    const worker = spawn(process.execPath, [...nodeArgs, "--conditions=react-server", "--import", "tsx", path.join(root, "scripts", "worker.ts")], {
      stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
      env: process.env,
    });
    workers.add(worker);
    worker.on("exit", (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      // A worker that keeps dying (a bad setting, the database gone) is not restarted forever.
      const now = Date.now();
      restarts.push(now);
      while (restarts.length && restarts[0]! < now - 60_000) restarts.shift();
      if (restarts.length > 5) {
        logFor("start").error({ exits: restarts.length }, "rating workers keep exiting (more than 5 in a minute); stopping");
        stop("SIGTERM");
        return;
      }
      logFor("start").warn({ workerPid: worker.pid, code, signal }, "rating worker exited; starting another");
      startRatingWorker();
    });
    return worker;
  };
  const firstWorkers = Array.from({ length: plan.ratingWorkers }, startRatingWorker);

  const base = `http://localhost:${e.PORT}`;
  const wait = Date.now();
  for (;;) {
    try {
      const res = await fetch(`http://${host}:${e.PORT}/v1/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    if (Date.now() - wait > 120_000) throw new Error("the app did not become healthy within 120 s");
    await new Promise((r) => setTimeout(r, 250));
  }

  console.log(
    [
      "",
      `Quoting portal and API are running on the ${e.DATABASE_URL ? "PostgreSQL" : `embedded PGlite (${path.resolve(e.DATA_DIR)})`} database.`,
      `  Portal:      ${base}   sign in as a producer (quotes, binds, services): ${DEMO_AGENT.email} / ${password(DEMO_AGENT)}`,
      `               administrator (people, API keys, webhooks, audit log, sandbox clock): ${DEMO_ADMIN.email} / ${password(DEMO_ADMIN)}`,
      `               service (certificates, pay links, cancellations; no new business): ${DEMO_SERVICE.email} / ${password(DEMO_SERVICE)}`,
      `  Carrier:     Keystone Mutual's underwriter (the underwriting desk, /desk): ${DEMO_UNDERWRITER.email} / ${password(DEMO_UNDERWRITER)}`,
      `  API:         ${base}/v1   (health: ${base}/v1/health)`,
      `  Test API key (${DEMO_AGENCY.name}, test mode: test data, test cards, the sandbox clock): ${demoKey}`,
      `               live keys are made on the portal's API keys page, in live mode`,
      `  Try:         curl -H "Authorization: Bearer ${demoKey}" ${base}/v1/ping   (reference: ${base}/docs)`,
      sandbox ? `  Sandbox carrier: ${sandbox.url}` : `  Carrier endpoint: ${e.SANDBOX_CARRIER_URL}`,
      `  Processes:   ${plan.webProcesses} web${plan.webProcesses > 1 ? " (node:cluster on one port)" : ""}; ${
        plan.ratingWorkers > 0 ? `rating workers pid ${firstWorkers.map((w) => w.pid).join(", pid ")}` : "the rating worker runs in the web process"
      }`,
      "",
    ].join("\n"),
  );

  // Each process finishes what it holds within SHUTDOWN_GRACE_MS, then exits; one that has not exited shortly
  // after is killed (its ratings' leases run out and another worker takes them over).
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    child.kill(signal);
    for (const worker of workers) worker.kill(signal);
    setTimeout(() => {
      for (const p of [child, ...workers]) if (p.exitCode === null && p.signalCode === null) p.kill("SIGKILL");
    }, e.SHUTDOWN_GRACE_MS + 5000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", async (code) => {
    if (!stopping) stop("SIGTERM"); // the web process died: stop the workers too
    await Promise.all([...workers].map((w) => new Promise((resolve) => w.once("exit", resolve))));
    await sandbox?.close();
    process.exit(code ?? 0);
  });
}

/**
 * The embedded database serves one process: a second `npm start`, a backup or a restore on the same data directory
 * would corrupt it. This start keeps its pid in DATA_DIR/app.pid while it runs (lib/db/backup.ts reads it).
 */
function claimDataDir(dataDir: string): void {
  const running = appRunningOn(dataDir);
  if (running !== null && running !== process.pid) {
    throw new Error(`Another npm start (pid ${running}) is running on ${path.resolve(dataDir)}; the embedded database serves one process at a time.`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(appPidFile(dataDir), String(process.pid));
  process.on("exit", () => fs.rmSync(appPidFile(dataDir), { force: true }));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
