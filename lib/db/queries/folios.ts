// Quote folios and the cards in them. Every read is scoped to the caller's agency: another agency's id
// is simply not found.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { folioVersions, isDriverClient, queryRows, utc, type Statement, type Tx } from "../client";
import { ReadBatcher } from "../read-batcher";
import type { Keyset } from "../cursor";
import { escapeLike } from "../cursor";
import { EndorsementKeysJson, ObjectJson, SelectedOptionsJson, parseJson } from "../json";
import type { SelectedOptions } from "@/lib/rating/types";
import { CARD_COLUMNS, toCardRecord } from "../records/application";
import { toFolioRecord, type FolioRecord, type FolioWithCards } from "../records/folio";
import { programById, programCatalog, reloadCatalog } from "./programs";
import { folioInBookSql, type OwnBookOf } from "./book";
import { processState } from "@/lib/process-state";

const withCards = { applications: { select: CARD_COLUMNS, orderBy: [{ position: "asc" as const }, { id: "asc" as const }] } };

type FolioRow = Prisma.FolioGetPayload<{ include: typeof withCards }>;

async function withPrograms(db: Tx, rows: FolioRow[]): Promise<FolioWithCards[]> {
  const catalog = await programCatalog(db);
  const latest = await latestAttemptsOfGroups(db, [...new Set(rows.map((r) => r.groupId))]);
  return Promise.all(
    rows.map(async ({ applications, ...folio }) => ({
      ...toFolioRecord(folio),
      applications: await Promise.all(
        applications.map(async (a) => ({
          ...toCardRecord(a, catalog.get(a.programId) ?? (await programById(db, a.programId))),
          latestAttempt: latest.get(`${a.groupId}:${a.programId}`) ?? a.attemptNumber,
        })),
      ),
    })),
  );
}

/** The highest attempt number of every program in these groups, keyed `groupId:programId`. */
async function latestAttemptsOfGroups(db: Tx, groupIds: string[]): Promise<Map<string, number>> {
  if (!groupIds.length) return new Map();
  const rows = await db.application.groupBy({ by: ["groupId", "programId"], where: { groupId: { in: groupIds } }, _max: { attemptNumber: true } });
  return new Map(rows.map((r) => [`${r.groupId}:${r.programId}`, r._max.attemptNumber ?? 0]));
}

export async function getFolioWithCards(db: Tx, agencyId: string, folioId: string): Promise<FolioWithCards | null> {
  const row = await db.folio.findFirst({ where: { id: folioId, agencyId }, include: withCards });
  return row ? (await withPrograms(db, [row]))[0]! : null;
}

/**
 * Bumps the version of the folios these applications belong to, in the caller's transaction (the one
 * that changes them): a view's ETag is its folio's version, so every change to what a folio or one of
 * its applications shows must move it. Rows are locked in id order, so two writers cannot deadlock here.
 */
export async function bumpFolioVersions(tx: Tx, applicationIds: string[]): Promise<void> {
  if (!applicationIds.length) return;
  await tx.$executeRaw`
    UPDATE folios SET version = version + 1
     WHERE id IN (
       SELECT id FROM folios
        WHERE id IN (SELECT folio_id FROM applications WHERE id = ANY(${applicationIds}::uuid[]))
        ORDER BY id
        FOR UPDATE)`;
}

/** A folio view as read: its version, and the folio with its cards unless the caller already had that version. */
export interface FolioViewRead {
  version: number;
  expiresAt: Date;
  /** The cards' validUntil: a card's expiry changes its view without a write. */
  validUntil: Date[];
  /**
   * The fingerprint of the program catalogue as it was before the folio was read: the cards' programs
   * come from it or from a later one, never an earlier one.
   */
  catalogue: string;
  /** Null when the version read is the one the caller named: nothing more was read. */
  folio: FolioWithCards | null;
}

interface FolioViewRow {
  id: string;
  agency_id: string;
  insured_id: string;
  group_id: string;
  original_quote_id: string | null;
  source: string | null;
  insured_name: string;
  client_state: unknown;
  created_ms: number;
  expires_ms: number;
  version: number;
  renewal_of_policy_id: string | null;
  created_by_user_id: string | null;
  valid_until_ms: number[];
  cards: CardJsonRow[] | null;
}

