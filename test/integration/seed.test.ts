// The seed on a slow machine and after a failure (issue 26, item 7): a fresh `npm start` at load 14 failed
// because the NAICS index terms went in through one interactive transaction whose 5 s timeout expired.
// Here the seed runs on a simulated slow machine: every statement waits 5 ms first (a timer, so the event
// loop turns between statements as it does under load), any interactive transaction expires after 25 ms
// (the 5 s default on a machine 200 times slower), and on PostgreSQL every statement must finish within
// 500 ms (statement_timeout on the database; PGlite accepts the setting and ignores it). The seed before
// this change failed there on both databases; a seed stopped partway is completed by the next; a second
// seed writes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase } from "@/lib/db/client";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { applyMigrations } from "@/lib/db/migrations";
import { seedDatabase, type SeedStep } from "@/prisma/seed";

const BASE_URL = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function adminQuery(sql: string): Promise<void> {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: BASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new, migrated database that has never been seeded; on PostgreSQL with `settings` for its sessions. */
async function unseededDatabase(name: string, settings?: string): Promise<OpenDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!BASE_URL) {
    const db = await openDatabase({ dataDir });
    cleanups.push(() => db.close());
    await applyMigrations(db.factory);
    return db;
  }
  const dbName = `${name}_${process.pid}_${Date.now()}`;
  await adminQuery(`CREATE DATABASE ${dbName}`);
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  const migrating = await openDatabase({ databaseUrl: url.toString(), dataDir });
  await applyMigrations(migrating.factory);
  await migrating.close();
  // Set after the migrations, for the sessions opened from here on: the seed's.
  if (settings) await adminQuery(`ALTER DATABASE ${dbName} SET ${settings}`);
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir });
  cleanups.push(() => db.close());
  return db;
}

/**
 * A client on `db` as on a slow machine: each statement waits 5 ms on a timer first, and interactive
 * transactions expire after 25 ms. (Without the wait PGlite, running in this process, can answer a whole
 * transaction before the expiry timer gets its turn.)
 */
function slowMachineClient(db: OpenDatabase): PrismaClient {
  const client = new PrismaClient({ adapter: db.factory, transactionOptions: { maxWait: 25, timeout: 25 } });
  cleanups.unshift(() => client.$disconnect());
  const slow = client.$extends({
    query: {
      async $allOperations({ args, query }) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return query(args);
      },
    },
  });
  // The extended client has the same methods; the seed takes the plain client's type.
  return slow as unknown as PrismaClient;
}

/** What the seed wrote, without generated ids, password hashes (salted) or timestamps. */
async function seeded(prisma: PrismaClient) {
  const [naicsCodes, naicsIndexTerms, naicsSynonyms, classifications, carriers, programs, agencies, appointments, users] = await Promise.all([
    prisma.naicsCode.findMany({ orderBy: { code: "asc" } }),
    prisma.naicsIndexTerm.findMany({ orderBy: { id: "asc" } }),
    prisma.naicsSynonym.findMany({ orderBy: { id: "asc" } }),
    prisma.classification.findMany({ orderBy: { code: "asc" }, omit: { id: true } }),
    prisma.carrier.findMany({ orderBy: { code: "asc" }, omit: { id: true } }),
    prisma.program.findMany({ orderBy: { code: "asc" }, omit: { id: true, carrierId: true }, include: { carrier: { select: { code: true } } } }),
    // A test twin names its live agency by id, which differs between databases: by slug here.
    prisma.agency
      .findMany({ orderBy: { slug: "asc" }, omit: { id: true, createdAt: true }, include: { liveAgency: { select: { slug: true } } } })
      .then((rows) => rows.map(({ liveAgencyId: _id, ...a }) => a)),
    prisma.appointment.findMany({ select: { agency: { select: { slug: true } }, program: { select: { code: true } } } }),
    prisma.user.findMany({ orderBy: { email: "asc" }, select: { email: true, name: true, role: true, agency: { select: { slug: true } } } }),
  ]);
  return {
    naicsCodes,
    naicsIndexTerms,
    naicsSynonyms,
    classifications,
    carriers,
    programs,
    agencies,
    appointments: appointments.map((a) => `${a.agency.slug} ${a.program.code}`).sort(),
    users,
  };
}

