// One migrated and seeded database per test run, copied for each test database instead of migrating
// and seeding every one (test/support/db.ts, test/support/app-instance.ts). On this machine a fresh PGlite
// data directory took ~3-15 s to initialise and the seed (20,373 NAICS index terms, scrypt-hashed users)
// ~5-13 s more, for each of ~30 databases; a copy of the template's data directory takes a fraction of a
// second, and a PostgreSQL database made with CREATE DATABASE ... TEMPLATE about as little.
//
// The template is built by the global setup of the integration and API projects (db-template-setup.ts)
// with the app's own migrations and seed (db-template-build.ts), at the start of every run, so it is exactly
// what migrating and seeding would give. It reaches the test files through vitest's provide/inject
// (`dbTemplate`); without one (a file run under another config, or TEST_DB_TEMPLATE=0) the databases are
// migrated and seeded as before.
import fs from "node:fs";
import path from "node:path";
import { adminQuery } from "./pg-admin";
import { inject } from "vitest";

export interface DbTemplate {
  /** PGlite: the template's data directory (its `pglite` folder is what openDatabase opens). */
  dataDir: string;
  /** PostgreSQL (when DATABASE_URL is set): the template database's name. */
  databaseName?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: DbTemplate | undefined;
  }
}

/** The run's template, when the global setup made one. */
export function dbTemplate(): DbTemplate | undefined {
  try {
    return inject("dbTemplate");
  } catch {
    return undefined; // not in a vitest worker
  }
}

/**
 * Fills a new database from the template: copies the PGlite data directory into `dataDir`, or creates
 * PostgreSQL database `dbName` from the template database. False when there is no template of that kind (the
 * caller migrates and seeds): none was made, or an embedded database is asked for in a run on PostgreSQL.
 */
export async function copyDbTemplate(dataDir: string, dbName: string | undefined): Promise<boolean> {
  const template = dbTemplate();
  if (!template) return false;
  if (dbName !== undefined) {
    if (!template.databaseName) return false;
    await adminQuery(`CREATE DATABASE ${dbName} TEMPLATE ${template.databaseName}`);
  } else {
    // An embedded database asked for while the run's template is a PostgreSQL one (DATABASE_URL set): none to copy.
    if (template.databaseName) return false;
    fs.cpSync(path.join(template.dataDir, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  }
  return true;
}
