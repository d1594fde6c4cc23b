// The small statements written with the builder (decision 059) against a real database, each run both ways a
// statement runs: on the client itself (the driver's named statement: pg's on PostgreSQL, a protocol statement on
// PGlite) and inside a Prisma transaction ($queryRawUnsafe, bound). PGlite, or PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atomically, queryRows, statementTransaction, type Statement, type Tx } from "@/lib/db/client";
import { ensureTestAgency } from "@/lib/db/queries/agencies";
import { lockAgencySettings } from "@/lib/db/queries/agency-settings";
import { clockOffsetDays } from "@/lib/db/queries/clock";
import { lockInsured } from "@/lib/db/queries/insureds";
import { advisoryLocks } from "@/lib/db/queries/locks";
import { lockActiveAdmins } from "@/lib/db/queries/people";
import { countRequest } from "@/lib/db/queries/rate-limits";
import { appliedMigrationNames, ping } from "@/lib/db/queries/reference";
import { insertPortalSession, lockThrottleRow, portalSession } from "@/lib/db/queries/sign-in";
import { endpointById, insertEndpoint, rotateEndpointSecret } from "@/lib/db/queries/webhook-endpoints";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let agencyId: string;

beforeAll(async () => {
  t = await createTestDatabase("statements");
  agencyId = (await t.prisma.agency.findFirstOrThrow({ where: { livemode: true }, orderBy: { slug: "asc" } })).id;
}, 120_000);

afterAll(async () => {
  await t?.destroy();
});

/** Runs `fn` on the client itself, then inside a transaction. */
const bothWays = async <T>(fn: (db: Tx) => Promise<T>): Promise<[T, T]> => [await fn(t.prisma), await atomically(t.prisma, fn)];

