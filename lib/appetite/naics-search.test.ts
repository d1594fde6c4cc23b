import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { loadNaicsFromCsvDir } from "./naics-data";
import {
  boundedDamerauLevenshtein,
  buildNaicsIndex,
  naicsStem,
  naicsWords,
  searchNaics,
  stripExclusions,
  type NaicsHit,
  type NaicsIndex,
  type NaicsRecord,
  type NaicsSynonym,
  type NaicsTerm,
} from "./naics-search";

const DATA_DIR = fileURLToPath(new URL("../../prisma/data/naics/", import.meta.url));

let records: NaicsRecord[];
let terms: NaicsTerm[];
let descriptions: Map<string, string>;
let synonyms: NaicsSynonym[];
let index: NaicsIndex;

beforeAll(() => {
  ({ records, terms, descriptions, synonyms } = loadNaicsFromCsvDir(DATA_DIR));
  index = buildNaicsIndex(records, terms);
});

const codes = (hits: NaicsHit[]) => hits.map((h) => h.code);
const top = (query: string, n: number) => codes(searchNaics(index, query).slice(0, n));

describe("NAICS 2022 data (prisma/data/naics)", () => {
  it("has 2,125 codes, 20,373 index terms and a description for every code", () => {
    expect(records).toHaveLength(2125);
    expect(terms).toHaveLength(20373);
    expect(descriptions.size).toBe(2125);
    expect(index.recordCount).toBe(2125);
    expect(index.termCount).toBe(20373);
  });

  it("has the published number of codes per level, and the three range sectors", () => {
    const perLevel: Record<string, number> = {};
    for (const r of records) perLevel[r.level] = (perLevel[r.level] ?? 0) + 1;
    expect(perLevel).toEqual({ sector: 20, subsector: 96, industry_group: 308, industry: 689, national_industry: 1012 });
    expect(records.filter((r) => r.code.includes("-")).map((r) => r.code)).toEqual(["31-33", "44-45", "48-49"]);
  });

  it("keeps multi-line descriptions intact", () => {
    expect(descriptions.get("11")).toMatch(/^The Sector as a Whole\n\nThe Agriculture, Forestry, Fishing and Hunting sector comprises/);
  });
});

describe("searchNaics on the real data: words", () => {
  it("bakery -> Retail Bakeries / Commercial Bakeries in the top 3", () => {
    expect(top("bakery", 3).some((c) => c === "311811" || c === "311812")).toBe(true);
  });

  it("plumb (a partial word) -> 238220 Plumbing, Heating, and Air-Conditioning Contractors in the top 3", () => {
    expect(top("plumb", 3)).toContain("238220");
  });

  it("software -> 513210 Software Publishers or 541511 Custom Computer Programming Services in the top 5", () => {
    expect(top("software", 5).some((c) => c === "513210" || c === "541511")).toBe(true);
  });

  it("dentist -> 621210 Offices of Dentists in the top 3", () => {
    expect(top("dentist", 3)).toContain("621210");
  });

  it("coffee shop -> 722515 in the top 3, through the index term", () => {
    const hit = searchNaics(index, "coffee shop")
      .slice(0, 3)
      .find((h) => h.code === "722515");
    expect(hit).toBeDefined();
    expect(hit!.title).toBe("Snack and Nonalcoholic Beverage Bars");
    expect(hit!.matchedTerm).toContain("Coffee shop");
  });

  it("title hits have matchedTerm null; a title match outranks the same word in an index term", () => {
    const [first] = searchNaics(index, "dentist");
    expect(first).toMatchObject({ code: "621210", title: "Offices of Dentists", level: "national_industry", matchedTerm: null });
    const viaTerm = searchNaics(index, "dentist", { limit: 100 }).filter((h) => h.matchedTerm !== null);
    expect(viaTerm.length).toBeGreaterThan(0);
    expect(Math.max(...viaTerm.map((h) => h.score))).toBeLessThan(first!.score);
  });

  it("ranks hits matching every query word (in the title or any index term) above hits matching some", () => {
    const hits = searchNaics(index, "plumbing contractor", { limit: 100 });
    expect(hits[0]!.code).toBe("238220");
    const text = new Map(records.map((r) => [r.code, stripExclusions(r.title)]));
    for (const t of terms) text.set(t.code, `${text.get(t.code)} | ${stripExclusions(t.term)}`);
    const full = hits.map((h) => /plumb/i.test(text.get(h.code)!) && /contractor/i.test(text.get(h.code)!));
    const lastFull = full.lastIndexOf(true);
    const firstPartial = full.indexOf(false);
    expect(lastFull).toBeGreaterThanOrEqual(1);
    expect(firstPartial).toBeGreaterThan(lastFull);
  });

  it("understands plurals and verb forms: plumbers, bakeries, landscaping", () => {
    expect(top("plumbers", 3)).toContain("238220");
    expect(top("bakeries", 3)).toEqual(expect.arrayContaining(["311811"]));
    expect(top("landscaping", 1)).toEqual(["561730"]);
  });
});

