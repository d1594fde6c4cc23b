// "Edit form_payload only": answers to the program's application questions. Rating factors live in
// system_payload, which is immutable; any attempt to change one here is refused with 409 (re-quote).
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import "server-only";
import { canonicalJson } from "@/lib/canonical-json";
import type { Db, Tx } from "@/lib/db/client";
import { folioMates, getApplication, saveAnswersIfUnchanged } from "@/lib/db/queries/applications";
import { lockInsured, saveInsuredAnswers } from "@/lib/db/queries/insureds";
import { canonicalAnswers, recordAnswers, sharedAnswers, type ClientAnswers } from "@/lib/questions/answers";
import { recordAudit } from "@/lib/db/queries/audit";
import type { ApplicationForm } from "@/lib/db/records/program";
import { AppError, notFound, validationError, type FieldIssue } from "@/lib/errors";
import { priorActsDateProblem } from "@/lib/programs/declarations";
import { RATING_FIELD_NAMES } from "@/lib/schemas/quote";
import { processState } from "@/lib/process-state";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const validators = () => processState("bindForm.validators", () => new Map<string, ValidateFunction>());

/** Every key that carries rating data, wherever it is sent. */
const RATING_KEYS = new Set<string>([...RATING_FIELD_NAMES, "system_payload", "systemPayload", "programs", "coverage", "options"]);

/** The program's form without `required`, so partial saves validate. Compiled once per program. */
function partialValidator(programId: string, form: ApplicationForm): ValidateFunction {
  let validate = validators().get(programId);
  if (!validate) {
    const { required: _required, ...partial } = form;
    validate = ajv.compile({ ...partial, additionalProperties: false });
    validators().set(programId, validate);
  }
  return validate;
}

function refuseRatingFields(keys: string[], prefix: string, optionKeys: ReadonlySet<string> = new Set()): void {
  const rating = keys.filter((k) => RATING_KEYS.has(k) || optionKeys.has(k));
  if (rating.length) {
    throw new AppError(
      "rating_field_change",
      `${rating.map((k) => prefix + k).join(", ")} ${rating.length === 1 ? "is a rating factor" : "are rating factors"}: the submitted system_payload cannot change. Re-quote with POST /v1/quote/{quoteId} to change it.`,
      rating.map((k) => ({ path: prefix + k, message: "is a rating factor; re-quote to change it", code: "rating_field" })),
    );
  }
}

/**
 * Saves answers; when they change, the application is re-rated (the answers decide knock-outs, referrals
 * and schedule rating), through the queue: the returned `rerate` says it went back to pending.
 */
export async function saveFormAnswers(
  db: Db,
  agencyId: string,
  folioId: string,
  applicationId: string,
  body: unknown,
  ctx: { actor: string; requestId: string },
): Promise<{ rerate: boolean; shared: string[] }> {
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw validationError([{ path: "(body)", message: "must be an object { form_payload: {...} }" }]);
  const top = Object.keys(body);
  refuseRatingFields(top, "");
  const answers = (body as { form_payload?: unknown }).form_payload;
  const answerKeys = answers && typeof answers === "object" && !Array.isArray(answers) ? Object.keys(answers) : [];
  refuseRatingFields(answerKeys, "form_payload.");

  // Read, merge and write under an optimistic check: the write lands only if the application has not
  // changed since it was read and is neither bound nor held by a bind (one statement decides).
  let shared: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const app = await getApplication(db, agencyId, folioId, applicationId);
    if (!app) throw notFound(`No application ${applicationId} in quote folio ${folioId}.`);
    // The program's coverage options (glLimit, deductible, ...) are rating factors too, under their own names.
    const questions = new Set(Object.keys(app.program.applicationForm.properties ?? {}));
    const optionKeys = new Set(app.program.options.map((o) => o.key).filter((k) => !questions.has(k)));
    refuseRatingFields(top, "", optionKeys);
    refuseRatingFields(answerKeys, "form_payload.", optionKeys);

    const unknown = top.filter((k) => k !== "form_payload");
    if (unknown.length) throw validationError(unknown.map((k) => ({ path: k, message: "is not a recognised field; send { form_payload: {...} }" })));
    if (!answers || typeof answers !== "object" || Array.isArray(answers))
      throw validationError([{ path: "form_payload", message: "must be an object of answers" }]);
    refuseIfBoundOrBinding(app, new Date());

    // null clears an answer; everything else is validated against the program's questions
    const merged: Record<string, unknown> = { ...app.formPayload };
    for (const [k, v] of Object.entries(answers)) {
      if (v === null) delete merged[k];
      else merged[k] = v;
    }
    const validate = partialValidator(app.programId, app.program.applicationForm);
    if (!validate(merged)) {
      const issues: FieldIssue[] = (validate.errors ?? []).map((e) => {
        const extra = e.keyword === "additionalProperties" ? `.${(e.params as { additionalProperty: string }).additionalProperty}` : "";
        const path = `form_payload${e.instancePath.replace(/\//g, ".")}${extra}`;
        return {
          path,
          message: e.keyword === "additionalProperties" ? "is not a question of this program's application" : (e.message ?? "is invalid"),
          code: e.keyword,
        };
      });
      throw validationError(issues);
    }
    // A claims-made policy takes its retroactive date from this answer: never later than the policy starts.
    const retro = priorActsDateProblem(app.program.declarations.coverageTrigger, app.effectiveDate, merged.priorActsDate);
    if (retro) throw validationError([{ path: "form_payload.priorActsDate", message: retro, code: "retroactive_date" }]);
    const now = new Date();
    const rerate = canonicalJson(merged) !== canonicalJson(app.formPayload);
    const written = await db.$transaction(async (tx) => {
      // The client's lock before any application's row: every writer of a client's answers takes it first
      // (POST /v1/insureds/{id}/answers too, decision 033), so two of them never wait on each other's rows.
      const canonical = canonicalAnswers(app.program.applicationForm, answers as Record<string, unknown>);
      const insured = Object.keys(canonical).length ? await lockInsured(tx, agencyId, app.folio.insuredId) : null;
      if (!(await saveAnswersIfUnchanged(tx, app.id, app.updatedAt, merged, now, rerate))) return false;
      shared = await shareAnswers(tx, app, insured, canonical, { actor: ctx.actor, at: now });
      await recordAudit(tx, {
        agencyId,
        actor: ctx.actor,
        action: "application.form_edit",
        objectType: "application",
        objectId: app.id,
        before: app.formPayload,
        after: merged,
        requestId: ctx.requestId,
      });
      return true;
    });
    if (written) return { rerate, shared };
    // Changed meanwhile: a bind took it (refused on the next read) or another edit landed (merge again).
    if (attempt >= 5) throw new AppError("conflict", "The application changed while these answers were saved; send them again.");
  }
}

