// A folio's version, which is its views' entity tag: writers bump it in their transaction, conditional reads
// read it (batched across folios asked for at the same time).
import "server-only";
import { isDriverClient, queryRows, type Statement, type Tx } from "../../client";
import { ReadBatcher } from "../../read-batcher";
import { processState } from "@/lib/process-state";

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

/** A timestamp column as epoch milliseconds, a float8 (lib/db/client.ts Statement). */
export const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/** What a conditional read needs of folios: $1 their ids (a uuid[] literal). Timestamps as epoch milliseconds. */
const FOLIO_VERSIONS: Statement = {
  name: "folio_versions_v1",
  text: `
    SELECT f.id::text AS id, f.agency_id::text AS agency_id, f.version, ${epochMs("f.expires_at")} AS expires_ms,
           ARRAY(SELECT DISTINCT ${epochMs("v.valid_until")} FROM applications v WHERE v.folio_id = f.id) AS valid_until_ms
      FROM folios f
     WHERE f.id = ANY($1::uuid[])`,
};

export interface FolioVersionRow {
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
export async function folioVersionOf(db: Tx, folioId: string): Promise<FolioVersionRow | undefined> {
  const readMany = async (ids: string[]) =>
    new Map((await queryRows<FolioVersionRow>(db, FOLIO_VERSIONS, [`{${ids.join(",")}}`])).map((row) => [row.id, row] as const));
  if (!isDriverClient(db)) return (await readMany([folioId])).get(folioId);
  let reads = versionReads().get(db);
  if (!reads) versionReads().set(db, (reads = new ReadBatcher(readMany)));
  return reads.get(folioId);
}
