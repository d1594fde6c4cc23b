// Traces (issue 33 item 1, decision 049): the real app, started as npm start starts it, with
// OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP/HTTP receiver on loopback (a collector stub). One quote,
// from create to rated: the create request's span names its operation, the database and each carrier call are
// spans, and the rating of each application is a job span of its own.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, killTree, runScript, startScript, waitFor } from "../support/processes";

const ADMIN_URL = process.env.DATABASE_URL;
const KIND = ADMIN_URL ? "postgresql" : "pglite";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "traces-"));
const dbName = `traces_${process.pid}_${Date.now()}`;
let databaseUrl: string | undefined;

/** A span as OTLP/HTTP JSON carries it, with its attributes flattened and its service's name. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  status: { code?: number };
}

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpAttribute = { key: string; value: OtlpValue };
type OtlpSpan = Omit<ReceivedSpan, "service" | "attributes" | "parentSpanId"> & { parentSpanId?: string; attributes?: OtlpAttribute[] };
type OtlpRequest = { resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[] };

const valueOf = (v: OtlpValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue));
const flatten = (attributes: OtlpAttribute[] = []) => Object.fromEntries(attributes.map((a) => [a.key, valueOf(a.value)]));

const spans: ReceivedSpan[] = [];
const posts: { path: string; contentType: string }[] = [];
let collector: http.Server;
let app: ChildProcess | undefined;
let base = "";
let demoKey = "";

/** The collector stub: takes OTLP/HTTP posts to /v1/traces and keeps their spans. */
function startCollector(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      posts.push({ path: req.url ?? "", contentType: req.headers["content-type"] ?? "" });
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      const parsed = JSON.parse(body.toString("utf8")) as OtlpRequest;
      for (const rs of parsed.resourceSpans ?? []) {
        const service = String(flatten(rs.resource?.attributes)["service.name"]);
        for (const ss of rs.scopeSpans ?? []) {
          for (const s of ss.spans ?? []) spans.push({ ...s, service, parentSpanId: s.parentSpanId ?? "", attributes: flatten(s.attributes) });
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const call = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, headers: { authorization: `Bearer ${demoKey}`, ...(init.body ? { "content-type": "application/json" } : {}) } });

beforeAll(async () => {
  if (ADMIN_URL) {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const collectorPort = await freePort();
  collector = await startCollector(collectorPort);
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", NODE_ENV: "production" as const };
  demoKey = (await runScript("scripts/apikey.ts", ["--agency", "demo", "--quiet", "--name", "traces"], env)).trim();
  const port = await freePort();
  const sandboxPort = await freePort();
  app = startScript(
    "scripts/start.ts",
    ["--quiet"],
    {
      ...env,
      PORT: String(port),
      SANDBOX_CARRIER_URL: `http://127.0.0.1:${sandboxPort}`,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_BSP_SCHEDULE_DELAY: "200",
    },
    "app",
  );
  base = `http://127.0.0.1:${port}`;
  let stderr = "";
  app.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) => app!.once("exit", (code) => reject(new Error(`npm start exited with ${code}: ${stderr}`))));
  exited.catch(() => {});
  await Promise.race([waitFor("the app to answer /v1/health", async () => (await fetch(`${base}/v1/health`)).ok, 240_000, 250), exited]);
}, 300_000);

