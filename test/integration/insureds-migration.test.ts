// Issue 30 item 7 (decision 030): the migration that gives existing folios and policies their insureds.
// A database migrated up to the migration before it holds folios made the old way (no insured); applying
// the rest gives each one an insured by the matching rule, computed in SQL exactly as lib/insureds/facts.ts
// computes it (an inline request after the migration finds the same insured), loses nothing, and keeps two
// businesses two. On PGlite, or on PostgreSQL when DATABASE_URL is set.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { factsOfRisk, matchKey } from "@/lib/insureds/facts";
import { createQuote } from "@/lib/quotes/create-quote";
import type { Risk } from "@/lib/rating/types";
import { DEMO_AGENCY, seedDatabase } from "@/prisma/seed";
import { adminQuery } from "../support/pg-admin";
import { ROOT } from "../support/processes";

const MIGRATION = "20261127145026_insureds";
let db: OpenDatabase;
let drop = async () => {};
let scratch: string;
let dataDir: string;

const business = (name: string, zip: string, year: number, revenue: number, classCode = "10100"): Risk => ({
  kind: "business",
  classCode,
  businessName: name,
  mailingState: "CA",
  mailingZip: zip,
  employeeCount: 5,
  annualRevenueCents: revenue,
  effectiveDate: `${year}-03-01`,
});
const travel = (first: string | undefined, last: string | undefined, dob: string): Risk => ({
  kind: "travel",
  countryOfResidence: "US",
  residenceState: "IL",
  destinationCountry: "FR",
  startDate: "2027-05-01",
  endDate: "2027-05-10",
  tripCostCents: 500000,
  insureds: [{ ...(first ? { firstName: first } : {}), ...(last ? { lastName: last } : {}), dateOfBirth: dob }],
});

interface Legacy {
  folioId: string;
  agencyId: string;
  risks: Risk[];
  createdAt: string;
}
const legacy: Legacy[] = [];

async function insertLegacyFolio(agencyId: string, programIds: string[], risks: Risk[], createdAt: string): Promise<string> {
  const folioId = randomUUID();
  const groupId = randomUUID();
  await db.prisma.$executeRawUnsafe(
    `INSERT INTO folios (id, agency_id, group_id, insured_name, created_at, expires_at) VALUES ($1::uuid, $2::uuid, $3::uuid, 'x', $4::timestamp, $4::timestamp + interval '30 days')`,
    folioId,
    agencyId,
    groupId,
    createdAt,
  );
  for (const [position, risk] of risks.entries()) {
    await db.prisma.$executeRawUnsafe(
      `INSERT INTO applications (id, folio_id, agency_id, program_id, group_id, attempt_number, position, system_payload, system_payload_hash, risk, selected_options, valid_until, created_at, updated_at)
       VALUES ($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::uuid, 1, $6, '{}'::jsonb, 'h', $7::jsonb, '{}'::jsonb, now(), $8::timestamp, $8::timestamp)`,
      randomUUID(),
      folioId,
      agencyId,
      programIds[position]!,
      groupId,
      position,
      JSON.stringify(risk),
      createdAt,
    );
  }
  legacy.push({ folioId, agencyId, risks, createdAt });
  return folioId;
}

