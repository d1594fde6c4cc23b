// Idempotency-Key for creating POSTs (create-quote, re-quote), as Stripe does it: the first request with
// a key runs and its answer is stored; a retry with the same key and the same body gets the same answer
// (Idempotent-Replayed: true) and creates nothing; the same key with another body is a 409. A request
// that fails is not stored, so the caller may fix it and retry with the same key.
import { canonicalHash } from "@/lib/canonical-json";
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "./errors";

export function readIdempotencyKey(req: Request): string | null {
  const key = req.headers.get("idempotency-key")?.trim();
  if (!key) return null;
  if (!/^[\w.:-]{8,255}$/.test(key)) {
    throw new AppError("validation_error", "Idempotency-Key: use 8 to 255 letters, digits, _ . : or -", [{ path: "Idempotency-Key", message: "use 8 to 255 letters, digits, _ . : or -" }]);
  }
  return key;
}

export async function withIdempotency<T>(
  db: Db,
  agencyId: string,
  key: string | null,
  scope: string,
  body: unknown,
  run: () => Promise<{ status: number; data: T }>,
): Promise<{ status: number; data: T; headers?: Record<string, string> }> {
  if (!key) return run();
  const requestHash = canonicalHash({ scope, body });
  try {
    await db.idempotencyRecord.create({ data: { agencyId, key, scope, requestHash, status: 0 } });
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    const previous = await db.idempotencyRecord.findUnique({ where: { agencyId_key: { agencyId, key } } });
    if (!previous || previous.requestHash !== requestHash) {
      throw new AppError("idempotency_mismatch", "This Idempotency-Key was used with a different request; use a new key for a new request.");
    }
    if (previous.status === 0) throw new AppError("conflict", "A request with this Idempotency-Key is still running; retry in a moment.");
    return { status: previous.status, data: previous.response as T, headers: { "idempotent-replayed": "true" } };
  }
  try {
    const result = await run();
    await db.idempotencyRecord.update({
      where: { agencyId_key: { agencyId, key } },
      data: { status: result.status, response: result.data as Prisma.InputJsonValue },
    });
    return result;
  } catch (error) {
    await db.idempotencyRecord.delete({ where: { agencyId_key: { agencyId, key } } }).catch(() => undefined);
    throw error;
  }
}
