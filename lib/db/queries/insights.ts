// The agency insights' figures (decision 046), counted in SQL over one agency's book: every statement is
// scoped to agency_id (a test twin is its own agency, decision 043) and, for a producer, to the folios they
// started (folioInBookWhere, decision 045). Times are UTC; the period is [start, end) of timestamps. Money in cents.
// Each statement over a book has two shapes, compiled once each (perBook): the agency's whole book, and a producer's own.
import "server-only";
import { expressionBuilder, sql, type Compilable, type Expression, type SqlBool } from "kysely";
import type { DB } from "@/lib/generated/kysely/types";
import type { Tx } from "../client";
import { builder, execute, rows, statement, utcTime, type TypedStatement } from "../sql";
import { folioInBookWhere, type OwnBookOf } from "./book";

export interface InsightsScope {
  agencyId: string;
  /** First instant of the period (UTC). */
  start: Date;
  /** First instant after the period (UTC). */
  end: Date;
  /** Only this user's book, or null for the whole agency's. */
  producer: OwnBookOf;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A statement in its two shapes, each compiled once: the agency's whole book (`name_vN`), and a producer's own
 * (`name_own_vN`, `own` true), where its `producer` argument is the producer. Gives the one for `producer`.
 */
function perBook<Args extends Record<string, unknown> & { producer: string | null }, Row>(
  name: string,
  version: number,
  build: (args: Args, own: boolean) => Compilable<Row>,
) {
  const agency = statement(`${name}_v${version}`, (args: Args) => build(args, false));
  const own = statement(`${name}_own_v${version}`, (args: Args) => build(args, true));
  return (producer: OwnBookOf): TypedStatement<Args, Row> => (producer ? own : agency);
}

/** A period's arguments: the agency, the period's first day and the first day after it (YYYY-MM-DD), the producer. */
type PeriodArgs = {
  agencyId: string;
  startDay: string;
  endDay: string;
  producer: string | null;
};

const periodArgs = (s: InsightsScope): PeriodArgs => ({ agencyId: s.agencyId, startDay: day(s.start), endDay: day(s.end), producer: s.producer ?? null });

/** A rollup row's columns that place it: its agency, day and producer. */
interface RollupRefs {
  agency: Expression<string>;
  day: Expression<Date>;
  producer: Expression<string>;
}

/**
 * Rows of the rollups (decision 056) for the period's days. Its day is its folio's created_at date, and the
 * period's bounds are midnights, so [start, end) of instants is [start, end) of days.
 */
function periodRows(r: RollupRefs, a: PeriodArgs, own: boolean): Array<Expression<SqlBool>> {
  const eb = expressionBuilder<DB, never>();
  return [
    eb(r.agency, "=", a.agencyId),
    eb(r.day, ">=", sql<Date>`${a.startDay}::date`),
    eb(r.day, "<", sql<Date>`${a.endDay}::date`),
    ...(own ? [eb(r.producer, "=", sql<string>`${a.producer}::uuid`)] : []),
  ];
}

const COUNT_COLUMNS = ["d.day", "d.kind", "d.key", "d.n", "d.code", "d.message", "d.premium_cents", "d.total_cents"] as const;

/** insight_days with the deltas not yet folded in, of some kinds, for the period: `c`. */
function counts(a: PeriodArgs, own: boolean, kinds: string[]) {
  const days = builder
    .selectFrom("insight_days as d")
    .select(COUNT_COLUMNS)
    .where((eb) =>
      eb.and([...periodRows({ agency: eb.ref("d.agency_id"), day: eb.ref("d.day"), producer: eb.ref("d.producer_id") }, a, own), eb("d.kind", "in", kinds)]),
    );
  const deltas = builder
    .selectFrom("insight_deltas as d")
    .select(COUNT_COLUMNS)
    .where((eb) =>
      eb.and([...periodRows({ agency: eb.ref("d.agency_id"), day: eb.ref("d.day"), producer: eb.ref("d.producer_id") }, a, own), eb("d.kind", "in", kinds)]),
    );
  return days.unionAll(deltas).as("c");
}

/** Policies out of force: a cancellation that has taken effect (the status is left out on older ones). */
function cancelled(cancellation: Expression<unknown>): Expression<SqlBool> {
  return sql<SqlBool>`(${cancellation} IS NOT NULL AND coalesce(${cancellation}->>'status', 'effective') = 'effective')`;
}

/** The insured's name a policy keeps (its `insured` JSON). */
const insuredName = (insured: Expression<unknown>) => sql<string | null>`${insured}->>'name'`;

/**
 * Policies in a producer's book (lib/db/queries/book.ts: bound from an application of their folios): their
 * producer_id, which a trigger keeps as the producer of the application's folio (decision 056).
 */
function policyOwnedBy(producerId: Expression<string | null>, producer: string | null, own: boolean): Array<Expression<SqlBool>> {
  return own ? [expressionBuilder<DB, never>()(producerId, "=", sql<string>`${producer}::uuid`)] : [];
}

const INSIGHTS_COMPACT = statement("insights_compact_v1", () => builder.selectNoFrom(sql<string>`insights_compact()::text`.as("compacted")));

/** Folds the rollups' pending deltas in (one fold at a time); reads are exact without it, and faster after. */
export async function compactInsights(db: Tx): Promise<void> {
  await execute(db, INSIGHTS_COMPACT, {});
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

const PROGRAM_FUNNEL = perBook("insights_program_funnel", 1, (args: PeriodArgs, own) =>
  builder
    .with("funnel", () =>
      builder
        .selectFrom(counts(args, own, ["started", "quoted", "bound"]))
        .select((eb) => [
          sql<string>`${eb.ref("c.key")}::uuid`.as("program_id"),
          eb.fn.sum("c.n").filterWhere("c.kind", "=", sql.lit("started")).as("started"),
          eb.fn.sum("c.n").filterWhere("c.kind", "=", sql.lit("quoted")).as("quoted"),
          eb.fn.sum("c.n").filterWhere("c.kind", "=", sql.lit("bound")).as("bound"),
        ])
        .groupBy("c.key"),
    )
    .selectFrom("funnel as r")
    .innerJoin("programs as p", "p.id", "r.program_id")
    .innerJoin("carriers as c", "c.id", "p.carrier_id")
    .select((eb) => [
      "r.program_id",
      "p.code",
      "p.name",
      "c.name as carrier",
      sql<string>`${eb.ref("p.type")}::text`.as("line"),
      sql<number>`coalesce(${eb.ref("r.started")}, 0)::int`.as("started"),
      sql<number>`coalesce(${eb.ref("r.quoted")}, 0)::int`.as("quoted"),
      sql<number>`coalesce(${eb.ref("r.bound")}, 0)::int`.as("bound"),
    ])
    .where("r.started", ">", sql.lit(0))
    .orderBy("started", "desc")
    .orderBy("p.code"),
);

/**
 * Quote requests per program: one per (quote group, program), however many times it was re-quoted, dated by its
 * first attempt's folio; quoted when any attempt was priced (a referral is priced; an underwriter's decision means
 * it was), bound when any was bound.
 */
export async function programFunnel(db: Tx, s: InsightsScope): Promise<ProgramFunnelRow[]> {
  const found = await rows(db, PROGRAM_FUNNEL(s.producer), periodArgs(s));
  return found.map((r) => ({
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

const PREMIUM_BY_MONTH = perBook("insights_premium_by_month", 1, (args: PeriodArgs, own) =>
  builder
    .selectFrom(counts(args, own, ["premium"]))
    .select((eb) => [
      sql<string>`to_char(${eb.ref("c.day")}, 'YYYY-MM')`.as("month"),
      sql<number>`sum(${eb.ref("c.n")})::int`.as("policies"),
      // A bigint: a string or a bigint, by driver.
      sql<string | bigint>`coalesce(sum(${eb.ref("c.premium_cents")}), 0)::bigint`.as("premium"),
      sql<string | bigint>`coalesce(sum(${eb.ref("c.total_cents")}), 0)::bigint`.as("total"),
    ])
    .groupBy(sql`1`)
    .having((eb) => eb(eb.fn.sum("c.n"), "<>", sql.lit(0)))
    .orderBy(sql`1`),
);

/** Policies issued in the period (new business and renewals), by UTC month, from the rollups (decision 056). */
export async function premiumByMonth(db: Tx, s: InsightsScope): Promise<MonthPremiumRow[]> {
  const found = await rows(db, PREMIUM_BY_MONTH(s.producer), periodArgs(s));
  return found.map((r) => ({ month: r.month, policies: Number(r.policies), premiumCents: Number(r.premium), totalCents: Number(r.total) }));
}

const TIME_TO_PRICED = perBook("insights_time_to_priced", 1, (args: PeriodArgs, own) =>
  builder
    .selectFrom("insight_folios as r")
    .select((eb) => [
      sql<number>`count(*)::int`.as("quotes"),
      sql<number | null>`avg(${eb.ref("r.seconds")})::float8`.as("average"),
      sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${eb.ref("r.seconds")})::float8`.as("median"),
    ])
    .where((eb) =>
      eb.and([
        ...periodRows({ agency: eb.ref("r.agency_id"), day: eb.ref("r.day"), producer: eb.ref("r.producer_id") }, args, own),
        eb("r.seconds", "is not", null),
      ]),
    ),
);

/** Per quote started in the period whose every card has an answer: seconds from creation to the last answer. */
export async function timeToPriced(db: Tx, s: InsightsScope): Promise<{ quotes: number; averageSeconds: number | null; medianSeconds: number | null }> {
  const [row] = await rows(db, TIME_TO_PRICED(s.producer), periodArgs(s));
  return {
    quotes: Number(row?.quotes ?? 0),
    averageSeconds: row?.average == null ? null : Number(row.average),
    medianSeconds: row?.median == null ? null : Number(row.median),
  };
}

const DECLINE_REASONS = perBook("insights_decline_reasons", 1, (args: PeriodArgs & { limit: number }, own) =>
  builder
    .selectFrom(counts(args, own, ["decline"]))
    .select((eb) => [eb.fn.min("c.code").as("code"), eb.fn.min("c.message").as("message"), sql<number>`sum(${eb.ref("c.n")})::int`.as("count")])
    .groupBy("c.key")
    .having((eb) => eb(eb.fn.sum("c.n"), ">", sql.lit(0)))
    .orderBy("count", "desc")
    .orderBy("code")
    .orderBy("message")
    .limit(args.limit),
);

/**
 * Decline reasons of the period's applications (carriers' knock-outs and underwriters' declines): one per rule
 * where the reason names one (knock-outs share a code), else per code; applications counted once per reason.
 */
export async function declineReasons(db: Tx, s: InsightsScope, limit = 10): Promise<Array<{ code: string; message: string; count: number }>> {
  const found = await rows(db, DECLINE_REASONS(s.producer), { ...periodArgs(s), limit });
  // Every decline row has a code (insights_decline_keys: "unknown" when the reason names none).
  return found.map((r) => ({ code: r.code ?? "", message: r.message ?? r.code ?? "", count: Number(r.count) }));
}

const REFERRAL_REASONS = perBook("insights_referral_reasons", 1, (args: PeriodArgs & { limit: number }, own) =>
  builder
    .selectFrom(counts(args, own, ["referral"]))
    .select((eb) => ["c.key as rule", eb.fn.max("c.message").as("message"), sql<number>`sum(${eb.ref("c.n")})::int`.as("count")])
    .groupBy("c.key")
    .having((eb) => eb(eb.fn.sum("c.n"), ">", sql.lit(0)))
    .orderBy("count", "desc")
    .orderBy("rule")
    .limit(args.limit),
);

/**
 * Referral rules that matched the period's applications: those waiting (referral_reasons) and those an
 * underwriter decided (the decision keeps the rules it covered; a decline clears referral_reasons).
 */
export async function referralReasons(db: Tx, s: InsightsScope, limit = 10): Promise<Array<{ rule: string; message: string | null; count: number }>> {
  const found = await rows(db, REFERRAL_REASONS(s.producer), { ...periodArgs(s), limit });
  return found.map((r) => ({ rule: r.rule, message: r.message, count: Number(r.count) }));
}

const REFERRAL_TURNAROUND = perBook("insights_referral_turnaround", 1, (args: PeriodArgs, own) =>
  builder
    .selectFrom("insight_referrals as r")
    .select((eb) => [
      sql<number>`count(${eb.ref("r.hours")})::int`.as("decided"),
      sql<number>`count(*) FILTER (WHERE ${eb.ref("r.waiting")})::int`.as("waiting"),
      sql<number | null>`avg(${eb.ref("r.hours")})::float8`.as("average"),
      sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${eb.ref("r.hours")})::float8`.as("median"),
    ])
    .where((eb) => eb.and(periodRows({ agency: eb.ref("r.agency_id"), day: eb.ref("r.day"), producer: eb.ref("r.producer_id") }, args, own))),
);

/** Referrals of the period: decided (hours from the request to the decision) and still waiting. */
export async function referralTurnaround(
  db: Tx,
  s: InsightsScope,
): Promise<{ decided: number; waiting: number; averageHours: number | null; medianHours: number | null }> {
  const [row] = await rows(db, REFERRAL_TURNAROUND(s.producer), periodArgs(s));
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

const RENEWALS_DUE = perBook(
  "insights_renewals_due",
  1,
  (args: { agencyId: string; producer: string | null; fromDay: string; toDay: string; limit: number }, own) =>
    builder
      .selectFrom("policies as p")
      .innerJoin("programs as pr", "pr.id", "p.program_id")
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom("folios as rf")
            .innerJoin("applications as a", "a.folio_id", "rf.id")
            .select((a) => [sql<string>`${a.ref("a.status")}::text`.as("status"), "a.valid_until"])
            .where((a) => a.and([a("rf.renewal_of_policy_id", "=", a.ref("p.id")), a("rf.agency_id", "=", a.ref("p.agency_id"))]))
            .orderBy("a.created_at", "desc")
            .limit(sql.lit(1))
            .as("o"),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        "p.id",
        "p.number",
        insuredName(eb.ref("p.insured")).as("insured_name"),
        "pr.code",
        "p.expiration_date",
        "p.total_cents",
        eb
          .exists(
            eb
              .selectFrom("policies as n")
              .select(sql.lit(1).as("one"))
              .whereRef("n.renewal_of_id", "=", "p.id")
              .modifyEnd(sql`offset 0`),
          )
          .$castTo<boolean>()
          .as("renewed"),
        "o.status as offer_status",
        "o.valid_until as offer_valid_until",
      ])
      .where((eb) =>
        eb.and([
          eb("p.agency_id", "=", args.agencyId),
          eb("p.status", "=", sql.lit("active")),
          eb("p.expiration_date", ">=", args.fromDay),
          eb("p.expiration_date", "<=", args.toDay),
          eb.not(cancelled(eb.ref("p.cancellation"))),
          ...policyOwnedBy(eb.ref("p.producer_id"), args.producer, own),
        ]),
      )
      .orderBy("p.expiration_date")
      .orderBy("p.number")
      .limit(args.limit),
);

/** Active policies expiring on [fromDay, toDay] (YYYY-MM-DD), soonest first, with where their renewal stands. */
export async function renewalsDue(db: Tx, agencyId: string, producer: OwnBookOf, fromDay: string, toDay: string, limit = 200): Promise<RenewalDueRow[]> {
  const found = await rows(db, RENEWALS_DUE(producer), { agencyId, producer: producer ?? null, fromDay, toDay, limit });
  return found.map((r) => ({
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

const RENEWAL_COUNTS = perBook(
  "insights_renewal_counts",
  1,
  (args: { agencyId: string; producer: string | null; d30: string; d60: string; d90: string; today: string }, own) =>
    builder
      .selectFrom("policies as p")
      .select((eb) => [
        sql<number>`${eb.fn.countAll().filterWhere("p.expiration_date", "<=", args.d30)}::int`.as("d30"),
        sql<number>`${eb.fn.countAll().filterWhere("p.expiration_date", "<=", args.d60)}::int`.as("d60"),
        sql<number>`count(*)::int`.as("d90"),
      ])
      .where((eb) =>
        eb.and([
          eb("p.agency_id", "=", args.agencyId),
          eb("p.status", "=", sql.lit("active")),
          eb("p.expiration_date", ">=", args.today),
          eb("p.expiration_date", "<=", args.d90),
          eb.not(cancelled(eb.ref("p.cancellation"))),
          ...policyOwnedBy(eb.ref("p.producer_id"), args.producer, own),
        ]),
      ),
);

/** How many active policies expire within 30, 60 and 90 days of `today` (the list above stops at its limit). */
export async function renewalCounts(db: Tx, agencyId: string, producer: OwnBookOf, days: { d30: string; d60: string; d90: string; today: string }) {
  const [row] = await rows(db, RENEWAL_COUNTS(producer), { agencyId, producer: producer ?? null, ...days });
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

/** `id` is one of the uuids a payment's text[] of ids names. */
const namedIn = (id: Expression<string>, ids: Expression<string[]>) => sql<SqlBool>`${id} = ANY (${ids}::uuid[])`;

const FAILED_PAYMENTS = perBook(
  "insights_failed_payments",
  1,
  (args: { agencyId: string; producer: string | null; start: string; end: string; limit: number }, own) =>
    builder
      .selectFrom("payments as pm")
      .select((eb) => [
        "pm.id",
        "pm.amount_cents",
        "pm.failure_code",
        "pm.failure_message",
        "pm.description",
        "pm.created_at",
        eb
          .selectFrom("policies as np")
          .select((np) => sql<string[] | null>`array_agg(${np.ref("np.number")} ORDER BY ${np.ref("np.number")})`.as("numbers"))
          .where((np) => np.and([namedIn(np.ref("np.id"), np.ref("pm.policy_ids")), np("np.agency_id", "=", np.ref("pm.agency_id"))]))
          .as("numbers"),
      ])
      .where((eb) =>
        eb.and([
          eb("pm.agency_id", "=", args.agencyId),
          eb("pm.kind", "=", sql.lit("charge")),
          eb("pm.status", "=", sql.lit("failed")),
          eb("pm.created_at", ">=", utcTime(args.start)),
          eb("pm.created_at", "<", utcTime(args.end)),
          // A producer's: those that pay for a policy or an application of their book.
          ...(own
            ? [
                eb.or([
                  eb.exists(
                    eb
                      .selectFrom("policies as bp")
                      .innerJoin("applications as a", "a.id", "bp.application_id")
                      .innerJoin("folios as f", "f.id", "a.folio_id")
                      .select(sql.lit(1).as("one"))
                      .where((b) =>
                        b.and([namedIn(b.ref("bp.id"), b.ref("pm.policy_ids")), ...folioInBookWhere(b.ref("f.created_by_user_id"), args.producer)]),
                      ),
                  ),
                  eb.exists(
                    eb
                      .selectFrom("applications as a")
                      .innerJoin("folios as f", "f.id", "a.folio_id")
                      .select(sql.lit(1).as("one"))
                      .where((b) =>
                        b.and([namedIn(b.ref("a.id"), b.ref("pm.application_ids")), ...folioInBookWhere(b.ref("f.created_by_user_id"), args.producer)]),
                      ),
                  ),
                ]),
              ]
            : []),
        ]),
      )
      .orderBy("pm.created_at", "desc")
      .orderBy("pm.id")
      .limit(args.limit),
);

/**
 * Charges that failed in the period, newest first. A producer's: those for policies or applications of their
 * book (a charge names the policies or applications it pays).
 */
export async function failedPayments(db: Tx, s: InsightsScope, limit = 100): Promise<FailedPaymentRow[]> {
  const found = await rows(db, FAILED_PAYMENTS(s.producer), {
    agencyId: s.agencyId,
    producer: s.producer ?? null,
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    limit,
  });
  return found.map((r) => ({
    paymentId: r.id,
    amountCents: Number(r.amount_cents),
    failureCode: r.failure_code,
    failureMessage: r.failure_message,
    description: r.description,
    createdAt: new Date(r.created_at),
    policyNumbers: r.numbers ?? [],
  }));
}

const NON_PAYMENT_NOTICES = perBook("insights_non_payment_notices", 1, (args: { agencyId: string; producer: string | null; limit: number }, own) =>
  builder
    .selectFrom("policies as p")
    .select((eb) => [
      "p.id",
      "p.number",
      insuredName(eb.ref("p.insured")).as("insured_name"),
      sql<string>`${eb.ref("p.cancellation")}->>'effectiveDate'`.as("effective_date"),
    ])
    .where((eb) =>
      eb.and([
        eb("p.agency_id", "=", args.agencyId),
        eb("p.status", "=", sql.lit("active")),
        eb("p.cancellation", "is not", null),
        sql<SqlBool>`${eb.ref("p.cancellation")}->>'status' = 'scheduled'`,
        sql<SqlBool>`${eb.ref("p.cancellation")}->>'reason' = 'non_payment'`,
        ...policyOwnedBy(eb.ref("p.producer_id"), args.producer, own),
      ]),
    )
    .orderBy(sql`4`)
    .orderBy("p.number")
    .limit(args.limit),
);

/** Policies with a non-payment cancellation scheduled (a notice out, rescindable until it takes effect), soonest first. */
export async function nonPaymentNotices(
  db: Tx,
  agencyId: string,
  producer: OwnBookOf,
  limit = 200,
): Promise<Array<{ policyId: string; number: string; insuredName: string; cancellationDate: string }>> {
  const found = await rows(db, NON_PAYMENT_NOTICES(producer), { agencyId, producer: producer ?? null, limit });
  return found.map((r) => ({ policyId: r.id, number: r.number, insuredName: r.insured_name ?? "", cancellationDate: r.effective_date }));
}

/** The agency's portal users (the live agency's team, decision 043), for the producer picker. */
export async function agencyPeople(db: Tx, liveAgencyId: string, only: OwnBookOf): Promise<Array<{ id: string; name: string; email: string }>> {
  return db.user.findMany({
    where: { agencyId: liveAgencyId, ...(only ? { id: only } : {}) },
    select: { id: true, name: true, email: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}
