// A folio's version, which is its views' entity tag: writers bump it in their transaction, conditional reads
// read it (batched across folios asked for at the same time).
import "server-only";
import { sql } from "kysely";
import { isDriverClient, type Tx } from "../../client";
import { builder, epochMillis, execute, rows, statement, uuidList, uuids, type RowOf } from "../../sql";
import { ReadBatcher } from "../../read-batcher";
import { processState } from "@/lib/process-state";

/** bumpFolioVersions's statement: `ids` the applications (a uuid[] literal, uuidList). */
const BUMP_FOLIO_VERSIONS = statement("folio_versions_bump_v1", (args: { ids: string }) =>
  builder
    .updateTable("folios")
    .set((eb) => ({ version: eb("version", "+", sql.lit(1)) }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("folios as l")
        .select("l.id")
        .where("l.id", "in", (eb) =>
          eb
            .selectFrom("applications as a")
            .select("a.folio_id")
            .where("a.id", "=", eb.fn.any(uuids(args.ids))),
        )
        .orderBy("l.id")
        .forUpdate(),
    ),
);

/**
 * Bumps the version of the folios these applications belong to, in the caller's transaction (the one
 * that changes them): a view's ETag is its folio's version, so every change to what a folio or one of
 * its applications shows must move it. Rows are locked in id order, so two writers cannot deadlock here.
 */
export async function bumpFolioVersions(tx: Tx, applicationIds: string[]): Promise<void> {
  if (!applicationIds.length) return;
  await execute(tx, BUMP_FOLIO_VERSIONS, { ids: uuidList(applicationIds) });
}

/** What a conditional read needs of folios: `ids` a uuid[] literal. Timestamps as epoch milliseconds. */
const FOLIO_VERSIONS = statement("folio_versions_v2", (args: { ids: string }) =>
  builder
    .selectFrom("folios as f")
    .select((eb) => [
      "f.id",
      "f.agency_id",
      "f.version",
      epochMillis(eb.ref("f.expires_at")).as("expires_ms"),
      sql<number[]>`ARRAY(${eb
        .selectFrom("applications as v")
        .distinct()
        .select((v) => epochMillis(v.ref("v.valid_until")).as("ms"))
        .whereRef("v.folio_id", "=", "f.id")})`.as("valid_until_ms"),
    ])
    .where((eb) => eb("f.id", "=", eb.fn.any(sql<string[]>`${args.ids}::uuid[]`))),
);

export type FolioVersionRow = RowOf<typeof FOLIO_VERSIONS>;

const versionReads = () => processState("folios.versionReads", () => new WeakMap<object, ReadBatcher<string, FolioVersionRow>>());

/**
 * A folio's version, expiry and cards' validity (a conditional read's inputs), read with those of other
 * folios asked for at the same time (lib/db/read-batcher.ts): pollers cost one query per batch, not one
 * each. Inside a transaction, read alone.
 */
export async function folioVersionOf(db: Tx, folioId: string): Promise<FolioVersionRow | undefined> {
  const readMany = async (ids: string[]) => new Map((await rows(db, FOLIO_VERSIONS, { ids: `{${ids.join(",")}}` })).map((row) => [row.id, row] as const));
  if (!isDriverClient(db)) return (await readMany([folioId])).get(folioId);
  let reads = versionReads().get(db);
  if (!reads) versionReads().set(db, (reads = new ReadBatcher(readMany)));
  return reads.get(folioId);
}
