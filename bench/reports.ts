// npx tsx --conditions=react-server bench/reports.ts: the insights report's queries (decision 046) on a large book.
// Fills a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set) with REPORTS_FOLIOS folios (default
// 50,000) for the demo agency over the past year, two applications each (declines, referrals and binds among
// them), a policy per bind and a failed charge for one policy in twenty, and a second agency with a fifth as many,
// all by SQL copying one real folio, application and policy (jsonb_populate_record: only the columns that vary
// are named). Then times each query of lib/db/queries/insights.ts and the whole report, REPORTS_RUNS times
// (default 30) per case, and prints p50 and p99 in ms. Goal (issue 34): p99 under 200 ms.
import { performance } from "node:perf_hooks";
import { Prisma } from "@/lib/generated/prisma/client";
import * as q from "@/lib/db/queries/insights";
import { periodOf } from "@/lib/insights/figures";
import { insightsReport } from "@/lib/insights/report";
import { createQuote } from "@/lib/quotes/create-quote";
import { isoDay, addDays } from "@/lib/dates";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { createTestDatabase } from "../test/support/db";

const FOLIOS = Number(process.env.REPORTS_FOLIOS ?? 50_000);
const RUNS = Number(process.env.REPORTS_RUNS ?? 30);
const log = (msg: string) => console.log(`[bench reports ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const t = await createTestDatabase("reports_bench");
  const db = t.prisma;
  try {
    const demo = (await db.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
    const second = (await db.agency.findUniqueOrThrow({ where: { slug: "second" } })).id;
    const users = (await db.user.findMany({ where: { agencyId: demo }, select: { id: true }, orderBy: { email: "asc" } })).map((u) => u.id);
    const raw = {
      programs: ["KM-BOP", "KM-CGL"],
      class_code: "10100",
      business_name: "Bench Bakery",
      mailing_zip: "60601",
      mailing_state: "IL",
      employee_count: 4,
      annual_revenue: 500000,
      effective_date: isoDay(),
    };
    const template = await createQuote(db, demo, CreateQuoteRequest.parse(raw), raw);
    const folio = await db.folio.findUniqueOrThrow({ where: { id: template.folioId } });
    const program = await db.program.findUniqueOrThrow({ where: { code: "KM-CGL" } });
    const policy = await db.policy.create({
      data: {
        number: "BENCH-TEMPLATE",
        agencyId: demo,
        folioId: folio.id,
        insuredId: folio.insuredId,
        programId: program.id,
        status: "active",
        insured: { name: "Bench Bakery", state: "IL", zip: "60601" },
        effectiveDate: isoDay(),
        expirationDate: addDays(isoDay(), 365),
        premiumCents: 100_000,
        feesCents: 1_000,
        taxesCents: 0,
        totalCents: 101_000,
        premiumDetail: {},
        coverage: {},
        paymentPlan: "annual",
        installmentFeeCents: 0,
        schedule: [],
      },
    });
    const payment = await db.payment.create({
      data: {
        agencyId: demo,
        kind: "charge",
        provider: "offline",
        amountCents: 10_000,
        status: "failed",
        description: "Installment",
        idempotencyKey: "bench-template",
      },
    });

    async function fill(agencyId: string, from: number, n: number) {
      const started = performance.now();
      const g = Prisma.sql`generate_series(${from}::int, ${from + n - 1}::int) AS g`;
      const created = Prisma.sql`(now() AT TIME ZONE 'UTC') - ((g % 365) * interval '1 day') - ((g % 1440) * interval '1 minute')`;
      const user = Prisma.sql`CASE g % 4 WHEN 0 THEN ${users[0] ?? null}::uuid WHEN 1 THEN ${users[1] ?? null}::uuid WHEN 2 THEN ${users[2] ?? null}::uuid ELSE NULL END`;
      await db.$executeRaw`
        INSERT INTO folios SELECT (jsonb_populate_record(f, jsonb_build_object(
          'id', md5('f' || g)::uuid, 'group_id', md5('g' || g)::uuid, 'agency_id', ${agencyId}::uuid,
          'created_at', ${created}, 'created_by_user_id', CASE WHEN ${agencyId}::uuid = ${demo}::uuid THEN ${user} END))).*
          FROM folios f, ${g} WHERE f.id = ${folio.id}::uuid`;
      for (const [position, appId] of template.applicationIds.entries()) {
        // Per application: 0-1 declined (five reasons), 2 referred, 3 bound (first program only), else quoted.
        const kind = Prisma.sql`((g * 7 + ${position}) % 10)`;
        await db.$executeRaw`
          INSERT INTO applications SELECT (jsonb_populate_record(a, jsonb_build_object(
            'id', md5('a' || ${position} || '-' || g)::uuid, 'folio_id', md5('f' || g)::uuid, 'group_id', md5('g' || g)::uuid,
            'agency_id', ${agencyId}::uuid, 'created_at', ${created}, 'updated_at', ${created} + interval '40 seconds',
            'rated_at', ${created} + ((g % 90) * interval '1 second'),
            'status', CASE WHEN ${kind} < 2 THEN 'error' WHEN ${kind} = 2 THEN 'referred' WHEN ${kind} = 3 AND ${position} = 0 THEN 'bound' ELSE 'success' END,
            'premium_cents', CASE WHEN ${kind} < 2 THEN NULL ELSE 50000 + (g % 1000) * 100 END,
            'decline_reasons', CASE WHEN ${kind} < 2 THEN jsonb_build_array(jsonb_build_object('code', 'reason_' || (g % 5), 'message', 'Reason ' || (g % 5))) END,
            'referral_reasons', CASE WHEN ${kind} = 2 THEN jsonb_build_array(jsonb_build_object('rule', 'rule_' || (g % 3), 'message', 'Rule ' || (g % 3))) END,
            'underwriter_decision', CASE WHEN ${kind} = 2 AND g % 2 = 0 THEN jsonb_build_object('decision', 'approved', 'note', '', 'by', 'user:x', 'byName', 'U',
                                     'at', to_char(${created} + interval '5 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'rules', jsonb_build_array('rule_' || (g % 3)), 'answersHash', 'h') END
          ))).* FROM applications a, ${g} WHERE a.id = ${appId}::uuid`;
      }
      await db.$executeRaw`
        INSERT INTO policies SELECT (jsonb_populate_record(p, jsonb_build_object(
          'id', md5('p' || g)::uuid, 'number', 'BENCH-' || g, 'agency_id', ${agencyId}::uuid, 'application_id', md5('a0-' || g)::uuid,
          'folio_id', md5('f' || g)::uuid, 'created_at', ${created} + interval '1 hour', 'updated_at', ${created} + interval '1 hour',
          'effective_date', to_char(${created}, 'YYYY-MM-DD'), 'expiration_date', to_char(${created} + interval '365 days', 'YYYY-MM-DD'),
          'premium_cents', 50000 + (g % 1000) * 100, 'total_cents', 51000 + (g % 1000) * 100,
          'cancellation', CASE WHEN g % 50 = 9 THEN jsonb_build_object('status', 'scheduled', 'reason', 'non_payment', 'effectiveDate', to_char(now() + interval '10 days', 'YYYY-MM-DD')) END
        ))).* FROM policies p, ${g} WHERE p.id = ${policy.id}::uuid AND (g * 7) % 10 = 3`;
      await db.$executeRaw`
        INSERT INTO payments SELECT (jsonb_populate_record(pm, jsonb_build_object(
          'id', md5('pm' || g)::uuid, 'agency_id', ${agencyId}::uuid, 'idempotency_key', 'bench-' || g, 'created_at', ${created} + interval '30 days',
          'policy_ids', jsonb_build_array(md5('p' || g)::uuid::text)))).* FROM payments pm, ${g} WHERE pm.id = ${payment.id}::uuid AND (g * 7) % 10 = 3 AND g % 20 = 9`;
      log(`filled ${n} folios for ${agencyId === demo ? "demo" : "second"} in ${Math.round(performance.now() - started)} ms`);
    }
    await fill(demo, 1, FOLIOS);
    await fill(second, FOLIOS + 1, Math.ceil(FOLIOS / 5));
    await db.$executeRawUnsafe("ANALYZE");
    const counts = await db.$queryRaw<Array<{ folios: number; applications: number; policies: number; payments: number }>>`
      SELECT (SELECT count(*) FROM folios)::int AS folios, (SELECT count(*) FROM applications)::int AS applications,
             (SELECT count(*) FROM policies)::int AS policies, (SELECT count(*) FROM payments)::int AS payments`;
    log(`book: ${JSON.stringify(counts[0])}`);

    const today = isoDay();
    const cases = [
      { name: "90 days, whole agency", query: {}, producer: null },
      { name: "365 days, whole agency", query: { from: addDays(today, -364) }, producer: null },
      { name: "90 days, one producer", query: {}, producer: users[0]! },
    ];
    const results: Record<string, Record<string, { p50: number; p99: number }>> = {};
    for (const c of cases) {
      const period = periodOf(c.query, today);
      const scope: q.InsightsScope = { agencyId: demo, start: period.start, end: period.end, producer: c.producer };
      const d90 = addDays(today, 90);
      const steps: Record<string, () => Promise<unknown>> = {
        programFunnel: () => q.programFunnel(db, scope),
        premiumByMonth: () => q.premiumByMonth(db, scope),
        timeToPriced: () => q.timeToPriced(db, scope),
        declineReasons: () => q.declineReasons(db, scope),
        referralReasons: () => q.referralReasons(db, scope),
        referralTurnaround: () => q.referralTurnaround(db, scope),
        renewalsDue: () => q.renewalsDue(db, demo, c.producer, today, d90),
        renewalCounts: () => q.renewalCounts(db, demo, c.producer, { today, d30: addDays(today, 30), d60: addDays(today, 60), d90 }),
        failedPayments: () => q.failedPayments(db, scope),
        nonPaymentNotices: () => q.nonPaymentNotices(db, demo, c.producer),
        "whole report": () => insightsReport(db, { agencyId: demo, liveAgencyId: demo }, { ...c.query, ...(c.producer ? { producer: c.producer } : {}) }),
      };
      results[c.name] = {};
      for (const [name, run] of Object.entries(steps)) {
        await run(); // warm
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const s = performance.now();
          await run();
          times.push(performance.now() - s);
        }
        times.sort((a, b) => a - b);
        results[c.name]![name] = { p50: Math.round(pct(times, 50) * 10) / 10, p99: Math.round(pct(times, 99) * 10) / 10 };
      }
      log(`${c.name}:`);
      for (const [name, r] of Object.entries(results[c.name]!))
        console.log(`  ${name.padEnd(20)} p50 ${String(r.p50).padStart(7)} ms   p99 ${String(r.p99).padStart(7)} ms${r.p99 > 200 ? "   over 200 ms" : ""}`);
    }
    console.log(JSON.stringify({ database: process.env.DATABASE_URL ? "postgresql" : "pglite", folios: FOLIOS, runs: RUNS, book: counts[0], results }));
  } finally {
    await t.destroy();
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
