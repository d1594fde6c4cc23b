// Cancelling a policy: the refund is computed by the program's rules (lib/policies/cancellation.ts),
// planned in full against the charges that paid this term, then made through the payment provider.
import "server-only";
import type { Db } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import { chargesByIds, insertPayment, refundsOf } from "@/lib/db/queries/payments";
import { addPolicyEvents, markCancelled } from "@/lib/db/queries/policies";
import { programById } from "@/lib/db/queries/programs";
import type { CancellationRecord, PaymentRecord, PolicyRecord } from "@/lib/db/records";
import { AppError } from "@/lib/errors";
import type { PaymentProvider } from "@/lib/payments/provider";
import type { CancelRequest } from "@/lib/schemas/bind";
import { fromCents } from "@/lib/schemas/common";
import { computeCancellation } from "./cancellation";
import { withPolicyLease } from "./lease";
import { paidTowardTermCents } from "./schedule";
import { loadPolicy, policyDetail, type PolicyDetail } from "./view";

export interface CancelOutcome {
  preview: boolean;
  cancellation: CancellationRecord;
  policy: PolicyDetail;
  refund: PaymentRecord | null;
}

async function quoteCancellation(db: Db, policy: PolicyRecord, req: CancelRequest): Promise<CancellationRecord> {
  if (policy.status !== "active") throw new AppError("policy_not_active", `Policy ${policy.number} is ${policy.status}.`);
  if (req.effectiveDate < policy.effectiveDate || req.effectiveDate > policy.expirationDate) {
    throw new AppError("validation_error", `effectiveDate: must be within the policy period ${policy.effectiveDate} to ${policy.expirationDate}`, [
      { path: "effectiveDate", message: `must be within the policy period ${policy.effectiveDate} to ${policy.expirationDate}`, code: "out_of_term" },
    ]);
  }
  const program = await programById(db, policy.programId);
  const quote = computeCancellation({
    termStart: policy.effectiveDate,
    termEnd: policy.expirationDate,
    cancelDate: req.effectiveDate,
    reason: req.reason,
    premiumCents: policy.premiumCents,
    feesCents: policy.feesCents,
    taxesCents: policy.taxesCents,
    // This term's own schedule: a bind payment can cover several policies, and a renewal's payment
    // (listed on the old term too) pays the new term. Installment fees are earned when charged.
    paidCents: paidTowardTermCents(policy.schedule, policy.installmentFeeCents),
    rules: program.cancellationRules,
  });
  return { ...quote, effectiveDate: req.effectiveDate, reason: req.reason };
}

