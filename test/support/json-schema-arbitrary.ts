// A fast-check arbitrary for the values a JSON Schema (draft 2020-12, as zod and the OpenAPI document
// write it) accepts. Covers what this API's schemas use and a little more: $ref (local JSON pointers),
// type (or a list of types), const, enum, anyOf/oneOf (oneOf exclusivity is not enforced), allOf (merged
// shallowly), object properties/required/additionalProperties/propertyNames, string
// minLength/maxLength/pattern/format (date, date-time, uuid, email, uri), number/integer
// minimum/maximum/exclusive bounds/multipleOf, array items/prefixItems/minItems/maxItems/uniqueItems.
// Anything it cannot honour (an unknown type, a false schema) throws, rather than generating values
// the schema refuses.
import fc from "fast-check";

export type JsonSchema = boolean | { [keyword: string]: unknown };
type SchemaObject = { [keyword: string]: unknown };
export type SchemaPath = ReadonlyArray<string | number>;

export interface SchemaArbitraryOptions {
  /** The document $refs point into (default: the schema itself). */
  root?: JsonSchema;
  /** Values for a place in the value, by path and schema (real ids, program codes); undefined: generate. */
  override?: (path: SchemaPath, schema: SchemaObject) => fc.Arbitrary<unknown> | undefined;
  /** Below this depth objects get only their required properties and arrays their minimum length. */
  maxDepth?: number;
  /** Longest generated array or string beyond the schema's minimum (default 4 and 24). */
  extraItems?: number;
  extraChars?: number;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

export function schemaArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const ctx: Required<Omit<SchemaArbitraryOptions, "override">> & Pick<SchemaArbitraryOptions, "override"> = {
    root: options.root ?? schema,
    override: options.override,
    maxDepth: options.maxDepth ?? 6,
    extraItems: options.extraItems ?? 4,
    extraChars: options.extraChars ?? 24,
  };
  return build(schema, [], ctx);
}

type Ctx = Required<Omit<SchemaArbitraryOptions, "override">> & Pick<SchemaArbitraryOptions, "override">;

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  if (!ref.startsWith("#")) throw new Error(`schemaArbitrary: only local $refs are supported, not ${ref}`);
  let node: unknown = root;
  for (const raw of ref.slice(1).split("/").filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!node || typeof node !== "object" || !(key in node)) throw new Error(`schemaArbitrary: $ref ${ref} does not resolve`);
    node = (node as Record<string, unknown>)[key];
  }
  return node as JsonSchema;
}

/** Merges allOf members into one schema (properties and required unioned, other keywords last-wins). */
function mergeAllOf(schema: SchemaObject, ctx: Ctx): SchemaObject {
  const { allOf, ...rest } = schema;
  let merged: SchemaObject = { ...rest };
  for (const member of allOf as JsonSchema[]) {
    const m = deref(member, ctx);
    if (typeof m === "boolean") {
      if (!m) throw new Error("schemaArbitrary: allOf with a false schema accepts nothing");
      continue;
    }
    merged = {
      ...merged,
      ...m,
      properties: { ...(merged.properties as object), ...(m.properties as object) },
      required: [...new Set([...((merged.required as string[]) ?? []), ...((m.required as string[]) ?? [])])],
    };
  }
  return merged;
}

function deref(schema: JsonSchema, ctx: Ctx): JsonSchema {
  let s = schema;
  for (let hops = 0; typeof s === "object" && typeof s.$ref === "string"; hops++) {
    if (hops > 20) throw new Error("schemaArbitrary: $ref cycle");
    const { $ref, ...siblings } = s;
    const target = resolveRef($ref as string, ctx.root);
    s = typeof target === "object" ? { ...target, ...siblings } : target;
  }
  return s;
}

function build(input: JsonSchema, path: SchemaPath, ctx: Ctx): fc.Arbitrary<unknown> {
  let schema = deref(input, ctx);
  if (schema === true) return anyJson();
  if (schema === false) throw new Error(`schemaArbitrary: false schema at ${path.join(".") || "(root)"} accepts nothing`);
  if (Array.isArray(schema.allOf)) schema = mergeAllOf(schema, ctx);

  const override = ctx.override?.(path, schema);
  if (override) return override;

  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));

  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches)) {
    const { anyOf: _a, oneOf: _o, ...siblings } = schema;
    return fc.oneof(
      ...branches.map((b) => {
        const member = deref(b, ctx);
        return build(typeof member === "object" ? { ...siblings, ...member } : member, path, ctx);
      }),
    );
  }

  const type = schema.type;
  if (Array.isArray(type)) return fc.oneof(...type.map((t) => build({ ...schema, type: t }, path, ctx)));
  switch (type ?? inferType(schema)) {
    case "object":
      return objectArbitrary(schema, path, ctx);
    case "array":
      return arrayArbitrary(schema, path, ctx);
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return integerArbitrary(schema);
    case "number":
      return numberArbitrary(schema);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "any":
      return anyJson();
    default:
      throw new Error(`schemaArbitrary: unsupported type ${JSON.stringify(type)} at ${path.join(".") || "(root)"}`);
  }
}

function inferType(schema: SchemaObject): string {
  if ("properties" in schema || "additionalProperties" in schema || "propertyNames" in schema || "required" in schema) return "object";
  if ("items" in schema || "prefixItems" in schema || "minItems" in schema || "maxItems" in schema) return "array";
  if ("pattern" in schema || "format" in schema || "minLength" in schema || "maxLength" in schema) return "string";
  if ("minimum" in schema || "maximum" in schema || "exclusiveMinimum" in schema || "exclusiveMaximum" in schema) return "number";
  return "any";
}

