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
