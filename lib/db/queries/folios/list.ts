// The agency's folios, a page at a time, filtered in the database: the filter builder and the folio status
// rule in SQL (statusWhere).
import "server-only";
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { ApplicationStatus, DB } from "@/lib/generated/kysely/types";
import type { Tx } from "../../client";
import { builder, rowsOf, utcTime } from "../../sql";
import type { Keyset } from "../../cursor";
import { escapeLike } from "../../cursor";
import type { FolioWithCards } from "../../records/folio";
import { folioInBookWhere, type OwnBookOf } from "../book";
import { withCards, withPrograms } from "./read";
import { LIST_TOTAL_CAP } from "../../list-total";

/** A folio's status as lib/quotes/folio-status.ts folioStatus names it, for filtering in the database. */
export type FolioStatusName = "quoting" | "quoted" | "no_quotes" | "expired" | "bound";

export interface FolioListFilter {
  groupId?: string;
  /** Insured name contains (case-insensitive). */
  q?: string;
  /** The folio's status (with `sessions`: the session's, see sessionStatusWhere). */
  status?: FolioStatusName;
  /** Folios with a card of this program code. */
  programCode?: string;
  /** true: folios with a card waiting for an underwriter (referred); false: none. */
  referred?: boolean;
  /** One row per shopping session (group): its latest folio. */
  sessions?: boolean;
  /** A producer restricted to their own book (decision 045): only the folios in it. */
  ownBookOf?: OwnBookOf;
}

/** A session's figures beside its latest folio. */
export interface SessionFigures {
  folioCount: number;
  firstCreatedAt: Date;
  /** A card of any of the session's folios is bound. */
  bound: boolean;
}

export interface FolioListPage {
  /** Up to limit + 1 folios, newest first. */
  rows: Array<FolioWithCards & { session?: SessionFigures }>;
  /** How many match the filter, on every page together, up to the cap. */
  total: number;
  /** More than the cap match: `total` is the cap (decision 054). */
  totalCapped: boolean;
}

/**
 * `OFFSET 0` keeps each EXISTS a probe per folio read (on the folio_id or group_id index): without it the planner may
 * turn the test into a hash of every matching application of the agency (100,000 bound ones on the big book, 600 ms)
 * before reading the 21 folios of a page (decision 054).
 */
const probe = sql`offset 0`;

/** The folio `folio` (its id) has a card in one of `statuses`. */
function cardIn(folio: Expression<string>, statuses: ApplicationStatus[]): Expression<SqlBool> {
  const eb = expressionBuilder<DB, never>();
  return eb.exists(
    eb
      .selectFrom("applications as a")
      .select(sql.lit(1).as("one"))
      // The status compared as text keeps the probe on the folio_id index: compared as the enum, the planner may read
      // every application of a rare status on a (status, ...) index instead (it did for `pending` on the bench's book).
      .where((a) => a.and([a("a.folio_id", "=", folio), a(sql<string>`${a.ref("a.status")}::text`, "in", statuses)]))
      .modifyEnd(probe),
  );
}

/**
 * The status filter in SQL, the same rules as folioStatus (lib/quotes/folio-status.ts; the two are held to
 * agree on every combination by test/integration/folio-status-sql.test.ts): bound (a bound card) before expired (past
 * expiresAt) before quoting (a card quoting) before quoted (a card quoted or referred) before no_quotes.
 * `bound` is the bound test: the folio's own cards, or in the sessions view any card of the session. `folio` is the
 * folio's id and `expiresAt` its expires_at.
 */
