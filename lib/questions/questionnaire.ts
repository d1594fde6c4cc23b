// The client's questionnaire (issue 30 item 2, decision 033), pure: which bank questions a client is asked
// for some programs, in section order, with the answers it has given, follow-ups revealed only once their
// trigger answer holds, and what each program asks of its own; and the check of canonical answers sent
// by id (POST /v1/insureds/{id}/answers), which names each refused answer `answers.<id>`.
import type { ProgramType } from "@/lib/rating/types";
import { needsConfirming, type ClientAnswer, type ClientAnswers } from "./answers";
import { QUESTION_BANK, SECTION_ORDER, applies, bankQuestion, formQuestionMap, questionIdOf, type BankQuestion } from "./bank";

/** A program as the questionnaire sees it: its code, line and application form (JSON Schema). */
export interface QuestionnaireProgram {
  code: string;
  name: string;
  type: ProgramType;
  applicationForm: { properties?: Record<string, unknown>; required?: string[] };
}

export interface AskedQuestion {
  question: BankQuestion;
  /** The programs that ask it, each with its own form key for it. */
  askedBy: Array<{ code: string; key: string }>;
  answer: ClientAnswer | null;
  /** An answer that ages, last said to hold before the client's open renewal: to be confirmed for it. */
  toConfirm: boolean;
}

export interface OwnQuestion {
  program: string;
  key: string;
  title: string | null;
  required: boolean;
  schema: unknown;
}

export interface Questionnaire {
  questions: AskedQuestion[];
  /** Each program's questions the bank does not have (its form keys with no bank id), in form order. */
  programQuestions: OwnQuestion[];
  /** The ids of the listed questions not yet answered, in order: what to ask next. */
  unanswered: string[];
  /** The ids of the listed answers to confirm for a renewal (see AskedQuestion.toConfirm), in order. */
  toConfirm: string[];
}

const SECTION_INDEX = new Map(SECTION_ORDER.map((s, i) => [s, i]));
const BANK_INDEX = new Map(QUESTION_BANK.map((q, i) => [q.id, i]));

/**
 * Whether the question applies to a program of this line, for any of the client's classes (none: only unclassed
 * questions) and any of the states it is in (its mailing address and locations; none: only questions of every state).
 */
function appliesToClient(
  q: BankQuestion,
  line: ProgramType,
  classCodes: readonly string[],
  values: Record<string, unknown>,
  states: readonly string[],
): boolean {
  const classes = classCodes.length ? classCodes : [null];
  const where = states.length ? states : [null];
  return classes.some((c) => where.some((s) => applies(q, line, c, values, s)));
}

/**
 * The bank questions these programs ask of this client, given its answers: a question is listed when a
 * program's form asks it and the bank says it applies to that program's line and one of the client's
 * classes; a follow-up only when the question that triggers it is listed and its answer holds.
 * Ordered by section, then by the bank's order.
 */
export function questionnaire(
  programs: readonly QuestionnaireProgram[],
  classCodes: readonly string[],
  answers: ClientAnswers,
  states: readonly string[] = [],
  /** The start of the client's earliest open renewal offer (ISO): answers that age given before it are to confirm. */
  renewalSince: string | null = null,
): Questionnaire {
  const values = valuesOf(answers);
  const listed = new Map<string, AskedQuestion>();
  // The bank is ordered so a follow-up comes after its trigger in its section; resolving in passes keeps
  // this true for any order: a question is settled once its trigger is.
  const pending = [...QUESTION_BANK];
  for (let pass = 0; pass <= QUESTION_BANK.length && pending.length; pass++) {
    for (let i = 0; i < pending.length;) {
      const q = pending[i]!;
      const trigger = q.when?.question;
      if (trigger && pending.some((p) => p.id === trigger)) {
        i++;
        continue;
      }
      pending.splice(i, 1);
      if (trigger && !listed.has(trigger)) continue;
      const askedBy: AskedQuestion["askedBy"] = [];
      for (const p of programs) {
        const key = formQuestionMap(p.applicationForm).get(q.id);
        if (key !== undefined && appliesToClient(q, p.type, classCodes, values, states)) askedBy.push({ code: p.code, key });
      }
      if (askedBy.length) {
        const answer = answers[q.id] ?? null;
        listed.set(q.id, { question: q, askedBy, answer, toConfirm: needsConfirming(q.ages, answer, renewalSince) });
      }
    }
  }
  const questions = [...listed.values()].sort(
    (a, b) =>
      SECTION_INDEX.get(a.question.section)! - SECTION_INDEX.get(b.question.section)! || BANK_INDEX.get(a.question.id)! - BANK_INDEX.get(b.question.id)!,
  );
  const programQuestions: OwnQuestion[] = [];
  for (const p of programs) {
    const required = new Set(p.applicationForm.required ?? []);
    for (const [key, schema] of Object.entries(p.applicationForm.properties ?? {})) {
      if (questionIdOf(key, schema) !== null) continue;
      const title = schema && typeof schema === "object" ? (schema as { title?: unknown }).title : undefined;
      programQuestions.push({ program: p.code, key, title: typeof title === "string" ? title : null, required: required.has(key), schema });
    }
  }
  return {
    questions,
    programQuestions,
    unanswered: questions.filter((q) => q.answer === null).map((q) => q.question.id),
    toConfirm: questions.filter((q) => q.toConfirm).map((q) => q.question.id),
  };
}