let demoId: string;
let policyFolio: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "insureds-migration-"));
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const name = `insureds_migration_${process.pid}_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  db = await openDatabase({ databaseUrl, dataDir });
  // Every migration before this one, from a copy of prisma/migrations without it.
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-"));
  const from = path.join(ROOT, "prisma/migrations");
  fs.mkdirSync(path.join(scratch, "prisma/migrations"), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(scratch, "node_modules")); // the schema engine resolves from the root
  fs.copyFileSync(path.join(ROOT, "prisma/schema.prisma"), path.join(scratch, "prisma/schema.prisma"));
  for (const entry of fs.readdirSync(from)) {
    if (entry >= MIGRATION && entry !== "migration_lock.toml") continue;
    fs.cpSync(path.join(from, entry), path.join(scratch, "prisma/migrations", entry), { recursive: true });
  }
  await applyMigrations(db.factory, scratch);
  await seedDatabase(db.prisma, { users: false }); // its users table is older than the seed's users
  const agencies = await db.prisma.$queryRawUnsafe<Array<{ id: string; slug: string }>>(`SELECT id::text, slug FROM agencies ORDER BY slug`);
  demoId = agencies.find((a) => a.slug === DEMO_AGENCY.slug)!.id;
  const otherId = agencies.find((a) => a.slug !== DEMO_AGENCY.slug)!.id;
  const programs = await db.prisma.$queryRawUnsafe<Array<{ id: string; code: string }>>(`SELECT id::text, code FROM programs`);
  const id = (code: string) => programs.find((p) => p.code === code)!.id;

  // One bakery quoted three times over two years, written three ways; the newest folio describes it.
  await insertLegacyFolio(demoId, [id("KM-CGL")], [business("Joe's Bakery", "94103", 2026, 50_000_000)], "2026-01-05T10:00:00.000Z");
  await insertLegacyFolio(demoId, [id("KM-BOP")], [business("JOE'S   BAKERY", "94103", 2027, 60_000_000, "10200")], "2026-11-01T10:00:00.000Z");
  policyFolio = await insertLegacyFolio(
    demoId,
    [id("KM-CGL"), id("WT-TI-ESS")],
    [business("joe's bakery!", "94103", 2027, 65_000_000), travel("Joe", "Baker", "1970-01-01")],
    "2026-11-02T10:00:00.000Z",
  );
  // The same name in another ZIP, and in another agency: other businesses.
  await insertLegacyFolio(demoId, [id("KM-CGL")], [business("Joe's Bakery", "10001", 2027, 40_000_000)], "2026-10-01T10:00:00.000Z");
  await insertLegacyFolio(otherId, [id("KM-CGL")], [business("Joe's Bakery", "94103", 2027, 40_000_000)], "2026-10-01T10:00:00.000Z");
  // A traveller twice; two unnamed travellers born the same day.
  await insertLegacyFolio(demoId, [id("WT-TI-ESS")], [travel("Ana", "Lopez", "1985-04-12")], "2026-09-01T10:00:00.000Z");
  await insertLegacyFolio(demoId, [id("WT-TI-ESS")], [travel("ana", "LOPEZ", "1985-04-12")], "2026-09-02T10:00:00.000Z");
  await insertLegacyFolio(demoId, [id("WT-TI-ESS")], [travel(undefined, undefined, "1990-01-01")], "2026-09-03T10:00:00.000Z");
  await insertLegacyFolio(demoId, [id("WT-TI-ESS")], [travel(undefined, undefined, "1990-01-01")], "2026-09-04T10:00:00.000Z");
  // A policy issued from one of them.
  await db.prisma.$executeRawUnsafe(
    `INSERT INTO policies (id, number, agency_id, folio_id, program_id, status, insured, effective_date, expiration_date, premium_cents, fees_cents, taxes_cents,
                           total_cents, premium_detail, coverage, payment_plan, installment_fee_cents, schedule, updated_at)
     VALUES (gen_random_uuid(), 'KM-CGL-2027-999999', $1::uuid, $2::uuid, $3::uuid, 'active', '{"name":"joe''s bakery!","state":"CA","zip":"94103"}'::jsonb,
             '2027-03-01', '2028-03-01', 100, 0, 0, 100, '{}'::jsonb, '{}'::jsonb, 'annual', 0, '[]'::jsonb, now())`,
    demoId,
    policyFolio,
    id("KM-CGL"),
  );
  expect((await applyMigrations(db.factory)).length).toBeGreaterThanOrEqual(1);
}, 180_000);

afterAll(async () => {
  await db?.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe("the insureds migration", () => {
  it("gives every folio an insured by the matching rule, computed as lib/insureds/facts.ts computes it", async () => {
    const rows = await db.prisma.$queryRawUnsafe<Array<{ folio_id: string; insured_id: string | null; match_key: string; agency_id: string }>>(
      `SELECT f.id::text AS folio_id, f.insured_id::text AS insured_id, i.match_key, i.agency_id::text AS agency_id FROM folios f JOIN insureds i ON i.id = f.insured_id`,
    );
    expect(rows).toHaveLength(legacy.length);
    const byFolio = new Map(rows.map((r) => [r.folio_id, r]));
    for (const l of legacy) {
      const row = byFolio.get(l.folioId)!;
      expect(row.agency_id).toBe(l.agencyId);
      const client = l.risks.find((r) => r.kind === "business") ?? l.risks[0]!;
      const key = matchKey(factsOfRisk(client));
      if (key) expect(row.match_key).toBe(key);
      else expect(row.match_key).toMatch(/^unmatched\|/);
    }
    const insuredOf = (i: number) => byFolio.get(legacy[i]!.folioId)!.insured_id;
    expect(new Set([insuredOf(0), insuredOf(1), insuredOf(2)]).size).toBe(1); // one bakery written three ways
    expect(insuredOf(3)).not.toBe(insuredOf(0)); // another ZIP
    expect(insuredOf(4)).not.toBe(insuredOf(0)); // another agency
    expect(insuredOf(5)).toBe(insuredOf(6)); // the same traveller
    expect(insuredOf(7)).not.toBe(insuredOf(8)); // unnamed travellers never match
  });

  it("describes the insured from its newest folio, with each policy year's figures from that year's newest folio", async () => {
    const [insured] = await db.prisma.$queryRawUnsafe<Array<Record<string, any>>>(
      `SELECT i.* FROM insureds i JOIN folios f ON f.insured_id = i.id WHERE f.id = $1::uuid`,
      legacy[0]!.folioId,
    );
    expect(insured).toMatchObject({ kind: "business", name: "joe's bakery!", mailing_address: { state: "CA", zip: "94103" } });
    expect([...insured!.class_codes].sort()).toEqual(["10100", "10200"]);
    expect(insured!.exposures.map((e: any) => [e.policyYear, e.annualRevenueCents, e.source])).toEqual([
      [2026, 50_000_000, `quote:${legacy[0]!.folioId}`],
      [2027, 65_000_000, `quote:${legacy[2]!.folioId}`],
    ]);
    expect(new Date(insured!.created_at).toISOString()).toBe(legacy[0]!.createdAt);
    const [person] = await db.prisma.$queryRawUnsafe<Array<Record<string, any>>>(
      `SELECT i.* FROM insureds i JOIN folios f ON f.insured_id = i.id WHERE f.id = $1::uuid`,
      legacy[6]!.folioId,
    );
    expect(person).toMatchObject({
      kind: "person",
      name: "ana LOPEZ",
      person: { firstName: "ana", lastName: "LOPEZ", dateOfBirth: "1985-04-12", residenceState: "IL" },
    });
  });

  it("gives each policy its folio's insured", async () => {
    const [row] = await db.prisma.$queryRawUnsafe<Array<{ p: string; f: string }>>(
      `SELECT p.insured_id::text AS p, f.insured_id::text AS f FROM policies p JOIN folios f ON f.id = p.folio_id WHERE p.number = 'KM-CGL-2027-999999'`,
    );
    expect(row!.p).toBe(row!.f);
  });

  it("lets an inline create-quote request after the migration find the insured the migration made", async () => {
    const before = await db.prisma.$queryRawUnsafe<Array<{ insured_id: string }>>(
      `SELECT insured_id::text FROM folios WHERE id = $1::uuid`,
      legacy[0]!.folioId,
    );
    const body = {
      programs: ["KM-CGL"],
      class_code: "10100",
      business_name: "Joe's Bakery",
      mailing_zip: "94103",
      mailing_state: "CA",
      employee_count: 5,
      annual_revenue: 700000,
      effective_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    };
    const created = await createQuote(db.prisma, demoId, body, body);
    const [after] = await db.prisma.$queryRawUnsafe<Array<{ insured_id: string }>>(`SELECT insured_id::text FROM folios WHERE id = $1::uuid`, created.folioId);
    expect(after!.insured_id).toBe(before[0]!.insured_id);
  });
});
