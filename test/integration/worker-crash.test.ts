// Crash tests for the rating queue (lib/jobs): real worker processes (scripts/worker.ts) against a real
// database, the sandbox HTTP carrier in this process. Runs on the embedded PGlite database (DATABASE_URL
// unset: a fresh temp DATA_DIR, which only one process may open at a time) and on PostgreSQL
// (DATABASE_URL set: a fresh database created and dropped here, so no other data is touched).
//
// The invariant under test (docs/decisions/003-rating-queue.md): however often a row is claimed, by
// however many processes, each application reaches a terminal state exactly once: one carrier_calls
// row, written by the claim that still held the lease (claim_number = claim_count).
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseTarget, type OpenDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { createQuote } from "@/lib/quotes/create-quote";
import { createEndpoint } from "@/lib/webhooks/endpoints";
import { ratingTableAdapter } from "@/lib/rating/carriers/rating-table/adapter";
import { createSandboxCarrierServer, type SandboxCarrierServer } from "@/sandbox-carrier/server";
import { sandboxProgramLookup } from "@/sandbox-carrier/start";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { DEMO_AGENCY, seedDatabase } from "@/prisma/seed";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BASE_URL = process.env.DATABASE_URL;
const KIND = BASE_URL ? "postgresql" : "pglite";

const LEASE_MS = 7000;
const WORKER_ENV = {
  CARRIER_TIMEOUT_MS: "3000",
  CARRIER_MAX_ATTEMPTS: "1",
  RATING_LEASE_MS: String(LEASE_MS),
  RATING_CONCURRENCY: "4",
  RATING_POLL_MS: "100",
};
const TERMINAL = new Set(["success", "error", "failed"]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

// ---- resources, all released in afterEach/afterAll however a test ends ----

type Cleanup = () => Promise<void> | void;
const cleanups: Cleanup[] = []; // per test
const finalCleanups: Cleanup[] = []; // per file (the template)
const children = new Set<ChildProcess>();

async function runCleanups(list: Cleanup[]) {
  while (list.length) {
    try {
      await list.pop()!();
    } catch (error) {
      console.error("worker-crash cleanup:", error);
    }
  }
}

async function cleanUp() {
  await Promise.all(
    [...children].map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGCONT");
      child.kill("SIGKILL");
      return exited;
    }),
  );
  children.clear();
  await runCleanups(cleanups);
}
afterEach(cleanUp);
afterAll(async () => {
  await cleanUp();
  await runCleanups(finalCleanups);
});

/**
 * A fresh database, migrated and seeded: a copy of this file's template (a PGlite data dir copied, or a
 * PostgreSQL database created WITH TEMPLATE beside DATABASE_URL's), so migrating and seeding happen
 * once per file.
 */
async function freshTarget(): Promise<DatabaseTarget> {
  const template = await (templateTarget ??= makeTemplate());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "worker-crash-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!BASE_URL) {
    fs.cpSync(template.dataDir, dataDir, { recursive: true });
    return { dataDir };
  }
  const name = `worker_crash_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${databaseName(template.databaseUrl!)}`);
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { databaseUrl: withDatabase(BASE_URL, name), dataDir };
}

let templateTarget: Promise<DatabaseTarget> | undefined;

