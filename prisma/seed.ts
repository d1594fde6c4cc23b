// Reference data and demo tenants. Idempotent and resumable: safe on every start, and a seed stopped
// anywhere (a timeout, a crash, a kill) is completed by the next. No interactive transaction: every
// statement commits on its own and writes at most SEED_BATCH rows (prisma/seed-table.ts), so a slow or
// loaded machine makes the seed slower, never failed. Program data is kept in step with prisma/seed-data
// on each run.
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import type { Db } from "@/lib/db/client";
import { ensureTestAgency } from "@/lib/db/queries/agencies";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CARRIERS, type ProgramSeed } from "./seed-data/carriers";
import { CLASSIFICATIONS } from "./seed-data/classifications";
import { underwritingRulesOf } from "./seed-data/underwriting";
import { AGENCY_DETAILS, PROGRAM_DECLARATIONS } from "./seed-data/declarations";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { loadNaicsFromCsvDir } from "@/lib/appetite/naics-data";
import { naicsSynonyms } from "./seed-naics-synonyms";
import { syncReferenceTable, type OnWrite, type ReferenceTable } from "./seed-table";

const NAICS_DIR = path.join(process.cwd(), "prisma", "data", "naics");
type NaicsFiles = ReturnType<typeof loadNaicsFromCsvDir>;

/** The seed's steps, in order. Each is complete when it returns, and redone (only what is missing) otherwise. */
export const SEED_STEPS = ["naics codes", "naics index terms", "naics synonyms", "classifications", "carriers and programs", "agencies and users"] as const;
export type SeedStep = (typeof SEED_STEPS)[number];

export interface SeedOptions {
  /** Called after each statement that wrote reference rows (tests interrupt a seed here). */
  afterWrite?: (step: SeedStep, rows: number) => void | Promise<void>;
  /** Called after each step has completed. */
  afterStep?: (step: SeedStep) => void | Promise<void>;
  /**
   * false: agencies without their users or carriers' underwriters (a test of an older migration, whose users
   * table lacks today's columns). Default true.
   */
  users?: boolean;
  /**
   * The password a person created now is given; default: the one the README publishes. A live start (decision 050)
   * gives each a random one instead and prints it once.
   */
  passwordFor?: (email: string, published: string) => string;
}

/** NAICS 2022 codes (2,125 rows), keyed by code. */
function naicsCodes({ records, descriptions }: NaicsFiles): ReferenceTable<string> {
  return {
    table: "naics_codes",
    keyColumn: "code",
    keyType: "text",
    columns: ["title", "level", "description"],
    rows: records.map((r) => ({ key: r.code, values: [r.title, r.level, descriptions.get(r.code) ?? ""] })),
  };
}

/** The Census index terms (20,373 rows): a term's id is its line in the file, so ids keep the file's order. */
function naicsIndexTerms({ terms }: NaicsFiles): ReferenceTable<number> {
  return {
    table: "naics_index_terms",
    keyColumn: "id",
    keyType: "int",
    columns: ["code", "term"],
    rows: terms.map((t, i) => ({ key: i + 1, values: [t.code, t.term] })),
  };
}

export const DEMO_AGENCY = { slug: "demo", name: "Harbor & Main Insurance Agency" };
export const SECOND_AGENCY = { slug: "second", name: "Second Street Insurance Brokers" };
export const DEMO_AGENT = { email: "agent@demo.test", name: "Dana Agent", password: "demo-password-2026" };
export const SECOND_AGENT = { email: "agent@second.test", name: "Sam Broker", password: "second-password-2026" };
/** Keystone Mutual's underwriter: works the underwriting desk (referrals of KM-BOP and KM-CGL from every agency). */
export const DEMO_UNDERWRITER = { email: "underwriter@keystone.test", name: "Uma Underwriter", password: "underwriter-password-2026", carrier: "keystone" };
/** The demo agency's administrator: people, API keys, webhooks, the audit log, the sandbox clock (decision 040). */
export const DEMO_ADMIN = { email: "admin@demo.test", name: "Ada Admin", password: "admin-password-2026" };
/** The demo agency's service staff: services policies (certificates, pay links, cancellations), binds nothing new. */
export const DEMO_SERVICE = { email: "service@demo.test", name: "Sol Service", password: "service-password-2026" };
/** The second agency is not appointed for these programs (isolation and appointment tests use them). */
export const SECOND_AGENCY_EXCLUDED = ["HS-PL", "WT-TI-PRE"];

