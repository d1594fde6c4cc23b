// Stripe webhooks: verified by signature (at the edge), recorded by event id in the same transaction
// that applies them (a redelivery of an applied event is acknowledged and not processed again; an event
// whose processing failed is not recorded, so Stripe's redelivery applies it), and applied so that a
// payment's status only moves forward: an event that arrives late (out of order) cannot undo a later
// state. A partial refund leaves the charge `succeeded`: refunds are tracked as our own refund payments.
import "server-only";
import type { Db } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import { setPaymentStatus, stripeChargesByIntent } from "@/lib/db/queries/payments";
import { isDuplicateEvent, recordWebhookEvent } from "@/lib/db/queries/webhooks";
import type { PaymentStatus } from "@/lib/db/records/payment";
import { recordPaymentEvent } from "@/lib/webhooks/record";

export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: {
    object: {
      id?: string | undefined;
      object?: string | undefined;
      payment_intent?: string | null | undefined;
      status?: string | undefined;
      amount?: number | undefined;
      amount_refunded?: number | undefined;
    };
  };
}

const RANK: Record<PaymentStatus, number> = { requires_action: 0, processing: 1, failed: 2, succeeded: 2, refunded: 3 };

function statusFromEvent(type: string): PaymentStatus | null {
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
      await recordWebhookEvent(tx, { id: event.id, type: event.type, payload: event });
      const status = isPartialRefund(event) ? null : statusFromEvent(event.type);
      const object = event.data.object;
      const intentId = object.object === "charge" ? object.payment_intent : object.id;
      if (!status || !intentId) return "ignored" as const;
      for (const p of await stripeChargesByIntent(tx, intentId)) {
        if (RANK[status] <= RANK[p.status]) continue; // late or repeated news
        await setPaymentStatus(tx, p.id, status);
        await recordAudit(tx, {
          agencyId: p.agencyId,
          actor: "stripe:webhook",
          action: "payment.status_from_webhook",
          objectType: "payment",
          objectId: p.id,
          before: { status: p.status },
          after: { status, eventId: event.id },
        });
        await recordPaymentEvent(tx, { ...p, status }); // payment.succeeded | failed once the provider says so
      }
      return "processed" as const;
    });
  } catch (error) {
    if (isDuplicateEvent(error)) return "duplicate";
    throw error;
  }
}
