// npm run bench:data: an agency's whole book (issue 28 item 3). Fills a fresh PostgreSQL database (BOOK_DB, default
// quoting_book, made on the server DATABASE_URL names, dropped first if it exists; migrated and seeded as the tests
// do) with, at BOOK_SCALE=1 (the default; 0.01 is a hundredth):
//   1,000,000 folios over the past three years, each with its client (insured) and 4 applications (4,000,000):
//     about 57% quoted, 19% declined, 14% referred, 5% failed, and one folio in five bound (its first application);
//   200,000 policies (the bound applications), each on a monthly plan of 12 installments, the installments due so far
//     paid (a payment each), one in five of them after a failed charge (a failed payment);
//   about 10,000,000 events (4 rating outcomes and quote.completed per folio; policy.bound, and per charge
//     payment.succeeded and installment.paid or payment.failed and installment.overdue per policy), each delivered
//     once to its agency's webhook endpoint (a delivery and an attempt per event);
//   100 agencies: the seed's demo agency holds half of everything (every even folio), 99 more (book-01 .. book-99)
//     share the rest evenly; one webhook endpoint each.
// All by set-based SQL, batch by batch (BOOK_BATCH folios per statement, default 12,500): the client, folio,
// application, policy and payment rows copy one real row of each (made through the product's own createQuote) with
// jsonb_populate_record, naming only the columns that vary; events carry the API's own shapes (lib/schemas/webhooks.ts)
// and a seq in time order. Nothing the schema enforces is turned off (constraints, triggers, logged tables) but the
// insights rollups' triggers, whose own insights_rebuild() counts the book after it is written (decision 056).
// Then VACUUM (ANALYZE), and the counts checked against the targets for the scale (exit 1 when one is off by more than 1%).
// BOOK_DATA_DIR=<dir> without DATABASE_URL fills the embedded database (PGlite) in that data directory instead, with
// the same SQL in its one session: BOOK_SCALE=0.2 gives the demo agency 100,000 folios (the issue's embedded case);
// BOOK_EVENTS=0 leaves out the events, deliveries and attempts, which the dashboard does not read.
import { performance } from "node:perf_hooks";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { openDatabase, type OpenDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { createQuote } from "@/lib/quotes/create-quote";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { API_VERSION } from "@/lib/schemas/webhooks";
import { isoDay, addDays } from "@/lib/dates";
import { seedDatabase } from "@/prisma/seed";
import { copyDbTemplate } from "../test/support/db-template";

/** The book at BOOK_SCALE=1. */
export const FULL_BOOK = { folios: 1_000_000, agencies: 100 } as const;
/** The programs of every folio, in order (the first is the one bound). */
const PROGRAMS = ["KM-CGL", "KM-BOP", "SA-BOP", "MP-BOP"];
const YEARS_SECONDS = 3 * 365 * 86_400;
const INSTALLMENTS = 12;
/** Events per folio g carry slots 0..53 (see eventsSql); seq = epoch second * 2^20 + (g mod 2^14) * 64 + slot. */
const SLOT_BITS = 64;
/** The premium detail of every priced application and policy: a $10 policy fee, no taxes. */
const FEE_DETAIL = { fees: [{ code: "policy_fee", label: "Policy fee", amountCents: 1000 }], taxes: [] };

export interface BookOptions {
  /** The server's URL (any database on it): the book's database is made beside it. Unset: the embedded database. */
  serverUrl?: string;
  /** The book's database name (PostgreSQL). */
  database: string;
  /** The embedded database's data directory to fill (when serverUrl is unset); made afresh (removed first if it exists). */
  dataDir?: string;
  scale: number;
  /** Folios per statement. */
  batch?: number;
  /** Events, deliveries and attempts too (default true; BOOK_EVENTS=0 leaves them out: 24 of the 31 minutes at scale 1). */
  events?: boolean;
  log?: (msg: string) => void;
}

export interface BookCheck {
  name: string;
  target: number;
  actual: number;
  ok: boolean;
}

export interface BookResult {
  /** PostgreSQL: the book's URL; embedded: its data directory. */
  databaseUrl: string;
  bigAgencyId: string;
  checks: BookCheck[];
  ok: boolean;
  phases: Array<{ phase: string; rows: number; ms: number }>;
  ms: number;
}

/** What the book holds at scale, computed from the same rules the SQL follows (integer arithmetic both sides). */
export function bookTargets(scale: number, t0EpochSeconds: number) {
  const n = Math.max(10, Math.round(FULL_BOOK.folios * scale));
  let paid = 0;
  let failed = 0;
  for (let g = 5; g <= n; g += 5) {
    const d = ageDays(g, n, t0EpochSeconds);
    for (let i = 1; i <= INSTALLMENTS; i++) {
      if (!isPaid(i, d)) continue;
      paid++;
      if (failsFirst(g, i)) failed++;
    }
  }
  const policies = Math.floor(n / 5);
  return {
    folios: n,
    insureds: n,
    applications: 4 * n,
    policies,
    installments: policies * INSTALLMENTS,
    payments: paid + failed,
    events: 5 * n + policies + 2 * paid + 2 * failed,
    agencies: FULL_BOOK.agencies,
    bigShare: Math.floor(n / 2) / n,
  };
}

// The rules, in JavaScript (for the targets) and in SQL (for the rows).
const secondsBefore = (g: number, n: number) => Math.floor(((n - g) * YEARS_SECONDS) / n);
/** Days from the folio's creation date to the book's day (T0's date): the policy's age. */
function ageDays(g: number, n: number, t0: number) {
  return Math.floor(t0 / 86_400) - Math.floor((t0 - secondsBefore(g, n)) / 86_400);
}
/** Installment i (1..12) of a policy d days old is paid: its due date (effective + i-1 months) has passed. */
const isPaid = (i: number, d: number) => (i - 1) * 31 <= d;
/** Its first charge failed (dunning): one charge in five. */
const failsFirst = (g: number, i: number) => (g / 5 + i) % 5 === 0;

const q = (value: string) => `'${value.replace(/'/g, "''")}'`;

export async function generateBook(options: BookOptions): Promise<BookResult> {
  const log = options.log ?? ((msg: string) => console.log(`[bench:data ${new Date().toISOString().slice(11, 19)}] ${msg}`));
  const batch = options.batch ?? 12_500;
  const started = performance.now();
  const phases: BookResult["phases"] = [];
  const name = options.database;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BOOK_DB must be a plain lower-case name, not ${name}`);
  const serverUrl = options.serverUrl;
  let databaseUrl: string | undefined;
  let dataDir: string;
  let keepDataDir = false;

  // A fresh database: the test run's template when there is one (migrated and seeded already), else migrated and seeded here.
  // PostgreSQL: database `name` beside serverUrl's. Embedded (no serverUrl): the data directory options.dataDir.
  let step = performance.now();
  let fromTemplate: boolean;
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "book-"));
    const savedUrl = process.env.DATABASE_URL;
    process.env.DATABASE_URL = serverUrl; // copyDbTemplate's admin connection
    try {
      fromTemplate = await copyDbTemplate(dataDir, name);
    } finally {
      if (savedUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = savedUrl;
    }
    if (!fromTemplate) {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
    }
  } else {
    if (!options.dataDir) throw new Error("an embedded book needs its data directory (BOOK_DATA_DIR)");
    dataDir = path.resolve(options.dataDir);
    keepDataDir = true;
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    fromTemplate = await copyDbTemplate(dataDir, undefined);
  }
  let db: OpenDatabase | undefined;
  let opened: BookSql | undefined;
  try {
    db = await openDatabase({ databaseUrl, dataDir });
    if (!fromTemplate) await applyMigrations(db.factory);
    await seedDatabase(db.prisma);
    phases.push({ phase: fromTemplate ? "database (from template), seed" : "database, migrations, seed", rows: 0, ms: performance.now() - step });
    log(`database ${databaseUrl ? name : dataDir} ready in ${Math.round(performance.now() - step)} ms`);
    const sql = databaseUrl ? await postgresBookSql(databaseUrl) : pgliteBookSql(db.pglite!);
    opened = sql;
    await sql.query("SET jit = off"); // a plan compiled per batch costs more than it saves
    // The book's ids: an md5 of a name, shaped as a version 4 UUID (the API's schemas accept only RFC 9562 UUIDs).
    // A function of this session only (pg_temp): the database's schema stays the migrations' own.
    await sql.query(`CREATE FUNCTION pg_temp.book_uuid(text) RETURNS uuid LANGUAGE sql IMMUTABLE
      AS $$ SELECT overlay(overlay(md5($1) placing '4' from 13) placing '8' from 17)::uuid $$`);
    const prisma = db.prisma;

    // Templates: one real folio of four programs (with its client and applications), one policy and one payment.
    step = performance.now();
    const demo = await prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } });
    const users = (await prisma.user.findMany({ where: { agencyId: demo.id }, select: { id: true }, orderBy: { email: "asc" } })).map((u) => u.id);
    const raw = {
      programs: PROGRAMS,
      class_code: "10100",
      business_name: "Book Bakery",
      mailing_zip: "60601",
      mailing_state: "IL",
      employee_count: 4,
      annual_revenue: 500000,
      effective_date: isoDay(),
    };
    const template = await createQuote(prisma, demo.id, CreateQuoteRequest.parse(raw), raw);
    const folio = await prisma.folio.findUniqueOrThrow({ where: { id: template.folioId } });
    const apps = await prisma.application.findMany({ where: { folioId: folio.id }, orderBy: { position: "asc" } });
    if (apps.length !== 4) throw new Error(`the template quote has ${apps.length} applications, not 4`);
    const programs = await prisma.program.findMany({ where: { id: { in: apps.map((a) => a.programId) } } });
    const programOf = (id: string) => programs.find((p) => p.id === id)!;
    const policy = await prisma.policy.create({
      data: {
        number: "BOOK-TEMPLATE",
        agencyId: demo.id,
        folioId: folio.id,
        insuredId: folio.insuredId,
        programId: apps[0]!.programId,
        status: "active",
        insured: { name: "Book Bakery", state: "IL", zip: "60601" },
        effectiveDate: isoDay(),
        expirationDate: addDays(isoDay(), 365),
        premiumCents: 100_000,
        feesCents: 1_000,
        taxesCents: 0,
        totalCents: 101_000,
        premiumDetail: FEE_DETAIL,
        coverage: apps[0]!.selectedOptions ?? {},
        paymentPlan: "monthly",
        installmentFeeCents: 0,
        schedule: [],
      },
    });
    const payment = await prisma.payment.create({
      data: {
        agencyId: demo.id,
        kind: "charge",
        provider: "offline",
        amountCents: 10_000,
        status: "succeeded",
        description: "Installment",
        brand: "visa",
        last4: "4242",
        idempotencyKey: "book-template",
      },
    });

    // 99 more agencies (appointed like the demo agency), and one webhook endpoint per agency.
    await sql.query(`
      INSERT INTO agencies (id, slug, name, address, phone, surplus_lines_license)
      SELECT pg_temp.book_uuid('agency' || k), 'book-' || lpad(k::text, 2, '0'), 'Book Agency ' || k, a.address, a.phone, a.surplus_lines_license
        FROM agencies a, generate_series(1, ${FULL_BOOK.agencies - 1}) k WHERE a.id = ${q(demo.id)}::uuid`);
    await sql.query(`
      INSERT INTO appointments (agency_id, program_id)
      SELECT pg_temp.book_uuid('agency' || k), ap.program_id FROM appointments ap, generate_series(1, ${FULL_BOOK.agencies - 1}) k
       WHERE ap.agency_id = ${q(demo.id)}::uuid ON CONFLICT DO NOTHING`);
    const others = (
      await sql.query<{ id: string }>(`SELECT pg_temp.book_uuid('agency' || k)::text AS id FROM generate_series(1, ${FULL_BOOK.agencies - 1}) k ORDER BY k`)
    ).rows.map((r) => r.id);
    await sql.query(`
      INSERT INTO webhook_endpoints (id, agency_id, url, description, enabled_events, secret, created_at, updated_at)
      SELECT pg_temp.book_uuid('we' || a.id::text), a.id, 'https://hooks.example.com/' || a.slug, 'Book endpoint', ARRAY['*'],
             'whsec_' || md5('secret' || a.id::text), now() - interval '3 years 1 day', now() - interval '3 years 1 day'
        FROM agencies a WHERE a.id = ANY(${q(`{${[demo.id, ...others].join(",")}}`)}::uuid[])`);
    phases.push({ phase: "templates, agencies, endpoints", rows: FULL_BOOK.agencies, ms: performance.now() - step });

    // The book's clock: a day ago, to the second (so every bind, charge and event lies in the past).
    const t0Row = (
      await sql.query<{ t0: string; epoch: string }>(
        `SELECT to_char(x, 'YYYY-MM-DD HH24:MI:SS') AS t0, extract(epoch FROM x)::bigint::text AS epoch
         FROM (SELECT date_trunc('second', (now() AT TIME ZONE 'UTC') - interval '1 day') AS x) s`,
      )
    ).rows[0]!;
    const targets = bookTargets(options.scale, Number(t0Row.epoch));
    const n = targets.folios;
    log(`filling ${n} folios for ${FULL_BOOK.agencies} agencies (scale ${options.scale}), ${batch} folios per statement`);

    // Per folio g (1..n): its time, age, agency and owner. Folio g+1 is later than folio g, so events come in seq order.
    const T0 = `${q(t0Row.t0)}::timestamp`;
    const facts = (from: number, to: number) => `(
      SELECT g, pg_temp.book_uuid('f' || g) AS fid, pg_temp.book_uuid('g' || g) AS gid, pg_temp.book_uuid('i' || g) AS iid,
             c AS created, ${T0}::date - c::date AS age,
             CASE WHEN g % 2 = 0 THEN ${q(demo.id)}::uuid ELSE (${q(`{${others.join(",")}}`)}::uuid[])[1 + (g / 2) % ${others.length}] END AS agency,
             CASE WHEN g % 2 = 0 THEN (${q(`{${[...users, ""].map((u) => u || "NULL").join(",")}}`)}::uuid[])[1 + (g / 2) % ${users.length + 1}] END AS owner,
             'Book Client ' || g AS name
        FROM generate_series(${from}, ${to}) g,
             LATERAL (SELECT ${T0} - ((${n} - g)::bigint * ${YEARS_SECONDS} / ${n}) * interval '1 second' AS c) t
    )`;
    // Application (g, pos): bound (the first of every fifth folio), else declined (error), referred, failed or quoted.
    const h = `((g::bigint * 7 + pos * 13) % 20)`;
    const status = `(CASE WHEN pos = 0 AND g % 5 = 0 THEN 'bound' WHEN ${h} < 4 THEN 'error' WHEN ${h} < 7 THEN 'referred' WHEN ${h} = 7 THEN 'failed' ELSE 'success' END)`;
    const premium = `(50000 + (g % 1000) * 100 + pos * 2500)`;
    const ts = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const day = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;
    const progs = `(${q(`{${apps.map((a) => a.programId).join(",")}}`)}::uuid[])`;
    const appIds = `(${q(`{${apps.map((a) => a.id).join(",")}}`)}::uuid[])`;
    // Policy of folio g (g % 5 = 0): total, installment i's amount, due time, payments.
    const total = `(51000 + (g % 1000) * 100)`;
    const amount = `(CASE WHEN i = ${INSTALLMENTS} THEN ${total} - ${INSTALLMENTS - 1} * (${total} / ${INSTALLMENTS}) ELSE ${total} / ${INSTALLMENTS} END)`;
    const due = `(created::date + (i - 1) * interval '1 month')`;
    const paidAt = `(CASE WHEN i = 1 THEN created + interval '10 minutes' ELSE ${due} + interval '21 hours' + (g % 600) * interval '1 second' END)`;
    const failedAt = `(CASE WHEN i = 1 THEN created + interval '9 minutes' ELSE ${due} + interval '9 hours' + (g % 600) * interval '1 second' END)`;
    const paid = `((i - 1) * 31 <= age)`;
    const fails = `((g / 5 + i) % 5 = 0)`;
    const money = (cents: string) => `round((${cents})::numeric / 100, 2)`;
    const programsJson = `(${q(JSON.stringify(apps.map((a) => programOf(a.programId)).map((p) => ({ id: p.id, code: p.code, name: p.name, type: p.type }))))}::jsonb)`;

    const statements: Array<{ phase: string; text: (from: number, to: number) => string }> = [
      {
        phase: "insureds",
        text: (from, to) => `
          INSERT INTO insureds SELECT r.* FROM insureds i, ${facts(from, to)} x, LATERAL jsonb_populate_record(i, jsonb_build_object(
            'id', x.iid, 'agency_id', x.agency, 'name', x.name, 'match_key', 'business|book client ' || x.g || '|60601',
            'created_by_user_id', x.owner, 'created_at', x.created, 'updated_at', x.created)) r WHERE i.id = ${q(folio.insuredId)}::uuid`,
      },
      {
        phase: "folios",
        text: (from, to) => `
          INSERT INTO folios SELECT r.* FROM folios f, ${facts(from, to)} x, LATERAL jsonb_populate_record(f, jsonb_build_object(
            'id', x.fid, 'group_id', x.gid, 'original_quote_id', x.fid, 'agency_id', x.agency, 'insured_id', x.iid,
            'insured_name', x.name, 'created_by_user_id', x.owner, 'created_at', x.created, 'expires_at', x.created + interval '30 days')) r WHERE f.id = ${q(folio.id)}::uuid`,
      },
      {
        phase: "applications",
        text: (from, to) => `
          INSERT INTO applications SELECT r.* FROM applications a, ${facts(from, to)} x, generate_series(0, 3) pos, LATERAL jsonb_populate_record(a, jsonb_build_object(
            'id', pg_temp.book_uuid('a' || pos || '-' || g), 'folio_id', fid, 'group_id', gid, 'agency_id', agency, 'program_id', ${progs}[pos + 1],
            'attempt_number', 1, 'position', pos, 'status', ${status},
            'created_at', created, 'updated_at', created + interval '1 minute', 'available_at', created,
            'valid_until', created + interval '30 days', 'rated_at', CASE WHEN ${status} = 'failed' THEN NULL ELSE created + (pos + 1) * interval '2 seconds' END,
            'bound_at', CASE WHEN ${status} = 'bound' THEN created + interval '10 minutes' END,
            'premium_cents', CASE WHEN ${status} IN ('success', 'referred', 'bound') THEN ${premium} END,
            'fees_cents', CASE WHEN ${status} IN ('success', 'referred', 'bound') THEN 1000 END,
            'taxes_cents', CASE WHEN ${status} IN ('success', 'referred', 'bound') THEN 0 END,
            'total_cents', CASE WHEN ${status} IN ('success', 'referred', 'bound') THEN ${premium} + 1000 END,
            'premium_detail', CASE WHEN ${status} IN ('success', 'referred', 'bound') THEN ${q(JSON.stringify(FEE_DETAIL))}::jsonb END,
            'decline_reasons', CASE WHEN ${status} = 'error' THEN jsonb_build_array(jsonb_build_object('code', 'reason_' || (g % 5), 'message', 'Reason ' || (g % 5))) END,
            'referral_reasons', CASE WHEN ${status} = 'referred' THEN jsonb_build_array(jsonb_build_object('rule', 'rule_' || (g % 3), 'message', 'Rule ' || (g % 3))) END,
            'failure_reason', CASE WHEN ${status} = 'failed' THEN 'The carrier did not answer in time' END
          )) r WHERE a.id = ${appIds}[pos + 1]`,
      },
      {
        phase: "policies",
        text: (from, to) => `
          INSERT INTO policies SELECT r.* FROM policies p, ${facts(from, to)} x, LATERAL jsonb_populate_record(p, jsonb_build_object(
            'id', pg_temp.book_uuid('p' || g), 'number', 'BK-' || lpad(g::text, 7, '0'), 'agency_id', agency, 'application_id', pg_temp.book_uuid('a0-' || g),
            'folio_id', fid, 'insured_id', iid, 'program_id', ${progs}[1],
            'insured', jsonb_build_object('name', name, 'state', 'IL', 'zip', '60601'),
            'created_at', created + interval '10 minutes', 'updated_at', created + interval '10 minutes',
            'effective_date', ${day("created")}, 'expiration_date', ${day("created + interval '1 year'")},
            'premium_cents', ${total} - 1000, 'fees_cents', 1000, 'taxes_cents', 0, 'total_cents', ${total},
            'payment_plan', 'monthly', 'installment_fee_cents', 0,
            'schedule', (SELECT jsonb_agg(jsonb_build_object('number', i, 'dueDate', ${day(due)}, 'amountCents', ${amount},
                           'paymentId', CASE WHEN ${paid} THEN pg_temp.book_uuid('pm' || g || '-' || i)::text END) ORDER BY i)
                           FROM generate_series(1, ${INSTALLMENTS}) i)
          )) r WHERE p.id = ${q(policy.id)}::uuid AND g % 5 = 0`,
      },
      {
        phase: "payments",
        text: (from, to) => `
          INSERT INTO payments SELECT r.* FROM payments pm, ${facts(from, to)} x, generate_series(1, ${INSTALLMENTS}) i, (VALUES (true), (false)) o(ok)
          , LATERAL jsonb_populate_record(pm, jsonb_build_object(
            'id', pg_temp.book_uuid(CASE WHEN ok THEN 'pm' ELSE 'pf' END || g || '-' || i), 'agency_id', agency,
            'idempotency_key', 'book-' || CASE WHEN ok THEN 'pm' ELSE 'pf' END || g || '-' || i,
            'amount_cents', ${amount}, 'status', CASE WHEN ok THEN 'succeeded' ELSE 'failed' END,
            'failure_code', CASE WHEN ok THEN NULL ELSE 'card_declined' END,
            'failure_message', CASE WHEN ok THEN NULL ELSE 'Your card was declined.' END,
            'description', 'Installment ' || i || ' of ${INSTALLMENTS}, policy BK-' || lpad(g::text, 7, '0'),
            'policy_ids', jsonb_build_array(pg_temp.book_uuid('p' || g)::text),
            'application_ids', CASE WHEN i = 1 THEN jsonb_build_array(pg_temp.book_uuid('a0-' || g)::text) ELSE '[]'::jsonb END,
            'created_at', CASE WHEN ok THEN ${paidAt} ELSE ${failedAt} END)) r WHERE pm.id = ${q(payment.id)}::uuid AND g % 5 = 0 AND ${paid} AND (ok OR ${fails})`,
      },
      {
        phase: "events, deliveries, attempts",
        text: (from, to) => eventsSql(from, to),
      },
    ];

    // Events of folio g: its 4 rating outcomes (slots 0-3), quote.completed (4); of its policy: policy.bound (5), per
    // paid installment i payment.succeeded (5 + i) and installment.paid (17 + i), per failed first charge
    // payment.failed (29 + i) and installment.overdue (41 + i). Each delivered once, at its first attempt.
    function eventsSql(from: number, to: number): string {
      const card = `(CASE ${status} WHEN 'error' THEN 'declined' WHEN 'failed' THEN 'quote_failed' WHEN 'success' THEN 'quoted' ELSE ${status} END)`;
      const priced = `${status} IN ('success', 'referred', 'bound')`;
      const policyId = `pg_temp.book_uuid('p' || g)`;
      const number = `'BK-' || lpad(g::text, 7, '0')`;
      const installment = (st: string, paymentId: string) =>
        `jsonb_build_object('object', 'installment', 'number', i, 'kind', 'installment', 'dueDate', ${day(due)}, 'amount', ${money(amount)},
           'status', ${q(st)}, 'paymentId', ${paymentId}, 'policyId', ${policyId}, 'policyNumber', ${number}, 'insuredId', iid)`;
      const paymentData = (ok: boolean) =>
        `jsonb_build_object('object', 'payment', 'id', pg_temp.book_uuid(${q(ok ? "pm" : "pf")} || g || '-' || i), 'kind', 'charge', 'provider', 'offline',
           'status', ${q(ok ? "succeeded" : "failed")}, 'amount', ${money(amount)}, 'currency', 'USD',
           'description', 'Installment ' || i || ' of ${INSTALLMENTS}, policy ' || ${number}, 'brand', 'visa', 'last4', '4242',
           'failureCode', ${ok ? "NULL" : "'card_declined'"}, 'failureMessage', ${ok ? "NULL" : "'Your card was declined.'"},
           'createdAt', ${ts(ok ? paidAt : failedAt)}, 'policyIds', jsonb_build_array(${policyId}),
           'applicationIds', CASE WHEN i = 1 THEN jsonb_build_array(pg_temp.book_uuid('a0-' || g)) ELSE '[]'::jsonb END, 'insuredId', iid)`;
      const parts = [
        `SELECT g, agency, pos AS slot, 'application.' || (CASE ${status} WHEN 'error' THEN 'declined' WHEN 'failed' THEN 'failed' WHEN 'referred' THEN 'referred' ELSE 'quoted' END) AS type,
                fid AS subject, created + (pos + 1) * interval '2 seconds' AS at,
                jsonb_build_object('object', 'application', 'id', pg_temp.book_uuid('a' || pos || '-' || g), 'quoteId', fid, 'insuredId', iid, 'groupId', gid,
                  'attemptNumber', 1, 'program', ${programsJson} -> pos, 'status', CASE WHEN ${status} = 'bound' THEN 'quoted' ELSE ${card} END,
                  'effectiveDate', ${day("created")}, 'expirationDate', ${day("created + interval '1 year'")}, 'validUntil', ${ts("created + interval '30 days'")},
                  'premium', CASE WHEN ${priced} THEN ${money(premium)} END, 'fees', CASE WHEN ${priced} THEN 10.00 END,
                  'taxes', CASE WHEN ${priced} THEN 0.00 END, 'total', CASE WHEN ${priced} THEN ${money(`${premium} + 1000`)} END,
                  'declineReasons', CASE WHEN ${status} = 'error' THEN jsonb_build_array(jsonb_build_object('code', 'reason_' || (g % 5), 'message', 'Reason ' || (g % 5))) ELSE '[]'::jsonb END,
                  'referralReasons', CASE WHEN ${status} = 'referred' THEN jsonb_build_array(jsonb_build_object('rule', 'rule_' || (g % 3), 'message', 'Rule ' || (g % 3))) ELSE '[]'::jsonb END,
                  'failureReason', CASE WHEN ${status} = 'failed' THEN 'The carrier did not answer in time' END,
                  'ratedAt', CASE WHEN ${status} = 'failed' THEN NULL ELSE ${ts("created + (pos + 1) * interval '2 seconds'")} END) AS data
           FROM ${facts(from, to)} x, generate_series(0, 3) pos`,
        `SELECT g, agency, 4, 'quote.completed', fid, created + interval '10 seconds',
                jsonb_build_object('object', 'quote', 'id', fid, 'groupId', gid, 'insuredId', iid, 'renewalOfPolicyId', NULL,
                  'applications', (SELECT jsonb_agg(jsonb_build_object('id', pg_temp.book_uuid('a' || pos || '-' || g), 'program', ${programsJson} -> pos ->> 'code',
                                     'status', CASE WHEN ${status} = 'bound' THEN 'quoted' ELSE ${card} END,
                                     'total', CASE WHEN ${priced} THEN ${money(`${premium} + 1000`)} END) ORDER BY pos)
                                     FROM generate_series(0, 3) pos))
           FROM ${facts(from, to)} x`,
        `SELECT g, agency, 5, 'policy.bound', ${policyId}, created + interval '10 minutes',
                jsonb_build_object('object', 'policy', 'id', ${policyId}, 'number', ${number},
                  'status', CASE WHEN age >= 365 THEN 'expired' ELSE 'in_force' END, 'quoteId', fid, 'applicationId', pg_temp.book_uuid('a0-' || g),
                  'renewalOfId', NULL, 'renewedById', NULL, 'program', ${programsJson} -> 0,
                  'insured', jsonb_build_object('id', iid, 'name', name, 'state', 'IL', 'zip', '60601'),
                  'effectiveDate', ${day("created")}, 'expirationDate', ${day("created + interval '1 year'")},
                  'premium', ${money(`${total} - 1000`)}, 'fees', 10.00, 'taxes', 0.00, 'total', ${money(total)}, 'paymentPlan', 'monthly',
                  'cancellation', NULL, 'renewalOffer', NULL)
           FROM ${facts(from, to)} x WHERE g % 5 = 0`,
        `SELECT g, agency, 5 + i, 'payment.succeeded', ${policyId}, ${paidAt}, ${paymentData(true)}
           FROM ${facts(from, to)} x, generate_series(1, ${INSTALLMENTS}) i WHERE g % 5 = 0 AND ${paid}`,
        `SELECT g, agency, 17 + i, 'installment.paid', ${policyId}, ${paidAt} + interval '1 second',
                ${installment("paid", `pg_temp.book_uuid('pm' || g || '-' || i)`)}
           FROM ${facts(from, to)} x, generate_series(1, ${INSTALLMENTS}) i WHERE g % 5 = 0 AND ${paid}`,
        `SELECT g, agency, 29 + i, 'payment.failed', ${policyId}, ${failedAt}, ${paymentData(false)}
           FROM ${facts(from, to)} x, generate_series(1, ${INSTALLMENTS}) i WHERE g % 5 = 0 AND ${paid} AND ${fails}`,
        `SELECT g, agency, 41 + i, 'installment.overdue', ${policyId}, ${failedAt} + interval '1 second', ${installment("overdue", "NULL")}
           FROM ${facts(from, to)} x, generate_series(1, ${INSTALLMENTS}) i WHERE g % 5 = 0 AND ${paid} AND ${fails}`,
      ];
      return `
        WITH src (g, agency, slot, type, subject, at, data) AS (${parts.join("\n UNION ALL ")}),
        ev AS (
          INSERT INTO events (id, seq, agency_id, type, api_version, subject_id, data, created_at)
          SELECT pg_temp.book_uuid('e' || g || '-' || slot), extract(epoch FROM at)::bigint * 1048576 + (g % 16384) * ${SLOT_BITS} + slot,
                 agency, type, ${q(API_VERSION)}, subject, data, at
            FROM src
          RETURNING id, seq, agency_id, subject_id, created_at
        ), dl AS (
          INSERT INTO webhook_deliveries (id, event_id, endpoint_id, event_seq, subject_id, status, attempts, last_status_code, delivered_at, created_at)
          SELECT pg_temp.book_uuid('d' || id::text), id, pg_temp.book_uuid('we' || agency_id::text), seq, subject_id, 'succeeded', 1, 200,
                 created_at + interval '1 second', created_at
            FROM ev
          RETURNING id, created_at
        )
        INSERT INTO webhook_attempts (id, delivery_id, number, attempted_at, status_code, duration_ms, response_snippet)
        SELECT pg_temp.book_uuid('w' || id::text), id, 1, created_at + interval '1 second', 200, 40 + (abs(hashtext(id::text)) % 200), 'ok'
          FROM dl`;
    }

    // The insights rollups' triggers (decision 056) would count 4,000,000 applications one by one: they are off
    // while the book is written, and insights_rebuild() (the migration's own backfill) counts it set-based after.
    const INSIGHTS_TRIGGERS = [
      ["applications", "applications_insights"],
      ["applications", "applications_insights_settled"],
      ["folios", "folios_insights"],
    ];
    for (const [table, trigger] of INSIGHTS_TRIGGERS) await sql.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
    const withEvents = options.events ?? true;
    for (const s of statements.filter((x) => withEvents || !x.phase.startsWith("events"))) {
      const began = performance.now();
      let rows = 0;
      for (let from = 1; from <= n; from += batch) {
        const to = Math.min(n, from + batch - 1);
        const r = await sql.query(s.text(from, to));
        rows += r.rowCount ?? 0;
        if (n > batch) log(`  ${s.phase}: folios ${from}-${to}, ${rows} rows, ${Math.round((performance.now() - began) / 1000)} s`);
      }
      const ms = performance.now() - began;
      phases.push({ phase: s.phase, rows, ms });
      log(`${s.phase}: ${rows} rows in ${(ms / 1000).toFixed(1)} s`);
    }

    // The templates go (the events seq goes on after the book's), and the planner learns the book.
    step = performance.now();
    await sql.query(`DELETE FROM payments WHERE id = $1::uuid`, [payment.id]);
    await sql.query(`DELETE FROM policies WHERE id = $1::uuid`, [policy.id]);
    await sql.query(`DELETE FROM applications WHERE folio_id = $1::uuid`, [folio.id]);
    await sql.query(`DELETE FROM folios WHERE id = $1::uuid`, [folio.id]);
    await sql.query(`DELETE FROM insureds WHERE id = $1::uuid`, [folio.insuredId]);
    await sql.query(`SELECT setval(pg_get_serial_sequence('events', 'seq'), greatest(1, (SELECT max(seq) FROM events)))`);
    phases.push({ phase: "templates removed", rows: 0, ms: performance.now() - step });
    step = performance.now();
    for (const [table, trigger] of INSIGHTS_TRIGGERS) await sql.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
    await sql.query("SELECT insights_rebuild()");
    const rolled = await sql.query<{ n: string }>("SELECT count(*) AS n FROM insight_days");
    phases.push({ phase: "insights_rebuild()", rows: Number(rolled.rows[0]!.n), ms: performance.now() - step });
    log(`insights_rebuild() in ${((performance.now() - step) / 1000).toFixed(1)} s`);
    step = performance.now();
    // VACUUM as well: a book years old has been vacuumed (autovacuum on a server; the worker's upkeep on the embedded
    // database), so its pages are all-visible and index-only scans read no rows.
    await sql.query("VACUUM (ANALYZE)");
    phases.push({ phase: "VACUUM (ANALYZE)", rows: 0, ms: performance.now() - step });
    log(`VACUUM (ANALYZE) in ${((performance.now() - step) / 1000).toFixed(1)} s`);

    // The counts against the targets.
    const count = async (text: string) => Number((await sql.query<{ n: string }>(text)).rows[0]!.n);
    const biggest = (
      await sql.query<{ agency_id: string; n: string }>(`SELECT agency_id, count(*) AS n FROM folios GROUP BY agency_id ORDER BY n DESC LIMIT 1`)
    ).rows[0];
    const actual = {
      folios: await count(`SELECT count(*) AS n FROM folios`),
      insureds: await count(`SELECT count(*) AS n FROM insureds`),
      applications: await count(`SELECT count(*) AS n FROM applications`),
      policies: await count(`SELECT count(*) AS n FROM policies`),
      installments: await count(`SELECT coalesce(sum(jsonb_array_length(schedule)), 0) AS n FROM policies`),
      payments: await count(`SELECT count(*) AS n FROM payments`),
      events: await count(`SELECT count(*) AS n FROM events`),
      deliveries: await count(`SELECT count(*) AS n FROM webhook_deliveries`),
      attempts: await count(`SELECT count(*) AS n FROM webhook_attempts`),
      agencies: await count(`SELECT count(DISTINCT agency_id) AS n FROM folios`),
      bigShare: biggest ? Number(biggest.n) / Math.max(1, n) : 0,
    };
    const events = withEvents ? targets.events : 0;
    const want: Record<keyof typeof actual, number> = { ...targets, events, deliveries: events, attempts: events };
    const checks: BookCheck[] = (Object.keys(actual) as Array<keyof typeof actual>).map((k) => ({
      name: k,
      target: want[k],
      actual: actual[k],
      ok: Math.abs(actual[k] - want[k]) <= 0.01 * Math.max(1, want[k]),
    }));
    if (biggest?.agency_id !== demo.id) checks.push({ name: "biggest agency is demo", target: 1, actual: 0, ok: false });
    const ms = performance.now() - started;
    return { databaseUrl: databaseUrl ?? dataDir, bigAgencyId: demo.id, checks, ok: checks.every((c) => c.ok), phases, ms };
  } finally {
    await opened?.end().catch(() => undefined);
    await db?.close();
    if (!keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The generator's one connection: a pg client on PostgreSQL, the embedded database itself (one session) on PGlite. */
interface BookSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number | null }>;
  end(): Promise<void>;
}

async function postgresBookSql(databaseUrl: string): Promise<BookSql> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) => {
      const r = await client.query(text, params);
      return { rows: r.rows as T[], rowCount: r.rowCount };
    },
    end: () => client.end(),
  };
}

function pgliteBookSql(pglite: NonNullable<OpenDatabase["pglite"]>): BookSql {
  return {
    query: async <T>(text: string, params?: unknown[]) => {
      const r = await pglite.query<T>(text, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? null };
    },
    end: async () => undefined, // closed with the database
  };
}

export function bookTable(result: BookResult): string {
  const fmt = (v: number) => (Number.isInteger(v) ? v.toLocaleString("en-US") : v.toFixed(4));
  const lines = [`${"".padEnd(14)}${"target".padStart(14)}${"actual".padStart(14)}`];
  for (const c of result.checks)
    lines.push(`${c.name.padEnd(14)}${fmt(c.target).padStart(14)}${fmt(c.actual).padStart(14)}  ${c.ok ? "ok" : "OFF BY MORE THAN 1%"}`);
  lines.push("", "phase".padEnd(32) + "rows".padStart(14) + "seconds".padStart(10));
  for (const p of result.phases) lines.push(p.phase.padEnd(32) + p.rows.toLocaleString("en-US").padStart(14) + (p.ms / 1000).toFixed(1).padStart(10));
  lines.push(`${"total".padEnd(46)}${(result.ms / 1000).toFixed(1).padStart(10)}`);
  return lines.join("\n");
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = process.env.BOOK_DATA_DIR;
  if (!serverUrl && !dataDir) {
    console.error(
      "bench:data fills PostgreSQL, or the embedded database: set DATABASE_URL to a server it may create a database on, e.g.\n" +
        "  DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:data\n" +
        "(BOOK_DB names the database, default quoting_book; BOOK_SCALE the size, default 1 = 1,000,000 folios)\n" +
        "or, for the embedded database, BOOK_DATA_DIR to a data directory to make (e.g. BOOK_DATA_DIR=/tmp/book BOOK_SCALE=0.2:\n" +
        "100,000 folios for the demo agency)",
    );
    process.exit(2);
  }
  const scale = Number(process.env.BOOK_SCALE ?? 1);
  if (!(scale > 0 && scale <= 10)) throw new Error(`BOOK_SCALE must be a number in (0, 10], not ${process.env.BOOK_SCALE}`);
  const result = await generateBook({
    serverUrl,
    dataDir,
    database: process.env.BOOK_DB ?? "quoting_book",
    scale,
    batch: process.env.BOOK_BATCH ? Number(process.env.BOOK_BATCH) : undefined,
    events: process.env.BOOK_EVENTS !== "0",
  });
  console.log(`\nThe book at scale ${scale} (${os.cpus().length} cores, ${result.databaseUrl.replace(/\/\/[^@]*@/, "//")}):\n`);
  console.log(bookTable(result));
  process.exit(result.ok ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
