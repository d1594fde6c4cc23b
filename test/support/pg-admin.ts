// One statement on the PostgreSQL server named by DATABASE_URL, on a connection of its own (CREATE and
// DROP DATABASE cannot run inside a pool's transaction): the test support's way to make and drop databases.
import pg from "pg";

export async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Whether a PostgreSQL server answers at `url` within 2 s. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Whether the PostgreSQL-only tests of `file` run: a server answers at `url`. Without one they skip, saying so,
 * on a laptop; in CI (CI set) they fail instead, since PostgreSQL is always there (.ci/run starts it) and a test
 * that skipped there would have shown nothing.
 */
export async function postgresForTests(url: string, file: string, what: string): Promise<boolean> {
  if (await postgresReachable(url)) return true;
  const missing = `${file}: PostgreSQL is not reachable at ${url}`;
  if (process.env.CI) throw new Error(`${missing}, and CI always runs ${what} (.ci/run starts PostgreSQL)`);
  console.warn(`${missing}; ${what} is skipped`);
  return false;
}