afterAll(async () => {
  if (app && app.exitCode === null && app.signalCode === null) {
    const exited = new Promise((r) => app!.once("exit", r));
    killTree(app, "SIGKILL");
    await exited;
    await waitFor(
      "the app's processes to be gone",
      async () => {
        try {
          process.kill(-app!.pid!, 0);
          return false;
        } catch {
          return true;
        }
      },
      30_000,
    );
  }
  // TRACES_DUMP=<file>: every span received, to read when this test fails.
  if (process.env.TRACES_DUMP) fs.writeFileSync(process.env.TRACES_DUMP, JSON.stringify(spans, null, 1));
  await new Promise((r) => collector?.close(r));
  if (ADMIN_URL) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe(`traces over OTLP (${KIND})`, () => {
  it("one quote from create to rated: the request's operation, its database spans, a rating job and a carrier call per program", async () => {
    // Keystone's BOP is rated from its table; Summit's is an HTTP call to the sandbox carrier.
    const programs = ["KM-BOP", "SA-BOP"];
    const created = await call(`${base}/v1/quote`, {
      method: "POST",
      body: JSON.stringify({
        programs,
        class_code: "10100",
        business_name: "Traced Bakery",
        mailing_zip: "60601",
        mailing_state: "IL",
        employee_count: 4,
        annual_revenue: 500000,
        effective_date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      }),
    });
    expect(created.status).toBe(201);
    const requestId = created.headers.get("x-request-id");
    const folio = (await created.json()).data as { quoteId: string; applications: { quoteRequestId: string; programCode?: string }[] };
    expect(folio.applications).toHaveLength(2);
    await waitFor(
      "both programs to be rated",
      async () => {
        const quotes = (await (await call(`${base}/v1/quote/${folio.quoteId}`)).json()).data.quotes as { status: string }[];
        return quotes.length === 2 && quotes.every((q) => q.status !== "quoting");
      },
      60_000,
      200,
    );
    const applicationIds = folio.applications.map((a) => a.quoteRequestId);

    // The spans arrive in batches (OTEL_BSP_SCHEDULE_DELAY=200): wait for the last of them, the job spans.
    const jobs = await waitFor(
      "a rating job span per application",
      async () => {
        const found = spans.filter((s) => s.name === "rating.job" && applicationIds.includes(String(s.attributes.applicationId)));
        return found.length === applicationIds.length && found;
      },
      20_000,
    );
    const requestSpan = await waitFor("the create request's span", async () =>
      spans.find((s) => s.name === "createQuote" && s.attributes.requestId === requestId),
    );
    expect(posts.every((p) => p.path === "/v1/traces" && p.contentType.startsWith("application/json"))).toBe(true);

    // The request: a span named for its operation, with the operationId, route and status, in the web service.
    expect(requestSpan.service).toBe("quoting-service");
    expect(requestSpan.attributes).toMatchObject({
      operationId: "createQuote",
      "http.request.method": "POST",
      "http.route": "/v1/quote",
      "http.response.status_code": 201,
    });
    // Every span of the request shares its trace; Next.js's server span is its parent's ancestor.
    const trace = spans.filter((s) => s.traceId === requestSpan.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const underRequest = (s: ReceivedSpan): boolean => {
      for (let p = byId.get(s.parentSpanId); p; p = byId.get(p.parentSpanId)) if (p === requestSpan) return true;
      return false;
    };
    const serverSpan = trace.find((s) => s.kind === 2 && !s.parentSpanId);
    expect(serverSpan, trace.map((s) => s.name).join(", ")).toBeDefined();
    // The request's database work: Prisma's spans under the request's, on both databases.
    const requestDb = trace.filter((s) => s.name.startsWith("prisma:") && underRequest(s));
    expect(requestDb.length, trace.map((s) => s.name).join(", ")).toBeGreaterThan(3);
    expect(requestDb.some((s) => s.name === "prisma:client:db_query" || s.attributes["db.query.text"] !== undefined)).toBe(true);

    // The rating: each application a trace of its own, with its carrier call and its database spans.
    for (const job of jobs) {
      expect(job.service).toBe("quoting-service");
      expect(job.traceId).not.toBe(requestSpan.traceId);
      expect(job.attributes).toMatchObject({ folioId: folio.quoteId, outcome: expect.any(String) });
      const inJob = spans.filter((s) => s.traceId === job.traceId && s !== job);
      const carrier = inJob.filter((s) => s.name === "carrier.rate" && s.parentSpanId === job.spanId);
      expect(carrier, inJob.map((s) => s.name).join(", ")).toHaveLength(1);
      expect(carrier[0]!.attributes).toMatchObject({
        program: job.attributes.program,
        carrier: job.attributes.carrier,
        applicationId: job.attributes.applicationId,
      });
      expect(carrier[0]!.attributes.outcome).toBe(job.attributes.outcome);
      // Its database work: Prisma's spans, and on PostgreSQL the driver's for the statements sent past Prisma (decision 015).
      expect(inJob.some((s) => /^(prisma:|pg\.)/.test(s.name))).toBe(true);
    }
    expect(jobs.map((j) => j.attributes.program).sort()).toEqual([...programs].sort());
    expect(jobs.map((j) => j.attributes.carrier).sort()).toEqual(["keystone", "summit"]);

    // The workers' polling between requests and jobs is no trace of its own.
    const traceIds = new Set(spans.map((s) => s.traceId));
    const rootless = [...traceIds].filter((id) => spans.some((s) => s.traceId === id && !s.parentSpanId && /^(prisma:|pg[.-])/.test(s.name)));
    expect(rootless).toEqual([]);
  }, 120_000);
});
