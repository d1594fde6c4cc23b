// Hostile inputs for the API fuzz test: strings, keys, numbers, URL pieces and raw bodies an attacker
// sends, and fast-check mutators that plant them in an otherwise valid JSON value.
import fc from "fast-check";

type Labelled<T> = readonly [label: string, value: T];

/** 5 MB: far above any body size cap the API should accept. */
export const BIG_STRING_LENGTH = 5 * 1024 * 1024;
let big: string | undefined;
export function bigString(): string {
  return (big ??= "A".repeat(BIG_STRING_LENGTH));
}

/** The first seven are the ones that reach the database (NUL, lone surrogates, LIKE metacharacters). */
export const HOSTILE_STRINGS: ReadonlyArray<Labelled<string>> = [
  ["NUL", "\u0000"],
  ["NUL inside", "Sunrise\u0000Bakery"],
  ["lone high surrogate", "\ud800"],
  ["lone low surrogate", "\udfff"],
  ["surrogate inside", "ab\ud800cd"],
  ["reversed surrogate pair", "\udfff\ud800"],
  ["LIKE wildcards", "%_\\'"],
  ["percent", "%"],
  ["underscore", "_"],
  ["backslash", "\\"],
  ["quote", "'"],
  ["SQL", "'; DROP TABLE folios; --"],
  ["SQL tautology", "' OR '1'='1"],
  ["HTML", "<script>alert(1)</script>"],
  ["path traversal", "../../../../etc/passwd"],
  ["RTL override", "\u202eevil"],
  ["BOM", "\ufeff"],
  ["noncharacter", "\uffff"],
  ["emoji", "\u{1f600}"],
  ["empty", ""],
  ["spaces", "   "],
  ["CRLF", "a\r\nb"],
  ["line separator", "\u2028"],
  ["control characters", "\u0001\u0002\u001f\u007f"],
  ["__proto__", "__proto__"],
  ["constructor", "constructor"],
  ["number-like", "1e309"],
  ["NaN", "NaN"],
  ["format string", "%s%s%s%n"],
  ["10 kB", "x".repeat(10_000)],
];

export const HOSTILE_KEYS: ReadonlyArray<Labelled<string>> = [
  ["__proto__", "__proto__"],
  ["constructor", "constructor"],
  ["prototype", "prototype"],
  ["toString", "toString"],
  ["hasOwnProperty", "hasOwnProperty"],
  ["NUL key", "a\u0000b"],
  ["lone surrogate key", "\ud800"],
  ["empty key", ""],
  ["LIKE key", "%_\\'"],
  ["$where", "$where"],
  ["100 kB key", "k".repeat(100_000)],
];

/**
 * Raw JSON fragments that JSON.stringify cannot write (numbers beyond double range, -0, 30 digits).
 * A value holds a placeholder string; serializeJson swaps it for the fragment.
 */
const RAW_FRAGMENTS: string[] = [];
const RAW_PLACEHOLDER = /"\\u0001raw:(\d+)\\u0001"/g;
export function rawJson(fragment: string): string {
  RAW_FRAGMENTS.push(fragment);
  return `\u0001raw:${RAW_FRAGMENTS.length - 1}\u0001`;
}

export function serializeJson(value: unknown): string {
  return JSON.stringify(value).replace(RAW_PLACEHOLDER, (_, i: string) => RAW_FRAGMENTS[Number(i)]!);
}

export const HOSTILE_NUMBERS: ReadonlyArray<Labelled<unknown>> = [
  ["1e308", 1e308],
  ["-1e308", -1e308],
  ["2^53+2", 2 ** 53 + 2],
  ["1e21", 1e21],
  ["-1", -1],
  ["-0.01", -0.01],
  ["0.001", 0.001],
  ["denormal", 5e-324],
  ["2^31", 2 ** 31],
  ["-2^31-1", -(2 ** 31) - 1],
  ["2^32", 2 ** 32],
  ["1e400 (Infinity)", rawJson("1e400")],
  ["-1e400", rawJson("-1e400")],
  ["30 digits", rawJson("123456789012345678901234567890")],
  ["-0", rawJson("-0")],
  ["1E+2", rawJson("1E+2")],
];

const WRONG_TYPES: ReadonlyArray<Labelled<unknown>> = [
  ["null", null],
  ["true", true],
  ["0", 0],
  ["string", "x"],
  ["empty array", []],
  ["empty object", {}],
  ["array of null", [null]],
  ["object", { a: 1 }],
];

