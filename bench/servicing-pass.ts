// npm run bench:servicing: the servicing job runner's daily pass on the big book (issue 28 item 3), after
// `npm run bench:data` (bench/book.ts). Skipped, with the reason printed, when that database is missing.
// It CHANGES the book (a day of servicing is carried out: installments charged, renewals offered), so run it after
// bench/book-reads.ts; running it again first puts back the jobs of the day (a later pass finds fewer charges,
// since the day's installments are then paid).
//
// Set-up, by SQL on the book: every policy in force (expiring after today) gets the offline provider's saved card
// (charges succeed) and the pending jobs of today and later that binding wrote (lib/policies/servicing-plan.ts:
// installment_due and installment_overdue per installment after the down payment, whether paid since or not,
// renewal_offer and renewal_lapse); jobs of earlier days are not written (the runner never reads done jobs).
// Then the pass: the product's own runner (lib/jobs/servicing.ts runDueJobs, the offline payment provider, the
// services of lib/runtime on the book) is run with the clock at the end of today until it finds nothing due,
// timed whole; printed with the jobs by kind and outcome, beside the goal (<= 60 s).
import { performance } from "node:perf_hooks";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connectToBook } from "./processes";

const GOAL_S = 60;
const log = (msg: string) => console.log(`[bench servicing ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function main() {
  const book = await connectToBook(log);
  if (!book) return;
  const { url, client: admin } = book;
  // The services of lib/runtime on the book (imported after DATABASE_URL is set: the environment is read once).
  process.env.DATABASE_URL = url;
  process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "quoting-servicing-"));
  const { services } = await import("@/lib/runtime");
  const { runDueJobs } = await import("@/lib/jobs/servicing");
  const { programById } = await import("@/lib/db/queries/programs");
  const s = await services();

  const today = new Date().toISOString().slice(0, 10);
  const programs = await admin.query<{ program_id: string; n: string }>(
    `SELECT program_id, count(*) AS n FROM policies WHERE expiration_date > $1 GROUP BY program_id`,
    [today],
  );
  const t0 = performance.now();
  await admin.query(`DELETE FROM scheduled_jobs WHERE policy_id IN (SELECT id FROM policies WHERE expiration_date > $1)`, [today]);
  await admin.query(
    `INSERT INTO offline_payment_methods (id, brand, last4, exp_month, exp_year) VALUES ('pm_book_offline', 'visa', '4242', 12, 2035) ON CONFLICT (id) DO NOTHING`,
  );
  await admin.query(
    `
    INSERT INTO saved_payment_methods (id, agency_id, policy_id, provider, payment_method_ref, brand, last4, exp_month, exp_year)
    SELECT gen_random_uuid(), p.agency_id, p.id, 'offline', 'pm_book_offline', 'visa', '4242', 12, 2035
      FROM policies p
     WHERE p.expiration_date > $1
       AND NOT EXISTS (SELECT 1 FROM saved_payment_methods s WHERE s.policy_id = p.id AND s.replaced_at IS NULL)`,
    [today],
  );
  let inForce = 0;
  for (const { program_id, n } of programs.rows) {
    inForce += Number(n);
    const rules = (await programById(s.db, program_id)).servicingRules;
    // The plan of servicingPlan in SQL: per unpaid installment its charge and its overdue check, then the renewal.
    await admin.query(
      `INSERT INTO scheduled_jobs (id, kind, policy_id, key, run_at)
       SELECT gen_random_uuid(), j.kind, p.id, j.key, j.on_day::timestamp
         FROM policies p
         CROSS JOIN LATERAL (
           SELECT 'installment_due' AS kind, r->>'number' AS key, (r->>'dueDate')::date AS on_day
             FROM jsonb_array_elements(p.schedule) r WHERE (r->>'number')::int > 1
           UNION ALL
           SELECT 'installment_overdue', r->>'number', (r->>'dueDate')::date + ($3::int + 1)
             FROM jsonb_array_elements(p.schedule) r WHERE (r->>'number')::int > 1
           UNION ALL
           SELECT k, p.expiration_date, d FROM (VALUES ('renewal_offer', greatest(p.expiration_date::date - $4::int, p.effective_date::date)), ('renewal_lapse', p.expiration_date::date)) v(k, d)
            WHERE $4::int IS NOT NULL
         ) j
        WHERE p.program_id = $2::uuid AND p.expiration_date > $1 AND j.on_day >= $1::date
        ON CONFLICT (kind, policy_id, key) DO NOTHING`,
      [today, program_id, rules.nonPaymentGraceDays, rules.travel ? null : rules.renewalOfferDays],
    );
  }
  const planned = await admin.query<{ kind: string; all: string; today: string }>(
    `SELECT kind, count(*) AS all, count(*) FILTER (WHERE run_at < $1::date + 1) AS today FROM scheduled_jobs WHERE status = 'pending' GROUP BY kind ORDER BY kind`,
    [today],
  );
  log(
    `set-up in ${Math.round(performance.now() - t0)} ms: ${inForce} policies in force; pending jobs ${planned.rows.map((r) => `${r.kind} ${r.all} (${r.today} today)`).join(", ")}`,
  );

  const end = new Date(`${today}T23:59:59.000Z`);
  const deps = {
    db: s.db,
    payments: s.payments,
    testPayments: s.paymentsFor(false),
    mailQueued: false,
    baseUrl: "http://localhost:3000",
    concurrency: s.env.SERVICING_CONCURRENCY,
  };
  const outcomes = new Map<string, number>();
  let ran = 0;
  let failed = 0;
  const start = performance.now();
  for (;;) {
    const report = await runDueJobs(deps, end);
    ran += report.ran;
    failed += report.failed;
    for (const o of report.outcomes) {
      const k = `${o.kind}: ${o.outcome.split(";")[0]}${o.outcome.includes(";") ? "; " + o.outcome.split("; ")[1]?.split(" ")[0] : ""}`;
      outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
    }
    log(`  ${ran} jobs run so far, ${Math.round((performance.now() - start) / 100) / 10} s`);
    if (report.ran + report.failed === 0) break;
  }
  const seconds = Math.round((performance.now() - start) / 100) / 10;
  log(
    `the day's pass: ${ran} jobs run, ${failed} failed, in ${seconds} s (${Math.round(ran / seconds)} jobs/s); goal <= ${GOAL_S} s: ${seconds <= GOAL_S ? "met" : "NOT met"}`,
  );
  for (const [k, n] of [...outcomes].sort()) log(`  ${k}: ${n}`);
  const out = {
    at: new Date().toISOString(),
    machine: `${os.cpus().length} cores`,
    inForce,
    ran,
    failed,
    seconds,
    goalSeconds: GOAL_S,
    outcomes: Object.fromEntries(outcomes),
  };
  fs.mkdirSync(path.join(process.cwd(), "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(process.cwd(), "bench", "results", "servicing-pass.json"), JSON.stringify(out, null, 2));
  await admin.end();
  await s.db.$disconnect();
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
