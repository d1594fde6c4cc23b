// The NAICS search in agents' words (decision 014, issue 11 point 6): over the agents' queries of
// bench/data/naics-agent-queries.csv, an acceptable code is among the first three hits of the pure
// search, built from the real reference data (codes, Census index terms and our synonyms), for at
// least 95% of the queries. `npm run bench` prints the same rate, the misses and the latency.
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { loadNaicsAgentQueries, loadNaicsFromCsvDir } from "./naics-data";
import { formatNaicsMisses, naicsHitRate, type NaicsAgentQuery } from "./naics-hit-rate";
import { buildNaicsIndex, type NaicsIndex, type NaicsRecord } from "./naics-search";

const DATA_DIR = fileURLToPath(new URL("../../prisma/data/naics/", import.meta.url));
const QUERIES = fileURLToPath(new URL("../../bench/data/naics-agent-queries.csv", import.meta.url));
const GOAL = 0.95;

let records: NaicsRecord[];
let index: NaicsIndex;
let queries: NaicsAgentQuery[];

beforeAll(() => {
  const data = loadNaicsFromCsvDir(DATA_DIR);
  records = data.records;
  index = buildNaicsIndex(data.records, data.terms, data.synonyms);
  queries = loadNaicsAgentQueries(QUERIES, records);
});

describe("agents' queries (bench/data/naics-agent-queries.csv)", () => {
  it("has at least 100 distinct queries, each expecting six-digit NAICS 2022 codes", () => {
    expect(queries.length).toBeGreaterThanOrEqual(100);
    expect(new Set(queries.map((q) => q.query.toLowerCase())).size).toBe(queries.length);
    const sixDigit = new Set(records.filter((r) => r.level === "national_industry").map((r) => r.code));
    for (const q of queries) {
      expect(q.codes.length, q.query).toBeGreaterThan(0);
      for (const code of q.codes) expect(sixDigit.has(code), `${q.query} -> ${code}`).toBe(true);
    }
  });

  it(`finds an expected code in the top 3 for at least ${GOAL * 100}% of them`, () => {
    const result = naicsHitRate(index, queries, { k: 3 });
    const report = `top-3 hit rate ${(result.rate * 100).toFixed(1)}% (${result.hits}/${result.total}); misses:\n${formatNaicsMisses(result.misses).join("\n")}`;
    expect(result.rate, report).toBeGreaterThanOrEqual(GOAL);
  });

  it("the loader refuses a code that is not a six-digit NAICS 2022 code", () => {
    expect(() =>
      loadNaicsAgentQueries(
        QUERIES,
        records.filter((r) => r.code !== "238160"),
      ),
    ).toThrow(/roofer" expects 238160/);
  });
});

describe("naicsHitRate", () => {
  it("counts a query as a hit when any expected code is in the first k, and reports what came first otherwise", () => {
    const small = buildNaicsIndex(
      [
        { code: "11", title: "Farming", level: "sector" },
        { code: "111110", title: "Soybean Farming", level: "national_industry" },
        { code: "111120", title: "Oilseed Farming", level: "national_industry" },
      ],
      [],
    );
    const r = naicsHitRate(
      small,
      [
        { query: "soybean", codes: ["111110"], group: "x" },
        { query: "oilseed", codes: ["111110", "111120"], group: "x" },
        { query: "farming", codes: ["111120"], group: "x" },
      ],
      { k: 1 },
    );
    expect(r).toMatchObject({ k: 1, total: 3, hits: 2 });
    expect(r.rate).toBeCloseTo(2 / 3);
    expect(r.misses).toHaveLength(1);
    const [miss] = r.misses;
    expect(miss).toMatchObject({ query: "farming", expected: ["111120"] });
    expect(miss!.got).toHaveLength(1);
    expect(miss!.got[0]!.code).not.toBe("111120");
    expect(formatNaicsMisses([{ query: "farming", expected: ["111120", "111110"], got: [{ code: "11", title: "Farming" }] }])).toEqual([
      '"farming": expected 111120 or 111110; got 11 Farming',
    ]);
    expect(formatNaicsMisses([{ query: "x", expected: ["111120"], got: [] }])).toEqual(['"x": expected 111120; got nothing']);
    expect(naicsHitRate(small, []).rate).toBe(0);
  });
});
