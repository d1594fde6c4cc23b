// Offline migrations (lib/db/migrations.ts) against a real database, and one schema on both databases.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresForTests } from "../support/pg-admin";
import { folioVersions, openDatabase, type OpenDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase | undefined;
afterAll(async () => t?.destroy());

describe("migrations", () => {
  it("apply again in the same process as a no-op, and release the migration lock", async () => {
    t = await createTestDatabase("migrations_test"); // migrates once
    expect(await applyMigrations(t.factory)).toEqual([]); // the schema engine runs a second time
    expect(await applyMigrations(t.factory)).toEqual([]);
    const rows = await t.prisma.$queryRaw<Array<{ name: string }>>`SELECT migration_name AS name FROM _prisma_migrations ORDER BY migration_name`;
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining([expect.stringMatching(/_init$/), expect.stringMatching(/_naics$/)]));
    if (t.kind === "postgresql") {
      // Prisma's migrate lock (pg_advisory_lock(72707369)) must not outlive the migration
      const locks = await t.prisma.$queryRaw<
        Array<{ n: bigint }>
      >`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
      expect(Number(locks[0]!.n)).toBe(0);
    }
  });
});

// Issue 29 item 2: both databases get their schema from migrations only (nothing is created at run time),
// so after migrating a fresh PGlite and a fresh PostgreSQL their catalogues are the same.
const POSTGRES_URL = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

/** Everything a migration creates in the public schema, as sorted text rows (no oids, no sizes, no versions). */
const CATALOGUE: Record<string, string> = {
  tables: `SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = 'public'`,
  columns: `SELECT table_name, column_name, ordinal_position, data_type, udt_name, character_maximum_length,
      numeric_precision, numeric_scale, datetime_precision, column_default, is_nullable, is_identity,
      identity_generation, is_generated, generation_expression, collation_name
    FROM information_schema.columns WHERE table_schema = 'public'`,
  indexes: `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`,
  constraints: `SELECT c.conrelid::regclass::text AS table_name, c.conname, c.contype, pg_get_constraintdef(c.oid) AS definition,
      c.condeferrable, c.condeferred, c.convalidated
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'
      AND c.contype <> 'n'`, // PostgreSQL 18 (PGlite) also lists NOT NULL here; columns say it on both
  functions: `SELECT p.proname, pg_get_function_identity_arguments(p.oid) AS arguments, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`,
  triggers: `SELECT t.tgrelid::regclass::text AS table_name, t.tgname, pg_get_triggerdef(t.oid) AS definition, t.tgenabled
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT t.tgisinternal`,
  enums: `SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS labels
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' GROUP BY t.typname`,
  sequences: `SELECT sequence_name, data_type, start_value, minimum_value, maximum_value, increment, cycle_option
    FROM information_schema.sequences WHERE sequence_schema = 'public'`,
  views: `SELECT viewname, definition FROM pg_views WHERE schemaname = 'public'`,
  extensions: `SELECT extname FROM pg_extension`,
};

async function catalogue(db: OpenDatabase): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(CATALOGUE)) {
    const rows = await db.prisma.$queryRawUnsafe<Array<{ row: string }>>(`SELECT row_to_json(q)::text AS row FROM (${query}) q`);
    dump[name] = rows.map((r) => r.row.replace(/\s+/g, " ")).sort();
  }
  return dump;
}

const reachable = await postgresForTests(POSTGRES_URL, "migrations.test.ts", "the schema comparison");

describe.skipIf(!reachable)("one schema on PGlite and PostgreSQL", () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it("after migrations, the catalogues are identical (tables, columns, indexes, constraints, functions, triggers, enums)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "schema-parity-"));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const embedded = await openDatabase({ dataDir });
    cleanup.push(() => embedded.close());

    const dbName = `schema_parity_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    cleanup.push(async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    });
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${dbName}`;
    const server = await openDatabase({ databaseUrl: url.toString(), dataDir });
    cleanup.push(() => server.close());

    await applyMigrations(embedded.factory);
    await applyMigrations(server.factory);
    // Run what the app sets up at first use: on PGlite, listening for the migration's folio notifications.
    // It may create nothing (it once installed the triggers itself, on PGlite only).
    let versions = folioVersions(embedded.prisma);
    for (let i = 0; !versions && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      versions = folioVersions(embedded.prisma);
    }
    expect(versions, "PGlite listens for folio changes").not.toBeNull();
    expect(folioVersions(server.prisma), "PostgreSQL keeps no folio versions in memory").toBeNull();
    const [a, b] = [await catalogue(embedded), await catalogue(server)];

    for (const name of Object.keys(CATALOGUE)) expect(a[name], `${name}: PGlite (left) against PostgreSQL (right)`).toEqual(b[name]);
    // The folio change triggers (decision 015) come from a migration, on both (each named, not only as equal lists).
    for (const [name, dump] of [
      ["PGlite", a],
      ["PostgreSQL", b],
    ] as const) {
      const folioTriggers = dump.triggers!.filter((t) => /"tgname":"(folios_changed_notify|applications_validity_notify)"/.test(t));
      expect(folioTriggers, `${name}: the folio change triggers`).toHaveLength(2);
      expect(
        dump.functions!.some((f) => f.includes('"proname":"folio_changed_notify"')),
        `${name}: folio_changed_notify()`,
      ).toBe(true);
    }
    expect(a.tables!.length).toBeGreaterThan(20);
  }, 120_000);
});
