// Writing events from the use cases (decision 024): each call runs inside the transaction that makes the
// change it reports, so an event is committed exactly when its change is.
import "server-only";
import type { Tx } from "@/lib/db/client";
import { applicationsByIds, cardById, folioApplicationSummaries } from "@/lib/db/queries/applications";
import { folioLinksOf } from "@/lib/db/queries/folios/read";
import { insertEvents } from "@/lib/db/queries/events";
import { policyInsuredId } from "@/lib/db/queries/policies";
import type { PaymentRecord } from "@/lib/db/records/payment";
import { applicationEvent, paymentEvent, quoteCompletedEvent, type EventDraft } from "./payloads";

/** Writes the events (nulls skipped) in the caller's transaction, in order, in one statement (insertEvents, the one event writer). */
export async function recordEvents(tx: Tx, agencyId: string, drafts: Array<EventDraft | null>): Promise<void> {
  await insertEvents(
    tx,
    agencyId,
    drafts.filter((d): d is EventDraft => d !== null),
  );
}

/**
 * An application's outcome was just written in `tx`: application.quoted|referred|declined|failed, then
 * quote.completed when it was pending and no application of its folio is pending any more. The caller
 * holds the folio's row lock (bumpFolioVersions), so of two outcomes committing at once exactly one sees
 * the other and reports the folio complete.
 */
export async function recordRatingOutcome(tx: Tx, applicationId: string, opts: { wasPending: boolean }): Promise<void> {
  // Read as a card: the event needs no risk, answers or worksheet (this runs in every rating completion, under the folio's lock).
  const app = await cardById(tx, applicationId);
  if (!app) return;
  const links = await folioLinksOf(tx, app.folioId);
  await recordEvents(tx, app.agencyId, [applicationEvent(app, links.insuredId)]);
  if (!opts.wasPending) return;
  const apps = await folioApplicationSummaries(tx, app.folioId);
  if (apps.some((a) => a.status === "pending")) return;
  await recordEvents(tx, app.agencyId, [quoteCompletedEvent({ id: app.folioId, groupId: app.groupId, ...links }, apps)]);
}

/** payment.succeeded | failed, ordered with the policy it pays, or with the quote a failed bind was for; naming the client. */
export async function recordPaymentEvent(tx: Tx, payment: PaymentRecord): Promise<void> {
  let subjectId = payment.policyIds[0];
  let insuredId = subjectId ? await policyInsuredId(tx, subjectId) : null;
  if (!subjectId && payment.applicationIds[0]) {
    subjectId = (await applicationsByIds(tx, [payment.applicationIds[0]]))[0]?.folioId;
    if (subjectId) insuredId = (await folioLinksOf(tx, subjectId)).insuredId;
  }
  await recordEvents(tx, payment.agencyId, [paymentEvent(payment, subjectId ?? payment.id, insuredId)]);
}
