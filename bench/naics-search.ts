// NAICS search benchmark: builds the index from prisma/data/naics, then times 1,000 queries
// (a realistic mix of trade words and phrases, typos, partial words and codes), one at a time,
// in-process. Prints build time, p50 / p90 / p99 / max latency (microseconds) and queries/s.
//
//   npx tsx bench/naics-search.ts
//
// Also exported as runNaicsSearchBench() for bench/run.ts. Environment: NAICS_BENCH_QUERIES
// (timed queries, default 1000), NAICS_BENCH_WARMUP (untimed queries first, default 300).
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { loadNaicsFromCsvDir } from "../lib/appetite/naics-data";
import { buildNaicsIndex, searchNaics } from "../lib/appetite/naics-search";
import { CLASSIFICATIONS } from "../prisma/seed-data/classifications";

const DATA_DIR = fileURLToPath(new URL("../prisma/data/naics/", import.meta.url));

// ~60% words and phrases from common small-business trades.
const WORDS = [
  "bakery",
  "coffee shop",
  "plumbing contractor",
  "hair salon",
  "landscaping",
  "software",
  "dentist",
  "auto repair",
  "yoga studio",
  "cleaning services",
  "restaurant",
  "retail clothing",
  "accountant",
  "consultant",
  "electrician",
  "roofing",
  "food truck",
  "florist",
  "pet grooming",
  "daycare",
  "barber shop",
  "nail salon",
  "painting contractor",
  "hvac",
  "carpentry",
  "real estate agent",
  "insurance agency",
  "law office",
  "veterinarian",
  "fitness center",
  "tattoo parlor",
  "car wash",
  "catering",
  "brewery",
  "wine bar",
  "ice cream",
  "pizza",
  "grocery store",
  "hardware store",
  "pharmacy",
  "chiropractor",
  "physical therapy",
  "massage",
  "photography",
  "graphic design",
  "web design",
  "marketing agency",
  "printing",
  "trucking",
  "moving company",
];
// ~15% typos of those.
const TYPOS = [
  "bakry",
  "resturant",
  "plumbng",
  "dentst",
  "electrican",
  "landscapng",
  "cofee shop",
  "hair salom",
  "acountant",
  "florst",
  "rofing",
  "sofware",
  "consultnat",
  "daycar",
  "grooming pett",
];
// ~15% partial words.
const PREFIXES = ["plu", "bak", "rest", "soft", "land", "dent", "elec", "roof", "flor", "groo", "cloth", "accou", "cons", "yog", "caf"];
// ~10% codes and code prefixes.
const CODES = ["23", "722", "541511", "31", "44", "7225", "238220", "811", "62", "4451"];

/** 100 queries in the proportions above, interleaved so that any window of the cycle is mixed. */
function queryMix(): string[] {
  const pick = (list: string[], n: number) => Array.from({ length: n }, (_, i) => list[i % list.length]!);
  const groups = [pick(WORDS, 60), pick(TYPOS, 15), pick(PREFIXES, 15), pick(CODES, 10)];
  const mix: string[] = [];
  for (let i = 0; mix.length < 100; i++) for (const g of groups) if (i < g.length) mix.push(g[i]!);
  return mix;
}

function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

function intEnv(name: string, def: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : def;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name}=${raw}: must be a positive integer`);
  return n;
}

export interface NaicsSearchBenchResult {
  buildMs: number;
  p50Us: number;
  p99Us: number;
  qps: number;
}

export async function runNaicsSearchBench(opts: { log?: (line: string) => void } = {}): Promise<NaicsSearchBenchResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const nQueries = intEnv("NAICS_BENCH_QUERIES", 1000);
  const nWarmup = intEnv("NAICS_BENCH_WARMUP", 300);

  const t0 = performance.now();
  const { records, terms, synonyms } = loadNaicsFromCsvDir(DATA_DIR);
  const t1 = performance.now();
  const index = buildNaicsIndex(records, terms, synonyms);
  const t2 = performance.now();
  const buildMs = t2 - t1;
  log(
    `naics-search: ${records.length} codes, ${terms.length} index terms, ${synonyms.length} synonyms; CSV load ${(t1 - t0).toFixed(0)} ms, index build ${buildMs.toFixed(0)} ms`,
  );
  // As the API searches: ranked by an agency's appetite (here every classified code, as for the demo agency).
  const preferred = new Set(CLASSIFICATIONS.flatMap((c) => c.naicsCodes));

  const mix = queryMix();
  let sink = 0;
  for (let i = 0; i < nWarmup; i++) sink += searchNaics(index, mix[i % mix.length]!, { preferred }).length;

  const times = new Float64Array(nQueries);
  const started = performance.now();
  for (let i = 0; i < nQueries; i++) {
    const q = mix[i % mix.length]!;
    const s = performance.now();
    sink += searchNaics(index, q, { preferred }).length;
    times[i] = (performance.now() - s) * 1000;
  }
  const wallS = (performance.now() - started) / 1000;
  if (sink === 0) throw new Error("no query returned any hit");

  const sorted = Array.from(times).sort((a, b) => a - b);
  const p50Us = percentile(sorted, 50);
  const p90Us = percentile(sorted, 90);
  const p99Us = percentile(sorted, 99);
  const maxUs = sorted[sorted.length - 1]!;
  const qps = nQueries / wallS;
  const us = (n: number) => `${n.toFixed(0)} us`;
  log(
    `naics-search: ${nQueries} queries (after ${nWarmup} warm-up): p50 ${us(p50Us)}, p90 ${us(p90Us)}, p99 ${us(p99Us)}, max ${us(maxUs)}; ${qps.toFixed(0)} queries/s`,
  );

  // The slowest distinct queries, to see what a regression is about.
  const perQuery = new Map<string, number>();
  for (let i = 0; i < nQueries; i++) {
    const q = mix[i % mix.length]!;
    perQuery.set(q, Math.max(perQuery.get(q) ?? 0, times[i]!));
  }
  const slowest = [...perQuery].sort((a, b) => b[1] - a[1]).slice(0, 5);
  log(`naics-search: slowest: ${slowest.map(([q, t]) => `${JSON.stringify(q)} ${us(t)}`).join(", ")}`);

  return { buildMs, p50Us, p99Us, qps };
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return fs.realpathSync(entry) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return path.resolve(entry) === fileURLToPath(import.meta.url);
  }
}

if (isMain()) {
  runNaicsSearchBench().catch((e: unknown) => {
    console.error(`naics-search bench: ${(e as Error).message ?? e}`);
    process.exit(1);
  });
}
