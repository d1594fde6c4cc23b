// Ranked, typo-tolerant search over NAICS 2022 codes, titles and index terms. Pure and in-process:
// no I/O, no framework imports. Build an index once (buildNaicsIndex, ~0.3-0.4 s for the full
// 2,125 codes and 20,373 index terms on a small 2-core machine), then query it synchronously
// (searchNaics; typically tens of microseconds, well under 1 ms for realistic queries).
//
// Text handling (the same for the data and for queries, so it is predictable):
//   - NFKD, diacritics removed, lower case; apostrophes removed ("florists'" -> "florists");
//     every other run of non-alphanumeric characters separates words ("Air-Conditioning" -> "air", "conditioning").
//   - Stop words (and, or, of, the, for, ...) and one-letter words are ignored.
//   - Exclusions are not indexed: the text of an "except ..." clause ("Architects' (except landscape)
//     offices", "Batteries, except automotive, dealers") is dropped up to the closing parenthesis,
//     or else up to the next comma, so "landscape" does not find architects.
//   - Words are reduced with a small suffix stemmer (naicsStem): plurals (s, es after x/z/ch/sh,
//     sses, oes, ies), then one of ation (stem of 4+ letters), ator (4+), tion / sion (to t / s, 5+),
//     ing / ed (stem of 4+ letters), er (stem of 5+ letters) or or (6+), with a doubled final consonant
//     undoubled after ing / ed / er, then a final e dropped or a final y turned into i.
//     "plumbers", "plumbing" -> "plumb"; "bakeries", "bakery" -> "bakeri"; "landscaping", "landscape" -> "landscap";
//     "installer", "installation" -> "install"; "surveyor", "surveying" -> "survei"; "inspector", "inspection" -> "inspect".
//   - Two adjacent words are also indexed as one compound word ("Day care" -> "daycare"), found only
//     by an exact query word.
//
// Matching, per query word: exact (same stem, or a compound), prefix of an indexed word ("plu" ->
// plumbing; query words of 3+ characters, and a last query word of 2), and, when the word has no
// exact match, a typo fallback (Damerau-Levenshtein, optimal string alignment: distance <= 1 for
// words of 4-7 characters, <= 2 for 8+, against indexed words and stems; only the closest words
// found count, so a distance-2 word is ignored when a distance-1 word exists). Typo candidates come
// from a trigram index over the vocabulary, never from a scan.
//
// Ranking of word queries (one number, higher is better; ties by code):
//   100 x (number of query words the code matches anywhere: title or any of its index terms)
//   + the best single unit (its title, or one index term) = sum over query words of the match
//     quality in that unit (exact 1, prefix 0.62-0.7, typo 0.45 / 0.38), x 0.85 for an index term,
//     + 0.08 x the share of the unit's words that the query matched (a short, focused title or term wins)
//   + 0.01 per level below sector (6-digit codes slightly preferred).
// So: all words matched > some; exact > prefix > typo; title > index term; specific > general.
//
// Synonyms (agents' words, e.g. "roofer" -> 238160, "IT consulting" -> 541512; naics-synonyms.csv): a
// synonym matches a run of consecutive query words equal to its words, every word counted (stop words
// too: "IT" is "it"), each compared by its stem. A synonym hit counts the query words of the run as
// matched and scores SYNONYM (1.2) per word of the run + the full 0.08 coverage: above an exact title,
// so the code an agent means comes first, while a longer match (more query words) still wins.
//
// Preferred codes (options.preferred: e.g. the codes an agency's appointed programs write): a code is
// preferred if it or a code under it is listed, and gets PREFERRED (50) more: preferred hits come first
// among hits matching as many query words (the 100 per word still decides across counts).
//
// Code queries (the whole query is digits, or a range such as "31-33"): the code itself first,
// then the codes under it in code order. A two-digit query inside a range sector ("31", "32",
// "44", "45", "48", ...) also finds that sector ("31-33", ...) first.

export type NaicsLevel = "sector" | "subsector" | "industry_group" | "industry" | "national_industry";

export interface NaicsRecord {
  code: string;
  title: string;
  level: NaicsLevel;
}

export interface NaicsTerm {
  code: string;
  term: string;
}

/** An agent's word for a code: "roofer" -> 238160. */
export interface NaicsSynonym {
  term: string;
  code: string;
}

export interface NaicsHit {
  code: string;
  title: string;
  level: NaicsLevel;
  score: number;
  /** The index term or synonym that gave this hit its score, or null when the title (or the code) did. */
  matchedTerm: string | null;
  /** The code or a code under it is in options.preferred. */
  preferred: boolean;
}

