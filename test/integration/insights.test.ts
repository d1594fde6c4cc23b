// The insights report's queries against a real database (PGlite, or PostgreSQL with DATABASE_URL), decision 046:
// funnels per program and line, premium by month, time to priced, decline and referral reasons, referral
// turnaround, renewals due, failed charges and non-payment notices; only the agency's own book, and a producer's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insightsReport } from "@/lib/insights/report";
import { createQuote } from "@/lib/quotes/create-quote";
import { addDays, isoDay } from "@/lib/dates";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let demo: string;
let second: string;
let dana: string;
let ada: string;
// A period the seed writes nothing in.
const PERIOD = { from: "2024-02-01", to: "2024-03-31" };
const at = (iso: string, seconds = 0) => new Date(new Date(iso).getTime() + seconds * 1000);
let policyNo = 0;

async function quote(
  agencyId: string,
  createdAt: string,
  userId: string | null,
  cards: Array<{ status: "success" | "referred" | "error" | "failed" | "bound"; ratedAfter: number; extra?: object }>,
) {
  const programs = ["KM-BOP", "KM-CGL", "HS-CGL"].slice(0, cards.length);
  const raw = {
    programs,
    class_code: "10100",
    business_name: `Insights ${createdAt} ${cards.length}`,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: isoDay(),
  };
  const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
  await t.prisma.folio.update({ where: { id: created.folioId }, data: { createdAt: new Date(createdAt), createdByUserId: userId } });
  const ids: string[] = [];
  for (const [i, id] of created.applicationIds.entries()) {
    const c = cards[i]!;
    const priced = c.status === "success" || c.status === "referred" || c.status === "bound";
    await t.prisma.application.update({
      where: { id },
      data: {
        status: c.status,
        createdAt: new Date(createdAt),
        ratedAt: at(createdAt, c.ratedAfter),
        leaseUntil: null,
        ...(priced ? { premiumCents: 100_000, feesCents: 0, taxesCents: 0, totalCents: 100_000 } : {}),
        ...c.extra,
      },
    });
    ids.push(id);
  }
  return { folioId: created.folioId, ids };
}

async function policy(
  agencyId: string,
  folioId: string,
  applicationId: string | null,
  createdAt: string,
  opts: { expires?: string; premiumCents?: number; cancellation?: object } = {},
) {
  const folio = await t.prisma.folio.findUniqueOrThrow({ where: { id: folioId } });
  const program = await t.prisma.program.findUniqueOrThrow({ where: { code: "KM-CGL" } });
  policyNo++;
  return t.prisma.policy.create({
    data: {
      number: `INS-${Date.now()}-${policyNo}`,
      agencyId,
      applicationId,
      folioId,
      insuredId: folio.insuredId,
      programId: program.id,
      status: "active",
      insured: { name: `Insured ${policyNo}`, state: "IL", zip: "60601" },
      effectiveDate: "2024-02-12",
      expirationDate: opts.expires ?? "2025-02-12",
      premiumCents: opts.premiumCents ?? 100_000,
      feesCents: 1_000,
      taxesCents: 0,
      totalCents: (opts.premiumCents ?? 100_000) + 1_000,
      premiumDetail: {},
      coverage: {},
      paymentPlan: "annual",
      installmentFeeCents: 0,
      schedule: [],
      ...(opts.cancellation ? { cancellation: opts.cancellation } : {}),
      createdAt: new Date(createdAt),
    },
  });
}

beforeAll(async () => {
  t = await createTestDatabase("insights_test");
  demo = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  second = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "second" } })).id;
  dana = (await t.prisma.user.findUniqueOrThrow({ where: { email: "agent@demo.test" } })).id;
  ada = (await t.prisma.user.findUniqueOrThrow({ where: { email: "admin@demo.test" } })).id;
}, 120_000);
afterAll(async () => t?.destroy());

