// Graceful shutdown (issue 33 item 5, decision 051), through the real npm start on the run's database (PGlite, or
// PostgreSQL with DATABASE_URL), with the rating worker in the web process and the sandbox carrier answering in
// 1.5 s: SIGTERM to the app's process group, as an orchestrator sends it, while requests that take seconds are in
// flight and ratings are at the carrier. Every request in flight is answered (0 failed), npm start exits 0 within
// the grace period, and after a restart every application is rated exactly once (one carrier call recorded each,
// by the claim that held it last): no work lost or done twice. Readiness says ready before, with each check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys";
import { DEMO_AGENCY } from "@/prisma/seed";
import { DATABASE_KIND, createAppDatabase, startApp, withDatabase, type AppDatabase, type RunningApp } from "../support/app-instance";

const GRACE_MS = 20_000;
const SLOW = "SANDBOX_LATENCY_1500"; // the sandbox carrier answers this business after 1.5 s
let db: AppDatabase;
let key: string;
let app: RunningApp | undefined;

const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${app!.base}${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${key}`, ...(init.body ? { "content-type": "application/json" } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
const quote = (i: number) => ({
  programs: ["SA-BOP", "KM-BOP"],
  class_code: "10100",
  business_name: `Shutdown Bakery ${i} ${SLOW}`,
  mailing_zip: "60601",
  mailing_state: "IL",
  employee_count: 5,
  annual_revenue: 850000,
  effective_date: isoDate(10),
});

async function applications() {
  return withDatabase(db.target, async ({ prisma }) =>
    prisma.application.findMany({
      where: { folio: { agency: { slug: DEMO_AGENCY.slug } } },
      select: { id: true, status: true, claimCount: true, leaseUntil: true, carrierCalls: { select: { claimNumber: true } } },
    }),
  );
}

beforeAll(async () => {
  db = await createAppDatabase("graceful-shutdown");
  key = await withDatabase(db.target, async ({ prisma }) => {
    const agency = await prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
    return (await createApiKey(prisma, agency.id, "graceful-shutdown")).key;
  });
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await db?.destroy();
});

describe(`SIGTERM mid-load (${DATABASE_KIND})`, () => {
  it("answers every request in flight, exits 0 within the grace period, and loses or repeats no rating", async () => {
    const env = { SHUTDOWN_GRACE_MS: String(GRACE_MS), RATING_CONCURRENCY: "8", CARRIER_TIMEOUT_MS: "5000", CARRIER_MAX_ATTEMPTS: "1" };
    app = await startApp(db.target, env);
    const ready = await call("/v1/health/ready");
    expect(ready.status).toBe(200);
    expect((await ready.json()).data).toMatchObject({
      status: "ready",
      checks: { shutdown: { status: "up" }, database: { status: "up" }, migrations: { status: "up" }, worker: { status: "up" } },
    });

    // Folios whose answers re-rate one program in the request (about 1.5 s at the carrier).
    const folios = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const res = await call("/v1/quote", { method: "POST", body: quote(i) });
        expect(res.status).toBe(201);
        return (await res.json()).data as { quoteId: string; applications: Array<{ quoteRequestId: string; programCode: string }> };
      }),
    );

    // In flight when the signal comes: answers re-rated in their requests, and new quotes whose ratings the worker
    // takes to the carrier.
    const results: Array<{ what: string; status: number | string }> = [];
    const quoteIds = folios.map((f) => f.quoteId);
    const track = (what: string, request: Promise<Response>) =>
      request.then(
        async (res) => {
          const body = await res.text();
          results.push({ what, status: res.status, ...(res.ok ? {} : { body }) });
          if (res.status === 201) quoteIds.push(JSON.parse(body).data.quoteId);
        },
        (error: Error) => void results.push({ what, status: `${error.message} (${String((error as { cause?: unknown }).cause)})` }),
      );
    // Rated twice: before the answers, and with them (an answer is the client's: it re-rates the folio's other program too).
    const answered = new Set<string>(folios.flatMap((f) => f.applications.map((a) => a.quoteRequestId)));
    const inFlight = [
      ...folios.map((f, i) => {
        const sa = f.applications.find((a) => a.programCode === "SA-BOP")!;
        return track(
          `answers ${i}`,
          call(`/v1/quote/${f.quoteId}/applications/${sa.quoteRequestId}/form`, { method: "POST", body: { form_payload: { yearsInBusiness: 7 } } }),
        );
      }),
      ...Array.from({ length: 6 }, (_, i) => track(`quote ${i + 10}`, call("/v1/quote", { method: "POST", body: quote(i + 10) }))),
    ];
    await new Promise((r) => setTimeout(r, 500)); // every request has reached the server (the answers are at the carrier)
    const signalledAt = Date.now();
    app.signal("SIGTERM");
    await Promise.all(inFlight);
    await app.exited.catch(() => undefined);
    expect(
      results.filter((r) => typeof r.status !== "number" || r.status >= 400),
      app.logLines
        .filter((l) => !/"msg":"request"/.test(l))
        .slice(-30)
        .join("\n"),
    ).toEqual([]);
    expect(results).toHaveLength(10);
    const exit = await app.exited;
    const stoppedInMs = Date.now() - signalledAt;
    expect(exit, app.logLines.slice(-20).join("\n")).toEqual({ code: 0, signal: null });
    expect(stoppedInMs).toBeLessThan(GRACE_MS + 5000);
    expect(app.logLines.join("\n")).not.toMatch(/grace period ran out/);

    // Nothing half done: each application has its one outcome, or none and no lease (handed back, rated on restart).
    for (const a of await applications()) {
      if (a.status === "pending") {
        // (An answered one may keep the outcome of its rating before the answers.)
        expect(a.carrierCalls.length, `${a.id} pending with an outcome`).toBeLessThanOrEqual(answered.has(a.id) ? 1 : 0);
        expect(a.leaseUntil, `${a.id} pending but still claimed`).toBeNull();
      } else expect(a.carrierCalls.length, `${a.id}`).toBeLessThanOrEqual(answered.has(a.id) ? 2 : 1);
    }

    // Restarted, the app rates what was handed back (asked through the API: PGlite allows one process).
    app = await startApp(db.target, env);
    const quoting = async () => {
      const statuses = await Promise.all(quoteIds.map(async (id) => (await (await call(`/v1/quote/${id}`)).json()).data.status as string));
      return statuses.filter((s) => s === "quoting").length;
    };
    const deadline = Date.now() + 60_000;
    while ((await quoting()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await app.stop();
    app = undefined;
    const apps = await applications();
    expect(apps).toHaveLength(20); // 10 folios x 2 programs
    for (const a of apps) {
      expect(a.status, a.id).not.toBe("pending");
      // One outcome per rating: an answered one may have been rated before its answers and again with them.
      expect(a.carrierCalls.length, `${a.id}: carrier calls recorded`).toBeGreaterThanOrEqual(1);
      expect(a.carrierCalls.length, `${a.id}: carrier calls recorded`).toBeLessThanOrEqual(answered.has(a.id) ? 2 : 1);
      // (A re-rating starts its claims from 1 again.)
      expect(
        a.carrierCalls.map((c) => c.claimNumber),
        `${a.id}: the last outcome recorded by its last claim`,
      ).toContain(a.claimCount);
    }
    console.log(`[graceful-shutdown ${DATABASE_KIND}] SIGTERM with 10 requests in flight: all answered; npm start exited 0 after ${stoppedInMs} ms`);
  }, 300_000);
});
