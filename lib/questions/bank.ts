// The question bank (issue 30 item 2, decision 031), pure: the canonical questions every program's
// application maps onto. A program's form question whose key is a bank id (or whose `x-question` names
// one) is that question: an answer given once, to any program of a client, answers it for all of them.
// Ordered by section (business, operations, premises, loss history), each asked only where it applies.
import type { ProgramType } from "@/lib/rating/types";

export type Section = "business" | "operations" | "premises" | "loss_history" | "trip";

export interface BankQuestion {
  id: string;
  section: Section;
  type: "integer" | "boolean" | "string" | "date";
  wording: string;
  /** The lines that ask it. */
  lines: ProgramType[];
  /** Asked only for these class codes (by prefix); absent: every class. */
  classPrefixes?: string[];
  /** Asked only of risks in these states (two-letter codes); absent: every state. */
  states?: string[];
  /** Asked only when another question has this answer (a follow-up). */
  when?: { question: string; equals: unknown } | { question: string; above: number };
  /** An answer that changes with time: re-confirmed at renewal. */
  ages?: boolean;
}

export const SECTION_ORDER: Section[] = ["business", "operations", "premises", "loss_history", "trip"];

export const QUESTION_BANK: readonly BankQuestion[] = [
  {
    id: "yearsInBusiness",
    section: "business",
    type: "integer",
    wording: "How many years has the business operated?",
    lines: ["BOP", "CGL", "PL"],
    ages: true,
  },
  {
    id: "licensedProfessional",
    section: "business",
    type: "boolean",
    wording: "Are services performed by licensed or certified professionals?",
    lines: ["PL"],
  },
  { id: "usesWrittenContracts", section: "operations", type: "boolean", wording: "Do you use written contracts with customers?", lines: ["CGL", "PL"] },
  { id: "largestClientSharePercent", section: "operations", type: "integer", wording: "Largest client's share of revenue (%)", lines: ["PL"] },
  { id: "subcontractedPercent", section: "operations", type: "integer", wording: "Share of work subcontracted (%)", lines: ["CGL"] },
  {
    id: "requiresCertificatesFromSubs",
    section: "operations",
    type: "boolean",
    wording: "Do you collect certificates of insurance from subcontractors?",
    lines: ["CGL"],
    when: { question: "subcontractedPercent", above: 0 },
  },
  // Contractors (classes 30...) and cleaning services (60...): a bakery is not asked about work above three stories.
  {
    id: "workAboveThreeStories",
    section: "operations",
    type: "boolean",
    wording: "Any work above three stories?",
    lines: ["CGL"],
    classPrefixes: ["30", "60"],
  },
  // New York's Scaffold Law (Labor Law §240) holds contractors absolutely liable for falls from height: asked of
  // contractors with a location in New York, nowhere else.
  {
    id: "nyScaffoldLawExposure",
    section: "operations",
    type: "boolean",
    wording: "Any work at height in New York (ladders, scaffolds, hoists), where the Scaffold Law (Labor Law §240) applies?",
    lines: ["CGL"],
    classPrefixes: ["30"],
    states: ["NY"],
  },
  {
    id: "cooksWithGrease",
    section: "operations",
    type: "boolean",
    wording: "Any cooking that produces grease-laden vapors?",
    lines: ["BOP"],
    classPrefixes: ["10"], // food and drink
  },
  { id: "constructionType", section: "premises", type: "string", wording: "Building construction", lines: ["BOP"] },
  { id: "hasSprinklers", section: "premises", type: "boolean", wording: "Is the premises fully sprinklered?", lines: ["BOP"] },
  { id: "priorClaims", section: "loss_history", type: "integer", wording: "Claims in the last 3 years", lines: ["BOP", "CGL", "PL"], ages: true },
  { id: "tripPurpose", section: "trip", type: "string", wording: "Purpose of trip", lines: ["TI"] },
  {
    id: "anyTravellerHasPreExistingCondition",
    section: "trip",
    type: "boolean",
    wording: "Has any traveller been treated for a medical condition in the past 60 days?",
    lines: ["TI"],
  },
];

const BY_ID = new Map(QUESTION_BANK.map((q) => [q.id, q]));

export const bankQuestion = (id: string): BankQuestion | undefined => BY_ID.get(id);

/** The bank question a program's form question answers, if any: `x-question`, else the same key. */
export function questionIdOf(key: string, property: unknown): string | null {
  const named = property && typeof property === "object" ? (property as Record<string, unknown>)["x-question"] : undefined;
  if (typeof named === "string" && BY_ID.has(named)) return named;
  return BY_ID.has(key) ? key : null;
}

/** A program form's question keys by the bank question each answers. */
export function formQuestionMap(form: { properties?: Record<string, unknown> }): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, property] of Object.entries(form.properties ?? {})) {
    const id = questionIdOf(key, property);
    if (id) map.set(id, key);
  }
  return map;
}

/**
 * Whether a question is asked of a risk of this line, class and state, given the answers so far. A question
 * limited to some states is not asked when the state is not known.
 */
export function applies(q: BankQuestion, line: ProgramType, classCode: string | null, answers: Record<string, unknown>, state: string | null): boolean {
  if (!q.lines.includes(line)) return false;
  if (q.classPrefixes && (!classCode || !q.classPrefixes.some((p) => classCode.startsWith(p)))) return false;
  if (q.states && (!state || !q.states.includes(state))) return false;
  if (q.when) {
    const given = answers[q.when.question];
    if ("equals" in q.when ? given !== q.when.equals : !(typeof given === "number" && given > q.when.above)) return false;
  }
  return true;
}
