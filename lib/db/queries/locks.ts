// Transaction-scoped advisory locks: a key's holder keeps it until its transaction ends. Used where two writers
// must not both decide on something that is not yet a row (a folio's re-quote group, an insured's match key, a
// policy's servicing keys).
import "server-only";
import { sql } from "kysely";
import type { Tx } from "../client";
import { builder, execute, statement } from "../sql";

const ADVISORY_LOCK = statement("advisory_xact_lock_v1", (args: { key: string }) =>
  builder.selectNoFrom(sql<string>`pg_advisory_xact_lock(hashtextextended(${args.key}, 0))::text`.as("locked")),
);

/** Waits for, and holds until `tx` ends, the lock of `key`. */
export async function advisoryLock(tx: Tx, key: string): Promise<void> {
  await execute(tx, ADVISORY_LOCK, { key });
}

/** The locks of `keys`, taken in one order (sorted, each once), so two holders of overlapping sets cannot deadlock. */
export async function advisoryLocks(tx: Tx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await advisoryLock(tx, key);
}
