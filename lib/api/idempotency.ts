// Idempotency-Key for creating POSTs (create-quote, re-quote), as Stripe does it: the first request with
// a key runs and its answer is stored; a retry with the same key and the same body gets the same answer
// (Idempotent-Replayed: true) and creates nothing; the same key with another body is a 409. A request
// that fails before committing anything is not stored, so the caller may fix it and retry with the key.
//
// A process can die mid-request. The running request therefore holds a lease on its key and renews it;
// the resource it creates records the key's `resource_id` in the resource's own transaction. A retry
// after the lease ran out takes the key over and either rebuilds the answer from the committed resource
// (it was committed, only the answer was lost) or runs the request again (nothing was committed).
// Keys expire after 24 hours.
import { randomUUID } from "node:crypto";
import { canonicalHash } from "@/lib/canonical-json";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function readIdempotencyKey(req: Request): string | null {
  const key = req.headers.get("idempotency-key")?.trim();
  if (!key) return null;
  if (!/^[\w.:-]{8,255}$/.test(key)) {
    throw new AppError("validation_error", "Idempotency-Key: use 8 to 255 letters, digits, _ . : or -", [{ path: "Idempotency-Key", message: "use 8 to 255 letters, digits, _ . : or -" }]);
  }
  return key;
}

/** Called inside the transaction that commits the request's resource, with that resource's id. */
export type CommitMark = (tx: Prisma.TransactionClient, resourceId: string) => Promise<void>;

export interface IdempotentOperation<T> {
  /** Does the work; calls `mark` in the transaction that commits the resource. */
  run(mark: CommitMark): Promise<{ status: number; data: T }>;
  /** The answer for a resource committed by a request whose answer was lost. */
  recover(resourceId: string): Promise<{ status: number; data: T }>;
}

type Answer<T> = { status: number; data: T; headers?: Record<string, string> };

const noMark: CommitMark = async () => undefined;
const REPLAYED = { "idempotent-replayed": "true" };

export async function withIdempotency<T>(
  db: Db,
  agencyId: string,
  key: string | null,
  scope: string,
  body: unknown,
  operation: IdempotentOperation<T>,
  leaseMs = env().IDEMPOTENCY_LEASE_MS,
): Promise<Answer<T>> {
  if (!key) return operation.run(noMark);
  const requestHash = canonicalHash({ scope, body });
  const where = { agencyId_key: { agencyId, key } };
  sweepExpired(db);

  const token = randomUUID();
  const lease = () => new Date(Date.now() + leaseMs);
  let takenOver: { resourceId: string | null } | null = null;
  for (let attempt = 0; !takenOver; attempt++) {
    try {
      await db.idempotencyRecord.create({
        data: { agencyId, key, scope, requestHash, status: 0, leaseToken: token, leaseUntil: lease(), expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS) },
      });
      takenOver = { resourceId: null };
      break;
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    }
    const previous = await db.idempotencyRecord.findUnique({ where });
    if (!previous) continue; // deleted meanwhile (a failure, or expiry): try to create it again
    const now = Date.now();
    if (previous.expiresAt.getTime() <= now) {
      await db.idempotencyRecord.deleteMany({ where: { agencyId, key, expiresAt: previous.expiresAt } });
      if (attempt < 3) continue;
    }
    if (previous.requestHash !== requestHash) {
      throw new AppError("idempotency_mismatch", "This Idempotency-Key was used with a different request; use a new key for a new request.");
    }
    if (previous.status !== 0) return { status: previous.status, data: previous.response as T, headers: REPLAYED };
    if (previous.leaseUntil.getTime() > now) {
      throw new AppError("conflict", "A request with this Idempotency-Key is still running; retry in a moment.");
    }
    // The request that held the key stopped without answering (its process died): take the key over.
    const { count } = await db.idempotencyRecord.updateMany({
      where: { agencyId, key, status: 0, leaseToken: previous.leaseToken },
      data: { leaseToken: token, leaseUntil: lease() },
    });
    if (count === 1) takenOver = { resourceId: previous.resourceId };
    else if (attempt >= 3) throw new AppError("conflict", "A request with this Idempotency-Key is still running; retry in a moment.");
  }

  const mine = { agencyId, key, leaseToken: token };
  const heartbeat = setInterval(() => {
    void db.idempotencyRecord.updateMany({ where: mine, data: { leaseUntil: lease() } }).catch(() => undefined);
  }, Math.max(100, Math.floor(leaseMs / 3)));
  heartbeat.unref();
  const mark: CommitMark = async (tx, resourceId) => {
    const { count } = await tx.idempotencyRecord.updateMany({ where: { ...mine, status: 0 }, data: { resourceId } });
    // Our lease was taken over (this process stalled past it): commit nothing, the other request answers.
    if (count !== 1) throw new AppError("conflict", "A request with this Idempotency-Key is still running; retry in a moment.");
  };
  try {
    let answer: Answer<T>;
    try {
      answer = takenOver.resourceId ? { ...(await operation.recover(takenOver.resourceId)), headers: REPLAYED } : await operation.run(mark);
    } catch (error) {
      // Committed but the answer failed: keep the key (lease released) so a retry recovers the resource.
      const kept = await db.idempotencyRecord.updateMany({ where: { ...mine, resourceId: { not: null } }, data: { leaseUntil: new Date() } }).catch(() => ({ count: 0 }));
      if (kept.count === 0) await db.idempotencyRecord.deleteMany({ where: mine }).catch(() => undefined);
      throw error;
    }
    await db.idempotencyRecord.updateMany({ where: mine, data: { status: answer.status, response: answer.data as Prisma.InputJsonValue } });
    return answer;
  } finally {
    clearInterval(heartbeat);
  }
}

let lastSweep = 0;
/** Deletes expired keys, at most once a minute per process, without holding up the request. */
function sweepExpired(db: Db): void {
  const now = Date.now();
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  void db.idempotencyRecord.deleteMany({ where: { expiresAt: { lt: new Date(now) } } }).catch(() => undefined);
}
