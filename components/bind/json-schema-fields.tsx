"use client";
// Renders a program's application questions (a flat JSON Schema object) as labelled form controls.
// Drafts are strings (booleans as "true"/"false", "" = unanswered); toAnswers converts them back.
import { useId } from "react";
import { Choice, Field, FieldSet } from "@/components/ui/field";
import { Row } from "@/components/ui/layout";

interface QuestionSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
}
export interface FormSchema {
  properties: Record<string, QuestionSchema>;
  required: string[];
}
export type Draft = Record<string, string>;
type Kind = "number" | "integer" | "boolean" | "select" | "date" | "text";

export function readFormSchema(raw: unknown): FormSchema {
  const s = (raw ?? {}) as { properties?: unknown; required?: unknown };
  const properties = s.properties && typeof s.properties === "object" ? (s.properties as Record<string, QuestionSchema>) : {};
  const required = Array.isArray(s.required) ? s.required.filter((k): k is string => typeof k === "string") : [];
  return { properties, required };
}

export const questionTitle = (schema: FormSchema, key: string) => schema.properties[key]?.title || key;

function kindOf(q: QuestionSchema): Kind {
  const type = (Array.isArray(q.type) ? q.type.find((t) => t !== "null") : q.type) ?? "string";
  if (Array.isArray(q.enum) && q.enum.length) return "select";
  if (type === "integer" || type === "number" || type === "boolean") return type;
  if (type === "string" && q.format === "date") return "date";
  return "text";
}

const humanize = (v: unknown) => {
  const s = String(v).replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
};

export function toDraft(schema: FormSchema, payload: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const key of Object.keys(schema.properties)) {
    const v = payload[key];
    draft[key] = v === undefined || v === null ? "" : String(v);
  }
  return draft;
}

/** Answered questions only, typed as the schema says; a cleared saved answer becomes null (the API's "clear"). */
export function toAnswers(schema: FormSchema, draft: Draft, saved: Record<string, unknown>): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [key, q] of Object.entries(schema.properties)) {
    const raw = (draft[key] ?? "").trim();
    if (raw === "") {
      if (saved[key] !== undefined && saved[key] !== null) answers[key] = null;
      continue;
    }
    const kind = kindOf(q);
    if (kind === "number" || kind === "integer") answers[key] = Number.isFinite(Number(raw)) ? Number(raw) : raw;
    else if (kind === "boolean") answers[key] = raw === "true";
    else if (kind === "select") answers[key] = q.enum?.find((v) => String(v) === raw) ?? raw;
    else answers[key] = raw;
  }
  return answers;
}

interface Props {
  schema: FormSchema;
  values: Draft;
  onChange: (key: string, value: string) => void;
  errors: Record<string, string[]>;
  disabled?: boolean;
}

export function JsonSchemaFields({ schema, values, onChange, errors, disabled }: Props) {
  const base = useId();
  return (
    <>
      {Object.entries(schema.properties).map(([key, q]) => {
        const id = `${base}-${key}`;
        const required = schema.required.includes(key);
        const kind = kindOf(q);
        const value = values[key] ?? "";
        const error = errors[key]?.length ? errors[key].join("; ") : undefined;
        const label = (
          <>
            {questionTitle(schema, key)}
            {required ? <span className="muted"> (required)</span> : null}
          </>
        );
        if (kind === "boolean") {
          return (
            <FieldSet key={key} id={id} legend={label} hint={q.description} error={error} disabled={disabled} className="fieldset-plain field">
              <Row>
                {(["true", "false"] as const).map((v) => (
                  <Choice key={v} type="radio" name={`${base}-${key}`} value={v} checked={value === v} onChange={() => onChange(key, v)}>
                    {v === "true" ? "Yes" : "No"}
                  </Choice>
                ))}
              </Row>
            </FieldSet>
          );
        }
        return (
          <Field key={key} id={id} label={label} hint={q.description} error={error}>
            {(control) => {
              const common = { ...control, disabled, "aria-required": required || undefined };
              return kind === "select" ? (
                <select {...common} value={value} onChange={(e) => onChange(key, e.target.value)}>
                  <option value="">Choose…</option>
                  {(q.enum ?? []).map((v) => (
                    <option key={String(v)} value={String(v)}>
                      {humanize(v)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={kind === "integer" || kind === "number" ? "number" : kind === "date" ? "date" : "text"}
                  {...(kind === "integer" || kind === "number"
                    ? { inputMode: kind === "integer" ? "numeric" : "decimal", step: kind === "integer" ? 1 : "any", min: q.minimum, max: q.maximum }
                    : {})}
                  value={value}
                  onChange={(e) => onChange(key, e.target.value)}
                />
              );
            }}
          </Field>
        );
      })}
    </>
  );
}
