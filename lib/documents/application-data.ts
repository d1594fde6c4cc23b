// Builds the application document's lists from what is stored: the rating block as submitted, and
// the program's application form (JSON Schema) with the answers given. Pure.
import type { ApplicationQuestion, RatingEntry } from "./types";

/**
 * Flattens the rating block in submitted order: { coverage: { glLimit: 1000000 } } gives
 * "coverage.glLimit" = "1000000"; arrays index with brackets ("insureds[0].first_name").
 * Strings print as they are, other scalars as JSON; an empty object or array prints as "{}" / "[]".
 */
export function flattenRatingBlock(block: Record<string, unknown>): RatingEntry[] {
  const out: RatingEntry[] = [];
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push({ key, value: "[]" });
      value.forEach((v, i) => visit(v, `${key}[${i}]`));
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value).filter(([, v]) => v !== undefined);
      if (entries.length === 0) out.push({ key, value: "{}" });
      for (const [k, v] of entries) visit(v, key === "" ? k : `${key}.${k}`);
    } else if (value !== undefined) {
      out.push({ key, value: typeof value === "string" ? value : JSON.stringify(value) });
    }
  };
  visit(block, "");
  return out;
}

interface PropertySchema {
  title?: unknown;
  description?: unknown;
  oneOf?: unknown;
}

/**
 * One question per property of the form's top-level `properties`, in schema order: the title (else
 * the key), the description, whether `required` lists it, and the answer as text. Booleans read
 * "Yes"/"No"; a `oneOf` of `{ const, title }` shows the title; arrays join with ", "; null, undefined
 * and "" are not answered. Answers to keys the form does not ask are left out.
 */
export function applicationQuestions(form: Record<string, unknown>, answers: Record<string, unknown>): ApplicationQuestion[] {
  const properties = isRecord(form.properties) ? form.properties : {};
  const required = new Set(Array.isArray(form.required) ? form.required.filter((r): r is string => typeof r === "string") : []);
  return Object.entries(properties).map(([key, raw]) => {
    const schema: PropertySchema = isRecord(raw) ? raw : {};
    return {
      key,
      title: typeof schema.title === "string" && schema.title !== "" ? schema.title : key,
      description: typeof schema.description === "string" ? schema.description : null,
      required: required.has(key),
      answer: answerText(answers[key], schema),
    };
  });
}

function answerText(value: unknown, schema: PropertySchema): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((v) => answerText(v, schema) ?? "").join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(schema.oneOf)) {
    const option = schema.oneOf.find((o) => isRecord(o) && o.const === value);
    if (isRecord(option) && typeof option.title === "string") return option.title;
  }
  return typeof value === "string" ? value : JSON.stringify(value);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
