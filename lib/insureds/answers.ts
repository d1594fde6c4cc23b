// The client's questionnaire (issue 30 item 2, decision 033): the bank questions that apply to an insured
// for some programs, and canonical answers given by question id, recorded on the insured and given to
// every open application of the client that asks them (re-rated), the way a form save shares its answers
// with its folio-mates (lib/bind/form.ts).
import "server-only";
import type { Db } from "@/lib/db/client";
import { openApplicationsOfInsured } from "@/lib/db/queries/applications";
import { recordAudit } from "@/lib/db/queries/audit";
import { insuredById, lockInsured, openRenewalSince, type InsuredAccountRecord } from "@/lib/db/queries/insureds";
import { appointedPrograms } from "@/lib/db/queries/programs";
import type { ProgramRecord } from "@/lib/db/records/program";
import { answerProblem, giveAnswersToEach, recordClientAnswers } from "@/lib/bind/form";
import { AppError, notFound, validationError, type FieldIssue } from "@/lib/errors";
import { formQuestionMap } from "@/lib/questions/bank";
import { statesOf } from "./facts";
import { checkAnswers, questionnaire, type Questionnaire } from "@/lib/questions/questionnaire";

const LINES_OF = { business: ["BOP", "CGL", "PL"], person: ["TI"] } as const;

export interface ClientQuestionnaire extends Questionnaire {
  insured: InsuredAccountRecord;
  programs: ProgramRecord[];
}

/** An open application an answer was given to (re-rated): its folio, its id and its program's code. */
export interface UpdatedApplication {
  folioId: string;
  quoteRequestId: string;
  program: string;
}

/**
 * The programs the questions are for: those named (codes the agency is appointed for, else a 400 naming
 * `programs`), else the programs of the client's open applications, else every appointed program of the
 * client's lines.
 */
async function programsFor(db: Db, agencyId: string, insured: InsuredAccountRecord, codes: string | undefined, now: Date): Promise<ProgramRecord[]> {
  const appointed = await appointedPrograms(db, agencyId);
  if (codes !== undefined) {
    const wanted = [...new Set(codes.split(",").map((c) => c.trim().toUpperCase()))].filter(Boolean);
    const issues: FieldIssue[] = [];
    const chosen: ProgramRecord[] = [];
    for (const code of wanted) {
      const p = appointed.find((a) => a.code.toUpperCase() === code);
      if (p) chosen.push(p);
      else issues.push({ path: "programs", message: `${code} is not a program your agency is appointed for`, code: "unknown_program" });
    }
    if (!wanted.length) issues.push({ path: "programs", message: "must name at least one program code", code: "invalid" });
    if (issues.length) throw validationError(issues);
    return chosen;
  }
  const open = await openApplicationsOfInsured(db, agencyId, insured.id, now);
  if (open.length) {
    const ids = new Set(open.map((a) => a.programId));
    return appointed.filter((p) => ids.has(p.id)).concat(open.map((a) => a.program).filter((p) => !appointed.some((x) => x.id === p.id)));
  }
  const lines: readonly string[] = LINES_OF[insured.kind];
  return appointed.filter((p) => lines.includes(p.type));
}

async function insuredOf(db: Db, agencyId: string, insuredId: string): Promise<InsuredAccountRecord> {
  const insured = await insuredById(db, agencyId, insuredId);
  if (!insured) throw notFound(`No insured with id ${insuredId}.`);
  return insured;
}

/** GET /v1/insureds/{id}/questions: the questions these programs ask of the client, answered or not. */
export async function clientQuestionnaire(
  db: Db,
  agencyId: string,
  insuredId: string,
  codes: string | undefined,
  now = new Date(),
): Promise<ClientQuestionnaire> {
  const insured = await insuredOf(db, agencyId, insuredId);
  const [programs, renewalSince] = await Promise.all([programsFor(db, agencyId, insured, codes, now), openRenewalSince(db, agencyId, insuredId, now)]);
  return { insured, programs, ...questionnaire(programs, insured.classCodes, insured.answers, statesOf(insured), renewalSince?.toISOString() ?? null) };
}

