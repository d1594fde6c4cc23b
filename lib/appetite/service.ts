// Appetite: NAICS search, the classifications under a NAICS code, and which appointed programs write
// a classification. Rules come from lib/rating/eligibility.ts, the same ones a quote's rating applies.
import { AppError, validationError } from "@/lib/errors";
import type { Db } from "@/lib/db/client";
import { toProgramForRating, type ProgramWithCarrier } from "@/lib/db/programs";
import type { Classification } from "@/lib/generated/prisma/client";
import { programHeader, optionDefinitions } from "@/lib/programs/views";
import { findAppointedProgram } from "@/lib/programs/service";
import { appointedPrograms } from "@/lib/quotes/programs";
import { checkBusinessAppetite, type BusinessFacts } from "@/lib/rating/eligibility";
import type { BusinessEligibility, Coverage, Endorsement, OptionSet } from "@/lib/rating/types";
import { fromCents, toCents } from "@/lib/schemas/common";
import { isUsState } from "@/lib/schemas/reference";
import { buildNaicsIndex, searchNaics, type NaicsIndex, type NaicsRecord } from "./naics-search";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface NaicsCache {
  index: NaicsIndex;
  byCode: Map<string, NaicsRecord>;
}
// Reference data, loaded once per process (the seed loads it at start).
const holder = globalThis as unknown as { __naics?: Promise<NaicsCache> };

export function naicsCache(db: Db): Promise<NaicsCache> {
  holder.__naics ??= (async () => {
    const [codes, terms] = await Promise.all([
      db.naicsCode.findMany({ select: { code: true, title: true, level: true } }),
      db.naicsIndexTerm.findMany({ select: { code: true, term: true }, orderBy: { id: "asc" } }),
    ]);
    const records = codes as NaicsRecord[];
    return { index: buildNaicsIndex(records, terms), byCode: new Map(records.map((r) => [r.code, r])) };
  })().catch((error) => {
    holder.__naics = undefined;
    throw error;
  });
  return holder.__naics;
}

/** The 2-digit prefixes a NAICS code covers: "31-33" covers 31, 32 and 33. */
function prefixesOf(code: string): string[] {
  const range = /^(\d\d)-(\d\d)$/.exec(code);
  if (!range) return [code];
  const out: string[] = [];
  for (let n = Number(range[1]); n <= Number(range[2]); n++) out.push(String(n));
  return out;
}

function underCode(classification: Pick<Classification, "naicsCodes">, code: string): boolean {
  const prefixes = prefixesOf(code);
  return classification.naicsCodes.some((n) => prefixes.some((p) => n.startsWith(p)));
}

export function classificationView(c: Classification) {
  return { id: c.id, code: c.code, description: c.description, naicsCodes: c.naicsCodes, basis: c.basis };
}

export async function searchNaicsCodes(db: Db, q: string, limit: number, level?: NaicsRecord["level"]) {
  const [{ index }, classifications] = await Promise.all([naicsCache(db), db.classification.findMany({ select: { naicsCodes: true } })]);
  const hits = searchNaics(index, q, { limit, ...(level ? { levels: [level] } : {}) });
  return {
    items: hits.map((h) => ({ ...h, classificationCount: classifications.filter((c) => underCode(c, h.code)).length })),
  };
}

export async function classificationsForNaics(db: Db, code: string) {
  const { byCode } = await naicsCache(db);
  const naics = byCode.get(code);
  if (!naics) throw new AppError("not_found", `No NAICS 2022 code ${code}.`);
  const all = await db.classification.findMany({ orderBy: { code: "asc" } });
  return { naics: { code: naics.code, title: naics.title, level: naics.level }, items: all.filter((c) => underCode(c, code)).map(classificationView) };
}

export async function findClassification(db: Db, idOrCode: string): Promise<Classification> {
  const c = await db.classification.findFirst({ where: UUID.test(idOrCode) ? { id: idOrCode.toLowerCase() } : { code: idOrCode } });
  if (!c) throw new AppError("not_found", `No classification ${idOrCode}.`);
  return c;
}

export interface AppetiteFacts {
  state?: string;
  annualRevenue?: number;
  employeeCount?: number;
}

function businessFacts(classCode: string, q: AppetiteFacts): BusinessFacts {
  const state = q.state?.toUpperCase();
  if (state !== undefined && !isUsState(state)) throw validationError([{ path: "state", message: "is not a US state abbreviation" }]);
  return {
    classCode,
    ...(state !== undefined ? { state } : {}),
    ...(q.annualRevenue !== undefined ? { annualRevenueCents: toCents(q.annualRevenue) } : {}),
    ...(q.employeeCount !== undefined ? { employeeCount: q.employeeCount } : {}),
  };
}