const json = (v: unknown) => v as Prisma.InputJsonValue;

function programData(p: ProgramSeed) {
  return {
    type: p.type,
    name: p.name,
    slug: p.slug,
    description: p.description,
    tagline: p.tagline,
    tier: p.tier,
    isFeatured: p.isFeatured,
    renewalType: p.renewalType,
    renewalFrequency: p.renewalFrequency,
    quoteValidityDays: p.quoteValidityDays,
    marketing: json(p.marketing),
    options: json(p.options),
    endorsements: json(p.endorsements),
    paymentPlans: json(p.paymentPlans),
    notices: json(p.notices),
    terms: json(p.terms),
    coverages: json(p.coverages),
    statesWritten: p.statesWritten,
    classCodes: p.classCodes,
    eligibility: json(p.eligibility),
    ratingPlan: json(p.ratingPlan),
    applicationForm: json(p.applicationForm),
    servicingRules: json(p.servicing),
    underwritingRules: json(underwritingRulesOf(p.code)),
    declarations: json(PROGRAM_DECLARATIONS[p.code] ?? {}),
  };
}

/** Every person the seed creates, with the password the README publishes for them. */
export const DEMO_PEOPLE = [DEMO_AGENT, SECOND_AGENT, DEMO_UNDERWRITER, DEMO_ADMIN, DEMO_SERVICE] as const;

