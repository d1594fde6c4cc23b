// The folio's version (the views' ETag) against a real database: every write path that changes a folio
// or its applications bumps it in its own transaction; the one-statement folio read gives the same
// records as the Prisma read; rate-limit quota taken in blocks counts exactly. PGlite, or PostgreSQL
// with DATABASE_URL.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folioVersions, parameterText, queryRows } from "@/lib/db/client";
import { consumeRateLimit } from "@/lib/api/rate-limit";
import { markBound, releaseBindLock, saveAnswersIfUnchanged, takeBindLock, applicationFolioVersion } from "@/lib/db/queries/applications";
import { getFolioWithCards } from "@/lib/db/queries/folios/read";
import { readFolioView } from "@/lib/db/queries/folios/view";
import { claimBatch, claimOne, completeClaim, releaseClaim } from "@/lib/db/queries/queue";
import { rateNow } from "@/lib/quotes/rate-application";
import { createQuote, requote } from "@/lib/quotes/create-quote";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import type { RatingOutcome } from "@/lib/rating/types";
import { CreateQuoteRequest, RequoteRequest } from "@/lib/schemas/quote";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { waitFor } from "../support/processes";

let t: TestDatabase;
let agencyId: string;
let otherAgencyId: string;
const deps = { adapterFor: createCarrierRegistry({ sandboxBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000, maxAttempts: 1, baseDelayMs: 0 }), leaseMs: 30_000 };
const declined: RatingOutcome = { status: "declined", reasons: [{ code: "class_out_of_appetite", message: "Not written" }], carrierApplicationId: null };

async function newFolio(programs = ["KM-BOP", "KM-CGL", "HS-CGL"]) {
  const raw = {
    programs,
    class_code: "10100",
    business_name: "Version Bakery",
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: new Date().toISOString().slice(0, 10),
    clientState: { line: "bop", business: { legalBusinessName: "Version Bakery LLC" } },
  };
  return createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
}

/**
 * A folio's version in the database, after checking that the view reads the same when it names the version
 * it read last: on the embedded database that read is answered from memory (lib/db/folio-versions.ts), so
 * every write path below must be heard there too.
 */
const viewed = new Map<string, number>();
const version = async (folioId: string) => {
  const row = await t.prisma.folio.findUniqueOrThrow({ where: { id: folioId } });
  const read = await readFolioView(t.prisma, row.agencyId, folioId, viewed.get(folioId) ?? null);
  expect(read?.version, "the version the view reads").toBe(row.version);
  viewed.set(folioId, row.version);
  return row.version;
};
const clearPending = () =>
  t.prisma.application.updateMany({ where: { status: "pending" }, data: { status: "failed", failureReason: "cleared by test", leaseUntil: null } });

