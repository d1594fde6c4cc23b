// Sign-in, sessions and their edges over real HTTP against the built app. This file starts its own
// app instances (scripts/start.ts, as npm start does) on their own databases, with short lockouts and
// its own settings, and reads their logs: the shared app of the API tests is never locked out.
//   A: TRUST_PROXY=true, so each test speaks from its own address (X-Forwarded-For, as a proxy sets it);
//   B: the default (no proxy), to show that a forged X-Forwarded-For is ignored.
// Signing in over HTTP is what a browser does: GET /api/auth/csrf (keep its cookie), then POST
// /api/auth/callback/credentials as a form. The site is browsed at localhost, as Auth.js requires.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/passwords";
import { NO_AGENCY_ID } from "@/lib/auth/sign-in";
import { openDatabase, type DatabaseTarget } from "@/lib/db/client";
import { DEMO_AGENCY, DEMO_AGENT } from "@/prisma/seed";
import { createTestDatabase } from "../support/db";
import { findLeaks, SECRET_SHAPES, secretsInSources, TEST_SECRET_SOURCES } from "../support/log-secrets";
import { freePort, killTree, ROOT, startScript, waitFor } from "../support/processes";
import { Browser } from "./browser";

const PASSWORD = "a-long-test-password-2026";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

// ---- an app instance of our own ----

interface App {
  base: string;
  /** Everything the app wrote, stdout and stderr. */
  output(): string;
  /** JSON log lines of the auth component written since `from` (an output() length). */
  authEvents(from?: number): Array<Record<string, any>>;
  stop(): Promise<void>;
}

const USERS = ["lock@demo.test", "burst@demo.test", "addr@demo.test", "out@demo.test", "two@demo.test"];

/**
 * One database for the file (migrated, seeded, with this file's agents), used by one app at a time:
 * a second seeding would cost the machine more than the tests themselves.
 */
let target: DatabaseTarget;
beforeAll(async () => {
  const database = await createTestDatabase("sign_in_http");
  const demo = await database.prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
  const passwordHash = await hashPassword(PASSWORD);
  await database.prisma.user.createMany({ data: USERS.map((email) => ({ agencyId: demo.id, email, name: email.split("@")[0]!, passwordHash })) });
  await database.close(); // PGlite: the app opens it next
  target = database.target;
}, 240_000);
afterAll(async () => {
  if (!target) return;
  fs.rmSync(target.dataDir, { recursive: true, force: true });
  if (target.databaseUrl) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${decodeURIComponent(new URL(target.databaseUrl).pathname.slice(1))}" WITH (FORCE)`);
    await admin.end();
  }
});

async function startApp(name: string, settings: Record<string, string>): Promise<App> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    DATA_DIR: target.dataDir,
    SANDBOX_CARRIER_URL: `http://127.0.0.1:${await freePort()}`,
    NODE_ENV: "production",
    ...settings,
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  // Not --quiet: the app's stdout (where sign-ins are logged) is what these tests read.
  const child: ChildProcess = startScript("scripts/start.ts", [], env);
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  const base = `http://localhost:${port}`;
  await waitFor(
    `the ${name} app to answer /v1/health`,
    async () => child.exitCode === null && (await fetch(`http://127.0.0.1:${port}/v1/health`)).ok,
    240_000,
    250,
  ).catch((e) => {
    killTree(child, "SIGKILL");
    throw new Error(`${(e as Error).message}\n${out}`);
  });
  const app: App = {
    base,
    output: () => out,
    authEvents: (from = 0) =>
      out
        .slice(from)
        .split("\n")
        .filter((l) => l.startsWith("{") && l.includes('"component":"auth"'))
        .map((l) => JSON.parse(l)),
    async stop() {
      killTree(child, "SIGTERM");
      await waitFor("the app to stop", async () => child.exitCode !== null || child.signalCode !== null, 10_000, 100).catch(() => killTree(child, "SIGKILL"));
      await new Promise((r) => setTimeout(r, 300));
    },
  };
  return app;
}

const isSignedIn = async (b: Browser) => (await b.fetch("/v1/ping")).status === 200;

/** The page's alert text (the sign-in page shows one sentence in role="alert"). */
async function alertOn(b: Browser, location: string): Promise<string> {
  const html = await (await b.fetch(new URL(location, b.base).pathname + new URL(location, b.base).search)).text();
  return /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
}

const signInLines = (events: Array<Record<string, any>>, email: string) => events.filter((e) => e.msg === "sign-in" && e.email === email);

// ---- instance A: behind a (simulated) proxy ----

