// Renewal offers: in the program's window before expiry, the expiring term's risk and answers are
// quoted again at the program's current rates (a renewal folio, rated by the workers like any other);
// the agent or the customer accepts by paying (renewal.ts binds it); at expiry an offer not taken lapses.
import "server-only";
import type { Db } from "@/lib/db/client";
import type { ApplicationRecord } from "@/lib/db/records/application";
import { applicationsByIds, folioApplicationSummaries } from "@/lib/db/queries/applications";
import { addPolicyEvents, expireRenewalOffer, getPolicyById, renewalLinks, renewalOfferApplication } from "@/lib/db/queries/policies";
import { programById } from "@/lib/db/queries/programs";
import { AppError } from "@/lib/errors";
import { recordRenewalQuote } from "@/lib/quotes/create-quote";
import { policyEvent } from "@/lib/webhooks/payloads";
import { recordEvents } from "@/lib/webhooks/record";
import { agencyClock, type ServicingClock } from "./clock";
import { QUESTION_BANK } from "@/lib/questions/bank";
import { termChanges, type TermChange } from "./renewal-changes";
import { termComparison, type TermRow } from "./term-comparison";
import { renewalOfferDay } from "./servicing-plan";
import { stateOf } from "./state";
import { loadPolicy } from "./view";

export type OfferResult = "offered" | "already_offered" | "not_renewable" | "refused";

/** Makes the renewal offer of a policy whose window has come (the job runner). Idempotent. */
export async function offerRenewal(
  db: Db,
  policyId: string,
  clock: ServicingClock,
  wall: Date,
  kick?: () => void,
): Promise<{ result: OfferResult; detail?: string }> {
  const row = await getPolicyById(db, policyId);
  if (!row) return { result: "not_renewable", detail: "no such policy" };
  const policy = await loadPolicy(db, row.agencyId, policyId);
  const program = await programById(db, policy.programId);
  const day = renewalOfferDay(policy, program.servicingRules);
  const state = stateOf(policy, program, clock.today);
  if (!day || state === "cancelled" || state === "pending_cancellation" || state === "expired" || clock.today < day) {
    return { result: "not_renewable", detail: `the policy is ${state}${day ? `; renewal offered from ${day}` : "; the program does not renew"}` };
  }
  const links = await renewalLinks(db, policy.id);
  if (links.offerFolioId || links.renewedById) return { result: "already_offered" };
  if (!policy.applicationId) return { result: "not_renewable", detail: "the policy has no application to re-rate" };
  const [app] = await applicationsByIds(db, [policy.applicationId]);
  if (!app) return { result: "not_renewable", detail: "the policy's application is gone" };
  try {
    await recordRenewalQuote(
      db,
      policy.agencyId,
      { systemPayload: app.systemPayload, programId: program.id, answers: app.formPayload },
      { policyId: policy.id, nextTermStart: policy.expirationDate },
      // Recorded at the wall clock's time, so the workers (which know no sandbox clock) take it now;
      // its dates are checked on the servicing day; the offer's validity is the next term's start.
      { wall, servicing: clock.now },
      // The history and the policy.renewal_offered event commit with the offer's folio.
      async (tx, folioId) => {
        const [summary] = await folioApplicationSummaries(tx, folioId);
        const [offer] = summary ? await applicationsByIds(tx, [summary.id]) : [];
        if (!offer) return;
        await addPolicyEvents(tx, [{ policyId: policy.id, type: "renewal_offered", detail: { quoteId: folioId, quoteRequestId: offer.id } }]);
        const renewalOffer = { folioId, quoteRequestId: offer.id, validUntil: offer.validUntil };
        await recordEvents(tx, policy.agencyId, [policyEvent("policy.renewal_offered", policy, program, clock.today, { renewalOffer })]);
      },
    );
    kick?.();
    return { result: "offered" };
  } catch (error) {
    // The program no longer writes this risk (appointment ended, limits changed): no offer, and the history says why.
    if (!(error instanceof AppError)) throw error;
    await addPolicyEvents(db, [{ policyId: policy.id, type: "renewal_not_offered", detail: { code: error.code, message: error.message } }]);
    return { result: "refused", detail: error.message };
  }
}