async function makeTemplate(): Promise<DatabaseTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "worker-crash-template-"));
  finalCleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let target: DatabaseTarget = { dataDir };
  if (BASE_URL) {
    const name = `worker_crash_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    finalCleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    target = { databaseUrl: withDatabase(BASE_URL, name), dataDir };
  }
  await withDb(target, async ({ prisma, factory }) => {
    await applyMigrations(factory, ROOT);
    await seedDatabase(prisma);
  });
  // A database with a session open cannot be cloned: make sure none is left.
  if (target.databaseUrl) await terminateBackends(databaseName(target.databaseUrl));
  return target;
}

/** Ends sessions on a database of ours: all of them, or those of one application_name holding an advisory lock. */
async function terminateBackends(database: string, lockHolder?: string): Promise<void> {
  if (lockHolder === undefined) {
    await adminQuery("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [database]);
  } else {
    await adminQuery(
      `SELECT pg_terminate_backend(a.pid) FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid
        WHERE l.locktype = 'advisory' AND a.datname = $1 AND a.application_name = $2`,
      [database, lockHolder],
    );
  }
}

async function adminQuery(sql: string, params: unknown[] = []): Promise<void> {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  try {
    await admin.query(sql, params);
  } finally {
    await admin.end();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function withDb<T>(target: DatabaseTarget, fn: (database: OpenDatabase) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** The sandbox carrier wired as start.ts wires it, kept as the server itself for requestCount(). */
async function startSandbox(): Promise<{ server: SandboxCarrierServer; url: string }> {
  const shutdown = new AbortController();
  const server = createSandboxCarrierServer({
    rate: (req) => ratingTableAdapter.rate(req, { signal: shutdown.signal }),
    programs: sandboxProgramLookup(),
  });
  const { url } = await server.listen(0, "127.0.0.1");
  cleanups.push(async () => {
    shutdown.abort(new Error("sandbox carrier closing"));
    await server.close();
  });
  return { server, url };
}

interface Worker {
  child: ChildProcess;
  output: () => string;
  started: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let workerSeq = 0;

/**
 * The real worker process: scripts/worker.ts --embedded, as `npm run worker` runs it. Several start
 * at once in the multi-worker tests: each migrates on start, and must release Prisma's migration
 * advisory lock when done or the others time out waiting for it.
 */
function spawnWorker(target: DatabaseTarget, sandboxUrl: string, extraEnv: Record<string, string> = {}): Worker {
  const appName = `worker-crash-${process.pid}-${++workerSeq}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...WORKER_ENV,
    ...extraEnv,
    DATA_DIR: target.dataDir,
    SANDBOX_CARRIER_URL: sandboxUrl,
    PGAPPNAME: appName,
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts", "--embedded"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let out = "";
  let onStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (onStarted = resolve));
  child.stdout!.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('"msg":"started"')) onStarted();
  });
  child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  const ready = started;
  return {
    child,
    output: () => out,
    started: Promise.race([
      ready,
      exited.then(({ code, signal }) => {
        throw new Error(`worker exited before starting (code ${code}, signal ${signal}):\n${out}`);
      }),
    ]),
    exited,
  };
}

async function stopWorker(worker: Worker, signal: NodeJS.Signals = "SIGTERM") {
  worker.child.kill(signal);
  return worker.exited;
}

