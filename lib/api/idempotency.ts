// Idempotency-Key, as Stripe does it, for every POST that declares it (create-quote, re-quote, bind,
// policy payments): the first request with a key runs and its answer is stored; a retry with the same
// key and the same body gets the same answer (Idempotent-Replayed: true) and does nothing; the same key
// with another body is a 409. An answer is stored once the request committed something (its resource),
// whether it succeeded or failed (a declined card is replayed as declined); a request that failed before
// committing anything is forgotten, so the caller may fix it and retry with the same key.
//
// A process can die mid-request. The running request therefore holds a lease on its key and renews it;
// the resource it creates records the key's `resource_id` in the resource's own transaction. A retry
// after the lease ran out takes the key over and either rebuilds the answer from the committed resource
// (it was committed, only the answer was lost) or runs the request again (nothing was committed).
// Keys expire after 24 hours.
import "server-only";
import { randomUUID } from "node:crypto";
import { canonicalHash } from "@/lib/canonical-json";
import type { Db, Tx } from "@/lib/db/client";
import {
  claimKey,
  deleteExpiredKey,
  findKey,
  markKeyResource,
  releaseKeyAfterFailure,
  renewKeyLease,
  storeKeyAnswer,
  takeOverKey,
} from "@/lib/db/queries/idempotency";
import { AppError } from "@/lib/errors";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function readIdempotencyKey(req: Request, required = false): string | null {
  const key = req.headers.get("idempotency-key")?.trim();
  if (!key) {
    if (required)
      throw new AppError("validation_error", "Idempotency-Key: send a unique key per payment so that a retry cannot charge twice", [
        { path: "Idempotency-Key", message: "is required", code: "required" },
      ]);
    return null;
  }
  if (!/^[\w.:-]{8,255}$/.test(key)) {
    throw new AppError("validation_error", "Idempotency-Key: use 8 to 255 letters, digits, _ . : or -", [
      { path: "Idempotency-Key", message: "use 8 to 255 letters, digits, _ . : or -" },
    ]);
  }
  return key;
}

/** Called inside the transaction that commits the request's resource, with that resource's id. */
export type CommitMark = (tx: Tx, resourceId: string) => Promise<void>;

/** An answer as stored and replayed: its status and JSON body; `failed` answers are problems. */
export interface Answer {
  status: number;
  body: unknown;
  failed?: boolean;
}

export interface IdempotentOperation {
  /** Does the work; calls `mark` in the transaction that commits the resource. */
  run(mark: CommitMark): Promise<Answer>;
  /** The answer for a resource committed by a request whose answer was lost. */
  recover(resourceId: string): Promise<Answer>;
}

export interface Replayable extends Answer {
  replayed: boolean;
}

const noMark: CommitMark = async () => undefined;

export async function withIdempotency(
  db: Db,
  agencyId: string,
  key: string | null,
  scope: string,
  body: unknown,
  operation: IdempotentOperation,
  leaseMs: number,
): Promise<Replayable> {
  if (!key) return { ...(await operation.run(noMark)), replayed: false };
  const requestHash = canonicalHash({ scope, body });

  const token = randomUUID();
  const lease = () => new Date(Date.now() + leaseMs);
  let takenOver: { resourceId: string | null } | null = null;
  for (let attempt = 0; !takenOver; attempt++) {
    if (
      await claimKey(db, { agencyId, key, scope, requestHash, leaseToken: token, leaseUntil: lease(), expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS) })
    ) {
      takenOver = { resourceId: null };
      break;
    }
    const previous = await findKey(db, agencyId, key);
    if (!previous) continue; // deleted meanwhile (a failure, or expiry): try to create it again
    const now = Date.now();
    if (previous.expiresAt.getTime() <= now) {
      await deleteExpiredKey(db, agencyId, key, previous.expiresAt);
      if (attempt < 3) continue;
    }
    if (previous.requestHash !== requestHash) {
      throw new AppError("idempotency_mismatch", "This Idempotency-Key was used with a different request; use a new key for a new request.");
    }
    if (previous.status !== 0) return { status: previous.status, body: previous.response, failed: previous.status >= 400, replayed: true };
    if (previous.leaseUntil.getTime() > now) throw new AppError("conflict", "A request with this Idempotency-Key is still running; retry in a moment.");
    // The request that held the key stopped without answering (its process died): take the key over.
    if (await takeOverKey(db, agencyId, key, previous.leaseToken, token, lease())) takenOver = { resourceId: previous.resourceId };
    else if (attempt >= 3) throw new AppError("conflict", "A request with this Idempotency-Key is still running; retry in a moment.");
  }

  let marked = takenOver.resourceId !== null;
  const heartbeat = setInterval(() => void renewKeyLease(db, agencyId, key, token, lease()).catch(() => undefined), Math.max(100, Math.floor(leaseMs / 3)));
  heartbeat.unref();
  const mark: CommitMark = async (tx, resourceId) => {
    // Our lease was taken over (this process stalled past it): commit nothing, the other request answers.
    if (!(await markKeyResource(tx, agencyId, key, token, resourceId)))
      throw new AppError("conflict", "A request with this Idempotency-Key is still running; retry in a moment.");
    marked = true;
  };
  try {
    let answer: Answer;
    try {
      answer = takenOver.resourceId ? await operation.recover(takenOver.resourceId) : await operation.run(mark);
    } catch (error) {
      // Committed but the answer failed: keep the key (lease released) so a retry recovers the resource.
      await releaseKeyAfterFailure(db, agencyId, key, token, new Date()).catch(() => undefined);
      throw error;
    }
    if (answer.failed && !marked) {
      await releaseKeyAfterFailure(db, agencyId, key, token, new Date()); // nothing was committed: forget the key
      return { ...answer, replayed: false };
    }
    await storeKeyAnswer(db, agencyId, key, token, answer.status, answer.body);
    return { ...answer, replayed: takenOver.resourceId !== null };
  } finally {
    clearInterval(heartbeat);
  }
}
