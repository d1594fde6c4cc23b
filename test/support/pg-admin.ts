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

/** Whether a PostgreSQL server answers at `url` within 2 s (tests that need one skip, saying so, when none does). */
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
