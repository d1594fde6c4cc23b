// Programs and carriers are reference data, changed only by the seed: cached per process for a short
// time so that a folio view does not reload and re-parse every program's rating plan and form.
import type { Db } from "./client";
import type { ProgramWithCarrier } from "./programs";

const TTL_MS = 60_000;
const holder = globalThis as unknown as { __programCatalog?: { at: number; byId: Promise<Map<string, ProgramWithCarrier>> } };

export function programCatalog(db: Db): Promise<Map<string, ProgramWithCarrier>> {
  const now = Date.now();
  if (!holder.__programCatalog || now - holder.__programCatalog.at > TTL_MS) {
    const byId = db.program
      .findMany({ include: { carrier: true } })
      .then((rows) => new Map(rows.map((p) => [p.id, p])));
    byId.catch(() => {
      holder.__programCatalog = undefined;
    });
    holder.__programCatalog = { at: now, byId };
  }
  return holder.__programCatalog.byId;
}

export async function programById(db: Db, id: string): Promise<ProgramWithCarrier> {
  const catalog = await programCatalog(db);
  const program = catalog.get(id);
  if (program) return program;
  holder.__programCatalog = undefined; // a program added since the cache was filled
  const fresh = (await programCatalog(db)).get(id);
  if (!fresh) throw new Error(`program ${id} not found`);
  return fresh;
}
