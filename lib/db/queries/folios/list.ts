// The agency's folios, a page at a time, filtered in the database: the filter builder and the folio status
// rule in SQL (statusWhere).
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../../client";
import type { Keyset } from "../../cursor";
import { escapeLike } from "../../cursor";
import type { FolioWithCards } from "../../records/folio";
import { folioInBookSql, type OwnBookOf } from "../book";
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
const exists = (folio: Prisma.Sql, statuses: string[]) =>
  Prisma.sql`EXISTS (SELECT 1 FROM applications a WHERE a.folio_id = ${folio} AND a.status::text = ANY(${statuses}::text[]) OFFSET 0)`;

/**
 * The status filter in SQL, the same rules as folioStatus (lib/quotes/folio-status.ts; the two are held to
 * agree on every combination by test/integration/folio-status-sql.test.ts): bound (a bound card) before expired (past
 * expiresAt) before quoting (a card quoting) before quoted (a card quoted or referred) before no_quotes.
 * `bound` is the bound test: the folio's own cards, or in the sessions view any card of the session.
 */
function statusWhere(status: FolioStatusName, bound: Prisma.Sql, now: Date): Prisma.Sql {
  if (status === "bound") return bound;
  const live = Prisma.sql`NOT ${bound} AND r.expires_at >= ${now}::timestamp`;
  if (status === "expired") return Prisma.sql`NOT ${bound} AND r.expires_at < ${now}::timestamp`;
  const quoting = exists(Prisma.sql`r.id`, ["pending"]);
  if (status === "quoting") return Prisma.sql`${live} AND ${quoting}`;
  const quoted = exists(Prisma.sql`r.id`, ["success", "referred"]);
  if (status === "quoted") return Prisma.sql`${live} AND NOT ${quoting} AND ${quoted}`;
  return Prisma.sql`${live} AND NOT ${quoting} AND NOT ${quoted}`;
}

interface ListedRow {
  id: string;
  folio_count: number | null;
  first_created_at: Date | null;
  group_bound: boolean | null;
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
  const book = (alias: string) =>
    Prisma.sql`${Prisma.raw(alias)}.agency_id = ${agencyId}::uuid${filter.groupId ? Prisma.sql` AND ${Prisma.raw(alias)}.group_id = ${filter.groupId}::uuid` : Prisma.empty}${folioInBookSql(alias, filter.ownBookOf)}`;
  const bound = filter.sessions
    ? Prisma.sql`EXISTS (SELECT 1 FROM applications a WHERE a.group_id = r.group_id AND a.agency_id = ${agencyId}::uuid AND a.status = 'bound' OFFSET 0)`
    : exists(Prisma.sql`r.id`, ["bound"]);
  const where: Prisma.Sql[] = [book("r")];
  // The session's latest folio (in the caller's book): none of the group's is newer.
  if (filter.sessions)
    where.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM folios g WHERE ${book("g")} AND g.group_id = r.group_id AND (g.created_at, g.id) > (r.created_at, r.id))`);
  if (filter.q) where.push(Prisma.sql`r.insured_name ILIKE ${`%${escapeLike(filter.q)}%`}`);
  if (filter.programCode)
    where.push(
      Prisma.sql`EXISTS (SELECT 1 FROM applications a JOIN programs p ON p.id = a.program_id WHERE a.folio_id = r.id AND p.code = ${filter.programCode} OFFSET 0)`,
    );
  if (filter.status) where.push(statusWhere(filter.status, bound, now));
  if (filter.referred !== undefined)
    where.push(filter.referred ? exists(Prisma.sql`r.id`, ["referred"]) : Prisma.sql`NOT ${exists(Prisma.sql`r.id`, ["referred"])}`);
  const matching = Prisma.join(where, " AND ");
  const keyset = after ? Prisma.sql` AND (r.created_at, r.id) < (${after.createdAt}::timestamp, ${after.id}::uuid)` : Prisma.empty;
  const session = filter.sessions
    ? Prisma.sql`(SELECT count(*) FROM folios g WHERE g.group_id = r.group_id AND g.agency_id = ${agencyId}::uuid)::int AS folio_count,
                 (SELECT min(g.created_at) FROM folios g WHERE g.group_id = r.group_id AND g.agency_id = ${agencyId}::uuid) AS first_created_at,
                 ${bound} AS group_bound`
    : Prisma.sql`NULL::int AS folio_count, NULL::timestamp AS first_created_at, NULL::boolean AS group_bound`;
  const [listed, counted] = await Promise.all([
    db.$queryRaw<ListedRow[]>`
      SELECT r.id, ${session}
        FROM folios r
       WHERE ${matching}${keyset}
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT ${limit + 1}`,
    db.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM folios r WHERE ${matching} LIMIT ${totalCap + 1}) c`,
  ]);
  const n = Number(counted[0]?.n ?? 0);
  const total = Math.min(n, totalCap);
  const totalCapped = n > totalCap;
  if (!listed.length) return { rows: [], total, totalCapped };
  const found = await db.folio.findMany({ where: { id: { in: listed.map((l) => l.id) }, agencyId }, include: withCards });
  const byId = new Map((await withPrograms(db, found)).map((f) => [f.id, f]));
  const rows = listed.flatMap((l) => {
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
