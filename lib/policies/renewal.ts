// Paying a policy: the next installment of a monthly plan or, when the term is paid, the renewal term
// (a new policy term from the expiration date at the same premium; re-rating comes with servicing).
// One payment per policy at a time (the policy lease); retries are made safe by the caller's
// Idempotency-Key (lib/api/idempotency.ts), which is also the provider's, so a card is never charged twice.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import { getPayment, insertPayment } from "@/lib/db/queries/payments";
import { addPolicyEvents, hasRenewal, insertPolicy, saveSchedule } from "@/lib/db/queries/policies";
import type { PaymentRecord, PolicyRecord } from "@/lib/db/records";
import { addYears } from "@/lib/dates";
import { AppError } from "@/lib/errors";
import { paymentSource, type PaymentProvider } from "@/lib/payments/provider";
import type { PaymentInput } from "@/lib/schemas/bind";
import { withPolicyLease } from "./lease";
import { buildSchedule } from "./schedule";
import { loadPolicy, policyDetail, type PolicyDetail } from "./view";

export interface PayContext {
  actor: string;
  requestId: string;
  provider: PaymentProvider;
  /** The caller's Idempotency-Key: the provider's too, so a retry cannot charge twice. */
  idempotencyKey: string;
  /** Called in the transaction that records the payment (the Idempotency-Key notes it). */
  onCommit?: (tx: Tx, paymentId: string) => Promise<void>;
}

export interface PolicyPaymentOutcome {
  kind: "installment" | "renewal";
  policy: PolicyDetail;
  renewal: PolicyDetail | null;
  payment: PaymentRecord;
}

export async function payRenewal(db: Db, agencyId: string, policyId: string, payment: PaymentInput, ctx: PayContext): Promise<PolicyPaymentOutcome> {
  const key = `policy_payment:${agencyId}:${ctx.idempotencyKey}`;
  return withPolicyLease(db, agencyId, policyId, async () => chargeNextDue(db, agencyId, await loadPolicy(db, agencyId, policyId), payment, key, ctx));
}

async function chargeNextDue(
  db: Db,
  agencyId: string,
  policy: PolicyRecord,
  payment: PaymentInput,
  key: string,
  ctx: PayContext,
): Promise<PolicyPaymentOutcome> {
  if (policy.status !== "active") throw new AppError("policy_not_active", `Policy ${policy.number} is ${policy.status}.`);
  const next = policy.schedule.find((i) => !i.paymentId);
  const renewal = !next;
  if (renewal && (await hasRenewal(db, policy.id)))
    throw new AppError("nothing_due", `Policy ${policy.number} is paid in full and its renewal term is already paid.`);
  const renewalSchedule = renewal
    ? buildSchedule({
        termStart: policy.expirationDate,
        frequency: policy.paymentPlan,
        installments: policy.paymentPlan === "monthly" ? 12 : 1,
        totalCents: policy.totalCents,
        installmentFeeCents: policy.installmentFeeCents,
      })
    : null;
  const amountCents = renewal ? renewalSchedule![0]!.amountCents : next!.amountCents;
  const description = renewal
    ? `${policy.number} renewal term from ${policy.expirationDate}`
    : `${policy.number} installment ${next!.number} of ${policy.schedule.length}`;
  const charge = await ctx.provider.charge({
    amountCents,
    currency: "usd",
    description,
    statementDescriptor: policy.number,
    idempotencyKey: key,
    source: paymentSource(payment),
    metadata: { policyId: policy.id, agencyId },
  });
  const paymentId = randomUUID();
  await db.$transaction(async (tx) => {
    const ok = charge.status === "succeeded";
    let renewalId: string | null = null;
    if (ok && renewal) {
      renewalId = randomUUID();
      await insertPolicy(tx, {
        id: renewalId,
        number: `${policy.number}-R${policy.events.filter((e) => e.type === "renewal").length + 1}`,
        agencyId,
        applicationId: null,
        folioId: policy.folioId,
        programId: policy.programId,
        renewalOfId: policy.id,
        status: "active",
        insured: policy.insured,
        effectiveDate: policy.expirationDate,
        expirationDate: addYears(policy.expirationDate, 1),
        premiumCents: policy.premiumCents,
        feesCents: policy.feesCents,
        taxesCents: policy.taxesCents,
        totalCents: policy.totalCents,
        premiumDetail: policy.premiumDetail,
        coverage: policy.coverage,
        paymentPlan: policy.paymentPlan,
        installmentFeeCents: policy.installmentFeeCents,
        schedule: renewalSchedule!.map((i, n) => ({ ...i, paymentId: n === 0 ? paymentId : null })),
      });
      await addPolicyEvents(tx, [
        { policyId: renewalId, type: "issued", detail: { renewalOf: policy.id, paymentId } },
        { policyId: policy.id, type: "renewal", detail: { renewalId, paymentId } },
      ]);
    } else if (ok) {
      await saveSchedule(
        tx,
        policy.id,
        policy.schedule.map((i) => (i.number === next!.number ? { ...i, paymentId } : i)),
      );
      await addPolicyEvents(tx, [{ policyId: policy.id, type: "payment", detail: { paymentId, installment: next!.number, amountCents } }]);
    }
    await insertPayment(tx, {
      id: paymentId,
      agencyId,
      kind: "charge",
      provider: ctx.provider.name,
      providerRef: charge.providerRef,
      amountCents,
      status: charge.status,
      failureCode: charge.status === "failed" ? charge.code : charge.status === "requires_action" ? "requires_action" : null,
      failureMessage: charge.status === "failed" ? charge.message : null,
      description,
      // The renewal's first payment pays the new term; it is listed on the old one too, to find it.
      policyIds: renewalId ? [policy.id, renewalId] : [policy.id],
      idempotencyKey: key,
      brand: charge.status === "succeeded" ? charge.brand : null,
      last4: charge.status === "succeeded" ? charge.last4 : null,
    });
    await recordAudit(tx, {
      agencyId,
      actor: ctx.actor,
      action: ok ? "payment.charge" : "payment.charge_failed",
      objectType: "policy",
      objectId: policy.id,
      after: { paymentId, amountCents, kind: renewal ? "renewal" : "installment", renewalId },
      requestId: ctx.requestId,
    });
    await ctx.onCommit?.(tx, paymentId);
  });
  if (charge.status !== "succeeded") {
    throw new AppError(
      charge.status === "requires_action" ? "payment_requires_action" : "payment_failed",
      charge.status === "failed" ? `The card was declined (${charge.code}): ${charge.message}` : "The card needs authentication.",
    );
  }
  return outcomeOfPayment(db, agencyId, policy.id, paymentId);
}

/** What a policy payment did: the policy, the renewal term it started (if any) and the payment. */
export async function outcomeOfPayment(db: Db, agencyId: string, policyId: string, paymentId: string): Promise<PolicyPaymentOutcome> {
  const payment = await getPayment(db, paymentId);
  if (payment.status !== "succeeded") {
    throw new AppError(
      payment.status === "requires_action" ? "payment_requires_action" : "payment_failed",
      `The card was declined (${payment.failureCode}): ${payment.failureMessage ?? ""}`.trim(),
    );
  }
  const renewalId = payment.policyIds.find((id) => id !== policyId) ?? null;
  return {
    kind: renewalId ? "renewal" : "installment",
    policy: await policyDetail(db, agencyId, policyId),
    renewal: renewalId ? await policyDetail(db, agencyId, renewalId) : null,
    payment,
  };
}