function statusWhere(
  status: FolioStatusName,
  bound: Expression<SqlBool>,
  folio: Expression<string>,
  expiresAt: Expression<Date>,
  now: Date,
): Array<Expression<SqlBool>> {
  const eb = expressionBuilder<DB, never>();
  if (status === "bound") return [bound];
  if (status === "expired") return [eb.not(bound), eb(expiresAt, "<", utcTime(now.toISOString()))];
  const live = [eb.not(bound), eb(expiresAt, ">=", utcTime(now.toISOString()))];
  const quoting = cardIn(folio, ["pending"]);
  if (status === "quoting") return [...live, quoting];
  const quoted = cardIn(folio, ["success", "referred"]);
  if (status === "quoted") return [...live, eb.not(quoting), quoted];
  return [...live, eb.not(quoting), eb.not(quoted)];
}

/**
 * The agency's folios newest first, filtered in the database so that every page agrees with the filter
 * (limit + 1 rows, and the total up to `totalCap`). The rows are read along the agency's (agency_id, created_at desc,
 * id desc) index and stop at limit + 1, so a page costs the same on a big book as on a small one. With `sessions`,
 * one row per group: its latest folio (no newer folio in its group, probed on the (agency_id, group_id, created_at
 * desc, id desc) index), with the group's folio count; the search, program and status filters apply to that latest
 * folio (bound: to any of the group's). The total counts at most `totalCap` + 1 rows (decision 054).
 */
export async function listFoliosWithCards(
  db: Tx,
  agencyId: string,
  filter: FolioListFilter,
  limit: number,
  after: Keyset | null,
  now = new Date(),
  totalCap = LIST_TOTAL_CAP,
): Promise<FolioListPage> {
  const { listed, counted } = folioListQueries(agencyId, filter, limit, after, now, totalCap);
  const [listedRows, countedRows] = await Promise.all([rowsOf(db, listed), rowsOf(db, counted)]);
  const n = Number(countedRows[0]?.n ?? 0);
  const total = Math.min(n, totalCap);
  const totalCapped = n > totalCap;
  if (!listedRows.length) return { rows: [], total, totalCapped };
  const found = await db.folio.findMany({ where: { id: { in: listedRows.map((l) => l.id) }, agencyId }, include: withCards });
  const byId = new Map((await withPrograms(db, found)).map((f) => [f.id, f]));
  const rows = listedRows.flatMap((l) => {
    const folio = byId.get(l.id);
    if (!folio) return [];
    return [
      filter.sessions && l.folio_count !== null && l.first_created_at
        ? { ...folio, session: { folioCount: Number(l.folio_count), firstCreatedAt: new Date(l.first_created_at), bound: Boolean(l.group_bound) } }
        : folio,
    ];
  });
  return { rows, total, totalCapped };
}

/**
 * listFoliosWithCards's two statements, built for the filter (their shape is the filter's; every value is bound):
 * the page's folio ids (with the session's figures) and the capped count.
 */
