// Carriers with real latency (issue 28 item 1, decision 055), against a real database (PGlite, or PostgreSQL with
// DATABASE_URL): under CARRIER_LATENCY_PROFILE the in-process carriers and the sandbox carrier never answering,
// answering 503 or in a burst of 429 are handled as the product handles a carrier over HTTP that does so
// (per-attempt timeout, retries, Retry-After, the carrier's breaker and rate). Tiny answer times; nothing timed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { RatingWorker } from "@/lib/jobs/worker";
import { createQuote } from "@/lib/quotes/create-quote";
import { CarrierGuards } from "@/lib/rating/carriers/guard";
import { DEFAULT_LATENCY_PROFILE, inThrottleBurst, type LatencyProfile } from "@/lib/rating/carriers/latency-profile";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { ratingTableAdapter } from "@/lib/rating/carriers/rating-table/adapter";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { createSandboxCarrierServer } from "@/sandbox-carrier/server";
import { sandboxProgramLookup } from "@/sandbox-carrier/start";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { waitFor } from "../support/processes";

const KIND = process.env.DATABASE_URL ? "postgresql" : "pglite";
/** Answers in milliseconds, no failures, no bursts: each case turns on what it looks at. */
const FAST: LatencyProfile = { ...DEFAULT_LATENCY_PROFILE, p50Ms: 3, p99Ms: 15, hangShare: 0, errorShare: 0, throttleEveryMs: 0 };
const TIMEOUT_MS = 1500;

let t: TestDatabase;
let agencyId: string;
beforeAll(async () => {
  t = await createTestDatabase("carrier_latency_profile_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
}, 60_000);
const perTest: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of perTest.splice(0).reverse()) await stop().catch(() => undefined);
});
afterAll(async () => {
  await t?.destroy();
});

/** A worker as the runtime makes one under a profile, and the sandbox carrier applying the same profile. */
async function startRating(profile: LatencyProfile, { timeoutMs = TIMEOUT_MS } = {}) {
  const shutdown = new AbortController();
  const sandbox = createSandboxCarrierServer({
    rate: (req) => ratingTableAdapter.rate(req, { signal: shutdown.signal }),
    programs: sandboxProgramLookup(),
    latencyProfile: profile,
  });
  const { url } = await sandbox.listen(0, "127.0.0.1");
  const defaults = parseEnv({});
  const guards = new CarrierGuards({
    failures: defaults.CARRIER_BREAKER_FAILURES,
    window: 20,
    failureRatio: 0.5,
    coolDownMs: defaults.CARRIER_BREAKER_COOLDOWN_MS,
  });
  const adapterFor = createCarrierRegistry({ sandboxBaseUrl: url, timeoutMs, maxAttempts: 2, baseDelayMs: 10, guards, latencyProfile: profile });
  const worker = new RatingWorker(t.prisma, { adapterFor, leaseMs: 60_000, concurrency: 64, pollMs: 50 }).start();
  perTest.push(async () => {
    await worker.stop(1_000);
    shutdown.abort(new Error("sandbox carrier closing"));
    await sandbox.close();
  });
  return { worker, guards };
}

let seq = 0;
/** A folio of the given programs; resolves when every card is terminal, with each card's status and failure reason. */
async function quote(worker: RatingWorker, programs: string[]) {
  const raw = {
    programs,
    class_code: "10100",
    business_name: `Latency Bakery ${++seq}`,
    mailing_zip: "85004",
    mailing_state: "AZ",
    employee_count: 6,
    annual_revenue: 650000,
    effective_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  };
  const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
  worker.kick();
  return waitFor(
    `folio ${created.folioId} rated`,
    async () => {
      const apps = await t.prisma.application.findMany({ where: { folioId: created.folioId }, include: { program: true } });
      if (apps.some((a) => a.status === "pending")) return null;
      return Object.fromEntries(apps.map((a) => [a.program.code, { status: a.status, failureReason: a.failureReason }]));
    },
    30_000,
    10,
  );
}

