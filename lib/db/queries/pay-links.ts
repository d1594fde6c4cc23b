// Customer checkout links, stored as a hash of their token.
import "server-only";
import type { PaymentFrequency } from "@/lib/generated/prisma/enums";
import type { Tx } from "../client";
import type { PayLinkRecord } from "../records/payment";

export async function insertPayLink(
  db: Tx,
  link: {
    tokenHash: string;
    agencyId: string;
    folioId: string;
    applicationIds: string[];
    paymentPlan: PaymentFrequency;
    expiresAt: Date;
    recipient?: string | null;
  },
): Promise<PayLinkRecord> {
  return db.payLink.create({ data: link });
}

export async function payLinkByHash(db: Tx, tokenHash: string): Promise<PayLinkRecord | null> {
  return db.payLink.findUnique({ where: { tokenHash } });
}

export async function markPayLinkUsed(db: Tx, id: string, at: Date): Promise<void> {
  await db.payLink.update({ where: { id }, data: { usedAt: at } });
}

/** Records the first time the customer opened the link; later openings change nothing. */
export async function markPayLinkOpened(db: Tx, id: string, at: Date): Promise<void> {
  await db.payLink.updateMany({ where: { id, openedAt: null }, data: { openedAt: at } });
}

/** A folio's links, newest first. */
export async function payLinksOfFolio(db: Tx, agencyId: string, folioId: string): Promise<PayLinkRecord[]> {
  return db.payLink.findMany({ where: { agencyId, folioId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** The policies a paid link issued (one per application), for the customer's receipt. */
export async function policiesOfApplications(db: Tx, applicationIds: string[]) {
  return db.policy.findMany({
    where: { applicationId: { in: applicationIds } },
    select: { id: true, number: true, applicationId: true, effectiveDate: true, expirationDate: true, totalCents: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
}
