// Issue 26 item 1: webhook SSRF when deliveries run in their own process. A real worker process
// (scripts/worker.ts, spawned as scripts/start.ts spawns it: no NODE_ENV, and here no WEBHOOK_ALLOW_PRIVATE)
// must refuse endpoints whose host name resolves to loopback, connect to nothing on them, and record a
// neutral error that names no internal address or port. Runs on the embedded PGlite database (DATABASE_URL
// unset) and on PostgreSQL (a fresh database beside DATABASE_URL's).
//
// The names: `localhost` (every machine's /etc/hosts; registration refuses it by name, so the endpoint is
// written straight to the database, as one registered before the name was re-pointed would be), a literal
// 127.0.0.1, and, where a private mount namespace can be made (`unshare -rm`), `internal-svc`: an arbitrary
// name the worker's own /etc/hosts maps to 127.0.0.1, like the probe's `vm`.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { createQuote } from "@/lib/quotes/create-quote";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { createEndpoint } from "@/lib/webhooks/endpoints";
import { ADDRESS_NOT_ALLOWED } from "@/lib/webhooks/send";
import { DEMO_AGENCY } from "@/prisma/seed";
import { createAppDatabase, DATABASE_KIND, withDatabase, type AppDatabase } from "../support/app-instance";
import { ROOT, waitFor } from "../support/processes";

/** Whether this machine lets a child process have its own /etc/hosts (a user and mount namespace). */
const PRIVATE_HOSTS = spawnSync("unshare", ["-rm", "true"], { stdio: "ignore" }).status === 0;

let app: AppDatabase;
let receiver: http.Server;
/** Connections the internal service accepted, and requests it read: both must stay 0. */
const reached = { connections: 0, requests: 0 };
let hostsFile = "";
const children = new Set<ChildProcess>();

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    reached.requests++;
    res.writeHead(200).end("internal service: secret answer");
  });
  receiver.on("connection", () => reached.connections++);
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  if (PRIVATE_HOSTS) {
    hostsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "webhook-ssrf-hosts-")), "hosts");
    fs.writeFileSync(hostsFile, `${fs.readFileSync("/etc/hosts", "utf8")}\n127.0.0.1 internal-svc\n`);
  }
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
  await app?.destroy();
  if (hostsFile) fs.rmSync(path.dirname(hostsFile), { recursive: true, force: true });
});

