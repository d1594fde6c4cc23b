// Named schemas for the OpenAPI document (issue 32 item 1): each resource a response carries (Folio,
// Application, Policy, Problem, …) is one entry of components.schemas and every use of it a $ref, so a
// generated client has one type per resource and the document is a fraction of its inlined size.
//
// The names are the schema modules' exports (PolicyView → Policy); which subtree is which is found by
// structure, not by registering ids in zod's global registry (a module evaluated twice in one process
// would register an id twice; a separate registry would drop every .describe() text): each named schema
// is converted on its own, and any subtree of a response equal to one (a description beside it aside)
// becomes a $ref to it, with that description kept beside the $ref as OpenAPI 3.1 allows.
import "server-only";
import { z } from "zod";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** Sorted-key JSON of a schema, its own description left out: two uses of one type compare equal. */
function keyOf(node: JsonObject): string {
  const { description: _ignored, ...rest } = node;
  return canonical(rest);
}

function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

export interface Components {
  /** components.schemas: each named schema, its own parts already $refs. */
  schemas: Record<string, JsonObject>;
  /** A JSON Schema with every named subtree replaced by its $ref. */
  refer: (schema: JsonObject) => JsonObject;
}

/** Too small to be worth a name (a one-field object, an enum of two): inlined where used. */
const MIN_NAMED_CHARS = 200;

/** A plain string, number or boolean (a date format, an id pattern): a type of its own adds nothing. */
const isScalar = (json: JsonObject) => typeof json.type === "string" && json.type !== "object" && json.type !== "array" && json.enum === undefined;

export function buildComponents(named: Record<string, z.ZodType>, toSchema: (schema: z.ZodType) => JsonObject): Components {
  const byKey = new Map<string, string>();
  const schemas: Record<string, JsonObject> = {};
  const replace = (node: Json, root: boolean): Json => {
    if (Array.isArray(node)) return node.map((n) => replace(n, false));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = replace(v, false);
    if (root) return out;
    const name = byKey.get(keyOf(out));
    if (!name) return out;
    return out.description !== undefined && out.description !== schemas[name]!.description
      ? { $ref: `#/components/schemas/${name}`, description: out.description }
      : { $ref: `#/components/schemas/${name}` };
  };
  // Smallest first, so a larger schema's parts are already named when it is.
  const converted = Object.entries(named)
    .map(([name, schema]) => [name, toSchema(schema)] as const)
    .filter(([, json]) => JSON.stringify(json).length >= MIN_NAMED_CHARS && !isScalar(json))
    .sort(([, a], [, b]) => JSON.stringify(a).length - JSON.stringify(b).length);
  for (const [name, json] of converted) {
    const own = replace(json, true) as JsonObject;
    const key = keyOf(own);
    if (byKey.has(key)) continue; // the same type under a second export name: the first name serves
    byKey.set(key, name);
    schemas[name] = own;
  }
  return { schemas, refer: (schema) => replace(schema, false) as JsonObject };
}

/** The components a document uses, directly or through one another: the rest are left out. */
export function usedComponents(document: Json, schemas: Record<string, JsonObject>): Record<string, JsonObject> {
  const used = new Set<string>();
  const visit = (node: Json) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    const ref = node.$ref;
    if (typeof ref === "string" && ref.startsWith("#/components/schemas/")) {
      const name = ref.slice("#/components/schemas/".length);
      if (!used.has(name) && schemas[name]) {
        used.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(document);
  return Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The names resources go by: an export's name, without a "View" suffix unless that would collide. */
export function componentNames(modules: ReadonlyArray<Record<string, unknown>>): Record<string, z.ZodType> {
  const exports = modules.flatMap((m) => Object.entries(m)).filter((e): e is [string, z.ZodType] => e[1] instanceof z.ZodType);
  const taken = new Set(exports.map(([name]) => name));
  const named: Record<string, z.ZodType> = {};
  for (const [name, schema] of exports) {
    // Requests and queries are documented inline where they are taken (the fuzz tests read them whole).
    if (/(Request|Query|Input|Params|Documented)$/.test(name)) continue;
    const short = name.endsWith("View") && !taken.has(name.slice(0, -4)) ? name.slice(0, -4) : name;
    if (!(short in named)) named[short] = schema;
  }
  return named;
}