/** At expiry, an offer not taken lapses: its quote can no longer be bound. Idempotent. */
export async function lapseRenewal(db: Db, policyId: string, clock: ServicingClock): Promise<"lapsed" | "nothing_to_do"> {
  const [offer, links, policy] = await Promise.all([renewalOfferApplication(db, policyId), renewalLinks(db, policyId), getPolicyById(db, policyId)]);
  if (!offer || links.renewedById || !policy || policy.events.some((e) => e.type === "renewal_lapsed")) return "nothing_to_do";
  const at = offer.folioExpiresAt.getTime() < clock.now.getTime() ? offer.folioExpiresAt : clock.now;
  await db.$transaction(async (tx) => {
    await expireRenewalOffer(tx, offer.folioId, at);
    await addPolicyEvents(tx, [{ policyId, type: "renewal_lapsed", detail: { quoteId: offer.folioId } }]);
  });
  return "lapsed";
}

export interface RenewalState {
  policyId: string;
  offeredFrom: string | null;
  status: "not_renewable" | "not_yet_offered" | "rating" | "offered" | "referred" | "declined" | "lapsed" | "renewed";
  folioId: string | null;
  quoteRequestId: string | null;
  validUntil: Date | null;
  expiringTotalCents: number;
  renewalTotalCents: number | null;
  renewedById: string | null;
  /** What differs from the expiring term (exposure, limits, answers, total); empty before an offer. */
  changes: TermChange[];
  /** The expiring term beside the renewal (price, options, exposures, answers that differ); empty before an offer. */
  comparison: TermRow[];
}

/** Where a policy's renewal stands, as of the agency's servicing clock. */
export async function renewalOf(db: Db, agencyId: string, policyId: string): Promise<RenewalState> {
  const policy = await loadPolicy(db, agencyId, policyId);
  const [program, links, offer, clock] = await Promise.all([
    programById(db, policy.programId),
    renewalLinks(db, policy.id),
    renewalOfferApplication(db, policy.id),
    agencyClock(db, agencyId),
  ]);
  const offeredFrom = renewalOfferDay(policy, program.servicingRules);
  const [app, expiring] = offer
    ? await applicationsByIds(db, [offer.applicationId, ...(policy.applicationId ? [policy.applicationId] : [])]).then((rows) => [
        rows.find((r) => r.id === offer.applicationId),
        rows.find((r) => r.id === policy.applicationId),
      ])
    : [];
  const status: RenewalState["status"] = links.renewedById
    ? "renewed"
    : !offer
      ? offeredFrom
        ? "not_yet_offered"
        : "not_renewable"
      : offer.validUntil.getTime() <= clock.now.getTime()
        ? "lapsed"
        : offer.status === "pending"
          ? "rating"
          : offer.status === "success"
            ? "offered"
            : offer.status === "referred"
              ? "referred"
              : "declined";
  return {
    policyId: policy.id,
    offeredFrom,
    status,
    folioId: offer?.folioId ?? null,
    quoteRequestId: offer?.applicationId ?? null,
    validUntil: offer?.validUntil ?? null,
    expiringTotalCents: policy.totalCents,
    renewalTotalCents: app?.totalCents ?? null,
    renewedById: links.renewedById,
    changes:
      app && expiring
        ? termChanges(
            { payload: expiring.systemPayload, answers: expiring.formPayload, totalCents: policy.totalCents },
            { payload: app.systemPayload, answers: app.formPayload, totalCents: app.totalCents },
          )
        : [],
    comparison:
      app && expiring
        ? termComparison(
            { ...sideOf(expiring), totalCents: policy.totalCents, premiumCents: policy.premiumCents },
            sideOf(app),
            program.options,
            QUESTION_BANK,
            policy.retroactiveDate,
          )
        : [],
  };
}

const sideOf = (a: ApplicationRecord) => ({
  totalCents: a.totalCents,
  premiumCents: a.premiumCents,
  selectedOptions: a.selectedOptions,
  addedEndorsements: a.addedEndorsements,
  risk: a.risk,
  answers: a.formPayload,
});
