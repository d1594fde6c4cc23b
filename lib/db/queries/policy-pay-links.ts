// Links that let the insured pay what a policy owes now (lib/policies/pay-link.ts), stored as a hash of their token.
import "server-only";
import type { PolicyPayLink } from "@/lib/generated/prisma/client";
import type { Tx } from "../client";

export type PolicyPayLinkRecord = PolicyPayLink;

export async function insertPolicyPayLink(
  db: Tx,
  link: { tokenHash: string; agencyId: string; policyId: string; rowNumber: number; amountCents: number; expiresAt: Date },
): Promise<PolicyPayLinkRecord> {
  return db.policyPayLink.create({ data: link });
}

export async function policyPayLinkByHash(db: Tx, tokenHash: string): Promise<PolicyPayLinkRecord | null> {
  return db.policyPayLink.findUnique({ where: { tokenHash } });
}

/** Marks the link used by this payment; false when it was used already (another tab paid first). */
export async function markPolicyPayLinkUsed(db: Tx, id: string, paymentId: string, at: Date): Promise<boolean> {
  const { count } = await db.policyPayLink.updateMany({ where: { id, usedAt: null }, data: { usedAt: at, paymentId } });
  return count === 1;
}
