// Create-quote and re-quote: validate, record the folio and its applications (which are the rating
// jobs) in one transaction, then let the worker rate them. A single TI program is priced inline.
import "server-only";
import { randomUUID } from "node:crypto";
import { insuredOf } from "@/lib/rating/insured";
import { canonicalHash, canonicalJson } from "@/lib/canonical-json";
import type { Db, Tx } from "@/lib/db/client";
import { folioApplicationSummaries } from "@/lib/db/queries/applications";
import { servicingNow } from "@/lib/db/queries/clock";
import { insertFolio } from "@/lib/db/queries/folios/insert";
import { findFolio } from "@/lib/db/queries/folios/read";
import { getRequoteBase, lastAttempts, latestChoices, lockGroup } from "@/lib/db/queries/folios/requote";
import type { ProgramRecord } from "@/lib/db/records/program";
import { AppError, notFound, validationError, type FieldIssue } from "@/lib/errors";
import { isoDay } from "@/lib/dates";
import { rateNow, type RatingDeps } from "./rate-application";
import type { ProgramType, SelectedOptions } from "@/lib/rating/types";
import {
  CreateQuoteRequest as CreateQuoteRequestSchema,
  RATING_FIELD_NAMES,
  type CreateQuoteRequest,
  type RatingFields,
  type RequoteRequest,
} from "@/lib/schemas/quote";
import type { z } from "zod";
import {
  alignedDefaults,
  buildRisk,
  exposureIssues,
  mergeRatingBlock,
  requoteProgramChoices,
  selectEndorsements,
  selectProgramOptions,
  selectOptions,
  termOf,
  validateForTypes,
  type RatingBlock,
} from "./rating-block";
import { insuredForQuote, prefillFromInsured } from "./insured";
import { prefillAnswers } from "@/lib/questions/answers";
import { resolvePrograms } from "./programs";
import { answersForRenewal } from "./renewal-answers";

export interface CreatedFolio {
  folioId: string;
  groupId: string;
  originalQuoteId: string | null;
  applicationIds: string[];
  /** Set when the request is a single TI program, which the caller prices before answering. */
  priceInline: string | null;
}

export interface Plan {
  program: ProgramRecord;
  risk: ReturnType<typeof buildRisk>;
  selected: Record<string, number>;
  /** Endorsement keys added to the program's included ones (a rating factor). */
  endorsements: string[];
}

const DAY_MS = 86_400_000;
/** How long the workers leave a single TI application to the request that prices it inline. */
export const INLINE_HOLD_MS = 30_000;

/** Called in the transaction that records the folio (an Idempotency-Key notes the folio it made). */
export type OnFolioCommit = (tx: Tx, folioId: string) => Promise<void>;

export interface RecordOptions {
  now?: Date;
  onCommit?: OnFolioCommit;
  /** The client quoted, when known (a re-quote's): otherwise body.insuredId, the renewed policy's, or the matching rule's. */
  insuredId?: string;
  /** A renewal offer: the policy it renews, the answers it carries over, and the servicing day it is offered on. */
  renewal?: { policyId: string; answers: Record<string, unknown>; validUntil: Date; asOf: Date };
  /** The portal user quoting (null or left out: an API key, a job): whose book a new folio and client are in (decision 045). */
  createdByUserId?: string | null;
}

export async function createQuote(
  db: Db,
  agencyId: string,
  body: CreateQuoteRequest,
  rawBody: Record<string, unknown>,
  options: RecordOptions = {},
): Promise<CreatedFolio> {
  let group: { groupId: string; originalQuoteId: string } | null = null;
  if (body.originalQuoteId) {
    const original = await findFolio(db, agencyId, body.originalQuoteId);
    if (!original) throw validationError([{ path: "originalQuoteId", message: "no quote folio of your agency has this id", code: "not_found" }]);
    group = { groupId: original.groupId, originalQuoteId: original.id };
  }
  // An insured named: what the request leaves out comes from its facts (decision 030).
  if (body.insuredId) await prefillFromInsured(db, agencyId, body.insuredId, body as Record<string, unknown>, rawBody);
  return recordFolio(db, agencyId, body, rawBody, group, { ...options, ...(body.insuredId ? { insuredId: body.insuredId } : {}) });
}

