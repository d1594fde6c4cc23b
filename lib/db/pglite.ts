// Every embedded database is opened here, with the extensions the migrations create (pg_trgm: the trigram index of
// the dashboard's client search, migration 20261128150346_folio_name_trigrams). PGlite loads an extension only when
// it is named at open, so a PGlite made elsewhere could not replay the migrations.
import "server-only";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";

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