describe("searchNaics on the real data: typos", () => {
  it.each([
    ["resturant", /^7225\d\d$/],
    ["bakry", /^31181[12]$/],
    ["plumbng", /^238220$/],
    ["dentst", /^621210$/],
  ])("%s -> a match for %s in the top 3", (query, expected) => {
    expect(top(query, 3).some((c) => expected.test(c))).toBe(true);
  });

  it("ranks typo matches below exact and prefix matches", () => {
    const exact = searchNaics(index, "bakery")[0]!;
    const prefix = searchNaics(index, "baker")[0]!;
    const typo = searchNaics(index, "bakry")[0]!;
    expect(exact.score).toBeGreaterThan(prefix.score);
    expect(prefix.score).toBeGreaterThan(typo.score);
  });

  it("does not fuzz short words (under 4 characters)", () => {
    // "bkr" is neither a word nor a prefix; three characters get no typo fallback.
    expect(searchNaics(index, "bkr")).toEqual([]);
  });
});

describe("searchNaics on the real data: codes", () => {
  it("23 -> sector 23 first, then its children in code order", () => {
    const hits = searchNaics(index, "23", { limit: 100 });
    expect(hits[0]).toMatchObject({ code: "23", level: "sector", title: "Construction", matchedTerm: null });
    expect(hits.length).toBeGreaterThan(20);
    expect(hits.every((h) => h.code.startsWith("23"))).toBe(true);
    const rest = codes(hits.slice(1));
    expect(rest).toEqual([...rest].sort());
    expect(rest[0]).toBe("236");
  });

  it("722 -> the subsector first", () => {
    expect(searchNaics(index, "722")[0]).toMatchObject({ code: "722", level: "subsector" });
    expect(top("722", 3)).toEqual(["722", "7223", "72231"]);
  });

  it("finds the range sectors from any of their two-digit codes", () => {
    expect(searchNaics(index, "44")[0]).toMatchObject({ code: "44-45", level: "sector", title: "Retail Trade" });
    expect(searchNaics(index, "31")[0]).toMatchObject({ code: "31-33", level: "sector" });
    expect(searchNaics(index, "48")[0]).toMatchObject({ code: "48-49", level: "sector" });
    expect(top("32", 2)).toEqual(["31-33", "321"]);
    expect(top("45", 2)).toEqual(["44-45", "455"]);
    expect(top("31-33", 2)).toEqual(["31-33", "311"]);
  });

  it("a full six-digit code comes first", () => {
    expect(searchNaics(index, "722511")[0]).toMatchObject({ code: "722511", title: "Full-Service Restaurants", level: "national_industry" });
    expect(searchNaics(index, " 238220 ")[0]!.code).toBe("238220");
  });

  it("never returns 2017-only codes", () => {
    for (const q of ["452210", "511210"]) expect(codes(searchNaics(index, q, { limit: 100 }))).not.toContain(q);
    expect(searchNaics(index, "452210")).toEqual([]);
    expect(searchNaics(index, "department stores", { limit: 100 }).filter((h) => h.code.startsWith("452"))).toEqual([]);
    expect(top("department stores", 1)).toEqual(["455110"]);
    const valid = new Set(records.map((r) => r.code));
    for (const q of ["software", "department store", "4522", "5112", "retail"]) {
      for (const h of searchNaics(index, q, { limit: 100 })) expect(valid.has(h.code)).toBe(true);
    }
  });
});

