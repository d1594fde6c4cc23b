// Hardening that needs the app's own processes (started here, as npm start starts them): an idempotent
// create survives a kill -9 of the server, an expired pay link answers 410 with its page, rate limits
// per key and per agency (shared by two web processes on PostgreSQL), and a key revoked by another
// process stops working at once (PostgreSQL LISTEN/NOTIFY).
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/client";
import { signedWebhook } from "@/test/fakes/fake-stripe-server";
import { freePort, killTree, runScript, startScript, waitFor } from "../support/processes";

const WEBHOOK_SECRET = "whsec_app_hardening_only";

const ADMIN_URL = process.env.DATABASE_URL;
const KIND = ADMIN_URL ? "postgresql" : "pglite";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "app-hardening-"));
let databaseUrl: string | undefined;
const dbName = `app_hardening_${process.pid}_${Date.now()}`;

let env: NodeJS.ProcessEnv;
let app: ChildProcess | undefined;
let base = "";
let demoKey = "";
// Minted before the app starts: with PGlite only one process may open the database.
let secondKeys: string[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The log of every app started here (LOG_FILE: `npm start --quiet` drops its processes' stdout, where the log goes otherwise). */
const logFile = path.join(os.tmpdir(), `app-hardening-${process.pid}-${Date.now()}.log`);
const appLog = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "");

async function startApp(extra: Record<string, string> = {}): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const sandboxPort = await freePort();
  const child = startScript(
    "scripts/start.ts",
    ["--quiet"],
    { ...env, PORT: String(port), SANDBOX_CARRIER_URL: `http://127.0.0.1:${sandboxPort}`, LOG_FILE: logFile, ...extra },
    "app",
  );
  const url = `http://127.0.0.1:${port}`;
  // A start that exits (it refused, or crashed) fails here at once, with what it printed.
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let onExit: (code: number | null) => void = () => {};
  const exited = new Promise<never>((_, reject) => (onExit = (code) => reject(new Error(`npm start exited with ${code}: ${stderr}`))));
  exited.catch(() => {});
  child.once("exit", onExit);
  try {
    await Promise.race([waitFor("the app to answer /v1/health", async () => (await fetch(`${url}/v1/health`)).ok, 240_000, 250), exited]);
  } finally {
    child.off("exit", onExit);
  }
  return { child, base: url };
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGKILL") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  killTree(child, signal);
  await exited;
  // The group's children (start.ts under tsx, next-server) go with it; wait until the last is reaped.
  await waitFor(
    "the app's processes to be gone",
    async () => {
      try {
        process.kill(-child.pid!, 0);
        return false;
      } catch {
        return true;
      }
    },
    30_000,
    100,
  );
}

const call = (url: string, key: string, init: RequestInit = {}) =>
  fetch(url, { ...init, headers: { authorization: `Bearer ${key}`, ...(init.body ? { "content-type": "application/json" } : {}), ...(init.headers ?? {}) } });

const newKey = async (agency: string) => (await runScript("scripts/apikey.ts", ["--agency", agency, "--quiet", "--name", "app-hardening"], env)).trim();

