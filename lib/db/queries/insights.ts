// The agency insights' figures (decision 046), counted in SQL over one agency's book: every statement is
// scoped to agency_id (a test twin is its own agency, decision 043) and, for a producer, to the folios they
// started (folioInBookSql, decision 045). Times are UTC; the period is [start, end) of timestamps. Money in cents.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../client";
import { folioInBookSql, type OwnBookOf } from "./book";

export interface InsightsScope {
  agencyId: string;
  /** First instant of the period (UTC). */
  start: Date;
  /** First instant after the period (UTC). */
  end: Date;
  /** Only this user's book, or null for the whole agency's. */
  producer: OwnBookOf;
}

const ts = (at: Date) => at.toISOString().replace("T", " ").replace("Z", "");
const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Rows of the rollups (decision 056) for the period's days: `r` is the rollup's alias. Its day is its folio's
 * created_at date, and the period's bounds are midnights, so [start, end) of instants is [start, end) of days.
 */
function periodRows(r: string, s: InsightsScope): Prisma.Sql {
  const producer = s.producer ? Prisma.sql` AND ${Prisma.raw(r)}.producer_id = ${s.producer}::uuid` : Prisma.empty;
  return Prisma.sql`${Prisma.raw(r)}.agency_id = ${s.agencyId}::uuid AND ${Prisma.raw(r)}.day >= ${day(s.start)}::date AND ${Prisma.raw(r)}.day < ${day(s.end)}::date${producer}`;
}

/** insight_days with the deltas not yet folded in, of some kinds, for the period. */
function counts(s: InsightsScope, kinds: string[]): Prisma.Sql {
  const columns = Prisma.raw("d.day, d.kind, d.key, d.n, d.code, d.message, d.premium_cents, d.total_cents");
  return Prisma.sql`(
    SELECT ${columns} FROM insight_days d WHERE ${periodRows("d", s)} AND d.kind = ANY (${kinds}::text[])
    UNION ALL
    SELECT ${columns} FROM insight_deltas d WHERE ${periodRows("d", s)} AND d.kind = ANY (${kinds}::text[])
  )`;
}

/**
 * Policies in a producer's book (lib/db/queries/book.ts: bound from an application of their folios): their
 * producer_id, which a trigger keeps as the producer of the application's folio (decision 056).
 */
function policyOwnedBy(producer: OwnBookOf): Prisma.Sql {
  return producer ? Prisma.sql` AND p.producer_id = ${producer}::uuid` : Prisma.empty;
}

/** Folds the rollups' pending deltas in (one fold at a time); reads are exact without it, and faster after. */
export async function compactInsights(db: Tx): Promise<void> {
  await db.$executeRaw`SELECT insights_compact()`;
}

export interface ProgramFunnelRow {
  programId: string;
  programCode: string;
  programName: string;
  carrierName: string;
  line: string;
  started: number;
  quoted: number;
  bound: number;
}

/**
 * Quote requests per program: one per (quote group, program), however many times it was re-quoted, dated by its
 * first attempt's folio; quoted when any attempt was priced (a referral is priced; an underwriter's decision means
 * it was), bound when any was bound.
 */
export async function programFunnel(db: Tx, s: InsightsScope): Promise<ProgramFunnelRow[]> {
  const rows = await db.$queryRaw<
    Array<{ program_id: string; code: string; name: string; carrier: string; line: string; started: number; quoted: number; bound: number }>
  >`
    WITH funnel AS (
      SELECT c.key::uuid AS program_id, sum(c.n) FILTER (WHERE c.kind = 'started') AS started,
             sum(c.n) FILTER (WHERE c.kind = 'quoted') AS quoted, sum(c.n) FILTER (WHERE c.kind = 'bound') AS bound
        FROM ${counts(s, ["started", "quoted", "bound"])} c GROUP BY c.key
    )
    SELECT r.program_id, p.code, p.name, c.name AS carrier, p.type::text AS line,
           coalesce(r.started, 0)::int AS started, coalesce(r.quoted, 0)::int AS quoted, coalesce(r.bound, 0)::int AS bound
      FROM funnel r JOIN programs p ON p.id = r.program_id JOIN carriers c ON c.id = p.carrier_id
     WHERE r.started > 0
     ORDER BY started DESC, p.code`;
  return rows.map((r) => ({
    programId: r.program_id,
    programCode: r.code,
    programName: r.name,
    carrierName: r.carrier,
    line: r.line,
    started: Number(r.started),
    quoted: Number(r.quoted),
    bound: Number(r.bound),
  }));
}