/** Free-form JSON: what `{}` or `additionalProperties: {}` allows. Small, so values stay cheap. */
function anyJson(): fc.Arbitrary<unknown> {
  return fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
}

function objectArbitrary(schema: SchemaObject, path: SchemaPath, ctx: Ctx): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const shallow = path.length >= ctx.maxDepth;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) {
    if (shallow && !required.has(key)) continue;
    model[key] = build(sub, [...path, key], ctx);
  }
  for (const key of required) {
    if (!(key in model)) throw new Error(`schemaArbitrary: required property ${key} has no schema at ${path.join(".") || "(root)"}`);
  }
  const known = fc.record(model, { requiredKeys: [...required] });
  const additional = schema.additionalProperties;
  if (additional === false || additional === undefined || shallow) return known;
  const keySchema = (schema.propertyNames ?? { type: "string" }) as JsonSchema;
  const keys = (build(keySchema, [...path, "(key)"], ctx) as fc.Arbitrary<string>).filter((k) => !(k in properties));
  const values = additional === true ? anyJson() : build(additional as JsonSchema, [...path, "(value)"], ctx);
  const extra = fc.dictionary(keys, values, {
    maxKeys: Math.min(4, (schema.maxProperties as number | undefined) ?? 4),
    minKeys: Object.keys(properties).length ? 0 : Math.min((schema.minProperties as number | undefined) ?? 0, 4),
  });
  return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
}

function arrayArbitrary(schema: SchemaObject, path: SchemaPath, ctx: Ctx): fc.Arbitrary<unknown> {
  const minLength = (schema.minItems as number | undefined) ?? 0;
  const maxItems = (schema.maxItems as number | undefined) ?? minLength + ctx.extraItems;
  const maxLength = path.length >= ctx.maxDepth ? minLength : Math.min(maxItems, minLength + ctx.extraItems);
  const prefix = (schema.prefixItems as JsonSchema[] | undefined) ?? [];
  if (prefix.length) {
    const head = fc.tuple(...prefix.map((p, i) => build(p, [...path, i], ctx)));
    if (schema.items === false || schema.items === undefined) return head;
    const tail = fc.array(build(schema.items as JsonSchema, [...path, prefix.length], ctx), { maxLength: Math.max(0, maxLength - prefix.length) });
    return fc.tuple(head, tail).map(([h, t]) => [...h, ...t]);
  }
  const item = schema.items === undefined ? anyJson() : build(schema.items as JsonSchema, [...path, 0], ctx);
  if (schema.uniqueItems) return fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) });
  return fc.array(item, { minLength, maxLength });
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

const DATE_RANGE = { min: new Date("1900-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z"), noInvalidDate: true };

function stringArbitrary(schema: SchemaObject): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Infinity;
  const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern as string) : null;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength && (!pattern || pattern.test(s));
  let base: fc.Arbitrary<string> | null = null;
  switch (schema.format) {
    case "date":
      base = fc.date(DATE_RANGE).map(isoDate);
      break;
    case "date-time":
      base = fc.date(DATE_RANGE).map((d) => d.toISOString());
      break;
    case "uuid":
      base = fc.uuid({ version: 4 });
      break;
    case "email":
      base = fc.emailAddress();
      break;
    case "uri":
      base = fc.webUrl({ validSchemes: ["http", "https"] });
      break;
  }
  if (base) return base.filter(fits);
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  const upper = Math.min(maxLength, minLength + 24);
  // Whole graphemes only: a schema-valid string is well-formed text; hostile text is the mutators' job.
  return fc.string({ unit: "grapheme", minLength, maxLength: upper }).filter(fits);
}

function bounds(schema: SchemaObject, integer: boolean): { min: number; max: number } {
  let min = typeof schema.minimum === "number" ? schema.minimum : -MAX_SAFE;
  let max = typeof schema.maximum === "number" ? schema.maximum : MAX_SAFE;
  const step = integer ? 1 : Number.EPSILON * Math.max(1, Math.abs(min), Math.abs(max));
  if (typeof schema.exclusiveMinimum === "number") min = Math.max(min, schema.exclusiveMinimum + step);
  if (typeof schema.exclusiveMaximum === "number") max = Math.min(max, schema.exclusiveMaximum - step);
  return { min: Math.max(min, -MAX_SAFE), max: Math.min(max, MAX_SAFE) };
}

function integerArbitrary(schema: SchemaObject): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, true);
  const lo = Math.ceil(min);
  const hi = Math.floor(max);
  const step = typeof schema.multipleOf === "number" ? schema.multipleOf : 1;
  if (step !== 1) return fc.integer({ min: Math.ceil(lo / step), max: Math.floor(hi / step) }).map((k) => k * step);
  return fc.integer({ min: lo, max: hi });
}

function numberArbitrary(schema: SchemaObject): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, false);
  if (typeof schema.multipleOf === "number") {
    const step = schema.multipleOf;
    return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((k) => k * step);
  }
  // Whole numbers and cents are what real callers send; arbitrary doubles probe the rest.
  const whole = fc.integer({ min: Math.ceil(Math.max(min, -MAX_SAFE)), max: Math.floor(Math.min(max, MAX_SAFE)) });
  const cents = fc
    .integer({ min: Math.ceil(Math.max(min * 100, -MAX_SAFE)), max: Math.floor(Math.min(max * 100, MAX_SAFE)) })
    .map((c) => c / 100)
    .filter((v) => v >= min && v <= max);
  const any = fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => (Object.is(v, -0) ? 0 : v));
  return fc.oneof(whole, cents, any);
}