/** Re-quote: rating fields given are merged over the original folio's; programs default to its programs. */
export async function requote(
  db: Db,
  agencyId: string,
  folioId: string,
  body: RequoteRequest,
  rawBody: Record<string, unknown>,
  options: RecordOptions = {},
): Promise<CreatedFolio> {
  const plan = await planRequote(db, agencyId, folioId, body, rawBody);
  const { original, programs } = plan;
  const renewal = original.folio.renewalOfPolicyId ? await renewalRequote(db, agencyId, original, programs, options.now) : undefined;
  return recordFolio(
    db,
    agencyId,
    plan.createBody,
    plan.raw,
    { groupId: original.folio.groupId, originalQuoteId: original.folio.id },
    { ...options, renewal, insuredId: original.folio.insuredId },
  );
}

/** What a re-quote would record, as create-quote's request: the merged block, the programs, and what it was merged from. */
async function planRequote(db: Db, agencyId: string, folioId: string, body: RequoteRequest, rawBody: Record<string, unknown>) {
  const original = await getRequoteBase(db, agencyId, folioId);
  if (!original) throw notFound(`No quote folio with id ${folioId}.`);
  // The spec reuses the group "by passing originalQuoteId": here the path names the folio, so the field
  // may repeat it, and naming any other folio (another agency's too: nothing is looked up) is a conflict.
  if (body.originalQuoteId !== undefined && body.originalQuoteId.toLowerCase() !== original.folio.id) {
    throw new AppError(
      "original_quote_mismatch",
      `originalQuoteId ${body.originalQuoteId} is not the folio being re-quoted (${original.folio.id}); leave it out, or send the path's quoteId.`,
      [{ path: "originalQuoteId", message: `must be ${original.folio.id}, the quoteId in the path`, code: "original_quote_mismatch" }],
    );
  }
  const { issues: conflicts } = mergeRatingBlock(body, rawBody);
  if (conflicts.length) throw validationError(conflicts);
  const base = original.systemPayload;
  // Fields given at the top level stay there (and in system_payload those given there), so a 400 names the
  // field where it was sent; the rest comes from the original folio's block.
  const topLevel = RATING_FIELD_NAMES.filter((name) => name in rawBody);
  const changes: Record<string, unknown> = { ...((rawBody.system_payload as Record<string, unknown>) ?? {}) };
  for (const name of topLevel) changes[name] = rawBody[name];
  const merged: Record<string, unknown> = { ...base, ...changes };
  if (base.coverage && changes.coverage) merged.coverage = { ...(base.coverage as object), ...(changes.coverage as object) };
  const programs = body.programs ?? original.programIds;
  // Each program keeps its own options and endorsements from its latest attempt in the session unless this
  // request changes them; the folio-wide coverage given here applies to the programs re-quoted (decision 031).
  const { programs: quoted } = await resolvePrograms(db, agencyId, programs);
  const latest = await latestChoices(
    db,
    original.folio.groupId,
    quoted.map((p) => p.id),
  );
  const own = requoteProgramChoices(quoted, latest, merged.coverage as RatingFields["coverage"], changes as RatingFields);
  delete merged.program_options;
  delete merged.endorsements;
  if (Object.keys(own.programOptions).length) merged.program_options = own.programOptions;
  if (Object.keys(own.endorsements).length) merged.endorsements = own.endorsements;
  const given = new Set<string>(topLevel.filter((name) => name in merged));
  const nested = Object.fromEntries(Object.entries(merged).filter(([name]) => !given.has(name)));
  const top = Object.fromEntries(Object.entries(merged).filter(([name]) => given.has(name)));
  const createBody = {
    ...(top as RatingFields),
    system_payload: nested as RatingFields,
    programs,
    clientState: body.clientState ?? original.folio.clientState ?? undefined,
    source: body.source ?? original.folio.source ?? undefined,
  } satisfies CreateQuoteRequest;
  const raw: Record<string, unknown> = { ...top, system_payload: nested, programs };
  return { original, programs, createBody, raw, base, merged, quoted, latest };
}

