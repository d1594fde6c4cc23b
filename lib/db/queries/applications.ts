// Applications: one program of a folio each, its rating outcome, answers and bind state.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { atomically, json, numberOrNull, type Tx } from "../client";
import { sql } from "kysely";
import { arrayText, builder, epochMillis, rows, statement, utcTime, uuidList, uuids, type RowOf } from "../sql";
import type { Risk } from "@/lib/rating/types";
import { ObjectJson, RiskJson, parseJson } from "../json";
import {
  CARD_COLUMNS,
  toApplicationRecord,
  toCardRecord,
  type ApplicationRecord,
  type CardRecord,
  type CardStanding,
  type UnderwriterDecisionRecord,
} from "../records/application";
import { toFolioRecord, type FolioRecord } from "../records/folio";
import { bumpFolioVersions } from "./folios/versions";
import { programById } from "./programs";

export async function getApplication(
  db: Tx,
  agencyId: string,
  folioId: string,
  id: string,
): Promise<(ApplicationRecord & CardStanding & { folio: FolioRecord }) | null> {
  const row = await db.application.findFirst({ where: { id, folioId, agencyId }, include: { folio: true } });
  if (!row) return null;
  const { folio, ...app } = row;
  const latest = await latestAttempt(db, app.groupId, app.programId);
  return { ...toApplicationRecord(app, await programById(db, app.programId)), latestAttempt: latest, folio: toFolioRecord(folio) };
}

/** An application of a folio whatever its agency (documents open with a pay link too), with its agency. */
export async function getApplicationOfFolio(db: Tx, folioId: string, id: string) {
  const row = await db.application.findFirst({ where: { id, folioId }, include: { agency: true } });
  if (!row) return null;
  const { agency, ...app } = row;
  return { ...toApplicationRecord(app, await programById(db, app.programId)), agency };
}

export async function applicationsByIds(db: Tx, ids: string[], scope: { agencyId?: string; folioId?: string } = {}): Promise<ApplicationRecord[]> {
  const rows = await db.application.findMany({ where: { id: { in: ids }, ...scope } });
  return Promise.all(rows.map(async (row) => toApplicationRecord(row, await programById(db, row.programId))));
}

/** One application as a card (no risk, answers or worksheet parsed): what its events say of it. */
export async function cardById(db: Tx, id: string): Promise<CardRecord | null> {
  const row = await db.application.findUnique({ where: { id }, select: { ...CARD_COLUMNS, formPayload: true } });
  return row ? toCardRecord(row, await programById(db, row.programId)) : null;
}

/** The rated risk of an application (a policy's limits schedule reads a trip's insured cost from it). */
export async function riskOfApplication(db: Tx, id: string): Promise<Risk | null> {
  const row = await db.application.findUnique({ where: { id }, select: { id: true, risk: true } });
  return row ? parseJson(RiskJson, row.risk, `application ${row.id} risk`) : null;
}

/**
 * The version of the folio an application belongs to, if the application is in that folio and the
 * agency's: what the application view's ETag is made of (one indexed read).
 */
export async function applicationFolioVersion(
  db: Tx,
  agencyId: string,
  folioId: string,
  id: string,
): Promise<{ version: number; expiresAt: Date; validUntil: Date[]; insuredUpdatedAt: Date } | null> {
  const [row] = await rows(db, APPLICATION_FOLIO_VERSION, { id, folioId, agencyId });
  return row
    ? {
        version: Number(row.version),
        expiresAt: new Date(row.expires_ms),
        validUntil: [new Date(row.valid_until_ms)],
        insuredUpdatedAt: new Date(row.insured_updated_ms),
      }
    : null;
}

/** applicationFolioVersion's read. Timestamps as epoch milliseconds (lib/db/sql.ts). */
const APPLICATION_FOLIO_VERSION = statement("application_folio_version_v1", (args: { id: string; folioId: string; agencyId: string }) =>
  builder
    .selectFrom("applications as a")
    .innerJoin("folios as f", "f.id", "a.folio_id")
    .innerJoin("insureds as i", "i.id", "f.insured_id")
    .select((eb) => [
      "f.version",
      epochMillis(eb.ref("f.expires_at")).as("expires_ms"),
      epochMillis(eb.ref("a.valid_until")).as("valid_until_ms"),
      epochMillis(eb.ref("i.updated_at")).as("insured_updated_ms"),
    ])
    .where("a.id", "=", args.id)
    .where("a.folio_id", "=", args.folioId)
    .where("a.agency_id", "=", args.agencyId),
);

/** The applications of a folio as its create answer lists them, in request order. */
export async function folioApplicationSummaries(db: Tx, folioId: string) {
  return applicationSummaries(db, await rows(db, FOLIO_APPLICATION_SUMMARIES, { folioId }));
}

/** A row of FOLIO_APPLICATION_SUMMARIES. */
export type ApplicationSummaryRow = RowOf<typeof FOLIO_APPLICATION_SUMMARIES>;