/**
 * POST /v1/insureds/{id}/answers: canonical answers by question id, each checked (a bank question that
 * applies to the client for these programs, of its type, a follow-up only once its trigger holds, and a
 * value at least one asking program's own schema takes), recorded on the insured (source "api", who and
 * when, and an audit row) and given to every open application of the client that asks it, each re-rated. An archived
 * insured takes no answers (409, as it takes no quotes) until restored.
 */
export async function answerQuestions(
  db: Db,
  agencyId: string,
  insuredId: string,
  given: Record<string, unknown>,
  codes: string | undefined,
  ctx: { actor: string; requestId: string },
  now = new Date(),
): Promise<ClientQuestionnaire & { updatedApplications: UpdatedApplication[] }> {
  const found = await insuredOf(db, agencyId, insuredId);
  const programs = await programsFor(db, agencyId, found, codes, now);
  const result = await db.$transaction(async (tx) => {
    const insured = await lockInsured(tx, agencyId, insuredId);
    if (!insured) throw notFound(`No insured with id ${insuredId}.`);
    if (insured.archivedAt) {
      throw new AppError("conflict", `Insured ${insuredId} is archived; restore it (POST /v1/insureds/${insuredId}/restore) before answering its questions.`, [
        { path: "insuredId", message: "is archived", code: "insured_archived" },
      ]);
    }
    const { issues } = checkAnswers(programs, insured.classCodes, insured.answers, given, statesOf(insured));
    const refused = new Set(issues.map((i) => i.path));
    // A value every asking program's own question refuses (out of its range, not one of its choices) is refused here too.
    for (const [id, value] of Object.entries(given)) {
      if (value === null || refused.has(`answers.${id}`)) continue;
      const problems: string[] = [];
      for (const p of programs) {
        const key = formQuestionMap(p.applicationForm).get(id);
        if (key === undefined) continue;
        const problem = answerProblem(p.id, p.applicationForm, key, value);
        if (problem === null) {
          problems.length = 0;
          break;
        }
        problems.push(`${p.code}: ${problem}`);
      }
      if (problems.length)
        issues.push({ path: `answers.${id}`, message: `is not an answer the programs take (${problems.join("; ")})`, code: "invalid_value" });
    }
    if (issues.length) throw validationError(issues);
    const answers = await recordClientAnswers(tx, insured, given, { actor: ctx.actor, at: now, source: "api" });
    await recordAudit(tx, {
      agencyId,
      actor: ctx.actor,
      action: "insured.answers",
      objectType: "insured",
      objectId: insured.id,
      before: insured.answers,
      after: answers,
      requestId: ctx.requestId,
    });
    // An application a worker rated since it was read is read again (a few times): the answer still reaches it.
    const updatedApplications: UpdatedApplication[] = [];
    let retry: Set<string> | null = null;
    for (let attempt = 1; attempt <= 5 && (retry === null || retry.size); attempt++) {
      const open = (await openApplicationsOfInsured(tx, agencyId, insuredId, now)).filter((a) => retry === null || retry.has(a.id));
      const { rerated, changed } = await giveAnswersToEach(tx, open, given, now);
      const done = new Set(rerated);
      for (const a of open) if (done.has(a.id)) updatedApplications.push({ folioId: a.folioId, quoteRequestId: a.id, program: a.program.code });
      retry = new Set(changed);
    }
    return { insured: { ...insured, answers }, updatedApplications };
  });
  const renewalSince = await openRenewalSince(db, agencyId, insuredId, now);
  return {
    ...result,
    programs,
    ...questionnaire(programs, result.insured.classCodes, result.insured.answers, statesOf(result.insured), renewalSince?.toISOString() ?? null),
  };
}
