// The only place that constructs the Prisma client. PGlite (embedded) when DATABASE_URL is unset,
// PostgreSQL when set. Opened lazily, once per process (PGlite allows a single process per data dir).
import "server-only";
import { logFor } from "@/lib/log";
import fs from "node:fs";
import path from "node:path";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { FolioVersions } from "./folio-versions";
import { openPGlite, pgliteAdapterFactory, pgliteStatements } from "./pglite";
import type { PGlite } from "@electric-sql/pglite";

/** The database: the whole client, able to open transactions. */
export type Db = PrismaClient;
/** What a query needs: the client or an open transaction. */
export type Tx = Prisma.TransactionClient;
/** A value for a JSON column. */
export type JsonValue = Prisma.InputJsonValue;

/** A domain object (plain JSON: no dates, no undefined in arrays) as a JSON column value. */
export function json(value: object): JsonValue {
  return value as JsonValue;
}

/**
 * Runs fn in the caller's transaction when given one, or in a new transaction on the client: for a
 * write that must commit with its folio's version bump (lib/db/queries/folios/versions.ts bumpFolioVersions).
 */
export function atomically<T>(db: Tx | Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return "$transaction" in db ? db.$transaction(fn) : fn(db);
}

export interface DatabaseTarget {
  databaseUrl?: string;
  dataDir: string;
}

