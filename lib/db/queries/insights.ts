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

/** Folios started in the period (renewal offers are not new quotes), as `f`. */
function periodFolios(s: InsightsScope): Prisma.Sql {
  return Prisma.sql`f.agency_id = ${s.agencyId}::uuid AND f.created_at >= ${ts(s.start)}::timestamp AND f.created_at < ${ts(s.end)}::timestamp
    AND f.renewal_of_policy_id IS NULL${folioInBookSql("f", s.producer)}`;
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
 * Quote requests per program: one per (quote group, program), however many times it was re-quoted; quoted when
 * any attempt was priced (a referral is priced; an underwriter's decision means it was), bound when any was bound.
 */
export async function programFunnel(db: Tx, s: InsightsScope): Promise<ProgramFunnelRow[]> {
  const rows = await db.$queryRaw<
    Array<{ program_id: string; code: string; name: string; carrier: string; line: string; started: number; quoted: number; bound: number }>
  >`
    WITH requests AS (
      SELECT a.program_id,
             bool_or(a.status IN ('success', 'referred', 'bound') OR a.underwriter_decision IS NOT NULL) AS quoted,
             bool_or(a.status = 'bound') AS bound
        FROM folios f JOIN applications a ON a.folio_id = f.id
       WHERE ${periodFolios(s)}
       GROUP BY a.group_id, a.program_id
    )
    SELECT r.program_id, p.code, p.name, c.name AS carrier, p.type::text AS line,
           count(*)::int AS started, count(*) FILTER (WHERE r.quoted)::int AS quoted, count(*) FILTER (WHERE r.bound)::int AS bound
      FROM requests r JOIN programs p ON p.id = r.program_id JOIN carriers c ON c.id = p.carrier_id
     GROUP BY r.program_id, p.code, p.name, c.name, p.type
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

/** Policies issued in the period (new business and renewals), by UTC month. */
export async function premiumByMonth(db: Tx, s: InsightsScope): Promise<MonthPremiumRow[]> {
  const book = s.producer
    ? Prisma.sql` AND EXISTS (SELECT 1 FROM applications a JOIN folios f ON f.id = a.folio_id WHERE a.id = p.application_id${folioInBookSql("f", s.producer)})`
    : Prisma.empty;
  const rows = await db.$queryRaw<Array<{ month: string; policies: number; premium: bigint | number; total: bigint | number }>>`
    SELECT to_char(p.created_at, 'YYYY-MM') AS month, count(*)::int AS policies,
           coalesce(sum(p.premium_cents), 0)::bigint AS premium, coalesce(sum(p.total_cents), 0)::bigint AS total
      FROM policies p
     WHERE p.agency_id = ${s.agencyId}::uuid AND p.created_at >= ${ts(s.start)}::timestamp AND p.created_at < ${ts(s.end)}::timestamp${book}
     GROUP BY 1 ORDER BY 1`;
  return rows.map((r) => ({ month: r.month, policies: Number(r.policies), premiumCents: Number(r.premium), totalCents: Number(r.total) }));
}

/** Per quote started in the period whose every card has an answer: seconds from creation to the last answer. */
export async function timeToPriced(db: Tx, s: InsightsScope): Promise<{ quotes: number; averageSeconds: number | null; medianSeconds: number | null }> {
  const [row] = await db.$queryRaw<Array<{ quotes: number; average: number | null; median: number | null }>>`
    WITH answered AS (
      SELECT EXTRACT(EPOCH FROM (max(coalesce(a.rated_at, a.updated_at)) - f.created_at))::float8 AS seconds
        FROM folios f JOIN applications a ON a.folio_id = f.id
       WHERE ${periodFolios(s)}
       GROUP BY f.id, f.created_at
      HAVING bool_and(a.status <> 'pending')
    )
    SELECT count(*)::int AS quotes, avg(seconds)::float8 AS average, percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds)::float8 AS median
      FROM answered`;
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
  const rows = await db.$queryRaw<Array<{ code: string; message: string; count: number }>>`
    SELECT min(coalesce(d->>'code', 'unknown')) AS code, min(d->>'message') AS message, count(DISTINCT a.id)::int AS count
      FROM folios f JOIN applications a ON a.folio_id = f.id
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(a.decline_reasons) = 'array' THEN a.decline_reasons ELSE '[]'::jsonb END) AS d
     WHERE ${periodFolios(s)} AND a.decline_reasons IS NOT NULL
     GROUP BY coalesce(d->>'rule', d->>'code', 'unknown') ORDER BY count DESC, code, message LIMIT ${limit}`;
  return rows.map((r) => ({ code: r.code, message: r.message ?? r.code, count: Number(r.count) }));
}

/**
 * Referral rules that matched the period's applications: those waiting (referral_reasons) and those an
 * underwriter decided (the decision keeps the rules it covered; a decline clears referral_reasons).
 */
export async function referralReasons(db: Tx, s: InsightsScope, limit = 10): Promise<Array<{ rule: string; message: string | null; count: number }>> {
  const rows = await db.$queryRaw<Array<{ rule: string; message: string | null; count: number }>>`
    WITH matched AS (
      SELECT a.id, r->>'rule' AS rule, r->>'message' AS message
        FROM folios f JOIN applications a ON a.folio_id = f.id
        CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(a.referral_reasons) = 'array' THEN a.referral_reasons ELSE '[]'::jsonb END) AS r
       WHERE ${periodFolios(s)} AND a.referral_reasons IS NOT NULL
      UNION
      SELECT a.id, rule.value #>> '{}' AS rule, NULL AS message
        FROM folios f JOIN applications a ON a.folio_id = f.id
        CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(a.underwriter_decision->'rules') = 'array' THEN a.underwriter_decision->'rules' ELSE '[]'::jsonb END) AS rule
       WHERE ${periodFolios(s)} AND a.underwriter_decision IS NOT NULL
    )
    SELECT rule, max(message) AS message, count(DISTINCT id)::int AS count FROM matched WHERE rule IS NOT NULL
     GROUP BY rule ORDER BY count DESC, rule LIMIT ${limit}`;
  return rows.map((r) => ({ rule: r.rule, message: r.message, count: Number(r.count) }));
}

/** Referrals of the period: decided (hours from the request to the decision) and still waiting. */
export async function referralTurnaround(
  db: Tx,
  s: InsightsScope,
): Promise<{ decided: number; waiting: number; averageHours: number | null; medianHours: number | null }> {
  const [row] = await db.$queryRaw<Array<{ decided: number; waiting: number; average: number | null; median: number | null }>>`
    WITH referrals AS (
      SELECT a.status::text AS status,
             CASE WHEN a.underwriter_decision ? 'at'
                  THEN EXTRACT(EPOCH FROM ((a.underwriter_decision->>'at')::timestamptz AT TIME ZONE 'UTC' - a.created_at)) / 3600.0 END AS hours
        FROM folios f JOIN applications a ON a.folio_id = f.id
       WHERE ${periodFolios(s)} AND (a.status = 'referred' OR a.underwriter_decision IS NOT NULL)
    )
    SELECT count(hours)::int AS decided, count(*) FILTER (WHERE status = 'referred' AND hours IS NULL)::int AS waiting,
           avg(hours)::float8 AS average, percentile_cont(0.5) WITHIN GROUP (ORDER BY hours)::float8 AS median
      FROM referrals`;
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
  const book = producer
    ? Prisma.sql` AND EXISTS (SELECT 1 FROM applications pa JOIN folios f ON f.id = pa.folio_id WHERE pa.id = p.application_id${folioInBookSql("f", producer)})`
    : Prisma.empty;
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
           EXISTS (SELECT 1 FROM policies n WHERE n.renewal_of_id = p.id) AS renewed,
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
  const book = producer
    ? Prisma.sql` AND EXISTS (SELECT 1 FROM applications pa JOIN folios f ON f.id = pa.folio_id WHERE pa.id = p.application_id${folioInBookSql("f", producer)})`
    : Prisma.empty;
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
  const book = producer
    ? Prisma.sql` AND EXISTS (SELECT 1 FROM applications pa JOIN folios f ON f.id = pa.folio_id WHERE pa.id = p.application_id${folioInBookSql("f", producer)})`
    : Prisma.empty;
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
