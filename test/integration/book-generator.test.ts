// The big book's generator (bench/book.ts, npm run bench:data; issue 28 item 3) at a tiny scale: its counts meet the
// targets, and the API's own queries read what it wrote (list pages, a policy's schedule, an event of every type), on
// PostgreSQL and on the embedded database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresForTests } from "../support/pg-admin";
import { bookTargets, generateBook, type BookResult } from "@/bench/book";
import { openDatabase, type OpenDatabase } from "@/lib/db/client";
import { eventsOfAgency } from "@/lib/db/queries/events";
import { listFoliosWithCards } from "@/lib/db/queries/folios/list";
import { readFolioView } from "@/lib/db/queries/folios/view";
import { getPolicy, listPolicies } from "@/lib/db/queries/policies";
import type { EventType } from "@/lib/schemas/webhooks";

// PostgreSQL only (the generator makes a database on the server): DATABASE_URL, or the local server.
const SERVER_URL = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const DATABASE = `book_test_${process.pid}`;

const reachable = await postgresForTests(SERVER_URL, "book-generator.test.ts", "the generator's test");

let db: OpenDatabase | undefined;
afterAll(async () => {
  await db?.close();
  if (!reachable) return;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.end();
});

describe.skipIf(!reachable)("the big book's generator (npm run bench:data)", () => {
  let result: BookResult;

  it("fills a fresh database at BOOK_SCALE=0.0005 with the counts of the scale (500 folios, 2,000 applications, 100 policies)", async () => {
    result = await generateBook({ serverUrl: SERVER_URL, database: DATABASE, scale: 0.0005, log: () => undefined });
    const byName = Object.fromEntries(result.checks.map((c) => [c.name, c]));
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(byName.folios?.actual).toBe(500);
    expect(byName.insureds?.actual).toBe(500);
    expect(byName.applications?.actual).toBe(2_000);
    expect(byName.policies?.actual).toBe(100);
    expect(byName.installments?.actual).toBe(1_200);
    expect(byName.agencies?.actual).toBe(100);
    expect(byName.bigShare?.actual).toBe(0.5);
    // About ten events per folio, each delivered once and attempted once; every paid installment a payment.
    expect(byName.events!.actual).toBeGreaterThan(4_500);
    expect(byName.events!.actual).toBeLessThan(5_500);
    expect(byName.attempts!.actual).toBe(byName.events!.actual);
    expect(byName.deliveries!.actual).toBe(byName.events!.actual);
    expect(byName.payments!.actual).toBeGreaterThan(1_000);
  });

  it("targets at full scale: 1,000,000 folios, 4,000,000 applications, 200,000 policies, about 10,000,000 events", () => {
    const full = bookTargets(1, Math.floor(Date.now() / 1000));
    expect(full).toMatchObject({ folios: 1_000_000, applications: 4_000_000, policies: 200_000, installments: 2_400_000, agencies: 100, bigShare: 0.5 });
    expect(full.events).toBeGreaterThan(9_500_000);
    expect(full.events).toBeLessThan(10_500_000);
  });

  it("is read by the API's own queries: folio and policy lists, a policy's schedule, an event of every type", async () => {
    expect(result).toBeDefined();
    db = await openDatabase({ databaseUrl: result.databaseUrl, dataDir: "/nonexistent" });
    const agency = result.bigAgencyId;

    const first = await listFoliosWithCards(db.prisma, agency, {}, 25, null);
    expect(first.total).toBe(250);
    expect(first.rows).toHaveLength(26);
    expect(first.rows[0]!.applications).toHaveLength(4);
    const deep = await listFoliosWithCards(db.prisma, agency, {}, 25, { createdAt: first.rows[24]!.createdAt, id: first.rows[24]!.id });
    expect(deep.rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(first.rows[24]!.createdAt.getTime());
    const view = await readFolioView(db.prisma, agency, first.rows[0]!.id, null);
    expect(view).not.toBeNull();
    // The insights rollups (decision 056) count the book once the generator's rebuild ran, their triggers back on.
    const [rolled] = await db.prisma.$queryRawUnsafe<Array<{ started: number; bound: number; priced: number; off: number }>>(
      `SELECT (SELECT sum(n) FROM insight_days WHERE kind = 'started')::int AS started, (SELECT sum(n) FROM insight_days WHERE kind = 'bound')::int AS bound,
              (SELECT count(*) FROM insight_folios WHERE seconds IS NOT NULL)::int AS priced,
              (SELECT count(*) FROM pg_trigger WHERE tgname LIKE '%insights%' AND tgenabled = 'D')::int AS off`,
    );
    expect(rolled).toEqual({ started: 2_000, bound: 100, priced: 500, off: 0 });
    const bound = await listFoliosWithCards(db.prisma, agency, { status: "bound" }, 25, null);
    expect(bound.total).toBe(50);
    const searched = await listFoliosWithCards(db.prisma, agency, { q: "Book Client 10" }, 25, null);
    expect(searched.total).toBeGreaterThan(0);

    const policies = await listPolicies(db.prisma, agency, { after: null, limit: 25 });
    expect(policies).toHaveLength(26);
    const policy = await getPolicy(db.prisma, agency, policies[0]!.id);
    expect(policy?.schedule).toHaveLength(12);
    expect(policy?.paymentPlan).toBe("monthly");

    const types: EventType[] = [
      "application.quoted",
      "application.referred",
      "application.declined",
      "application.failed",
      "quote.completed",
      "policy.bound",
      "payment.succeeded",
      "payment.failed",
      "installment.paid",
      "installment.overdue",
    ];
    for (const type of types) {
      const events = await eventsOfAgency(db.prisma, agency, { type, limit: 3 }); // parses each event's data with the API's shape
      expect(events.length, type).toBeGreaterThan(0);
      expect(events[0]!.data).toHaveProperty("object");
    }
    const newest = await eventsOfAgency(db.prisma, agency, { limit: 50 });
    const times = newest.map((e) => e.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a)); // seq follows time
  });
});

// The embedded database's book (BOOK_DATA_DIR, issue 28 item 3's "100,000 folios for one agency"): the same SQL in
// PGlite's one session, read back by the API's own queries once the generator has closed it.
describe("the big book's generator on the embedded database (BOOK_DATA_DIR)", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "book-pglite-test-"));
  let embedded: OpenDatabase | undefined;
  afterAll(async () => {
    await embedded?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("fills a PGlite data directory at BOOK_SCALE=0.0005 with the counts of the scale, and the API's list reads it", async () => {
    const result = await generateBook({ dataDir, database: "unused", scale: 0.0005, events: false, log: () => undefined });
    const byName = Object.fromEntries(result.checks.map((c) => [c.name, c]));
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(byName.folios?.actual).toBe(500);
    expect(byName.applications?.actual).toBe(2_000);
    expect(byName.policies?.actual).toBe(100);
    expect(byName.events?.actual).toBe(0);
    expect(byName.bigShare?.actual).toBe(0.5);
    expect(result.databaseUrl).toBe(dataDir);

    embedded = await openDatabase({ dataDir });
    expect(embedded.kind).toBe("pglite");
    const first = await listFoliosWithCards(embedded.prisma, result.bigAgencyId, {}, 25, null);
    expect(first.total).toBe(250);
    expect(first.rows[0]!.applications).toHaveLength(4);
    const bound = await listFoliosWithCards(embedded.prisma, result.bigAgencyId, { status: "bound" }, 25, null);
    expect(bound.total).toBe(50);
  });
});
