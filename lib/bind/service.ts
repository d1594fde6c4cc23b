// What the bind and policy routes call.
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/db/client";
import type { BindRequest } from "@/lib/schemas/bind";
import { bindApplications } from "./bind";
import { paymentProvider } from "./payment-provider";
import { paymentView, viewPolicy } from "./policies";

/** The Idempotency-Key header: optional on bind, required where a retry must not charge twice. */
export function idempotencyKey(req: Request, required: boolean): string | undefined {
  const key = req.headers.get("idempotency-key")?.trim();
  if (key && !/^[\w.:-]{8,255}$/.test(key)) {
    throw new AppError("validation_error", "Idempotency-Key: use 8 to 255 letters, digits, _ . : or -", [{ path: "Idempotency-Key", message: "use 8 to 255 letters, digits, _ . : or -" }]);
  }
  if (!key && required) {
    throw new AppError("validation_error", "Idempotency-Key: send a unique key per payment so that a retry cannot charge twice", [{ path: "Idempotency-Key", message: "is required", code: "required" }]);
  }
  return key || undefined;
}

export async function bindAndView(db: Db, agencyId: string, body: BindRequest, ctx: { actor: string; requestId: string; idempotencyKey?: string }) {
  const outcome = await bindApplications(db, agencyId, body, { ...ctx, provider: paymentProvider() });
  const payment = await db.payment.findUniqueOrThrow({ where: { id: outcome.paymentId } });
  return { policies: await Promise.all(outcome.policyIds.map((id) => viewPolicy(db, agencyId, id))), payment: paymentView(payment) };
}