export interface RequotePreview {
  folioId: string;
  groupId: string;
  /** The block the re-quote would store. */
  systemPayload: Record<string, unknown>;
  /** Folio-wide fields that change (risk fields; coverage options as coverage.<key>), from the re-quoted folio's block. */
  changes: Array<{ field: string; from: unknown; to: unknown }>;
  /** Each program re-quoted: its latest attempt's choices (null when new to the session) and what it would be rated with. */
  programs: Array<{
    program: ProgramRecord;
    attemptNumber: number;
    latest: { attemptNumber: number; selectedOptions: SelectedOptions; addedEndorsements: string[] } | null;
    selected: SelectedOptions;
    endorsements: string[];
  }>;
  /** The session's programs this re-quote leaves as they are. */
  notRequoted: ProgramRecord[];
}

/**
 * A re-quote's dry run (decision 031): the same merge and the same checks (a 400 here is the re-quote's 400),
 * and nothing recorded. Says what changes for the folio and for each program before the caller commits.
 */
export async function previewRequote(
  db: Db,
  agencyId: string,
  folioId: string,
  body: RequoteRequest,
  rawBody: Record<string, unknown>,
  now = new Date(),
): Promise<RequotePreview> {
  const plan = await planRequote(db, agencyId, folioId, body, rawBody);
  const { original, programs } = plan;
  const renewal = original.folio.renewalOfPolicyId ? await renewalRequote(db, agencyId, original, programs, now) : undefined;
  const prepared = await prepareQuote(db, agencyId, plan.createBody, plan.raw, renewal?.asOf ?? (await servicingNow(db, agencyId, now)));
  const session = await latestChoices(db, original.folio.groupId);
  const requoted = new Set(prepared.programs.map((p) => p.id));
  const left = [...session.keys()].filter((id) => !requoted.has(id));
  const { programs: notRequoted } = left.length ? await resolvePrograms(db, agencyId, left) : { programs: [] };
  return {
    folioId: original.folio.id,
    groupId: original.folio.groupId,
    systemPayload: prepared.block.payload,
    changes: blockChanges(plan.base, prepared.block.payload),
    programs: prepared.plans.map((p) => {
      const latest = session.get(p.program.id) ?? null;
      return { program: p.program, attemptNumber: (latest?.attemptNumber ?? 0) + 1, latest, selected: p.selected, endorsements: p.endorsements };
    }),
    notRequoted,
  };
}

/** The folio-wide fields that differ between two blocks: each coverage option on its own, the per-program parts left to the programs. */
function blockChanges(before: Record<string, unknown>, after: Record<string, unknown>): RequotePreview["changes"] {
  const changes: RequotePreview["changes"] = [];
  const differ = (a: unknown, b: unknown) => canonicalJson(a ?? null) !== canonicalJson(b ?? null);
  for (const field of RATING_FIELD_NAMES) {
    if (field === "program_options" || field === "endorsements") continue;
    if (field === "coverage") {
      const [a, b] = [(before.coverage ?? {}) as Record<string, unknown>, (after.coverage ?? {}) as Record<string, unknown>];
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (differ(a[key], b[key])) changes.push({ field: `coverage.${key}`, from: a[key] ?? null, to: b[key] ?? null });
      continue;
    }
    if (differ(before[field], after[field])) changes.push({ field, from: before[field] ?? null, to: after[field] ?? null });
  }
  return changes;
}

