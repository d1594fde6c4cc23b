// Scale-out on PostgreSQL, shown rather than claimed (docs/scaling.md): `npm start` with
// WEB_CONCURRENCY=2 and RATING_WORKERS=2 runs two web processes on one port and two rating worker
// processes. 300 folios are created through both web processes at once, one rating worker is killed
// with SIGKILL midway, and then: every application is rated exactly once (one carrier call recorded,
// by the claim that held the lease last), and every folio reads the same from either web process.
// PostgreSQL only: the embedded PGlite database is one process's.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, freePort, killTree, runScript, startScript, waitFor } from "../support/processes";

const ADMIN_URL = process.env.DATABASE_URL;
const FOLIOS = 300;
const PROGRAMS = ["SA-BOP", "KM-CGL"]; // one over HTTP to the sandbox carrier, one from rating tables
const TERMINAL = ["success", "error", "failed", "referred"];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-out-"));
const dbName = `scale_out_${process.pid}_${Date.now()}`;
let app: ChildProcess | undefined;

async function admin<T extends pg.QueryResultRow>(sql: string, params: unknown[] = [], url = ADMIN_URL): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const u = new URL(ADMIN_URL!);
  u.pathname = `/${dbName}`;
  return u.toString();
}

/** One request on a connection of its own (no keep-alive), so the cluster hands each to the next process. */
function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

async function pool<T>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