describe("searchNaics options and edge cases", () => {
  it("returns [] for an empty or whitespace query, or one of only stop words", () => {
    expect(searchNaics(index, "")).toEqual([]);
    expect(searchNaics(index, "   \t\n")).toEqual([]);
    expect(searchNaics(index, "and of the")).toEqual([]);
  });

  it("filters by level", () => {
    const six = searchNaics(index, "bakery", { levels: ["national_industry"] });
    expect(six.length).toBeGreaterThan(0);
    expect(six.every((h) => h.level === "national_industry")).toBe(true);
    expect(codes(searchNaics(index, "23", { levels: ["sector"] }))).toEqual(["23"]);
    const groups = searchNaics(index, "restaurant", { levels: ["industry_group", "industry"] });
    expect(codes(groups).slice(0, 2)).toEqual(["72251", "7225"]);
    expect(searchNaics(index, "restaurant", { levels: [] })).toEqual(searchNaics(index, "restaurant")); // empty: no filter
  });

  it("applies the limit: default 20, at most 100", () => {
    expect(searchNaics(index, "services")).toHaveLength(20);
    expect(searchNaics(index, "services", { limit: 3 })).toHaveLength(3);
    expect(searchNaics(index, "services", { limit: 1000 })).toHaveLength(100);
    expect(searchNaics(index, "services", { limit: 0 })).toEqual([]);
    expect(searchNaics(index, "23", { limit: 2 })).toHaveLength(2);
    expect(codes(searchNaics(index, "bakery", { limit: 3 }))).toEqual(top("bakery", 3));
  });

  it("is deterministic: same results every time and from a second index; scores never increase; ties by code", () => {
    const second = buildNaicsIndex(records, terms);
    for (const q of ["bakery", "coffee shop", "plumb", "resturant", "restaurant", "23", "services", "auto repair"]) {
      const a = searchNaics(index, q, { limit: 100 });
      expect(searchNaics(index, q, { limit: 100 })).toEqual(a);
      expect(searchNaics(second, q, { limit: 100 })).toEqual(a);
      if (/^\d/.test(q)) continue;
      for (let i = 1; i < a.length; i++) {
        const [p, h] = [a[i - 1]!, a[i]!];
        expect(p.score).toBeGreaterThanOrEqual(h.score);
        if (p.score === h.score) expect(p.code < h.code).toBe(true);
      }
    }
  });

  it("returns hits with the documented shape", () => {
    for (const h of searchNaics(index, "coffee")) {
      expect(Object.keys(h).sort()).toEqual(["code", "level", "matchedTerm", "preferred", "score", "title"]);
      expect(typeof h.score).toBe("number");
    }
  });
});

describe("agents' words: synonyms (naics-synonyms.csv)", () => {
  let agents: NaicsIndex;
  beforeAll(() => {
    agents = buildNaicsIndex(records, terms, synonyms);
  });
  const agentTop = (query: string, n = 3, opts: { preferred?: Iterable<string> } = {}) => codes(searchNaics(agents, query, { limit: n, ...opts }));

  it("loads at least 150 synonyms, each naming a six-digit NAICS 2022 code", () => {
    expect(synonyms.length).toBeGreaterThanOrEqual(150);
    expect(agents.synonymCount).toBe(synonyms.length);
    const sixDigit = new Set(records.filter((r) => r.level === "national_industry").map((r) => r.code));
    for (const s of synonyms) expect(sixDigit.has(s.code), `${s.term} -> ${s.code}`).toBe(true);
  });

  it.each([
    ["IT consulting", ["541512"]],
    ["software developer", ["541511"]],
    ["roofer", ["238160"]],
    ["bar", ["722410"]],
    ["boutique", ["458110"]],
    ["cleaning company", ["561720"]],
  ])("%s -> %s in the top 3 (the Census words alone miss it)", (query, expected) => {
    expect(agentTop(query)).toEqual(expect.arrayContaining(expected));
    expect(top(query, 3)).not.toEqual(expect.arrayContaining(expected)); // without synonyms: the complaint
  });

  it("ranks the synonym's code first, names the synonym as the matched term, and understands plurals", () => {
    for (const [q, code, term] of [
      ["roofers", "238160", "roofer"],
      ["bars", "722410", "bar"],
      ["Boutiques", "458110", "boutique"],
      ["cleaning companies", "561720", "cleaning company"],
      ["it consulting", "541512", "IT consulting"],
    ] as const) {
      const [first] = searchNaics(agents, q);
      expect(first, q).toMatchObject({ code, matchedTerm: term });
    }
  });

  it("matches a synonym as a whole run of words: stop words count ('IT'), and a longer match wins", () => {
    expect(agentTop("IT", 1)).toEqual(["541512"]); // a stop word alone, found only as a synonym
    expect(agentTop("dry cleaner", 1)).toEqual(["812320"]); // not "cleaner" (561720)
    expect(agentTop("nail salon", 1)).toEqual(["812113"]); // not "salon" (812112)
    expect(agentTop("bar association", 1)).toEqual(["813920"]); // both words in a Census term beat "bar" alone
    // a synonym is a run of consecutive words: "company" alone is no "cleaning company"
    expect(searchNaics(agents, "company", { limit: 100 }).every((h) => h.matchedTerm !== "cleaning company")).toBe(true);
  });

  it("leaves queries the Census words already answer as they were", () => {
    for (const q of ["bakery", "plumbing contractor", "dentist", "landscaping", "722511", "23"]) {
      expect(agentTop(q, 3)).toEqual(top(q, 3));
    }
  });

  it("rejects a synonym for an unknown code or without words", () => {
    const one = [{ code: "11", title: "A", level: "sector" as const }];
    expect(() => buildNaicsIndex(one, [], [{ term: "farm", code: "12" }])).toThrow(/code 12/);
    expect(() => buildNaicsIndex(one, [], [{ term: " & ", code: "11" }])).toThrow(/no words/);
  });
});

