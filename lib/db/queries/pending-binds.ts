// Binds waiting for the cardholder to authenticate (3-D Secure, decision 026): the payment row waits in
// requires_action, this row keeps what the bind still needs, and settling moves the payment on exactly once.
import "server-only";
import type { PendingBind } from "@/lib/generated/prisma/client";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../client";

export type PendingBindRecord = PendingBind;

/** `request` and `nextAction` are plain JSON values (strings, numbers, booleans, null, arrays and objects of them). */
export async function insertPendingBind(
  tx: Tx,
  p: { paymentId: string; agencyId: string; lockToken: string; request: object; clientSecret: string; nextAction: object },
): Promise<void> {
  await tx.pendingBind.create({ data: { ...p, request: p.request as Prisma.InputJsonObject, nextAction: p.nextAction as Prisma.InputJsonObject } });
}

export async function pendingBindOf(db: Tx, paymentId: string): Promise<PendingBindRecord | null> {
  return db.pendingBind.findUnique({ where: { paymentId } });
}

/** The unsettled binds waiting on a provider's charge (a webhook names the PaymentIntent). */
export async function pendingBindsByProviderRef(db: Tx, providerRef: string): Promise<PendingBindRecord[]> {
  const payments = await db.payment.findMany({ where: { providerRef, kind: "charge", status: "requires_action" }, select: { id: true } });
  if (!payments.length) return [];
  return db.pendingBind.findMany({ where: { paymentId: { in: payments.map((p) => p.id) }, settledAt: null } });
}

/**
 * Moves a waiting payment on, once: true for the caller that did it, false when another (the confirm call or the
 * webhook) already had. The row stays locked to the end of the caller's transaction, so a rival waits, then finds it moved.
 */
export async function settlePendingPayment(
  tx: Tx,
  paymentId: string,
  to: {
    status: PaymentStatus;
    policyIds?: string[];
    brand?: string | null;
    last4?: string | null;
    failureCode?: string | null;
    failureMessage?: string | null;
  },
  at: Date,
): Promise<boolean> {
  const { count } = await tx.payment.updateMany({ where: { id: paymentId, status: "requires_action" }, data: to });
  if (count) await tx.pendingBind.updateMany({ where: { paymentId }, data: { settledAt: at } });
  return count === 1;
}
