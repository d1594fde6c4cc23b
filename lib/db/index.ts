// The process's database, configured from env. Opened on first use, never at module load
// (Next.js build workers import route modules too).
import { env } from "@/lib/env";
import { getDatabase, type Db } from "./client";

export async function db(): Promise<Db> {
  const e = env();
  return (await getDatabase(() => ({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR }))).prisma;
}
export type { Db };
