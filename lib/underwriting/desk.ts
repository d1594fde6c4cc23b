// The underwriting desk (issue 31 item 2, decision 040): the queue of a carrier's referrals from every
// appointed agency, one referral with its risk and answers, and the agency's note to the underwriter.
import "server-only";
import type { AgencyPrincipal } from "@/lib/auth/api-keys";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import type { Db } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import { getApplication } from "@/lib/db/queries/applications";
import { deskFacets, deskReferral, deskReferrals, saveReferralNote, type Desk, type DeskReferralRecord } from "@/lib/db/queries/underwriting";

export { deskFacets };
import { AppError, notFound, validationError } from "@/lib/errors";
import type { ListReferralsQuery } from "@/lib/schemas/underwriting";

export type { DeskReferralRecord };

export async function listDesk(
  db: Db,
  desk: Desk,
  q: ListReferralsQuery,
  now = new Date(),
): Promise<{ items: DeskReferralRecord[]; nextCursor: string | null }> {
  const position = q.cursor ? decodeCursor(q.cursor) : null;
  if (q.cursor && !position) throw validationError([{ path: "cursor", message: "is not a cursor this list gave", code: "invalid_cursor" }]);
  const rows = await deskReferrals(db, desk, {
    status: q.status,
    programCode: q.program,
    state: q.state,
    agencyId: q.agency,
    referredBefore: q.older_than_hours === undefined ? undefined : new Date(now.getTime() - q.older_than_hours * 3_600_000),
    after: position ? { at: position.createdAt, id: position.id } : null,
    limit: q.limit,
  });
  const items = rows.slice(0, q.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor({ createdAt: last.ratedAt ?? last.createdAt, id: last.id }) : null };
}

export async function getDeskReferral(db: Db, carrier: Desk & { carrierName: string }, applicationId: string): Promise<DeskReferralRecord> {
  const r = await deskReferral(db, carrier, applicationId);
  if (!r) throw notFound(`No referral ${applicationId} for ${carrier.carrierName}'s programs.`);
  return r;
}

/** The agency's note to the underwriter on one of its referred applications. Audited. */
export async function noteForUnderwriter(
  db: Db,
  principal: AgencyPrincipal,
  folioId: string,
  applicationId: string,
  note: string,
  ctx: { requestId: string },
): Promise<void> {
  const app = await getApplication(db, principal.agencyId, folioId, applicationId);
  if (!app) throw notFound(`No application ${applicationId} in quote folio ${folioId}.`);
  if (app.status !== "referred") {
    throw new AppError("not_referred", `Application ${app.id} (${app.program.code}) is ${app.status}, not referred: no underwriter is waiting on a note.`);
  }
  await db.$transaction(async (tx) => {
    await saveReferralNote(tx, principal.agencyId, folioId, applicationId, note);
    await recordAudit(tx, {
      agencyId: principal.agencyId,
      actor: principal.actor,
      action: "application.referral_note",
      objectType: "application",
      objectId: applicationId,
      before: { note: app.referralNote },
      after: { note },
      requestId: ctx.requestId,
    });
  });
}
