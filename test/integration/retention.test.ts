// Retention (issue 33 item 4, docs/operations.md): every table the pass looks after is filled with
// thousands of old rows beside new ones and rows still needed; one pass at a fixed "now" leaves exactly the
// new and needed ones, no statement deleting more than a batch, and a second pass finds nothing. A pass out
// of budget stops and the next goes on; on PostgreSQL, a row another transaction holds is skipped, not
// waited for. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETENTION_TABLES, runRetention, type RetentionConfig, type RetentionReport } from "@/lib/jobs/retention";
import { startServicing } from "@/lib/jobs/servicing";
import { vacuumAnalyze } from "@/lib/db/queries/maintenance";
import { createOfflineProvider } from "@/lib/payments/offline";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let agencyId: string;
let otherAgencyId: string;

const NOW = new Date("2031-03-01T12:00:00.000Z");
const BATCH = 500;
const config: RetentionConfig = { eventsDays: 30, messagesDays: 30, rateLimitWindowMs: 10_000, batchSize: BATCH, budgetMs: 600_000 };

/** A timestamp `interval` before NOW, as the columns store it ($1 is NOW). */
const ago = (interval: string) => `(($1::timestamptz AT TIME ZONE 'UTC') - interval '${interval}')`;
const run = (sql: string, ...params: unknown[]) => t.prisma.$executeRawUnsafe(sql, NOW.toISOString(), ...params);
const count = async (sql: string) => Number((await t.prisma.$queryRawUnsafe<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n);

/** What each table holds that must stay after the pass (new rows, and old ones still needed). */
const KEPT: Record<string, number> = {};
/** What each table holds that must go. */
const GONE: Record<string, number> = {};

async function fill() {
  // Rate-limit windows of 10 s: 3000 past ones; the current window and the one just ended stay.
  await run(`INSERT INTO rate_limit_windows (bucket, window_start, count)
    SELECT 'key:old', ($1::timestamptz AT TIME ZONE 'UTC') - (i + 1) * interval '10 seconds', 5 FROM generate_series(1, 3000) i`);
  await run(`INSERT INTO rate_limit_windows (bucket, window_start, count) VALUES ('key:live', ${ago("0 seconds")}, 1), ('key:live', ${ago("10 seconds")}, 1)`);
  GONE.rate_limit_windows = 3000;
  KEPT.rate_limit_windows = 2;

  // Idempotency keys: 3000 expired and answered, 5 expired whose request crashed (lease run out), 5 still in
  // flight past their expiry (a live lease), 200 not yet expired.
  const key = (prefix: string, n: number, expires: string, status: number, lease: string) =>
    run(
      `INSERT INTO idempotency_records (agency_id, key, scope, request_hash, status, lease_until, expires_at, created_at)
       SELECT $2::uuid, '${prefix}-' || i, 'POST /v1/quote', 'h', ${status}, ${lease}, ${expires}, ${ago("1 day")} FROM generate_series(1, ${n}) i`,
      agencyId,
    );
  await key("old", 3000, ago("1 hour"), 201, ago("1 day"));
  await key("crashed", 5, ago("1 minute"), 0, ago("23 hours"));
  await key("in-flight", 5, ago("1 minute"), 0, ago("-1 minute"));
  await key("fresh", 200, ago("-20 hours"), 201, ago("4 hours"));
  GONE.idempotency_records = 3005;
  KEPT.idempotency_records = 205;

  // Portal sessions: ended (expired or revoked) over 30 days ago go; ended within 30 days, and live, stay.
  const userId = (await t.prisma.user.findFirstOrThrow({ where: { agencyId } })).id;
  const session = (n: number, expires: string, revoked: string) =>
    run(
      `INSERT INTO portal_sessions (id, user_id, agency_id, created_at, last_seen_at, expires_at, revoked_at)
       SELECT gen_random_uuid(), $2::uuid, $3::uuid, ${ago("60 days")}, ${ago("60 days")}, ${expires}, ${revoked} FROM generate_series(1, ${n})`,
      userId,
      agencyId,
    );
  await session(2000, ago("40 days"), "NULL");
  await session(100, ago("-1 day"), ago("31 days"));
  await session(200, ago("10 days"), "NULL");
  await session(20, ago("-6 hours"), "NULL");
  GONE.portal_sessions = 2100;
  KEPT.portal_sessions = 220;

  // Sign-in throttles: failures over 24 h old go; recent ones, and a key locked now, stay.
  await run(`INSERT INTO sign_in_throttles (key, failures, last_failure_at) SELECT 'address:old-' || i, 3, ${ago("2 days")} FROM generate_series(1, 2500) i`);
  await run(`INSERT INTO sign_in_throttles (key, failures, last_failure_at) SELECT 'address:recent-' || i, 3, ${ago("1 hour")} FROM generate_series(1, 100) i`);
  await run(
    `INSERT INTO sign_in_throttles (key, failures, last_failure_at, locked_until) VALUES ('account:locked', 10, ${ago("25 hours")}, ${ago("-1 hour")})`,
  );
  GONE.sign_in_throttles = 2500;
  KEPT.sign_in_throttles = 101;

  // Stripe's events (the de-duplication window).
  await run(`INSERT INTO webhook_events (id, type, payload, received_at, processed_at)
    SELECT 'evt_old_' || i, 'payment_intent.succeeded', '{}'::jsonb, ${ago("40 days")}, ${ago("40 days")} FROM generate_series(1, 2000) i`);
  await run(`INSERT INTO webhook_events (id, type, payload, received_at, processed_at)
    SELECT 'evt_new_' || i, 'payment_intent.succeeded', '{}'::jsonb, ${ago("1 day")}, ${ago("1 day")} FROM generate_series(1, 100) i`);
  GONE.webhook_events = 2000;
  KEPT.webhook_events = 100;

  // Outbound webhooks. Events are grouped by type: old and delivered (go, with deliveries and attempts); old
  // with a pending delivery to a disabled endpoint (all stay); old, redelivered yesterday (the old delivery
  // goes, the event and the new delivery stay); old with no delivery (go, in both agencies); new (stay).
  const endpoint = (status: string) =>
    t.prisma.$queryRawUnsafe<Array<{ id: string }>>(
      `INSERT INTO webhook_endpoints (id, agency_id, url, enabled_events, status, secret, updated_at)
       VALUES (gen_random_uuid(), $1::uuid, 'https://example.com/hook', ARRAY['*'], '${status}', 'whsec_test', now()) RETURNING id::text AS id`,
      agencyId,
    );
  const [enabled] = await endpoint("enabled");
  const [disabled] = await endpoint("disabled");
  const events = (agency: string, type: string, n: number, created: string) =>
    run(
      `INSERT INTO events (id, agency_id, type, api_version, subject_id, data, created_at)
       SELECT gen_random_uuid(), $2::uuid, '${type}', '2026-01-01', gen_random_uuid(), '{}'::jsonb, ${created} FROM generate_series(1, ${n})`,
      agency,
    );
  await events(agencyId, "test.delivered", 2000, ago("40 days"));
  await events(agencyId, "test.pending", 100, ago("40 days"));
  await events(agencyId, "test.redelivered", 50, ago("40 days"));
  await events(agencyId, "test.bare", 300, ago("40 days"));
  await events(otherAgencyId, "test.bare", 700, ago("40 days"));
  await events(agencyId, "test.new", 500, ago("5 days"));
  const deliveries = (type: string, endpointId: string, status: string, created: string) =>
    run(
      `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, event_seq, subject_id, status, attempts, created_at)
       SELECT gen_random_uuid(), e.id, $2::uuid, e.seq, e.subject_id, '${status}', 2, ${created} FROM events e WHERE e.type = '${type}'`,
      endpointId,
    );
  await deliveries("test.delivered", enabled!.id, "succeeded", ago("40 days"));
  await deliveries("test.pending", disabled!.id, "pending", ago("40 days"));
  await deliveries("test.redelivered", enabled!.id, "failed", ago("40 days"));
  await deliveries("test.redelivered", enabled!.id, "succeeded", ago("1 day"));
  await deliveries("test.new", enabled!.id, "succeeded", ago("5 days"));
  // Two attempts per delivery, at its own time.
  await t.prisma.$executeRawUnsafe(`INSERT INTO webhook_attempts (id, delivery_id, number, attempted_at, status_code, duration_ms)
    SELECT gen_random_uuid(), d.id, n, d.created_at, 200, 12 FROM webhook_deliveries d CROSS JOIN generate_series(1, 2) n`);
  GONE.events = 2000 + 300 + 700;
  KEPT.events = 100 + 50 + 500;
  GONE.webhook_deliveries = 2000 + 50;
  KEPT.webhook_deliveries = 100 + 50 + 500;
  GONE.webhook_attempts = 2 * GONE.webhook_deliveries;
  KEPT.webhook_attempts = 2 * KEPT.webhook_deliveries;

  // The email outbox: old messages sent, stored (no SMTP) or given up go; old queued ones and new ones stay.
  const messages = (status: string, n: number, created: string) =>
    run(
      `INSERT INTO outbound_messages (id, agency_id, kind, to_address, subject, text_body, html_body, status, created_at)
       SELECT gen_random_uuid(), $2::uuid, 'pay_link', 'a@example.com', 's', 't', 'h', '${status}', ${created} FROM generate_series(1, ${n})`,
      agencyId,
    );
  await messages("sent", 1500, ago("40 days"));
  await messages("stored", 200, ago("40 days"));
  await messages("failed", 200, ago("40 days"));
  await messages("queued", 50, ago("40 days"));
  await messages("sent", 300, ago("5 days"));
  // A carrier's messages (its underwriters' account emails, decision 044): the same rule, in a pass of their own.
  const carrierId = (await t.prisma.carrier.findUniqueOrThrow({ where: { code: "keystone" } })).id;
  await run(
    `INSERT INTO outbound_messages (id, carrier_id, kind, to_address, subject, text_body, html_body, status, created_at)
     SELECT gen_random_uuid(), $2::uuid, 'password_reset', 'u@example.com', 's', 't', 'h', s::"MessageStatus", ${ago("40 days")}
       FROM unnest(ARRAY['sent', 'sent', 'failed', 'queued']) s
     UNION ALL
     SELECT gen_random_uuid(), $2::uuid, 'invitation', 'u@example.com', 's', 't', 'h', 'sent', ${ago("5 days")}`,
    carrierId,
  );
  GONE.outbound_messages = 1900 + 3;
  KEPT.outbound_messages = 350 + 2;

  // The audit log is append only: however old, it is never deleted.
  await run(
    `INSERT INTO audit_events (agency_id, actor, action, object_type, object_id, created_at)
    SELECT $2::uuid, 'system', 'test.old', 'policy', 'p-' || i, ${ago("400 days")} FROM generate_series(1, 1000) i`,
    agencyId,
  );
}

const counts = async () =>
  Object.fromEntries(await Promise.all([...RETENTION_TABLES, "audit_events"].map(async (table) => [table, await count(table)] as const)));

let initial: Record<string, number>;
let before: Record<string, number>;
let first: RetentionReport;

beforeAll(async () => {
  t = await createTestDatabase("retention_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  otherAgencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "second" } })).id;
  await fill();
  initial = before = await counts();
});
afterAll(async () => {
  await t?.destroy();
});

describe("the retention pass", () => {
  it("stops when its budget is spent, having deleted no more than its statements' batches", async () => {
    // Three statements' worth of time: the budget is looked at before each one.
    let looks = 0;
    const report = await runRetention(t.prisma, config, NOW, () => (looks++ < 3 ? 0 : Infinity));
    expect(report.complete).toBe(false);
    const statements = Object.values(report.tables).reduce((n, r) => n + r.statements, 0);
    const deleted = Object.values(report.tables).reduce((n, r) => n + r.deleted, 0);
    expect(statements).toBe(3);
    expect(deleted).toBeLessThanOrEqual(3 * BATCH);
    expect(deleted).toBeGreaterThan(0);
    const after = await counts();
    for (const table of RETENTION_TABLES) expect(report.tables[table].deleted, table).toBe(before[table]! - after[table]!);
    before = after;
  });

  it("deletes every old row and keeps every new or needed one, in batches", async () => {
    first = await runRetention(t.prisma, config, NOW);
    expect(first.complete).toBe(true);
    const after = await counts();
    for (const table of RETENTION_TABLES) {
      const r = first.tables[table];
      expect(after[table], `${table} keeps its new and needed rows`).toBe(KEPT[table]);
      expect(r.deleted, `${table}: the report counts what went`).toBe(before[table]! - after[table]!);
      expect(r.largestBatch, `${table}: no statement deletes more than a batch`).toBeLessThanOrEqual(BATCH);
      expect(r.statements, `${table}: as many statements as batches`).toBeGreaterThanOrEqual(Math.ceil(r.deleted / BATCH));
    }
    expect(after.audit_events, "the audit log is never deleted").toBe(before.audit_events);
  });

  it("keeps exactly the rows still needed", async () => {
    const left = async (sql: string) => count(sql);
    expect(await left(`events WHERE type = 'test.pending'`), "old events with a pending delivery").toBe(100);
    expect(await left(`events WHERE type = 'test.redelivered'`), "old events redelivered yesterday").toBe(50);
    expect(await left(`events WHERE type IN ('test.delivered', 'test.bare')`)).toBe(0);
    expect(await left(`webhook_deliveries WHERE status = 'pending'`)).toBe(100);
    expect(await left(`idempotency_records WHERE key LIKE 'in-flight-%'`), "keys whose request still runs").toBe(5);
    expect(await left(`idempotency_records WHERE key LIKE 'crashed-%' OR key LIKE 'old-%'`)).toBe(0);
    expect(await left(`outbound_messages WHERE status = 'queued'`), "messages not yet sent").toBe(50 + 1);
    expect(await left(`outbound_messages WHERE carrier_id IS NOT NULL`), "a carrier's queued and new messages").toBe(2);
    expect(await left(`sign_in_throttles WHERE key = 'account:locked'`), "a key locked now").toBe(1);
    expect(await left(`rate_limit_windows WHERE bucket = 'key:live'`), "the current window and the one just ended").toBe(2);
    expect(await left(`portal_sessions WHERE revoked_at IS NULL`), "sessions live or ended within 30 days").toBe(220);
  });

  it("a second pass finds nothing to delete", async () => {
    const second = await runRetention(t.prisma, config, NOW);
    expect(second.complete).toBe(true);
    for (const table of RETENTION_TABLES) expect(second.tables[table].deleted, table).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)("skips a row another transaction holds instead of waiting for it (PostgreSQL)", async () => {
    await run(`INSERT INTO rate_limit_windows (bucket, window_start, count) VALUES ('key:held', ${ago("1 hour")}, 1), ('key:free', ${ago("1 hour")}, 1)`);
    const { Client } = await import("pg");
    const other = new Client({ connectionString: t.target.databaseUrl });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query(`SELECT 1 FROM rate_limit_windows WHERE bucket = 'key:held' FOR UPDATE`);
      const started = Date.now();
      const pass = await runRetention(t.prisma, config, NOW);
      expect(Date.now() - started, "no wait on the held row").toBeLessThan(5_000);
      expect(pass.tables.rate_limit_windows.deleted).toBe(1);
      await other.query("COMMIT");
    } finally {
      await other.end();
    }
    expect((await runRetention(t.prisma, config, NOW)).tables.rate_limit_windows.deleted, "the next pass takes it").toBe(1);
    expect(await count(`rate_limit_windows WHERE bucket IN ('key:held', 'key:free')`)).toBe(0);
  });
});

describe("in the servicing job runner", () => {
  it("runs a pass one interval after start, then once per interval, and logs what it deleted", async () => {
    await t.prisma.$executeRawUnsafe(
      `INSERT INTO rate_limit_windows (bucket, window_start, count) SELECT 'key:runner', now() - (i + 1) * interval '1 hour', 1 FROM generate_series(1, 30) i`,
    );
    const logs: Array<Record<string, unknown>> = [];
    const started = Date.now();
    const runner = startServicing({ db: t.prisma, payments: createOfflineProvider(), log: (e) => logs.push(e), retention: { config, intervalMs: 1500 } }, 200);
    try {
      await expect.poll(() => logs.filter((e) => e.event === "retention_pass").length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    } finally {
      await runner.stop();
    }
    const passes = logs.filter((e) => e.event === "retention_pass");
    expect(Date.now() - started, "not before one interval, twice").toBeGreaterThanOrEqual(3000);
    expect(passes[0]).toMatchObject({ complete: true, deleted: { rate_limit_windows: 30 } });
    expect(passes[1]).toMatchObject({ complete: true, deleted: {} });
    expect(logs.filter((e) => e.event === "retention_failed")).toEqual([]);
  });
});

describe("the embedded database's upkeep (VACUUM (ANALYZE), no autovacuum in PGlite)", () => {
  it("vacuums and analyses the database after the jobs, first after firstAfterMs, then once per interval", async () => {
    // What the upkeep changes: the visibility map (index-only scans need it) and the planner's statistics.
    const state = async () => {
      const [row] = await t.prisma.$queryRawUnsafe<Array<{ visible: number; analysed: boolean }>>(
        `SELECT relallvisible::int AS visible, EXISTS (SELECT 1 FROM pg_stats WHERE tablename = 'naics_index_terms') AS analysed
           FROM pg_class WHERE relname = 'naics_index_terms'`,
      );
      return row!;
    };
    await t.prisma.$executeRawUnsafe(`UPDATE naics_index_terms SET term = term`); // every page has dead versions and none is all-visible
    // On PostgreSQL its autovacuum may get there first (the runner's upkeep is for PGlite alone), so only PGlite's before.
    if (t.kind === "pglite") expect(await state()).toEqual({ visible: 0, analysed: false });
    const logs: Array<Record<string, unknown>> = [];
    const runs: number[] = [];
    const started = Date.now();
    const runner = startServicing(
      {
        db: t.prisma,
        payments: createOfflineProvider(),
        log: (e) => logs.push(e),
        retention: { config, intervalMs: 300 },
        upkeep: {
          run: async () => {
            runs.push(Date.now() - started);
            await vacuumAnalyze(t.prisma);
          },
          intervalMs: 60_000,
          firstAfterMs: 800,
        },
      },
      100,
    );
    try {
      await expect.poll(() => logs.filter((e) => e.event === "database_upkeep").length, { timeout: 30_000, interval: 100 }).toBe(1);
    } finally {
      await runner.stop();
    }
    expect(runs).toHaveLength(1); // once per interval
    expect(runs[0]).toBeGreaterThanOrEqual(800);
    expect(logs.filter((e) => e.event === "database_upkeep_failed")).toEqual([]);
    const after = await state();
    expect(after.visible, "pages marked all-visible").toBeGreaterThan(0);
    expect(after.analysed, "statistics gathered").toBe(true);
  });
});

describe("the fill", () => {
  it("holds exactly the rows to go and the rows to stay, thousands in each table", () => {
    for (const table of RETENTION_TABLES) {
      expect(initial[table], table).toBe(GONE[table]! + KEPT[table]!);
      expect(GONE[table], table).toBeGreaterThanOrEqual(1000);
    }
  });
});