describe(`carriers under a latency profile (${KIND})`, () => {
  it("answer as before, in-process and over HTTP: quoted, and declined where the program declines", async () => {
    const { worker } = await startRating(FAST);
    const cards = await quote(worker, ["KM-BOP", "KM-CGL", "HS-CGL", "SA-BOP"]);
    expect(cards).toEqual({
      "KM-BOP": { status: "success", failureReason: null },
      "KM-CGL": { status: "success", failureReason: null },
      "HS-CGL": { status: "error", failureReason: null }, // the bakery's class is out of Harborline's appetite
      "SA-BOP": { status: "success", failureReason: null },
    });
  });

  it("a carrier that never answers: each attempt ends at the timeout and the rating fails as a timed-out carrier", async () => {
    const { worker, guards } = await startRating({ ...FAST, hangShare: 1 });
    const cards = await quote(worker, ["KM-BOP", "SA-BOP"]);
    for (const code of ["KM-BOP", "SA-BOP"]) {
      expect(cards[code]).toEqual({ status: "failed", failureReason: `carrier timed out after 2 attempts (${TIMEOUT_MS} ms each)` });
    }
    // Counted against the carriers' breakers like any timeout (one failed rating: two failed calls each).
    expect(guards.snapshot().keystone).toMatchObject({ state: "closed", failures: 2 });
    expect(guards.snapshot().summit).toMatchObject({ state: "closed", failures: 2 });
  });

  it("a carrier answering 503: retried, then failed as a carrier error; enough of them open its breaker", async () => {
    const { worker, guards } = await startRating({ ...FAST, errorShare: 1 });
    const cards = await quote(worker, ["KM-BOP", "SA-BOP"]);
    expect(cards["KM-BOP"]!.failureReason).toMatch(/^carrier error 503 after 2 attempts: unavailable: Carrier temporarily unavailable/);
    expect(cards["SA-BOP"]!.failureReason).toMatch(/^carrier error 503 after 2 attempts: unavailable: Carrier temporarily unavailable/);
    const more = await quote(worker, ["KM-BOP", "KM-CGL"]);
    expect(more["KM-BOP"]!.status).toBe("failed");
    expect(guards.snapshot().keystone!.state).toBe("open");
    const refused = await quote(worker, ["KM-BOP"]);
    expect(refused["KM-BOP"]).toEqual({ status: "failed", failureReason: expect.stringMatching(/ is not answering right now; try again in a few minutes$/) });
  });

  it("a burst of 429 with Retry-After: the call waits it out, the carrier's rate slows, and the card quotes", async () => {
    // A 600 ms burst every 2 s, Retry-After 1 s: a call made at a burst's start is answered once the wait is over.
    const profile: LatencyProfile = { ...FAST, throttleEveryMs: 2_000, throttleForMs: 600, retryAfterS: 1 };
    const { worker, guards } = await startRating(profile);
    await waitFor(
      "a burst at keystone beginning",
      async () => inThrottleBurst(profile, "keystone", Date.now()) && !inThrottleBurst(profile, "keystone", Date.now() - 50),
      10_000,
      5,
    );
    const cards = await quote(worker, ["KM-BOP"]);
    expect(cards["KM-BOP"]).toEqual({ status: "success", failureReason: null });
    // Throttled is neither success nor failure for the breaker; the 429 gave the carrier a send rate.
    expect(guards.snapshot().keystone).toMatchObject({ state: "closed", failures: 0, ratePerSec: expect.any(Number) });
  });

  it("the default shares (2% never answer, 1% 5xx): every card of every folio ends terminal, each failure a carrier's", async () => {
    // A longer timeout: PGlite runs on this test's own event loop, which answers the sandbox carrier's sockets too.
    const { worker } = await startRating({ ...DEFAULT_LATENCY_PROFILE, p50Ms: 3, p99Ms: 15, throttleEveryMs: 0 }, { timeoutMs: 5_000 });
    const folios = await Promise.all(Array.from({ length: 8 }, () => quote(worker, ["KM-BOP", "KM-CGL", "HS-CGL", "SA-BOP"])));
    for (const cards of folios) {
      for (const card of Object.values(cards)) {
        expect(["success", "error", "failed"]).toContain(card.status);
        if (card.status === "failed") expect(card.failureReason).toMatch(/^carrier (timed out|error 503)/);
      }
    }
  }, 60_000);
});
