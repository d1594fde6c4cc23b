// Statements written with Kysely's query builder, typed by the schema (decision 059): prisma-kysely generates the
// tables' row types from prisma/schema.prisma (lib/generated/kysely/types.ts) at every `prisma generate`, so a
// statement naming a column the schema no longer has, or comparing it with a value of another type, fails the type
// check. Kysely only compiles here: a statement is compiled once, when its module loads, to its text and the list
// of its parameters, and runs through queryRows (lib/db/client.ts) with its parameters bound, like every statement.
import "server-only";
import { createHash } from "node:crypto";
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type Expression,
  type RawBuilder,
} from "kysely";
import type { DB } from "@/lib/generated/kysely/types";
import { queryRows, type RunStatement, type Statement, type Tx } from "./client";

/** The query builder over the schema's tables. It cannot run a query: compile one with `statement`. */
export const builder = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The type of value an expression gives. */
export type ValueOf<E> = E extends Expression<infer T> ? T : never;

/** A parameter's place in a compiled statement: filled from the arguments by name each time it runs. */
class Slot {
  constructor(readonly key: string) {}
}

/** A compiled statement whose rows are `Row` and whose arguments are `Args`. */
export interface TypedStatement<Args, Row> extends Statement {
  /** Each parameter of the text, in order: a Slot (an argument) or a constant the builder bound. */
  readonly slots: readonly unknown[];
  readonly types?: { args: Args; row: Row };
}

/** The row type of a statement compiled by `statement`. */
export type RowOf<S> = S extends TypedStatement<Record<string, unknown>, infer Row> ? Row : never;

/**
 * Compiles a statement once. `build` receives its arguments as placeholders, to use wherever a value goes; each
 * becomes a bound parameter ($n) of the text. `name` is the prepared statement's name on each connection: change it
 * (a version suffix) whenever the statement's text changes.
 */
export function statement<Args extends Record<string, unknown>, Row>(name: string, build: (args: Args) => Compilable<Row>): TypedStatement<Args, Row> {
  const placeholders = new Proxy({} as Args, { get: (_, key) => new Slot(String(key)) });
  const compiled = build(placeholders).compile();
  return { name, text: compiled.sql, slots: compiled.parameters };
}

/** The parameters of a statement compiled by `statement`: its arguments by name, in order, and its constants. */
export function bind<Args extends Record<string, unknown>, Row>(stmt: TypedStatement<Args, Row>, args: Args): unknown[] {
  return stmt.slots.map((slot) => {
    if (!(slot instanceof Slot)) return slot;
    const value = args[slot.key];
    if (value === undefined) throw new Error(`statement ${stmt.name}: no value for ${slot.key}`);
    return value;
  });
}

/** The rows of a statement compiled by `statement`, its arguments bound. */
export function rows<Args extends Record<string, unknown>, Row>(db: Tx, stmt: TypedStatement<Args, Row>, args: Args): Promise<Row[]> {
  return queryRows<Row>(db, stmt, bind(stmt, args));
}

/** The same, as one statement of a statementTransaction (lib/db/client.ts). */
export function rowsIn<Args extends Record<string, unknown>, Row>(run: RunStatement, stmt: TypedStatement<Args, Row>, args: Args): Promise<Row[]> {
  return run<Row>(stmt, bind(stmt, args));
}

/**
 * A timestamp column as epoch milliseconds, a float8: both drivers and Prisma give a float8 the same JavaScript
 * number, where each gives a timestamp its own way.
 */
export function epochMillis<T extends Date | null>(column: Expression<T>): RawBuilder<T extends Date ? number : number | null> {
  return sql`(extract(epoch FROM ${column}) * 1000)::float8`;
}

/** A timestamp column as whole epoch milliseconds (a bigint), for a JSON object, where it is a plain number. */
export function jsonMillis<T extends Date | null>(column: Expression<T>): RawBuilder<T extends Date ? number : number | null> {
  return sql`(extract(epoch FROM ${column}) * 1000)::bigint`;
}

/** Runs a statement compiled by `statement` for its effect. */
export async function execute<Args extends Record<string, unknown>, Row>(db: Tx, stmt: TypedStatement<Args, Row>, args: Args): Promise<void> {
  await rows(db, stmt, args);
}

/**
 * A timestamp argument, ISO 8601 text (`Date.toISOString()`: each driver would send a Date its own way), or a text
 * column holding one (a JSON field), as the schema stores a time: its columns are `timestamp`, in UTC, as Prisma
 * writes them.
 */
export function utcTime(value: string | Expression<string>): RawBuilder<Date> {
  return sql<Date>`(${value}::timestamptz AT TIME ZONE 'UTC')`;
}

/** A lease's end: `ms` (an int argument) after a time (`utcTime`, or the database's `now()`). */
export function leaseEnd(from: RawBuilder<Date>, ms: number): RawBuilder<Date> {
  return sql<Date>`${from} + ${ms}::int * interval '1 millisecond'`;
}

/** A uuid[] argument: its ids as one text (`{a,b}`), which both drivers bind the same way. */
export function uuids(value: unknown): RawBuilder<string[]> {
  return sql<string[]>`${value}::uuid[]`;
}

/**
 * An array argument as the text of a PostgreSQL array literal (`{"a","b"}`, each element quoted), which both
 * drivers bind the same way: cast it in the statement (`::text[]`, `::int[]`).
 */
export const arrayText = (values: readonly (string | number)[]): string =>
  `{${values.map((v) => (typeof v === "number" ? String(v) : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(",")}}`;

/** The text of a uuid[] argument (for `uuids`). */
export const uuidList = (ids: readonly string[]): string => `{${ids.join(",")}}`;

/**
 * The rows of a query whose shape is chosen at run time (a list's filters and order): compiled each time it runs,
 * and run, bound, named by its text's hash. Every value is bound, never part of the text, so the names are as many
 * as the shapes the code can build, not one per request. It is planned for its values each time, on both databases
 * (`planWithValues`): these are the agency-wide lists and counts, whose plan depends on how big the agency is.
 */
export function rowsOf<Row>(db: Tx, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  const name = `q_${createHash("sha1").update(compiled.sql).digest("hex").slice(0, 20)}`;
  return queryRows<Row>(db, { name, text: compiled.sql, planWithValues: true }, [...compiled.parameters]);
}
