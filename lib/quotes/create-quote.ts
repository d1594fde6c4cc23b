// Create-quote and re-quote: validate, record the folio and its applications (which are the rating
// jobs) in one transaction, then let the worker rate them. A single TI program is priced inline.
import { randomUUID } from "node:crypto";
import { AppError, validationError, type FieldIssue } from "@/lib/errors";
import { canonicalHash } from "@/lib/canonical-json";
import type { Db } from "@/lib/db/client";
import type { ProgramWithCarrier } from "@/lib/db/programs";
import { Prisma } from "@/lib/generated/prisma/client";
import type { OptionSet, ProgramType } from "@/lib/rating/types";
import type { CreateQuoteRequest, RatingFields, RequoteRequest } from "@/lib/schemas/quote";
import { buildRisk, mergeRatingBlock, selectOptions, termOf, validateForTypes, type RatingBlock } from "./rating-block";
import { resolvePrograms } from "./programs";
import { insuredOf } from "@/lib/bind/bind";

export interface CreatedFolio {
  folioId: string;
  groupId: string;
  originalQuoteId: string | null;
  applicationIds: string[];
  /** Set when the request is a single TI program, which the caller prices before answering. */
  priceInline: string | null;
}

export interface Plan {
  program: ProgramWithCarrier;
  risk: ReturnType<typeof buildRisk>;
  selected: Record<string, number>;
}

const DAY_MS = 86_400_000;

/** Called in the transaction that records the folio (an Idempotency-Key notes the folio it made). */
export type OnFolioCommit = (tx: Prisma.TransactionClient, folioId: string) => Promise<void>;

export interface RecordOptions {
  now?: Date;
  onCommit?: OnFolioCommit;
}
/** How long the workers leave a single TI application to the request that prices it inline. */
export const INLINE_HOLD_MS = 30_000;

export async function createQuote(
  db: Db,
  agencyId: string,
  body: CreateQuoteRequest,
  rawBody: Record<string, unknown>,
  options: RecordOptions = {},
): Promise<CreatedFolio> {
  let group: { groupId: string; originalQuoteId: string } | null = null;
  if (body.originalQuoteId) {
    const original = await db.folio.findFirst({ where: { id: body.originalQuoteId, agencyId }, select: { id: true, groupId: true } });
    if (!original) throw validationError([{ path: "originalQuoteId", message: "no quote folio of your agency has this id", code: "not_found" }]);
    group = { groupId: original.groupId, originalQuoteId: original.id };
  }
  return recordFolio(db, agencyId, body, rawBody, group, options);
}

/** Re-quote: rating fields given are merged over the original folio's; programs default to its programs. */
export async function requote(
  db: Db,
  agencyId: string,
  quoteId: string,
  body: RequoteRequest,
  rawBody: Record<string, unknown>,
  options: RecordOptions = {},
): Promise<CreatedFolio> {
  const original = await db.folio.findFirst({
    where: { id: quoteId, agencyId },
    include: { applications: { select: { programId: true, systemPayload: true }, orderBy: [{ position: "asc" }, { id: "asc" }] } },
  });
  if (!original) throw new AppError("not_found", `No quote folio with id ${quoteId}.`);
  const { issues: conflicts } = mergeRatingBlock(body, rawBody);
  if (conflicts.length) throw validationError(conflicts);
  const base = (original.applications[0]?.systemPayload ?? {}) as Record<string, unknown>;
  const changes: Record<string, unknown> = { ...((rawBody.system_payload as Record<string, unknown>) ?? {}) };
  for (const [k, v] of Object.entries(rawBody)) if (!["system_payload", "programs", "clientState", "source"].includes(k)) changes[k] = v;
  const merged: Record<string, unknown> = { ...base, ...changes };
  if (base.coverage && changes.coverage) merged.coverage = { ...(base.coverage as object), ...(changes.coverage as object) };
  const programs = body.programs ?? [...new Set(original.applications.map((a) => a.programId))];
  const createBody = {
    system_payload: merged as RatingFields,
    programs,
    clientState: body.clientState ?? ((original.clientState ?? undefined) as Record<string, unknown> | undefined),
    source: body.source ?? original.source ?? undefined,
  } satisfies CreateQuoteRequest;
  const raw: Record<string, unknown> = { system_payload: merged, programs };
  return recordFolio(db, agencyId, createBody, raw, { groupId: original.groupId, originalQuoteId: original.id }, options);
}

export interface PreparedQuote {
  block: RatingBlock;
  programs: ProgramWithCarrier[];
  plans: Plan[];
  hash: string;
}