function refuseIfBoundOrBinding(app: { status: string; bindToken: string | null; bindUntil: Date | null }, now: Date): void {
  if (app.status === "bound") throw new AppError("already_bound", "The application is bound; its answers are part of the policy and can no longer change.");
  if (app.bindToken && app.bindUntil && app.bindUntil.getTime() >= now.getTime()) {
    throw new AppError("bind_in_progress", "The application is being bound; its answers cannot change now.");
  }
}

/**
 * Answers to the question bank are the client's (decision 031): recorded on its insured with who and
 * when, and given to the folio's other applications that ask the same questions (each re-rated, as a
 * save of its own would be). A folio-mate whose own questions would refuse the value is left as it is.
 * In the save's transaction, which holds the insured's lock (`insured`); answers the ids re-rated.
 */
async function shareAnswers(
  tx: Tx,
  app: { id: string; folio: { id: string }; program: { applicationForm: ApplicationForm } },
  insured: { id: string; answers: ClientAnswers } | null,
  canonical: Record<string, unknown>,
  by: { actor: string; at: Date },
): Promise<string[]> {
  if (!Object.keys(canonical).length) return [];
  if (insured) await recordClientAnswers(tx, insured, canonical, { actor: by.actor, at: by.at, source: `application:${app.id}` });
  return giveAnswers(tx, await folioMates(tx, app.folio.id, app.id), canonical, by.at);
}

/** The client's answers after these bank answers (null clears one), saved; the caller holds the insured's lock. */
export async function recordClientAnswers(
  tx: Tx,
  insured: { id: string; answers: ClientAnswers },
  canonical: Record<string, unknown>,
  by: { actor: string; at: Date; source: string },
): Promise<ClientAnswers> {
  const next = recordAnswers(insured.answers, canonical, { answeredBy: by.actor, answeredAt: by.at.toISOString(), source: by.source });
  await saveInsuredAnswers(tx, insured.id, next);
  return next;
}

/**
 * Gives bank answers to applications that ask them (a folio's other programs, or every open application of
 * a client, decision 033): each that changes is saved and re-rated, unless it changed meanwhile, is bound
 * or held by a bind, or its own questions refuse the value. Answers the ids re-rated.
 */
export async function giveAnswers(
  tx: Tx,
  applications: Array<{ id: string; programId: string; formPayload: Record<string, unknown>; updatedAt: Date; program: { applicationForm: ApplicationForm } }>,
  canonical: Record<string, unknown>,
  at: Date,
): Promise<string[]> {
  return (await giveAnswersToEach(tx, applications, canonical, at)).rerated;
}

/** giveAnswers, also saying which applications changed since they were read (a worker rated them): read them again to retry. */
export async function giveAnswersToEach(
  tx: Tx,
  applications: Array<{ id: string; programId: string; formPayload: Record<string, unknown>; updatedAt: Date; program: { applicationForm: ApplicationForm } }>,
  canonical: Record<string, unknown>,
  at: Date,
): Promise<{ rerated: string[]; changed: string[] }> {
  const rerated: string[] = [];
  const changed: string[] = [];
  for (const mate of applications) {
    const next = sharedAnswers(mate.program.applicationForm, mate.formPayload, canonical);
    if (!next || !partialValidator(mate.programId, mate.program.applicationForm)(next)) continue;
    if (await saveAnswersIfUnchanged(tx, mate.id, mate.updatedAt, next, at, true)) rerated.push(mate.id);
    else changed.push(mate.id);
  }
  return { rerated, changed };
}

/** Why a program's own question refuses this answer (its JSON Schema: a range, an enum), or null when it takes it. */
export function answerProblem(programId: string, form: ApplicationForm, key: string, value: unknown): string | null {
  const validate = partialValidator(programId, form);
  if (validate({ [key]: value })) return null;
  return (validate.errors ?? []).map((e) => e.message ?? "is invalid").join("; ") || "is invalid";
}