describe("statements on the builder", () => {
  it("pings and reads the applied migrations", async () => {
    await bothWays((db) => ping(db));
    const [direct, inTx] = await bothWays((db) => appliedMigrationNames(db));
    expect(direct.length).toBeGreaterThan(10);
    expect(new Set(inTx)).toEqual(new Set(direct));
    expect(direct.every((name) => /^\d{14}_\w+$/.test(name))).toBe(true);
  });

  it("makes an agency's test twin once, with its appointments, and refuses a twin as a live agency", async () => {
    const [first, again] = await bothWays((db) => ensureTestAgency(db, agencyId));
    expect(again).toBe(first);
    const twin = await t.prisma.agency.findUniqueOrThrow({ where: { id: first } });
    const live = await t.prisma.agency.findUniqueOrThrow({ where: { id: agencyId } });
    expect(twin).toMatchObject({ livemode: false, liveAgencyId: agencyId, slug: `${live.slug}--test`, name: live.name });
    const programs = async (id: string) => (await t.prisma.appointment.findMany({ where: { agencyId: id } })).map((a) => a.programId).sort();
    expect(await programs(first)).toEqual(await programs(agencyId));
    expect((await programs(agencyId)).length).toBeGreaterThan(0);
    await expect(ensureTestAgency(t.prisma, first)).rejects.toThrow(/not a live agency/);
  });

  it("reads the rows it locks: clock, settings, active administrators, an insured", async () => {
    await t.prisma.agency.update({ where: { id: agencyId }, data: { clockOffsetDays: 12 } });
    const [days] = await bothWays((db) => clockOffsetDays(db, agencyId, { lock: true }));
    expect(days).toBe(12);
    await t.prisma.agency.update({ where: { id: agencyId }, data: { clockOffsetDays: 0 } });

    const [settings, settingsInTx] = await bothWays((db) => lockAgencySettings(db, agencyId));
    expect(settings).toEqual({ producersSeeAllBook: expect.any(Boolean) });
    expect(settingsInTx).toEqual(settings);
    expect(await lockAgencySettings(t.prisma, "00000000-0000-4000-8000-000000000000")).toBeNull();

    const admins = await t.prisma.user.findMany({ where: { agencyId, role: "admin", deactivatedAt: null }, orderBy: { id: "asc" } });
    const [locked] = await bothWays((db) => lockActiveAdmins(db, agencyId));
    expect(locked).toEqual(admins.map((u) => u.id).sort());
    expect(locked.length).toBeGreaterThan(0);

    const insured = await t.prisma.insured.create({ data: { agencyId, kind: "business", name: "Statement Bakery", matchKey: "statement bakery" } });
    const [found] = await bothWays((db) => lockInsured(db, agencyId, insured.id));
    expect(found?.id).toBe(insured.id);
    expect(await lockInsured(t.prisma, agencyId, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("counts rate-limit buckets whose names need quoting in an array literal", async () => {
    const buckets = ["key:a,b", 'key:"quoted"', "key:back\\slash", "key:{braces}", "key: space"];
    const windowStart = new Date("2026-11-29T10:15:00.000Z");
    const [first, second] = await bothWays((db) => countRequest(db, buckets, windowStart, [1, 2, 3, 4, 5]));
    expect([...first.entries()]).toEqual(buckets.map((b, i) => [b, i + 1]));
    expect([...second.entries()]).toEqual(buckets.map((b, i) => [b, 2 * (i + 1)]));
    const stored = await t.prisma.rateLimitWindow.findMany({ where: { bucket: { in: buckets } } });
    expect(stored.map((r) => r.windowStart.toISOString())).toEqual(buckets.map(() => windowStart.toISOString()));
  });

  it("creates and locks a sign-in throttle row, and reads a session with its user", async () => {
    const [created, again] = await bothWays((db) => lockThrottleRow(db, "email:statements@example.com"));
    expect(created).toEqual({ failures: 0, lastFailureAt: null, lockedUntil: null });
    expect(again).toEqual(created);

    const user = await t.prisma.user.findFirstOrThrow({ where: { agencyId, role: "admin" } });
    const createdAt = new Date("2026-11-29T08:00:00.000Z");
    const expiresAt = new Date("2026-12-29T08:00:00.000Z");
    const id = await insertPortalSession(t.prisma, { userId: user.id, agencyId, createdAt, expiresAt, userAgent: null, address: null });
    const [session, sessionInTx] = await bothWays((db) => portalSession(db, id));
    expect(session).toMatchObject({ userId: user.id, expiresAt, lastSeenAt: createdAt, revokedAt: null, user: { role: "admin", deactivatedAt: null } });
    expect(typeof session?.producersSeeAllBook).toBe("boolean");
    expect(sessionInTx).toEqual(session);
  });

  it("reads a time as the UTC instant stored, whatever the process's own time zone", async () => {
    const user = await t.prisma.user.findFirstOrThrow({ where: { agencyId, role: "admin" } });
    const createdAt = new Date("2026-07-04T23:30:00.250Z");
    const expiresAt = new Date("2026-12-31T23:59:59.999Z");
    const id = await insertPortalSession(t.prisma, { userId: user.id, agencyId, createdAt, expiresAt, userAgent: null, address: null });
    const zone = process.env.TZ;
    process.env.TZ = "America/Chicago"; // Node applies a changed TZ at once: the drivers' own parsers would read local time
    try {
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(360);
      const [direct, inTx] = await bothWays((db) => portalSession(db, id));
      expect(direct).toMatchObject({ expiresAt, lastSeenAt: createdAt });
      expect(inTx).toMatchObject({ expiresAt, lastSeenAt: createdAt });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("rotates a webhook endpoint's secret, keeping the old one until its expiry", async () => {
    const endpoint = await insertEndpoint(t.prisma, { agencyId, url: "https://example.com/hook", description: "", enabledEvents: ["*"], secret: "whsec_one" });
    const expires = new Date("2026-11-30T12:00:00.000Z");
    const rotated = await atomically(t.prisma, async (tx) => {
      await endpointById(tx, agencyId, endpoint.id, { lock: true });
      return rotateEndpointSecret(tx, agencyId, endpoint.id, "whsec_two", expires);
    });
    expect(rotated).toMatchObject({ secret: "whsec_two", previousSecret: "whsec_one", previousSecretExpiresAt: expires });
    expect(rotated!.updatedAt.getTime()).toBeGreaterThan(endpoint.updatedAt.getTime() - 1);
    const again = await rotateEndpointSecret(t.prisma, agencyId, endpoint.id, "whsec_three", expires);
    expect(again).toMatchObject({ secret: "whsec_three", previousSecret: "whsec_two" });
    expect(await rotateEndpointSecret(t.prisma, "00000000-0000-4000-8000-000000000000", endpoint.id, "x", expires)).toBeNull();
  });

  it("takes advisory locks in a transaction, each key once", async () => {
    await atomically(t.prisma, (tx) => advisoryLocks(tx, ["b", "a", "b"]));
    await advisoryLocks(t.prisma, ["solo"]);
  });
  it("plans a statement with its values each time (never kept prepared), and keeps a fixed statement prepared", async () => {
    // Decision 061: a prepared statement's generic plan, costed for an average agency, read 100,000 rows a probe for the
    // biggest agency's dashboard. The dashboard's statements (rowsOf) are unnamed, planned with their values each run.
    const withValues: Statement = { name: "plan_with_values_probe", text: "SELECT $1::int + 1 AS n", planWithValues: true };
    const fixed: Statement = { name: "fixed_statement_probe", text: "SELECT $1::int + 2 AS n" };
    const prepared: Statement = { name: "prepared_names_probe", text: "SELECT name FROM pg_prepared_statements", planWithValues: true };
    const seen = async (run: (s: Statement, p: unknown[]) => Promise<Array<{ n?: number; name?: string }>>) => {
      for (let i = 0; i < 6; i++) expect((await run(withValues, [i]))[0]?.n).toBe(i + 1);
      expect((await run(fixed, [1]))[0]?.n).toBe(3);
      return (await run(prepared, [])).map((r) => r.name);
    };
    // One session throughout: the embedded database's, or one pooled connection's in a statement transaction.
    const names =
      t.kind === "pglite" ? await seen((s, p) => queryRows(t.prisma, s, p)) : await statementTransaction(t.prisma, (run) => seen((s, p) => run(s, p)));
    expect(names).toContain("fixed_statement_probe");
    expect(names).not.toContain("plan_with_values_probe");
    expect(names).not.toContain("prepared_names_probe");
  });
});
