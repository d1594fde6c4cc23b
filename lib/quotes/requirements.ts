// What a set of programs needs before quoting (issue 30 item 4, decision 033), pure: the rating fields
// create-quote requires, merged, with which program requires each; each program's options; and the bank
// questions (and a program's own) its application asks before binding. Declared from the same constants
// and program data the create-quote checks read (rating-block.ts), and held to them by a property test
// over HTTP (test/api/requirements.test.ts).
import { QUESTION_BANK, SECTION_ORDER, applies, formQuestionMap, type BankQuestion } from "@/lib/questions/bank";
import type { OptionSet, ProgramType } from "@/lib/rating/types";
import { BUSINESS_REQUIRED, TRAVEL_REQUIRED } from "@/lib/schemas/quote";

export interface RequirementProgram {
  id: string;
  code: string;
  name: string;
  type: ProgramType;
  options: OptionSet[];
  ratingPlan: unknown;
  applicationForm: { properties?: Record<string, Record<string, unknown>>; required?: string[] };
}

export interface RequirementsQuery {
  classCode?: string;
  state?: string;
  countryOfResidence?: string;
}

export interface FieldRequirement {
  /** As create-quote names it: "class_code", "coverage.tripCost". */
  field: string;
  /** The programs that require it (codes, in the request's order). */
  requiredBy: string[];
  /** null: required now; otherwise the sentence saying when it becomes required (a fact the query did not give). */
  condition: string | null;
}

export interface QuestionRequirement {
  question: BankQuestion;
  /** Each program that asks it: its own form key, and whether the program requires an answer before binding. */
  askedBy: Array<{ programCode: string; key: string; required: boolean }>;
  /** Asked of this class only when its class is one of these prefixes and the query named no class. */
  classCondition: string[] | null;
  /** Asked only in these states, and the query named no state. */
  stateCondition: string[] | null;
}

export interface ProgramQuestion {
  programCode: string;
  key: string;
  title: string;
  type: string;
  required: boolean;
}

export interface Requirements {
  fields: FieldRequirement[];
  questions: QuestionRequirement[];
  /** Questions a program asks that the bank has no canonical question for: answered per program. */
  programQuestions: ProgramQuestion[];
}

/** The classes a business program's rating plan rates on payroll (contractors, trades, cleaning). */
export function payrollClasses(ratingPlan: unknown): string[] {
  const plan = ratingPlan as { kind?: string; classRates?: Record<string, { liabilityPer100Payroll?: number }> } | null;
  if (plan?.kind !== "business") return [];
  return Object.entries(plan.classRates ?? {})
    .filter(([, rates]) => rates.liabilityPer100Payroll !== undefined)
    .map(([code]) => code)
    .sort();
}

export function quoteRequirements(programs: readonly RequirementProgram[], query: RequirementsQuery = {}): Requirements {
  const fields = new Map<string, FieldRequirement>();
  const need = (field: string, program: RequirementProgram, condition: string | null = null) => {
    const key = `${field}\u0000${condition ?? ""}`;
    const entry = fields.get(key) ?? { field, requiredBy: [], condition };
    if (!entry.requiredBy.includes(program.code)) entry.requiredBy.push(program.code);
    fields.set(key, entry);
  };
  for (const program of programs) {
    if (program.type === "TI") {
      for (const field of TRAVEL_REQUIRED) need(field, program);
      need("coverage.tripCost", program);
      if (query.countryOfResidence === undefined) need("residence_state", program, "when country_of_residence is US (travel cover is filed by state)");
      else if (query.countryOfResidence.toUpperCase() === "US") need("residence_state", program);
      continue;
    }
    for (const field of BUSINESS_REQUIRED) need(field, program);
    const payroll = payrollClasses(program.ratingPlan);
    if (query.classCode === undefined) {
      if (payroll.length) need("annual_payroll", program, `when class_code is one ${program.code} rates on payroll: ${payroll.join(", ")}`);
    } else if (payroll.includes(query.classCode)) {
      need("annual_payroll", program);
    }
  }
  return { fields: [...fields.values()], ...questionsOf(programs, query.classCode ?? null, query.state?.toUpperCase() ?? null) };
}

function questionsOf(programs: readonly RequirementProgram[], classCode: string | null, state: string | null): Omit<Requirements, "fields"> {
  const questions = new Map<string, QuestionRequirement>();
  const programQuestions: ProgramQuestion[] = [];
  for (const program of programs) {
    const form = program.applicationForm;
    const required = new Set(form.required ?? []);
    const banked = formQuestionMap(form);
    for (const [id, key] of banked) {
      const question = QUESTION_BANK.find((q) => q.id === id)!;
      // Follow-ups are listed with their trigger (the answers operation reveals them as answers arrive).
      // A fact the query left out is a condition the answer states; a fact it gave decides.
      const classCondition = classCode === null && question.classPrefixes ? question.classPrefixes : null;
      const stateCondition = state === null && question.states ? question.states : null;
      const unconditional = {
        ...question,
        when: undefined,
        ...(classCondition ? { classPrefixes: undefined } : {}),
        ...(stateCondition ? { states: undefined } : {}),
      };
      if (!applies(unconditional, program.type, classCode, {}, state)) continue;
      const entry = questions.get(id) ?? { question, askedBy: [], classCondition, stateCondition };
      entry.askedBy.push({ programCode: program.code, key, required: required.has(key) });
      questions.set(id, entry);
    }
    const bankKeys = new Set(banked.values());
    for (const [key, property] of Object.entries(form.properties ?? {})) {
      if (bankKeys.has(key)) continue;
      programQuestions.push({
        programCode: program.code,
        key,
        title: typeof property.title === "string" ? property.title : key,
        type: typeof property.type === "string" ? property.type : "string",
        required: required.has(key),
      });
    }
  }
  const order = (q: BankQuestion) => SECTION_ORDER.indexOf(q.section) * 1000 + QUESTION_BANK.indexOf(q);
  return { questions: [...questions.values()].sort((a, b) => order(a.question) - order(b.question)), programQuestions };
}
