// GET /v1/health reports a database outage as 503. The outage is real: the process's database is a
// PGlite instance that has been closed, so every query fails as it would with the server gone.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "health-test-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("GET /v1/health", () => {
  it("answers 200 when the database answers, and 503 when it is down", async () => {
    const database = await openDatabase({ dataDir });
    await applyMigrations(database.factory);
    (globalThis as { __quotingDb?: Promise<unknown> }).__quotingDb = Promise.resolve(database);
    const { GET } = await import("@/app/v1/health/route");
    const up = await GET(new Request("http://localhost/v1/health"));
    expect(up.status).toBe(200);
    const upBody = await up.json();
    expect(upBody.data).toMatchObject({ status: "up", checks: { database: { status: "up" }, ratingQueue: { status: "up", pending: 0 } } });

    await database.close();
    const down = await GET(new Request("http://localhost/v1/health"));
    expect(down.status).toBe(503);
    const body = await down.json();
    expect(body.data.status).toBe("down");
    expect(body.data.checks.database.status).toBe("down");
    expect(body.data.checks.database.detail).toEqual(expect.any(String));
  });
});
