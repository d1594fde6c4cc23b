// Loads the NAICS 2022 CSV files shipped in prisma/data/naics (see SOURCES.md there). Does file I/O:
// used by the seed, tests and the benchmark; the search itself (naics-search.ts) is pure.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { parseCsvObjects } from "../csv";
import type { NaicsAgentQuery } from "./naics-hit-rate";
import { NAICS_LEVELS, type NaicsLevel, type NaicsRecord, type NaicsSynonym, type NaicsTerm } from "./naics-search";

export const NAICS_FILES = {
  codes: "naics-2022.csv",
  index: "naics-2022-index.csv",
  descriptions: "naics-2022-descriptions.csv",
  synonyms: "naics-synonyms.csv",
} as const;

function readTable(dir: string, file: string, columns: readonly string[]): Record<string, string>[] {
  const full = path.join(dir, file);
  const rows = parseCsvObjects(fs.readFileSync(full, "utf8"));
  const first = rows[0];
  if (!first) throw new Error(`${full}: no records`);
  const header = Object.keys(first);
  if (header.length !== columns.length || columns.some((c, i) => header[i] !== c)) {
    throw new Error(`${full}: expected columns ${columns.join(",")}, found ${header.join(",")}`);
  }
  return rows;
}

/**
 * Reads naics-2022.csv (code,title,level), naics-2022-index.csv (code,term) and
 * naics-2022-descriptions.csv (code,description) from `dir`, and the agents' words in naics-synonyms.csv
 * (term,code; ours, not the Census Bureau's). Records, terms and synonyms keep the file order.
 * Throws if a file is missing, has other columns, an unknown level, an empty code or title, or if a
 * term, description or synonym names a code that is not in naics-2022.csv (a synonym must name a
 * six-digit code, and may not be listed twice).
 */
export function loadNaicsFromCsvDir(dir: string): {
  records: NaicsRecord[];
  terms: NaicsTerm[];
  descriptions: Map<string, string>;
  synonyms: NaicsSynonym[];
} {
  const levels = new Set<string>(NAICS_LEVELS);
  const records: NaicsRecord[] = [];
  const codes = new Set<string>();
  for (const row of readTable(dir, NAICS_FILES.codes, ["code", "title", "level"])) {
    const { code, title, level } = row as { code: string; title: string; level: string };
    if (!code || !title) throw new Error(`${NAICS_FILES.codes}: empty code or title (${JSON.stringify(row)})`);
    if (!levels.has(level)) throw new Error(`${NAICS_FILES.codes}: code ${code} has unknown level ${JSON.stringify(level)}`);
    if (codes.has(code)) throw new Error(`${NAICS_FILES.codes}: duplicate code ${code}`);
    codes.add(code);
    records.push({ code, title, level: level as NaicsLevel });
  }

  const terms: NaicsTerm[] = [];
  for (const row of readTable(dir, NAICS_FILES.index, ["code", "term"])) {
    const { code, term } = row as { code: string; term: string };
    if (!codes.has(code)) throw new Error(`${NAICS_FILES.index}: term ${JSON.stringify(term)} has unknown code ${code}`);
    if (!term) throw new Error(`${NAICS_FILES.index}: empty term for code ${code}`);
    terms.push({ code, term });
  }

  const descriptions = new Map<string, string>();
  for (const row of readTable(dir, NAICS_FILES.descriptions, ["code", "description"])) {
    const { code, description } = row as { code: string; description: string };
    if (!codes.has(code)) throw new Error(`${NAICS_FILES.descriptions}: unknown code ${code}`);
    descriptions.set(code, description);
  }
  const synonyms: NaicsSynonym[] = [];
  const seen = new Set<string>();
  for (const row of readTable(dir, NAICS_FILES.synonyms, ["term", "code"])) {
    const { term, code } = row as { term: string; code: string };
    if (!term.trim()) throw new Error(`${NAICS_FILES.synonyms}: empty term for code ${code}`);
    if (!codes.has(code) || !/^\d{6}$/.test(code)) throw new Error(`${NAICS_FILES.synonyms}: "${term}" names ${code}, not a six-digit NAICS 2022 code`);
    const key = `${term.trim().toLowerCase()}|${code}`;
    if (seen.has(key)) throw new Error(`${NAICS_FILES.synonyms}: "${term}" -> ${code} is listed twice`);
    seen.add(key);
    synonyms.push({ term: term.trim(), code });
  }
  return { records, terms, descriptions, synonyms };
}

/**
 * Reads a list of agents' queries (bench/data/naics-agent-queries.csv: query,codes,group; codes are
 * six-digit codes separated by spaces). Throws on other columns, an empty query, a query listed twice,
 * or a code that is not a six-digit code of `records` (when given).
 */
export function loadNaicsAgentQueries(file: string, records?: readonly NaicsRecord[]): NaicsAgentQuery[] {
  const known = records ? new Set(records.filter((r) => r.level === "national_industry").map((r) => r.code)) : null;
  const out: NaicsAgentQuery[] = [];
  const seen = new Set<string>();
  for (const row of readTable(path.dirname(file), path.basename(file), ["query", "codes", "group"])) {
    const query = row.query!.trim();
    const codes = row.codes!.trim().split(/\s+/).filter(Boolean);
    if (!query) throw new Error(`${file}: empty query (${JSON.stringify(row)})`);
    if (seen.has(query.toLowerCase())) throw new Error(`${file}: "${query}" is listed twice`);
    seen.add(query.toLowerCase());
    if (codes.length === 0) throw new Error(`${file}: "${query}" has no codes`);
    for (const code of codes) {
      if (!/^\d{6}$/.test(code) || (known && !known.has(code))) throw new Error(`${file}: "${query}" expects ${code}, not a six-digit NAICS 2022 code`);
    }
    out.push({ query, codes, group: row.group!.trim() });
  }
  return out;
}