/** scripts/worker.ts as scripts/start.ts spawns it (with --embedded on PGlite), in its own /etc/hosts when it can. */
function spawnWorker(target: AppDatabase["target"]): { child: ChildProcess; output: () => string } {
  // Not inherited: NODE_ENV (vitest sets "test"; npm start's workers run with none) and WEBHOOK_ALLOW_PRIVATE.
  const { NODE_ENV: _mode, WEBHOOK_ALLOW_PRIVATE: _allowed, ...inherited } = process.env;
  const env: Omit<NodeJS.ProcessEnv, "NODE_ENV"> = {
    ...inherited,
    DATA_DIR: target.dataDir,
    RATING_POLL_MS: "100",
    WEBHOOK_POLL_MS: "100",
    WEBHOOK_TIMEOUT_MS: "2000",
    WEBHOOK_RETRY_BASE_MS: "3600000", // one attempt per delivery within the test
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const node = [
    process.execPath,
    "--conditions=react-server",
    "--import",
    "tsx",
    path.join(ROOT, "scripts", "worker.ts"),
    ...(target.databaseUrl ? [] : ["--embedded"]),
  ];
  const [command, ...args] = PRIVATE_HOSTS ? ["unshare", "-rm", "sh", "-c", 'mount --bind "$0" /etc/hosts && exec "$@"', hostsFile, ...node] : node;
  // (Next.js's types declare NODE_ENV always set; this process runs without it, as npm start's workers do.)
  const child = spawn(command!, args, { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return { child, output: () => out };
}

describe(`webhook deliveries from a worker process refuse names that resolve to loopback (${DATABASE_KIND})`, () => {
  it("registration refuses the name neutrally; the worker, without WEBHOOK_ALLOW_PRIVATE, connects to nothing and logs 'address not allowed'", async () => {
    const port = (receiver.address() as AddressInfo).port;
    const urls = [`http://localhost:${port}/hooks`, `http://127.0.0.1:${port}/hooks`, ...(PRIVATE_HOSTS ? [`http://internal-svc:${port}/hooks`] : [])];

    app = await createAppDatabase("webhook_ssrf", async ({ prisma }) => {
      const agency = await prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
      // Registration (as the API runs it without WEBHOOK_ALLOW_PRIVATE): 400 naming the field, no address in the text.
      const refused = await createEndpoint(
        prisma,
        agency.id,
        { url: urls[0]!, enabledEvents: ["*"] },
        { allowPrivate: false, audit: { actor: "system", requestId: "test" } },
      ).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: "validation_error", errors: [{ path: "url", code: "invalid_endpoint_url" }] });
      const shown = `${(refused as AppError).message} ${JSON.stringify((refused as AppError).errors)}`;
      expect(shown).toContain("address not allowed");
      expect(shown).not.toContain("127.0.0.1");
      expect(shown).not.toContain(String(port));
      // The endpoints as the database could hold them (registered before the name pointed inside, say).
      for (const url of urls) {
        await prisma.webhookEndpoint.create({ data: { agencyId: agency.id, url, enabledEvents: ["*"], secret: "whsec_ssrf_test_only" } });
      }
      // A folio for the worker to rate: application.quoted and quote.completed for every endpoint. The first is
      // attempted; the second waits behind it (a subject's events go out in order, and the first is retrying).
      const raw = {
        programs: ["KM-CGL"],
        class_code: "10100",
        business_name: "Rebinding Bakery",
        mailing_zip: "60601",
        mailing_state: "IL",
        employee_count: 5,
        annual_revenue: 850000,
        effective_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      };
      await createQuote(prisma, agency.id, CreateQuoteRequest.parse(raw), raw);
    });

    const expected = urls.length;
    const worker = spawnWorker(app.target);
    const attempts = () => worker.output().match(/"event":"webhook_(retry|failed|succeeded)"/g)?.length ?? 0;
    await waitFor(
      `${expected} delivery attempts logged by the worker`,
      async () => attempts() >= expected || worker.child.exitCode !== null,
      90_000,
      100,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; the worker wrote:\n${worker.output().slice(-3000)}`);
    });
    expect(worker.child.exitCode, worker.output()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more is on its way
    const exited = new Promise((resolve) => worker.child.once("exit", resolve));
    worker.child.kill("SIGTERM");
    await exited;

    // Nothing reached the internal service: not a request, not even a connection (no port scan by refusal vs reset).
    expect(reached).toEqual({ connections: 0, requests: 0 });
    expect(worker.output()).not.toMatch(/"event":"webhook_succeeded"/);
    const rows = await withDatabase(app.target, ({ prisma }) =>
      prisma.webhookDelivery.findMany({ include: { endpoint: { select: { url: true } }, attemptLog: true } }),
    );
    expect(rows).toHaveLength(2 * urls.length);
    const attempted = rows.filter((row) => row.attempts > 0);
    expect(attempted.map((row) => row.endpoint.url).sort()).toEqual([...urls].sort());
    for (const row of attempted) {
      const where = row.endpoint.url;
      expect(row.status, where).toBe("pending"); // retried later, as any failure
      expect(row.lastStatusCode, where).toBeNull();
      expect(row.lastError, where).toBe(ADDRESS_NOT_ALLOWED);
      expect(row.attemptLog, where).toHaveLength(1);
      expect(row.attemptLog[0], where).toMatchObject({ statusCode: null, responseSnippet: null, error: ADDRESS_NOT_ALLOWED });
    }
    // The worker's own log line says no more than the row.
    for (const line of worker
      .output()
      .split("\n")
      .filter((l) => l.includes('"webhook_retry"'))) {
      expect(line).not.toContain(`:${port}`);
      expect(JSON.parse(line).error).toBe(ADDRESS_NOT_ALLOWED);
    }
  }, 180_000);
});
