// Paying a policy: what is due next (an installment, or the balance a cancellation left) or, when the
// term is paid and its renewal offer is open, the renewal (lib/policies/renewal-offer.ts made it; binding it
// is its first payment, so this use case is bind's, above lib/policies). One payment per policy at a time
// (the policy lease); retries are made safe by the caller's Idempotency-Key (lib/api/idempotency.ts), which
// is also the provider's, so a card is never charged twice.
import "server-only";
import type { Db } from "@/lib/db/client";
import { renewalLinks, renewalOfferApplication } from "@/lib/db/queries/policies";
import { programById } from "@/lib/db/queries/programs";
import type { PolicyRecord } from "@/lib/db/records/policy";
import { AppError } from "@/lib/errors";
import { agencyClock } from "@/lib/policies/clock";
import { withPolicyLease } from "@/lib/policies/lease";
import { chargeRow, outcomeOfPayment, type PayContext, type PolicyPaymentOutcome } from "@/lib/policies/renewal";
import { scheduleFigures } from "@/lib/policies/schedule";
import { renewalOfferDay } from "@/lib/policies/servicing-plan";
import { stateOf } from "@/lib/policies/state";
import { loadPolicy } from "@/lib/policies/view";
import type { PaymentInput } from "@/lib/schemas/payments";
import { bindApplications } from "./bind";

/**
 * Pays what is due next on a policy: the next installment, or the balance a cancellation left; when
 * nothing is owed, accepts the open renewal offer by binding it (its first payment is this charge).
 */
export async function payRenewal(db: Db, agencyId: string, policyId: string, payment: PaymentInput, ctx: PayContext): Promise<PolicyPaymentOutcome> {
  const key = `policy_payment:${agencyId}:${ctx.idempotencyKey}`;
  const renewalKey = `renewal:${ctx.idempotencyKey}`;
  const clock = await agencyClock(db, agencyId);
  const accepted = await withPolicyLease(db, agencyId, policyId, async () => {
    const policy = await loadPolicy(db, agencyId, policyId);
    const next = scheduleFigures(policy.schedule, clock.today).next;
    if (next) return { paid: true, id: await chargeRow(db, agencyId, policy, next, payment, key, ctx), plan: policy.paymentPlan };
    return { paid: false, id: await openOffer(db, policy, clock.today), plan: policy.paymentPlan };
  });
  if (accepted.paid) return outcomeOfPayment(db, agencyId, policyId, accepted.id);
  const bound = await bindApplications(
    db,
    agencyId,
    { applicationIds: [accepted.id], paymentPlan: accepted.plan, payment },
    {
      actor: ctx.actor,
      requestId: ctx.requestId,
      provider: ctx.provider,
      idempotencyKey: renewalKey,
      ...(ctx.onCommit ? { onCommit: ctx.onCommit } : {}),
      now: clock.now,
    },
  );
  return outcomeOfPayment(db, agencyId, policyId, bound.paymentId);
}

/** The renewal application to bind, or why there is none. */
async function openOffer(db: Db, policy: PolicyRecord, today: string): Promise<string> {
  const program = await programById(db, policy.programId);
  const state = stateOf(policy, program, today);
  if (state === "cancelled" || state === "pending_cancellation") {
    throw new AppError("policy_not_active", `Policy ${policy.number} is ${state.replace("_", " ")}: nothing is due and it is not renewed.`);
  }
  const links = await renewalLinks(db, policy.id);
  if (links.renewedById) throw new AppError("nothing_due", `Policy ${policy.number} is paid in full and its renewal is already bound.`);
  const offer = await renewalOfferApplication(db, policy.id);
  const day = renewalOfferDay(policy, program.servicingRules);
  if (!offer) {
    throw new AppError(
      "no_renewal_offer",
      day
        ? `Policy ${policy.number} is paid in full. Its renewal is offered from ${day}, re-rated at the program's rates then.`
        : `Policy ${policy.number} is paid in full. ${program.code} does not renew${program.type === "TI" ? " single trips" : ""}.`,
    );
  }
  if (offer.status === "pending") throw new AppError("no_renewal_offer", `The renewal offer of ${policy.number} is still being rated; retry in a moment.`);
  if (offer.status === "referred") {
    throw new AppError(
      "referral_pending",
      `The renewal of ${policy.number} is referred to an underwriter (its answers match a referral rule); it can be paid once an underwriter approves it on the renewal quote.`,
    );
  }
  if (offer.status !== "success") throw new AppError("no_renewal_offer", `The carrier did not quote the renewal of ${policy.number} (${offer.status}).`);
  return offer.applicationId;
}