export interface NaicsSearchOptions {
  /** Maximum number of hits: default 20, at most 100 (larger values are clamped; 0 or less gives []). */
  limit?: number;
  /** Only codes of these levels. Omitted or empty: all levels. */
  levels?: readonly NaicsLevel[];
  /** Codes ranked first among word hits matching as many query words; a code counts if it or a code under it is listed. */
  preferred?: Iterable<string>;
}

export const NAICS_LEVELS: readonly NaicsLevel[] = ["sector", "subsector", "industry_group", "industry", "national_industry"];

const LEVEL_DEPTH: Record<NaicsLevel, number> = { sector: 0, subsector: 1, industry_group: 2, industry: 3, national_industry: 4 };

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const MAX_QUERY_CHARS = 256;
const MAX_QUERY_WORDS = 12;

// Scoring constants (see the header).
const MATCHED_WORD = 100;
const EXACT = 1;
const PREFIX_MIN = 0.62;
const PREFIX_SPAN = 0.08;
const TYPO_1 = 0.45;
const TYPO_2 = 0.38;
const TERM_WEIGHT = 0.85;
const COVERAGE = 0.08;
const LEVEL_BONUS = 0.01;
const SYNONYM = 1.2;
const PREFERRED = 50;
/** Query words looked at for synonyms (a query has at most 256 characters). */
const MAX_SYNONYM_SCAN = 32;

const STOPWORDS = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "by",
  "etc",
  "for",
  "from",
  "ie",
  "eg",
  "in",
  "into",
  "is",
  "it",
  "nor",
  "not",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "without",
]);

// ---------------------------------------------------------------------------------------------
// Text normalisation

/** Lower-case words of `text`: diacritics and apostrophes removed, split on anything not a-z or 0-9. */
export function naicsWords(text: string): string[] {
  const s = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return s === "" ? [] : s.split(" ");
}

const isIndexable = (w: string) => !STOPWORDS.has(w) && (w.length > 1 || (w >= "0" && w <= "9"));

const VOWELS = /[aeiouy]/;
const UNDOUBLE = new Set(["bb", "dd", "gg", "mm", "nn", "pp", "tt"]);
const undouble = (s: string) => (s.length >= 4 && UNDOUBLE.has(s.slice(-2)) ? s.slice(0, -1) : s);

/** The stem of one normalised word (see the header for the rules). Words with digits are kept as they are. */
export function naicsStem(word: string): string {
  let s = word;
  if (s.length <= 3 || /[0-9]/.test(s)) return s;
  // Plurals.
  if (s.length >= 5 && s.endsWith("ies")) s = s.slice(0, -3) + "y";
  else if (s.endsWith("sses")) s = s.slice(0, -2);
  else if (s.length > 5 && s.endsWith("oes")) s = s.slice(0, -2);
  else if (s.length >= 5 && /(?:x|z|ch|sh)es$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith("s") && !/(?:ss|us|is)$/.test(s)) s = s.slice(0, -1);
  // One verb/agent suffix.
  if (s.endsWith("ation") && s.length >= 9) s = s.slice(0, -5);
  else if (s.endsWith("ator") && s.length >= 8) s = s.slice(0, -4);
  else if (/[st]ion$/.test(s) && s.length >= 8) s = s.slice(0, -3);
  else if (s.endsWith("ing") && s.length >= 7 && VOWELS.test(s.slice(0, -3))) s = undouble(s.slice(0, -3));
  else if (s.endsWith("ed") && !s.endsWith("eed") && s.length >= 6 && VOWELS.test(s.slice(0, -2))) s = undouble(s.slice(0, -2));
  else if (s.endsWith("er") && !s.endsWith("eer") && s.length >= 7) s = undouble(s.slice(0, -2));
  else if (s.endsWith("or") && s.length >= 8 && !s.endsWith("oor")) s = s.slice(0, -2);
  // Final e / y.
  if (s.length >= 5 && s.endsWith("e") && !s.endsWith("ee")) s = s.slice(0, -1);
  else if (s.length >= 4 && s.endsWith("y")) s = s.slice(0, -1) + "i";
  return s;
}

/** `text` without its "except ..." clauses (to the closing parenthesis, else to the next comma or semicolon). */
export function stripExclusions(text: string): string {
  const re = /\bexcept\b/gi;
  let out = "";
  let from = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const at = m.index;
    let depth = 0;
    for (let i = 0; i < at; i++) {
      const c = text[i];
      if (c === "(") depth++;
      else if (c === ")" && depth > 0) depth--;
    }
    let end: number;
    if (depth > 0) {
      // Up to the ")" that closes the enclosing parenthesis.
      let d = 0;
      end = text.length;
      for (let i = at; i < text.length; i++) {
        const c = text[i];
        if (c === "(") d++;
        else if (c === ")") {
          if (d === 0) {
            end = i;
            break;
          }
          d--;
        }
      }
    } else {
      const rest = text.slice(at).search(/[,;]/);
      end = rest < 0 ? text.length : at + rest;
    }
    out += text.slice(from, at) + " ";
    from = end;
    re.lastIndex = Math.max(end, at + 1);
  }
  return out + text.slice(from);
}