function appetiteOf(program: ProgramWithCarrier, facts: BusinessFacts) {
  const reasons = checkBusinessAppetite(toProgramForRating(program), facts);
  const rules = program.eligibility as unknown as BusinessEligibility;
  return {
    program: programHeader(program),
    inAppetite: reasons.length === 0,
    reasons: reasons.map((r) => ({ code: r.code, message: r.message })),
    limits: { maxRevenue: fromCents(rules.maxRevenueCents), maxEmployees: rules.maxEmployees, states: program.statesWritten },
  };
}

async function businessPrograms(db: Db, agencyId: string) {
  return (await appointedPrograms(db, agencyId)).filter((p) => p.type !== "TI");
}

export async function appetitesFor(db: Db, agencyId: string, idOrCode: string, q: AppetiteFacts) {
  const classification = await findClassification(db, idOrCode);
  const facts = businessFacts(classification.code, q);
  const programs = await businessPrograms(db, agencyId);
  return { classification: classificationView(classification), items: programs.map((p) => appetiteOf(p, facts)) };
}

function coveragesOf(program: ProgramWithCarrier) {
  return (program.coverages as unknown as Coverage[]).map((c) => ({ key: c.key, name: c.name, description: c.description }));
}

function classRateOf(program: ProgramWithCarrier, classCode: string) {
  const plan = program.ratingPlan as { classRates?: Record<string, { liabilityPer1000Revenue: number; propertyPer100?: number }> } | null;
  const rate = program.carrier.adapter === "rating_table" ? plan?.classRates?.[classCode] : undefined;
  return rate ? { liabilityPer1000Revenue: rate.liabilityPer1000Revenue, propertyPer100: rate.propertyPer100 ?? null } : null;
}

export async function appetiteDetail(db: Db, agencyId: string, idOrCode: string, programRef: string, q: AppetiteFacts) {
  const classification = await findClassification(db, idOrCode);
  const program = await findAppointedProgram(db, agencyId, programRef);
  if (program.type === "TI") throw validationError([{ path: "programId", message: `${program.code} is a travel program; classifications apply to business programs` }]);
  return {
    ...appetiteOf(program, businessFacts(classification.code, q)),
    classification: classificationView(classification),
    ratingBasis: `${classification.basis}: class rate per $1,000 of annual revenue`,
    classRate: classRateOf(program, classification.code),
    coverages: coveragesOf(program),
    options: optionDefinitions(program),
  };
}

export type IndicativePricer = (program: ProgramWithCarrier, classCode: string, annualRevenueCents: number, state: string | undefined) => Promise<number | null>;

/** The bands the catalog prices, stated in its basis text. */
export const INDICATIVE_REVENUES_CENTS = [25_000_000, 100_000_000]; // $250,000 and $1,000,000

export async function catalogFor(db: Db, agencyId: string, idOrCode: string, q: AppetiteFacts, price: IndicativePricer) {
  const classification = await findClassification(db, idOrCode);
  const facts = businessFacts(classification.code, q);
  const programs = await businessPrograms(db, agencyId);
  const entries = await Promise.all(
    programs.map(async (program) => {
      const appetite = appetiteOf(program, facts);
      const options = program.options as unknown as OptionSet[];
      const prices = appetite.inAppetite ? await Promise.all(INDICATIVE_REVENUES_CENTS.map((r) => price(program, classification.code, r, facts.state))) : [null, null];
      const priced = prices.filter((p): p is number => p !== null);
      return {
        ...appetite,
        coverages: coveragesOf(program),
        options: optionDefinitions(program).map((o, i) => ({ ...o, min: Math.min(...o.values), max: Math.max(...o.values), unit: options[i]!.unit })),
        endorsements: (program.endorsements as unknown as Endorsement[]).map((e) => ({ key: e.key, name: e.name, included: e.included, available: e.available })),
        indicativePrice: {
          low: priced.length ? fromCents(Math.min(...priced)) : null,
          high: priced.length ? fromCents(Math.max(...priced)) : null,
          basis: `annual total at default options for $250,000 and $1,000,000 of revenue, 5 employees, in ${facts.state ?? "Illinois (or the first state the program writes)"}, effective today`,
        },
      };
    }),
  );
  return { classification: classificationView(classification), programs: entries };
}
