// Charging the card for a bind, and recording a charge that did not succeed.
import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import { insertPayment } from "@/lib/db/queries/payments";
import { AppError } from "@/lib/errors";
import type { ChargeResult, PaymentProvider } from "@/lib/payments/provider";
import { recordPaymentEvent } from "@/lib/webhooks/record";

export interface BindCharge {
  agencyId: string;
  amountCents: number;
  description: string;
  applicationIds: string[];
  paymentKey: string;
}

/** The payment row of a bind's charge, whatever became of it (the caller adds its status). */
export function bindChargeRow(c: BindCharge, provider: string, providerRef: string | null) {
  return {
    agencyId: c.agencyId,
    kind: "charge" as const,
    provider,
    providerRef,
    amountCents: c.amountCents,
    description: c.description,
    applicationIds: c.applicationIds,
    idempotencyKey: c.paymentKey,
  };
}

/** Records a declined charge, then throws the problem the caller sees. */
export async function recordFailedCharge(
  db: Db,
  c: BindCharge,
  charge: Extract<ChargeResult, { status: "failed" }>,
  ctx: { actor: string; requestId: string; provider: PaymentProvider; onCommit?: (tx: Tx, paymentId: string) => Promise<void> },
): Promise<never> {
  await db.$transaction(async (tx) => {
    const payment = await insertPayment(tx, {
      ...bindChargeRow(c, ctx.provider.name, charge.providerRef),
      status: charge.status,
      failureCode: charge.code,
      failureMessage: charge.message,
    });
    await recordAudit(tx, {
      agencyId: c.agencyId,
      actor: ctx.actor,
      action: "payment.charge_failed",
      objectType: "payment",
      objectId: payment.id,
      after: { status: charge.status, amountCents: c.amountCents, applicationIds: c.applicationIds },
      requestId: ctx.requestId,
    });
    await recordPaymentEvent(tx, payment); // payment.failed
    await ctx.onCommit?.(tx, payment.id);
  });
  throw chargeProblem(charge);
}

/** The problem a failed charge answers with: nothing was bound. */
export function chargeProblem(charge: Extract<ChargeResult, { status: "failed" }>): AppError {
  return new AppError("payment_failed", `The card was declined (${charge.code}): ${charge.message} Nothing was bound.`, [
    { path: "payment", message: charge.message, code: charge.code },
  ]);
}
