// GET /v1/quote/requirements: the programs' requirements as the API shows them (dollars, JSON Schemas).
import "server-only";
import { z } from "zod";
import type { programRequirements } from "@/lib/quotes/programs";
import { fromCents } from "@/lib/schemas/common";
import { CoverageInput, RatingFields } from "@/lib/schemas/quote";
import type { RequirementsData } from "@/lib/schemas/requirements";

/** A rating field's schema: "coverage.tripCost" is the tripCost of coverage. */
function fieldSchema(field: string): Record<string, unknown> {
  const [root, key] = field.split(".");
  const shape = RatingFields.shape as Record<string, z.ZodType>;
  const schema = key ? (CoverageInput.shape as Record<string, z.ZodType>)[key] : shape[root!];
  if (!schema) return {};
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

export function toRequirements({ programs, requirements }: Awaited<ReturnType<typeof programRequirements>>): RequirementsData {
  return {
    programs: programs.map(({ program, appetite }) => ({
      programId: program.id,
      programCode: program.code,
      programName: program.name,
      programType: program.type,
      appetite: appetite ? { eligible: appetite.length === 0, reasons: appetite.map((r) => ({ code: r.code, message: r.message })) } : null,
    })),
    fields: requirements.fields.map((f) => {
      const schema = fieldSchema(f.field);
      return { ...f, description: typeof schema.description === "string" ? schema.description : null, schema };
    }),
    options: programs.flatMap(({ program }) =>
      program.options.map((o) => {
        const shown = (v: number) => (o.unit === "money" ? fromCents(v) : v);
        return { programCode: program.code, key: o.key, label: o.label, unit: o.unit, values: o.values.map(shown), default: shown(o.default) };
      }),
    ),
    questions: requirements.questions.map(({ question: q, askedBy, classCondition, stateCondition }) => ({
      id: q.id,
      section: q.section,
      type: q.type,
      wording: q.wording,
      askedBy,
      followUpOf: q.when ?? null,
      classPrefixes: classCondition,
      states: stateCondition,
      ages: q.ages ?? false,
    })),
    programQuestions: requirements.programQuestions,
  };
}