/**
 * A re-quote of a renewal offer is still the renewal (issue 27, item 8): the same policy renewed (so paying
 * it accepts the renewal, and a bind links the new policy to the expiring one and keeps its retroactive
 * date), the offer's answers carried on, open until the expiring term ends. Only its own program.
 */
async function renewalRequote(
  db: Db,
  agencyId: string,
  original: NonNullable<Awaited<ReturnType<typeof getRequoteBase>>>,
  programs: RequoteRequest["programs"] & {},
  now = new Date(),
): Promise<NonNullable<RecordOptions["renewal"]>> {
  const [programId] = original.programIds;
  const { programs: resolved } = await resolvePrograms(db, agencyId, programs);
  if (resolved.length !== 1 || resolved[0]!.id !== programId) {
    throw validationError([
      { path: "programs", message: "a renewal offer is re-quoted for its own program only; quote other programs in a new folio", code: "renewal_program" },
    ]);
  }
  return {
    policyId: original.folio.renewalOfPolicyId!,
    answers: original.answersByProgram.get(programId!) ?? {},
    validUntil: original.folio.expiresAt,
    asOf: await servicingNow(db, agencyId, now),
  };
}

/**
 * A renewal offer: the expiring term's rating block with the next term's effective date, re-rated by the
 * workers at the program's current rates, in a folio of its own that names the policy it renews.
 */
export async function recordRenewalQuote(
  db: Db,
  agencyId: string,
  base: { systemPayload: Record<string, unknown>; programId: string; answers: Record<string, unknown> },
  renews: { policyId: string; nextTermStart: string },
  at: { wall: Date; servicing: Date },
  onCommit?: OnFolioCommit,
): Promise<CreatedFolio> {
  const payload = { ...base.systemPayload, effective_date: renews.nextTermStart } as RatingFields;
  const { programs } = await resolvePrograms(db, agencyId, [base.programId]);
  if (payload.endorsements) {
    // The renewal rates one program: it keeps that program's added endorsements, not its folio-mates'.
    const code = programs[0]?.code.toUpperCase();
    payload.endorsements = Object.fromEntries(Object.entries(payload.endorsements).filter(([c]) => c.toUpperCase() === code));
  }
  if (payload.program_options) {
    // Likewise its own options (decision 031).
    const code = programs[0]?.code.toUpperCase();
    payload.program_options = Object.fromEntries(Object.entries(payload.program_options).filter(([c]) => c.toUpperCase() === code));
  }
  // The answers as of the next term: years in business advanced, questions no longer asked dropped.
  const asked = new Set(Object.keys(programs[0]?.applicationForm.properties ?? {}));
  const expiringEffective = typeof base.systemPayload.effective_date === "string" ? base.systemPayload.effective_date : renews.nextTermStart;
  const answers = answersForRenewal(base.answers, expiringEffective, renews.nextTermStart, asked);
  const body = { system_payload: payload, programs: [base.programId], source: "renewal" } as CreateQuoteRequest;
  return recordFolio(db, agencyId, body, { system_payload: payload, programs: [base.programId] }, null, {
    now: at.wall,
    ...(onCommit ? { onCommit } : {}),
    // The offer stands until the expiring term ends (then it lapses), not the program's usual quote validity.
    renewal: { policyId: renews.policyId, answers, validUntil: new Date(`${renews.nextTermStart}T00:00:00.000Z`), asOf: at.servicing },
  });
}

export interface PreparedQuote {
  block: RatingBlock;
  programs: ProgramRecord[];
  plans: Plan[];
  hash: string;
}

/**
 * Everything create-quote checks, without writing: programs resolved against the agency's
 * appointments, per-type validation, the normalised risk and each program's options. Throws AppError.
 * `asOf` is the agency's servicing moment (servicingNow): dates are checked against its day.
 */