export interface MonthPremiumRow {
  month: string;
  policies: number;
  premiumCents: number;
  totalCents: number;
}

/** Policies issued in the period (new business and renewals), by UTC month, from the rollups (decision 056). */
export async function premiumByMonth(db: Tx, s: InsightsScope): Promise<MonthPremiumRow[]> {
  const rows = await db.$queryRaw<Array<{ month: string; policies: number; premium: bigint | number; total: bigint | number }>>`
    SELECT to_char(c.day, 'YYYY-MM') AS month, sum(c.n)::int AS policies,
           coalesce(sum(c.premium_cents), 0)::bigint AS premium, coalesce(sum(c.total_cents), 0)::bigint AS total
      FROM ${counts(s, ["premium"])} c
     GROUP BY 1 HAVING sum(c.n) <> 0 ORDER BY 1`;
  return rows.map((r) => ({ month: r.month, policies: Number(r.policies), premiumCents: Number(r.premium), totalCents: Number(r.total) }));
}

/** Per quote started in the period whose every card has an answer: seconds from creation to the last answer. */
export async function timeToPriced(db: Tx, s: InsightsScope): Promise<{ quotes: number; averageSeconds: number | null; medianSeconds: number | null }> {
  const [row] = await db.$queryRaw<Array<{ quotes: number; average: number | null; median: number | null }>>`
    SELECT count(*)::int AS quotes, avg(r.seconds)::float8 AS average, percentile_cont(0.5) WITHIN GROUP (ORDER BY r.seconds)::float8 AS median
      FROM insight_folios r WHERE ${periodRows("r", s)} AND r.seconds IS NOT NULL`;
  return {
    quotes: Number(row?.quotes ?? 0),
    averageSeconds: row?.average == null ? null : Number(row.average),
    medianSeconds: row?.median == null ? null : Number(row.median),
  };
}

/**
 * Decline reasons of the period's applications (carriers' knock-outs and underwriters' declines): one per rule
 * where the reason names one (knock-outs share a code), else per code; applications counted once per reason.
 */
export async function declineReasons(db: Tx, s: InsightsScope, limit = 10): Promise<Array<{ code: string; message: string; count: number }>> {
  const rows = await db.$queryRaw<Array<{ code: string; message: string | null; count: number }>>`
    SELECT min(c.code) AS code, min(c.message) AS message, sum(c.n)::int AS count
      FROM ${counts(s, ["decline"])} c GROUP BY c.key HAVING sum(c.n) > 0 ORDER BY count DESC, code, message LIMIT ${limit}`;
  return rows.map((r) => ({ code: r.code, message: r.message ?? r.code, count: Number(r.count) }));
}

/**
 * Referral rules that matched the period's applications: those waiting (referral_reasons) and those an
 * underwriter decided (the decision keeps the rules it covered; a decline clears referral_reasons).
 */
export async function referralReasons(db: Tx, s: InsightsScope, limit = 10): Promise<Array<{ rule: string; message: string | null; count: number }>> {
  const rows = await db.$queryRaw<Array<{ rule: string; message: string | null; count: number }>>`
    SELECT c.key AS rule, max(c.message) AS message, sum(c.n)::int AS count
      FROM ${counts(s, ["referral"])} c GROUP BY c.key HAVING sum(c.n) > 0 ORDER BY count DESC, rule LIMIT ${limit}`;
  return rows.map((r) => ({ rule: r.rule, message: r.message, count: Number(r.count) }));
}