describe("preferred codes (the agency's appetite) come first among equal matches", () => {
  let agents: NaicsIndex;
  beforeAll(() => {
    agents = buildNaicsIndex(records, terms, synonyms);
  });

  it("moves preferred codes (and the codes above them) ahead of hits matching as many words, no further", () => {
    const plain = searchNaics(agents, "consulting", { limit: 10 });
    const environmental = "541620"; // Environmental Consulting Services: second without preferences
    expect(codes(plain).indexOf(environmental)).toBeGreaterThan(0);
    const hits = searchNaics(agents, "consulting", { limit: 10, preferred: [environmental] });
    expect(hits[0]).toMatchObject({ code: environmental, preferred: true });
    expect(hits.find((h) => h.code === "5416")).toMatchObject({ preferred: true }); // its industry group is preferred too
    const flags = hits.map((h) => h.preferred);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a))); // all preferred first
    // a preferred code matching fewer query words does not pass a code matching more
    const two = searchNaics(agents, "plumbing contractor", { limit: 5, preferred: ["238160"] });
    expect(two[0]!.code).toBe("238220");
  });

  it("marks code-query hits without reordering them; no preferences change nothing", () => {
    const byCode = searchNaics(agents, "7224", { preferred: ["722410"] });
    expect(codes(byCode)).toEqual(codes(searchNaics(agents, "7224")));
    expect(byCode.find((h) => h.code === "722410")!.preferred).toBe(true);
    expect(searchNaics(agents, "bakery", { preferred: [] })).toEqual(searchNaics(agents, "bakery"));
  });
});

describe("ranking rules on a small index", () => {
  const small = () =>
    buildNaicsIndex(
      [
        { code: "11", title: "Widgets and Gadgets", level: "sector" },
        { code: "111", title: "Widget Making", level: "subsector" },
        { code: "111111", title: "Widget Making", level: "national_industry" },
        { code: "111112", title: "Gadget Shops", level: "national_industry" },
        { code: "111113", title: "Gizmo Repair", level: "national_industry" },
        { code: "111114", title: "Sprocket Works", level: "national_industry" },
      ],
      [
        { code: "111112", term: "Widget shops, retail" },
        { code: "111113", term: "Gizmo and widget repair (except sprockets)" },
        { code: "111114", term: "Widgetry" },
      ],
    );

  it("orders exact title > exact index term > prefix, more specific codes slightly first", () => {
    const hits = searchNaics(small(), "widget");
    expect(codes(hits)).toEqual(["111111", "111", "11", "111112", "111113", "111114"]);
    expect(hits.map((h) => h.matchedTerm)).toEqual([null, null, null, "Widget shops, retail", "Gizmo and widget repair (except sprockets)", "Widgetry"]);
  });

  it("prefers codes matching all query words", () => {
    expect(codes(searchNaics(small(), "widget shop"))[0]).toBe("111112");
    expect(codes(searchNaics(small(), "gizmo widget"))[0]).toBe("111113");
  });

  it("does not index exclusions", () => {
    expect(codes(searchNaics(small(), "sprocket"))).toEqual(["111114"]);
  });

  it("rejects terms for unknown codes and duplicate codes", () => {
    expect(() => buildNaicsIndex([{ code: "11", title: "A", level: "sector" }], [{ code: "12", term: "x" }])).toThrow(/code 12/);
    expect(() =>
      buildNaicsIndex(
        [
          { code: "11", title: "A", level: "sector" },
          { code: "11", title: "B", level: "sector" },
        ],
        [],
      ),
    ).toThrow(/duplicate/);
  });
});