export interface OpenDatabase {
  prisma: PrismaClient;
  factory: SqlMigrationAwareDriverAdapterFactory;
  kind: "pglite" | "postgresql";
  /** The embedded database itself (kind "pglite"): for tools that fill it with set-based SQL (bench/book.ts). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/**
 * A statement sent to the driver itself, past Prisma's query engine, where Prisma's own work per query cost more
 * than the database did (decisions 015, 023); written with the builder (lib/db/sql.ts, decision 059). On
 * PostgreSQL `name` makes it a prepared statement (parsed and planned once per connection). Both drivers and Prisma
 * give its columns the same JavaScript values: text, numbers, booleans, uuids, json, and `timestamp` columns as
 * Dates read in UTC (`utcTimestamp`), as Prisma reads them. A bigint (count(*), a sum) is text on the drivers and a
 * bigint through Prisma: cast it (`::int`) or convert it (`Number`).
 */
export interface Statement {
  name: string;
  text: string;
  /**
   * Planned for its values each time it runs (an unnamed statement, on both databases), not once for any values: a query
   * whose best plan depends on which agency it reads. A prepared statement's generic plan assumes an average agency,
   * and on a book where one agency holds half the rows it chose, for the dashboard's "quoted" filter, an index that
   * read 100,000 rows per probe (2.6 s; planned with the values, 12 ms). The named statements keep their plans.
   */
  planWithValues?: boolean;
}

export type Rows = (statement: Statement, params: unknown[]) => Promise<unknown[]>;
/** Runs one statement of a transaction opened by statementTransaction. */
export type RunStatement = <T>(statement: Statement, params: unknown[]) => Promise<T[]>;
type Transact = <T>(fn: (run: RunStatement) => Promise<T>) => Promise<T>;
/**
 * The driver rides on the client openDatabase made, under a registered symbol: Next.js may load this
 * module once per bundle layer, and a client opened through one copy is queried through another.
 */
const DRIVER = Symbol.for("quoting.db.driver");
type WithDriver = { [DRIVER]?: { owner: object; rows: Rows; transaction?: Transact; folioVersions?: () => FolioVersions | null } };

/** Whether `db` is the very client openDatabase made (not a transaction, not a client made elsewhere). */
export function isDriverClient(db: Tx | Db): boolean {
  return (db as WithDriver)[DRIVER]?.owner === db;
}

/**
 * The folio versions this process holds in memory (lib/db/folio-versions.ts), for the client openDatabase
 * made on the embedded database; null on PostgreSQL, inside a transaction, or until the notifications that
 * keep them exact are set up (the first call starts that).
 */
export function folioVersions(db: Tx | Db): FolioVersions | null {
  const driver = (db as WithDriver)[DRIVER];
  return driver && driver.owner === db && driver.folioVersions ? driver.folioVersions() : null;
}

/** PostgreSQL's `timestamp` (without time zone): the schema's times, in UTC. */
const TIMESTAMP_OID = 1114;

/**
 * A `timestamp` as the schema stores it, in UTC, as Prisma reads it: both drivers would read it in the process's
 * own time zone (node-postgres and PGlite alike), so a server not on UTC would move every time by its offset.
 */
export function utcTimestamp(text: string): Date {
  return new Date(`${text.replace(" ", "T")}Z`);
}

/** A nullable integer column of a raw row (bigint columns arrive as strings or bigints from some drivers). */
export const numberOrNull = (value: number | string | bigint | null): number | null => (value === null ? null : Number(value));

/**
 * Rows of a statement: through the driver of the client openDatabase made, or through Prisma for
 * anything else (a transaction, whose statements must stay on its connection; a client made elsewhere).
 */
export async function queryRows<T>(db: Tx | Db, statement: Statement, params: unknown[]): Promise<T[]> {
  // A transaction client may read its parent's properties: only the very client the driver was set on uses it.
  const driver = (db as WithDriver)[DRIVER];
  const direct = driver && driver.owner === db ? driver.rows : null;
  return (direct ? await direct(statement, params) : await db.$queryRawUnsafe<unknown[]>(statement.text, ...params)) as T[];
}

/**
 * Runs `fn`'s statements in one transaction (committed when it returns, rolled back when it throws):
 * on PostgreSQL on one pooled connection of the driver, each a prepared statement, past Prisma's query
 * engine, for the rating pipeline's writes (a few statements per rating, hundreds of ratings a second,
 * decision 023); through Prisma's interactive transaction otherwise (PGlite, a client made elsewhere).
 * The same rule as queryRows for what the statements select; parameters are text, numbers, booleans or null.
 */
export async function statementTransaction<T>(db: Db, fn: (run: RunStatement) => Promise<T>): Promise<T> {
  const driver = (db as WithDriver)[DRIVER];
  if (driver?.owner === db && driver.transaction) return driver.transaction(fn);
  return db.$transaction((tx) => fn(async <R>(statement: Statement, params: unknown[]) => tx.$queryRawUnsafe<R[]>(statement.text, ...params)));
}

/**
 * The channel the embedded database's folio changes are notified on: migration
 * 20261127122456_folio_changed_notify's triggers notify a change to a folio row, or a card added, removed
 * or with a new validity, to a session that listens on it (on PostgreSQL none does, and nothing is sent).
 */
const FOLIO_CHANGED_CHANNEL = "folio_changed";

/**
 * A parameter as the text the server reads it from, as node-postgres sends it: null, a finite number, a boolean,
 * text, or a Date (ISO 8601). Never spliced into a statement: always bound.
 */
export function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("statement parameter: not a finite number");
    return String(value);
  }
  if (typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new Error(`statement parameter: unsupported ${typeof value}`);
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.databaseUrl) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { default: pg } = await import("pg");
    // Prisma and the direct statements share one pool. Migrations get a factory of their own: the schema
    // engine holds an advisory lock on its connection until that pool is ended.
    // JIT off (decision 054): the server compiles a statement whose estimated cost passes jit_above_cost, and a
    // list page whose per-row probes are costed for the whole book (a few rows read) paid 300 ms of compiling for
    // 0.7 ms of work on the big book.
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10, options: "-c jit=off" });
    // An idle connection the server ends (a restart, a dropped database) is an error event on the pool:
    // the pool discards that connection and the next query opens another. Without a listener it would
    // be an unhandled 'error' event.
    pool.on("error", (error) => logFor("db").warn({ code: (error as { code?: string }).code }, "idle connection ended"));
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const types = { getTypeParser: (oid: number, format?: "text" | "binary") => (oid === TIMESTAMP_OID ? utcTimestamp : pg.types.getTypeParser(oid, format)) };
    // A named statement is prepared once per connection; one planned with its values goes unnamed, planned each run.
    const queryOf = (statement: Statement, values: unknown[]) =>
      statement.planWithValues ? { text: statement.text, values, types } : { name: statement.name, text: statement.text, values, types };
    (prisma as WithDriver)[DRIVER] = {
      owner: prisma,
      rows: async (statement, params) => (await pool.query(queryOf(statement, params))).rows,
      transaction: async (fn) => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query("BEGIN");
          const result = await fn(async (statement, params) => (await client.query(queryOf(statement, params))).rows);
          await client.query("COMMIT");
          return result;
        } catch (error) {
          // A connection that cannot even roll back is not given back to the pool.
          await client.query("ROLLBACK").catch((e: Error) => (broken = e));
          throw error;
        } finally {
          client.release(broken);
        }
      },
    };
    const factory = new PrismaPg({ connectionString: target.databaseUrl, max: 10 });
    return {
      prisma,
      factory,
      kind: "postgresql",
      close: async () => {
        await prisma.$disconnect();
        await pool.end().catch(() => undefined); // Prisma may have ended it already
      },
    };
  }
  const dir = path.resolve(target.dataDir, "pglite");
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pg = await openPGlite(dir);
  const factory = await pgliteAdapterFactory(pg);
  const prisma = new PrismaClient({ adapter: factory });
  (prisma as WithDriver)[DRIVER] = { owner: prisma, rows: await pgliteStatements(pg, parameterText, { [TIMESTAMP_OID]: utcTimestamp }) };
  // Folio versions in memory (decision 015): the migrations' trigger notifies each change of a folio or of
  // its cards' validity to this one session once it listens, and PGlite hands the notification over before
  // the writing statement's promise resolves. Listened at the first use, once the trigger is there
  // (migrations run after this opens); until then, or on failure, retried at the next use.
  const versions = new FolioVersions();
  let setup: "none" | "running" | "ready" = "none";
  const driver = (prisma as WithDriver)[DRIVER]!;
  driver.folioVersions = () => {
    if (setup === "none") {
      setup = "running";
      pg.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_trigger WHERE tgname IN ('folios_changed_notify', 'applications_validity_notify')")
        .then(({ rows }) => {
          if (rows[0]?.n !== 2) throw new Error("the folio_changed_notify migration is not applied");
          return pg.listen(FOLIO_CHANGED_CHANNEL, (folioId) => versions.changedNow(folioId));
        })
        .then(
          () => {
            versions.clear(); // changes made before the listener was in place were not heard
            setup = "ready";
          },
          (error: unknown) => {
            setup = "none";
            logFor("db").warn({ error: String(error) }, "folio version notifications not set up");
          },
        );
    }
    return setup === "ready" ? versions : null;
  };
  return {
    prisma,
    factory,
    kind: "pglite",
    pglite: pg,
    close: async () => {
      await prisma.$disconnect();
      await pg.close();
    },
  };
}
