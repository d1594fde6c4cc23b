// GET /v1/health reports each part. Outages are real: a carrier outage is the sandbox carrier server
// closed (connection refused, answered 200 "degraded"); a database outage is the process's PGlite
// instance closed, so every query fails as it would with the server gone (503).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { startSandboxCarrier } from "@/sandbox-carrier/start";
import { services, shutdownServices, startWorker } from "@/lib/runtime";
import { seedDatabase } from "@/prisma/seed";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "health-test-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("GET /v1/health", () => {
  it("answers 200 when the database answers (degraded with a carrier down), and 503 when the database is down", async () => {
    const database = await openDatabase({ dataDir });
    await applyMigrations(database.factory);
    await seedDatabase(database.prisma);
    await database.close(); // the app's runtime opens it (PGlite allows one instance)
    const carrier = await startSandboxCarrier();
    // Read once, at the first env() of this test file: the runtime opens this database.
    process.env.SANDBOX_CARRIER_URL = carrier.url;
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    const { GET } = await import("@/app/v1/health/route");
    const up = await GET(new Request("http://localhost/v1/health"));
    expect(up.status).toBe(200);
    const upBody = await up.json();
    expect(upBody.data).toMatchObject({ status: "up", checks: { database: { status: "up" }, ratingQueue: { status: "up", pending: 0 } } });
    const carriers = upBody.data.checks.carriers;
    const codes = Object.keys(carriers);
    expect(codes.length).toBeGreaterThanOrEqual(4);
    expect(carriers.summit).toMatchObject({ status: "up", adapter: "sandbox_http", latencyMs: expect.any(Number) });
    expect(codes.filter((c) => carriers[c].adapter === "rating_table").every((c) => carriers[c].status === "up")).toBe(true);

    // The HTTP carrier goes away: it is reported down, the API still answers (degraded, 200).
    await carrier.close();
    const degraded = await GET(new Request("http://localhost/v1/health"));
    expect(degraded.status).toBe(200);
    const degradedBody = await degraded.json();
    expect(degradedBody.data.status).toBe("degraded");
    expect(degradedBody.data.checks.carriers.summit).toMatchObject({ status: "down", detail: expect.any(String) });
    expect(degradedBody.data.checks.database.status).toBe("up");

    // Liveness asks nothing; readiness wants the database, every migration and this process's worker.
    const live = (await import("@/app/v1/health/live/route")).GET;
    const ready = (await import("@/app/v1/health/ready/route")).GET;
    const readiness = async () => {
      const res = await ready(new Request("http://localhost/v1/health/ready"));
      return { status: res.status, data: (await res.json()).data };
    };
    expect(await readiness()).toMatchObject({
      status: 503,
      data: { status: "not_ready", checks: { database: { status: "up" }, migrations: { status: "up" }, worker: { status: "down" } } },
    });
    await startWorker();
    expect(await readiness()).toMatchObject({ status: 200, data: { status: "ready", checks: { shutdown: { status: "up" }, worker: { status: "up" } } } });
    // A migration this build ships that the database has not applied.
    const { db } = await services();
    const [latest] = await db.$queryRaw<Array<{ name: string }>>`SELECT migration_name AS name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    await db.$executeRaw`UPDATE _prisma_migrations SET migration_name = 'renamed' WHERE migration_name = ${latest!.name}`;
    const pending = await readiness();
    expect(pending.status).toBe(503);
    expect(pending.data.checks.migrations).toEqual({ status: "down", detail: `1 not applied: ${latest!.name}` });
    await db.$executeRaw`UPDATE _prisma_migrations SET migration_name = ${latest!.name} WHERE migration_name = 'renamed'`;
    expect((await readiness()).status).toBe(200);
    // From the shutdown signal on, the process is not ready whatever else holds.
    const { readiness: check } = await import("@/lib/system/readiness");
    expect(await check({ draining: true, openDb: async () => db, workerRunning: true })).toMatchObject({
      status: "not_ready",
      checks: { shutdown: { status: "down" }, database: { status: "up" }, migrations: { status: "up" }, worker: { status: "up" } },
    });

    await shutdownServices();
    const liveness = await live(new Request("http://localhost/v1/health/live"));
    expect(liveness.status).toBe(200);
    expect((await liveness.json()).data).toMatchObject({ status: "live", instance: { pid: process.pid } });
    expect(await readiness()).toMatchObject({
      status: 503,
      data: { status: "not_ready", checks: { database: { status: "down" }, worker: { status: "down" } } },
    });
    const down = await GET(new Request("http://localhost/v1/health"));
    expect(down.status).toBe(503);
    const body = await down.json();
    expect(body.data.status).toBe("down");
    expect(body.data.checks.database.status).toBe("down");
    expect(body.data.checks.database.detail).toEqual(expect.any(String));
  });
});
