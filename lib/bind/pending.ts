// A bind whose card asks the cardholder to authenticate (3-D Secure, decision 026). The charge waits in
// requires_action with the applications still locked; the answer is 402 with what the browser needs
// (client secret, next action) and where to confirm. Settling is idempotent and happens exactly once,
// whichever comes first: the confirm call, or the provider's webhook (payment_intent.succeeded or
// payment_intent.payment_failed). Succeeded issues the policies; failed releases the applications.
import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { answersOf, applicationsByIds, releaseBindLock } from "@/lib/db/queries/applications";
import { recordAudit } from "@/lib/db/queries/audit";
import { markPayLinkUsed } from "@/lib/db/queries/pay-links";
import { getPayment, insertPayment } from "@/lib/db/queries/payments";
import { insertPendingBind, pendingBindOf, pendingBindsByProviderRef, settlePendingPayment, type PendingBindRecord } from "@/lib/db/queries/pending-binds";
import type { PaymentRecord } from "@/lib/db/records/payment";
import { AppError, notFound } from "@/lib/errors";
import type { AdditionalInsured } from "@/lib/programs/endorsements";
import { asDeclineCode, type ChargeResult, type NextAction, type PaymentProvider } from "@/lib/payments/provider";
import type { PaymentAction } from "@/lib/schemas/common";
import { recordPaymentEvent } from "@/lib/webhooks/record";
import type { PostalAddress } from "./address";
import { bindChargeRow, chargeProblem, type BindCharge } from "./charge";
import { compensate } from "./compensate";
import { issuePolicies, PaymentAlreadySettled } from "./issue";

/** What the bind still needs once the cardholder is done, kept with the waiting payment. */
export interface PendingRequest {
  paymentPlan: "annual" | "monthly";
  premisesAddress: PostalAddress | null;
  additionalInsureds: AdditionalInsured[] | null;
  billingEmail: string | null;
  /** Set when a customer pays through a pay link: the link is used once the bind is issued. */
  payLinkId: string | null;
  actor: string;
}

/** Where an agency confirms a waiting bind over the API (a pay link's is under its token, which is never stored). */
export const confirmUrlOf = (paymentId: string) => `/v1/payments/${paymentId}/confirm`;

type RequiresAction = Extract<ChargeResult, { status: "requires_action" }>;

/** Records the waiting payment (the applications stay locked by `lockToken`) and throws the 402 that says how to finish. */
export async function waitForCardholder(
  db: Db,
  c: BindCharge,
  charge: RequiresAction,
  lockToken: string,
  request: PendingRequest,
  ctx: { requestId: string; provider: PaymentProvider; confirmUrl?: (paymentId: string) => string; onCommit?: (tx: Tx, paymentId: string) => Promise<void> },
): Promise<never> {
  const action = await db.$transaction(async (tx) => {
    const payment = await insertPayment(tx, { ...bindChargeRow(c, ctx.provider.name, charge.providerRef), status: "requires_action" });
    await insertPendingBind(tx, {
      paymentId: payment.id,
      agencyId: c.agencyId,
      lockToken,
      request,
      clientSecret: charge.clientSecret,
      nextAction: charge.nextAction,
    });
    await recordAudit(tx, {
      agencyId: c.agencyId,
      actor: request.actor,
      action: "payment.requires_action",
      objectType: "payment",
      objectId: payment.id,
      after: { status: "requires_action", amountCents: c.amountCents, applicationIds: c.applicationIds },
      requestId: ctx.requestId,
    });
    await ctx.onCommit?.(tx, payment.id);
    const confirmUrl = (ctx.confirmUrl ?? confirmUrlOf)(payment.id);
    return { id: payment.id, status: "requires_action" as const, clientSecret: charge.clientSecret, nextAction: charge.nextAction, confirmUrl };
  });
  throw requiresAction(action);
}

/** 402 payment_requires_action, carrying the payment to finish. */
export function requiresAction(payment: PaymentAction): AppError {
  return new AppError(
    "payment_requires_action",
    "The card needs the cardholder to authenticate (3-D Secure). Complete payment.nextAction in their browser, then POST payment.confirmUrl; nothing is bound until then.",
    [],
    { payment },
  );
}

/** The 402 a waiting payment answers with again (a replay, or a confirm before the cardholder is done). */
export function stillWaiting(pending: PendingBindRecord, confirmUrl = confirmUrlOf(pending.paymentId)): AppError {
  return requiresAction({
    id: pending.paymentId,
    status: "requires_action",
    clientSecret: pending.clientSecret,
    nextAction: pending.nextAction as NextAction,
    confirmUrl,
  });
}

