// Stripe webhooks: verified by signature, recorded by event id in the same transaction that applies
// them (a redelivery of an applied event is acknowledged and not processed again; an event whose
// processing failed is not recorded, so Stripe's redelivery applies it), and applied so that a
// payment's status only moves forward: an event that arrives late (out of order) cannot undo a later
// state. A partial refund leaves the charge `succeeded`: refunds are tracked as our own refund payments.
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "./audit";

export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: { id?: string; object?: string; payment_intent?: string | null; status?: string; amount?: number; amount_refunded?: number } };
}

const RANK: Record<string, number> = { requires_action: 0, processing: 1, failed: 2, succeeded: 2, refunded: 3 };

function statusFromEvent(type: string): string | null {
  switch (type) {
    case "payment_intent.succeeded":
      return "succeeded";
    case "payment_intent.payment_failed":
      return "failed";
    case "payment_intent.requires_action":
      return "requires_action";
    case "payment_intent.processing":
      return "processing";
    case "charge.refunded":
      return "refunded";
    default:
      return null;
  }
}

function isPartialRefund(event: StripeEventLike): boolean {
  const { amount, amount_refunded: refunded } = event.data.object;
  return event.type === "charge.refunded" && typeof amount === "number" && typeof refunded === "number" && refunded < amount;
}

export async function handleStripeEvent(db: Db, event: StripeEventLike): Promise<"processed" | "duplicate" | "ignored"> {
  try {
    return await db.$transaction(async (tx) => {
      // A concurrent delivery of the same event waits here on the primary key, then finds it recorded.
      await tx.webhookEvent.create({ data: { id: event.id, type: event.type, payload: event as unknown as Prisma.InputJsonValue, processedAt: new Date() } });
      const status = isPartialRefund(event) ? null : statusFromEvent(event.type);
      const object = event.data.object;
      const intentId = object.object === "charge" ? object.payment_intent : object.id;
      if (!status || !intentId) return "ignored" as const;
      const payments = await tx.payment.findMany({ where: { providerRef: intentId, kind: "charge", provider: "stripe" } });
      for (const p of payments) {
        if ((RANK[status] ?? -1) <= (RANK[p.status] ?? -1)) continue; // late or repeated news
        await tx.payment.update({ where: { id: p.id }, data: { status } });
        await recordAudit(tx, { agencyId: p.agencyId, actor: "stripe:webhook", action: "payment.status_from_webhook", objectType: "payment", objectId: p.id, before: { status: p.status }, after: { status, eventId: event.id } });
      }
      return "processed" as const;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return "duplicate";
    throw error;
  }
}