/** The active accounts that still sign in with their published password (a live start refuses them, decision 050). */
export async function accountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const users = await db.user.findMany({
    where: { email: { in: DEMO_PEOPLE.map((p) => p.email) }, deactivatedAt: null },
    select: { email: true, passwordHash: true },
  });
  const published = new Map<string, string>(DEMO_PEOPLE.map((p) => [p.email, p.password]));
  const checked = await Promise.all(users.map(async (u) => ((await verifyPassword(published.get(u.email)!, u.passwordHash)) ? u.email : null)));
  return checked.filter((email): email is string => email !== null).sort();
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<string> {
  const step = async (name: SeedStep, run: (onWrite: OnWrite) => Promise<unknown>) => {
    await run((rows) => options.afterWrite?.(name, rows));
    await options.afterStep?.(name);
  };
  const naics = loadNaicsFromCsvDir(NAICS_DIR);
  await step("naics codes", (onWrite) => syncReferenceTable(db, naicsCodes(naics), onWrite));
  await step("naics index terms", (onWrite) => syncReferenceTable(db, naicsIndexTerms(naics), onWrite));
  await step("naics synonyms", (onWrite) => syncReferenceTable(db, naicsSynonyms(naics.synonyms), onWrite));
  await step("classifications", async () => {
    for (const c of CLASSIFICATIONS) {
      const data = { description: c.description, naicsCodes: c.naicsCodes, basis: c.basis };
      await db.classification.upsert({ where: { code: c.code }, create: { code: c.code, ...data }, update: data });
    }
  });
  const programIds: Record<string, string> = {};
  await step("carriers and programs", async () => {
    for (const carrier of CARRIERS) {
      const cdata = {
        name: carrier.name,
        adapter: carrier.adapter,
        admitted: carrier.admitted,
        financialStrength: carrier.financialStrength,
        naicCompanyCode: carrier.naicCompanyCode,
        maxConcurrentCalls: carrier.maxConcurrentCalls,
      };
      const row = await db.carrier.upsert({ where: { code: carrier.code }, create: { code: carrier.code, ...cdata }, update: cdata });
      for (const p of carrier.programs) {
        const data = { ...programData(p), carrierId: row.id };
        const program = await db.program.upsert({ where: { code: p.code }, create: { code: p.code, ...data }, update: data });
        programIds[p.code] = program.id;
      }
    }
  });
  const agencies = [
    {
      ...DEMO_AGENCY,
      agent: DEMO_AGENT,
      admins: [DEMO_ADMIN],
      service: [DEMO_SERVICE],
      programs: Object.keys(programIds),
    },
    {
      ...SECOND_AGENCY,
      agent: SECOND_AGENT,
      admins: [],
      service: [],
      programs: Object.keys(programIds).filter((c) => !SECOND_AGENCY_EXCLUDED.includes(c)),
    },
  ];
  await step("agencies and users", async () => {
    const users: { password: string; data: Omit<Prisma.UserCreateManyInput, "passwordHash"> }[] = [];
    const liveAgencyIds: string[] = [];
    for (const a of agencies) {
      const details = AGENCY_DETAILS[a.slug];
      // By hand, naming only these columns: a migration test seeds an agencies table older than the columns added
      // since (Prisma's upsert writes every column with a default, and reads every column back).
      const [agency] = await db.$queryRaw<Array<{ id: string }>>`
        INSERT INTO agencies (id, slug, name, address, phone, surplus_lines_license)
        VALUES (${randomUUID()}::uuid, ${a.slug}, ${a.name}, ${details ? JSON.stringify(details.address) : null}::jsonb, ${details?.phone ?? null},
                ${details?.surplusLinesLicense ?? null})
        ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name,
          address = coalesce(EXCLUDED.address, agencies.address), phone = coalesce(EXCLUDED.phone, agencies.phone),
          surplus_lines_license = coalesce(EXCLUDED.surplus_lines_license, agencies.surplus_lines_license)
        RETURNING id::text`;
      if (!agency) throw new Error(`agency ${a.slug} not written`);
      liveAgencyIds.push(agency.id);
      await db.appointment.createMany({
        data: a.programs.map((code) => ({ agencyId: agency.id, programId: programIds[code]! })),
        skipDuplicates: true,
      });
      for (const user of [
        { ...a.agent, role: "producer" as const },
        ...a.admins.map((u) => ({ ...u, role: "admin" as const })),
        ...a.service.map((u) => ({ ...u, role: "service" as const })),
      ]) {
        users.push({ password: user.password, data: { agencyId: agency.id, email: user.email, name: user.name, role: user.role } });
      }
    }
    // Carriers' underwriters belong to their carrier, not to an agency (decision 040).
    for (const u of [DEMO_UNDERWRITER]) {
      const carrier = await db.carrier.findUniqueOrThrow({ where: { code: u.carrier }, select: { id: true } });
      users.push({ password: u.password, data: { carrierId: carrier.id, email: u.email, name: u.name, role: "underwriter" } });
    }
    if (options.users === false) return;
    // Only users not there yet are hashed (scrypt, ~0.7 s each here), side by side; an existing user keeps its password.
    const emails = users.map((u) => u.data.email);
    const existing = new Set((await db.user.findMany({ where: { email: { in: emails } }, select: { email: true } })).map((u) => u.email));
    const missing = users.filter((u) => !existing.has(u.data.email));
    const passwordFor = options.passwordFor ?? ((_email: string, published: string) => published);
    const data = await Promise.all(missing.map(async (u) => ({ ...u.data, passwordHash: await hashPassword(passwordFor(u.data.email, u.password)) })));
    if (data.length) await db.user.createMany({ data, skipDuplicates: true });
    // Each agency's test twin (decision 043), with its appointments copied: test mode works from the first request.
    for (const id of liveAgencyIds) await ensureTestAgency(db, id);
  });
  return `seeded ${CLASSIFICATIONS.length} classifications, ${CARRIERS.length} carriers, ${Object.keys(programIds).length} programs, ${agencies.length} agencies`;
}
