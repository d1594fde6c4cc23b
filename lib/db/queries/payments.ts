// Charges and refunds through the payment provider.
import "server-only";
import type { PaymentKind, PaymentStatus } from "@/lib/generated/prisma/enums";
import type { Tx } from "../client";
import type { PaymentRecord } from "../records/payment";

export async function paymentByKey(db: Tx, idempotencyKey: string): Promise<PaymentRecord | null> {
  return db.payment.findUnique({ where: { idempotencyKey } });
}

export async function getPayment(db: Tx, id: string): Promise<PaymentRecord> {
  return db.payment.findUniqueOrThrow({ where: { id } });
}

/** Every payment that names the policy, oldest first. */
export async function paymentsOfPolicy(db: Tx, policyId: string): Promise<PaymentRecord[]> {
  return db.payment.findMany({ where: { policyIds: { has: policyId } }, orderBy: { createdAt: "asc" } });
}

/** Charges by id, newest first (refunds go back to the newest charge first). */
export async function chargesByIds(db: Tx, ids: string[]): Promise<PaymentRecord[]> {
  return db.payment.findMany({ where: { id: { in: ids }, kind: "charge" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export async function refundsOf(db: Tx, chargeIds: string[]): Promise<PaymentRecord[]> {
  return db.payment.findMany({ where: { kind: "refund", refundOfId: { in: chargeIds } } });
}

export interface NewPayment {
  id?: string;
  agencyId: string;
  kind: PaymentKind;
  provider: string;
  providerRef: string | null;
  amountCents: number;
  status: PaymentStatus;
  failureCode?: string | null;
  failureMessage?: string | null;
  description: string;
  policyIds?: string[];
  applicationIds?: string[];
  refundOfId?: string | null;
  idempotencyKey: string;
  brand?: string | null;
  last4?: string | null;
}

export async function insertPayment(tx: Tx, p: NewPayment): Promise<PaymentRecord> {
  return tx.payment.create({ data: p });
}

/** Stripe charges by PaymentIntent id (webhooks move their status forward). */
export async function stripeChargesByIntent(tx: Tx, intentId: string): Promise<PaymentRecord[]> {
  return tx.payment.findMany({ where: { providerRef: intentId, kind: "charge", provider: "stripe" } });
}

export async function setPaymentStatus(tx: Tx, id: string, status: PaymentStatus): Promise<void> {
  await tx.payment.update({ where: { id }, data: { status } });
}

/** Names the policies a charge paid for (a bind that waited for authentication learns them when it is issued). */
export async function setPaymentPolicies(tx: Tx, id: string, policyIds: string[]): Promise<PaymentRecord> {
  return tx.payment.update({ where: { id }, data: { policyIds } });
}