/** A card's columns as json_build_object gives them: camelCase keys, timestamps as epoch milliseconds. */
type CardJsonRow = Omit<
  FolioWithCards["applications"][number],
  | "program"
  | "validUntil"
  | "ratedAt"
  | "boundAt"
  | "createdAt"
  | "updatedAt"
  | "selectedOptions"
  | "addedEndorsements"
  | "notices"
  | "declineReasons"
  | "priorActsDate"
> & {
  latestAttempt: number;
  validUntil: number;
  ratedAt: number | null;
  boundAt: number | null;
  createdAt: number;
  updatedAt: number;
  selectedOptions: unknown;
  addedEndorsements: unknown;
  notices: unknown;
  declineReasons: unknown;
  formPayload: unknown;
};

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * The folio, its version and (unless $3 is the current version, when a 304 needs nothing more) every
 * card's columns aggregated in the same statement, in the order the programs were asked for. Scoped to
 * the agency ($2): another agency's id reads as nothing. Timestamps as epoch milliseconds (lib/db/client.ts Statement).
 */
const FOLIO_VIEW: Statement = {
  name: "folio_view_v4",
  text: `
    SELECT f.id, f.agency_id, f.insured_id, f.group_id, f.original_quote_id, f.source, f.insured_name, f.version, f.renewal_of_policy_id,
           f.created_by_user_id,
           ${ms("f.created_at")} AS created_ms, ${ms("f.expires_at")} AS expires_ms,
           CASE WHEN f.version = $3::int THEN NULL ELSE f.client_state END AS client_state,
           ARRAY(SELECT DISTINCT ${ms("v.valid_until")} FROM applications v WHERE v.folio_id = f.id) AS valid_until_ms,
           CASE WHEN f.version = $3::int THEN NULL ELSE (
             SELECT coalesce(json_agg(json_build_object(
                      'id', a.id, 'folioId', a.folio_id, 'agencyId', a.agency_id, 'programId', a.program_id, 'groupId', a.group_id,
                      'attemptNumber', a.attempt_number, 'position', a.position, 'status', a.status,
                      'latestAttempt', (SELECT max(l.attempt_number) FROM applications l WHERE l.group_id = a.group_id AND l.program_id = a.program_id),
                      'systemPayloadHash', a.system_payload_hash, 'selectedOptions', a.selected_options, 'addedEndorsements', a.added_endorsements,
                      'effectiveDate', a.effective_date, 'expirationDate', a.expiration_date,
                      'validUntil', (extract(epoch FROM a.valid_until) * 1000)::bigint,
                      'ratedAt', (extract(epoch FROM a.rated_at) * 1000)::bigint,
                      'premiumCents', a.premium_cents, 'feesCents', a.fees_cents, 'taxesCents', a.taxes_cents, 'totalCents', a.total_cents,
                      'carrierQuoteId', a.carrier_quote_id, 'carrierApplicationId', a.carrier_application_id,
                      'carrierExternalId', a.carrier_external_id, 'notices', a.notices, 'declineReasons', a.decline_reasons,
                      'referralReasons', a.referral_reasons, 'underwriterDecision', a.underwriter_decision, 'failureReason', a.failure_reason,
                      'formPayload', a.form_payload,
                      'boundAt', (extract(epoch FROM a.bound_at) * 1000)::bigint,
                      'createdAt', (extract(epoch FROM a.created_at) * 1000)::bigint,
                      'updatedAt', (extract(epoch FROM a.updated_at) * 1000)::bigint
                    ) ORDER BY a.position, a.id), '[]'::json)
               FROM applications a
              WHERE a.folio_id = f.id) END AS cards
      FROM folios f
     WHERE f.id = $1::uuid AND f.agency_id = $2::uuid`,
};

/** What a conditional read needs of folios: $1 their ids (a uuid[] literal). Timestamps as epoch milliseconds. */
const FOLIO_VERSIONS: Statement = {
  name: "folio_versions_v1",
  text: `
    SELECT f.id::text AS id, f.agency_id::text AS agency_id, f.version, ${ms("f.expires_at")} AS expires_ms,
           ARRAY(SELECT DISTINCT ${ms("v.valid_until")} FROM applications v WHERE v.folio_id = f.id) AS valid_until_ms
      FROM folios f
     WHERE f.id = ANY($1::uuid[])`,
};

interface FolioVersionRow {
  id: string;
  agency_id: string;
  version: number;
  expires_ms: number;
  valid_until_ms: number[];
}

const versionReads = () => processState("folios.versionReads", () => new WeakMap<object, ReadBatcher<string, FolioVersionRow>>());