/** FOLIO_APPLICATION_SUMMARIES's rows with their programs (from the catalogue: no query per row). */
export function applicationSummaries(db: Tx, rows: ApplicationSummaryRow[]) {
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      programId: r.program_id,
      attemptNumber: Number(r.attempt_number),
      status: r.status,
      premiumCents: numberOrNull(r.premium_cents),
      feesCents: numberOrNull(r.fees_cents),
      taxesCents: numberOrNull(r.taxes_cents),
      totalCents: numberOrNull(r.total_cents),
      program: await programById(db, r.program_id),
    })),
  );
}

/**
 * $1 the folio: its applications' status and price, in the order the programs were asked for (every create
 * answers with it; a rating completion reads it under the folio's lock for the folio's own event).
 */
export const FOLIO_APPLICATION_SUMMARIES = statement("folio_application_summaries_v2", (args: { folioId: string }) =>
  builder
    .selectFrom("applications")
    .select(["id", "program_id", "attempt_number", "status", "premium_cents", "fees_cents", "taxes_cents", "total_cents"])
    .where("folio_id", "=", args.folioId)
    .orderBy("position")
    .orderBy("id"),
);

/** The highest attempt number of a program in a group. */
export async function latestAttempt(db: Tx, groupId: string, programId: string): Promise<number> {
  const row = await db.application.aggregate({ where: { groupId, programId }, _max: { attemptNumber: true } });
  return row._max.attemptNumber ?? 0;
}

/**
 * Saves answers only if the application is as it was read (same updated_at), not bound and not held by
 * a bind: one statement decides, so answers never land under or after a bind.
 */
/**
 * Writes the answers if the application has not changed since `readAt` and is neither bound nor held by a
 * bind. With `rerate`, the application goes back on the rating queue (pending, no lease: a worker still
 * rating the old answers cannot record its outcome), since the answers decide its price and eligibility.
 */
export async function saveAnswersIfUnchanged(tx: Tx, id: string, readAt: Date, answers: Record<string, unknown>, now: Date, rerate = false): Promise<boolean> {
  const { count } = await tx.application.updateMany({
    where: { id, updatedAt: readAt, status: { not: "bound" }, OR: [{ bindToken: null }, { bindUntil: { lt: now } }] },
    data: { formPayload: json(answers), ...(rerate ? requeue(now) : {}) },
  });
  if (count === 1) await bumpFolioVersions(tx, [id]);
  return count === 1;
}

/** The bind lock on every application, or on none (the count says how many were free). */
export async function takeBindLock(tx: Tx, agencyId: string, ids: string[], token: string, until: Date, now: Date): Promise<number> {
  const { count } = await tx.application.updateMany({
    where: { id: { in: ids }, agencyId, status: "success", OR: [{ bindToken: null }, { bindUntil: { lt: now } }] },
    data: { bindToken: token, bindUntil: until },
  });
  if (count) await bumpFolioVersions(tx, ids);
  return count;
}

export async function countBound(tx: Tx, ids: string[]): Promise<number> {
  return tx.application.count({ where: { id: { in: ids }, status: "bound" } });
}

export async function answersOf(tx: Tx, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const rows = await tx.application.findMany({ where: { id: { in: ids } }, select: { id: true, formPayload: true } });
  return new Map(rows.map((r) => [r.id, parseJson(ObjectJson, r.formPayload, `application ${r.id} formPayload`)]));
}

export async function releaseBindLock(db: Tx, ids: string[], token: string): Promise<void> {
  await atomically(db, async (tx) => {
    const { count } = await tx.application.updateMany({ where: { id: { in: ids }, bindToken: token }, data: { bindToken: null, bindUntil: null } });
    if (count) await bumpFolioVersions(tx, ids);
  });
}

/** Marks locked applications bound; the count is less than asked when the lock was lost. */
export async function markBound(tx: Tx, ids: string[], token: string, now: Date): Promise<number> {
  const { count } = await tx.application.updateMany({
    where: { id: { in: ids }, bindToken: token, status: "success" },
    data: { status: "bound", boundAt: now, bindToken: null, bindUntil: null },
  });
  if (count) await bumpFolioVersions(tx, ids);
  return count;
}

/** The columns that put an application back on the rating queue as a new rating job. */
export function requeue(now: Date) {
  return { status: "pending" as const, availableAt: now, leaseUntil: null, leaseToken: null, claimCount: 0 };
}

/**
 * Records an underwriter's decision on a referred application, if it is still the referral that was read
 * (same updatedAt): an approval puts it back on the rating queue (approved referrals no longer refer), a
 * decline ends it as declined with the underwriter's note.
 */
export async function recordUnderwriterDecision(tx: Tx, id: string, readAt: Date, decision: UnderwriterDecisionRecord, now: Date): Promise<boolean> {
  const outcome =
    decision.decision === "approved"
      ? requeue(now)
      : {
          status: "error" as const,
          ratedAt: now,
          referralReasons: Prisma.DbNull,
          declineReasons: json([{ code: "underwriter_declined", message: `Declined by the underwriter: ${decision.note}` }]),
        };
  const { count } = await tx.application.updateMany({
    where: { id, updatedAt: readAt, status: "referred" },
    data: { underwriterDecision: json(decision), ...outcome },
  });
  if (count === 1) await bumpFolioVersions(tx, [id]);
  return count === 1;
}

