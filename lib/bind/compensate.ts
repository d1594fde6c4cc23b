// Captured but not bound: the money goes back, and the record says so.
import "server-only";
import type { Db } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import { insertPayment } from "@/lib/db/queries/payments";
import { AppError } from "@/lib/errors";
import type { PaymentProvider } from "@/lib/payments/provider";
import type { BindCharge } from "./charge";

export async function compensate(
  db: Db,
  charge: BindCharge & { providerRef: string },
  cause: unknown,
  ctx: { requestId: string; provider: PaymentProvider },
): Promise<never> {
  const key = `${charge.paymentKey}:compensation`;
  const refund = await ctx.provider.refund({
    providerRef: charge.providerRef,
    amountCents: charge.amountCents,
    idempotencyKey: key,
    reason: "bind failed after capture",
  });
  await db.$transaction(async (tx) => {
    const payment = await insertPayment(tx, {
      agencyId: charge.agencyId,
      kind: "refund",
      provider: ctx.provider.name,
      providerRef: refund.status === "succeeded" ? refund.providerRef : null,
      amountCents: charge.amountCents,
      status: refund.status,
      failureMessage: refund.status === "failed" ? refund.message : null,
      description: `Compensation: ${charge.description} (bind failed after capture)`,
      applicationIds: charge.applicationIds,
      idempotencyKey: key,
    });
    await recordAudit(tx, {
      agencyId: charge.agencyId,
      actor: "system",
      action: "payment.compensating_refund",
      objectType: "payment",
      objectId: payment.id,
      after: { amountCents: charge.amountCents, chargeRef: charge.providerRef, error: String(cause), refund: refund.status },
      requestId: ctx.requestId,
    });
  });
  // A rule that refused the bind at the last moment (another policy of the line was issued meanwhile) keeps its own problem type.
  if (cause instanceof AppError)
    throw new AppError(
      cause.code,
      `${cause.message} The card was charged before this was found; the charge was ${refund.status === "succeeded" ? "refunded" : "NOT refunded automatically and is flagged for follow-up"}.`,
      cause.errors,
    );
  throw new AppError(
    "internal_error",
    `The bind failed after the card was charged; the charge was ${refund.status === "succeeded" ? "refunded" : "NOT refunded automatically and is flagged for follow-up"}. Request id ${ctx.requestId}.`,
  );
}
