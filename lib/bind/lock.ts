// The bind's checks and its lock: one program per line of business, every application quoted, latest,
// unexpired, answered and payable on the plan, then locked all at once (or none), so an application is
// bound at most once.
import "server-only";
import type { Db } from "@/lib/db/client";
import { answersOf, applicationsByIds, countBound, latestAttempt, releaseBindLock, takeBindLock } from "@/lib/db/queries/applications";
import type { ApplicationRecord } from "@/lib/db/records/application";
import { AppError, notFound, validationError, type FieldIssue } from "@/lib/errors";
import { priorActsDateProblem } from "@/lib/programs/declarations";
import { additionalInsuredsIssues } from "@/lib/programs/endorsements";
import type { BindInput } from "./bind";
import { addressIssues } from "./address";
import { unansweredRequired } from "./answers";
import { requireOnePerLine } from "./guards";
import { isoDay } from "@/lib/dates";
import { agencyClock } from "@/lib/policies/clock";
import { bindingTerms, holdLines, requireLinesFree } from "./line-check";
import { requireCurrentEffectiveDate } from "./line-guard";

export const BIND_LOCK_MS = 5 * 60_000;

export function requireAnswers(app: Pick<ApplicationRecord, "id" | "program" | "effectiveDate">, answers: Record<string, unknown>): void {
  const unanswered = unansweredRequired(app.program.applicationForm, answers);
  if (unanswered.length) {
    throw new AppError(
      "application_incomplete",
      `Answer the required questions of ${app.program.code} first: ${unanswered.join(", ")}.`,
      unanswered.map((q) => ({ path: `applications.${app.id}.form_payload.${q}`, message: "is required to bind", code: "required" })),
    );
  }
  // A claims-made policy's retroactive date comes from this answer; one after the effective date cannot be issued.
  const retro = priorActsDateProblem(app.program.declarations.coverageTrigger, app.effectiveDate, answers.priorActsDate);
  if (retro) throw validationError([{ path: `applications.${app.id}.form_payload.priorActsDate`, message: retro, code: "retroactive_date" }]);
}

/** The checks a bind makes before touching money, each failing with its own problem type. */
export async function loadBindable(db: Db, agencyId: string, req: BindInput, now: Date): Promise<ApplicationRecord[]> {
  // Error paths name the request's field, quoteRequestIds (the API's name for application ids).
  const ids = [...new Set(req.applicationIds.map((i) => i.toLowerCase()))];
  if (ids.length !== req.applicationIds.length) throw validationError([{ path: "quoteRequestIds", message: "lists an application twice" }]);
  const apps = await applicationsByIds(db, ids, { agencyId });
  const missing = ids.filter((id) => !apps.some((a) => a.id === id));
  if (missing.length) throw notFound(`No application ${missing.join(", ")}.`);
  if (new Set(apps.map((a) => a.folioId)).size > 1) throw validationError([{ path: "quoteRequestIds", message: "must all belong to one quote folio" }]);
  const ordered = ids.map((id) => apps.find((a) => a.id === id)!);
  requireOnePerLine(ordered);
  // Today is the agency's servicing day (its sandbox clock where one is set), the day policies' states are
  // read on; a renewal binds with that clock's time as `now` already, so the later of the two days.
  const today = [isoDay(now), (await agencyClock(db, agencyId)).today].sort().at(-1)!;
  if (req.insuredAddress) {
    const issues = new Map<string, FieldIssue>();
    for (const app of ordered) for (const issue of addressIssues(req.insuredAddress, app.risk, "insuredAddress")) issues.set(issue.path, issue);
    if (issues.size) throw validationError([...issues.values()]);
  }
  if (req.additionalInsureds?.length) {
    const issues = additionalInsuredsIssues(
      ordered.map((a) => ({ programCode: a.program.code, endorsements: a.program.endorsements, added: a.addedEndorsements })),
      req.additionalInsureds,
      "additionalInsureds",
    );
    if (issues.length) throw validationError(issues);
  }
  for (const app of ordered) {
    const code = app.program.code;
    if (app.status === "bound") throw new AppError("already_bound", `Application ${app.id} (${code}) is already bound.`);
    if (app.status === "referred") throw referralPending(app);
    if (app.status !== "success")
      throw new AppError(
        "not_quoted",
        `Application ${app.id} (${code}) is ${app.status === "pending" ? "still quoting" : app.status === "error" ? "declined" : "not quoted (quote_failed)"}; only quoted applications can be bound.`,
      );
    const latest = await latestAttempt(db, app.groupId, app.programId);
    if (latest > app.attemptNumber) {
      throw new AppError(
        "superseded_quote",
        `Application ${app.id} is attempt ${app.attemptNumber} of ${code}; attempt ${latest} in the same group replaces it. Bind the latest attempt.`,
      );
    }
    if (now.getTime() > app.validUntil.getTime())
      throw new AppError("quote_expired", `The quote for ${code} was valid until ${app.validUntil.toISOString()}; re-quote to bind.`);
    requireCurrentEffectiveDate([{ index: ordered.indexOf(app), id: app.id, programCode: code, effectiveDate: app.effectiveDate }], today);
    requireAnswers(app, app.formPayload);
    if (!app.program.paymentPlans.some((p) => p.frequency === req.paymentPlan)) {
      throw validationError([
        {
          path: "paymentPlan",
          message: `${code} does not offer ${req.paymentPlan} payment; it offers ${app.program.paymentPlans.map((p) => p.frequency).join(", ")}`,
        },
      ]);
    }
  }
  // Before any money moves: a policy of the line for this insured and term already exists (lockForBind checks again under the line's lock).
  await requireLinesFree(db, agencyId, await bindingTerms(db, ordered));
  return ordered;
}