afterAll(async () => {
  if (app) {
    killTree(app, "SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    killTree(app, "SIGKILL");
  }
  if (ADMIN_URL) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("scale-out (postgresql)", () => {
  it.skipIf(!ADMIN_URL)(
    "two web processes and two rating workers, one killed midway: every application rated exactly once, every folio the same from either process",
    async () => {
      await admin(`CREATE DATABASE ${dbName}`);
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        DATABASE_URL: databaseUrl(),
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        PORT: String(port),
        SANDBOX_CARRIER_URL: `http://127.0.0.1:${await freePort()}`,
        WEB_CONCURRENCY: "2",
        RATING_WORKERS: "2",
        RATING_CONCURRENCY: "4",
        // A killed worker's claims are taken over once their lease runs out (it must exceed 2 x 1.5 s x 2).
        RATING_LEASE_MS: "8000",
        RATING_POLL_MS: "1000",
        CARRIER_TIMEOUT_MS: "1500",
        CARRIER_MAX_ATTEMPTS: "2",
        RATE_LIMIT_PER_KEY: "0",
        RATE_LIMIT_PER_AGENCY: "0",
      };
      const key = (await runScript("scripts/apikey.ts", ["--agency", "demo", "--quiet", "--name", "scale-out"], env)).trim();
      app = startScript("scripts/start.ts", ["--quiet"], env, "scale-out");
      let out = "";
      app.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
      const base = `http://127.0.0.1:${port}`;
      const workerPids = await waitFor(
        "the app's banner with its rating workers",
        async () => {
          const m = /rating workers pid (\d+), pid (\d+)/.exec(out);
          return m ? [Number(m[1]), Number(m[2])] : null;
        },
        240_000,
        250,
      );

      // Connections are dealt to the two web processes in turn: consecutive ones alternate.
      const pids: number[] = [];
      for (let i = 0; i < 6; i++) pids.push(JSON.parse((await request(`${base}/v1/health`)).body).data.instance.pid);
      const webPids = [...new Set(pids)];
      expect(webPids, `health answered by ${pids.join(", ")}`).toHaveLength(2);
      expect(
        pids.every((pid, i) => i === 0 || pid !== pids[i - 1]),
        `consecutive connections alternate: ${pids.join(", ")}`,
      ).toBe(true);

      const auth = { authorization: `Bearer ${key}` };
      const effective = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const folioIds: string[] = [];
      const db = databaseUrl();
      const terminalCount = async () =>
        Number((await admin<{ n: string }>(`SELECT count(*) AS n FROM applications WHERE status::text = ANY($1)`, [TERMINAL], db))[0]!.n);

      // Kill one rating worker once about a third of the work is done, while creates are still arriving.
      let killedAt = -1;
      const killer = (async () => {
        await waitFor("a third of the applications rated", async () => (await terminalCount()) >= (FOLIOS * PROGRAMS.length) / 3, 240_000, 100);
        killedAt = await terminalCount();
        process.kill(workerPids[0]!, "SIGKILL");
      })();

      await pool(
        Array.from({ length: FOLIOS }, (_, i) => i),
        12,
        async (i) => {
          const body = JSON.stringify({
            programs: PROGRAMS,
            class_code: "10100",
            business_name: `Scale Bakery ${i} SANDBOX_LATENCY_20`,
            mailing_zip: "60601",
            mailing_state: "IL",
            employee_count: 5,
            annual_revenue: 850000,
            effective_date: effective,
          });
          const res = await request(`${base}/v1/quote`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body });
          expect(res.status, res.body).toBe(201);
          folioIds.push(JSON.parse(res.body).data.quoteId);
        },
      );
      await killer;
      expect(killedAt).toBeGreaterThan(0);
      expect(killedAt, "the worker was killed before the work was done").toBeLessThan(FOLIOS * PROGRAMS.length);

      await waitFor("every application terminal", async () => (await terminalCount()) === FOLIOS * PROGRAMS.length, 240_000, 250);

      const apps = await admin<{ id: string; status: string; claim_count: number; lease_until: Date | null; calls: string; claim_number: number | null }>(
        `SELECT a.id, a.status::text, a.claim_count, a.lease_until,
                (SELECT count(*) FROM carrier_calls c WHERE c.application_id = a.id) AS calls,
                (SELECT max(claim_number) FROM carrier_calls c WHERE c.application_id = a.id) AS claim_number
           FROM applications a`,
        [],
        db,
      );
      expect(apps).toHaveLength(FOLIOS * PROGRAMS.length);
      for (const a of apps) {
        expect(a.status, `application ${a.id}`).toBe("success");
        expect(Number(a.calls), `carrier calls recorded for ${a.id}`).toBe(1);
        expect(a.claim_number, `outcome of ${a.id} recorded by its last claim`).toBe(a.claim_count);
        expect(a.lease_until).toBeNull();
      }
      const takenOver = apps.filter((a) => a.claim_count > 1).length;

      // Each folio read on two consecutive connections, so once by each web process: the same bytes and tag.
      await pool(folioIds, 4, async (id) => {
        const [first, second] = [await request(`${base}/v1/quote/${id}`, { headers: auth }), await request(`${base}/v1/quote/${id}`, { headers: auth })];
        expect(first.status).toBe(200);
        expect(second.body, `folio ${id} from both processes`).toBe(first.body);
      });

      console.log(
        `[scale-out] ${FOLIOS} folios, ${apps.length} applications through web processes ${webPids.join(" and ")}; ` +
          `rating worker ${workerPids[0]} killed after ${killedAt} were rated; ${takenOver} taken over from it and rated once`,
      );
    },
    600_000,
  );

  it.skipIf(!ADMIN_URL)(
    "web processes that cannot serve are not restarted forever: the cluster stops with status 1",
    async () => {
      const port = await freePort();
      const squatter = net.createServer().listen(port, "127.0.0.1");
      try {
        const cluster = spawn(process.execPath, ["scripts/web-cluster.mjs"], {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: ADMIN_URL, NODE_ENV: "production", WEB_CONCURRENCY: "2", PORT: String(port), RUN_WORKER_IN_APP: "false" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        cluster.stdout!.on("data", (c: Buffer) => (out += c.toString()));
        const code = await new Promise<number | null>((resolve) => cluster.once("exit", resolve));
        expect(code, out).toBe(1);
        expect(out).toContain("keep exiting");
        expect(out.match(/"msg":"cannot serve"/g)!.length).toBeGreaterThan(5);
      } finally {
        squatter.close();
      }
    },
    120_000,
  );
});
