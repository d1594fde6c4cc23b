// An underwriter's decision on a referred application: approve (with a note) re-rates it with the referral
// approved for its answers; decline (with a note) ends it as declined. Only portal users with the
// underwriter role decide; API keys and agents are refused (403).
import "server-only";
import type { AgencyPrincipal } from "@/lib/auth/api-keys";
import type { Db } from "@/lib/db/client";
import { getApplication, recordUnderwriterDecision } from "@/lib/db/queries/applications";
import { recordAudit } from "@/lib/db/queries/audit";
import { userById } from "@/lib/db/queries/reference";
import { AppError, notFound } from "@/lib/errors";
import { recordRatingOutcome } from "@/lib/webhooks/record";
import { answersHash } from "./approval";

export interface ReferralDecisionInput {
  decision: "approve" | "decline";
  note: string;
}

async function underwriterOf(db: Db, principal: AgencyPrincipal): Promise<{ id: string; name: string }> {
  const userId = principal.actor.startsWith("user:") ? principal.actor.slice("user:".length) : null;
  const user = userId ? await userById(db, userId) : null;
  if (!user || user.agencyId !== principal.agencyId || user.role !== "underwriter") {
    throw new AppError(
      "forbidden",
      userId
        ? "Only an underwriter can approve or decline a referral; ask your underwriter to review it."
        : "Referrals are decided by an underwriter signed in to the portal, not with an API key.",
    );
  }
  return { id: user.id, name: user.name };
}

/** Returns true when the application went back to rating (an approval), false when it was declined. */
export async function decideReferral(
  db: Db,
  principal: AgencyPrincipal,
  quoteId: string,
  applicationId: string,
  input: ReferralDecisionInput,
  ctx: { requestId: string },
): Promise<{ rerate: boolean }> {
  const app = await getApplication(db, principal.agencyId, quoteId, applicationId);
  if (!app) throw notFound(`No application ${applicationId} in quote folio ${quoteId}.`);
  const underwriter = await underwriterOf(db, principal);
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
    by: principal.actor,
    byName: underwriter.name,
    at: now.toISOString(),
    // An approval covers the referrals that were shown, for the answers they were shown on.
    rules: app.referralReasons.map((r) => r.rule),
    answersHash: answersHash(app.formPayload),
  };
  const written = await db.$transaction(async (tx) => {
    if (!(await recordUnderwriterDecision(tx, app.id, app.updatedAt, decision, now))) return false;
    await recordAudit(tx, {
      agencyId: principal.agencyId,
      actor: principal.actor,
      action: `application.referral_${decision.decision}`,
      objectType: "application",
      objectId: app.id,
      before: { status: app.status, referrals: app.referralReasons },
      after: decision,
      requestId: ctx.requestId,
    });
    // A decline is the application's outcome (application.declined); an approval re-rates, and the rating reports.
    if (decision.decision === "declined") await recordRatingOutcome(tx, app.id, { wasPending: false });
    return true;
  });
  if (!written)
    throw new AppError("conflict", "The application changed while the decision was made (its answers were edited, or another decision landed); look again.");
  return { rerate: decision.decision === "approved" };
}