export function deepObject(depth: number): unknown {
  let v: unknown = {};
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

export function deepArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** A key set as an own, enumerable property even when it is "__proto__", so JSON.stringify writes it. */
export function withKey(obj: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...obj };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

// ---- URLs ----

/** Percent-encodes every UTF-16 unit; a lone surrogate becomes its WTF-8 bytes (%ED%A0%80), as a raw client sends it. */
export function percentEncode(s: string): string {
  let out = "";
  for (const ch of s) {
    if (/^[A-Za-z0-9\-._~]$/.test(ch)) {
      out += ch;
      continue;
    }
    const cp = ch.codePointAt(0)!;
    const bytes = cp >= 0xd800 && cp <= 0xdfff ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)] : [...Buffer.from(ch, "utf8")];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
  return out;
}

/** Path segments and query values as they go on the wire (already encoded, some malformed on purpose). */
export const HOSTILE_URL_PIECES: ReadonlyArray<Labelled<string>> = [
  ["%00", "%00"],
  ["NUL inside", "abc%00def"],
  ["lone high surrogate", "%ED%A0%80"],
  ["lone low surrogate", "%ED%BF%BF"],
  ["bare %", "%"],
  ["truncated escape", "%E0%A4%A"],
  ["non-hex escape", "%ZZ"],
  ["overlong UTF-8", "%C0%AF"],
  ["invalid UTF-8", "%FF%FE"],
  ["trailing %", "abc%"],
  ["encoded %", "%25"],
  ["encoded slash", "a%2Fb"],
  ["encoded traversal", "..%2F..%2Fetc%2Fpasswd"],
  ["LIKE wildcards", percentEncode("%_\\'")],
  ["SQL", percentEncode("' OR '1'='1")],
  ["36 dashes", "-".repeat(36)],
  ["nil UUID", "00000000-0000-0000-0000-000000000000"],
  ["max UUID", "ffffffff-ffff-ffff-ffff-ffffffffffff"],
  ["__proto__", "__proto__"],
  ["constructor", "constructor"],
  ["emoji", percentEncode("\u{1f600}")],
  ["RTL override", percentEncode("\u202e")],
  ["CRLF", "%0D%0A"],
  ["space", "%20"],
  ["-1", "-1"],
  ["1e309", "1e309"],
  ["4,000 chars", "x".repeat(4000)],
];

/** Keyset cursors (base64url of "<timestamp>|<id>") a client can forge. */
const cursor = (...parts: Array<string | Buffer>) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : p))).toString("base64url");
const ANY_ID = "00000000-0000-4000-8000-000000000000";
export const HOSTILE_CURSORS: ReadonlyArray<Labelled<string>> = [
  ["year -271821", cursor(`-271821-04-20T00:00:00.000Z|${ANY_ID}`)],
  ["year +275760", cursor(`+275760-09-13T00:00:00.000Z|${ANY_ID}`)],
  ["36 dashes id", cursor(`2026-01-01T00:00:00.000Z|${"-".repeat(36)}`)],
  ["non-UUID id", cursor("2026-01-01T00:00:00.000Z|not-a-uuid")],
  ["NUL id", cursor("2026-01-01T00:00:00.000Z|\u0000")],
  ["SQL id", cursor("2026-01-01T00:00:00.000Z|' OR '1'='1")],
  ["lone surrogate id (WTF-8)", cursor("2026-01-01T00:00:00.000Z|", Buffer.from([0xed, 0xa0, 0x80]))],
  ["epoch 0", cursor(`0|${ANY_ID}`)],
  ["number time 1e20", cursor(`1e20|${ANY_ID}`)],
  ["no separator", cursor("2026-01-01T00:00:00.000Z")],
  ["three parts", cursor("a|b|c")],
  ["only separator", cursor("|")],
];

// ---- raw bodies ----

export interface RawBody {
  label: string;
  /** null: no Content-Type header at all. */
  contentType: string | null;
  body: string | Uint8Array<ArrayBuffer>;
}