/**
 * A folio's version, expiry and cards' validity (a conditional read's inputs), read with those of other
 * folios asked for at the same time (lib/db/read-batcher.ts): pollers cost one query per batch, not one
 * each. Inside a transaction, read alone.
 */
async function folioVersionOf(db: Tx, folioId: string): Promise<FolioVersionRow | undefined> {
  const readMany = async (ids: string[]) =>
    new Map((await queryRows<FolioVersionRow>(db, FOLIO_VERSIONS, [`{${ids.join(",")}}`])).map((row) => [row.id, row] as const));
  if (!isDriverClient(db)) return (await readMany([folioId])).get(folioId);
  let reads = versionReads().get(db);
  if (!reads) versionReads().set(db, (reads = new ReadBatcher(readMany)));
  return reads.get(folioId);
}

/**
 * The folio view in one round trip (FOLIO_VIEW), sent to the driver directly: the hottest read of the
 * API, polled by every client that waits for its cards (decision 015). A caller naming a version gets
 * its version read first (batched with other folios'; on the embedded database from memory when
 * current), and the cards only when that version is not current.
 */
export async function readFolioView(db: Tx, agencyId: string, folioId: string, knownVersion: number | null): Promise<FolioViewRead | null> {
  let catalog = await programCatalog(db);
  const catalogue = catalog.fingerprint;
  // The embedded database: a known version still current answers from memory (lib/db/folio-versions.ts).
  const versions = folioVersions(db);
  const kept = knownVersion !== null ? versions?.get(folioId) : undefined;
  if (kept && kept.agencyId === agencyId && kept.version === knownVersion) {
    return { version: kept.version, expiresAt: new Date(kept.expiresMs), validUntil: kept.validUntilMs.map((v) => new Date(v)), catalogue, folio: null };
  }
  const mark = versions?.mark();
  const keep = (row: { agency_id: string; version: number; expires_ms: number; valid_until_ms: number[] }) => {
    const kept = { agencyId: row.agency_id, version: Number(row.version), expiresMs: Number(row.expires_ms), validUntilMs: row.valid_until_ms.map(Number) };
    if (versions && mark !== undefined) versions.keep(folioId, kept, mark);
    return kept;
  };
  if (knownVersion !== null) {
    const current = await folioVersionOf(db, folioId);
    if (!current || current.agency_id !== agencyId) return null;
    const state = keep(current);
    if (state.version === knownVersion) {
      return { version: state.version, expiresAt: new Date(state.expiresMs), validUntil: state.validUntilMs.map((v) => new Date(v)), catalogue, folio: null };
    }
  }
  const [row] = await queryRows<FolioViewRow>(db, FOLIO_VIEW, [folioId, agencyId, knownVersion]);
  if (!row) return null;
  const { version, expiresMs, validUntilMs } = keep(row);
  const expiresAt = new Date(expiresMs);
  const validUntil = validUntilMs.map((v) => new Date(v));
  if (row.cards === null) return { version, expiresAt, validUntil, catalogue, folio: null };
  if (row.cards.some((c) => !catalog.has(c.programId))) catalog = await reloadCatalog(db); // a program added since
  const applications = row.cards.map((c) => {
    const program = catalog.get(c.programId);
    if (!program) throw new Error(`program ${c.programId} not found`);
    const { latestAttempt, ...columns } = c;
    const card = {
      ...columns,
      validUntil: new Date(c.validUntil),
      ratedAt: dateOrNull(c.ratedAt),
      boundAt: dateOrNull(c.boundAt),
      createdAt: new Date(c.createdAt),
      updatedAt: new Date(c.updatedAt),
    } as Parameters<typeof toCardRecord>[0];
    return { ...toCardRecord(card, program), latestAttempt: Number(latestAttempt) };
  });
  const folio = toFolioRecord({
    id: row.id,
    agencyId: row.agency_id,
    insuredId: row.insured_id,
    groupId: row.group_id,
    originalQuoteId: row.original_quote_id,
    source: row.source,
    insuredName: row.insured_name,
    clientState: row.client_state as Prisma.JsonValue,
    createdAt: new Date(Number(row.created_ms)),
    expiresAt,
    renewalOfPolicyId: row.renewal_of_policy_id,
    createdByUserId: row.created_by_user_id,
    version,
  });
  return { version, expiresAt, validUntil, catalogue, folio: { ...folio, applications } };
}

