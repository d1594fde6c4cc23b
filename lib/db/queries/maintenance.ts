// The embedded database's upkeep (lib/jobs/servicing.ts runs it): PGlite runs PostgreSQL in one process, without the
// autovacuum workers a server has, so nothing would ever vacuum or analyse it. Without VACUUM no page is marked
// all-visible (every index-only scan reads each row as well) and updated rows' dead versions pile up; without ANALYZE
// the planner plans a book of 100,000 folios with the statistics of an empty one.
import "server-only";
import { CompiledQuery } from "kysely";
import type { Tx } from "../client";
import { rows, statement } from "../sql";

/** VACUUM (ANALYZE) of the whole database: a utility statement the builder has no words for, with no parameters. */
const VACUUM_ANALYZE = statement("vacuum_analyze", () => ({ compile: () => CompiledQuery.raw("VACUUM (ANALYZE)") as CompiledQuery<never> }));

/** Vacuums and analyses every table: one statement, outside any transaction (it cannot run in one). */
export async function vacuumAnalyze(db: Tx): Promise<void> {
  await rows(db, VACUUM_ANALYZE, {});
}