const counts = (s: Awaited<ReturnType<typeof seeded>>) => Object.fromEntries(Object.entries(s).map(([table, rows]) => [table, rows.length]));

class Stopped extends Error {}

let clean: Awaited<ReturnType<typeof seeded>> | undefined;

describe("seedDatabase", () => {
  it("completes under a short statement timeout with interactive transactions expiring, and a second seed writes nothing", { timeout: 180_000 }, async () => {
    const db = await unseededDatabase("seed_slow", "statement_timeout = '500ms'");
    const prisma = slowMachineClient(db);
    if (BASE_URL) expect(await prisma.$queryRaw`SHOW statement_timeout`).toEqual([{ statement_timeout: "500ms" }]);
    // The simulation holds: an interactive transaction as long as the old seed's expires on this client.
    await expect(prisma.$transaction(() => new Promise((resolve) => setTimeout(resolve, 100)))).rejects.toThrow(/expired|timeout/i);

    await seedDatabase(prisma);
    clean = await seeded(prisma);
    expect(counts(clean)).toMatchObject({ naicsCodes: 2125, naicsIndexTerms: 20373, agencies: 4 }); // two live agencies and their test twins (decision 043)
    // Index terms keep the file's order (the search reads them by id).
    expect(clean.naicsIndexTerms[0]).toMatchObject({ id: 1 });
    expect(clean.naicsIndexTerms.at(-1)).toMatchObject({ id: 20373 });

    const writes: string[] = [];
    await seedDatabase(prisma, { afterWrite: (step, rows) => void writes.push(`${step}: ${rows}`) });
    expect(writes).toEqual([]);
    expect(await seeded(prisma)).toEqual(clean);
  });

  it("completes a seed that was stopped partway, twice, and puts back reference rows that were changed", { timeout: 180_000 }, async () => {
    expect(clean, "the first test's clean seed").toBeDefined();
    const db = await unseededDatabase("seed_resume");
    const prisma = db.prisma;

    // Stopped after 5 of the 21 statements writing the index terms: those rows are committed.
    let batches = 0;
    const stopInTerms = (step: SeedStep) => {
      if (step === "naics index terms" && ++batches === 5) throw new Stopped("stopped in the index terms");
    };
    await expect(seedDatabase(prisma, { afterWrite: stopInTerms })).rejects.toThrow(Stopped);
    expect(await prisma.naicsCode.count()).toBe(2125);
    expect(await prisma.naicsIndexTerm.count()).toBe(5000);
    expect(await prisma.agency.count()).toBe(0);

    // Stopped again after the programs, before any agency: the terms were completed, not started over.
    const written: Partial<Record<SeedStep, number>> = {};
    const stopAfterPrograms = (step: SeedStep) => {
      if (step === "carriers and programs") throw new Stopped("stopped after the programs");
    };
    await expect(
      seedDatabase(prisma, { afterWrite: (step, rows) => void (written[step] = (written[step] ?? 0) + rows), afterStep: stopAfterPrograms }),
    ).rejects.toThrow(Stopped);
    expect(written).toEqual({ "naics index terms": 20373 - 5000, "naics synonyms": clean!.naicsSynonyms.length });
    expect(await prisma.program.count()).toBe(clean!.programs.length);
    expect(await prisma.user.count()).toBe(0);

    // Reference rows changed behind the seed's back (or by an older seed) are put back as the files have them.
    await prisma.naicsIndexTerm.update({ where: { id: 100 }, data: { term: "changed" } });
    await prisma.naicsCode.delete({ where: { code: "722515" } });
    await prisma.naicsSynonym.create({ data: { id: 10_000, term: "stray", code: "722515" } });

    await seedDatabase(prisma);
    const resumed = await seeded(prisma);
    expect(counts(resumed)).toEqual(counts(clean!));
    expect(resumed).toEqual(clean);
  });
});
