// The program catalogue is read and parsed once per database (decision 006), and a transaction on that
// database shares it: a rating completion writes its events in its transaction, and re-reading every
// program there, under the folio's lock, cut the pipeline's throughput (found by bench/scale.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programCatalog } from "@/lib/db/queries/programs";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let other: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase("program_catalog_test");
  other = await createTestDatabase("program_catalog_other");
});
afterAll(async () => {
  await t?.destroy();
  await other?.destroy();
});

describe("the program catalogue", () => {
  it("is one per database: a transaction gets the cached one; another database has its own", async () => {
    const outside = await programCatalog(t.prisma);
    expect(outside.size).toBeGreaterThan(0);
    // The same parsed catalogue, not one read again in the transaction (keyed by the transaction, it was a new one).
    const inside = await t.prisma.$transaction(async (tx) => programCatalog(tx));
    expect(inside).toBe(outside);
    expect(await programCatalog(other.prisma)).not.toBe(outside);
  });
});
