// A carrier underwriter's decision on a referred application (decision 040): approve (with a note) re-rates it
// with the referral approved for its answers; decline (with a note) ends it as declined. Only the underwriters
// of the program's carrier decide (the desk's permission; another carrier's application is not found). The
// agency's producers are emailed the decision, and it is in the agency's audit log.
import "server-only";
import type { Db } from "@/lib/db/client";
import { recordUnderwriterDecision } from "@/lib/db/queries/applications";
import { recordAudit } from "@/lib/db/queries/audit";
import { insertMessage } from "@/lib/db/queries/messages";
import { agencyById, agentEmails, userById } from "@/lib/db/queries/reference";
import { deskReferral } from "@/lib/db/queries/underwriting";
import { AppError, notFound } from "@/lib/errors";
import { composeReferralDecisionEmail } from "@/lib/mail/referral-decision-email";
import { recordRatingOutcome } from "@/lib/webhooks/record";
import { answersHash } from "./approval";

export interface ReferralDecisionInput {
  decision: "approve" | "decline";
  note: string;
}

/** The carrier's underwriter deciding: the desk's caller. */
export interface Underwriter {
  carrierId: string;
  carrierName: string;
  /** The desk's mode: a live underwriter decides live referrals only (decision 043). */
  livemode: boolean;
  userId: string;
  actor: string;
}

export interface DecisionContext {
  requestId: string;
  /** The portal's address, for the link in the agency's email. */
  baseUrl: string;
  /** Whether an SMTP outbox sends mail (else the email is kept, status stored). */
  mailQueued: boolean;
}

/** Returns the messages written (to send at once) and whether the application went back to rating (an approval). */
export async function decideReferral(
  db: Db,
  underwriter: Underwriter,
  applicationId: string,
  input: ReferralDecisionInput,
  ctx: DecisionContext,
): Promise<{ rerate: boolean; messageIds: string[] }> {
  const app = await deskReferral(db, underwriter, applicationId);
  if (!app) throw notFound(`No referral ${applicationId} for ${underwriter.carrierName}'s programs.`);
  const user = await userById(db, underwriter.userId);
  if (!user) throw new AppError("forbidden", "Your account no longer exists.");
  if (app.status !== "referred") {
    throw new AppError(
      "not_referred",
      `Application ${app.id} (${app.program.code}) is ${app.status}, not referred: there is nothing for an underwriter to decide.`,
    );
  }
  const now = new Date();
  const decision = {
    decision: input.decision === "approve" ? ("approved" as const) : ("declined" as const),
    note: input.note,
    by: underwriter.actor,
    byName: user.name,
    at: now.toISOString(),
    // An approval covers the referrals that were shown, for the answers they were shown on.
    rules: app.referralReasons.map((r) => r.rule),
    answersHash: answersHash(app.formPayload),
  };
  const written = await db.$transaction(async (tx) => {
    if (!(await recordUnderwriterDecision(tx, app.id, app.updatedAt, decision, now))) return null;
    await recordAudit(tx, {
      agencyId: app.agencyId,
      actor: underwriter.actor,
      action: `application.referral_${decision.decision}`,
      objectType: "application",
      objectId: app.id,
      before: { status: app.status, referrals: app.referralReasons },
      after: { ...decision, carrier: underwriter.carrierName },
      requestId: ctx.requestId,
    });
    // A decline is the application's outcome (application.declined); an approval re-rates, and the rating reports.
    if (decision.decision === "declined") await recordRatingOutcome(tx, app.id, { wasPending: false });
    const [agency, producers] = await Promise.all([agencyById(tx, app.agencyId), agentEmails(tx, app.agencyId)]);
    const ids: string[] = [];
    for (const to of producers) {
      const email = composeReferralDecisionEmail({
        agencyName: agency.name,
        carrierName: underwriter.carrierName,
        underwriterName: user.name,
        insuredName: app.insuredName,
        programName: app.program.name,
        decision: decision.decision,
        note: input.note,
        url: `${ctx.baseUrl}/quotes/${app.folioId}/applications/${app.id}`,
      });
      const message = await insertMessage(
        tx,
        {
          agencyId: app.agencyId,
          kind: "referral_decision",
          to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html,
          payLinkId: null,
          insuredId: app.insuredId,
          status: ctx.mailQueued ? "queued" : "stored",
          sentByWriter: true,
        },
        now,
      );
      ids.push(message.id);
    }
    return ids;
  });
  if (!written)
    throw new AppError("conflict", "The application changed while the decision was made (its answers were edited, or another decision landed); look again.");
  return { rerate: decision.decision === "approved", messageIds: written };
}