describe("sign-in and sessions over HTTP (own app, TRUST_PROXY=true)", () => {
  let app: App;
  const LOCK_SECONDS = 15;
  beforeAll(async () => {
    app = await startApp("sign_in_http_a", {
      TRUST_PROXY: "true",
      SIGN_IN_LOCK_SECONDS: String(LOCK_SECONDS),
      SIGN_IN_DELAY_BASE_MS: "20",
      SIGN_IN_ACCOUNT_LOCK_AFTER: "10",
      SIGN_IN_ADDRESS_LOCK_AFTER: "12",
      PASSWORD_HASH_CONCURRENCY: "1",
      PASSWORD_HASH_QUEUE: "3",
    });
  }, 300_000);
  afterAll(async () => app?.stop());
  const from = (address: string, ua = FIREFOX) => new Browser(app.base, { "x-forwarded-for": address, "user-agent": ua });

  it("45 wrong passwords then the right one: refused while locked (no hash), told when to come back; works once the lock ends", async () => {
    const b = from("203.0.113.1");
    const mark = app.output().length;
    const locked = () => app.authEvents(mark).some((e) => e.locked?.includes("account:lock@demo.test"));
    const codes: Array<string | null> = [];
    for (let i = 0; i < 45; i++) {
      const { code } = await b.signIn("lock@demo.test", `wrong-${i}`);
      codes.push(code);
      // A patient attacker waits out each delay (a refused attempt is not judged); the lock it cannot wait out here.
      if (code?.startsWith("throttled.") && !locked()) await new Promise((r) => setTimeout(r, Number(code.split(".")[1]) * 1000));
    }
    const right = await b.signIn("lock@demo.test", PASSWORD);
    expect(right.code, "the right password while locked").toMatch(/^throttled\.\d+$/);
    expect(await isSignedIn(b)).toBe(false);
    expect(await alertOn(b, right.location)).toMatch(/^Too many failed attempts\. Try again in \d+ seconds?\.$/);

    // Ten attempts were judged on their password; the tenth locked the account; the rest cost no scrypt.
    const lines = signInLines(app.authEvents(mark), "lock@demo.test");
    expect(lines).toHaveLength(46);
    expect(lines.filter((l) => l.hashed)).toHaveLength(10);
    const lockedBy = lines.findIndex((l) => l.locked?.includes("account:lock@demo.test"));
    expect(lines.slice(0, lockedBy + 1).filter((l) => l.hashed)).toHaveLength(10);
    expect(lines.slice(lockedBy + 1).every((l) => l.hashed === false && l.outcome === "locked")).toBe(true);
    expect(codes.filter((c) => c === "credentials")).toHaveLength(9);

    // After the lock, the right password works.
    await new Promise((r) => setTimeout(r, Number(right.code!.split(".")[1]) * 1000 + 200));
    const later = await b.signIn("lock@demo.test", PASSWORD);
    expect(later.code).toBeNull();
    expect(await isSignedIn(b)).toBe(true);
  }, 120_000);

  it("a locked account costs no scrypt: 20 parallel attempts on it are refused without a single hash, none queued", async () => {
    const b = from("203.0.113.2");
    const start = app.output().length;
    const locked = () => app.authEvents(start).some((e) => e.locked?.includes("account:burst@demo.test"));
    for (let i = 0; i < 30 && !locked(); i++) {
      const { code } = await b.signIn("burst@demo.test", "wrong");
      if (code?.startsWith("throttled.") && !locked()) await new Promise((r) => setTimeout(r, Number(code.split(".")[1]) * 1000)); // a delay, not the lock
    }
    expect(locked()).toBe(true);
    const mark = app.output().length;
    const results = await Promise.all(Array.from({ length: 20 }, () => from("203.0.113.2").signIn("burst@demo.test", PASSWORD)));
    expect(results.every((r) => r.code?.startsWith("throttled."))).toBe(true);
    const lines = signInLines(app.authEvents(mark), "burst@demo.test");
    expect(lines).toHaveLength(20);
    expect(lines.every((l) => l.outcome === "locked" && l.hashed === false)).toBe(true);
  }, 120_000);

  it("one address failing on many emails is locked for every email, including a right password; the proxy's entry counts, not a forged one", async () => {
    const mark = app.output().length;
    for (let i = 0; i < 12; i++) expect((await from("203.0.113.50").signIn(`nobody-${i}@spray.test`, "guess")).code).not.toBeNull();
    const refused = await from("203.0.113.50").signIn("addr@demo.test", PASSWORD);
    expect(refused.code).toMatch(/^throttled\./);
    // A client that puts another address first is still seen at the address the proxy appended.
    const forged = await from("198.51.100.77, 203.0.113.50").signIn("addr@demo.test", PASSWORD);
    expect(forged.code).toMatch(/^throttled\./);
    const lines = app.authEvents(mark).filter((e) => e.msg === "sign-in");
    expect(lines.every((l) => l.address === "203.0.113.50")).toBe(true);
    expect(lines.filter((l) => l.email === "addr@demo.test").every((l) => !l.hashed)).toBe(true);
    // The same agent from their own address is fine.
    const elsewhere = from("203.0.113.51");
    expect((await elsewhere.signIn("addr@demo.test", PASSWORD)).code).toBeNull();
    expect(await isSignedIn(elsewhere)).toBe(true);
  }, 120_000);

  it("password hashing is bounded: of a burst of 16 sign-ins, those beyond one hashing and three queued are refused at once, in words", async () => {
    const mark = app.output().length;
    const health: number[] = [];
    let bursting = true;
    const sampler = (async () => {
      while (bursting) {
        const t = performance.now();
        await fetch(`${app.base}/v1/health`).then((r) => r.text());
        health.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => from(`198.51.100.${i + 1}`).signIn(`burst-${i}@nowhere.test`, "guess")));
    bursting = false;
    await sampler;
    const busy = results.filter((r) => r.code === "busy");
    expect(busy.length, "some attempts are refused at once rather than queued").toBeGreaterThan(0);
    expect(results.every((r) => r.code === "busy" || r.code === "credentials")).toBe(true);
    expect(await alertOn(from("198.51.100.1"), busy[0]!.location)).toBe("Sign-in is busy right now. Try again in a few seconds.");
    const lines = app.authEvents(mark).filter((e) => e.msg === "sign-in");
    expect(lines.filter((l) => l.outcome === "busy")).toHaveLength(busy.length);
    health.sort((a, b) => a - b);
    console.log(
      `[sign-in burst] 16 parallel wrong sign-ins: ${16 - busy.length} hashed, ${busy.length} refused busy; ` +
        `/v1/health during the burst p50 ${health[Math.floor(health.length / 2)]?.toFixed(0)} ms, max ${health.at(-1)?.toFixed(0)} ms (n=${health.length})`,
    );
  }, 120_000);

  it("signing out ends the session: the old cookie is refused by a portal page (to /signin) and by /v1/ping (401)", async () => {
    const b = from("203.0.113.60");
    expect((await b.signIn("out@demo.test", PASSWORD)).code).toBeNull();
    const kept = b.clone();
    expect((await kept.fetch("/dashboard")).status).toBe(200);
    expect((await kept.fetch("/v1/ping")).status).toBe(200);
    const out = await b.signOut();
    expect(out.status).toBe(302);
    const page = await kept.fetch("/dashboard");
    expect(page.status).toBe(307);
    expect(new URL(page.headers.get("location")!, app.base).pathname).toBe("/signin");
    expect((await kept.fetch("/v1/ping")).status).toBe(401);
  }, 60_000);

  it("the sessions API lists the agent's sessions, each from its proxy's address, and signs another one out; then everywhere else", async () => {
    const laptop = from("203.0.113.70", FIREFOX);
    const phone = from("203.0.113.71", SAFARI);
    const third = from("203.0.113.72", FIREFOX);
    for (const b of [laptop, phone, third]) expect((await b.signIn("two@demo.test", PASSWORD)).code).toBeNull();
    // The portal's JSON requests: the session cookie, this site's Origin, a JSON body (decision 057).
    const send = (b: Browser, method: string, path: string) =>
      b.fetch(path, { method, headers: { origin: app.base, ...(method === "POST" ? { "content-type": "application/json" } : {}) } });

    const listed = await send(laptop, "GET", "/v1/me/sessions");
    expect(listed.status).toBe(200);
    const items = ((await listed.json()) as { data: { items: Array<{ id: string; current: boolean; browser: string; address: string }> } }).data.items;
    expect(items.map((s) => [s.browser, s.address, s.current])).toEqual([
      ["Firefox on Windows", "203.0.113.70", true],
      ["Firefox on Windows", "203.0.113.72", false],
      ["Safari on iPhone", "203.0.113.71", false],
    ]);
    const revoked = await send(laptop, "POST", `/v1/me/sessions/${items[2]!.id}/revoke`);
    expect(revoked.status).toBe(200);

    expect(await isSignedIn(phone), "the revoked session").toBe(false);
    expect((await phone.fetch("/dashboard")).status).toBe(307);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(third)).toBe(true);

    const done = await send(laptop, "POST", "/v1/me/sessions/revoke-others");
    expect(await done.json()).toMatchObject({ data: { revoked: 1 } });
    expect(await isSignedIn(third)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
  }, 120_000);

  it("an invalid callbackUrl answers the sign-in page (or a same-site redirect), never a 500 and never off-site; each is logged", async () => {
    const b = from("203.0.113.80");
    const values = ["%zz", "javascript:alert(1)", "//evil.example", "https://evil.example/x", "/\\evil.example", `/${"a".repeat(8000)}`];
    const mark = app.output().length;
    const onSite = (res: Response) => {
      const loc = res.headers.get("location");
      if (loc) expect(new URL(loc, app.base).origin, `redirect to ${loc.slice(0, 80)}`).toBe(app.base);
    };
    for (const v of values) {
      const q = `?callbackUrl=${v.startsWith("%") ? v : encodeURIComponent(v)}`;
      const page = await b.fetch(`/signin${q}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(">Sign in</h1>");
      const api = await b.fetch(`/api/auth/signin${q}`);
      expect(api.status, `/api/auth/signin${q.slice(0, 60)}`).toBe(302);
      onSite(api);
      expect(new URL(api.headers.get("location")!, app.base).pathname).toBe("/signin");
      const post = await b.signIn("nobody@nowhere.test", "x", { callbackUrl: v }, q);
      expect(post.status).toBe(302);
      expect(new URL(post.location, app.base).origin).toBe(app.base);
    }
    // A signed-in redirect with an off-site callback form field lands on this site.
    const ok = from("203.0.113.81");
    const res = await ok.signIn("out@demo.test", PASSWORD, { callbackUrl: "https://evil.example/steal" });
    expect(res.code).toBeNull();
    expect(new URL(res.location).href).toBe(`${app.base}/`);
    // A planted callback-url cookie does not break the session endpoint, and is cleared.
    const planted = from("203.0.113.82");
    planted.cookies.set("authjs.callback-url", "javascript%3Aalert(1)");
    const session = await planted.fetch("/api/auth/session");
    expect(session.status).toBe(200);
    expect(planted.cookies.has("authjs.callback-url")).toBe(false);

    const dropped = app.authEvents(mark).filter((e) => e.msg === "unsafe callbackUrl dropped");
    expect(dropped.length).toBeGreaterThanOrEqual(values.length * 2 + 1);
    expect(app.output().slice(mark)).not.toMatch(/InvalidCallbackUrl|Internal Server Error/);
  }, 120_000);

  it("a bad session cookie: redirect to sign-in and 401, one concise log line each, no stack, no cookie value", async () => {
    const cookie = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.not-a-real-token.garbage-987654321";
    const mark = app.output().length;
    const page = await fetch(`${app.base}/dashboard`, { redirect: "manual", headers: { cookie: `authjs.session-token=${cookie}` } });
    expect(page.status).toBe(307);
    expect(new URL(page.headers.get("location")!, app.base).pathname).toBe("/signin");
    const api = await fetch(`${app.base}/v1/ping`, { headers: { cookie: `authjs.session-token=${cookie}` } });
    expect(api.status).toBe(401);
    await new Promise((r) => setTimeout(r, 300));
    const written = app.output().slice(mark);
    const lines = app.authEvents(mark).filter((e) => e.msg === "invalid session cookie");
    expect(lines).toHaveLength(2);
    expect(written).not.toMatch(/^\s+at /m);
    expect(written).not.toContain("garbage-987654321");
    expect(written).not.toContain("[auth][error]");
  }, 60_000);

  it("the sign-in route reads at most 256 KB: a 40 MB body is refused with 413 before it is sent, a long chunked one as it passes the limit", async () => {
    const mark = app.output().length;
    // 40 MB declared and not a byte of it sent: the answer comes from the headers alone (the route does not
    // wait for the body, and the proxy does not read it first).
    const declared = await upload(app.base, { contentLength: 40 * 1024 * 1024, send: 0 });
    expect(declared.status).toBe(413);
    expect(declared.contentType).toBe("application/problem+json");
    expect(JSON.parse(declared.body)).toMatchObject({ status: 413, type: "/docs/problems#payload_too_large" });
    // Chunked (no Content-Length) and never finished: refused once more than 256 KB has arrived.
    const chunked = await upload(app.base, { send: 320 * 1024 });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ status: 413 });
    console.log(
      `[sign-in body limit] 40 MB declared, none sent: 413 after ${declared.ms.toFixed(0)} ms; 320 KB of an unfinished chunked body: 413 after ${chunked.ms.toFixed(0)} ms`,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(app.authEvents(mark).filter((e) => e.msg === "request body too large")).toHaveLength(2);
    // A form under the limit (a 200 KB field beside the credentials) is read and judged as usual.
    const padded = await from("203.0.113.90").signIn("nobody@nowhere.test", "guess", { pad: "a".repeat(200 * 1024) });
    expect(padded.status).toBe(302);
    expect(padded.code).toBe("credentials");
    // And the app still answers.
    expect((await fetch(`${app.base}/v1/health`)).ok).toBe(true);
  }, 60_000);

  it("audits each lockout: the account under its agency, the address under no agency", async () => {
    await app.stop();
    const database = await openDatabase(target);
    try {
      const rows = await database.prisma.auditEvent.findMany({ where: { action: "sign_in.locked" }, orderBy: { id: "asc" } });
      const demo = await database.prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
      expect(rows.find((r) => r.objectId === "lock@demo.test")).toMatchObject({ objectType: "account", agencyId: demo.id, actor: "system" });
      expect(rows.find((r) => r.objectId === "203.0.113.50")).toMatchObject({ objectType: "address", agencyId: NO_AGENCY_ID });
      const revoked = await database.prisma.auditEvent.findMany({ where: { action: { in: ["session.revoke", "session.revoke_others"] } } });
      expect(revoked.map((r) => r.action).sort()).toEqual(["session.revoke", "session.revoke_others"]);
    } finally {
      await database.close();
    }
  }, 60_000);

  // Every password tried above, right and wrong, went through the sign-in and its log lines: none of them is in the log.
  it("logs sign-ins without a password, key or card number (its log: the app's JSON lines on stdout)", () => {
    const log = app
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .join("\n");
    expect(log).toContain('"component":"auth"');
    const leaks = findLeaks(log, [...SECRET_SHAPES, ...secretsInSources(TEST_SECRET_SOURCES.map((p) => path.join(ROOT, p)))]);
    expect(leaks, leaks.map((l) => `${l.line}: ${l.name}: ${l.excerpt}`).join("\n")).toEqual([]);
  });
});

/**
 * Starts a POST to /api/auth/callback/credentials over a raw socket, sends `send` bytes of its body and
 * then waits for the answer without finishing the body (fetch cannot leave a body unfinished). With
 * contentLength the length is declared, without it the body is chunked.
 */
function upload(
  base: string,
  options: { contentLength?: number; send: number },
): Promise<{ status: number; contentType: string | null; body: string; ms: number }> {
  const url = new URL("/api/auth/callback/credentials", base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({
      host: "127.0.0.1",
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: {
        host: url.host,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "203.0.113.91",
        ...(options.contentLength !== undefined ? { "content-length": String(options.contentLength) } : {}),
      },
    });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, contentType: res.headers["content-type"] ?? null, body, ms: performance.now() - started });
      });
    });
    req.on("error", (e) => {
      if (!answered) reject(e);
    });
    if (options.send) req.write(Buffer.alloc(options.send, "a"));
    else req.flushHeaders();
    setTimeout(() => {
      if (!answered) reject(new Error("no answer within 10 s"));
      req.destroy();
    }, 10_000).unref();
  });
}

// ---- instance B: no proxy (the default) ----

describe("client address without a proxy (own app, default TRUST_PROXY=false)", () => {
  let app: App;
  beforeAll(async () => {
    // The same database: the first app's requests all came through its "proxy" (203.0.113.x, ...), none from 127.0.0.1.
    app = await startApp("sign_in_http_b", { SIGN_IN_ADDRESS_LOCK_AFTER: "4", SIGN_IN_LOCK_SECONDS: "60" });
  }, 300_000);
  afterAll(async () => app?.stop());

  it("ignores a forged X-Forwarded-For: failures from one socket lock it whatever address each request claims", async () => {
    const mark = app.output().length;
    for (let i = 0; i < 4; i++) {
      const b = new Browser(app.base, { "x-forwarded-for": `192.0.2.${i + 1}` });
      // The fourth failure from the socket locks it (and says so at once).
      expect((await b.signIn(`someone-${i}@nowhere.test`, "guess")).code).toBe(i < 3 ? "credentials" : "throttled.60");
    }
    const b = new Browser(app.base, { "x-forwarded-for": "192.0.2.200" });
    const refused = await b.signIn(DEMO_AGENT.email, DEMO_AGENT.password);
    expect(refused.code).toMatch(/^throttled\./);
    expect(await alertOn(b, refused.location)).toBe("Too many failed attempts. Try again in 1 minute.");
    const lines = app.authEvents(mark).filter((e) => e.msg === "sign-in");
    expect(lines.map((l) => l.address)).toEqual(Array(5).fill("127.0.0.1"));
  }, 120_000);
});