beforeAll(async () => {
  if (ADMIN_URL) {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    NODE_ENV: "production",
    IDEMPOTENCY_LEASE_MS: "1500",
    CARRIER_TIMEOUT_MS: "20000",
    CARRIER_MAX_ATTEMPTS: "1",
    RATING_LEASE_MS: "60000",
    RATE_LIMIT_WINDOW_S: "60",
    RATE_LIMIT_PER_KEY: "20",
    RATE_LIMIT_PER_AGENCY: "30",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  demoKey = await newKey("demo");
  secondKeys = [await newKey("second"), await newKey("second")];
  ({ child: app, base } = await startApp());
}, 300_000);

afterAll(async () => {
  await stop(app);
  if (ADMIN_URL) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(logFile, { force: true });
}, 60_000);

describe(`refusals are logged (${KIND})`, () => {
  it("a path that is not valid percent-encoding and a signed but malformed Stripe event: 400 problem+json, and one log line each", async () => {
    const from = appLog().length;
    const bad = await fetch(`${base}/v1/quote/%zz`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toMatch(/problem\+json/);
    const { payload, header } = signedWebhook({ id: "evt_logged", type: "payment_intent.succeeded" } as never, WEBHOOK_SECRET);
    const hook = await fetch(`${base}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
    expect(hook.status).toBe(400);
    expect(hook.headers.get("content-type")).toMatch(/problem\+json/);
    const lines = await waitFor(
      "both refusals in the log",
      async () => {
        const logged = appLog()
          .slice(from)
          .split("\n")
          .filter((l) => l.startsWith("{"))
          .map((l) => JSON.parse(l) as Record<string, unknown>);
        const path = logged.find((l) => String(l.msg).includes("percent-encoding"));
        const event = logged.find((l) => l.path === "/api/webhooks/stripe" && String(l.msg).includes("signed event refused"));
        return path && event ? { path, event } : null;
      },
      10_000,
      100,
    );
    expect(lines.path).toMatchObject({ level: "warn", path: "/v1/quote/%zz" });
    expect(lines.event).toMatchObject({ level: "warn" });
  });
});

describe(`a server killed mid-request (${KIND})`, () => {
  it("an idempotent create retried after kill -9 and a restart answers the original folio; an expired pay link answers 410", async () => {
    // A pay link, to expire while the server is down.
    const bop = await call(`${base}/v1/quote`, demoKey, {
      method: "POST",
      body: JSON.stringify({
        programs: ["KM-BOP"],
        class_code: "10100",
        business_name: "Expiring Bakery",
        mailing_zip: "60601",
        mailing_state: "IL",
        employee_count: 3,
        annual_revenue: 400000,
        effective_date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      }),
    });
    expect(bop.status).toBe(201);
    const bopFolio = (await bop.json()).data;
    const quoteRequestId = bopFolio.applications[0].quoteRequestId;
    await waitFor(
      "the BOP to be quoted",
      async () => (await (await call(`${base}/v1/quote/${bopFolio.quoteId}`, demoKey)).json()).data.quotes[0].status === "quoted",
      30_000,
    );
    // A pay link needs the application's required questions answered.
    await call(`${base}/v1/quote/${bopFolio.quoteId}/applications/${quoteRequestId}/form`, demoKey, {
      method: "POST",
      body: JSON.stringify({ form_payload: { yearsInBusiness: 6, priorClaims: 0, hasSprinklers: true, constructionType: "joisted_masonry" } }),
    });
    const link = await (
      await call(`${base}/v1/quote/${bopFolio.quoteId}/pay-links`, demoKey, {
        method: "POST",
        body: JSON.stringify({ quoteRequestIds: [quoteRequestId], paymentPlan: "annual" }),
      })
    ).json();
    expect((await fetch(`${base}/pay/${link.data.token}`)).status).toBe(200);

    // A single travel program is priced inside the create request; this carrier hangs, so the request is
    // still running, its folio committed, when the server dies.
    const lastName = `SANDBOX_HANG${Date.now()}`;
    const body = JSON.stringify({
      programs: ["SA-TI"],
      country_of_residence: "US",
      residence_state: "IL",
      destination_country: "FR",
      start_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      end_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      coverage: { tripCost: 3000 },
      insureds: [{ first_name: "Crash", last_name: lastName, date_of_birth: "1980-01-01" }],
    });
    const headers = { "idempotency-key": `crash-test-${Date.now()}` };
    const first = call(`${base}/v1/quote`, demoKey, { method: "POST", body, headers }).catch((e: Error) => e);
    const listed = await waitFor(
      "the folio to be committed",
      async () => (await (await call(`${base}/v1/quote?q=${encodeURIComponent(lastName)}`, demoKey)).json()).data.items[0],
      30_000,
    );
    await stop(app, "SIGKILL");
    expect(await first).toBeInstanceOf(Error); // the client never got its answer

    // While the server is down, the pay link's quote expires.
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      await database.prisma.payLink.updateMany({ where: { folioId: bopFolio.quoteId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    } finally {
      await database.close();
    }

    ({ child: app, base } = await startApp());
    const retry = await call(`${base}/v1/quote`, demoKey, { method: "POST", body, headers });
    const answer = await retry.json();
    expect(retry.status, JSON.stringify(answer)).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(answer.data.quoteId).toBe(listed.quoteId);
    const again = await (await call(`${base}/v1/quote?q=${encodeURIComponent(lastName)}`, demoKey)).json();
    expect(again.data.items.map((i: { quoteId: string }) => i.quoteId)).toEqual([listed.quoteId]);

    const expired = await fetch(`${base}/pay/${link.data.token}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This payment link has expired");
    expect(expired.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  }, 300_000);
});

/**
 * Waits, if need be, until the current 60 s window has at least `seconds` left and at least `calls` requests
 * left for the key and its agency (earlier tests spend the agency's quota). Either way the key has been
 * used exactly once in the window it returns in (after a wait, it is used again in the new one).
 */
async function freshWindow(url: string, key: string, seconds = 25, calls = 0) {
  const res = await call(`${url}/v1/ping`, key);
  const reset = Number(res.headers.get("ratelimit-reset"));
  const remaining = Number(res.headers.get("ratelimit-remaining"));
  if (reset < seconds || remaining < calls) {
    await new Promise((r) => setTimeout(r, reset * 1000 + 200));
    await call(`${url}/v1/ping`, key);
  }
}

describe(`rate limits (${KIND})`, () => {
  it("limits each API key and the agency, with RateLimit headers and 429 problem+json with Retry-After", async () => {
    const [k1, k2] = secondKeys as [string, string];
    await freshWindow(base, demoKey);
    const ping = (key: string) => call(`${base}/v1/ping`, key);
    for (let i = 1; i <= 20; i++) {
      const res = await ping(k1);
      expect(res.status).toBe(200);
      if (i === 1) {
        expect(res.headers.get("ratelimit-limit")).toBe("20");
        expect(res.headers.get("ratelimit-remaining")).toBe("19");
        expect(res.headers.get("ratelimit-policy")).toBe("20;w=60, 30;w=60");
      }
    }
    const limited = await ping(k1);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/problem\+json/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
    expect((await limited.json()).detail).toMatch(/API key/);
    // The agency has counted 21; another of its keys has 9 left under the agency's 30.
    for (let i = 0; i < 9; i++) expect((await ping(k2)).status).toBe(200);
    const agencyLimited = await ping(k2);
    expect(agencyLimited.status).toBe(429);
    // Another agency is not affected.
    expect((await ping(demoKey)).status).toBe(200);
  }, 120_000);

  it.skipIf(!ADMIN_URL)(
    "counts one limit across two web processes (PostgreSQL)",
    async () => {
      const second = await startApp({ RUN_WORKER_IN_APP: "false" });
      try {
        const key = await newKey("demo");
        await freshWindow(base, key, 25, 21);
        const statuses: number[] = [];
        // Key used once by freshWindow: 19 more pass, alternating between the processes; then 429 on either.
        for (let i = 0; i < 21; i++) statuses.push((await call(`${i % 2 ? second.base : base}/v1/ping`, key)).status);
        expect(statuses.slice(0, 19)).toEqual(Array(19).fill(200));
        expect(statuses.slice(19)).toEqual([429, 429]);
      } finally {
        await stop(second.child);
      }
    },
    300_000,
  );
});

describe(`revoking a key (${KIND})`, () => {
  it.skipIf(!ADMIN_URL)(
    "a key revoked by another process stops working at once, not after the 10 s cache",
    async () => {
      const key = await newKey("demo");
      // The earlier tests may have spent the demo agency's quota in this window: wait that out.
      let ping = await call(`${base}/v1/ping`, key);
      for (let i = 0; ping.status === 429 && i < 3; i++) {
        await new Promise((r) => setTimeout(r, Number(ping.headers.get("retry-after")) * 1000 + 200));
        ping = await call(`${base}/v1/ping`, key);
      }
      expect(ping.status).toBe(200); // now cached as verified in the server
      const id = (await ping.json()).data.apiKey.id;
      await runScript("scripts/apikey.ts", ["--agency", "demo", "--revoke", id], env);
      const revokedAt = Date.now();
      await waitFor("the revoked key to be refused", async () => (await call(`${base}/v1/ping`, key)).status === 401, 3000, 100);
      expect(Date.now() - revokedAt).toBeLessThan(3000);
    },
    180_000,
  );
});
