// Bind guards (pure): what a bind or a pay link refuses before any money moves. One policy per line of
// business per insured in one request, and no pay link for an application whose required questions
// are unanswered. Decision 014.
import type { ApplicationForm } from "@/lib/db/records/program";
import { AppError, type FieldIssue } from "@/lib/errors";
import type { ProgramType } from "@/lib/rating/types";
import { unansweredRequired } from "./answers";

interface GuardedApp {
  id: string;
  program: { code: string; type: ProgramType; applicationForm: ApplicationForm };
}

/**
 * Applications of one request (one folio, so one insured) that repeat a line of business already
 * requested earlier in the list: KM-BOP and SA-BOP are rival quotes of one cover, not two policies
 * to buy. Each issue names the later application by its place in quoteRequestIds.
 */
export function duplicateLines(apps: readonly GuardedApp[]): FieldIssue[] {
  const first = new Map<ProgramType, { index: number; code: string }>();
  const issues: FieldIssue[] = [];
  apps.forEach((app, index) => {
    const earlier = first.get(app.program.type);
    if (!earlier) {
      first.set(app.program.type, { index, code: app.program.code });
      return;
    }
    issues.push({
      path: `quoteRequestIds[${index}]`,
      message: `${app.program.code} is a second ${app.program.type} quote beside ${earlier.code} (quoteRequestIds[${earlier.index}]); bind one program per line of business`,
      code: "duplicate_line",
    });
  });
  return issues;
}

export function requireOnePerLine(apps: readonly GuardedApp[]): void {
  const issues = duplicateLines(apps);
  if (!issues.length) return;
  const byLine = new Map<ProgramType, string[]>();
  for (const app of apps) byLine.set(app.program.type, [...(byLine.get(app.program.type) ?? []), app.program.code]);
  const clashes = [...byLine]
    .filter(([, codes]) => codes.length > 1)
    .map(([line, codes]) => (codes.length === 2 ? `${codes[0]} and ${codes[1]} are both ${line}` : `${codes.join(", ")} are all ${line}`));
  throw new AppError(
    "duplicate_line",
    `${clashes.join("; ")}: one insured needs one policy per line of business, so choose one program of each line and bind only that.`,
    issues,
  );
}

/** A question's words: its title in the program's form, else its key. */
export function questionTitle(form: ApplicationForm, key: string): string {
  const title = form.properties?.[key]?.title;
  return typeof title === "string" && title.trim() ? title.trim() : key;
}

/**
 * Refuses a pay link while any application has unanswered required questions: the customer could not
 * pay it. One issue per question (path applications.{id}.form_payload.{key}, as bind names them), and a
 * sentence with the programs and the questions in words.
 */
export function requireCompleteForPayLink<A extends GuardedApp>(apps: readonly A[], answersOf: (app: A) => Record<string, unknown>): void {
  const issues: FieldIssue[] = [];
  const parts: { code: string; questions: string }[] = [];
  for (const app of apps) {
    const form = app.program.applicationForm;
    const missing = unansweredRequired(form, answersOf(app));
    if (!missing.length) continue;
    parts.push({ code: app.program.code, questions: missing.map((q) => questionTitle(form, q)).join("; ") });
    for (const q of missing) {
      issues.push({
        path: `applications.${app.id}.form_payload.${q}`,
        message: `is required before the customer can pay (${questionTitle(form, q)})`,
        code: "required",
      });
    }
  }
  if (!issues.length) return;
  const detail =
    parts.length === 1
      ? `Answer the required questions of ${parts[0]!.code} before sending a pay link: ${parts[0]!.questions}`
      : `Answer the required questions before sending a pay link. ${parts.map((p) => `${p.code}: ${p.questions}`).join(". ")}`;
  throw new AppError("application_incomplete", detail, issues);
}