/** Referrals of the period: decided (hours from the request to the decision) and still waiting. */
export async function referralTurnaround(
  db: Tx,
  s: InsightsScope,
): Promise<{ decided: number; waiting: number; averageHours: number | null; medianHours: number | null }> {
  const [row] = await db.$queryRaw<Array<{ decided: number; waiting: number; average: number | null; median: number | null }>>`
    SELECT count(r.hours)::int AS decided, count(*) FILTER (WHERE r.waiting)::int AS waiting,
           avg(r.hours)::float8 AS average, percentile_cont(0.5) WITHIN GROUP (ORDER BY r.hours)::float8 AS median
      FROM insight_referrals r WHERE ${periodRows("r", s)}`;
  return {
    decided: Number(row?.decided ?? 0),
    waiting: Number(row?.waiting ?? 0),
    averageHours: row?.average == null ? null : Number(row.average),
    medianHours: row?.median == null ? null : Number(row.median),
  };
}

export interface RenewalDueRow {
  policyId: string;
  number: string;
  insuredName: string;
  programCode: string;
  expirationDate: string;
  totalCents: number;
  renewed: boolean;
  /** The renewal offer's latest application: its status and how long it is open; null before an offer. */
  offerStatus: string | null;
  offerValidUntil: Date | null;
}

/** Active policies expiring on [fromDay, toDay] (YYYY-MM-DD), soonest first, with where their renewal stands. */
export async function renewalsDue(db: Tx, agencyId: string, producer: OwnBookOf, fromDay: string, toDay: string, limit = 200): Promise<RenewalDueRow[]> {
  const book = policyOwnedBy(producer);
  const rows = await db.$queryRaw<
    Array<{
      id: string;
      number: string;
      insured_name: string | null;
      code: string;
      expiration_date: string;
      total_cents: number;
      renewed: boolean;
      offer_status: string | null;
      offer_valid_until: Date | null;
    }>
  >`
    SELECT p.id, p.number, p.insured->>'name' AS insured_name, pr.code, p.expiration_date, p.total_cents,
           EXISTS (SELECT 1 FROM policies n WHERE n.renewal_of_id = p.id OFFSET 0) AS renewed,
           o.status AS offer_status, o.valid_until AS offer_valid_until
      FROM policies p JOIN programs pr ON pr.id = p.program_id
      LEFT JOIN LATERAL (
        SELECT a.status::text AS status, a.valid_until
          FROM folios rf JOIN applications a ON a.folio_id = rf.id
         WHERE rf.renewal_of_policy_id = p.id AND rf.agency_id = p.agency_id
         ORDER BY a.created_at DESC LIMIT 1
      ) o ON TRUE
     WHERE p.agency_id = ${agencyId}::uuid AND p.status = 'active' AND p.expiration_date >= ${fromDay} AND p.expiration_date <= ${toDay}
       AND NOT (p.cancellation IS NOT NULL AND coalesce(p.cancellation->>'status', 'effective') = 'effective')${book}
     ORDER BY p.expiration_date, p.number LIMIT ${limit}`;
  return rows.map((r) => ({
    policyId: r.id,
    number: r.number,
    insuredName: r.insured_name ?? "",
    programCode: r.code,
    expirationDate: r.expiration_date,
    totalCents: Number(r.total_cents),
    renewed: r.renewed,
    offerStatus: r.offer_status,
    offerValidUntil: r.offer_valid_until ? new Date(r.offer_valid_until) : null,
  }));
}

/** How many active policies expire within 30, 60 and 90 days of `today` (the list above stops at its limit). */
export async function renewalCounts(db: Tx, agencyId: string, producer: OwnBookOf, days: { d30: string; d60: string; d90: string; today: string }) {
  const book = policyOwnedBy(producer);
  const [row] = await db.$queryRaw<Array<{ d30: number; d60: number; d90: number }>>`
    SELECT count(*) FILTER (WHERE p.expiration_date <= ${days.d30})::int AS d30,
           count(*) FILTER (WHERE p.expiration_date <= ${days.d60})::int AS d60,
           count(*)::int AS d90
      FROM policies p
     WHERE p.agency_id = ${agencyId}::uuid AND p.status = 'active' AND p.expiration_date >= ${days.today} AND p.expiration_date <= ${days.d90}
       AND NOT (p.cancellation IS NOT NULL AND coalesce(p.cancellation->>'status', 'effective') = 'effective')${book}`;
  return { within30: Number(row?.d30 ?? 0), within60: Number(row?.d60 ?? 0), within90: Number(row?.d90 ?? 0) };
}

