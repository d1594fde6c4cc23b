// Certificates of insurance issued on policies (decision 017).
import "server-only";
import type { PostalAddress } from "@/lib/bind/address";
import { Prisma } from "@/lib/generated/prisma/client";
import { json, type Tx } from "../client";
import { toCertificateRecord, type CertificateHolder, type CertificateRecord } from "../records/certificate";

export async function certificatesOfPolicy(db: Tx, policyId: string): Promise<CertificateRecord[]> {
  const rows = await db.certificate.findMany({ where: { policyId }, orderBy: { sequence: "asc" } });
  return rows.map(toCertificateRecord);
}

/** One certificate of one of the agency's policies, or null. */
export async function getCertificate(db: Tx, agencyId: string, policyId: string, id: string): Promise<CertificateRecord | null> {
  const row = await db.certificate.findFirst({ where: { id, policyId, agencyId } });
  return row ? toCertificateRecord(row) : null;
}

export interface NewCertificate {
  id: string;
  agencyId: string;
  policyId: string;
  policyNumber: string;
  holder: CertificateHolder;
  description: string | null;
  additionalInsured: boolean;
  issuedAt: Date;
}

/**
 * Inserts the policy's next certificate (sequence = the highest + 1), in the caller's transaction.
 * Two issued at once may pick the same sequence: the unique index refuses the second (P2002), whose
 * transaction the caller runs again.
 */
export async function insertNextCertificate(tx: Tx, c: NewCertificate): Promise<CertificateRecord> {
  const last = await tx.certificate.findFirst({ where: { policyId: c.policyId }, orderBy: { sequence: "desc" }, select: { sequence: true } });
  const sequence = (last?.sequence ?? 0) + 1;
  const { policyNumber, ...rest } = c;
  const row = await tx.certificate.create({ data: { ...rest, sequence, number: `${policyNumber}-C${sequence}`, holder: json(c.holder) } });
  return toCertificateRecord(row);
}

/**
 * Stores the insured's street address on a policy that has none (given with a certificate, decision 017), in
 * the caller's transaction. False when the policy already has one: another request stored it first.
 */
export async function fillPremisesAddress(tx: Tx, policyId: string, address: PostalAddress): Promise<boolean> {
  const { count } = await tx.policy.updateMany({
    where: { id: policyId, premisesAddress: { equals: Prisma.DbNull } },
    data: { premisesAddress: json(address) },
  });
  return count === 1;
}
