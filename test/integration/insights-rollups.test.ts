// The insights rollups (decision 056) against a real database (PGlite, or PostgreSQL with DATABASE_URL): what the
// triggers keep, change by change, equals what insights_rebuild() makes from the tables; and on PostgreSQL, two
// answers to one folio's cards committing at once still count that folio as priced.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createQuote } from "@/lib/quotes/create-quote";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { isoDay } from "@/lib/dates";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let demo: string;
let dana: string;
let ada: string;

async function quote(createdAt: string, userId: string | null, programs = ["KM-BOP", "KM-CGL", "HS-CGL"]) {
  const raw = {
    programs,
    class_code: "10100",
    business_name: `Rollups ${createdAt}`,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: isoDay(),
  };
  const created = await createQuote(t.prisma, demo, CreateQuoteRequest.parse(raw), raw);
  await t.prisma.folio.update({ where: { id: created.folioId }, data: { createdAt: new Date(createdAt), createdByUserId: userId } });
  return created;
}

const answer = (id: string, status: "success" | "referred" | "error" | "failed" | "bound", extra: object = {}) =>
  t.prisma.application.update({ where: { id }, data: { status, ratedAt: new Date(), leaseUntil: null, ...extra } });

type Reader = { $queryRawUnsafe<T>(sql: string): Promise<T> };

/** Every rollup as `db` reads it, in a stable order (counters at zero are no count). */
async function read(db: Reader) {
  const q = (sql: string) => db.$queryRawUnsafe<unknown[]>(sql);
  return {
    requests: await q(
      `SELECT group_id::text, program_id::text, agency_id::text, day::text, producer_id::text, attempts, quoted, bound FROM insight_requests ORDER BY 1, 2`,
    ),
    folios: await q(
      `SELECT folio_id::text, agency_id::text, day::text, producer_id::text, round(seconds::numeric, 3)::text AS s FROM insight_folios ORDER BY 1`,
    ),
    referrals: await q(
      `SELECT application_id::text, agency_id::text, day::text, producer_id::text, waiting, round(hours::numeric, 3)::text AS h FROM insight_referrals ORDER BY 1`,
    ),
    days: await q(
      `SELECT agency_id::text, day::text, producer_id::text, kind, key, n, code, message, premium_cents::text AS p, total_cents::text AS t FROM insight_days WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5`,
    ),
  };
}

/** The triggers' rollups, then the rebuild's, compared; the rebuild is rolled back, so the triggers' stay. */
async function expectRebuildEqual() {
  await t.prisma.$executeRawUnsafe("SELECT insights_compact()");
  const kept = await read(t.prisma);
  let rebuilt: Awaited<ReturnType<typeof read>> | undefined;
  await t.prisma
    .$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SELECT insights_rebuild()");
      rebuilt = await read(tx);
      throw new Error("rollback");
    })
    .catch((e: Error) => {
      if (e.message !== "rollback") throw e;
    });
  expect(kept).toEqual(rebuilt);
  return kept;
}

beforeAll(async () => {
  t = await createTestDatabase("insights_rollups_test");
  demo = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  dana = (await t.prisma.user.findUniqueOrThrow({ where: { email: "agent@demo.test" } })).id;
  ada = (await t.prisma.user.findUniqueOrThrow({ where: { email: "admin@demo.test" } })).id;
}, 120_000);
afterAll(async () => t?.destroy());