export function rawBodies(): RawBody[] {
  const json = "application/json";
  return [
    { label: "empty body", contentType: json, body: "" },
    { label: "not JSON", contentType: json, body: "hello" },
    { label: "truncated JSON", contentType: json, body: '{"a":' },
    { label: "trailing garbage", contentType: json, body: "{} x" },
    { label: "JSON null", contentType: json, body: "null" },
    { label: "JSON array", contentType: json, body: "[]" },
    { label: "JSON number", contentType: json, body: "0" },
    { label: "JSON string", contentType: json, body: '"x"' },
    { label: "NUL byte", contentType: json, body: "\u0000" },
    { label: "invalid UTF-8", contentType: json, body: Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
    { label: "UTF-16 body", contentType: "application/json; charset=utf-16", body: Uint8Array.from(Buffer.from('{"a":1}', "utf16le")) },
    { label: "BOM", contentType: json, body: "\ufeff{}" },
    { label: "100,000 open brackets", contentType: json, body: "[".repeat(100_000) },
    { label: "100,000-deep array", contentType: json, body: "[".repeat(100_000) + "]".repeat(100_000) },
    { label: "3,000-deep object", contentType: json, body: JSON.stringify(deepObject(3000)) },
    { label: "duplicate keys", contentType: json, body: '{"a":1,"a":2}' },
    { label: "prototype pollution", contentType: json, body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}' },
    { label: "number 1e400", contentType: json, body: '{"n":1e400}' },
    { label: "text/plain", contentType: "text/plain", body: "{}" },
    { label: "form-urlencoded", contentType: "application/x-www-form-urlencoded", body: "a=1&b=%00" },
    { label: "multipart", contentType: "multipart/form-data; boundary=x", body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
    { label: "no Content-Type", contentType: null, body: Uint8Array.from(Buffer.from("{}")) },
    { label: "application/xml", contentType: "application/xml", body: "<a/>" },
  ];
}

// ---- mutating a JSON value ----

export type Path = ReadonlyArray<string | number>;

interface Node {
  path: Path;
  value: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every node of a value (root first), not descending below `maxDepth` (deep plants are not walked). */
export function nodes(value: unknown, maxDepth = 12): Node[] {
  const out: Node[] = [];
  const walk = (v: unknown, path: Path) => {
    out.push({ path, value: v });
    if (path.length >= maxDepth) return;
    if (Array.isArray(v)) v.slice(0, 50).forEach((item, i) => walk(item, [...path, i]));
    else if (isObject(v)) for (const k of Object.keys(v).slice(0, 50)) walk(v[k], [...path, k]);
  };
  walk(value, []);
  return out;
}

/** A copy of `root` with the node at `path` replaced (copies along the path only; missing objects on the way are made). */
export function setAt(root: unknown, path: Path, leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  if (root === undefined || root === null) root = typeof head === "number" ? [] : {};
  if (Array.isArray(root)) {
    const copy = root.slice();
    copy[head as number] = setAt(root[head as number], rest, leaf);
    return copy;
  }
  const obj = root as Record<string, unknown>;
  return withKey(obj, head as string, setAt(obj[head as string], rest, leaf));
}

export function deleteAt(root: unknown, path: Path): unknown {
  if (path.length === 1) {
    if (Array.isArray(root)) return root.filter((_, i) => i !== path[0]);
    const { [path[0] as string]: _gone, ...rest } = root as Record<string, unknown>;
    return rest;
  }
  const [head, ...rest] = path;
  const parent = (root as Record<string | number, unknown>)[head as string];
  return setAt(root, [head!], deleteAt(parent, rest));
}

export const describePath = (path: Path) =>
  path
    .map((p) => (typeof p === "number" ? `[${p}]` : `.${p.length > 40 ? `${p.slice(0, 20)}…(${p.length})` : p}`))
    .join("")
    .replace(/^\./, "") || "(body)";

type Kind = "replace" | "insert" | "key" | "wrong-type" | "number" | "delete" | "extra" | "deep" | "long-array" | "root";
interface Recipe {
  kind: Kind;
  pick: number;
  choice: number;
  offset: number;
}

const KIND_WEIGHTS: ReadonlyArray<readonly [Kind, number]> = [
  ["replace", 5],
  ["insert", 5],
  ["key", 3],
  ["wrong-type", 3],
  ["number", 3],
  ["delete", 1],
  ["extra", 1],
  ["deep", 1],
  ["long-array", 1],
  ["root", 1],
];

const recipe: fc.Arbitrary<Recipe> = fc.record({
  kind: fc.oneof(...KIND_WEIGHTS.map(([kind, weight]) => ({ arbitrary: fc.constant(kind), weight }))),
  pick: fc.nat(),
  choice: fc.nat(),
  offset: fc.nat(),
});

export interface Mutated {
  value: unknown;
  labels: string[];
}

/**
 * One to three hostile mutations of `value`. `freeForm` lists the paths of objects that take any keys
 * (clientState, form_payload): deep nesting goes there first, as a caller who knows the API would.
 */
export function mutations(value: unknown, freeForm: Path[] = []): fc.Arbitrary<Mutated> {
  return fc.array(recipe, { minLength: 1, maxLength: 3 }).map((recipes) => {
    let current = value;
    const labels: string[] = [];
    for (const r of recipes) {
      const applied = applyRecipe(current, r, freeForm);
      current = applied.value;
      labels.push(applied.label);
    }
    return { value: current, labels };
  });
}

function pickFrom<T>(items: readonly T[], n: number): T {
  return items[n % items.length]!;
}

function applyRecipe(value: unknown, r: Recipe, freeForm: Path[]): { value: unknown; label: string } {
  const all = nodes(value);
  const leaves = all.filter((n) => n.path.length && (n.value === null || typeof n.value !== "object"));
  const strings = leaves.filter((n) => typeof n.value === "string");
  const numbers = leaves.filter((n) => typeof n.value === "number");
  const objects = all.filter((n) => isObject(n.value));
  const members = all.filter((n) => n.path.length);
  const arrays = all.filter((n) => Array.isArray(n.value));
  // One time in three a NUL, a lone surrogate or LIKE metacharacters: the ones that reach the database.
  const [hostileLabel, hostile] = r.choice % 3 === 0 ? pickFrom(HOSTILE_STRINGS.slice(0, 7), Math.floor(r.choice / 3)) : pickFrom(HOSTILE_STRINGS, r.choice);
  switch (r.kind) {
    case "replace": {
      if (!leaves.length) break;
      const at = pickFrom(leaves, r.pick);
      return { value: setAt(value, at.path, hostile), label: `${hostileLabel} @ ${describePath(at.path)}` };
    }
    case "insert": {
      if (!strings.length) break;
      const at = pickFrom(strings, r.pick);
      const s = at.value as string;
      const k = r.offset % (s.length + 1);
      const [label, piece] = hostile ? [hostileLabel, hostile] : ["NUL", "\u0000"];
      return { value: setAt(value, at.path, s.slice(0, k) + piece + s.slice(k)), label: `${label} inserted @ ${describePath(at.path)}` };
    }
    case "key": {
      if (!objects.length) break;
      const at = pickFrom(objects, r.pick);
      const [keyLabel, key] = pickFrom(HOSTILE_KEYS, r.choice);
      const v = pickFrom([hostile, { polluted: true }, 1, null], r.offset);
      return { value: setAt(value, at.path, withKey(at.value as Record<string, unknown>, key, v)), label: `key ${keyLabel} @ ${describePath(at.path)}` };
    }
    case "wrong-type": {
      if (!members.length) break;
      const at = pickFrom(members, r.pick);
      const [label, v] = pickFrom(
        WRONG_TYPES.filter(([, w]) => JSON.stringify(w) !== JSON.stringify(at.value)),
        r.choice,
      );
      return { value: setAt(value, at.path, v), label: `${label} @ ${describePath(at.path)}` };
    }
    case "number": {
      const targets = numbers.length ? numbers : leaves;
      if (!targets.length) break;
      const at = pickFrom(targets, r.pick);
      const [label, v] = pickFrom(HOSTILE_NUMBERS, r.choice);
      return { value: setAt(value, at.path, v), label: `${label} @ ${describePath(at.path)}` };
    }
    case "delete": {
      if (!members.length) break;
      const at = pickFrom(members, r.pick);
      return { value: deleteAt(value, at.path), label: `deleted ${describePath(at.path)}` };
    }
    case "deep": {
      const nest = r.choice % 2 ? deepArray(3000) : deepObject(3000);
      const places = freeForm.filter((p) => isObject(nodes(value).find((n) => samePath(n.path, p))?.value));
      if (places.length) {
        const at = pickFrom(places, r.pick);
        const holder = nodes(value).find((n) => samePath(n.path, at))!.value as Record<string, unknown>;
        return {
          value: setAt(value, at, withKey(holder, "nested", nest)),
          label: `3,000-deep ${Array.isArray(nest) ? "array" : "object"} @ ${describePath(at)}`,
        };
      }
      if (!objects.length) break;
      const at = pickFrom(objects, r.pick);
      return {
        value: setAt(value, at.path, withKey(at.value as Record<string, unknown>, "nested", nest)),
        label: `3,000-deep ${Array.isArray(nest) ? "array" : "object"} @ ${describePath(at.path)}`,
      };
    }
    case "long-array": {
      if (!arrays.length) break;
      const at = pickFrom(arrays, r.pick);
      // 10,000 copies of a small item (a deep or long one would make the body hundreds of MB).
      const head = (at.value as unknown[])[0];
      const first = head !== undefined && serializeJson(head).length <= 200 ? head : "x";
      return {
        value: setAt(
          value,
          at.path,
          Array.from({ length: 10_000 }, () => first),
        ),
        label: `10,000 items @ ${describePath(at.path)}`,
      };
    }
    case "root": {
      const [label, v] = pickFrom<Labelled<unknown>>(
        [
          ["array body", [value]],
          ["null body", null],
          ["string body", "x"],
          ["number body", 1],
        ],
        r.choice,
      );
      return { value: v, label };
    }
    case "extra":
      break;
  }
  // Nothing of the kind to mutate (or "extra"): an unexpected field at the top.
  if (isObject(value)) return { value: withKey(value, `unexpected_${r.choice % 100}`, hostile), label: `extra field (${hostileLabel})` };
  return { value: { value, [`unexpected_${r.choice % 100}`]: hostile }, label: `wrapped (${hostileLabel})` };
}

function samePath(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((p, i) => p === b[i]);
}