describe("text helpers", () => {
  it("naicsWords lower-cases, strips diacritics and apostrophes, and splits on punctuation", () => {
    expect(naicsWords("Florists' Supplies, Café & Air-Conditioning (e.g., HVAC)")).toEqual([
      "florists",
      "supplies",
      "cafe",
      "air",
      "conditioning",
      "e",
      "g",
      "hvac",
    ]);
  });

  it.each([
    ["bakeries", "bakeri"],
    ["bakery", "bakeri"],
    ["plumbing", "plumb"],
    ["plumbers", "plumb"],
    ["landscaping", "landscap"],
    ["landscape", "landscap"],
    ["dentists", "dentist"],
    ["restaurants", "restaurant"],
    ["shopping", "shop"],
    ["shops", "shop"],
    ["boxes", "box"],
    ["churches", "church"],
    ["glasses", "glass"],
    ["business", "business"],
    ["potatoes", "potato"],
    ["shoes", "shoe"],
    ["coffee", "coffee"],
    ["engineering", "engineer"],
    ["engineers", "engineer"],
    ["engine", "engin"],
    ["services", "servic"],
    ["service", "servic"],
    ["flower", "flower"],
    ["roofing", "roof"],
    ["gas", "gas"],
    ["cookies", "cooki"],
    ["cookie", "cooki"],
    ["311811", "311811"],
    // -ation / -ator, -tion / -sion and -or (agent nouns meet their activity)
    ["installation", "install"],
    ["installer", "install"],
    ["installing", "install"],
    ["exterminator", "extermin"],
    ["extermination", "extermin"],
    ["inspection", "inspect"],
    ["inspectors", "inspect"],
    ["surveyor", "survei"],
    ["surveying", "survei"],
    ["counselors", "counsel"],
    ["contractors", "contract"],
    ["station", "station"],
    ["doctor", "doctor"],
    ["floor", "floor"],
  ])("naicsStem(%s) = %s", (word, stem) => {
    expect(naicsStem(word)).toBe(stem);
  });

  it("stripExclusions drops except-clauses", () => {
    expect(stripExclusions("Architects' (except landscape) offices")).toBe("Architects' ( ) offices");
    expect(stripExclusions("Batteries, except automotive, dealers")).toBe("Batteries,  , dealers");
    expect(stripExclusions("Doctors (DOs, except mental health) offices")).toBe("Doctors (DOs,  ) offices");
    expect(stripExclusions("Real estate consultants' (except agents, appraisers) offices")).toBe("Real estate consultants' ( ) offices");
    expect(stripExclusions("Exceptional items")).toBe("Exceptional items");
  });

  it("boundedDamerauLevenshtein counts transpositions as one edit and stops past the bound", () => {
    expect(boundedDamerauLevenshtein("resturant", "restaurant", 2)).toBe(1);
    expect(boundedDamerauLevenshtein("bakry", "bakery", 1)).toBe(1);
    expect(boundedDamerauLevenshtein("dentsit", "dentist", 1)).toBe(1);
    expect(boundedDamerauLevenshtein("plumbng", "plumbing", 1)).toBe(1);
    expect(boundedDamerauLevenshtein("kitten", "sitting", 3)).toBe(3);
    expect(boundedDamerauLevenshtein("kitten", "sitting", 2)).toBe(3);
    expect(boundedDamerauLevenshtein("abc", "abc", 0)).toBe(0);
    expect(boundedDamerauLevenshtein("a", "abcd", 1)).toBe(2);
  });
});
