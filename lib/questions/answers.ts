// Answers kept on the client (issue 30 item 2, decision 031), pure: what a program's application is
// pre-filled with, and how answers given to one program become the client's and its folio-mates'.
import { formQuestionMap } from "./bank";

export interface ClientAnswer {
  value: unknown;
  answeredAt: string;
  /** Who answered: "user:<id>", "api_key:<id>". */
  answeredBy: string;
  /** Where: "application:<quoteRequestId>". */
  source: string;
  /** Given again unchanged, later (a renewal's re-confirmation of an answer that ages): when and by whom. */
  confirmedAt?: string;
  confirmedBy?: string;
}

export type ClientAnswers = Record<string, ClientAnswer>;

type Form = { properties?: Record<string, unknown> };

/** A program's answers pre-filled from the client's: each of its questions the client has answered. */
export function prefillAnswers(form: Form, answers: ClientAnswers): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [questionId, key] of formQuestionMap(form)) {
    const a = answers[questionId];
    if (a !== undefined) out[key] = a.value;
  }
  return out;
}

/**
 * Where each pre-filled answer came from, by the program's question key: the bank question it answers and
 * the client's answer (who, when, where), for each of the application's answers that is the client's.
 */
export function prefillSources(
  form: Form,
  answers: ClientAnswers,
  formPayload: Record<string, unknown>,
): Record<string, ClientAnswer & { questionId: string }> {
  const out: Record<string, ClientAnswer & { questionId: string }> = {};
  for (const [questionId, key] of formQuestionMap(form)) {
    const a = answers[questionId];
    if (a !== undefined && JSON.stringify(formPayload[key]) === JSON.stringify(a.value)) out[key] = { questionId, ...a };
  }
  return out;
}

/** The bank questions an application's answers (by its form's keys) answer; null clears one. */
export function canonicalAnswers(form: Form, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [questionId, key] of formQuestionMap(form)) if (key in given) out[questionId] = given[key];
  return out;
}

/**
 * The client's answers after these: each recorded with who, when and where; null removes one. An answer given
 * again unchanged keeps who first gave it and is marked confirmed (who, when): what a renewal asks of answers that age.
 */
export function recordAnswers(
  current: ClientAnswers,
  canonical: Record<string, unknown>,
  by: { answeredBy: string; answeredAt: string; source: string },
): ClientAnswers {
  const next: ClientAnswers = { ...current };
  for (const [id, value] of Object.entries(canonical)) {
    const was = current[id];
    if (value === null) delete next[id];
    else if (!was || JSON.stringify(was.value) !== JSON.stringify(value)) next[id] = { value, ...by };
    else if (by.answeredAt > (was.confirmedAt ?? was.answeredAt)) next[id] = { ...was, confirmedAt: by.answeredAt, confirmedBy: by.answeredBy };
  }
  return next;
}

/** When an answer was last said to hold: confirmed unchanged, or given. */
export const lastConfirmed = (a: ClientAnswer): string => a.confirmedAt ?? a.answeredAt;

/**
 * Whether an answer must be confirmed again: the question's answer ages (years in business, claims in the last 3
 * years) and it was last said to hold before `since` (a renewal offer's start: the expiring term's answers).
 */
export function needsConfirming(ages: boolean | undefined, answer: ClientAnswer | null, since: string | null): boolean {
  return Boolean(ages && answer && since && lastConfirmed(answer) < since);
}

/**
 * A folio-mate's answers once these bank answers are shared with it: null when nothing changes for it
 * (it does not ask them, or already has these answers).
 */
export function sharedAnswers(form: Form, answers: Record<string, unknown>, canonical: Record<string, unknown>): Record<string, unknown> | null {
  const next: Record<string, unknown> = { ...answers };
  let changed = false;
  for (const [questionId, key] of formQuestionMap(form)) {
    if (!(questionId in canonical)) continue;
    const value = canonical[questionId];
    if (value === null) {
      if (key in next) {
        delete next[key];
        changed = true;
      }
    } else if (JSON.stringify(next[key]) !== JSON.stringify(value)) {
      next[key] = value;
      changed = true;
    }
  }
  return changed ? next : null;
}