/**
 * Everything create-quote checks, without writing: programs resolved against the agency's
 * appointments, per-type validation, the normalised risk and each program's options. Throws AppError.
 */
export async function prepareQuote(
  db: Db,
  agencyId: string,
  body: RatingFields & { system_payload?: RatingFields; programs: CreateQuoteRequest["programs"] },
  rawBody: Record<string, unknown>,
  now: Date,
): Promise<PreparedQuote> {
  const issues: FieldIssue[] = [];
  const { block, issues: mergeIssues } = mergeRatingBlock(body, rawBody);
  issues.push(...mergeIssues);
  const { programs, issues: programIssues } = await resolvePrograms(db, agencyId, body.programs);
  if (programIssues.length) {
    throw new AppError("unknown_program", programIssues.map((i) => `${i.path}: ${i.message}`).join("; "), programIssues);
  }
  const today = now.toISOString().slice(0, 10);
  const types = new Set<ProgramType>(programs.map((p) => p.type));
  issues.push(...validateForTypes(block, types, today));
  if (issues.length) throw validationError(issues);

  const plans: Plan[] = [];
  for (const program of programs) {
    const { selected, issues: optionIssues } = selectOptions(program.options as unknown as OptionSet[], block.fields.coverage, block.pathOf, program.code);
    issues.push(...optionIssues);
    plans.push({ program, risk: buildRisk(block.fields, program.type), selected });
  }
  if (issues.length) throw validationError(issues);
  return { block, programs, plans, hash: canonicalHash(block.payload) };
}

async function recordFolio(
  db: Db,
  agencyId: string,
  body: CreateQuoteRequest,
  rawBody: Record<string, unknown>,
  group: { groupId: string; originalQuoteId: string } | null,
  { now = new Date(), onCommit }: RecordOptions,
): Promise<CreatedFolio> {
  const { block, programs, plans, hash } = await prepareQuote(db, agencyId, body, rawBody, now);
  const inline = programs.length === 1 && programs[0]!.type === "TI";
  const groupId = group?.groupId ?? randomUUID();
  const maxValidity = Math.max(...programs.map((p) => p.quoteValidityDays));

  const created = await db.$transaction(async (tx) => {
    // Re-quotes of one group take their attempt numbers one at a time: the group's lock is held until
    // this transaction ends, so each sees the attempts committed before it (no unique-index retries).
    if (group) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${groupId}, 0))`;
    const folio = await tx.folio.create({
      data: {
        agencyId,
        groupId,
        originalQuoteId: group?.originalQuoteId ?? null,
        source: body.source ?? null,
        insuredName: insuredOf(plans[0]!.risk).name,
        clientState: (body.clientState ?? Prisma.DbNull) as Prisma.InputJsonValue,
        createdAt: now,
        expiresAt: new Date(now.getTime() + maxValidity * DAY_MS),
      },
    });
    const previous = group
      ? await tx.application.groupBy({
          by: ["programId"],
          where: { groupId, programId: { in: programs.map((p) => p.id) } },
          _max: { attemptNumber: true },
        })
      : [];
    const lastAttempt = new Map(previous.map((r) => [r.programId, r._max.attemptNumber ?? 0]));
    const rows = plans.map((plan, position) => {
      const term = termOf(plan.risk);
      return {
        id: randomUUID(),
        folioId: folio.id,
        agencyId,
        programId: plan.program.id,
        groupId,
        attemptNumber: (lastAttempt.get(plan.program.id) ?? 0) + 1,
        position,
        systemPayload: block.payload as Prisma.InputJsonValue,
        systemPayloadHash: hash,
        risk: plan.risk as unknown as Prisma.InputJsonValue,
        selectedOptions: plan.selected,
        effectiveDate: term.effectiveDate,
        expirationDate: term.expirationDate,
        validUntil: new Date(now.getTime() + plan.program.quoteValidityDays * DAY_MS),
        createdAt: now,
        // A single TI program is priced inline by this request (claimOne ignores availableAt), so
        // the workers leave it alone for a while; if this process dies first, they rate it then.
        availableAt: inline ? new Date(now.getTime() + INLINE_HOLD_MS) : now,
      };
    });
    await tx.application.createMany({ data: rows });
    await onCommit?.(tx, folio.id);
    return { folio, ids: rows.map((r) => r.id) };
  });
  return {
    folioId: created.folio.id,
    groupId,
    originalQuoteId: group?.originalQuoteId ?? null,
    applicationIds: created.ids,
    priceInline: inline ? created.ids[0]! : null,
  };
}