beforeAll(async () => {
  t = await createTestDatabase("folio_version_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  otherAgencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "second" } })).id;
  // The embedded database keeps versions in memory once its notifications are set up (the first ask starts that).
  if (t.kind === "pglite") await waitFor("folio version notifications", async () => folioVersions(t.prisma) !== null, 10_000);
});
afterAll(async () => t?.destroy());

describe("the folio view in one statement", () => {
  it("reads the same folio and cards as the Prisma read, in request order, and nothing more when the version is known", async () => {
    const created = await newFolio(["HS-CGL", "KM-BOP", "KM-CGL"]);
    for (const id of created.applicationIds.slice(1)) await rateNow(t.prisma, id, deps, AbortSignal.timeout(10_000));
    const reference = await getFolioWithCards(t.prisma, agencyId, created.folioId);
    const read = await readFolioView(t.prisma, agencyId, created.folioId, null);
    expect(read?.folio).toEqual(reference);
    expect(read!.folio!.applications.map((a) => a.program.code)).toEqual(["HS-CGL", "KM-BOP", "KM-CGL"]);
    expect(read!.folio!.applications.map((a) => a.status)).toEqual(["pending", "success", "success"]);
    expect(read!.version).toBe(3); // created at 1, two ratings recorded
    expect(read!.catalogue).toMatch(/^[\w-]{16}$/);
    // The driver's read (the client openDatabase made) and Prisma's (inside a transaction) agree exactly.
    expect(await t.prisma.$transaction((tx) => readFolioView(tx, agencyId, created.folioId, null))).toEqual(read);
    expect(read!.expiresAt.getTime()).toBe(reference!.expiresAt.getTime());

    const known = await readFolioView(t.prisma, agencyId, created.folioId, read!.version);
    // With a known version: the version, the expiry and the cards' quote validity (the ETag's inputs; decision 019), no cards.
    expect(known).toEqual({ version: read!.version, expiresAt: read!.expiresAt, validUntil: read!.validUntil, catalogue: read!.catalogue, folio: null });
    expect((await readFolioView(t.prisma, agencyId, created.folioId, read!.version - 1))?.folio).toEqual(reference);
    // Another agency's folio is not found, whatever version it names.
    expect(await readFolioView(t.prisma, otherAgencyId, created.folioId, read!.version)).toBeNull();
    expect(await readFolioView(t.prisma, otherAgencyId, created.folioId, null)).toBeNull();
    await clearPending();
  });

  it(`statement parameters are bound, never spliced into the text: any text round-trips, quotes and backslashes included (${process.env.DATABASE_URL ? "postgresql" : "pglite"})`, async () => {
    const echo = { name: "test_echo_v1", text: "SELECT $1::text AS v, $2::int AS n, $3::boolean AS b, $4::text IS NULL AS missing" };
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary", maxLength: 40 }).filter((v) => !v.includes("\0")),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.boolean(),
        async (value, n, b) => {
          const [row] = await queryRows<{ v: string; n: number; b: boolean; missing: boolean }>(t.prisma, echo, [value, n, b, null]);
          expect(row).toEqual({ v: value, n, b, missing: true });
        },
      ),
      { numRuns: 300 },
    );
    for (const value of ["'", "\\", "O'Brien\\'s", "'); DROP TABLE folios; --", "$1", "E'\\x41'"]) {
      const [row] = await queryRows<{ v: string }>(t.prisma, echo, [value, 0, false, null]);
      expect(row!.v).toBe(value);
    }
    if (t.kind === "pglite") {
      // The session holds the statement as written, with its placeholders: the values were bound to it.
      const [held] = await t.prisma.$queryRawUnsafe<Array<{ statement: string }>>("SELECT statement FROM pg_prepared_statements WHERE name = 'test_echo_v1'");
      expect(held!.statement).toBe(echo.text);
    }
    expect(() => parameterText(Number.NaN)).toThrow(/finite/);
    expect(() => parameterText({})).toThrow(/unsupported/);
    expect(parameterText(null)).toBeNull();
  });

  it(`keeps versions in memory on the embedded database only, and hears every change to a folio or its cards' validity (${process.env.DATABASE_URL ? "postgresql" : "pglite"})`, async () => {
    const created = await newFolio(["KM-CGL"]);
    const first = (await readFolioView(t.prisma, agencyId, created.folioId, null))!;
    const versions = folioVersions(t.prisma);
    if (t.kind === "postgresql") {
      expect(versions).toBeNull(); // another process's change would reach this one only later
      return;
    }
    expect(versions!.get(created.folioId)).toMatchObject({ agencyId, version: first.version, expiresMs: first.expiresAt.getTime() });
    // Inside a transaction the database answers, never the memory (the transaction may have changed it).
    await t.prisma.$transaction(async (tx) => expect(folioVersions(tx)).toBeNull());
    // A change made by any statement, even one the app does not make, is heard before it returns.
    await t.prisma.$executeRawUnsafe(`UPDATE folios SET version = version + 1 WHERE id = '${created.folioId}'`);
    expect(versions!.get(created.folioId)).toBeUndefined();
    expect((await readFolioView(t.prisma, agencyId, created.folioId, first.version))!.version).toBe(first.version + 1);
    const later = new Date(Date.now() + 86_400_000);
    await t.prisma.application.updateMany({ where: { folioId: created.folioId }, data: { validUntil: later } });
    expect(versions!.get(created.folioId)).toBeUndefined();
    const reread = (await readFolioView(t.prisma, agencyId, created.folioId, first.version + 1))!;
    expect(reread.validUntil.map((d) => d.getTime())).toEqual([later.getTime()]);
    // Another agency asking with the right version is not answered from memory: not found.
    expect(await readFolioView(t.prisma, otherAgencyId, created.folioId, first.version + 1)).toBeNull();
    await clearPending();
  });

  it("reads a bound card's dates to the millisecond", async () => {
    const created = await newFolio(["KM-CGL"]);
    const id = created.applicationIds[0]!;
    await rateNow(t.prisma, id, deps, AbortSignal.timeout(10_000));
    await t.prisma.application.update({ where: { id }, data: { status: "bound", boundAt: new Date("2027-02-03T04:05:06.789Z") } });
    const read = await readFolioView(t.prisma, agencyId, created.folioId, null);
    expect(read!.folio).toEqual(await getFolioWithCards(t.prisma, agencyId, created.folioId));
    expect(read!.folio!.applications[0]!.boundAt?.toISOString()).toBe("2027-02-03T04:05:06.789Z");
  });
});