// ---------------------------------------------------------------------------------------------
// Bounded Damerau-Levenshtein (optimal string alignment)

// Reused rows for words shorter than DL_ROW characters (search is synchronous, so no sharing issue).
const DL_ROW = 64;
const dlRows = [new Int32Array(DL_ROW), new Int32Array(DL_ROW), new Int32Array(DL_ROW)];

/**
 * Optimal-string-alignment distance between a and b (insertions, deletions, substitutions and
 * transpositions of adjacent characters, each 1), or max + 1 as soon as it must exceed max.
 */
export function boundedDamerauLevenshtein(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0 || lb === 0) return Math.max(la, lb);
  const small = lb < DL_ROW;
  let prev2 = small ? dlRows[0]! : new Int32Array(lb + 1);
  let prev = small ? dlRows[1]! : new Int32Array(lb + 1);
  let cur = small ? dlRows[2]! : new Int32Array(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = prev[j - 1]! + (ca === cb ? 0 : 1);
      const del = prev[j]! + 1;
      if (del < v) v = del;
      const ins = cur[j - 1]! + 1;
      if (ins < v) v = ins;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        const t = prev2[j - 2]! + 1;
        if (t < v) v = t;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const tmp = prev2;
    prev2 = prev;
    prev = cur;
    cur = tmp;
  }
  const d = prev[lb]!;
  return d > max ? max + 1 : d;
}

// ---------------------------------------------------------------------------------------------
// Trigrams over [a-z0-9] with "^" and "$" as word boundaries.

