// Idempotency-Key records (lib/api/idempotency.ts): one row per agency and key, leased while its
// request runs, answering retries once it is done.
import "server-only";
import type { Tx } from "../client";
import { json } from "../client";
import { isUniqueViolation } from "../errors";

export interface IdempotencyRow {
  requestHash: string;
  status: number;
  response: unknown;
  resourceId: string | null;
  leaseToken: string | null;
  leaseUntil: Date;
  expiresAt: Date;
}

/** Creates the key's record holding the lease; false when the key exists already. */
export async function claimKey(
  db: Tx,
  r: { agencyId: string; key: string; scope: string; requestHash: string; leaseToken: string; leaseUntil: Date; expiresAt: Date },
): Promise<boolean> {
  try {
    await db.idempotencyRecord.create({ data: { ...r, status: 0 } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function findKey(db: Tx, agencyId: string, key: string): Promise<IdempotencyRow | null> {
  return db.idempotencyRecord.findUnique({ where: { agencyId_key: { agencyId, key } } });
}

export async function deleteExpiredKey(db: Tx, agencyId: string, key: string, expiresAt: Date): Promise<void> {
  await db.idempotencyRecord.deleteMany({ where: { agencyId, key, expiresAt } });
}

/** Takes over a running key whose lease ran out; false when someone else took it first. */
export async function takeOverKey(db: Tx, agencyId: string, key: string, fromToken: string | null, toToken: string, leaseUntil: Date): Promise<boolean> {
  const { count } = await db.idempotencyRecord.updateMany({
    where: { agencyId, key, status: 0, leaseToken: fromToken },
    data: { leaseToken: toToken, leaseUntil },
  });
  return count === 1;
}

export async function renewKeyLease(db: Tx, agencyId: string, key: string, token: string, leaseUntil: Date): Promise<void> {
  await db.idempotencyRecord.updateMany({ where: { agencyId, key, leaseToken: token }, data: { leaseUntil } });
}

/** Notes the resource a running request committed, in that resource's transaction; false if the lease was lost. */
export async function markKeyResource(tx: Tx, agencyId: string, key: string, token: string, resourceId: string): Promise<boolean> {
  const { count } = await tx.idempotencyRecord.updateMany({ where: { agencyId, key, leaseToken: token, status: 0 }, data: { resourceId } });
  return count === 1;
}

export async function storeKeyAnswer(db: Tx, agencyId: string, key: string, token: string, status: number, response: unknown): Promise<void> {
  await db.idempotencyRecord.updateMany({ where: { agencyId, key, leaseToken: token }, data: { status, response: json(response as object) } });
}

/** After a failure: keep a key whose request committed a resource (lease released, so a retry recovers it); forget one that committed nothing. */
export async function releaseKeyAfterFailure(db: Tx, agencyId: string, key: string, token: string, now: Date): Promise<void> {
  const kept = await db.idempotencyRecord.updateMany({ where: { agencyId, key, leaseToken: token, resourceId: { not: null } }, data: { leaseUntil: now } });
  if (kept.count === 0) await db.idempotencyRecord.deleteMany({ where: { agencyId, key, leaseToken: token } });
}
