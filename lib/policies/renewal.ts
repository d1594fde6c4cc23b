// Paying a policy's schedule: one row (an installment, or the balance a cancellation left) charged under the
// policy lease (chargeRow: the agent's payment, autopay, the insured's pay link), and what a payment did
// (outcomeOfPayment). Accepting a renewal offer binds it, so that use case is lib/bind/renewal-payment.ts
// (bind sits above policies: docs/architecture.md). Retries are made safe by the caller's Idempotency-Key
// (lib/api/idempotency.ts), which is also the provider's, so a card is never charged twice.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import { cancelJobs } from "@/lib/db/queries/jobs";
import { getPayment, insertPayment } from "@/lib/db/queries/payments";
import { addPolicyEvents, saveSchedule } from "@/lib/db/queries/policies";
import { programById } from "@/lib/db/queries/programs";
import { policyCard, savePolicyCard, type SavedPaymentMethodRecord } from "@/lib/db/queries/saved-cards";
import type { Installment, PolicyRecord } from "@/lib/db/records/policy";
import type { PaymentRecord } from "@/lib/db/records/payment";
import { AppError } from "@/lib/errors";
import { paymentSource, type PaymentProvider } from "@/lib/payments/provider";
import type { PaymentInput } from "@/lib/schemas/payments";
import { installmentEvent } from "@/lib/webhooks/payloads";
import { recordEvents, recordPaymentEvent } from "@/lib/webhooks/record";
import { rescindInTx } from "./cancel";
import { agencyClock } from "./clock";
import { cancellationStands } from "./dunning";
import { installmentCount } from "./schedule";
import { policyDetail, type PolicyDetail } from "./view";
export interface PayContext {
  actor: string;
  requestId: string;
  provider: PaymentProvider;
  /** The caller's Idempotency-Key: the provider's too, so a retry cannot charge twice. */
  idempotencyKey: string;
  /** Called in the transaction that records the payment (the Idempotency-Key notes it). */
  onCommit?: (tx: Tx, paymentId: string) => Promise<void>;
  /**
   * An SMTP outbox is configured: the notices a payment writes (a non-payment cancellation it rescinds) are
   * queued for it; without one they are kept for Sent messages.
   */
  mailQueued?: boolean;
}

export interface PolicyPaymentOutcome {
  kind: "installment" | "balance_due" | "renewal";
  policy: PolicyDetail;
  renewal: PolicyDetail | null;
  payment: PaymentRecord;
}

/**
 * How a row is paid: a card given now (on an installment plan with installments still to come, it becomes
 * the policy's saved card, replacing the one in use: decision 025), or the saved card, off session.
 */
export type RowPayment = { given: PaymentInput; billingEmail?: string | null } | { saved: SavedPaymentMethodRecord };

/** Charges one schedule row (an installment or a balance due) and marks it paid, under the caller's policy lease. Returns the payment id. */
export async function chargeRow(
  db: Db,
  agencyId: string,
  policy: PolicyRecord,
  row: Installment,
  how: PaymentInput | RowPayment,
  key: string,
  ctx: PayContext,
): Promise<string> {
  const pay: RowPayment = "method" in how ? { given: how } : how;
  const kind = row.kind ?? "installment";
  const amountCents = row.amountCents;
  const installments = installmentCount(policy.schedule);
  const description =
    kind === "balance_due" ? `${policy.number} balance due after cancellation` : `${policy.number} installment ${row.number} of ${installments}`;
  const later = policy.schedule.some((r) => r.number > row.number && (r.kind ?? "installment") === "installment" && !r.paymentId && !r.voidedOn);
  const common = {
    amountCents,
    currency: "usd" as const,
    description,
    statementDescriptor: policy.number,
    idempotencyKey: key,
    metadata: { policyId: policy.id, agencyId },
  };
  const charge =
    "saved" in pay
      ? await ctx.provider.chargeSaved({ ...common, card: { customerRef: pay.saved.customerRef, paymentMethodRef: pay.saved.paymentMethodRef } })
      : await ctx.provider.charge({
          ...common,
          source: paymentSource(pay.given, ctx.provider),
          ...(later && policy.status !== "cancelled" ? { saveCard: { name: policy.insured.name, email: pay.billingEmail ?? null } } : {}),
        });
  const paymentId = randomUUID();
  // A non-payment cancellation waiting for its day is rescinded by the payment that leaves nothing overdue past its grace.
  const pendingNonPayment = policy.status !== "cancelled" && policy.cancellation?.status === "scheduled" && policy.cancellation.reason === "non_payment";
  const clock = pendingNonPayment ? await agencyClock(db, agencyId) : null;
  const graceDays = pendingNonPayment ? (await programById(db, policy.programId)).servicingRules.nonPaymentGraceDays : 0;
  const schedule = policy.schedule.map((i) => (i.number === row.number ? { ...i, paymentId } : i));
  await db.$transaction(async (tx) => {
    const ok = charge.status === "succeeded";
    if (ok && "given" in pay && charge.saved) {
      const previous = await policyCard(tx, policy.id);
      await savePolicyCard(tx, {
        agencyId,
        policyId: policy.id,
        provider: ctx.provider.name,
        card: charge.saved,
        email: pay.billingEmail ?? previous?.email ?? null,
        at: new Date(),
      });
    }
    if (ok) {
      await saveSchedule(tx, policy.id, schedule);
      await cancelJobs(tx, policy.id, ["installment_due", "installment_overdue"], String(row.number));
      await addPolicyEvents(tx, [{ policyId: policy.id, type: "payment", detail: { paymentId, installment: row.number, kind, amountCents } }]);
    }
    const recorded = await insertPayment(tx, {
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
      policyIds: [policy.id],
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
      after: { paymentId, amountCents, kind, row: row.number },
      requestId: ctx.requestId,
    });
    // installment.paid (the row, now paid) before payment.succeeded; or payment.failed alone.
    await recordEvents(tx, agencyId, [ok ? installmentEvent("installment.paid", policy, { ...row, paymentId }, row.dueDate) : null]);
    await recordPaymentEvent(tx, recorded);
    if (ok && clock && !cancellationStands({ reason: "non_payment", schedule, day: clock.today, graceDays })) {
      await rescindInTx(tx, { ...policy, schedule }, clock, {
        actor: ctx.actor,
        requestId: ctx.requestId,
        automatic: { cause: { kind: "payment", paymentId, amountCents }, mailQueued: ctx.mailQueued ?? false },
      });
    }
    await ctx.onCommit?.(tx, paymentId);
  });
  if (charge.status !== "succeeded") {
    throw new AppError(
      charge.status === "requires_action" ? "payment_requires_action" : "payment_failed",
      charge.status === "failed" ? `The card was declined (${charge.code}): ${charge.message}` : "The card needs authentication.",
      charge.status === "failed" ? [{ path: "payment", message: charge.message, code: charge.code }] : [],
    );
  }
  return paymentId;
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
  const policy = await policyDetail(db, agencyId, policyId);
  const row = policy.policy.schedule.find((r) => r.paymentId === payment.id);
  return {
    kind: renewalId ? "renewal" : (row?.kind ?? "installment"),
    policy,
    renewal: renewalId ? await policyDetail(db, agencyId, renewalId) : null,
    payment,
  };
}
