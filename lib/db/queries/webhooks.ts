// Provider webhook events seen, by event id.
import "server-only";
import { json, type Tx } from "../client";
import { isUniqueViolation } from "../errors";

/** Records an event in the caller's transaction; a redelivery fails it with a unique violation (isDuplicateEvent). */
export async function recordWebhookEvent(tx: Tx, event: { id: string; type: string; payload: object }): Promise<void> {
  await tx.webhookEvent.create({ data: { id: event.id, type: event.type, payload: json(event.payload), processedAt: new Date() } });
}

export { isUniqueViolation as isDuplicateEvent };