interface PlannedRefund {
  charge: PaymentRecord;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * Which charges the refund goes back to, newest first: only the charges that paid this term's own
 * schedule, each for no more than it paid towards this term, less what earlier attempts of this
 * cancellation already refunded. Planned in full before any money moves: a refund that can not be made
 * whole is refused up front. A failed refund is retried under a new idempotency key.
 */
async function planRefunds(db: Db, policy: PolicyRecord, refundCents: number): Promise<PlannedRefund[]> {
  const share = new Map<string, number>();
  for (const row of policy.schedule) {
    if (row.paymentId) share.set(row.paymentId, (share.get(row.paymentId) ?? 0) + row.amountCents - policy.installmentFeeCents);
  }
  const ids = [...share.keys()];
  const [charges, refunds] = await Promise.all([chargesByIds(db, ids), refundsOf(db, ids)]);
  const plan: PlannedRefund[] = [];
  let remaining = refundCents;
  for (const charge of charges) {
    if (remaining <= 0) break;
    const mine = refunds.filter((r) => r.refundOfId === charge.id && r.policyIds.includes(policy.id));
    const done = mine.filter((r) => r.status === "succeeded").reduce((s, r) => s + r.amountCents, 0);
    const refundedOnCharge = refunds.filter((r) => r.refundOfId === charge.id && r.status === "succeeded").reduce((s, r) => s + r.amountCents, 0);
    const want = Math.min(remaining, share.get(charge.id) ?? 0);
    const todo = Math.max(0, want - done);
    if (todo > 0 && (!charge.providerRef || !["succeeded", "refunded"].includes(charge.status) || todo > charge.amountCents - refundedOnCharge)) {
      throw new AppError(
        "refund_failed",
        `Charge ${charge.id} can not take a refund of ${fromCents(todo).toFixed(2)}: it has ${fromCents(Math.max(0, charge.amountCents - refundedOnCharge)).toFixed(2)} left to refund. The policy was not cancelled.`,
      );
    }
    const attempt = mine.filter((r) => r.status !== "succeeded").length + 1;
    if (todo > 0) plan.push({ charge, amountCents: todo, idempotencyKey: `refund:${policy.id}:${charge.id}:${attempt}` });
    remaining -= want;
  }
  if (remaining > 0) {
    throw new AppError(
      "refund_failed",
      `The payments of policy ${policy.number} cover ${fromCents(refundCents - remaining).toFixed(2)} of the ${fromCents(refundCents).toFixed(2)} refund. The policy was not cancelled.`,
    );
  }
  return plan;
}

/** Cancels a policy (or previews the refund with preview: true); refunds go back through the provider. */
export async function cancelPolicy(
  db: Db,
  agencyId: string,
  policyId: string,
  req: CancelRequest,
  ctx: { actor: string; requestId: string; provider: PaymentProvider },
): Promise<CancelOutcome> {
  if (req.preview) {
    const policy = await loadPolicy(db, agencyId, policyId);
    const cancellation = await quoteCancellation(db, policy, req);
    return { preview: true, cancellation, policy: await policyDetail(db, agencyId, policyId), refund: null };
  }
  return withPolicyLease(db, agencyId, policyId, async () => {
    const policy = await loadPolicy(db, agencyId, policyId);
    const cancellation = await quoteCancellation(db, policy, req);
    const made: PaymentRecord[] = [];
    for (const item of await planRefunds(db, policy, cancellation.refundCents)) {
      const result = await ctx.provider.refund({
        providerRef: item.charge.providerRef!,
        amountCents: item.amountCents,
        idempotencyKey: item.idempotencyKey,
        reason: `cancellation of ${policy.number}`,
      });
      const recorded = await insertPayment(db, {
        agencyId,
        kind: "refund",
        provider: ctx.provider.name,
        providerRef: result.status === "succeeded" ? result.providerRef : null,
        amountCents: item.amountCents,
        status: result.status,
        failureMessage: result.status === "failed" ? result.message : null,
        description: `Refund on cancellation of ${policy.number} (charge ${item.charge.id})`,
        policyIds: [policy.id],
        refundOfId: item.charge.id,
        idempotencyKey: item.idempotencyKey,
      });
      if (result.status !== "succeeded") {
        await recordAudit(db, {
          agencyId,
          actor: ctx.actor,
          action: "payment.refund_failed",
          objectType: "payment",
          objectId: recorded.id,
          after: { amountCents: item.amountCents, policyId, message: result.message },
          requestId: ctx.requestId,
        });
        throw new AppError(
          "refund_failed",
          `The refund through ${ctx.provider.name} failed: ${result.message}. The policy was not cancelled; refunds already made are kept and counted when you retry.`,
        );
      }
      made.push(recorded);
    }
    await db.$transaction(async (tx) => {
      await markCancelled(tx, policy.id, cancellation);
      await addPolicyEvents(tx, [
        {
          policyId: policy.id,
          type: "cancelled",
          detail: { effectiveDate: req.effectiveDate, reason: req.reason, method: cancellation.method, refundCents: cancellation.refundCents },
        },
        ...(cancellation.refundCents > 0
          ? [{ policyId: policy.id, type: "refund", detail: { paymentIds: made.map((p) => p.id), amountCents: cancellation.refundCents } }]
          : []),
      ]);
      await recordAudit(tx, {
        agencyId,
        actor: ctx.actor,
        action: "policy.cancel",
        objectType: "policy",
        objectId: policy.id,
        before: { status: "active" },
        after: { status: "cancelled", ...cancellation },
        requestId: ctx.requestId,
      });
      for (const p of made)
        await recordAudit(tx, {
          agencyId,
          actor: ctx.actor,
          action: "payment.refund",
          objectType: "payment",
          objectId: p.id,
          after: { amountCents: p.amountCents, policyId: policy.id },
          requestId: ctx.requestId,
        });
    });
    return { preview: false, cancellation, policy: await policyDetail(db, agencyId, policyId), refund: made.at(-1) ?? null };
  });
}