export async function pendingBindFor(db: Db, agencyId: string, paymentId: string): Promise<PendingBindRecord> {
  const pending = await pendingBindOf(db, paymentId);
  if (!pending || pending.agencyId !== agencyId) throw notFound(`No payment ${paymentId} waiting for authentication.`);
  return pending;
}

/**
 * Asks the provider where the waiting payment stands and settles the bind: the policies issued (succeeded),
 * the applications released (failed), or the same 402 (still waiting). Safe to call any number of times, from
 * any process: only the first caller to move the payment acts. Returns the payment once it has succeeded.
 */
export async function settlePendingBind(
  db: Db,
  pending: PendingBindRecord,
  ctx: { requestId: string; provider: PaymentProvider; now?: Date; confirmUrl?: string },
): Promise<PaymentRecord> {
  const payment = await getPayment(db, pending.paymentId);
  if (payment.status !== "requires_action") return settled(payment);
  const result = await ctx.provider.retrieve(payment.providerRef ?? "");
  if (result.status === "requires_action") throw stillWaiting(pending, ctx.confirmUrl);
  const request = pending.request as unknown as PendingRequest;
  const now = ctx.now ?? new Date();
  if (result.status === "failed") {
    const moved = await db.$transaction(async (tx) => {
      const won = await settlePendingPayment(tx, payment.id, { status: "failed", failureCode: result.code, failureMessage: result.message }, now);
      if (!won) return false;
      await recordAudit(tx, {
        agencyId: payment.agencyId,
        actor: request.actor,
        action: "payment.charge_failed",
        objectType: "payment",
        objectId: payment.id,
        before: { status: "requires_action" },
        after: { status: "failed", failureCode: result.code },
        requestId: ctx.requestId,
      });
      await recordPaymentEvent(tx, await getPayment(tx, payment.id));
      return true;
    });
    if (moved) await releaseBindLock(db, payment.applicationIds, pending.lockToken);
    return settled(await getPayment(db, payment.id));
  }
  const ids = payment.applicationIds;
  const answers = await answersOf(db, ids);
  const apps = (await applicationsByIds(db, ids, { agencyId: payment.agencyId })).map((a) => ({ ...a, formPayload: answers.get(a.id) ?? a.formPayload }));
  const ordered = ids.map((id) => apps.find((a) => a.id === id)!);
  const captured = {
    agencyId: payment.agencyId,
    amountCents: payment.amountCents,
    description: payment.description,
    applicationIds: ids,
    paymentKey: payment.idempotencyKey,
    providerRef: result.providerRef,
    brand: result.brand,
    last4: result.last4,
    saved: result.saved ? { ...result.saved, email: request.billingEmail } : null,
    pendingPaymentId: payment.id,
  };
  try {
    await issuePolicies(
      db,
      {
        apps: ordered,
        paymentPlan: request.paymentPlan,
        lockToken: pending.lockToken,
        charge: captured,
        now,
        premisesAddress: request.premisesAddress,
        additionalInsureds: request.additionalInsureds,
      },
      { actor: request.actor, requestId: ctx.requestId, providerName: ctx.provider.name },
    );
  } catch (error) {
    if (error instanceof PaymentAlreadySettled) return settled(await getPayment(db, payment.id));
    // Charged but not issued (another bind of the line won while the cardholder authenticated): the money goes back.
    await db.$transaction((tx) => settlePendingPayment(tx, payment.id, { status: "refunded" }, now));
    await releaseBindLock(db, ids, pending.lockToken);
    return compensate(db, captured, error, ctx);
  }
  if (request.payLinkId) await markPayLinkUsed(db, request.payLinkId, now);
  return getPayment(db, payment.id);
}

/** A payment already moved on: its bind's answer (the payment when it succeeded, its problem otherwise). */
function settled(payment: PaymentRecord): PaymentRecord {
  if (payment.status === "succeeded" && payment.policyIds.length) return payment;
  if (payment.status === "failed")
    throw chargeProblem({
      status: "failed",
      code: asDeclineCode(payment.failureCode),
      message: payment.failureMessage ?? "Declined.",
      providerRef: payment.providerRef,
    });
  throw new AppError("payment_failed", "The card was charged but the bind could not be issued; the charge was refunded. Nothing was bound.");
}

/** A provider webhook about a charge: settles every bind waiting on it (a failure to bind is the bind's answer, not the webhook's). */
export async function settleFromWebhook(db: Db, providerRef: string, ctx: { requestId: string; provider: PaymentProvider }): Promise<number> {
  const waiting = await pendingBindsByProviderRef(db, providerRef);
  for (const pending of waiting) {
    await settlePendingBind(db, pending, ctx).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  return waiting.length;
}