export const valuesOf = (answers: ClientAnswers): Record<string, unknown> => Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, a.value]));

export interface AnswerIssue {
  path: string;
  message: string;
  code: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a value is not of the question's type, or null. */
export function typeProblem(q: BankQuestion, value: unknown): string | null {
  switch (q.type) {
    case "integer":
      return typeof value === "number" && Number.isInteger(value) ? null : "must be an integer";
    case "boolean":
      return typeof value === "boolean" ? null : "must be true or false";
    case "string":
      return typeof value === "string" && value.length > 0 && value.length <= 500 ? null : "must be a non-empty string (at most 500 characters)";
    case "date":
      return typeof value === "string" && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? null : "must be a date, YYYY-MM-DD";
  }
}

function describeTrigger(q: BankQuestion): string {
  const w = q.when!;
  return "equals" in w ? `${w.question} is ${JSON.stringify(w.equals)}` : `${w.question} is above ${w.above}`;
}

/**
 * Checks canonical answers sent by question id against the client's questionnaire once they are applied
 * (so a trigger and its follow-up may come in one request): each id must be a bank question; a value
 * (not null, which clears) must be of the question's type, asked by one of the programs of this client,
 * and, for a follow-up, its trigger must hold. Answers the issues, each naming `answers.<id>`, and the
 * client's answer values after the request.
 */
export function checkAnswers(
  programs: readonly QuestionnaireProgram[],
  classCodes: readonly string[],
  current: ClientAnswers,
  given: Record<string, unknown>,
  states: readonly string[] = [],
): { issues: AnswerIssue[]; values: Record<string, unknown> } {
  const issues: AnswerIssue[] = [];
  const values = valuesOf(current);
  for (const [id, value] of Object.entries(given)) {
    const q = bankQuestion(id);
    if (!q) {
      issues.push({
        path: `answers.${id}`,
        message: "is not a question of the question bank (GET /v1/insureds/{insuredId}/questions lists them)",
        code: "unknown_question",
      });
      continue;
    }
    if (value === null) {
      delete values[id];
      continue;
    }
    const problem = typeProblem(q, value);
    if (problem) issues.push({ path: `answers.${id}`, message: problem, code: "invalid_type" });
    else values[id] = value;
  }
  const refused = new Set(issues.map((i) => i.path));
  // Relevance is judged on the answers as they will be: the request's own triggers count.
  const asAnswers: ClientAnswers = Object.fromEntries(Object.entries(values).map(([id, value]) => [id, { value, answeredAt: "", answeredBy: "", source: "" }]));
  const listed = new Set(questionnaire(programs, classCodes, asAnswers, states).questions.map((a) => a.question.id));
  for (const [id, value] of Object.entries(given)) {
    if (value === null || listed.has(id) || refused.has(`answers.${id}`)) continue;
    const q = bankQuestion(id)!;
    const withoutTrigger = { ...q, when: undefined };
    const askedAtAll = programs.some((p) => formQuestionMap(p.applicationForm).has(id) && appliesToClient(withoutTrigger, p.type, classCodes, values, states));
    if (q.when && askedAtAll) {
      issues.push({ path: `answers.${id}`, message: `is a follow-up asked only when ${describeTrigger(q)}`, code: "not_relevant" });
    } else {
      issues.push({
        path: `answers.${id}`,
        message: `is not asked of this client by ${programs.map((p) => p.code).join(", ") || "any program"} (its line, class or state)`,
        code: "not_applicable",
      });
    }
  }
  return { issues, values };
}