/**
 * The agency's other applications of these lines held by a live bind lock (a bind charging now), with
 * their folio's renewal link: a bind for the same insured and line waits for none of them but is refused.
 */
export async function liveBindsOfLines(tx: Tx, agencyId: string, lines: string[], exceptIds: string[], now: Date): Promise<ApplicationRecord[]> {
  if (!lines.length) return [];
  const held = await rows(tx, LIVE_BINDS_OF_LINES, { agencyId, now: now.toISOString(), lines: arrayText(lines), exceptIds: uuidList(exceptIds) });
  return held.length
    ? applicationsByIds(
        tx,
        held.map((r) => r.id),
      )
    : [];
}

/**
 * A text[] argument's text (`{"a","b"}`), each element quoted, as PostgreSQL reads an array literal: lib/db/sql.ts
 * has uuidList, whose elements need no quoting, but no list of text.
 */

/** liveBindsOfLines's read: `now` ISO text, `lines` a text[] literal (arrayText), `exceptIds` a uuid[] literal (uuidList). */
const LIVE_BINDS_OF_LINES = statement("live_binds_of_lines_v1", (args: { agencyId: string; now: string; lines: string; exceptIds: string }) =>
  builder
    .selectFrom("applications as a")
    .innerJoin("programs as pr", "pr.id", "a.program_id")
    .select("a.id")
    .where("a.agency_id", "=", args.agencyId)
    .where("a.bind_token", "is not", null)
    .where("a.bind_until", ">=", utcTime(args.now))
    .where((eb) => eb(eb.cast<string>("pr.type", "text"), "=", eb.fn.any(sql<string[]>`${args.lines}::text[]`)))
    .where((eb) => eb.not(eb("a.id", "=", eb.fn.any(uuids(args.exceptIds))))),
);

/** The policy each folio renews (renewal offers), by folio id. */
export async function renewalsOfFolios(tx: Tx, folioIds: string[]): Promise<Map<string, string | null>> {
  const rows = await tx.folio.findMany({ where: { id: { in: folioIds } }, select: { id: true, renewalOfPolicyId: true } });
  return new Map(rows.map((r) => [r.id, r.renewalOfPolicyId]));
}

/** The other applications of a folio, as sharing an answer with them needs them (decision 031). */
/**
 * A client's open applications (decision 033): of its folios not expired and with nothing bound, each
 * program's latest attempt in its group (a re-quoted program's earlier attempt is history), not bound.
 * In folio order (oldest first), then card order.
 */
export async function openApplicationsOfInsured(tx: Tx, agencyId: string, insuredId: string, now: Date) {
  const ids = await rows(tx, OPEN_APPLICATIONS_OF_INSURED, { insuredId, agencyId, now: now.toISOString() });
  if (!ids.length) return [];
  const found = await tx.application.findMany({
    where: { id: { in: ids.map((r) => r.id) } },
    select: { id: true, folioId: true, programId: true, formPayload: true, updatedAt: true },
  });
  const byId = new Map(found.map((r) => [r.id, r]));
  return Promise.all(
    ids.map(async ({ id }) => {
      const r = byId.get(id)!;
      return { ...r, formPayload: parseJson(ObjectJson, r.formPayload, `application ${r.id} formPayload`), program: await programById(tx, r.programId) };
    }),
  );
}

/** openApplicationsOfInsured's ids, in its order: `now` ISO text. */
const OPEN_APPLICATIONS_OF_INSURED = statement("open_applications_of_insured_v1", (args: { insuredId: string; agencyId: string; now: string }) =>
  builder
    .selectFrom("applications as a")
    .innerJoin("folios as f", "f.id", "a.folio_id")
    .select("a.id")
    .where("f.insured_id", "=", args.insuredId)
    .where("f.agency_id", "=", args.agencyId)
    .where("f.expires_at", ">", utcTime(args.now))
    .where("a.status", "<>", sql.lit("bound"))
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("applications as b").select(sql.lit(1).as("one")).whereRef("b.folio_id", "=", "f.id").where("b.status", "=", sql.lit("bound"))),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("applications as l")
            .select(sql.lit(1).as("one"))
            .whereRef("l.group_id", "=", "a.group_id")
            .whereRef("l.program_id", "=", "a.program_id")
            .whereRef("l.attempt_number", ">", "a.attempt_number"),
        ),
      ),
    )
    .orderBy("f.created_at")
    .orderBy("f.id")
    .orderBy("a.position")
    .orderBy("a.id"),
);

export async function folioMates(tx: Tx, folioId: string, exceptId: string) {
  const rows = await tx.application.findMany({
    where: { folioId, id: { not: exceptId }, status: { not: "bound" } },
    select: { id: true, programId: true, formPayload: true, updatedAt: true, effectiveDate: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  return Promise.all(
    rows.map(async (r) => ({
      ...r,
      formPayload: parseJson(ObjectJson, r.formPayload, `application ${r.id} formPayload`),
      program: await programById(tx, r.programId),
    })),
  );
}
