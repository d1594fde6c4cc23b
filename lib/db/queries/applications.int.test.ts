// applications.ts's statements on a real database (PGlite, or PostgreSQL with DATABASE_URL), both through the
// driver (the client openDatabase made) and through Prisma (inside a transaction): what the API routes that use
// them (test/api, which needs a build) would otherwise be the only check of.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFolioVersion, liveBindsOfLines, openApplicationsOfInsured, takeBindLock } from "@/lib/db/queries/applications";
import { notify } from "@/lib/db/notify";
import { rateNow } from "@/lib/quotes/rate-application";
import { createQuote } from "@/lib/quotes/create-quote";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { createTestDatabase, type TestDatabase } from "@/test/support/db";

let t: TestDatabase;
let agencyId: string;
const deps = { adapterFor: createCarrierRegistry({ sandboxBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000, maxAttempts: 1, baseDelayMs: 0 }), leaseMs: 30_000 };

async function newFolio(programs: string[], name: string) {
  const raw = {
    programs,
    class_code: "10100",
    business_name: name,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: new Date().toISOString().slice(0, 10),
  };
  return createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
}

beforeAll(async () => {
  t = await createTestDatabase("applications_statements_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
});
afterAll(async () => t?.destroy());

describe("applications' statements", () => {
  it("applicationFolioVersion reads the times Prisma reads, on the driver and in a transaction", async () => {
    const created = await newFolio(["KM-CGL"], "Times Bakery");
    const id = created.applicationIds[0]!;
    const app = await t.prisma.application.findUniqueOrThrow({ where: { id }, include: { folio: { include: { insured: true } } } });
    const expected = {
      version: app.folio.version,
      expiresAt: app.folio.expiresAt,
      validUntil: [app.validUntil],
      insuredUpdatedAt: app.folio.insured.updatedAt,
    };
    expect(await applicationFolioVersion(t.prisma, agencyId, created.folioId, id)).toEqual(expected);
    expect(await t.prisma.$transaction((tx) => applicationFolioVersion(tx, agencyId, created.folioId, id))).toEqual(expected);
    expect(await applicationFolioVersion(t.prisma, agencyId, created.folioId, created.folioId)).toBeNull();
  });

  it("openApplicationsOfInsured lists the insured's unbound applications of live folios in folio and card order", async () => {
    const created = await newFolio(["KM-BOP", "KM-CGL"], "Open Bakery");
    const { insuredId } = await t.prisma.folio.findUniqueOrThrow({ where: { id: created.folioId } });
    const now = new Date();
    const open = await openApplicationsOfInsured(t.prisma, agencyId, insuredId, now);
    expect(open.map((a) => a.id)).toEqual(created.applicationIds);
    expect(open.map((a) => a.program.code)).toEqual(["KM-BOP", "KM-CGL"]);
    expect((await t.prisma.$transaction((tx) => openApplicationsOfInsured(tx, agencyId, insuredId, now))).map((a) => a.id)).toEqual(created.applicationIds);
    // Once the folio has expired, nothing of it is open.
    const expired = new Date(Date.now() + 400 * 24 * 3600 * 1000);
    expect(await openApplicationsOfInsured(t.prisma, agencyId, insuredId, expired)).toEqual([]);
  });

  it("liveBindsOfLines finds a live bind lock of a line asked for, not one excepted, not one expired", async () => {
    const created = await newFolio(["KM-CGL"], "Bind Bakery");
    const id = created.applicationIds[0]!;
    await rateNow(t.prisma, id, deps, AbortSignal.timeout(10_000));
    const now = new Date();
    const until = new Date(now.getTime() + 60_000);
    expect(await t.prisma.$transaction((tx) => takeBindLock(tx, agencyId, [id], "44444444-4444-4444-8444-444444444444", until, now))).toBe(1);
    const held = (lines: string[], except: string[], at = now) =>
      t.prisma.$transaction(async (tx) => (await liveBindsOfLines(tx, agencyId, lines, except, at)).map((a) => a.id));
    expect(await held(["CGL"], [])).toEqual([id]);
    expect(await held(["BOP", "CGL"], [])).toEqual([id]);
    expect(await held(["BOP", 'x"\\'], [])).toEqual([]);
    expect(await held(["CGL"], [id])).toEqual([]);
    expect(await held(["CGL"], [], new Date(until.getTime() + 1))).toEqual([]);
    expect(await liveBindsOfLines(t.prisma, agencyId, ["CGL"], [], now).then((r) => r.map((a) => a.id))).toEqual([id]);
  });

  it("notify runs on the driver and inside a transaction", async () => {
    await notify(t.prisma, "applications_statements_test", "a 'quoted' payload");
    await t.prisma.$transaction((tx) => notify(tx, "applications_statements_test", "in a transaction"));
  });
});