export async function findFolio(db: Tx, agencyId: string, folioId: string): Promise<FolioRecord | null> {
  const row = await db.folio.findFirst({ where: { id: folioId, agencyId } });
  return row ? toFolioRecord(row) : null;
}

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
  /** How many match the filter, on every page together. */
  total: number;
}

const exists = (folio: Prisma.Sql, statuses: string[]) =>
  Prisma.sql`EXISTS (SELECT 1 FROM applications a WHERE a.folio_id = ${folio} AND a.status::text = ANY(${statuses}::text[]))`;

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
  total: number;
}

/**
 * The agency's folios newest first, filtered in the database so that every page agrees with the filter
 * (limit + 1 rows, and the total). With `sessions`, one row per group: its latest folio (the agency's
 * (agency_id, group_id, created_at desc, id desc) index serves the DISTINCT ON), with the group's folio
 * count, and the search, program and status filters apply to that latest folio (bound: to any of the group's).
 */
export async function listFoliosWithCards(
  db: Tx,
  agencyId: string,
  filter: FolioListFilter,
  limit: number,
  after: Keyset | null,
  now = new Date(),
): Promise<FolioListPage> {
  const scope = Prisma.sql`f.agency_id = ${agencyId}::uuid${filter.groupId ? Prisma.sql` AND f.group_id = ${filter.groupId}::uuid` : Prisma.empty}${folioInBookSql("f", filter.ownBookOf)}`;
  const rowsOf = filter.sessions
    ? Prisma.sql`SELECT DISTINCT ON (f.group_id) f.id, f.group_id, f.created_at, f.expires_at, f.insured_name FROM folios f WHERE ${scope} ORDER BY f.group_id, f.created_at DESC, f.id DESC`
    : Prisma.sql`SELECT f.id, f.group_id, f.created_at, f.expires_at, f.insured_name FROM folios f WHERE ${scope}`;
  const bound = filter.sessions
    ? Prisma.sql`EXISTS (SELECT 1 FROM applications a WHERE a.group_id = r.group_id AND a.agency_id = ${agencyId}::uuid AND a.status = 'bound')`
    : exists(Prisma.sql`r.id`, ["bound"]);
  const where: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (filter.q) where.push(Prisma.sql`r.insured_name ILIKE ${`%${escapeLike(filter.q)}%`}`);
  if (filter.programCode)
    where.push(
      Prisma.sql`EXISTS (SELECT 1 FROM applications a JOIN programs p ON p.id = a.program_id WHERE a.folio_id = r.id AND p.code = ${filter.programCode})`,
    );
  if (filter.status) where.push(statusWhere(filter.status, bound, now));
  if (filter.referred !== undefined)
    where.push(filter.referred ? exists(Prisma.sql`r.id`, ["referred"]) : Prisma.sql`NOT ${exists(Prisma.sql`r.id`, ["referred"])}`);
  const keyset = after ? Prisma.sql`WHERE (m.created_at, m.id) < (${after.createdAt}::timestamp, ${after.id}::uuid)` : Prisma.empty;
  const session = filter.sessions
    ? Prisma.sql`(SELECT count(*) FROM folios g WHERE g.group_id = m.group_id AND g.agency_id = ${agencyId}::uuid)::int AS folio_count,
                 (SELECT min(g.created_at) FROM folios g WHERE g.group_id = m.group_id AND g.agency_id = ${agencyId}::uuid) AS first_created_at,
                 m.group_bound`
    : Prisma.sql`NULL::int AS folio_count, NULL::timestamp AS first_created_at, NULL::boolean AS group_bound`;
  const listed = await db.$queryRaw<ListedRow[]>`
    WITH matched AS (
      SELECT r.id, r.group_id, r.created_at, ${filter.sessions ? bound : Prisma.sql`NULL::boolean`} AS group_bound
        FROM (${rowsOf}) r
       WHERE ${Prisma.join(where, " AND ")}
    )
    SELECT m.id, ${session}, (SELECT count(*) FROM matched)::int AS total
      FROM matched m
      ${keyset}
     ORDER BY m.created_at DESC, m.id DESC
     LIMIT ${limit + 1}`;
  const total = listed[0]?.total ?? (after ? await countMatched() : 0);
  async function countMatched() {
    const [row] = await db.$queryRaw<Array<{ total: number }>>`
      SELECT count(*)::int AS total FROM (${rowsOf}) r WHERE ${Prisma.join(where, " AND ")}`;
    return row?.total ?? 0;
  }
  if (!listed.length) return { rows: [], total };
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
  return { rows, total };
}

