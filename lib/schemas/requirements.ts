// What programs need before quoting (issue 30 item 4, decision 033): GET /v1/quote/requirements.
import { z } from "zod";
import { PROGRAM_TYPES, envelope } from "./common";
import { Country, UsState } from "./quote";

export const RequirementsQuery = z
  .object({
    programs: z
      .string()
      .min(1)
      .max(2000)
      .regex(/^[^,]+(,[^,]+){0,19}$/, "must be 1 to 20 program codes or ids, comma-separated")
      .describe("The programs to quote, comma-separated codes or ids: SA-BOP,KM-CGL"),
    class_code: z
      .string()
      .regex(/^\d{4,6}$/, "must be a 4 to 6 digit class code")
      .optional()
      .describe("The class to quote: decides the fields a class rated on payroll needs, the questions a class is asked, and each program's appetite"),
    state: UsState.optional().describe("The mailing state: each business program's appetite for it"),
    country_of_residence: Country.optional().describe("Travel: US residents must give residence_state"),
  })
  .strict();

const AppetiteView = z
  .object({
    eligible: z.boolean(),
    reasons: z.array(z.object({ code: z.string(), message: z.string() })).describe("Why the program would decline the class (and state), in the quote's words"),
  })
  .nullable()
  .describe("The program's appetite for class_code (and state): null without class_code, and for travel programs");

export const RequirementsData = z.object({
  programs: z.array(
    z.object({
      programId: z.uuid(),
      programCode: z.string(),
      programName: z.string(),
      programType: z.enum(PROGRAM_TYPES),
      appetite: AppetiteView,
    }),
  ),
  fields: z
    .array(
      z.object({
        field: z.string().describe('As create-quote names it (top level or in system_payload): "class_code", "coverage.tripCost"'),
        requiredBy: z.array(z.string()).describe("The codes of the programs that require it"),
        condition: z.string().nullable().describe("null: required for this request; otherwise when it becomes required (a fact the query left out decides)"),
        description: z.string().nullable(),
        schema: z.record(z.string(), z.unknown()).describe("The field's JSON Schema, as the OpenAPI document declares it"),
      }),
    )
    .describe("The rating fields POST /v1/quote requires for these programs, merged: a request missing any of them is answered 400 naming each"),
  options: z
    .array(
      z.object({
        programCode: z.string(),
        key: z.string().describe("Sent in coverage.<key> (every program that has it) or program_options.<code>.<key>"),
        label: z.string(),
        unit: z.enum(["money", "count", "percent"]),
        values: z.array(z.number()).describe("The values offered (dollars for money)"),
        default: z.number(),
      }),
    )
    .describe("Each program's options: optional, each with its default"),
  questions: z
    .array(
      z.object({
        id: z.string().describe("The canonical question id: one answer serves every program that asks it"),
        section: z.enum(["business", "operations", "premises", "loss_history", "trip"]),
        type: z.enum(["integer", "boolean", "string", "date"]),
        wording: z.string(),
        askedBy: z.array(z.object({ programCode: z.string(), key: z.string().describe("The program's own form key"), required: z.boolean() })),
        followUpOf: z
          .object({ question: z.string(), equals: z.unknown().optional(), above: z.number().optional() })
          .nullable()
          .describe("Asked only once this answer is given (sprinklered → sprinkler type)"),
        classPrefixes: z.array(z.string()).nullable().describe("Without class_code: asked only of classes starting with one of these"),
        states: z.array(z.string()).nullable().describe("Without state: asked only of risks in one of these states"),
        ages: z.boolean().describe("Re-confirmed at renewal (years in business, claims in 3 years)"),
      }),
    )
    .describe("Application questions answered before binding, in order (business, operations, premises, loss history): not needed to quote"),
  programQuestions: z
    .array(z.object({ programCode: z.string(), key: z.string(), title: z.string(), type: z.string(), required: z.boolean() }))
    .describe("Questions a program asks that have no canonical question: answered on that program's application"),
});
export type RequirementsData = z.infer<typeof RequirementsData>;
export const RequirementsResponse = envelope(RequirementsData);
