// Carriers that misbehave (issue 28 item 2), against a real database (PGlite, or PostgreSQL with
// DATABASE_URL) and a real HTTP carrier on loopback: the sandbox carrier behind a front that can refuse
// connections (closed port), answer 503, or answer 429 with Retry-After, as the test says.
import http from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { claimBatch } from "@/lib/db/queries/queue";
import { RatingWorker } from "@/lib/jobs/worker";
import { createQuote } from "@/lib/quotes/create-quote";
import { CarrierGuards } from "@/lib/rating/carriers/guard";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { ratingTableAdapter } from "@/lib/rating/carriers/rating-table/adapter";
import { IDEMPOTENCY_HEADER } from "@/lib/rating/carriers/sandbox-http/protocol";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { healthReport } from "@/lib/system/health";
import { createSandboxCarrierServer } from "@/sandbox-carrier/server";
import { sandboxProgramLookup } from "@/sandbox-carrier/start";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { freePort, waitFor } from "../support/processes";

const KIND = process.env.DATABASE_URL ? "postgresql" : "pglite";
const NOTICE = "Summit Assurance Group is not answering right now; try again in a few minutes";
const defaults = parseEnv({});

let t: TestDatabase;
let agencyId: string;
let sandboxUrl: string;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  t = await createTestDatabase("carrier_breaker_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  const shutdown = new AbortController();
  const sandbox = createSandboxCarrierServer({
    rate: (req) => ratingTableAdapter.rate(req, { signal: shutdown.signal }),
    programs: sandboxProgramLookup(),
  });
  sandboxUrl = (await sandbox.listen(0, "127.0.0.1")).url;
  cleanups.push(async () => {
    shutdown.abort(new Error("sandbox carrier closing"));
    await sandbox.close();
  });
}, 60_000);

/** Each test's worker and carrier: stopped before the next test, whose worker must be the only one claiming. */
const perTest: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of perTest.splice(0).reverse()) await stop().catch(() => undefined);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await t?.destroy();
});

type Mode = "answer" | "503" | "429-once";

