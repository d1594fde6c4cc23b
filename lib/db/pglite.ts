// Every embedded database is opened here, with the extensions the migrations create (pg_trgm: the trigram index of
// the dashboard's client search, migration 20261128150346_folio_name_trigrams). PGlite loads an extension only when
// it is named at open, so a PGlite made elsewhere could not replay the migrations.
import "server-only";
import type { messages, PGlite, PGliteOptions } from "@electric-sql/pglite";
import type { Rows, Statement } from "./client";

/** A PGlite on `dataDir` (in memory when undefined), with the project's extensions; loaded on first use. */
export async function openPGlite(dataDir?: string, options: Omit<PGliteOptions, "extensions" | "dataDir"> = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
  return PGlite.create({ ...options, ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
}

/**
 * Prisma's adapter factory for a PGlite, whose shadow database (where the schema engine replays the migrations to
 * diff them) is opened with the same extensions: the adapter's own opens a bare PGlite, where CREATE EXTENSION fails.
 */
export async function pgliteAdapterFactory(pg: PGlite) {
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  class WithExtensions extends PrismaPGlite {
    override async connectToShadowDb() {
      return new PrismaPGlite(await openPGlite()).connect();
    }
  }
  return new WithExtensions(pg);
}

/**
 * Statements on the embedded database, each parsed once as a named prepared statement of its one session and then
 * bound and executed with its parameters over PGlite's wire protocol, in one call per statement: PGlite's query()
 * parses and describes its statement again each time, in six calls, and cost about twice as much for the folio view
 * (decision 059). A statement planned with its values is parsed, unnamed, in that same call each time. Runs after any
 * open transaction, as PGlite's own queries do. `parsers` replace PGlite's own for their types.
 */
export async function pgliteStatements(
  pg: PGlite,
  parameterText: (value: unknown) => string | null,
  parsers: Record<number, (text: string) => unknown>,
): Promise<Rows> {
  const { protocol, types } = await import("@electric-sql/pglite");
  const { serialize } = protocol;
  const parsersOf = { ...pg.parsers, ...parsers };
  const prepared = new Map<string, Promise<Array<{ name: string; dataTypeID: number }>>>();
  const exclusive = <T>(fn: () => Promise<T>) => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn));
  const describe = (statement: Statement) => {
    let fields = prepared.get(statement.name);
    if (!fields) {
      fields = exclusive(() =>
        pg.execProtocol(
          concatBytes([
            serialize.parse({ name: statement.name, text: statement.text }),
            serialize.describe({ type: "S", name: statement.name }),
            serialize.sync(),
          ]),
        ),
      ).then(({ messages }) => fieldsOf(messages));
      fields.catch(() => prepared.delete(statement.name));
      prepared.set(statement.name, fields);
    }
    return fields;
  };
  // A statement planned with its values (planWithValues) is parsed unnamed each time, in the same call: a named one
  // would switch to a generic plan after five runs, costed for an average agency (the dashboard's "bound" filter on an
  // embedded book of 100,000 folios for one agency: 6.6 s a page, where the plan for its values took 0.5 s).
  const unnamed = (statement: Statement, values: Array<string | null>) =>
    exclusive(() =>
      pg.execProtocol(
        concatBytes([
          serialize.parse({ text: statement.text }),
          serialize.bind({ values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      ),
    );
  return async (statement, params) => {
    const values = params.map(parameterText);
    let fields: Array<{ name: string; dataTypeID: number }>;
    let messages: messages.BackendMessage[];
    if (statement.planWithValues) {
      ({ messages } = await unnamed(statement, values));
      fields = fieldsOf(messages);
    } else {
      fields = await describe(statement);
      ({ messages } = await exclusive(() =>
        pg.execProtocol(concatBytes([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()])),
      ));
    }
    const rows: Record<string, unknown>[] = [];
    for (const message of messages) {
      if (message.name !== "dataRow") continue;
      const row: Record<string, unknown> = {};
      (message as messages.DataRowMessage).fields.forEach((value, i) => {
        const field = fields[i]!;
        row[field.name] = types.parseType(value, field.dataTypeID, parsersOf);
      });
      rows.push(row);
    }
    return rows;
  };
}

/** The columns a statement's row description names (none for a statement without rows). */
function fieldsOf(answer: messages.BackendMessage[]): Array<{ name: string; dataTypeID: number }> {
  const description = answer.find((m): m is messages.RowDescriptionMessage => m.name === "rowDescription");
  return (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
}

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
