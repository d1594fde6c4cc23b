// Keeps a reference table (NAICS codes, index terms, synonyms) equal to the rows of its file, resumably:
// no transaction, each statement a batch of at most SEED_BATCH rows that commits on its own, every row
// with a fixed key (a code, or its line in the file as the id). A seed stopped anywhere (a timeout, a
// crash, a kill) leaves rows the next run keeps; that run writes only what is missing or differs.
// Until 2026-11 each table was replaced in one interactive transaction, whose 5 s timeout expired on a
// loaded machine (issue 26, item 7): how long a seed takes must not decide whether it succeeds.
//
// The rows travel as one JSON parameter per statement (json_to_recordset), not through createMany:
// Prisma's client-side work for createMany cost ~2 s of CPU for the 20,373 index terms, the statement
// below ~0.05 s on PostgreSQL and ~0.3 s on PGlite (database included).
import { createHash } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

/** Rows per statement: a few milliseconds each, far inside a short statement_timeout on a loaded machine. */
export const SEED_BATCH = 1000;

/** A row as the seed writes it: its key, then its text columns in the table's `columns` order. */
export interface SeedRow<K extends string | number> {
  key: K;
  values: string[];
}

/** A table and the rows it must hold. Table and column names are constants of the seed, never input. */
export interface ReferenceTable<K extends string | number> {
  table: string;
  keyColumn: string;
  /** The key's SQL type: integer ids (a row's line in its file) or text codes. */
  keyType: K extends number ? "int" : "text";
  /** The other columns, all text. */
  columns: readonly string[];
  /** Each key once. */
  rows: SeedRow<K>[];
}

/** Called after each statement that wrote rows, with how many it deleted or inserted. */
export type OnWrite = (rows: number) => void | Promise<void>;

const line = (key: string | number, values: readonly string[]) => [String(key), ...values].join("\t");

/**
 * Makes `t.table` hold exactly `t.rows`; returns how many rows it deleted and inserted (none when the
 * table already matched, found by one digest statement without reading the rows).
 */
export async function syncReferenceTable<K extends string | number>(
  db: Db,
  t: ReferenceTable<K>,
  onWrite?: OnWrite,
): Promise<{ deleted: number; inserted: number }> {
  const table = Prisma.raw(`"${t.table}"`);
  const key = Prisma.raw(`"${t.keyColumn}"`);
  const columns = Prisma.raw([t.keyColumn, ...t.columns].map((c) => `"${c}"`).join(", "));
  // Lines in key order as the database sorts them: numbers as numbers, text in byte order (COLLATE "C").
  const order = Prisma.raw(t.keyType === "int" ? `"${t.keyColumn}"` : `"${t.keyColumn}" COLLATE "C"`);
  const sorted = [...t.rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const digest = createHash("md5")
    .update(sorted.map((r) => line(r.key, r.values)).join("\n"), "utf8")
    .digest("hex");
  const [found] = await db.$queryRaw<{ n: number; digest: string }[]>`
    SELECT count(*)::int AS n, md5(coalesce(string_agg(concat_ws(chr(9), ${columns}), chr(10) ORDER BY ${order}), '')) AS digest FROM ${table}`;
  if (found && found.n === t.rows.length && found.digest === digest) return { deleted: 0, inserted: 0 };

  // Something is missing or differs (a first seed, one stopped partway, or a changed file): compare rows.
  const wanted = new Map(t.rows.map((r) => [String(r.key), line(r.key, r.values)]));
  const present = new Set<string>();
  const stale: string[] = [];
  for (const row of await db.$queryRaw<{ key: string; line: string }[]>`SELECT ${key}::text AS key, concat_ws(chr(9), ${columns}) AS line FROM ${table}`) {
    if (wanted.get(row.key) === row.line) present.add(row.key);
    else stale.push(row.key);
  }
  const keyType = Prisma.raw(t.keyType);
  for (let i = 0; i < stale.length; i += SEED_BATCH) {
    const keys = stale.slice(i, i + SEED_BATCH);
    await db.$executeRaw`DELETE FROM ${table} WHERE ${key} IN (SELECT k::${keyType} FROM json_array_elements_text(${JSON.stringify(keys)}::json) AS k)`;
    await onWrite?.(keys.length);
  }
  const recordType = Prisma.raw([`"${t.keyColumn}" ${t.keyType}`, ...t.columns.map((c) => `"${c}" text`)].join(", "));
  const missing = t.rows.filter((r) => !present.has(String(r.key)));
  for (let i = 0; i < missing.length; i += SEED_BATCH) {
    const batch = missing.slice(i, i + SEED_BATCH);
    const records = batch.map((r) => Object.fromEntries([[t.keyColumn, r.key], ...t.columns.map((c, j) => [c, r.values[j]])]));
    // ON CONFLICT: a seed running beside this one may have inserted the same keys since the read.
    await db.$executeRaw`
      INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_to_recordset(${JSON.stringify(records)}::json) AS r(${recordType})
      ON CONFLICT (${key}) DO NOTHING`;
    await onWrite?.(batch.length);
  }
  return { deleted: stale.length, inserted: missing.length };
}
