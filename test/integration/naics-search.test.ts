// NAICS search in agents' words against a real, seeded database: the synonyms are reference data loaded
// by the seed beside the NAICS codes and index terms, and hits are ranked by the agency's appetite (the
// codes its appointed programs write come first among equal matches). Decision 014.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadNaicsFromCsvDir } from "@/lib/appetite/naics-data";
import { searchNaicsCodes } from "@/lib/appetite/service";
import { seedDatabase } from "@/prisma/seed";
import { createTestDatabase, type TestDatabase } from "../support/db";

const DATA_DIR = fileURLToPath(new URL("../../prisma/data/naics/", import.meta.url));

let t: TestDatabase;
let demo: string;
let plOnly: string;
let travelOnly: string;

/** An agency appointed for the given programs only. */
async function agencyFor(slug: string, programCodes: string[]): Promise<string> {
  const agency = await t.prisma.agency.create({ data: { slug, name: `Test agency ${slug}` } });
  const programs = await t.prisma.program.findMany({ where: { code: { in: programCodes } }, select: { id: true } });
  expect(programs).toHaveLength(programCodes.length);
  await t.prisma.appointment.createMany({ data: programs.map((p) => ({ agencyId: agency.id, programId: p.id })) });
  return agency.id;
}

beforeAll(async () => {
  t = await createTestDatabase("naics_search_test");
  demo = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  plOnly = await agencyFor("pl-only", ["MP-PL"]);
  travelOnly = await agencyFor("travel-only", ["WT-TI-ESS"]);
});
afterAll(async () => {
  await t?.destroy();
});

describe("NAICS synonyms as reference data", () => {
  it("are loaded by the seed from prisma/data/naics/naics-synonyms.csv, once (the seed is idempotent)", async () => {
    const { synonyms } = loadNaicsFromCsvDir(DATA_DIR);
    const rows = await t.prisma.naicsSynonym.findMany({ orderBy: { id: "asc" }, select: { term: true, code: true } });
    expect(rows).toEqual(synonyms);
    await seedDatabase(t.prisma);
    expect(await t.prisma.naicsSynonym.count()).toBe(synonyms.length);
  });
});

describe("searchNaicsCodes in agents' words", () => {
  it.each([
    ["IT consulting", "541512"],
    ["software developer", "541511"],
    ["roofer", "238160"],
    ["bar", "722410"],
    ["boutique", "458110"],
    ["cleaning company", "561720"],
  ])("%s -> %s in the first three results, in the demo agency's appetite", async (q, code) => {
    const hits = await searchNaicsCodes(t.prisma, demo, q, 3);
    expect(
      hits.map((h) => h.code),
      JSON.stringify(hits),
    ).toContain(code);
    const hit = hits.find((h) => h.code === code)!;
    expect(hit.inAppetite).toBe(true);
    expect(hit.classificationCount).toBeGreaterThan(0);
  });

  it("ranks codes an appointed program writes first among equal matches, per agency", async () => {
    const pl = await searchNaicsCodes(t.prisma, plOnly, "consulting", 30);
    const travel = await searchNaicsCodes(t.prisma, travelOnly, "consulting", 30);
    // The MP-PL agency: the consulting codes MP-PL writes lead, every other hit after them.
    const flags = pl.map((h) => h.inAppetite);
    expect(flags.filter(Boolean).length).toBeGreaterThan(0);
    expect(flags.filter((f) => !f).length).toBeGreaterThan(0);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    // A travel-only agency writes no business class: nothing is in its appetite and the order is the plain one.
    expect(travel.every((h) => !h.inAppetite)).toBe(true);
    expect(pl.map((h) => h.code)).not.toEqual(travel.map((h) => h.code));
  });
});