export interface FailedPaymentRow {
  paymentId: string;
  amountCents: number;
  failureCode: string | null;
  failureMessage: string | null;
  description: string;
  createdAt: Date;
  policyNumbers: string[];
}

/**
 * Charges that failed in the period, newest first. A producer's: those for policies or applications of their
 * book (a charge names the policies or applications it pays).
 */
export async function failedPayments(db: Tx, s: InsightsScope, limit = 100): Promise<FailedPaymentRow[]> {
  const book = s.producer
    ? Prisma.sql` AND (EXISTS (SELECT 1 FROM policies bp JOIN applications a ON a.id = bp.application_id JOIN folios f ON f.id = a.folio_id
                               WHERE bp.id = ANY (pm.policy_ids::uuid[])${folioInBookSql("f", s.producer)})
                    OR EXISTS (SELECT 1 FROM applications a JOIN folios f ON f.id = a.folio_id
                               WHERE a.id = ANY (pm.application_ids::uuid[])${folioInBookSql("f", s.producer)}))`
    : Prisma.empty;
  const rows = await db.$queryRaw<
    Array<{
      id: string;
      amount_cents: number;
      failure_code: string | null;
      failure_message: string | null;
      description: string;
      created_at: Date;
      numbers: string[] | null;
    }>
  >`
    SELECT pm.id, pm.amount_cents, pm.failure_code, pm.failure_message, pm.description, pm.created_at,
           (SELECT array_agg(np.number ORDER BY np.number) FROM policies np WHERE np.id = ANY (pm.policy_ids::uuid[]) AND np.agency_id = pm.agency_id) AS numbers
      FROM payments pm
     WHERE pm.agency_id = ${s.agencyId}::uuid AND pm.kind = 'charge' AND pm.status = 'failed'
       AND pm.created_at >= ${ts(s.start)}::timestamp AND pm.created_at < ${ts(s.end)}::timestamp${book}
     ORDER BY pm.created_at DESC, pm.id LIMIT ${limit}`;
  return rows.map((r) => ({
    paymentId: r.id,
    amountCents: Number(r.amount_cents),
    failureCode: r.failure_code,
    failureMessage: r.failure_message,
    description: r.description,
    createdAt: new Date(r.created_at),
    policyNumbers: r.numbers ?? [],
  }));
}

/** Policies with a non-payment cancellation scheduled (a notice out, rescindable until it takes effect), soonest first. */
export async function nonPaymentNotices(
  db: Tx,
  agencyId: string,
  producer: OwnBookOf,
  limit = 200,
): Promise<Array<{ policyId: string; number: string; insuredName: string; cancellationDate: string }>> {
  const book = policyOwnedBy(producer);
  const rows = await db.$queryRaw<Array<{ id: string; number: string; insured_name: string | null; effective_date: string }>>`
    SELECT p.id, p.number, p.insured->>'name' AS insured_name, p.cancellation->>'effectiveDate' AS effective_date
      FROM policies p
     WHERE p.agency_id = ${agencyId}::uuid AND p.status = 'active' AND p.cancellation IS NOT NULL
       AND p.cancellation->>'status' = 'scheduled' AND p.cancellation->>'reason' = 'non_payment'${book}
     ORDER BY 4, p.number LIMIT ${limit}`;
  return rows.map((r) => ({ policyId: r.id, number: r.number, insuredName: r.insured_name ?? "", cancellationDate: r.effective_date }));
}

/** The agency's portal users (the live agency's team, decision 043), for the producer picker. */
export async function agencyPeople(db: Tx, liveAgencyId: string, only: OwnBookOf): Promise<Array<{ id: string; name: string; email: string }>> {
  return db.user.findMany({
    where: { agencyId: liveAgencyId, ...(only ? { id: only } : {}) },
    select: { id: true, name: true, email: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}