export function folioListQueries(agencyId: string, filter: FolioListFilter, limit: number, after: Keyset | null, now: Date, totalCap: number) {
  // A card of the session (group) `group` is bound.
  const sessionBound = (group: Expression<string>) => {
    const eb = expressionBuilder<DB, never>();
    return eb.exists(
      eb
        .selectFrom("applications as a")
        .select(sql.lit(1).as("one"))
        .where((a) => a.and([a("a.group_id", "=", group), a("a.agency_id", "=", agencyId), a("a.status", "=", sql.lit("bound"))]))
        .modifyEnd(probe),
    );
  };
  // The folios of the caller's book: the agency's (the group's, the producer's own); `f` is the folio's alias.
  const book = (eb: ExpressionBuilder<DB, never>, f: { agency: Expression<string>; group: Expression<string>; createdBy: Expression<string | null> }) => [
    eb(f.agency, "=", agencyId),
    ...(filter.groupId ? [eb(f.group, "=", filter.groupId)] : []),
    ...folioInBookWhere(f.createdBy, filter.ownBookOf),
  ];
  const filtered = builder.selectFrom("folios as r").where((eb) => {
    const own = expressionBuilder<DB, never>();
    const r = { agency: eb.ref("r.agency_id"), group: eb.ref("r.group_id"), createdBy: eb.ref("r.created_by_user_id") };
    const bound = filter.sessions ? sessionBound(eb.ref("r.group_id")) : cardIn(eb.ref("r.id"), ["bound"]);
    const where = book(own, r);
    // The session's latest folio (in the caller's book): none of the group's is newer.
    if (filter.sessions)
      where.push(
        eb.not(
          eb.exists(
            eb
              .selectFrom("folios as g")
              .select(sql.lit(1).as("one"))
              .where((g) =>
                g.and([
                  ...book(own, { agency: g.ref("g.agency_id"), group: g.ref("g.group_id"), createdBy: g.ref("g.created_by_user_id") }),
                  g("g.group_id", "=", g.ref("r.group_id")),
                  g(g.refTuple("g.created_at", "g.id"), ">", g.refTuple("r.created_at", "r.id")),
                ]),
              ),
          ),
        ),
      );
    if (filter.q) where.push(eb("r.insured_name", "ilike", `%${escapeLike(filter.q)}%`));
    const programCode = filter.programCode;
    if (programCode)
      where.push(
        eb.exists(
          eb
            .selectFrom("applications as a")
            .innerJoin("programs as p", "p.id", "a.program_id")
            .select(sql.lit(1).as("one"))
            .where((a) => a.and([a("a.folio_id", "=", a.ref("r.id")), a("p.code", "=", programCode)]))
            .modifyEnd(probe),
        ),
      );
    if (filter.status) where.push(...statusWhere(filter.status, bound, eb.ref("r.id"), eb.ref("r.expires_at"), now));
    if (filter.referred !== undefined) where.push(filter.referred ? cardIn(eb.ref("r.id"), ["referred"]) : eb.not(cardIn(eb.ref("r.id"), ["referred"])));
    return eb.and(where);
  });
  // The session's figures: its folios (of the agency) and whether any card of it is bound.
  const ofGroup = (eb: ExpressionBuilder<DB & { r: DB["folios"] }, "r">) =>
    eb.selectFrom("folios as g").where((g) => g.and([g("g.group_id", "=", g.ref("r.group_id")), g("g.agency_id", "=", agencyId)]));
  // Keyset paging: the rows after the cursor's, along the same index.
  const paged =
    after === null
      ? filtered
      : filtered.where((eb) => eb(eb.refTuple("r.created_at", "r.id"), "<", eb.tuple(utcTime(after.createdAt.toISOString()), after.id)));
  const listed = paged
    .select((eb) => [
      "r.id",
      (filter.sessions ? sql<number | null>`${ofGroup(eb).select((g) => g.fn.countAll().as("n"))}::int` : sql<number | null>`NULL::int`).as("folio_count"),
      (filter.sessions ? sql<Date | null>`${ofGroup(eb).select((g) => g.fn.min("g.created_at").as("first"))}` : sql<Date | null>`NULL::timestamp`).as(
        "first_created_at",
      ),
      (filter.sessions ? sql<boolean | null>`${sessionBound(eb.ref("r.group_id"))}` : sql<boolean | null>`NULL::boolean`).as("group_bound"),
    ])
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit + 1);
  // With a status (and no search), the count walks the agency's folios newest first, as the page does: a status that
  // keeps recent folios ("quoted": younger than their expiry) finds its cap among the newest, where the planner's walk
  // in group order read the whole book for it (47,000 folios for 1,001 quoted sessions on the embedded book). Otherwise
  // in no order: a search counts its trigram index's matches.
  const inTimeOrder = filter.status !== undefined && !filter.q;
  const counted = builder
    .selectFrom(
      filtered
        .select(sql.lit(1).as("one"))
        .$if(inTimeOrder, (q) => q.orderBy("r.created_at", "desc").orderBy("r.id", "desc"))
        .limit(totalCap + 1)
        .as("c"),
    )
    .select(sql<number>`count(*)::int`.as("n"));
  return { listed, counted };
}