/** Locks all the applications or none: a concurrent bind finds them locked (409). Returns the release and the answers as locked. */
export async function lockForBind(
  db: Db,
  agencyId: string,
  apps: ApplicationRecord[],
  token: string,
  now: Date,
): Promise<{ release: () => Promise<void>; answers: Map<string, Record<string, unknown>> }> {
  const ids = apps.map((a) => a.id);
  const terms = await bindingTerms(db, apps);
  const answers = await db.$transaction(async (tx) => {
    // One bind per insured and line at a time: a rival program's bind holding its lock, or a policy it issued, refuses this one.
    await holdLines(tx, agencyId, terms, ids, now);
    const locked = await takeBindLock(tx, agencyId, ids, token, new Date(now.getTime() + BIND_LOCK_MS), now);
    if (locked !== ids.length) {
      if (await countBound(tx, ids)) throw new AppError("already_bound", "An application of this request is already bound.");
      // Saved answers put an application back on the rating queue between the checks and the lock (decision 016).
      const changed = (await applicationsByIds(tx, ids, { agencyId })).find((a) => a.status !== "success");
      if (changed) {
        throw new AppError(
          "not_quoted",
          `Application ${changed.id} (${changed.program.code}) changed while it was being bound: its answers were saved and it is ${changed.status === "pending" ? "being priced again" : changed.status}. Bind it once it is quoted, at its new price.`,
        );
      }
      throw new AppError("bind_in_progress", "Another bind of these applications is in progress; retry in a moment.");
    }
    // The answers as locked are the answers bound (edits are refused while the lock is held).
    const answers = await answersOf(tx, ids);
    for (const app of apps) requireAnswers(app, answers.get(app.id) ?? {});
    return answers;
  });
  return { release: () => releaseBindLock(db, ids, token), answers };
}

/** 409 referral_pending: a referred application is priced but waits for an underwriter's approval. */
export function referralPending(app: { id: string; program: { code: string }; referralReasons: { message: string }[] }): AppError {
  return new AppError(
    "referral_pending",
    `Application ${app.id} (${app.program.code}) is referred to an underwriter and cannot be bound until approved: ${app.referralReasons.map((r) => r.message).join(" ")}`,
  );
}
