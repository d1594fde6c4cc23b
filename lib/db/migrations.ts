// Offline replacement for `prisma migrate deploy` / `migrate diff` (Prisma's CLI downloads an engine
// binary at start-up, which this environment cannot). Uses Prisma's schema engine compiled to
// WebAssembly with our driver adapter; it writes the standard _prisma_migrations table, so
// `prisma migrate deploy` on a connected machine agrees. See docs/decisions/002-offline-migrations.md.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

const SCHEMA_PATH = "prisma/schema.prisma";
const MIGRATIONS_DIR = "prisma/migrations";
const filters = { externalTables: [], externalEnums: [] };

interface SchemaEngine {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diff(input: unknown): Promise<{ exitCode: number; stdout?: string }>;
}

// @prisma/adapter-pg runs a migration script by splitting it on every ";", which breaks plpgsql bodies
// (and comments). Send the script whole instead: PostgreSQL's simple-query protocol accepts many
// statements. Every connection the engine opens is recorded so that it can be closed afterwards:
// the engine takes Prisma's migration advisory lock on its connection and never releases it, so a
// pooled connection left idle would block the next process's migration for up to 10 s.
type Disposable = { dispose(): Promise<void> };
function trackedFactory(factory: SqlMigrationAwareDriverAdapterFactory, opened: Disposable[]): SqlMigrationAwareDriverAdapterFactory {
  const isPg = factory.adapterName === "@prisma/adapter-pg";
  type Conn = Disposable & { executeScript(s: string): Promise<void>; client: { query(s: string): Promise<unknown> }; onError(e: unknown): never };
  const patch = <T>(conn: T): T => {
    const c = conn as unknown as Conn;
    opened.push(c);
    if (isPg) {
      c.executeScript = async (script: string) => {
        try {
          await c.client.query(script);
        } catch (error) {
          c.onError(error);
        }
      };
    }
    return conn;
  };
  return new Proxy(factory, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === "connect" || prop === "connectToShadowDb") {
        return async (...args: unknown[]) => patch(await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

interface EngineModule {
  SchemaEngine: { new: (options: unknown, log: (line: string) => void, adapter: object) => Promise<SchemaEngine & { free(): void }> };
}

// The wasm glue keeps views of the instance's memory in module state, so the module may be
// instantiated only once per process; each operation then makes its own SchemaEngine. So it is kept here, out
// of the process registry, which tests clear: a second instantiation would break the first one's views.
// eslint-disable-next-line no-restricted-syntax -- once per process for the wasm glue's sake, never reset
let engineModule: Promise<EngineModule> | undefined;
function loadEngineModule(root: string): Promise<EngineModule> {
  engineModule ??= (async () => {
    const require = createRequire(path.join(root, "package.json"));
    const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    // eslint-disable-next-line local/restricted-imports -- the engine's wasm glue, a file found at run time, inside lib/db
    const bg = await import(pathToFileURL(bgPath).href);
    const wasm = new WebAssembly.Module(fs.readFileSync(path.join(path.dirname(bgPath), "schema_engine_bg.wasm")));
    const instance = new WebAssembly.Instance(wasm, { "./schema_engine_bg.js": bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
    return bg as EngineModule;
  })();
  return engineModule;
}

/** Runs fn with a schema engine, then frees it and closes every connection it opened. */
async function withEngine<T>(factory: SqlMigrationAwareDriverAdapterFactory, root: string, fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const bg = await loadEngineModule(root);
  const opened: Disposable[] = [];
  const engine = await bg.SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, fs.readFileSync(path.join(root, SCHEMA_PATH), "utf8")]] },
    (log: string) => {
      if (process.env.SE_DEBUG) console.error("[schema-engine]", log);
    },
    bindMigrationAwareSqlAdapterFactory(trackedFactory(factory, opened)),
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await Promise.allSettled(opened.map((c) => c.dispose()));
  }
}

function readMigrations(root: string) {
  const baseDir = path.join(root, MIGRATIONS_DIR);
  fs.mkdirSync(baseDir, { recursive: true });
  const lockPath = path.join(baseDir, "migration_lock.toml");
  const dirs = fs
    .readdirSync(baseDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return {
    baseDir,
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((d) => {
      const file = path.join(baseDir, d, "migration.sql");
      return {
        path: d,
        migrationFile: {
          path: "migration.sql",
          content: fs.existsSync(file) ? { tag: "ok", value: fs.readFileSync(file, "utf8") } : { tag: "error", value: "missing migration.sql" },
        },
      };
    }),
  };
}

/** Applies every pending migration in prisma/migrations. Idempotent. */
export async function applyMigrations(factory: SqlMigrationAwareDriverAdapterFactory, root = process.cwd()): Promise<string[]> {
  const out = await withEngine(factory, root, (engine) => engine.applyMigrations({ migrationsList: readMigrations(root), filters }));
  return out.appliedMigrationNames;
}

/**
 * Writes a new migration: the SQL that takes the existing migrations to the schema. The diff replays
 * the migrations into the given (scratch) database, so pass an in-memory PGlite.
 */
export async function createMigration(factory: SqlMigrationAwareDriverAdapterFactory, name: string, root = process.cwd()): Promise<string | null> {
  const list = readMigrations(root);
  const schema = { files: [{ path: SCHEMA_PATH, content: fs.readFileSync(path.join(root, SCHEMA_PATH), "utf8") }] };
  const from = list.migrationDirectories.length ? { tag: "migrations", ...list } : { tag: "empty" };
  const result = await withEngine(factory, root, (engine) =>
    engine.diff({ from, to: { tag: "schemaDatamodel", ...schema }, script: true, exitCode: null, filters }),
  );
  const sql = result.stdout ?? "";
  if (!sql.trim() || /empty migration/i.test(sql)) return null;
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(list.baseDir, `${stamp}_${name.replace(/[^a-z0-9_]+/gi, "_")}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql);
  const lock = path.join(list.baseDir, "migration_lock.toml");
  if (!fs.existsSync(lock)) fs.writeFileSync(lock, 'provider = "postgresql"\n');
  return dir;
}
