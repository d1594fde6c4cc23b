// Offline migrations (lib/db/migrations.ts) against a real database.
import { afterAll, describe, expect, it } from "vitest";
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