describe("insights report", () => {
  it("counts the period's book of one agency, and of one producer", async () => {
    const today = isoDay();
    // Dana's quote: BOP bound (priced after 30 s), CGL declined by the carrier (answered after 90 s).
    const q1 = await quote(demo, "2024-02-10T10:00:00Z", dana, [
      { status: "bound", ratedAfter: 30 },
      { status: "error", ratedAfter: 90, extra: { declineReasons: [{ code: "revenue_too_high", message: "Revenue is above the program's limit" }] } },
    ]);
    // Ada's quote: BOP referred and waiting, CGL declined by an underwriter 5 hours after the request.
    await quote(demo, "2024-03-05T09:00:00Z", ada, [
      { status: "referred", ratedAfter: 60, extra: { referralReasons: [{ rule: "prior_losses", message: "Two or more prior losses" }] } },
      {
        status: "error",
        ratedAfter: 120,
        extra: {
          declineReasons: [{ code: "underwriter_declined", message: "Declined by the underwriter: no" }],
          underwriterDecision: {
            decision: "declined",
            note: "no",
            by: "user:x",
            byName: "Uma",
            at: "2024-03-05T14:00:00.000Z",
            rules: ["prior_losses"],
            answersHash: "h",
          },
        },
      },
    ]);
    // Outside the period, and another agency's book in it: never counted.
    await quote(demo, "2024-05-01T09:00:00Z", dana, [{ status: "bound", ratedAfter: 5 }]);
    const other = await quote(second, "2024-02-11T09:00:00Z", null, [
      { status: "bound", ratedAfter: 5, extra: { declineReasons: [{ code: "other_agency", message: "x" }] } },
    ]);

    const bound = await policy(demo, q1.folioId, q1.ids[0]!, "2024-02-12T12:00:00Z", { expires: addDays(today, 20) });
    await policy(demo, q1.folioId, null, "2024-03-20T12:00:00Z", { premiumCents: 50_000, expires: addDays(today, 75) });
    const notice = await policy(demo, q1.folioId, null, "2024-01-20T12:00:00Z", {
      expires: addDays(today, 200),
      cancellation: {
        status: "scheduled",
        effectiveDate: addDays(today, 10),
        reason: "non_payment",
        method: "pro_rata",
        daysInTerm: 365,
        daysInForce: 100,
        earnedPremiumCents: 0,
        returnPremiumCents: 0,
        returnTaxesCents: 0,
        returnFeesCents: 0,
        totalReturnCents: 0,
      },
    });
    const theirs = await policy(second, other.folioId, other.ids[0]!, "2024-02-12T12:00:00Z", { premiumCents: 999_900, expires: addDays(today, 10) });
    await t.prisma.payment.create({
      data: {
        agencyId: demo,
        kind: "charge",
        provider: "offline",
        amountCents: 12_345,
        status: "failed",
        failureCode: "card_declined",
        failureMessage: "Your card was declined.",
        description: "Installment 2",
        policyIds: [bound.id],
        idempotencyKey: `ins-${Date.now()}-a`,
        createdAt: new Date("2024-02-20T08:00:00Z"),
      },
    });
    await t.prisma.payment.create({
      data: {
        agencyId: second,
        kind: "charge",
        provider: "offline",
        amountCents: 99_999,
        status: "failed",
        description: "Theirs",
        policyIds: [theirs.id],
        idempotencyKey: `ins-${Date.now()}-b`,
        createdAt: new Date("2024-02-20T08:00:00Z"),
      },
    });

    const r = await insightsReport(t.prisma, { agencyId: demo, liveAgencyId: demo }, PERIOD);
    expect(r.totals).toEqual({ started: 4, quoted: 3, bound: 1, hitRatio: 0.3333 });
    expect(r.byLine.map((l) => [l.line, l.started, l.quoted, l.bound])).toEqual([
      ["BOP", 2, 2, 1],
      ["CGL", 2, 1, 0],
    ]);
    expect(r.byProgram.find((p) => p.programCode === "KM-BOP")).toMatchObject({ started: 2, quoted: 2, bound: 1, hitRatio: 0.5, line: "BOP" });
    expect(r.premiumByMonth).toEqual([
      { month: "2024-02", policies: 1, premiumCents: 100_000, totalCents: 101_000 },
      { month: "2024-03", policies: 1, premiumCents: 50_000, totalCents: 51_000 },
    ]);
    expect(r.timeToPriced).toEqual({ quotes: 2, averageSeconds: 105, medianSeconds: 105 });
    expect(r.declineReasons.map((d) => [d.code, d.count])).toEqual([
      ["revenue_too_high", 1],
      ["underwriter_declined", 1],
    ]);
    expect(r.referralReasons).toEqual([{ rule: "prior_losses", message: "Two or more prior losses", count: 2 }]);
    expect(r.referralTurnaround).toEqual({ decided: 1, waiting: 1, averageHours: 5, medianHours: 5 });
    const mine = r.renewals.items.filter((i) => [bound.id, notice.id].includes(i.policyId) || i.number.startsWith("INS-"));
    expect(mine.map((i) => [i.daysLeft, i.status])).toEqual([
      [20, "not_yet_offered"],
      [75, "not_yet_offered"],
    ]);
    expect(r.renewals.items.some((i) => i.policyId === theirs.id)).toBe(false);
    expect(r.payments.failed).toEqual([expect.objectContaining({ amountCents: 12_345, failureCode: "card_declined", policyNumbers: [bound.number] })]);
    expect(r.payments.nonPaymentNotices.filter((n) => n.policyId === notice.id)).toEqual([
      { policyId: notice.id, number: notice.number, insuredName: expect.any(String), cancellationDate: addDays(today, 10) },
    ]);

    // Dana's book only: her quote and the policy bound from it.
    const d = await insightsReport(t.prisma, { agencyId: demo, liveAgencyId: demo }, { ...PERIOD, producer: dana });
    expect(d.totals).toEqual({ started: 2, quoted: 1, bound: 1, hitRatio: 1 });
    expect(d.premiumByMonth.map((m) => m.premiumCents)).toEqual([100_000, 0]);
    expect(d.referralReasons).toEqual([]);
    expect(d.payments.failed).toHaveLength(1);
    expect(d.payments.nonPaymentNotices).toEqual([]);
    // A producer restricted to their own book may not name another.
    await expect(insightsReport(t.prisma, { agencyId: demo, liveAgencyId: demo, ownBookOf: dana }, { ...PERIOD, producer: ada })).rejects.toMatchObject({
      code: "forbidden",
    });
    const restricted = await insightsReport(t.prisma, { agencyId: demo, liveAgencyId: demo, ownBookOf: dana }, PERIOD);
    expect(restricted.totals.started).toBe(2);
    expect(restricted.producers.map((p) => p.id)).toEqual([dana]);
    // Another agency's user is not a producer of this one.
    const sam = (await t.prisma.user.findUniqueOrThrow({ where: { email: "agent@second.test" } })).id;
    await expect(insightsReport(t.prisma, { agencyId: demo, liveAgencyId: demo }, { ...PERIOD, producer: sam })).rejects.toMatchObject({
      code: "validation_error",
    });

    // The other agency sees its own figures only.
    const s = await insightsReport(t.prisma, { agencyId: second, liveAgencyId: second }, PERIOD);
    expect(s.totals).toEqual({ started: 1, quoted: 1, bound: 1, hitRatio: 1 });
    expect(s.premiumByMonth[0]).toMatchObject({ premiumCents: 999_900 });
    expect(s.declineReasons.map((x) => x.code)).toEqual(["other_agency"]);
  }, 60_000);
});