const today = () => new Date().toISOString().slice(0, 10);
function daysFromToday(days: number): string {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

interface Seeded {
  /** application id -> program code */
  programOf: Map<string, string>;
}

/** Records `folios` folios for the demo agency (an IL bakery: written by SA-BOP and the KM programs). */
async function seedFolios(target: DatabaseTarget, folios: number, programs: string[], marker: string): Promise<Seeded> {
  return withDb(target, async ({ prisma }) => {
    const agency = await prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
    const programOf = new Map<string, string>();
    for (let i = 0; i < folios; i++) {
      const raw: Record<string, unknown> = {
        programs,
        class_code: "10100",
        business_name: `Crash Test Bakery ${i} ${marker}`,
        mailing_zip: "60601",
        mailing_state: "IL",
        employee_count: 5,
        annual_revenue: 850000,
        effective_date: daysFromToday(7),
      };
      const created = await createQuote(prisma, agency.id, CreateQuoteRequest.parse(raw), raw);
      created.applicationIds.forEach((id, position) => programOf.set(id, programs[position]!));
    }
    expect(programOf.size).toBe(folios * programs.length);
    return { programOf };
  });
}

async function snapshot({ prisma }: OpenDatabase) {
  const apps = await prisma.application.findMany({
    select: { id: true, status: true, claimCount: true, leaseUntil: true, carrierCalls: { select: { claimNumber: true, outcome: true } } },
  });
  return new Map(apps.map((a) => [a.id, a]));
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** Every application terminal, exactly one outcome each, recorded by the claim that held the lease last. */
function expectRatedExactlyOnce(apps: Snapshot, programOf: Map<string, string>) {
  expect([...apps.keys()].sort()).toEqual([...programOf.keys()].sort());
  for (const [id, app] of apps) {
    const where = `${programOf.get(id)} application ${id}`;
    expect(TERMINAL.has(app.status), `${where} is ${app.status}`).toBe(true);
    expect(app.status, `${where}: these risks are quoted`).toBe("success");
    expect(app.carrierCalls, `${where}: carrier_calls rows`).toHaveLength(1);
    expect(app.carrierCalls[0]!.outcome).toBe("quoted");
    // Completion is conditional on the lease token: only the latest claim may record the outcome.
    expect(app.carrierCalls[0]!.claimNumber, `${where}: outcome recorded by claim`).toBe(app.claimCount);
    expect(app.leaseUntil, `${where}: lease released`).toBeNull();
  }
}

describe(`rating worker crash recovery (${KIND})`, () => {
  it("a worker killed with SIGKILL mid-rating: after restart every application reaches a terminal state exactly once", async () => {
    const t0 = Date.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${Date.now() - t0}`);
    const target = await freshTarget();
    phase("db");
    const { programOf } = await seedFolios(target, 10, ["SA-BOP", "KM-BOP"], "SANDBOX_LATENCY_1500");
    phase("folios");
    const sandboxIds = [...programOf].filter(([, code]) => code === "SA-BOP").map(([id]) => id);
    const { server, url } = await startSandbox();
    const seen = () => sandboxIds.filter((id) => server.requestCount(id) > 0).length;

    // 1. A worker rates until several slow carrier calls are in flight, then dies without warning.
    const first = spawnWorker(target, url);
    await first.started;
    phase("worker1 started");
    await waitFor("ratings in flight at the carrier", () => seen() >= 3, 60_000, 10);
    const killedAt = Date.now();
    expect(await stopWorker(first, "SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
    const seenAtKill = new Map(sandboxIds.map((id) => [id, server.requestCount(id)]));
    phase("killed");

    // 2. The crash left work behind: claimed rows with no outcome (in flight), and unclaimed rows.
    const afterKill = await withDb(target, snapshot);
    const pending = [...afterKill.values()].filter((a) => a.status === "pending");
    const inFlight = pending.filter((a) => a.claimCount >= 1).map((a) => a.id);
    expect(pending.length, "applications still pending after the kill").toBeGreaterThan(0);
    expect(inFlight.length, "claimed applications with no outcome after the kill").toBeGreaterThan(0);
    for (const app of afterKill.values()) {
      expect(app.carrierCalls).toHaveLength(app.status === "pending" ? 0 : 1);
      if (app.status === "pending" && app.claimCount >= 1) expect(app.leaseUntil).not.toBeNull();
    }
    // Every carrier request the dead worker had open belongs to a row it never completed.
    for (const id of sandboxIds) if ((seenAtKill.get(id) ?? 0) > 0 && afterKill.get(id)!.status === "pending") expect(inFlight).toContain(id);

    // 3. A new worker takes over: unclaimed rows at once, the dead worker's rows when their leases run out.
    const second = spawnWorker(target, url);
    await second.started;
    phase("worker2 started");
    const pendingAtCarrier = pending.map((a) => a.id).filter((id) => programOf.get(id) === "SA-BOP");
    const reRequested = () => pendingAtCarrier.every((id) => server.requestCount(id) > (seenAtKill.get(id) ?? 0));
    if (target.databaseUrl) {
      // PostgreSQL: watch the database while the worker runs.
      await withDb(target, async (database) => {
        await waitFor("every application terminal", async () => [...(await snapshot(database)).values()].every((a) => TERMINAL.has(a.status)), 60_000, 200);
      });
    } else {
      // PGlite belongs to the worker while it runs: wait until every lease the crash left has run out
      // and every pending carrier rating has been sent again, then stop it; the graceful stop lets
      // in-flight ratings finish.
      await waitFor("the carrier to see every pending rating again", reRequested, 60_000);
      const wait = Math.max(killedAt + LEASE_MS + 2000 - Date.now(), 2000);
      await sleep(wait);
    }
    phase("rated");
    expect(await stopWorker(second), second.output()).toEqual({ code: 0, signal: null });
    phase("worker2 stopped");

    // 4. Exactly one outcome per application; the rows in flight at the kill were claimed again.
    const final = await withDb(target, snapshot);
    expectRatedExactlyOnce(final, programOf);
    for (const id of inFlight) {
      const app = final.get(id)!;
      expect(app.claimCount, `in-flight application ${id} claimed again`).toBeGreaterThanOrEqual(2);
      expect(app.carrierCalls[0]!.claimNumber).toBeGreaterThanOrEqual(2);
      // Claimed rows whose call had reached the carrier were sent again (same idempotency key); a row
      // can also have been claimed but killed before its request left.
      if ((seenAtKill.get(id) ?? 0) > 0) expect(server.requestCount(id), `carrier requests for ${id}`).toBeGreaterThanOrEqual(2);
    }
    for (const id of sandboxIds) expect(server.requestCount(id)).toBeGreaterThanOrEqual(1);
    console.log(
      `[worker-crash ${KIND}] SIGKILL test: ${programOf.size} applications, ${inFlight.length} in flight at the kill, ` +
        `${pending.length} pending after it, ${Date.now() - t0} ms (${phases.join(", ")})`,
    );
  }, 120_000);

  it.skipIf(!BASE_URL)(
    "several worker processes rate every application once",
    async () => {
      const t0 = Date.now();
      const target = await freshTarget();
      const { server, url } = await startSandbox();
      const workers = [spawnWorker(target, url), spawnWorker(target, url), spawnWorker(target, url)];
      await Promise.all(workers.map((w) => w.started));
      // Enqueued while all three poll, so they compete for every row from the first.
      const { programOf } = await seedFolios(target, 40, ["SA-BOP", "KM-CGL"], "SANDBOX_LATENCY_200");
      await withDb(target, async (database) => {
        await waitFor("every application terminal", async () => [...(await snapshot(database)).values()].every((a) => TERMINAL.has(a.status)), 90_000, 200);
      });
      const exits = await Promise.all(workers.map((w) => stopWorker(w)));
      exits.forEach((exit, i) => expect(exit, workers[i]!.output()).toEqual({ code: 0, signal: null }));

      const final = await withDb(target, snapshot);
      expectRatedExactlyOnce(final, programOf);
      for (const [id, app] of final) {
        // SKIP LOCKED: no row is claimed by two workers while its lease holds.
        expect(app.claimCount, `application ${id} claims`).toBe(1);
        if (programOf.get(id) === "SA-BOP") expect(server.requestCount(id), `carrier requests for ${id}`).toBe(1);
      }
      console.log(`[worker-crash ${KIND}] 3 workers: ${programOf.size} applications, ${Date.now() - t0} ms`);
    },
    120_000,
  );

  it.skipIf(!BASE_URL)(
    "a stalled worker that wakes after its lease was taken over records nothing",
    async () => {
      const t0 = Date.now();
      const target = await freshTarget();
      const { programOf } = await seedFolios(target, 4, ["SA-BOP"], "SANDBOX_LATENCY_1500");
      const ids = [...programOf.keys()];
      const { server, url } = await startSandbox();

      // A claims all four and is frozen (SIGSTOP: a long GC pause, a stalled VM) with the calls open.
      const stalled = spawnWorker(target, url);
      await stalled.started;
      await waitFor("the stalled worker's ratings at the carrier", () => ids.every((id) => server.requestCount(id) === 1), 30_000, 10);
      stalled.child.kill("SIGSTOP");

      // B takes the rows over when A's leases run out; A wakes while B's calls are still at the carrier.
      const taker = spawnWorker(target, url);
      await taker.started;
      await waitFor("the takeover's ratings at the carrier", () => ids.every((id) => server.requestCount(id) === 2), 30_000, 10);
      stalled.child.kill("SIGCONT");

      await withDb(target, async (database) => {
        await waitFor("every application terminal", async () => [...(await snapshot(database)).values()].every((a) => TERMINAL.has(a.status)), 30_000, 100);
        await sleep(1000); // the stalled worker's stale completions have certainly been tried by now
      });
      for (const w of [stalled, taker]) expect(await stopWorker(w), w.output()).toEqual({ code: 0, signal: null });

      const final = await withDb(target, snapshot);
      expectRatedExactlyOnce(final, programOf);
      for (const [id, app] of final) {
        expect(app.claimCount).toBe(2);
        expect(app.carrierCalls[0]!.claimNumber, `outcome of ${id} recorded by the takeover, not the stale claim`).toBe(2);
        expect(server.requestCount(id)).toBe(2);
      }
      console.log(`[worker-crash ${KIND}] stalled worker: ${programOf.size} applications, ${Date.now() - t0} ms`);
    },
    120_000,
  );

  it.skipIf(!BASE_URL)(
    "NOTIFY wakes a worker in another process at once: work enqueued here is rated with a 60 s poll",
    async () => {
      const target = await freshTarget();
      const { url } = await startSandbox();
      const worker = spawnWorker(target, url, { RATING_POLL_MS: "60000" });
      await worker.started;
      await sleep(500); // its first claim found nothing: it now sleeps for 60 s unless woken
      const t0 = Date.now();
      const { programOf } = await seedFolios(target, 3, ["KM-BOP", "KM-CGL"], "notify");
      await withDb(target, async (database) => {
        await waitFor("every application terminal", async () => [...(await snapshot(database)).values()].every((a) => TERMINAL.has(a.status)), 15_000, 50);
      });
      const waited = Date.now() - t0;
      expect(await stopWorker(worker), worker.output()).toEqual({ code: 0, signal: null });
      expectRatedExactlyOnce(await withDb(target, snapshot), programOf);
      console.log(`[worker-crash ${KIND}] NOTIFY wake: ${programOf.size} applications rated ${waited} ms after the first enqueue (poll 60 s)`);
    },
    60_000,
  );
});

describe(`webhook delivery crash recovery (${KIND})`, () => {
  it("a delivery worker killed with SIGKILL mid-delivery: after a restart every event reaches the receiver at least once, deduplicable by id", async () => {
    const target = await freshTarget();
    // A receiver on loopback that takes 400 ms to answer, so deliveries are in flight when the worker dies.
    const received: string[] = [];
    let inFlight = 0;
    const receiver = http.createServer((req, res) => {
      inFlight++;
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const id = String(req.headers["webhook-id"] ?? "");
        setTimeout(() => {
          received.push(id);
          inFlight--;
          res.writeHead(200).end("ok");
        }, 400);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    await withDb(target, async ({ prisma }) => {
      const agency = await prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
      await createEndpoint(prisma, agency.id, { url, enabledEvents: ["*"] }, { allowPrivate: true, audit: { actor: "system", requestId: "test" } });
    });
    // Ten folios, rated by the worker: each gives application.quoted and quote.completed (20 events).
    await seedFolios(target, 10, ["KM-CGL"], "webhook crash");
    const { url: sandboxUrl } = await startSandbox();
    // A lease of 5 s (the default is twice the timeout and 30 s): the dead worker's deliveries are sent again sooner.
    const env = {
      WEBHOOK_ALLOW_PRIVATE: "1",
      WEBHOOK_POLL_MS: "100",
      WEBHOOK_TIMEOUT_MS: "2000",
      WEBHOOK_LEASE_MS: "5000",
      WEBHOOK_RETRY_BASE_MS: "200",
      WEBHOOK_CONCURRENCY: "4",
    };

    const first = spawnWorker(target, sandboxUrl, env);
    await first.started;
    await waitFor("deliveries answered and more in flight", () => received.length >= 2 && inFlight > 0, 60_000, 10);
    expect(await stopWorker(first, "SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
    const answeredAtKill = received.length;
    // (The dead worker may not have rated every folio yet: the events are counted once the second has finished.)
    const leftBehind = await withDb(target, ({ prisma }) => prisma.webhookDelivery.count({ where: { status: "pending" } }));
    expect(leftBehind, "the crash left deliveries unfinished").toBeGreaterThan(0);
    expect(answeredAtKill).toBeLessThan(20);
    // The deliveries the dead worker still held: sent again once their lease runs out. (The requests it had in
    // flight were answered within the receiver's 400 ms, before this read: they are not counted as resent.)
    await sleep(600);
    const held = await withDb(target, ({ prisma }) =>
      prisma.webhookDelivery.findMany({ where: { status: "pending", leaseUntil: { gt: new Date() } }, select: { eventId: true } }),
    );
    const receivedBeforeRestart = received.length;

    // A new worker finishes them: the ones the dead worker held once their lease (5 s) runs out.
    // (Watched from the receiver: with PGlite only one process may have the database open.)
    const second = spawnWorker(target, sandboxUrl, env);
    await second.started;
    // Every event received, and each delivery the dead worker held sent again by the new worker (else its row
    // would still be pending when counted below).
    await waitFor(
      "all 20 events received, the held ones again after the restart",
      () => new Set(received).size >= 20 && held.every((h) => received.slice(receivedBeforeRestart).includes(h.eventId)),
      90_000,
      100,
    );
    await sleep(2000); // the last answers' outcomes are written
    await stopWorker(second);
    const events = await withDb(target, ({ prisma }) => prisma.event.findMany({ select: { id: true } }));
    expect(events).toHaveLength(20);
    expect(await withDb(target, ({ prisma }) => prisma.webhookDelivery.count({ where: { status: { not: "succeeded" } } }))).toBe(0);
    // At least once: every event arrived, some perhaps twice (in flight when the worker died), always with its own id.
    const ids = new Set(received);
    for (const e of events) expect(ids.has(e.id), `event ${e.id} delivered`).toBe(true);
    expect(received.length).toBeGreaterThanOrEqual(events.length);
    expect(ids.size).toBe(events.length);
  }, 180_000);
});
