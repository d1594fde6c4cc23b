// Top-k hit rate of the NAICS search over a list of agents' queries with their acceptable codes
// (bench/data/naics-agent-queries.csv): the share of queries with an acceptable code among the first k
// hits. Pure (no I/O): used by the benchmark and by the test that keeps the rate at 95% or more.
import { searchNaics, type NaicsIndex, type NaicsSearchOptions } from "./naics-search";

/** One query of the list and the six-digit NAICS 2022 codes that answer it (any of them is a hit). */
export interface NaicsAgentQuery {
  query: string;
  codes: string[];
  group: string;
}

export interface NaicsMiss {
  query: string;
  expected: string[];
  /** The first hits (code and title), best first: what the agent saw instead. */
  got: { code: string; title: string }[];
}

export interface NaicsHitRate {
  k: number;
  total: number;
  hits: number;
  /** hits / total (0 for an empty list). */
  rate: number;
  misses: NaicsMiss[];
}

/** Runs every query (limit k, with `opts`) and counts those with an expected code in the first k hits. */
export function naicsHitRate(
  index: NaicsIndex,
  queries: readonly NaicsAgentQuery[],
  opts: { k?: number } & Pick<NaicsSearchOptions, "preferred"> = {},
): NaicsHitRate {
  const k = opts.k ?? 3;
  const preferred = opts.preferred ? [...opts.preferred] : undefined;
  const misses: NaicsMiss[] = [];
  for (const q of queries) {
    const top = searchNaics(index, q.query, { limit: k, ...(preferred ? { preferred } : {}) });
    if (!top.some((h) => q.codes.includes(h.code))) misses.push({ query: q.query, expected: q.codes, got: top.map((h) => ({ code: h.code, title: h.title })) });
  }
  const total = queries.length;
  const hits = total - misses.length;
  return { k, total, hits, rate: total === 0 ? 0 : hits / total, misses };
}

/** One line per miss: `"roofer": expected 238160; got 238160 Roofing Contractors, ...`. */
export function formatNaicsMisses(misses: readonly NaicsMiss[]): string[] {
  return misses.map(
    (m) =>
      `${JSON.stringify(m.query)}: expected ${m.expected.join(" or ")}; got ${m.got.length ? m.got.map((g) => `${g.code} ${g.title}`).join(", ") : "nothing"}`,
  );
}
