// Application answers against a program's questions (pure).
import type { ApplicationForm } from "@/lib/db/records/program";

/** The required questions not yet answered (missing, null or empty). */
export function unansweredRequired(form: ApplicationForm, answers: Record<string, unknown>): string[] {
  return (form.required ?? []).filter((q) => answers[q] === undefined || answers[q] === null || answers[q] === "");
}
