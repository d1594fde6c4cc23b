// Application answers checked in the browser, from the program's own question schema (the JSON Schema the
// API validates answers with), in the portal's words: a person sees "Years in business must be a whole
// number." as they type, before anything is saved. Pure: no I/O, no React. The server still decides.

/** The parts of a question's JSON Schema that constrain an answer. */
export interface AnswerSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
}

const count = (n: number) => n.toLocaleString("en-US");
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDate(raw: string): boolean {
  const m = DATE.exec(raw);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === raw;
}

/**
 * What is wrong with a typed answer (`raw`, as the form holds it: "" is unanswered, booleans "true"/"false"),
 * as a sentence that starts with the question's title; null when it may be saved. Unanswered is not an
 * error here: required questions are listed by the bind panel.
 */
export function answerIssue(q: AnswerSchema, raw: string, title: string): string | null {
  const value = raw.trim();
  if (value === "") return null;
  const type = (Array.isArray(q.type) ? q.type.find((t) => t !== "null") : q.type) ?? "string";
  if (Array.isArray(q.enum) && q.enum.length) return q.enum.some((v) => String(v) === value) ? null : `${title} isn't one of the choices offered.`;
  if (type === "boolean") return value === "true" || value === "false" ? null : `${title} must be Yes or No.`;
  if (type === "integer" || type === "number") {
    const n = Number(value);
    if (!Number.isFinite(n)) return `${title} must be a number.`;
    if (type === "integer" && !Number.isInteger(n)) return `${title} must be a whole number.`;
    if (q.minimum !== undefined && n < q.minimum) return q.minimum === 0 ? `${title} can't be negative.` : `${title} must be at least ${count(q.minimum)}.`;
    if (q.exclusiveMinimum !== undefined && n <= q.exclusiveMinimum) return `${title} must be more than ${count(q.exclusiveMinimum)}.`;
    if (q.maximum !== undefined && n > q.maximum) return `${title} must be at most ${count(q.maximum)}.`;
    if (q.exclusiveMaximum !== undefined && n >= q.exclusiveMaximum) return `${title} must be less than ${count(q.exclusiveMaximum)}.`;
    return null;
  }
  if (q.format === "date" && !isDate(value)) return `${title} must be a date.`;
  if (q.minLength !== undefined && value.length < q.minLength) return `${title} must be at least ${count(q.minLength)} characters.`;
  if (q.maxLength !== undefined && value.length > q.maxLength) return `${title} must be at most ${count(q.maxLength)} characters.`;
  return null;
}
