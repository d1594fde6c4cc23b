// Appetite: NAICS search, the classifications under a NAICS code, and which appointed programs write
// a classification. Rules come from lib/rating/eligibility.ts, the same ones a quote's rating applies.
import "server-only";
import type { Db } from "@/lib/db/client";
import { appointedPrograms } from "@/lib/db/queries/programs";
import { classifications, findClassification, naicsCodesAndTerms } from "@/lib/db/queries/reference";
import { toProgramForRating, type ProgramRecord } from "@/lib/db/records/program";
import { notFound, validationError } from "@/lib/errors";
import { getAppointedProgram } from "@/lib/programs/service";
import { checkBusinessAppetite, type BusinessFacts } from "@/lib/rating/eligibility";
import type { ClassRate, DeclineReason } from "@/lib/rating/types";
import { toCents } from "@/lib/schemas/common";
import { isUsState } from "@/lib/schemas/reference";
import { buildNaicsIndex, searchNaics, type NaicsIndex, type NaicsRecord } from "./naics-search";
import { processState } from "@/lib/process-state";

export interface Classification {
  id: string;
  code: string;
  description: string;
  naicsCodes: string[];
  basis: string;
}

interface NaicsCache {
  index: NaicsIndex;
  byCode: Map<string, NaicsRecord>;
}
// Reference data, indexed once per database handle (the seed loads it at start).
const naicsIndexes = () => processState("appetite.naicsIndexes", () => new WeakMap<Db, Promise<NaicsCache>>());

export function naicsCache(db: Db): Promise<NaicsCache> {
  let cache = naicsIndexes().get(db);
  if (!cache) {
    cache = naicsCodesAndTerms(db).then(({ codes, terms, synonyms }) => {
      const records = codes as NaicsRecord[];
      return { index: buildNaicsIndex(records, terms, synonyms), byCode: new Map(records.map((r) => [r.code, r])) };
    });
    cache.catch(() => naicsIndexes().delete(db));
    naicsIndexes().set(db, cache);
  }
  return cache;
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

/** The NAICS codes of the classes some business program appointed to the agency writes: its appetite. */
export function appetiteNaicsCodes(
  programs: readonly Pick<ProgramRecord, "type" | "classCodes">[],
  all: readonly Pick<Classification, "code" | "naicsCodes">[],
): Set<string> {
  const written = new Set(programs.filter((p) => p.type !== "TI").flatMap((p) => p.classCodes));
  return new Set(all.filter((c) => written.has(c.code)).flatMap((c) => c.naicsCodes));
}

/**
 * Ranked NAICS hits in agents' words (synonyms) as well as the Census's. Codes that a program the
 * agency is appointed for writes come first among hits matching as many query words (decision 014).
 */
export async function searchNaicsCodes(db: Db, agencyId: string, q: string, limit: number, level?: NaicsRecord["level"]) {
  const [{ index }, all, programs] = await Promise.all([naicsCache(db), classifications(db), appointedPrograms(db, agencyId)]);
  const preferred = appetiteNaicsCodes(programs, all);
  const hits = searchNaics(index, q, { limit, preferred, ...(level ? { levels: [level] } : {}) });
  return hits.map(({ preferred: inAppetite, ...h }) => ({ ...h, inAppetite, classificationCount: all.filter((c) => underCode(c, h.code)).length }));
}

export async function classificationsForNaics(db: Db, code: string) {
  const { byCode } = await naicsCache(db);
  const naics = byCode.get(code);
  if (!naics) throw notFound(`No NAICS 2022 code ${code}.`);
  return { naics, classifications: (await classifications(db)).filter((c) => underCode(c, code)) };
}

export async function getClassification(db: Db, idOrCode: string): Promise<Classification> {
  const c = await findClassification(db, idOrCode);
  if (!c) throw notFound(`No classification ${idOrCode}.`);
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

/** One program's answer for a class: in or out of appetite, and why not. */
export interface ProgramAppetite {
  program: ProgramRecord;
  reasons: DeclineReason[];
}

function appetiteOf(program: ProgramRecord, facts: BusinessFacts): ProgramAppetite {
  return { program, reasons: checkBusinessAppetite(toProgramForRating(program), facts) };
}

async function businessPrograms(db: Db, agencyId: string) {
  return (await appointedPrograms(db, agencyId)).filter((p) => p.type !== "TI");
}

export async function appetitesFor(db: Db, agencyId: string, idOrCode: string, q: AppetiteFacts) {
  const classification = await getClassification(db, idOrCode);
  const facts = businessFacts(classification.code, q);
  return { classification, items: (await businessPrograms(db, agencyId)).map((p) => appetiteOf(p, facts)) };
}

/** The class rate the rating-table carrier applies, when the program is rated by table. */
function classRateOf(program: ProgramRecord, classCode: string) {
  const plan = program.ratingPlan as { classRates?: Record<string, ClassRate> } | null;
  const rate = program.carrier.adapter === "rating_table" ? plan?.classRates?.[classCode] : undefined;
  return rate
    ? {
        liabilityPer1000Revenue: rate.liabilityPer1000Revenue ?? null,
        liabilityPer100Payroll: rate.liabilityPer100Payroll ?? null,
        subcontractedPer1000: rate.subcontractedPer1000 ?? null,
        propertyPer100: rate.propertyPer100 ?? null,
      }
    : null;
}

export async function appetiteDetail(db: Db, agencyId: string, idOrCode: string, programRef: string, q: AppetiteFacts) {
  const classification = await getClassification(db, idOrCode);
  const program = await getAppointedProgram(db, agencyId, programRef);
  if (program.type === "TI")
    throw validationError([{ path: "programId", message: `${program.code} is a travel program; classifications apply to business programs` }]);
  return { ...appetiteOf(program, businessFacts(classification.code, q)), classification, classRate: classRateOf(program, classification.code) };
}

export type IndicativePricer = (program: ProgramRecord, classCode: string, annualRevenueCents: number, state: string | undefined) => Promise<number | null>;

/** The bands the catalog prices, stated in its basis text. */
export const INDICATIVE_REVENUES_CENTS = [25_000_000, 100_000_000]; // $250,000 and $1,000,000
/** A payroll-rated class (contractors) is priced with this share of the revenue band as its payroll. */
export const INDICATIVE_PAYROLL_SHARE = 0.4;

export async function catalogFor(db: Db, agencyId: string, idOrCode: string, q: AppetiteFacts, price: IndicativePricer) {
  const classification = await getClassification(db, idOrCode);
  const facts = businessFacts(classification.code, q);
  const entries = await Promise.all(
    (await businessPrograms(db, agencyId)).map(async (program) => {
      const appetite = appetiteOf(program, facts);
      const prices =
        appetite.reasons.length === 0
          ? await Promise.all(INDICATIVE_REVENUES_CENTS.map((r) => price(program, classification.code, r, facts.state)))
          : [null, null];
      return { ...appetite, indicativeTotals: prices.filter((p): p is number => p !== null) };
    }),
  );
  return { classification, state: facts.state, entries };
}
