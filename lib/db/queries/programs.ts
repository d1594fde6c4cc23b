// Programs and carriers: reference data that only the seed changes. Parsed once into ProgramRecords and
// kept per database handle for a minute, so a folio view neither reloads nor re-parses rating plans
// and forms (docs/decisions/006-read-path-caches.md).
import "server-only";
import type { Tx } from "../client";
import { toProgramRecord, type ProgramRecord, type ProgramType } from "../records";

const TTL_MS = 60_000;
const catalogs = new WeakMap<object, { at: number; byId: Promise<Map<string, ProgramRecord>> }>();

/** Every program by id, from the per-handle cache (loaded again after a minute). */
export function programCatalog(db: Tx): Promise<Map<string, ProgramRecord>> {
  const now = Date.now();
  const cached = catalogs.get(db);
  if (cached && now - cached.at <= TTL_MS) return cached.byId;
  const byId = db.program.findMany({ include: { carrier: true } }).then((rows) => new Map(rows.map((row) => [row.id, toProgramRecord(row)])));
  byId.catch(() => catalogs.delete(db));
  catalogs.set(db, { at: now, byId });
  return byId;
}

export async function programById(db: Tx, id: string): Promise<ProgramRecord> {
  const program = (await programCatalog(db)).get(id);
  if (program) return program;
  catalogs.delete(db); // a program added since the cache was filled
  const fresh = (await programCatalog(db)).get(id);
  if (!fresh) throw new Error(`program ${id} not found`);
  return fresh;
}

/** The programs an agency is appointed for, by code (and type first, when asked). */
export async function appointedPrograms(db: Tx, agencyId: string, opts: { type?: ProgramType; byType?: boolean } = {}): Promise<ProgramRecord[]> {
  const [appointments, catalog] = await Promise.all([db.appointment.findMany({ where: { agencyId }, select: { programId: true } }), programCatalog(db)]);
  const programs = appointments.map((a) => catalog.get(a.programId)).filter((p): p is ProgramRecord => p !== undefined && (!opts.type || p.type === opts.type));
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