describe("every write path bumps the folio's version", () => {
  it("a new folio starts at 1; a re-quote is a new folio at 1 and bumps the original (its cards are now superseded)", async () => {
    const created = await newFolio(["KM-CGL"]);
    expect(await version(created.folioId)).toBe(1);
    const change = { annual_revenue: 600000 };
    const again = await requote(t.prisma, agencyId, created.folioId, RequoteRequest.parse(change), change);
    expect(await version(again.folioId)).toBe(1);
    expect(await version(created.folioId)).toBe(2); // decision 019: the earlier folio's view changed (superseded cards)
    await clearPending();
  });

  it("a recorded rating outcome bumps it; claims, releases and a stale completion do not", async () => {
    await clearPending();
    const created = await newFolio(["KM-BOP", "KM-CGL"]);
    const [a, b] = created.applicationIds as [string, string];
    const claims = await claimBatch(t.prisma, 10, 60_000);
    expect(claims.map((c) => c.id).sort()).toEqual([a, b].sort());
    expect(await version(created.folioId)).toBe(1); // lease bookkeeping is not shown by any view
    const claimA = claims.find((c) => c.id === a)!;
    await releaseClaim(t.prisma, claimA);
    const again = await claimOne(t.prisma, a, 60_000);
    expect(await version(created.folioId)).toBe(1);
    expect(await completeClaim(t.prisma, claimA, declined, 1)).toBe(false); // stale lease: nothing written
    expect(await version(created.folioId)).toBe(1);
    expect(await completeClaim(t.prisma, again!, declined, 1)).toBe(true);
    expect(await version(created.folioId)).toBe(2);
    expect(
      await completeClaim(
        t.prisma,
        claims.find((c) => c.id === b)!,
        declined,
        1,
      ),
    ).toBe(true);
    expect(await version(created.folioId)).toBe(3);
  });

  it("saved answers, the bind lock taken and released, and a bind bump it; refused writes do not", async () => {
    const created = await newFolio(["KM-CGL"]);
    const id = created.applicationIds[0]!;
    await rateNow(t.prisma, id, deps, AbortSignal.timeout(10_000));
    let v = await version(created.folioId);
    const app = await t.prisma.application.findUniqueOrThrow({ where: { id } });
    const now = new Date();
    expect(await t.prisma.$transaction((tx) => saveAnswersIfUnchanged(tx, id, app.updatedAt, { yearsInBusiness: 3 }, now))).toBe(true);
    expect(await version(created.folioId)).toBe(++v);
    // Read before that save: refused, no bump.
    expect(await t.prisma.$transaction((tx) => saveAnswersIfUnchanged(tx, id, app.updatedAt, { yearsInBusiness: 4 }, now))).toBe(false);
    expect(await version(created.folioId)).toBe(v);

    const until = new Date(Date.now() + 60_000);
    expect(await t.prisma.$transaction((tx) => takeBindLock(tx, agencyId, [id], "11111111-1111-4111-8111-111111111111", until, now))).toBe(1);
    expect(await version(created.folioId)).toBe(++v);
    expect(await t.prisma.$transaction((tx) => takeBindLock(tx, agencyId, [id], "22222222-2222-4222-8222-222222222222", until, now))).toBe(0);
    expect(await version(created.folioId)).toBe(v);
    await releaseBindLock(t.prisma, [id], "22222222-2222-4222-8222-222222222222"); // not the holder: nothing changes
    expect(await version(created.folioId)).toBe(v);
    await releaseBindLock(t.prisma, [id], "11111111-1111-4111-8111-111111111111");
    expect(await version(created.folioId)).toBe(++v);

    expect(await t.prisma.$transaction((tx) => takeBindLock(tx, agencyId, [id], "33333333-3333-4333-8333-333333333333", until, now))).toBe(1);
    expect(await version(created.folioId)).toBe(++v);
    expect(await t.prisma.$transaction((tx) => markBound(tx, [id], "33333333-3333-4333-8333-333333333333", now))).toBe(1);
    expect(await version(created.folioId)).toBe(++v);
    expect(await applicationFolioVersion(t.prisma, agencyId, created.folioId, id)).toMatchObject({ version: v, expiresAt: expect.any(Date) });
    expect(await applicationFolioVersion(t.prisma, otherAgencyId, created.folioId, id)).toBeNull();
  });

  it("a write and its bump commit together: a rolled-back write leaves the version as it was", async () => {
    const created = await newFolio(["KM-CGL"]);
    const id = created.applicationIds[0]!;
    await rateNow(t.prisma, id, deps, AbortSignal.timeout(10_000));
    const v = await version(created.folioId);
    const app = await t.prisma.application.findUniqueOrThrow({ where: { id } });
    await expect(
      t.prisma.$transaction(async (tx) => {
        await saveAnswersIfUnchanged(tx, id, app.updatedAt, { yearsInBusiness: 9 }, new Date());
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await version(created.folioId)).toBe(v);
    expect((await t.prisma.application.findUniqueOrThrow({ where: { id } })).formPayload).toEqual({});
  });
});

describe("rate-limit quota in blocks", () => {
  const principal = (keyId: string) => ({
    agencyId,
    livemode: true,
    liveAgencyId: agencyId,
    agencySlug: "demo",
    agencyName: "Demo",
    apiKeyId: keyId,
    actor: `api_key:${keyId}`,
    apiVersion: null,
    grants: { kind: "key" as const, scope: "admin" as const },
  });
  const counted = async (bucket: string) => (await t.prisma.rateLimitWindow.findMany({ where: { bucket } })).reduce((n, r) => n + r.count, 0);

  it("takes one block of limit/50 per statement, serves it from memory and reports what is left", async () => {
    const keyId = crypto.randomUUID();
    const config = { windowSeconds: 3600, perKey: 1000, perAgency: 0 };
    const first = await consumeRateLimit(t.prisma, principal(keyId), config);
    expect(first?.limited).toBe(false);
    expect(first?.headers["ratelimit-remaining"]).toBe("999");
    expect(await counted(`key:${keyId}`)).toBe(20); // one block of 20 taken
    for (let i = 0; i < 19; i++) await consumeRateLimit(t.prisma, principal(keyId), config);
    expect(await counted(`key:${keyId}`)).toBe(20); // served from the block
    const next = await consumeRateLimit(t.prisma, principal(keyId), config);
    expect(next?.headers["ratelimit-remaining"]).toBe("979");
    expect(await counted(`key:${keyId}`)).toBe(40);
  });

  it("grants exactly the limit under concurrency, one statement per block, and refuses the rest without the database", async () => {
    const keyId = crypto.randomUUID();
    const config = { windowSeconds: 3600, perKey: 600, perAgency: 0 }; // blocks of 12
    const results = await Promise.all(Array.from({ length: 650 }, () => consumeRateLimit(t.prisma, principal(keyId), config)));
    expect(results.filter((r) => !r!.limited)).toHaveLength(600);
    expect(results.filter((r) => r!.limited).every((r) => r!.headers["retry-after"] && r!.headers["ratelimit-remaining"] === "0")).toBe(true);
    const total = await counted(`key:${keyId}`);
    expect(total).toBeGreaterThanOrEqual(600);
    expect(total).toBeLessThanOrEqual(612); // at most one block past the limit
    await consumeRateLimit(t.prisma, principal(keyId), config);
    expect(await counted(`key:${keyId}`)).toBe(total); // spent: refused from memory
  });

  it("counts request by request below a limit of 100, as before", async () => {
    const keyId = crypto.randomUUID();
    const config = { windowSeconds: 3600, perKey: 5, perAgency: 0 };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await consumeRateLimit(t.prisma, principal(keyId), config));
    expect(statuses.map((s) => s!.limited)).toEqual([false, false, false, false, false, true]);
    expect(statuses.map((s) => s!.headers["ratelimit-remaining"])).toEqual(["4", "3", "2", "1", "0", "0"]);
    expect(await counted(`key:${keyId}`)).toBe(5);
  });
});