export async function prepareQuote(
  db: Db,
  agencyId: string,
  body: RatingFields & { system_payload?: RatingFields; programs: CreateQuoteRequest["programs"] },
  rawBody: Record<string, unknown>,
  asOf: Date,
): Promise<PreparedQuote> {
  const checked = await checkQuote(db, agencyId, body, rawBody, asOf);
  if ("issues" in checked) throw quoteError(checked.issues);
  return checked;
}

/**
 * The 400 of a create-quote: every issue at once (issue 30 item 4). A request naming an unknown program keeps
 * the problem type it always had (unknown_program, checked before anything else used to be), its errors[]
 * now naming the other faults too; the type a request gets never changed with this (decision 034).
 */
export function quoteError(issues: FieldIssue[]): AppError {
  const programFaults = issues.filter((i) => i.code === "unknown_program" || i.code === "duplicate_program");
  if (programFaults.length) {
    const detail = issues.length === programFaults.length ? issues.map((i) => `${i.path}: ${i.message}`).join("; ") : undefined;
    return new AppError(
      "unknown_program",
      detail ?? `${programFaults.map((i) => `${i.path}: ${i.message}`).join("; ")}; and ${issues.length - programFaults.length} more faults: see errors[]`,
      issues,
    );
  }
  return validationError(issues);
}

/**
 * Every check of a create-quote in one pass, without writing: programs resolved against the agency's
 * appointments, the fields each program's type needs, the rules between fields, options, endorsements and
 * exposures. Either the prepared quote or every issue found (a partner learns all it must fix at once).
 */
export async function checkQuote(
  db: Db,
  agencyId: string,
  body: RatingFields & { system_payload?: RatingFields; programs: CreateQuoteRequest["programs"] },
  rawBody: Record<string, unknown>,
  asOf: Date,
): Promise<PreparedQuote | { issues: FieldIssue[] }> {
  const { block, issues } = mergeRatingBlock(body, rawBody);
  const { programs, issues: programIssues } = await resolvePrograms(db, agencyId, body.programs);
  issues.unshift(...programIssues);
  const types = new Set<ProgramType>(programs.map((p) => p.type));
  issues.push(...validateForTypes(block, types, isoDay(asOf)));

  const { added, issues: endorsementIssues } = selectEndorsements(programs, block.fields.endorsements, block.pathOf);
  const { chosen, issues: programOptionIssues } = selectProgramOptions(programs, block.fields.program_options, block.pathOf);
  const aligned = alignedDefaults(
    programs.map((p) => p.options),
    block.fields.coverage,
  );
  const choices: Array<{ program: ProgramRecord; selected: SelectedOptions }> = [];
  for (const program of programs) {
    // A program's own options take precedence over the folio-wide coverage (decision 031): a folio-wide
    // value it overrides is not its business, even one it does not offer.
    const own = chosen.get(program.id) ?? {};
    const coverage = Object.fromEntries(Object.entries(block.fields.coverage ?? {}).filter(([key]) => own[key] === undefined));
    const { selected: wide, issues: optionIssues } = selectOptions(program.options, coverage, block.pathOf, program.code);
    const selected = {
      ...wide,
      ...Object.fromEntries(program.options.filter((o) => aligned[o.key] !== undefined).map((o) => [o.key, aligned[o.key]!])),
      ...own,
    };
    issues.push(...optionIssues);
    if (program.type !== "TI") issues.push(...exposureIssues(program.ratingPlan, block.fields, block.pathOf, program.code));
    choices.push({ program, selected });
  }
  issues.push(...endorsementIssues, ...programOptionIssues);
  if (issues.length) return { issues };
  const plans: Plan[] = choices.map(({ program, selected }) => ({
    program,
    risk: buildRisk(block.fields, program.type),
    selected,
    endorsements: added.get(program.id) ?? [],
  }));
  return { block, programs, plans, hash: canonicalHash(block.payload) };
}