/** What a re-quote starts from: the folio and its programs in order, with the first card's rating block. */
export async function getRequoteBase(db: Tx, agencyId: string, folioId: string) {
  const folio = await db.folio.findFirst({
    where: { id: folioId, agencyId },
    include: { applications: { select: { id: true, programId: true, systemPayload: true, formPayload: true }, orderBy: [{ position: "asc" }, { id: "asc" }] } },
  });
  if (!folio) return null;
  const { applications, ...rest } = folio;
  return {
    folio: toFolioRecord(rest),
    programIds: [...new Set(applications.map((a) => a.programId))],
    systemPayload: (applications[0]?.systemPayload ?? {}) as Record<string, unknown>,
    /** Each program's answers in this folio (a renewal re-quote carries them on). */
    answersByProgram: new Map(applications.map((a) => [a.programId, parseJson(ObjectJson, a.formPayload, `application ${a.id} formPayload`)])),
  };
}

/** Holds the group's lock until the transaction ends: re-quotes of one group take attempt numbers in turn. */
export async function lockGroup(tx: Tx, groupId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${groupId}, 0))`;
}

/** The highest attempt number of each program in the group. */
export async function lastAttempts(tx: Tx, groupId: string, programIds: string[]): Promise<Map<string, number>> {
  const rows = await tx.application.groupBy({ by: ["programId"], where: { groupId, programId: { in: programIds } }, _max: { attemptNumber: true } });
  return new Map(rows.map((r) => [r.programId, r._max.attemptNumber ?? 0]));
}

/**
 * Each program's latest attempt in the group (of the programs given, or of every program of the group): the
 * options and endorsements it was rated with, which a re-quote keeps unless it changes them (decision 031).
 */
export async function latestChoices(
  db: Tx,
  groupId: string,
  programIds?: string[],
): Promise<Map<string, { attemptNumber: number; selectedOptions: SelectedOptions; addedEndorsements: string[] }>> {
  const rows = await db.application.findMany({
    where: { groupId, ...(programIds ? { programId: { in: programIds } } : {}) },
    select: { id: true, programId: true, attemptNumber: true, selectedOptions: true, addedEndorsements: true },
    orderBy: [{ programId: "asc" }, { attemptNumber: "desc" }],
    distinct: ["programId"],
  });
  return new Map(
    rows.map((r) => [
      r.programId,
      {
        attemptNumber: r.attemptNumber,
        selectedOptions: parseJson(SelectedOptionsJson, r.selectedOptions, `application ${r.id} selectedOptions`),
        addedEndorsements: parseJson(EndorsementKeysJson, r.addedEndorsements, `application ${r.id} addedEndorsements`),
      },
    ]),
  );
}

export interface NewFolio {
  id: string;
  agencyId: string;
  /** The client quoted (lib/insureds). */
  insuredId: string;
  groupId: string;
  originalQuoteId: string | null;
  source: string | null;
  insuredName: string;
  clientState: Record<string, unknown> | null;
  createdAt: Date;
  expiresAt: Date;
  /** Set on a renewal offer: the policy whose next term it quotes. */
  renewalOfPolicyId?: string | null;
  /**
   * The portal user recording it (null: an API key, a job). Whose book the folio is in (decision 045) is theirs
   * only for a new group: a re-quote keeps the owner of the folio it continues, a renewal offer the expiring
   * policy's folio's, so a shopping session and a client's terms stay in one producer's book.
   */
  createdByUserId?: string | null;
}

export interface NewApplication {
  id: string;
  programId: string;
  attemptNumber: number;
  position: number;
  systemPayload: Record<string, unknown>;
  systemPayloadHash: string;
  /** Answers carried over (a renewal offer takes the expiring term's). */
  formPayload?: Record<string, unknown>;
  risk: object;
  selectedOptions: Record<string, number>;
  addedEndorsements: string[];
  effectiveDate: string | null;
  expirationDate: string | null;
  validUntil: Date;
  availableAt: Date;
}

/**
 * The folio, the version bump of the group's earlier folios (a re-quote supersedes their cards: their views
 * change; locked in id order, as bumpFolioVersions locks) and the applications, in one statement. $1-$10,
 * $12 and $13 the folio, $11 the applications as a JSON array. The owner (decision 045): the original's for a
 * re-quote, the renewed policy's folio's for a renewal offer, else $13, the portal user recording it.
 */
const INSERT_FOLIO: Statement = {
  name: "folio_insert_v3",
  text: `
    WITH folio AS (
      INSERT INTO folios (id, agency_id, group_id, original_quote_id, source, insured_name, client_state, renewal_of_policy_id, created_at, expires_at, insured_id,
                          created_by_user_id)
      VALUES ($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::text, $6::text, $7::jsonb, $8::uuid, ${utc("$9")}, ${utc("$10")}, $12::uuid,
              CASE WHEN $4::uuid IS NOT NULL THEN (SELECT o.created_by_user_id FROM folios o WHERE o.id = $4::uuid)
                   WHEN $8::uuid IS NOT NULL THEN (SELECT o.created_by_user_id FROM policies p JOIN folios o ON o.id = p.folio_id WHERE p.id = $8::uuid)
                   ELSE $13::uuid END)
      RETURNING id
    ), superseded AS (
      UPDATE folios SET version = version + 1
       WHERE id IN (SELECT id FROM folios WHERE group_id = $3::uuid AND id <> $1::uuid ORDER BY id FOR UPDATE)
    ), apps AS (
      INSERT INTO applications (id, folio_id, agency_id, program_id, group_id, attempt_number, position, system_payload, system_payload_hash,
                                form_payload, risk, selected_options, added_endorsements, effective_date, expiration_date,
                                valid_until, available_at, created_at, updated_at)
      SELECT a.id, folio.id, $2::uuid, a.program_id, $3::uuid, a.attempt_number, a.position, a.system_payload, a.system_payload_hash,
             coalesce(a.form_payload, '{}'::jsonb), a.risk, a.selected_options, a.added_endorsements, a.effective_date, a.expiration_date,
             ${utc("a.valid_until")}, ${utc("a.available_at")}, ${utc("$9")}, ${utc("$9")}
        FROM folio CROSS JOIN jsonb_to_recordset($11::jsonb) AS a(
               id uuid, program_id uuid, attempt_number int, position int, system_payload jsonb, system_payload_hash text, form_payload jsonb,
               risk jsonb, selected_options jsonb, added_endorsements jsonb, effective_date text, expiration_date text, valid_until text, available_at text)
      RETURNING id
    )
    SELECT (SELECT count(*)::int FROM apps) AS applications`,
};

/** A folio and its applications (which are the rating jobs), in the caller's transaction: one statement past Prisma's query engine (every create). */
export async function insertFolio(tx: Tx, folio: NewFolio, applications: NewApplication[]): Promise<string> {
  const id = folio.id;
  const [row] = await queryRows<{ applications: number }>(tx, INSERT_FOLIO, [
    id,
    folio.agencyId,
    folio.groupId,
    folio.originalQuoteId,
    folio.source,
    folio.insuredName,
    folio.clientState === null ? null : JSON.stringify(folio.clientState),
    folio.renewalOfPolicyId ?? null,
    folio.createdAt.toISOString(),
    folio.expiresAt.toISOString(),
    JSON.stringify(
      applications.map((a) => ({
        id: a.id,
        program_id: a.programId,
        attempt_number: a.attemptNumber,
        position: a.position,
        system_payload: a.systemPayload,
        system_payload_hash: a.systemPayloadHash,
        form_payload: a.formPayload ?? null,
        risk: a.risk,
        selected_options: a.selectedOptions,
        added_endorsements: a.addedEndorsements,
        effective_date: a.effectiveDate,
        expiration_date: a.expirationDate,
        valid_until: a.validUntil.toISOString(),
        available_at: a.availableAt.toISOString(),
      })),
    ),
    folio.insuredId,
    folio.createdByUserId ?? null,
  ]);
  if (Number(row?.applications) !== applications.length) throw new Error(`insertFolio: ${row?.applications} of ${applications.length} applications written`);
  return id;
}

/** The policy a folio renews (null for an ordinary folio). */
/** The client a folio quotes, and the policy it renews (null for an ordinary folio). */
export async function folioLinksOf(tx: Tx, folioId: string): Promise<{ insuredId: string; renewalOfPolicyId: string | null }> {
  const row = await tx.folio.findUnique({ where: { id: folioId }, select: { insuredId: true, renewalOfPolicyId: true } });
  if (!row) throw new Error(`folio ${folioId} not found`);
  return row;
}
