// Programs and carriers: reference data that only the seed changes. Parsed once into ProgramRecords and
// kept per database handle, so a folio view neither reloads nor re-parses rating plans and forms
// (docs/decisions/006-read-path-caches.md). After a minute the catalogue is reloaded in the background
// while the one in hand keeps answering: no request waits for it but the first (decision 015).
import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "../client";
import { builder, rows, statement } from "../sql";
import { toProgramRecord, type ProgramRecord, type ProgramType } from "../records/program";
import { processState } from "@/lib/process-state";

const TTL_MS = 60_000;

/** Every program by id, and a fingerprint of the rows they were read from (it changes when a program or carrier does). */
export interface ProgramCatalog extends ReadonlyMap<string, ProgramRecord> {
  readonly fingerprint: string;
}

interface Cached {
  at: number;
  byId: Promise<ProgramCatalog>;
  refreshing: boolean;
}
const catalogs = () => processState("programs.catalogs", () => new WeakMap<object, Cached>());

/**
 * The cache's key for a handle: a transaction's client and its database's client share one catalogue.
 * Prisma gives both the client they were made from (`_originalClient`, not in its types); without it the
 * handle itself is the key. Keyed by the transaction, every rating completion (its events are written in
 * its transaction) reloaded and re-parsed every program while holding the folio's lock.
 */
function keyOf(db: Tx): object {
  return (db as { _originalClient?: object })._originalClient ?? db;
}

/** The database's client, not a transaction's (which has no $connect). */
const isDatabaseClient = (db: Tx) => typeof (db as { $connect?: unknown }).$connect === "function";

async function loadCatalog(db: Tx): Promise<ProgramCatalog> {
  const rows = await db.program.findMany({ include: { carrier: true }, orderBy: { id: "asc" } });
  const fingerprint = createHash("sha256").update(JSON.stringify(rows)).digest("base64url").slice(0, 16);
  return Object.assign(new Map(rows.map((row) => [row.id, toProgramRecord(row)])), { fingerprint });
}

function load(db: Tx, now: number): Promise<ProgramCatalog> {
  const byId = loadCatalog(db);
  byId.catch(() => catalogs().delete(keyOf(db)));
  catalogs().set(keyOf(db), { at: now, byId, refreshing: false });
  return byId;
}

/** Every program by id, from the per-handle cache (reloaded in the background once a minute old). */
export function programCatalog(db: Tx): Promise<ProgramCatalog> {
  const now = Date.now();
  const cached = catalogs().get(keyOf(db));
  if (!cached) return load(db, now);
  // Refreshed from the database's own client only: a background read must not run on a caller's transaction.
  if (now - cached.at > TTL_MS && !cached.refreshing && isDatabaseClient(db)) {
    cached.refreshing = true;
    loadCatalog(db).then(
      (fresh) => catalogs().set(keyOf(db), { at: Date.now(), byId: Promise.resolve(fresh), refreshing: false }),
      () => (cached.refreshing = false), // keep answering with the one in hand; the next request tries again
    );
  }
  return cached.byId;
}

/** The catalogue read again now (a program was added since the cache was filled). */
export function reloadCatalog(db: Tx): Promise<ProgramCatalog> {
  return load(db, Date.now());
}

export async function programById(db: Tx, id: string): Promise<ProgramRecord> {
  const program = (await programCatalog(db)).get(id);
  if (program) return program;
  const fresh = (await reloadCatalog(db)).get(id);
  if (!fresh) throw new Error(`program ${id} not found`);
  return fresh;
}

/** $1 the agency: the programs it is appointed for (a statement of its own: every create and rate reads it). */
const APPOINTMENTS = statement("appointments_of_agency_v2", (args: { agencyId: string }) =>
  builder.selectFrom("appointments").select("program_id").where("agency_id", "=", args.agencyId),
);

/** The programs an agency is appointed for, by code (and type first, when asked). */
export async function appointedPrograms(db: Tx, agencyId: string, opts: { type?: ProgramType; byType?: boolean } = {}): Promise<ProgramRecord[]> {
  const [appointments, catalog] = await Promise.all([rows(db, APPOINTMENTS, { agencyId }), programCatalog(db)]);
  const programs = appointments
    .map((a) => catalog.get(a.program_id))
    .filter((p): p is ProgramRecord => p !== undefined && (!opts.type || p.type === opts.type));
  return programs.sort((a, b) => (opts.byType && a.type !== b.type ? a.type.localeCompare(b.type) : 0) || a.code.localeCompare(b.code));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One appointed program by id or code (any case), or null. */
export async function findAppointedProgram(db: Tx, agencyId: string, idOrCode: string): Promise<ProgramRecord | null> {
  const programs = await appointedPrograms(db, agencyId);
  return UUID.test(idOrCode)
    ? (programs.find((p) => p.id === idOrCode.toLowerCase()) ?? null)
    : (programs.find((p) => p.code.toUpperCase() === idOrCode.toUpperCase()) ?? null);
}

export async function listCarriers(db: Tx) {
  return db.carrier.findMany({ select: { code: true, adapter: true }, orderBy: { code: "asc" } });
}