/** The carrier as the app sees it: a fixed port that is closed (refused) or open in a mode. */
class MisbehavingCarrier {
  mode: Mode = "answer";
  readonly seen = new Map<string, number>();
  private server: http.Server | null = null;
  constructor(readonly port: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async up(mode: Mode): Promise<void> {
    this.mode = mode;
    if (this.server) return;
    const server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
  }

  /** Closed: connections are refused. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const key = String(req.headers[IDEMPOTENCY_HEADER.toLowerCase()] ?? "");
    const rating = req.method === "POST";
    const n = (this.seen.get(key) ?? 0) + (rating ? 1 : 0);
    if (rating) this.seen.set(key, n);
    if (!rating) {
      // GET /health (the health operation's reachability check) passes through.
    } else if (this.mode === "503")
      return void res.writeHead(503, { "content-type": "application/json" }).end('{"error":{"code":"unavailable","message":"down"}}');
    else if (this.mode === "429-once" && n === 1) {
      return void res.writeHead(429, { "content-type": "application/json", "retry-after": "1" }).end('{"error":{"code":"rate_limited","message":"slow down"}}');
    }
    const answer = await fetch(sandboxUrl + (req.url ?? "/"), {
      method: req.method ?? "POST",
      headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: key },
      ...(req.method === "GET" ? {} : { body: Buffer.concat(chunks) }),
    });
    res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
  }
}

/** A worker as the runtime makes one, with its own breakers, rating at `carrier`. */
async function startRating(carrier: MisbehavingCarrier) {
  const guards = new CarrierGuards({
    failures: defaults.CARRIER_BREAKER_FAILURES,
    window: 20,
    failureRatio: 0.5,
    coolDownMs: defaults.CARRIER_BREAKER_COOLDOWN_MS,
  });
  const adapterFor = createCarrierRegistry({ sandboxBaseUrl: carrier.url, timeoutMs: 2_000, maxAttempts: 3, baseDelayMs: 50, guards });
  const worker = new RatingWorker(t.prisma, { adapterFor, leaseMs: 60_000, concurrency: 8, pollMs: 50 }).start();
  perTest.push(() => worker.stop(1_000));
  const health = () =>
    healthReport(
      async () => t.prisma,
      carrier.url,
      async () => guards.snapshot(),
    );
  return { guards, worker, health };
}

let folioSeq = 0;
/** Creates a folio for Summit's BOP (the HTTP carrier); resolves with its application's outcome and how long it took. */
async function quoteSummit(worker: RatingWorker): Promise<{ id: string; status: string; failureReason: string | null; ms: number }> {
  const raw = {
    programs: ["SA-BOP"],
    class_code: "10100",
    business_name: `Breaker Bakery ${++folioSeq}`,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: new Date().toISOString().slice(0, 10),
  };
  const started = Date.now();
  const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
  worker.kick();
  const id = created.applicationIds[0]!;
  const app = await waitFor(
    `application ${id} rated`,
    async () => {
      const row = await t.prisma.application.findUniqueOrThrow({ where: { id } });
      return row.status === "pending" ? null : row;
    },
    60_000,
    10,
  );
  return { id, status: app.status, failureReason: app.failureReason, ms: Date.now() - started };
}

describe(`carriers that misbehave (${KIND})`, () => {
  it("a carrier refusing connections: the breaker opens, new applications fail at once with a notice, and a probe brings it back", async () => {
    const carrier = new MisbehavingCarrier(await freePort());
    perTest.push(() => carrier.down());
    const { guards, worker, health } = await startRating(carrier);

    // Down: the first applications fail on their own (refused, retried), and open the breaker.
    const first = await Promise.all([1, 2, 3].map(() => quoteSummit(worker)));
    expect(first.map((a) => a.status)).toEqual(["failed", "failed", "failed"]);
    expect(guards.snapshot().summit).toMatchObject({ state: "open" });
    const openHealth = await health();
    expect(openHealth.status).toBe("degraded");
    expect((openHealth.checks.carriers as Record<string, Record<string, unknown>>).summit).toMatchObject({
      status: "down",
      detail: "circuit breaker open",
      breaker: { state: "open", failures: expect.any(Number), nextProbeAt: expect.any(String) },
    });

    // Open: each new application is quote_failed with the notice within 2 s, without calling the carrier.
    const fast = [...(await Promise.all([1, 2, 3, 4, 5].map(() => quoteSummit(worker))))];
    for (let i = 0; i < 3; i++) fast.push(await quoteSummit(worker)); // and one at a time
    for (const a of fast) {
      expect(a).toMatchObject({ status: "failed", failureReason: NOTICE });
      expect(a.ms).toBeLessThan(2_000);
    }

    // Back: within 30 s of recovery an application quotes again (a half-open probe closes the breaker).
    await carrier.up("answer");
    const recovered = Date.now();
    let quoted: Awaited<ReturnType<typeof quoteSummit>> | null = null;
    while (!quoted && Date.now() - recovered < 35_000) {
      const a = await quoteSummit(worker);
      if (a.status === "success") quoted = a;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const recoveryMs = Date.now() - recovered;
    expect(quoted).not.toBeNull();
    expect(recoveryMs).toBeLessThan(30_000);
    expect(guards.snapshot().summit).toMatchObject({ state: "closed", failures: 0 });
    const closedHealth = await health();
    expect((closedHealth.checks.carriers as Record<string, Record<string, unknown>>).summit).toMatchObject({ status: "up", breaker: { state: "closed" } });
    console.log(
      `[carrier-breaker ${KIND}] refused: open -> quote_failed in ${Math.max(...fast.map((a) => a.ms))} ms at most (${fast.map((a) => a.ms).join(", ")}); ` +
        `quoted again ${recoveryMs} ms after the carrier came back (cool-down ${defaults.CARRIER_BREAKER_COOLDOWN_MS} ms)`,
    );
  }, 90_000);

  it("a carrier answering 503 to every call: the breaker opens the same way", async () => {
    const carrier = new MisbehavingCarrier(await freePort());
    perTest.push(() => carrier.down());
    await carrier.up("503");
    const { guards, worker } = await startRating(carrier);
    await Promise.all([1, 2].map(() => quoteSummit(worker)));
    expect(guards.snapshot().summit!.state).toBe("open");
    const calls = [...carrier.seen.values()].reduce((a, b) => a + b, 0);
    const fast = await quoteSummit(worker);
    expect(fast).toMatchObject({ status: "failed", failureReason: NOTICE });
    expect(fast.ms).toBeLessThan(2_000);
    expect([...carrier.seen.values()].reduce((a, b) => a + b, 0)).toBe(calls); // not called while open
  }, 60_000);

  it("a carrier answering 429 with Retry-After: 1, then 200: quoted, after the wait, and no breaker failure", async () => {
    const carrier = new MisbehavingCarrier(await freePort());
    perTest.push(() => carrier.down());
    await carrier.up("429-once");
    const { guards, worker, health } = await startRating(carrier);
    const a = await quoteSummit(worker);
    expect(a.status).toBe("success");
    expect(carrier.seen.get(a.id)).toBe(2);
    expect(a.ms).toBeGreaterThanOrEqual(1_000); // Retry-After honoured
    expect(a.ms).toBeLessThan(5_000);
    const breaker = guards.snapshot().summit!;
    expect(breaker).toMatchObject({ state: "closed", failures: 0 });
    expect(breaker.ratePerSec).not.toBeNull(); // the carrier's rate was slowed
    const report = await health();
    expect((report.checks.carriers as Record<string, Record<string, unknown>>).summit).toMatchObject({ status: "up", breaker: { state: "closed" } });
    console.log(`[carrier-breaker ${KIND}] 429 Retry-After: 1 then 200: quoted in ${a.ms} ms, rate now ${breaker.ratePerSec}/s`);
  }, 60_000);

  it("a carrier's configured concurrency replaces its own limit in the claim, across workers", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const raw = {
        programs: ["SA-BOP"],
        class_code: "10100",
        business_name: `Limit Bakery ${i}`,
        mailing_zip: "60601",
        mailing_state: "IL",
        employee_count: 4,
        annual_revenue: 500000,
        effective_date: new Date().toISOString().slice(0, 10),
      };
      ids.push(...(await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw)).applicationIds);
    }
    const limits = { summit: 2 };
    expect(await claimBatch(t.prisma, 10, 60_000, limits)).toHaveLength(2);
    expect(await claimBatch(t.prisma, 10, 60_000, limits)).toHaveLength(0); // another worker: summit is full
    expect(await claimBatch(t.prisma, 10, 60_000)).toHaveLength(1); // its own limit (16) leaves room
    await t.prisma.application.updateMany({ where: { id: { in: ids } }, data: { status: "failed", failureReason: "cleared by test", leaseUntil: null } });
  });
});
