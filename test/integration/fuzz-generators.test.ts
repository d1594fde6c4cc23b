// The fuzz test's generators (test/support/json-schema-arbitrary.ts, test/support/hostile.ts), checked
// against the API's own request schemas: what the schema arbitrary makes, a JSON Schema validator
// (Ajv, as the API tests use) accepts; what the mutators make differs from where it started.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROUTES } from "@/app/v1/routes";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { HOSTILE_CURSORS, deepObject, mutations, percentEncode, rawJson, serializeJson, setAt, withKey } from "../support/hostile";
import { schemaArbitrary, type JsonSchema } from "../support/json-schema-arbitrary";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

function requestSchemas(): Array<[string, JsonSchema]> {
  const doc = buildOpenApiDocument(ROUTES) as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content: Record<string, { schema: JsonSchema }> }; parameters?: Array<{ name: string; in: string; schema: JsonSchema }> }
      >
    >;
  };
  const out: Array<[string, JsonSchema]> = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const body = op.requestBody?.content["application/json"]?.schema;
      if (body) out.push([`${m.toUpperCase()} ${p} body`, body]);
      for (const param of op.parameters ?? []) out.push([`${m.toUpperCase()} ${p} ${param.in} ${param.name}`, param.schema]);
    }
  }
  return out;
}

describe("schemaArbitrary", () => {
  it("generates only values the API's request schemas accept", () => {
    const schemas = requestSchemas();
    expect(schemas.length).toBeGreaterThan(30);
    for (const [where, schema] of schemas) {
      const validate = ajv.compile(schema as object);
      for (const value of fc.sample(schemaArbitrary(schema), { seed: 7, numRuns: 60 })) {
        expect(validate(value), `${where}: ${JSON.stringify(value)?.slice(0, 300)} ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
    }
  });

  it("honours $ref, allOf, anyOf, const, enum, bounds, formats and additionalProperties", () => {
    const schema: JsonSchema = {
      $defs: { id: { type: "string", format: "uuid" }, small: { type: "integer", minimum: 3, exclusiveMaximum: 6 } },
      type: "object",
      allOf: [
        { properties: { id: { $ref: "#/$defs/id" } }, required: ["id"] },
        { properties: { n: { $ref: "#/$defs/small" } }, required: ["n"] },
      ],
      properties: {
        kind: { const: "k" },
        colour: { enum: ["red", "blue"] },
        either: {
          anyOf: [
            { type: "string", pattern: "^x\\d{2}$" },
            { type: "number", multipleOf: 0.25, minimum: 0, maximum: 2 },
          ],
        },
        day: { type: "string", format: "date" },
        tags: { type: "array", items: { type: "string", maxLength: 3 }, minItems: 2, maxItems: 3, uniqueItems: true },
        free: { type: "object", additionalProperties: {} },
      },
      required: ["kind", "colour", "either", "day", "tags", "free"],
    };
    const validate = ajv.compile(schema as object);
    const values = fc.sample(schemaArbitrary(schema), { seed: 11, numRuns: 300 });
    for (const v of values) expect(validate(v), `${JSON.stringify(v)} ${ajv.errorsText(validate.errors)}`).toBe(true);
    // both branches of anyOf are used
    expect(values.some((v) => typeof (v as { either: unknown }).either === "string")).toBe(true);
    expect(values.some((v) => typeof (v as { either: unknown }).either === "number")).toBe(true);
    expect(() => schemaArbitrary({ $ref: "https://example.com/x" })).toThrow(/local/);
    expect(() => schemaArbitrary({ type: "tuple" })).toThrow(/unsupported type/);
  });

  it("takes values from an override, by path", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: { ids: { type: "array", items: { type: "string", format: "uuid" }, minItems: 1 } },
      required: ["ids"],
    };
    const arb = schemaArbitrary(schema, { override: (path) => (path[0] === "ids" && path.length === 2 ? fc.constant("real-id") : undefined) });
    for (const v of fc.sample(arb, { seed: 3, numRuns: 20 })) expect((v as { ids: string[] }).ids.every((id) => id === "real-id")).toBe(true);
  });
});

describe("hostile mutators", () => {
  it("change the value they are given, and say where", () => {
    const base = { business_name: "Sunrise Bakery", employee_count: 6, coverage: { glLimit: 1000000 }, programs: ["KM-BOP"], clientState: { a: 1 } };
    const samples = fc.sample(mutations(base, [["clientState"]]), { seed: 5, numRuns: 400 });
    for (const m of samples) {
      expect(serializeJson(m.value)).not.toBe(JSON.stringify(base));
      expect(m.labels.length).toBeGreaterThanOrEqual(1);
    }
    const labels = samples.flatMap((m) => m.labels).join("\n");
    for (const expected of ["NUL", "surrogate", "key __proto__", "3,000-deep", "10,000 items", "@ clientState"]) expect(labels).toContain(expected);
    expect(base).toEqual({ business_name: "Sunrise Bakery", employee_count: 6, coverage: { glLimit: 1000000 }, programs: ["KM-BOP"], clientState: { a: 1 } });
  });

  it("write prototype keys, raw numbers, lone surrogates and deep nesting on the wire", () => {
    expect(serializeJson(withKey({}, "__proto__", { polluted: true }))).toBe('{"__proto__":{"polluted":true}}');
    expect(serializeJson(setAt({ a: { b: 1 } }, ["a", "b"], rawJson("1e400")))).toBe('{"a":{"b":1e400}}');
    expect(serializeJson({ s: "\ud800" })).toBe('{"s":"\\ud800"}');
    expect(serializeJson(deepObject(3000)).length).toBe(3000 * 6 + 2);
    expect(percentEncode("\ud800 %_")).toBe("%ED%A0%80%20%25_");
    expect(Buffer.from(HOSTILE_CURSORS.find(([l]) => l === "36 dashes id")![1], "base64url").toString()).toBe(`2026-01-01T00:00:00.000Z|${"-".repeat(36)}`);
  });
});