/**
 * A create-quote whose body fails its schema: the other checks run on the fields that did parse, so the 400
 * names every fault at once (issue 30 item 4) rather than formats first, then programs, then what each
 * program needs. Fields with a format fault are left out of those checks (not reported again as missing).
 */
export async function quoteIssuesBeside(db: Db, agencyId: string, json: unknown, error: z.ZodError, now = new Date()): Promise<FieldIssue[]> {
  if (!isObject(json)) return [];
  const rest: Record<string, unknown> = structuredClone(json);
  const nested = isObject(rest.system_payload) ? rest.system_payload : null;
  const faulty = new Set<string>();
  const badPrograms = new Set<number>();
  for (const issue of error.issues) {
    const path = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const [root, field] of path) {
      if (root === "system_payload" && typeof field === "string" && nested) {
        delete nested[field];
        faulty.add(field);
      } else if (root === "programs" && typeof field === "number") {
        badPrograms.add(field);
      } else if (typeof root === "string" && root !== "programs" && root !== "system_payload") {
        delete rest[root];
        faulty.add(root);
      } else {
        return []; // programs or system_payload itself unusable: nothing more can be said of the rest
      }
    }
  }
  // Programs that did parse keep their positions in what is reported.
  const kept = Array.isArray(rest.programs) ? rest.programs.map((_, i) => i).filter((i) => !badPrograms.has(i)) : [];
  if (Array.isArray(rest.programs)) rest.programs = kept.map((i) => (rest.programs as unknown[])[i]);
  const parsed = CreateQuoteRequestSchema.safeParse(rest);
  if (!parsed.success) return [];
  const body = parsed.data;
  try {
    if (body.insuredId) await prefillFromInsured(db, agencyId, body.insuredId, body as Record<string, unknown>, rest);
    const checked = await checkQuote(db, agencyId, body, rest, await servicingNow(db, agencyId, now));
    if (!("issues" in checked)) return [];
    const rootOf = (path: string) => path.replace(/^system_payload\./, "").split(/[.[]/)[0]!;
    return checked.issues
      .filter((i) => !faulty.has(rootOf(i.path)))
      .map((i) => {
        const at = /^programs\[(\d+)\]/.exec(i.path);
        return at ? { ...i, path: i.path.replace(at[0], `programs[${kept[Number(at[1])]}]`) } : i;
      });
  } catch (e) {
    if (e instanceof AppError) return e.errors;
    throw e;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

async function recordFolio(
  db: Db,
  agencyId: string,
  body: CreateQuoteRequest,
  rawBody: Record<string, unknown>,
  group: { groupId: string; originalQuoteId: string } | null,
  { now = new Date(), onCommit, renewal, insuredId: named, createdByUserId = null }: RecordOptions,
): Promise<CreatedFolio> {
  // Dates are checked against the agency's servicing day, as a bind checks them (a sandbox clock may be
  // ahead: a quote made after a move binds on the same day it was quoted for); a renewal brings its own.
  const asOf = renewal?.asOf ?? (await servicingNow(db, agencyId, now));
  const { block, programs, plans, hash } = await prepareQuote(db, agencyId, body, rawBody, asOf);
  const inline = programs.length === 1 && programs[0]!.type === "TI";
  const groupId = group?.groupId ?? randomUUID();
  const maxValidity = Math.max(...programs.map((p) => p.quoteValidityDays));

  const created = await db.$transaction(async (tx) => {
    // Re-quotes of one group take their attempt numbers one at a time: the group's lock is held until
    // this transaction ends, so each sees the attempts committed before it (no unique-index retries).
    if (group) await lockGroup(tx, groupId);
    const lastAttempt = group
      ? await lastAttempts(
          tx,
          groupId,
          programs.map((p) => p.id),
        )
      : new Map<string, number>();
    const applications = plans.map((plan, position) => {
      const term = termOf(plan.risk);
      return {
        id: randomUUID(),
        programId: plan.program.id,
        attemptNumber: (lastAttempt.get(plan.program.id) ?? 0) + 1,
        position,
        systemPayload: block.payload,
        systemPayloadHash: hash,
        ...(renewal ? { formPayload: renewal.answers } : {}),
        risk: plan.risk,
        selectedOptions: plan.selected,
        addedEndorsements: plan.endorsements,
        effectiveDate: term.effectiveDate,
        expirationDate: term.expirationDate,
        validUntil: renewal?.validUntil ?? new Date(now.getTime() + plan.program.quoteValidityDays * DAY_MS),
        // A single TI program is priced inline by this request (claimOne ignores availableAt), so
        // the workers leave it alone for a while; if this process dies first, they rate it then.
        availableAt: inline ? new Date(now.getTime() + INLINE_HOLD_MS) : now,
      };
    });
    // The client: a business risk names it when the folio has one (a travel card beside it is its trip).
    const folioId = randomUUID();
    const clientRisk = (plans.find((p) => p.risk.kind === "business") ?? plans[0]!).risk;
    const client = await insuredForQuote(
      tx,
      agencyId,
      clientRisk,
      { insuredId: named ?? null, renewalOfPolicyId: renewal?.policyId ?? null },
      folioId,
      now,
      createdByUserId,
    );
    const insuredId = client.id;
    // Each program's questions the client has answered are answered already (decision 031); a renewal's
    // own answers (aged a year) come first.
    for (const [i, plan] of plans.entries()) {
      const prefilled = { ...prefillAnswers(plan.program.applicationForm, client.answers), ...(renewal?.answers ?? {}) };
      if (Object.keys(prefilled).length) applications[i]!.formPayload = prefilled;
    }
    await insertFolio(
      tx,
      {
        id: folioId,
        insuredId,
        agencyId,
        groupId,
        originalQuoteId: group?.originalQuoteId ?? null,
        source: body.source ?? null,
        insuredName: insuredOf(plans[0]!.risk).name,
        clientState: body.clientState ?? null,
        createdAt: now,
        expiresAt: renewal?.validUntil ?? new Date(now.getTime() + maxValidity * DAY_MS),
        renewalOfPolicyId: renewal?.policyId ?? null,
        createdByUserId,
      },
      applications,
    );
    await onCommit?.(tx, folioId);
    return { folioId, ids: applications.map((a) => a.id) };
  });
  return {
    folioId: created.folioId,
    groupId,
    originalQuoteId: group?.originalQuoteId ?? null,
    applicationIds: created.ids,
    priceInline: inline ? created.ids[0]! : null,
  };
}

export interface SubmitDeps {
  db: Db;
  rating: RatingDeps;
  /** Wakes this process's worker, if it runs one. */
  kickWorker?: () => void;
}

/**
 * After recording: prices a single TI program inline (the spec allows it; if this process dies
 * mid-way, the lease runs out and a worker rates it, so the work is never lost), wakes the worker,
 * and returns the folio with its applications as they stand.
 */
export async function submitFolio(deps: SubmitDeps, created: CreatedFolio) {
  if (created.priceInline) await rateNow(deps.db, created.priceInline, deps.rating, AbortSignal.timeout(deps.rating.leaseMs / 2));
  deps.kickWorker?.();
  return createdFolioState(deps.db, { id: created.folioId, groupId: created.groupId, originalQuoteId: created.originalQuoteId });
}

export async function createdFolioState(db: Db, folio: { id: string; groupId: string; originalQuoteId: string | null }) {
  return { folio, applications: await folioApplicationSummaries(db, folio.id) };
}

/** A folio already recorded (its request's answer was lost, e.g. a crash), as its create answer shows it. */
export async function recordedFolioState(db: Db, agencyId: string, folioId: string) {
  const folio = await findFolio(db, agencyId, folioId);
  if (!folio) throw notFound(`No quote folio with id ${folioId}.`);
  return createdFolioState(db, folio);
}
