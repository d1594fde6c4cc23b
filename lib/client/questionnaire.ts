// One questionnaire for every program of a quote (issue 30 item 2), pure: each canonical question of the
// bank asked once however many programs ask it, in the bank's order (business, operations, premises, loss
// history, trip), follow-ups only once their trigger answer is given, then each program's own questions.
// Answers split back into each application's own keys, so every program is answered from one form.
import { QUESTION_BANK, SECTION_ORDER, applies, bankQuestion, formQuestionMap, type Section } from "@/lib/questions/bank";
import type { ProgramType } from "@/lib/rating/types";

export interface QuestionnaireApp {
  id: string;
  quoteId: string;
  programCode: string;
  programName: string;
  programType: ProgramType;
  /** The class rated (business programs): a question limited to some classes is asked only of those. */
  classCode: string | null;
  /** The state rated in: a question limited to some states is asked only there. */
  state: string | null;
  form: { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  formPayload: Record<string, unknown>;
  /** Bound applications keep their answers: not written to. */
  locked: boolean;
}

export interface Question {
  /** The questionnaire's key: the canonical id, or "<programCode>:<key>" for a program's own. */
  key: string;
  section: Section | "program";
  title: string;
  /** The JSON Schema of the question (the first asking program's). */
  schema: Record<string, unknown>;
  required: boolean;
  /** Each application asking it, under its own key. */
  targets: Array<{ appId: string; programCode: string; key: string }>;
  /** A follow-up: shown only when this answer is given. */
  when?: { question: string; equals: unknown } | { question: string; above: number };
  /** The program's own question (no canonical id): its program's name. */
  program?: string;
}

export const SECTION_TITLE: Record<Question["section"], string> = {
  business: "About the business",
  operations: "Operations",
  premises: "Premises",
  loss_history: "Loss history",
  trip: "The trip",
  program: "Asked by one program",
};

export function buildQuestionnaire(apps: readonly QuestionnaireApp[]): Question[] {
  const canonical = new Map<string, Question>();
  const own: Question[] = [];
  for (const app of apps) {
    const properties = app.form.properties ?? {};
    const required = new Set(app.form.required ?? []);
    const banked = formQuestionMap(app.form);
    for (const [id, key] of banked) {
      const q = bankQuestion(id)!;
      // Asked where it applies: a bakery is not asked about work above three stories (follow-ups wait for their answers below).
      if (!applies({ ...q, when: undefined }, app.programType, app.classCode, {}, app.state)) continue;
      const entry =
        canonical.get(id) ??
        ({
          key: id,
          section: q.section,
          title: q.wording,
          schema: { ...properties[key], title: q.wording },
          required: false,
          targets: [],
          ...(q.when ? { when: q.when } : {}),
        } satisfies Question);
      entry.required ||= required.has(key);
      entry.targets.push({ appId: app.id, programCode: app.programCode, key });
      canonical.set(id, entry);
    }
    // A bank question that does not apply to this class is not the program's own question either.
    const bankKeys = new Set(banked.values());
    for (const [key, property] of Object.entries(properties)) {
      if (bankKeys.has(key)) continue;
      own.push({
        key: `${app.programCode}:${key}`,
        section: "program",
        title: typeof property.title === "string" ? property.title : key,
        schema: property,
        required: required.has(key),
        targets: [{ appId: app.id, programCode: app.programCode, key }],
        program: app.programName,
      });
    }
  }
  const rank = (q: Question) => SECTION_ORDER.indexOf(q.section as Section) * 1000 + QUESTION_BANK.findIndex((b) => b.id === q.key);
  return [...[...canonical.values()].sort((a, b) => rank(a) - rank(b)), ...own];
}

/** Whether a question is asked given the answers so far (a follow-up waits for its trigger). */
export function isAsked(question: Question, answers: Record<string, unknown>): boolean {
  if (!question.when) return true;
  const given = answers[question.when.question];
  return "equals" in question.when ? given === question.when.equals : typeof given === "number" && given > question.when.above;
}

/** The questionnaire's current answers: each question's first asking application's answer. */
export function currentAnswers(questions: readonly Question[], apps: readonly QuestionnaireApp[]): Record<string, unknown> {
  const byId = new Map(apps.map((a) => [a.id, a]));
  const answers: Record<string, unknown> = {};
  for (const q of questions) {
    const found = q.targets.map((t) => byId.get(t.appId)?.formPayload[t.key]).find((v) => v !== undefined && v !== null);
    if (found !== undefined) answers[q.key] = found;
  }
  return answers;
}

/**
 * Each application's save from the questionnaire's answers (null clears one), in its own keys: only what
 * differs from what it holds, and nothing for locked (bound) applications. A follow-up no longer asked is
 * cleared where it was answered. An answer to confirm (a renewal's answers that age) is sent even unchanged:
 * saving it is the confirmation.
 */
export function splitAnswers(
  questions: readonly Question[],
  apps: readonly QuestionnaireApp[],
  answers: Record<string, unknown>,
  confirm: ReadonlySet<string> = new Set(),
): Map<string, Record<string, unknown>> {
  const byId = new Map(apps.map((a) => [a.id, a]));
  const saves = new Map<string, Record<string, unknown>>();
  for (const q of questions) {
    const value = isAsked(q, answers) ? (answers[q.key] ?? null) : null;
    for (const t of q.targets) {
      const app = byId.get(t.appId);
      if (!app || app.locked) continue;
      const held = app.formPayload[t.key] ?? null;
      if (JSON.stringify(held) === JSON.stringify(value) && !(confirm.has(q.key) && value !== null)) continue;
      saves.set(app.id, { ...(saves.get(app.id) ?? {}), [t.key]: value });
    }
  }
  return saves;
}
