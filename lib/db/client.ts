// The only place that constructs the Prisma client. PGlite (embedded) when DATABASE_URL is unset,
// PostgreSQL when set. Opened lazily, once per process (PGlite allows a single process per data dir).
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

/** The database: the whole client, able to open transactions. */
export type Db = PrismaClient;
/** What a query needs: the client or an open transaction. */
export type Tx = Prisma.TransactionClient;
/** A value for a JSON column. */
export type JsonValue = Prisma.InputJsonValue;

/** A domain object (plain JSON: no dates, no undefined in arrays) as a JSON column value. */
export function json(value: object): JsonValue {
  return value as JsonValue;
}

/**
 * Runs fn in the caller's transaction when given one, or in a new transaction on the client: for a
 * write that must commit with its folio's version bump (lib/db/queries/folios.ts bumpFolioVersions).
 */
export function atomically<T>(db: Tx | Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return "$transaction" in db ? db.$transaction(fn) : fn(db);
}

export interface DatabaseTarget {
  databaseUrl?: string;
  dataDir: string;
}

export interface OpenDatabase {
  prisma: PrismaClient;
  factory: SqlMigrationAwareDriverAdapterFactory;
  kind: "pglite" | "postgresql";
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.databaseUrl) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const factory = new PrismaPg({ connectionString: target.databaseUrl, max: 10 });
    const prisma = new PrismaClient({ adapter: factory });
    return { prisma, factory, kind: "postgresql", close: () => prisma.$disconnect() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const dir = path.resolve(target.dataDir, "pglite");
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pg = await PGlite.create(dir);
  const factory = new PrismaPGlite(pg);
  const prisma = new PrismaClient({ adapter: factory });
  return {
    prisma,
    factory,
    kind: "pglite",
    close: async () => {
      await prisma.$disconnect();
      await pg.close();
    },
  };
}
