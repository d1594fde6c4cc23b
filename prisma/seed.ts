// Reference data and demo tenants. Idempotent: safe on every start; program data is kept in step
// with prisma/seed-data on each run.
import { hashPassword } from "@/lib/auth/passwords";
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CARRIERS, type ProgramSeed } from "./seed-data/carriers";
import { CLASSIFICATIONS } from "./seed-data/classifications";
import { underwritingRulesOf } from "./seed-data/underwriting";
import { AGENCY_DETAILS, PROGRAM_DECLARATIONS } from "./seed-data/declarations";
import path from "node:path";
import { loadNaicsFromCsvDir } from "@/lib/appetite/naics-data";
import { seedNaicsSynonyms } from "./seed-naics-synonyms";

const NAICS_DIR = path.join(process.cwd(), "prisma", "data", "naics");

/** NAICS 2022 codes and index terms (2,125 and 20,373 rows): loaded when the table counts differ. */
async function seedNaics(db: Db): Promise<void> {
  const { records, terms, descriptions } = loadNaicsFromCsvDir(NAICS_DIR);
  const [codeCount, termCount] = await Promise.all([db.naicsCode.count(), db.naicsIndexTerm.count()]);
  if (codeCount !== records.length) {
    await db.$transaction(async (tx) => {
      await tx.naicsCode.deleteMany();
      for (let i = 0; i < records.length; i += 1000) {
        await tx.naicsCode.createMany({
          data: records.slice(i, i + 1000).map((r) => ({ code: r.code, title: r.title, level: r.level, description: descriptions.get(r.code) ?? "" })),
        });
      }
    });
  }
  if (termCount !== terms.length) {
    await db.$transaction(async (tx) => {
      await tx.naicsIndexTerm.deleteMany();
      for (let i = 0; i < terms.length; i += 2000) await tx.naicsIndexTerm.createMany({ data: terms.slice(i, i + 2000) });
    });
  }
}

export const DEMO_AGENCY = { slug: "demo", name: "Harbor & Main Insurance Agency" };
export const SECOND_AGENCY = { slug: "second", name: "Second Street Insurance Brokers" };
export const DEMO_AGENT = { email: "agent@demo.test", name: "Dana Agent", password: "demo-password-2026" };
export const SECOND_AGENT = { email: "agent@second.test", name: "Sam Broker", password: "second-password-2026" };
/** The demo agency's underwriter: decides referred applications in the portal. */
export const DEMO_UNDERWRITER = { email: "underwriter@demo.test", name: "Uma Underwriter", password: "underwriter-password-2026" };
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

export async function seedDatabase(db: Db): Promise<string> {
  await seedNaics(db);
  await seedNaicsSynonyms(db);
  for (const c of CLASSIFICATIONS) {
    const data = { description: c.description, naicsCodes: c.naicsCodes, basis: c.basis };
    await db.classification.upsert({ where: { code: c.code }, create: { code: c.code, ...data }, update: data });
  }
  const programIds: Record<string, string> = {};
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
  const agencies = [
    { ...DEMO_AGENCY, agent: DEMO_AGENT, underwriters: [DEMO_UNDERWRITER], programs: Object.keys(programIds) },
    { ...SECOND_AGENCY, agent: SECOND_AGENT, underwriters: [], programs: Object.keys(programIds).filter((c) => !SECOND_AGENCY_EXCLUDED.includes(c)) },
  ];
  for (const a of agencies) {
    const details = AGENCY_DETAILS[a.slug];
    const adata = {
      name: a.name,
      ...(details ? { address: json(details.address), phone: details.phone, surplusLinesLicense: details.surplusLinesLicense } : {}),
    };
    const agency = await db.agency.upsert({ where: { slug: a.slug }, create: { slug: a.slug, ...adata }, update: adata });
    await db.appointment.createMany({
      data: a.programs.map((code) => ({ agencyId: agency.id, programId: programIds[code]! })),
      skipDuplicates: true,
    });
    for (const user of [{ ...a.agent, role: "agent" as const }, ...a.underwriters.map((u) => ({ ...u, role: "underwriter" as const }))]) {
      if (!(await db.user.findUnique({ where: { email: user.email } }))) {
        await db.user.create({
          data: { agencyId: agency.id, email: user.email, name: user.name, role: user.role, passwordHash: await hashPassword(user.password) },
        });
      }
    }
  }
  return `seeded ${CLASSIFICATIONS.length} classifications, ${CARRIERS.length} carriers, ${Object.keys(programIds).length} programs, ${agencies.length} agencies`;
}