describe("insights rollups", () => {
  it("keep every change to applications and folios exactly as the rebuild counts it", async () => {
    const a = await quote("2024-02-10T10:00:00Z", dana);
    const [bop, cgl, hs] = a.applicationIds as [string, string, string];
    await expectRebuildEqual();
    // Answers one by one: priced, declined with two reasons (one rule named twice), referred.
    await answer(bop, "success");
    await answer(cgl, "error", {
      declineReasons: [
        { code: "knockout", rule: "roofing", message: "Roofing is out of appetite" },
        { code: "knockout", rule: "roofing", message: "Roofing is out of appetite" },
        { code: "revenue_too_high", message: "Revenue is above the limit" },
      ],
    });
    await answer(hs, "referred", { referralReasons: [{ rule: "prior_losses", message: "Two or more prior losses" }] });
    let kept = await expectRebuildEqual();
    expect(kept.folios.find((f) => (f as { folio_id: string }).folio_id === a.folioId)).toMatchObject({ s: expect.any(String) });
    expect(kept.days.filter((d) => (d as { kind: string }).kind === "decline").map((d) => (d as { key: string; n: number }).n)).toEqual([1, 1]);

    // An underwriter declines the referral; the priced one is bound; the folio moves to Ada and to another day.
    await answer(hs, "error", {
      referralReasons: null,
      declineReasons: [{ code: "underwriter_declined", message: "Declined by the underwriter" }],
      underwriterDecision: { decision: "declined", note: "no", by: "user:x", at: "2024-02-10T15:30:00.000Z", rules: ["prior_losses"], answersHash: "h" },
    });
    await answer(bop, "bound");
    // The policy bound from it: its premium counts on its own day, under the folio's producer (moved below with it).
    const program = await t.prisma.program.findUniqueOrThrow({ where: { code: "KM-BOP" } });
    const folio = await t.prisma.folio.findUniqueOrThrow({ where: { id: a.folioId } });
    const policy = await t.prisma.policy.create({
      data: {
        number: `ROLL-${Date.now()}`,
        agencyId: demo,
        applicationId: bop,
        folioId: a.folioId,
        insuredId: folio.insuredId,
        programId: program.id,
        status: "active",
        insured: { name: "Rollups", state: "IL", zip: "60601" },
        effectiveDate: "2024-02-12",
        expirationDate: "2025-02-12",
        premiumCents: 123_400,
        feesCents: 1_000,
        taxesCents: 0,
        totalCents: 124_400,
        premiumDetail: {},
        coverage: {},
        paymentPlan: "annual",
        installmentFeeCents: 0,
        schedule: [],
        createdAt: new Date("2024-02-12T12:00:00Z"),
      },
    });
    expect(policy.producerId).toBe(dana);
    await t.prisma.policy.update({ where: { id: policy.id }, data: { premiumCents: 120_000, totalCents: 121_000 } });
    await t.prisma.folio.update({ where: { id: a.folioId }, data: { createdAt: new Date("2024-02-11T09:00:00Z"), createdByUserId: ada } });
    kept = await expectRebuildEqual();
    // The policy's producer moved with its folio's owner (set by a trigger on insert: Dana's then).
    expect((await t.prisma.policy.findUniqueOrThrow({ where: { id: policy.id } })).producerId).toBe(ada);
    expect(kept.days.filter((d) => (d as { kind: string }).kind === "premium")).toEqual(
      expect.arrayContaining([expect.objectContaining({ day: "2024-02-12", producer_id: ada, n: 1, p: "120000", t: "121000" })]),
    );
    expect(kept.referrals).toEqual(expect.arrayContaining([expect.objectContaining({ application_id: hs, waiting: false, h: expect.any(String) })]));

    // A re-quote of one program in a later folio of the same group: the request is dated by its first attempt.
    const b = await quote("2024-03-01T08:00:00Z", null, ["KM-CGL"]);
    const [requote] = b.applicationIds as [string];
    const group = (await t.prisma.application.findUniqueOrThrow({ where: { id: cgl } })).groupId;
    await t.prisma.application.update({ where: { id: requote }, data: { groupId: group, attemptNumber: 2 } });
    await answer(requote, "success");
    kept = await expectRebuildEqual();
    const cglProgram = (await t.prisma.application.findUniqueOrThrow({ where: { id: cgl } })).programId;
    expect(
      kept.requests.find((r) => (r as { group_id: string; program_id: string }).group_id === group && (r as { program_id: string }).program_id === cglProgram),
    ).toMatchObject({
      day: "2024-02-11",
      producer_id: ada,
      attempts: 2,
      quoted: 1,
      bound: 0,
    });

    // A renewal offer counts nowhere; a card still pending leaves its folio unpriced; deleting takes it all back.
    const c = await quote("2024-03-02T08:00:00Z", dana, ["KM-BOP", "KM-CGL"]);
    await answer(c.applicationIds[0]!, "success");
    kept = await expectRebuildEqual();
    expect(kept.folios.find((f) => (f as { folio_id: string }).folio_id === c.folioId)).toMatchObject({ s: null });
    await t.prisma.folio.update({ where: { id: c.folioId }, data: { renewalOfPolicyId: policy.id } });
    kept = await expectRebuildEqual();
    expect(kept.folios.some((f) => (f as { folio_id: string }).folio_id === c.folioId)).toBe(false);
    await t.prisma.application.deleteMany({ where: { folioId: c.folioId } });
    await expectRebuildEqual();
  }, 60_000);

  it.runIf(process.env.DATABASE_URL)(
    "two answers to one folio committing at once: the later sees the earlier",
    async () => {
      const f = await quote("2024-04-01T08:00:00Z", dana, ["KM-BOP", "KM-CGL"]);
      const [x, y] = f.applicationIds as [string, string];
      const url = t.target.databaseUrl!;
      const one = new pg.Client({ connectionString: url });
      const two = new pg.Client({ connectionString: url });
      await Promise.all([one.connect(), two.connect()]);
      try {
        // Both write their card before either commits, then both commit: each at its commit took the folio's row
        // lock first, so the second recount runs after the first committed.
        await one.query("BEGIN");
        await two.query("BEGIN");
        await one.query(`UPDATE applications SET status = 'success', rated_at = now() WHERE id = $1`, [x]);
        await two.query(`UPDATE applications SET status = 'success', rated_at = now() WHERE id = $1`, [y]);
        await Promise.all([one.query("COMMIT"), two.query("COMMIT")]);
      } finally {
        await Promise.all([one.end(), two.end()]);
      }
      const kept = await expectRebuildEqual();
      expect(kept.folios.find((r) => (r as { folio_id: string }).folio_id === f.folioId)).toMatchObject({ s: expect.any(String) });
    },
    60_000,
  );
});
