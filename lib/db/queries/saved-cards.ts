// Saved cards: the card each policy's installments are charged to (saved_payment_methods), and the offline
// provider's own store of the cards it saved (offline_payment_methods: what a card does later, never its number).
import "server-only";
import type { SavedPaymentMethod } from "@/lib/generated/prisma/client";
import type { OfflineCardStore, OfflineSavedCard } from "@/lib/payments/offline";
import { asDeclineCode } from "@/lib/payments/shared";
import type { SavedCard } from "@/lib/payments/provider";
import type { Db, Tx } from "../client";

export type SavedPaymentMethodRecord = SavedPaymentMethod;

/** The card in use for a policy: the newest one not replaced. */
export async function policyCard(db: Tx, policyId: string): Promise<SavedPaymentMethodRecord | null> {
  return db.savedPaymentMethod.findFirst({ where: { policyId, replacedAt: null }, orderBy: { createdAt: "desc" } });
}

/** Keeps this card for the policy's installments, replacing the one in use (in the caller's transaction). */
export async function savePolicyCard(
  tx: Tx,
  p: { agencyId: string; policyId: string; provider: string; card: SavedCard; email: string | null; at: Date },
): Promise<SavedPaymentMethodRecord> {
  await tx.savedPaymentMethod.updateMany({ where: { policyId: p.policyId, replacedAt: null }, data: { replacedAt: p.at } });
  return tx.savedPaymentMethod.create({
    data: {
      agencyId: p.agencyId,
      policyId: p.policyId,
      provider: p.provider,
      customerRef: p.card.customerRef,
      paymentMethodRef: p.card.paymentMethodRef,
      brand: p.card.brand,
      last4: p.card.last4,
      expMonth: p.card.expMonth,
      expYear: p.card.expYear,
      email: p.email,
      createdAt: p.at,
    },
  });
}

/** The offline provider's saved cards in this database, so every process charges the same card alike. */
export function offlineCardStore(db: Db): OfflineCardStore {
  return {
    async save(card: OfflineSavedCard) {
      const data = { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, failsWith: card.failsWith };
      await db.offlinePaymentMethod.upsert({ where: { id: card.id }, create: { id: card.id, ...data }, update: data });
    },
    async find(id: string) {
      const row = await db.offlinePaymentMethod.findUnique({ where: { id } });
      return row ? { ...row, failsWith: row.failsWith === null ? null : asDeclineCode(row.failsWith) } : null;
    },
  };
}
