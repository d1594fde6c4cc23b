// Customer checkout links, stored as a hash of their token.
import "server-only";
import type { PaymentFrequency } from "@/lib/generated/prisma/enums";
import type { Tx } from "../client";
import type { PayLinkRecord } from "../records";

export async function insertPayLink(
  db: Tx,
  link: { tokenHash: string; agencyId: string; folioId: string; applicationIds: string[]; paymentPlan: PaymentFrequency; expiresAt: Date },
): Promise<void> {
  await db.payLink.create({ data: link });
}

export async function payLinkByHash(db: Tx, tokenHash: string): Promise<PayLinkRecord | null> {
  return db.payLink.findUnique({ where: { tokenHash } });
}

export async function markPayLinkUsed(db: Tx, id: string, at: Date): Promise<void> {
  await db.payLink.update({ where: { id }, data: { usedAt: at } });
}
