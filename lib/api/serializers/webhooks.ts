// Webhook endpoints, events and deliveries -> the API's shapes. An event is shown exactly as it is delivered.
import "server-only";
import type { DeliveryRecord, EventRecord } from "@/lib/db/queries/events";
import type { WebhookEndpointRecord } from "@/lib/db/queries/webhook-endpoints";
import type { EventView, WebhookDeliveryView, WebhookEndpointView } from "@/lib/schemas/webhooks";
import { eventBody } from "@/lib/webhooks/payloads";
import type { z } from "zod";

export function endpointView(e: WebhookEndpointRecord, livemode: boolean, now = new Date()): z.infer<typeof WebhookEndpointView> {
  const rotating = e.previousSecret && e.previousSecretExpiresAt && e.previousSecretExpiresAt > now;
  return {
    id: e.id,
    livemode,
    url: e.url,
    description: e.description,
    enabledEvents: e.enabledEvents,
    status: e.status,
    disabledReason: e.disabledReason,
    disabledAt: e.disabledAt?.toISOString() ?? null,
    previousSecretExpiresAt: rotating ? e.previousSecretExpiresAt!.toISOString() : null,
    consecutiveFailures: e.consecutiveFailures,
    failingSince: e.failingSince?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export function endpointWithSecretView(o: { endpoint: WebhookEndpointRecord; secret: string }, livemode: boolean) {
  return { ...endpointView(o.endpoint, livemode), secret: o.secret };
}

export function eventView(e: EventRecord, livemode: boolean): EventView {
  return eventBody(e, livemode);
}

export function deliveryView(d: DeliveryRecord): z.infer<typeof WebhookDeliveryView> {
  return {
    id: d.id,
    eventId: d.eventId,
    endpointId: d.endpointId,
    status: d.status,
    nextAttemptAt: d.status === "pending" ? (d.nextAttemptAt?.toISOString() ?? null) : null,
    lastStatusCode: d.lastStatusCode,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    attempts: d.attemptLog.map((a) => ({
      number: a.number,
      attemptedAt: a.attemptedAt.toISOString(),
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      responseSnippet: a.responseSnippet,
      error: a.error,
    })),
  };
}