const TRI_BASE = 38;
const TRI_SIZE = TRI_BASE * TRI_BASE * TRI_BASE;
function triChar(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return code - 48 + 26;
  return -1;
}
/** Distinct trigram keys of "^word$" (the word must be [a-z0-9]+). */
function trigramKeys(word: string, out: number[]): number[] {
  out.length = 0;
  const n = word.length;
  const at = (i: number) => (i < 0 ? 36 : i >= n ? 37 : triChar(word.charCodeAt(i)));
  for (let i = -1; i <= n - 2; i++) {
    const a = at(i);
    const b = at(i + 1);
    const c = at(i + 2);
    if (a < 0 || b < 0 || c < 0) continue;
    const key = (a * TRI_BASE + b) * TRI_BASE + c;
    if (!out.includes(key)) out.push(key);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The index

/** Built by buildNaicsIndex; opaque apart from the counts. Not safe for concurrent use from several threads (it is not shared across workers). */
export class NaicsIndex {
  readonly recordCount: number;
  readonly termCount: number;
  /** Distinct stems (searchable words). */
  readonly stemCount: number;
  readonly synonymCount: number;

  // Codes, sorted by code string (so parents come before children).
  private readonly codes: string[];
  private readonly titles: string[];
  private readonly levels: NaicsLevel[];
  private readonly depth: Uint8Array;
  private readonly codeIndex: Map<string, number>;
  /** Two-digit code -> index of the range sector covering it ("32" -> "31-33"). */
  private readonly rangeSector: Map<string, number>;
  /** Index of the code one level up (the longest shorter prefix that is a code, or the range sector), or -1. */
  private readonly parent: Int32Array;

  // Units: each code's title, then each index term. unitText is the term (unused for titles).
  private readonly unitCode: Int32Array;
  private readonly unitIsTitle: Uint8Array;
  private readonly unitWords: Uint16Array;
  private readonly unitText: string[];

  // Token ids: stems first, then compounds. Postings (units, ascending) in CSR form.
  private readonly stemId: Map<string, number>;
  private readonly compoundId: Map<string, number>;
  private readonly postStart: Int32Array;
  private readonly postUnits: Int32Array;

  // Indexed surface words (sorted) and their stem ids, for prefix matching.
  private readonly surfaces: string[];
  private readonly surfaceStem: Int32Array;
  // Typo vocabulary: surface words and stems of 3+ characters, with their stem ids and a trigram index.
  private readonly typoWords: string[];
  private readonly typoStem: Int32Array;
  private readonly triStart: Int32Array;
  private readonly triWords: Int32Array;

  // Per-query scratch space, reset after every query.
  private readonly tokBest: Float64Array;
  private readonly tokTouched: Int32Array;
  private readonly unitSum: Float64Array;
  private readonly unitMask: Int32Array;
  private readonly unitHits: Uint8Array;
  private readonly unitTouched: Int32Array;
  private readonly codeMask: Int32Array;
  private readonly codeBest: Float64Array;
  private readonly codeBestUnit: Int32Array;
  private readonly codeTouched: Int32Array;
  private readonly topScore = new Float64Array(MAX_LIMIT);
  private readonly topCode = new Int32Array(MAX_LIMIT);
  private readonly expQuality: Float64Array;
  private readonly expList: Int32Array;
  private readonly triCount: Uint16Array;
  private readonly triTouched: Int32Array;
  private readonly typoClose: Int32Array;
  private readonly triScratch: number[] = [];

  // Synonyms: phrase (stems joined by spaces) -> synonym ids; per-query best synonym per code.
  private readonly synonymPhrases: Map<string, number[]>;
  private readonly synonymTerm: string[];
  private readonly synonymCode: Int32Array;
  private readonly maxSynonymWords: number;
  private readonly codeSyn: Float64Array;
  private readonly codeSynMask: Int32Array;
  private readonly codeSynId: Int32Array;
  private readonly synTouched: Int32Array;

  private constructor(records: readonly NaicsRecord[], terms: readonly NaicsTerm[], synonyms: readonly NaicsSynonym[]) {
    // ---- codes ----
    const sorted = [...records].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    const C = sorted.length;
    this.codes = new Array<string>(C);
    this.titles = new Array<string>(C);
    this.levels = new Array<NaicsLevel>(C);
    this.depth = new Uint8Array(C);
    this.codeIndex = new Map();
    this.rangeSector = new Map();
    for (let i = 0; i < C; i++) {
      const r = sorted[i]!;
      if (!(r.level in LEVEL_DEPTH)) throw new Error(`NAICS ${r.code}: unknown level ${JSON.stringify(r.level)}`);
      if (this.codeIndex.has(r.code)) throw new Error(`NAICS ${r.code}: duplicate code`);
      this.codes[i] = r.code;
      this.titles[i] = r.title;
      this.levels[i] = r.level;
      this.depth[i] = LEVEL_DEPTH[r.level];
      this.codeIndex.set(r.code, i);
      const range = /^(\d\d)-(\d\d)$/.exec(r.code);
      if (range) for (let n = Number(range[1]); n <= Number(range[2]); n++) this.rangeSector.set(String(n), i);
    }

    this.parent = new Int32Array(C).fill(-1);
    for (let i = 0; i < C; i++) {
      const code = this.codes[i]!;
      if (code.includes("-")) continue;
      for (let len = code.length - 1; len >= 2 && this.parent[i] === -1; len--) {
        const j = len === 2 ? (this.codeIndex.get(code.slice(0, 2)) ?? this.rangeSector.get(code.slice(0, 2))) : this.codeIndex.get(code.slice(0, len));
        if (j !== undefined) this.parent[i] = j;
      }
    }

    // ---- units ----
    const termsByCode: NaicsTerm[][] = Array.from({ length: C }, () => []);
    for (const t of terms) {
      const c = this.codeIndex.get(t.code);
      if (c === undefined) throw new Error(`NAICS index term ${JSON.stringify(t.term)}: code ${t.code} is not in the records`);
      termsByCode[c]!.push(t);
    }
    const U = C + terms.length;
    this.unitCode = new Int32Array(U);
    this.unitIsTitle = new Uint8Array(U);
    this.unitWords = new Uint16Array(U);
    this.unitText = new Array<string>(U);

    const stemCache = new Map<string, string>();
    const stemOf = (w: string) => {
      let s = stemCache.get(w);
      if (s === undefined) stemCache.set(w, (s = naicsStem(w)));
      return s;
    };
    this.stemId = new Map();
    const surfaceToStem = new Map<string, number>();
    const postings: number[][] = [];
    const lastUnit: number[] = [];
    const compoundUnits = new Map<string, number[]>();
    const addPosting = (id: number, u: number) => {
      if (lastUnit[id] !== u) {
        lastUnit[id] = u;
        postings[id]!.push(u);
      }
    };

    let u = 0;
    const addUnit = (code: number, isTitle: boolean, text: string) => {
      this.unitCode[u] = code;
      this.unitIsTitle[u] = isTitle ? 1 : 0;
      this.unitText[u] = text;
      const words = naicsWords(stripExclusions(text));
      let distinct = 0;
      let prev: string | null = null;
      for (const w of words) {
        if (!isIndexable(w)) {
          prev = null;
          continue;
        }
        const s = stemOf(w);
        let id = this.stemId.get(s);
        if (id === undefined) {
          id = postings.length;
          this.stemId.set(s, id);
          postings.push([]);
          lastUnit.push(-1);
        }
        if (!surfaceToStem.has(w)) surfaceToStem.set(w, id);
        if (lastUnit[id] !== u) distinct++;
        addPosting(id, u);
        if (prev !== null && !/[0-9]/.test(prev + w)) {
          const compound = stemOf(prev + w);
          let list = compoundUnits.get(compound);
          if (!list) compoundUnits.set(compound, (list = []));
          if (list[list.length - 1] !== u) list.push(u);
        }
        prev = w;
      }
      this.unitWords[u] = Math.max(1, Math.min(distinct, 65535));
      u++;
    };
    for (let c = 0; c < C; c++) {
      addUnit(c, true, this.titles[c]!);
      for (const t of termsByCode[c]!) addUnit(c, false, t.term);
    }

    // ---- compounds (exact lookup only) ----
    this.compoundId = new Map();
    for (const [compound, units] of compoundUnits) {
      const id = postings.length;
      this.compoundId.set(compound, id);
      postings.push(units);
    }

    // ---- postings in CSR form ----
    const T = postings.length;
    this.postStart = new Int32Array(T + 1);
    let total = 0;
    for (let id = 0; id < T; id++) {
      this.postStart[id] = total;
      total += postings[id]!.length;
    }
    this.postStart[T] = total;
    this.postUnits = new Int32Array(total);
    for (let id = 0; id < T; id++) this.postUnits.set(postings[id]!, this.postStart[id]!);

    // ---- surfaces (prefix matching) ----
    this.surfaces = [...surfaceToStem.keys()].sort();
    this.surfaceStem = Int32Array.from(this.surfaces, (w) => surfaceToStem.get(w)!);

    // ---- typo vocabulary and its trigrams ----
    const typo = new Map<string, number>();
    for (const [w, id] of surfaceToStem) if (w.length >= 3 && !/[0-9]/.test(w)) typo.set(w, id);
    for (const [st, id] of this.stemId) if (st.length >= 3 && !/[0-9]/.test(st) && !typo.has(st)) typo.set(st, id);
    this.typoWords = [...typo.keys()].sort();
    this.typoStem = Int32Array.from(this.typoWords, (w) => typo.get(w)!);
    const S = this.typoWords.length;
    const triCounts = new Int32Array(TRI_SIZE + 1);
    const keys: number[] = [];
    for (const w of this.typoWords) for (const k of trigramKeys(w, keys)) triCounts[k + 1]!++;
    for (let k = 0; k < TRI_SIZE; k++) triCounts[k + 1]! += triCounts[k]!;
    this.triStart = triCounts;
    this.triWords = new Int32Array(triCounts[TRI_SIZE]!);
    const fill = triCounts.slice(0, TRI_SIZE);
    for (let i = 0; i < S; i++) for (const k of trigramKeys(this.typoWords[i]!, keys)) this.triWords[fill[k]!++] = i;

    // ---- synonyms ----
    this.synonymPhrases = new Map();
    this.synonymTerm = [];
    this.synonymCode = new Int32Array(synonyms.length);
    let maxWords = 0;
    synonyms.forEach((syn, id) => {
      const c = this.codeIndex.get(syn.code);
      if (c === undefined) throw new Error(`NAICS synonym ${JSON.stringify(syn.term)}: code ${syn.code} is not in the records`);
      const words = naicsWords(syn.term);
      if (words.length === 0) throw new Error(`NAICS synonym ${JSON.stringify(syn.term)} has no words`);
      const key = words.map(stemOf).join(" ");
      let ids = this.synonymPhrases.get(key);
      if (!ids) this.synonymPhrases.set(key, (ids = []));
      ids.push(id);
      this.synonymTerm.push(syn.term);
      this.synonymCode[id] = c;
      maxWords = Math.max(maxWords, words.length);
    });
    this.maxSynonymWords = maxWords;
    this.codeSyn = new Float64Array(C);
    this.codeSynMask = new Int32Array(C);
    this.codeSynId = new Int32Array(C);
    this.synTouched = new Int32Array(C);

    this.recordCount = C;
    this.termCount = terms.length;
    this.stemCount = this.stemId.size;
    this.synonymCount = synonyms.length;

    this.tokBest = new Float64Array(U);
    this.tokTouched = new Int32Array(U);
    this.unitSum = new Float64Array(U);
    this.unitMask = new Int32Array(U);
    this.unitHits = new Uint8Array(U);
    this.unitTouched = new Int32Array(U);
    this.codeMask = new Int32Array(C);
    this.codeBest = new Float64Array(C);
    this.codeBestUnit = new Int32Array(C);
    this.codeTouched = new Int32Array(C);
    this.expQuality = new Float64Array(T);
    this.expList = new Int32Array(T);
    this.triCount = new Uint16Array(S);
    this.triTouched = new Int32Array(S);
    this.typoClose = new Int32Array(S);
  }

  /** @internal Use buildNaicsIndex. */
  static build(records: readonly NaicsRecord[], terms: readonly NaicsTerm[], synonyms: readonly NaicsSynonym[] = []): NaicsIndex {
    return new NaicsIndex(records, terms, synonyms);
  }

  /** The record for an exact code, or undefined. */
  get(code: string): NaicsRecord | undefined {
    const i = this.codeIndex.get(code);
    return i === undefined ? undefined : { code: this.codes[i]!, title: this.titles[i]!, level: this.levels[i]! };
  }

  /** @internal Use searchNaics. */
  search(query: string, opts: NaicsSearchOptions = {}): NaicsHit[] {
    const limit = opts.limit === undefined || Number.isNaN(opts.limit) ? DEFAULT_LIMIT : Math.min(MAX_LIMIT, Math.floor(opts.limit));
    if (limit <= 0) return [];
    const levelOk = opts.levels && opts.levels.length > 0 ? new Set(opts.levels) : null;
    const q = query.slice(0, MAX_QUERY_CHARS).trim();
    if (q === "") return [];
    const preferred = opts.preferred ? this.preferredMask(opts.preferred) : null;
    if (/^\d{1,6}$/.test(q) || /^\d\d-\d\d$/.test(q)) return this.searchCode(q, limit, levelOk, preferred);
    return this.searchWords(q, limit, levelOk, preferred);
  }

  /** 1 for each listed code and every code above it (its prefixes, and the range sector of its first two digits). */
  private preferredMask(codes: Iterable<string>): Uint8Array {
    const mask = new Uint8Array(this.codes.length);
    for (const code of codes) {
      const i = this.codeIndex.get(code);
      if (i !== undefined) {
        for (let a = i; a >= 0; a = this.parent[a]!) mask[a] = 1;
        continue;
      }
      // Not a code itself (e.g. a 2017 code): its prefixes that are.
      for (let len = Math.min(code.length, 6); len >= 2; len--) {
        const j = this.codeIndex.get(code.slice(0, len));
        if (j !== undefined) for (let a = j; a >= 0; a = this.parent[a]!) mask[a] = 1;
      }
      const sector = this.rangeSector.get(code.slice(0, 2));
      if (sector !== undefined) mask[sector] = 1;
    }
    return mask;
  }

  // ---- code queries ----

  private searchCode(q: string, limit: number, levelOk: Set<NaicsLevel> | null, preferred: Uint8Array | null): NaicsHit[] {
    const out: NaicsHit[] = [];
    const seen = new Set<number>();
    const push = (i: number, score: number) => {
      if (out.length >= limit || seen.has(i)) return;
      seen.add(i);
      if (levelOk && !levelOk.has(this.levels[i]!)) return;
      out.push({ code: this.codes[i]!, title: this.titles[i]!, level: this.levels[i]!, score, matchedTerm: null, preferred: preferred?.[i] === 1 });
    };
    const digitsBelow = (i: number, prefixLen: number) => (this.depth[i] === 0 ? 2 : this.codes[i]!.length) - prefixLen;
    const underPrefix = (prefix: string) => {
      for (let i = this.lowerBound(prefix); i < this.codes.length && out.length < limit; i++) {
        const code = this.codes[i]!;
        if (!code.startsWith(prefix)) break;
        push(i, code === prefix ? 1 : 1 / (1 + Math.max(1, digitsBelow(i, prefix.length))));
      }
    };

    const range = /^(\d\d)-(\d\d)$/.exec(q);
    if (range) {
      const i = this.codeIndex.get(q);
      if (i === undefined) return [];
      push(i, 1);
      for (let n = Number(range[1]); n <= Number(range[2]) && out.length < limit; n++) underPrefix(String(n));
      return out;
    }
    if (q.length === 2) {
      const sector = this.rangeSector.get(q);
      if (sector !== undefined) push(sector, 1);
    }
    underPrefix(q);
    return out;
  }

  private lowerBound(s: string): number {
    let lo = 0;
    let hi = this.codes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.codes[mid]! < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  // ---- word queries ----

  private searchWords(q: string, limit: number, levelOk: Set<NaicsLevel> | null, preferred: Uint8Array | null): NaicsHit[] {
    const all = naicsWords(q);
    const words: string[] = [];
    /** For each word of the query, its index in words (the distinct indexable words), or -1. */
    const wordAt: number[] = [];
    for (const w of all) {
      let i = isIndexable(w) ? words.indexOf(w) : -1;
      if (i < 0 && isIndexable(w) && words.length < MAX_QUERY_WORDS) i = words.push(w) - 1;
      wordAt.push(i);
    }
    const nSyn = this.matchSynonyms(all, wordAt);
    if (words.length === 0 && nSyn === 0) return [];

    const { tokBest, tokTouched, unitSum, unitMask, unitHits, unitTouched, unitIsTitle, postStart, postUnits } = this;
    let nUnits = 0;
    for (let t = 0; t < words.length; t++) {
      const nExp = this.expand(words[t]!, t === words.length - 1);
      // Best quality of this word per unit.
      let nTok = 0;
      for (let e = 0; e < nExp; e++) {
        const id = this.expList[e]!;
        const quality = this.expQuality[id]!;
        this.expQuality[id] = 0;
        const termQuality = quality * TERM_WEIGHT;
        for (let p = postStart[id]!, end = postStart[id + 1]!; p < end; p++) {
          const unit = postUnits[p]!;
          const v = unitIsTitle[unit] === 1 ? quality : termQuality;
          const old = tokBest[unit]!;
          if (v > old) {
            if (old === 0) tokTouched[nTok++] = unit;
            tokBest[unit] = v;
          }
        }
      }
      const bit = 1 << t;
      for (let k = 0; k < nTok; k++) {
        const unit = tokTouched[k]!;
        if (unitMask[unit] === 0) unitTouched[nUnits++] = unit;
        unitSum[unit]! += tokBest[unit]!;
        unitMask[unit]! |= bit;
        unitHits[unit]!++;
        tokBest[unit] = 0;
      }
    }

    // Units -> codes: the union of matched words, and the best unit.
    const { unitCode, unitWords, codeMask, codeBest, codeBestUnit, codeTouched } = this;
    let nCodes = 0;
    for (let k = 0; k < nUnits; k++) {
      const unit = unitTouched[k]!;
      const score = unitSum[unit]! + COVERAGE * Math.min(1, unitHits[unit]! / unitWords[unit]!);
      const c = unitCode[unit]!;
      if (codeMask[c] === 0) {
        codeTouched[nCodes++] = c;
        codeBest[c] = score;
        codeBestUnit[c] = unit;
      } else if (score > codeBest[c]! || (score === codeBest[c]! && unit < codeBestUnit[c]!)) {
        codeBest[c] = score;
        codeBestUnit[c] = unit;
      }
      codeMask[c]! |= unitMask[unit]!;
      unitSum[unit] = 0;
      unitMask[unit] = 0;
      unitHits[unit] = 0;
    }

    // Codes a synonym found that no word did join the candidates.
    const { codeSyn, codeSynMask, codeSynId, synTouched } = this;
    for (let k = 0; k < nSyn; k++) {
      const c = synTouched[k]!;
      if (codeMask[c] !== 0) continue;
      codeTouched[nCodes++] = c;
      codeBest[c] = 0;
      codeBestUnit[c] = -1;
    }

    // Codes -> top `limit` by (score desc, code asc); code indexes are in code order. Insertion
    // into a sorted prefix of preallocated arrays (limit <= 100).
    const { topScore, topCode } = this;
    let nTop = 0;
    for (let k = 0; k < nCodes; k++) {
      const c = codeTouched[k]!;
      const mask = codeMask[c]! | codeSynMask[c]!;
      codeMask[c] = 0;
      if (levelOk && !levelOk.has(this.levels[c]!)) continue;
      const best = Math.max(codeBest[c]!, codeSyn[c]!);
      const score = MATCHED_WORD * popcount(mask) + best + LEVEL_BONUS * this.depth[c]! + (preferred?.[c] === 1 ? PREFERRED : 0);
      if (nTop === limit) {
        const worst = topScore[limit - 1]!;
        if (score < worst || (score === worst && c > topCode[limit - 1]!)) continue;
        nTop--;
      }
      let i = nTop;
      while (i > 0) {
        const s = topScore[i - 1]!;
        if (s > score || (s === score && topCode[i - 1]! < c)) break;
        topScore[i] = s;
        topCode[i] = topCode[i - 1]!;
        i--;
      }
      topScore[i] = score;
      topCode[i] = c;
      nTop++;
    }

    const hits: NaicsHit[] = new Array<NaicsHit>(nTop);
    for (let i = 0; i < nTop; i++) {
      const c = topCode[i]!;
      const unit = codeBestUnit[c]!;
      const viaSynonym = codeSyn[c]! > codeBest[c]!;
      hits[i] = {
        code: this.codes[c]!,
        title: this.titles[c]!,
        level: this.levels[c]!,
        score: Math.round(topScore[i]! * 1e6) / 1e6,
        matchedTerm: viaSynonym ? this.synonymTerm[codeSynId[c]!]! : unitIsTitle[unit] === 1 ? null : this.unitText[unit]!,
        preferred: preferred?.[c] === 1,
      };
    }
    for (let k = 0; k < nSyn; k++) {
      const c = synTouched[k]!;
      codeSyn[c] = 0;
      codeSynMask[c] = 0;
    }
    return hits;
  }

  /**
   * Finds synonyms among runs of consecutive query words (compared by stem) and records, per code, the
   * best synonym score, its id and the query words it covers (bits of wordAt). Returns how many codes.
   */
  private matchSynonyms(all: readonly string[], wordAt: readonly number[]): number {
    if (this.maxSynonymWords === 0) return 0;
    const n = Math.min(all.length, MAX_SYNONYM_SCAN);
    const stems = all.slice(0, n).map(naicsStem);
    const { codeSyn, codeSynMask, codeSynId, synTouched, synonymPhrases, synonymCode } = this;
    let nSyn = 0;
    for (let start = 0; start < n; start++) {
      let key = "";
      for (let len = 1; len <= this.maxSynonymWords && start + len <= n; len++) {
        key = len === 1 ? stems[start]! : `${key} ${stems[start + len - 1]!}`;
        const ids = synonymPhrases.get(key);
        if (!ids) continue;
        let mask = 0;
        for (let k = start; k < start + len; k++) if (wordAt[k]! >= 0) mask |= 1 << wordAt[k]!;
        const score = SYNONYM * len + COVERAGE;
        for (const id of ids) {
          const c = synonymCode[id]!;
          if (codeSyn[c] === 0) synTouched[nSyn++] = c;
          if (score > codeSyn[c]!) {
            codeSyn[c] = score;
            codeSynId[c] = id;
          }
          codeSynMask[c]! |= mask;
        }
      }
    }
    return nSyn;
  }

  /**
   * Fills expList / expQuality with the token ids one query word matches and the best quality of
   * each (exact, compound, prefix, typo). Returns how many ids.
   */
  private expand(word: string, last: boolean): number {
    const { expQuality, expList } = this;
    let n = 0;
    const add = (id: number, quality: number) => {
      const old = expQuality[id]!;
      if (old === 0) expList[n++] = id;
      if (quality > old) expQuality[id] = quality;
    };

    const stem = naicsStem(word);
    const exact = this.stemId.get(stem);
    const compound = this.compoundId.get(stem);
    if (exact !== undefined) add(exact, EXACT);
    if (compound !== undefined) add(compound, EXACT);

    // Prefix: indexed words starting with the query word (3+ characters, or 2 for the last word).
    if (word.length >= 3 || (last && word.length === 2)) {
      const { surfaces, surfaceStem } = this;
      let lo = 0;
      let hi = surfaces.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (surfaces[mid]! < word) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < surfaces.length; i++) {
        const s = surfaces[i]!;
        if (!s.startsWith(word)) break;
        const id = surfaceStem[i]!;
        add(id, id === exact ? EXACT : PREFIX_MIN + (PREFIX_SPAN * word.length) / s.length);
      }
    }

    // Typo fallback, only for words with no exact match.
    if (exact === undefined && compound === undefined && word.length >= 4 && !/[0-9]/.test(word)) {
      const max = word.length >= 8 ? 2 : 1;
      const keys = trigramKeys(word, this.triScratch);
      const { triStart, triWords, triCount, triTouched, typoWords, typoStem } = this;
      let nTouched = 0;
      for (const key of keys) {
        for (let p = triStart[key]!, end = triStart[key + 1]!; p < end; p++) {
          const w = triWords[p]!;
          if (triCount[w] === 0) triTouched[nTouched++] = w;
          triCount[w]!++;
        }
      }
      // Only the closest words count: with a distance-1 word, distance-2 words are ignored.
      let best = max;
      let nClose = 0;
      const close = this.typoClose;
      for (let k = 0; k < nTouched; k++) {
        const w = triTouched[k]!;
        const shared = triCount[w]!;
        triCount[w] = 0;
        const s = typoWords[w]!;
        if (Math.abs(s.length - word.length) > best) continue;
        if (shared < Math.max(1, Math.max(s.length, word.length) - 4 * max)) continue;
        const d = boundedDamerauLevenshtein(word, s, best);
        if (d > best || d === 0) continue;
        if (d < best) {
          best = d;
          nClose = 0;
        }
        close[nClose++] = w;
      }
      for (let k = 0; k < nClose; k++) add(typoStem[close[k]!]!, best === 1 ? TYPO_1 : TYPO_2);
    }
    return n;
  }
}

function popcount(x: number): number {
  let n = 0;
  while (x !== 0) {
    x &= x - 1;
    n++;
  }
  return n;
}

/** Precomputes everything searchNaics needs. Throws on duplicate codes, unknown levels, or terms or synonyms whose code is not a record. */
export function buildNaicsIndex(records: NaicsRecord[], terms: NaicsTerm[], synonyms: NaicsSynonym[] = []): NaicsIndex {
  return NaicsIndex.build(records, terms, synonyms);
}

/** Ranked hits for a query (see the header of this file). Empty or whitespace-only query: []. */
export function searchNaics(index: NaicsIndex, query: string, opts?: NaicsSearchOptions): NaicsHit[] {
  return index.search(query, opts);
}
