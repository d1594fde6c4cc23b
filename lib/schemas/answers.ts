// The client's questionnaire over the API (issue 30 item 2, decision 033): the bank questions that apply
// to an insured for some programs, answered by canonical question id, and where an application's answers
// were pre-filled from.
import { z } from "zod";
import { Timestamp, envelope } from "./common";
import { ApplicationDetail } from "./quote";

export const ProgramsQuery = z
  .object({
    programs: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .optional()
      .describe(
        "Program codes, comma-separated (SA-BOP,KM-CGL). Default: the programs of the client's open quote folios (not expired, nothing bound; each program's latest attempt), or, with none, every program the agency is appointed for of the client's lines (business: BOP, CGL, PL; person: TI)",
      ),
  })
  .strict();

export const AnswersRequest = z
  .object({
    answers: z
      .record(z.string().max(100), z.unknown())
      .refine((a) => Object.keys(a).length > 0, "must answer at least one question")
      .refine((a) => Object.keys(a).length <= 100, "at most 100 answers at once")
      .describe("By canonical question id (GET .../questions lists them): the value, or null to clear the client's answer"),
  })
  .strict();
export type AnswersRequest = z.infer<typeof AnswersRequest>;

const AnswerSource = z.object({
  answeredBy: z.string().describe('"user:<id>" or "api_key:<id>"'),
  answeredAt: Timestamp,
  source: z.string().describe('"api" (POST /v1/insureds/{id}/answers) or "application:<quoteRequestId>" (the application it was given to)'),
});

export const Section = z.enum(["business", "operations", "premises", "loss_history", "trip"]);

export const QuestionView = z.object({
  id: z.string().describe("The canonical question id: answer it by this id"),
  section: Section,
  type: z.enum(["integer", "boolean", "string", "date"]),
  wording: z.string(),
  ages: z.boolean().describe("The answer changes with time (years in business, claims in 3 years): re-confirmed at renewal"),
  followUpOf: z
    .object({
      question: z.string(),
      equals: z.unknown().optional(),
      above: z.number().optional(),
    })
    .nullable()
    .describe("A follow-up: listed only while this question's answer holds (equals the value, or is above the number)"),
  programs: z
    .array(z.object({ code: z.string(), key: z.string().describe("The program's own form key for this question") }))
    .describe("The programs that ask it, each with its own application form key"),
  answer: AnswerSource.extend({
    value: z.unknown(),
    confirmedAt: Timestamp.nullable().describe("When the answer was last given again unchanged (a renewal's confirmation), or null"),
    confirmedBy: z.string().nullable(),
  })
    .nullable()
    .describe("The client's answer, or null while unanswered"),
  toConfirm: z
    .boolean()
    .describe(
      "The answer ages and was last given before the client's open renewal offer was made: confirm it for the new term (send it again, unchanged or new, to POST .../answers)",
    ),
});

export const QuestionnaireView = z.object({
  insuredId: z.uuid(),
  programs: z.array(z.object({ code: z.string(), name: z.string(), type: z.enum(["BOP", "CGL", "PL", "TI"]) })).describe("The programs the questions are for"),
  questions: z.array(QuestionView).describe("The bank questions that apply to this client for these programs, in section order"),
  unanswered: z.array(z.string()).describe("The ids of the listed questions not yet answered, in order: what to ask next"),
  toConfirm: z.array(z.string()).describe("The ids of the listed answers to confirm for the client's open renewal (questions[].toConfirm), in order"),
  programQuestions: z
    .array(
      z.object({
        program: z.string(),
        key: z.string(),
        title: z.string().nullable(),
        required: z.boolean(),
        schema: z.unknown().describe("The question's JSON Schema, from the program's application form"),
      }),
    )
    .describe("Each program's own questions, not in the bank: answered on that application (POST .../applications/{quoteRequestId}/form)"),
});
export type QuestionnaireView = z.infer<typeof QuestionnaireView>;

export const QuestionnaireResponse = envelope(QuestionnaireView);

export const AnsweredView = QuestionnaireView.extend({
  updatedApplications: z
    .array(z.object({ quoteId: z.uuid(), quoteRequestId: z.uuid(), program: z.string() }))
    .describe("The open applications these answers were given to, each re-rated (status pending until its carrier answers)"),
});
export type AnsweredView = z.infer<typeof AnsweredView>;

export const AnsweredResponse = envelope(AnsweredView);

/** The application view with where its pre-filled answers came from. */
export const ApplicationViewDetail = ApplicationDetail.extend({
  prefilled: z
    .record(z.string(), AnswerSource.extend({ questionId: z.string().describe("The canonical question this form key answers") }))
    .describe("The answers (by this program's form key) that are the client's: which canonical question, who answered, when and where"),
});
export type ApplicationViewDetail = z.infer<typeof ApplicationViewDetail>;
