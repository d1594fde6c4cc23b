// Agencies' webhook endpoints (decision 024): where events are sent, which types, and the signing secrets.
import "server-only";
import type { WebhookEndpoint } from "@/lib/generated/prisma/client";
import { EnabledEvent } from "@/lib/schemas/webhooks";
import type { z } from "zod";
import type { Tx } from "../client";
import { builder, execute, rows, statement, utcTime } from "../sql";
import { parseJson } from "../json";

export interface WebhookEndpointRecord extends Omit<WebhookEndpoint, "enabledEvents"> {
  enabledEvents: Array<z.infer<typeof EnabledEvent>>;
}

function toEndpointRecord(row: WebhookEndpoint): WebhookEndpointRecord {
  return { ...row, enabledEvents: parseJson(EnabledEvent.array(), row.enabledEvents, `webhook endpoint ${row.id} enabledEvents`) };
}

export interface NewEndpoint {
  agencyId: string;
  url: string;
  description: string;
  enabledEvents: string[];
  secret: string;
}

export async function insertEndpoint(db: Tx, e: NewEndpoint): Promise<WebhookEndpointRecord> {
  return toEndpointRecord(await db.webhookEndpoint.create({ data: e }));
}

export async function countEndpoints(db: Tx, agencyId: string): Promise<number> {
  return db.webhookEndpoint.count({ where: { agencyId } });
}

/** The agency's endpoints, oldest first. */
export async function endpointsOfAgency(db: Tx, agencyId: string): Promise<WebhookEndpointRecord[]> {
  const rows = await db.webhookEndpoint.findMany({ where: { agencyId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toEndpointRecord);
}

export async function endpointById(db: Tx, agencyId: string, id: string, opts: { lock?: boolean } = {}): Promise<WebhookEndpointRecord | null> {
  // Locked: the row as it is before a change in the same transaction (the audit log's "before").
  if (opts.lock) await execute(db, ENDPOINT_LOCKED, { id, agencyId });
  const row = await db.webhookEndpoint.findFirst({ where: { id, agencyId } });
  return row ? toEndpointRecord(row) : null;
}

const ENDPOINT_LOCKED = statement("webhook_endpoint_locked_v1", (args: { id: string; agencyId: string }) =>
  builder.selectFrom("webhook_endpoints").select("id").where("id", "=", args.id).where("agency_id", "=", args.agencyId).forUpdate(),
);

export interface EndpointChanges {
  url?: string;
  description?: string;
  enabledEvents?: string[];
  /** enabled: re-enabled, its failure streak cleared; disabled: by the agency, with this reason. */
  status?: { to: "enabled" } | { to: "disabled"; reason: string; at: Date };
}

/** Applies changes to one of the agency's endpoints; null when it has no such endpoint. */
export async function updateEndpoint(db: Tx, agencyId: string, id: string, changes: EndpointChanges): Promise<WebhookEndpointRecord | null> {
  const { status, ...fields } = changes;
  const statusData =
    status === undefined
      ? {}
      : status.to === "enabled"
        ? { status: "enabled" as const, disabledReason: null, disabledAt: null, consecutiveFailures: 0, failingSince: null }
        : { status: "disabled" as const, disabledReason: status.reason, disabledAt: status.at };
  const { count } = await db.webhookEndpoint.updateMany({ where: { id, agencyId }, data: { ...fields, ...statusData } });
  return count ? endpointById(db, agencyId, id) : null;
}

/** Removes an endpoint with its deliveries and their attempts (the events stay). */
export async function deleteEndpoint(db: Tx, agencyId: string, id: string): Promise<boolean> {
  const { count } = await db.webhookEndpoint.deleteMany({ where: { id, agencyId } });
  return count === 1;
}

/** A new secret; the current one becomes the previous secret, signing too until `previousExpiresAt`. */
export async function rotateEndpointSecret(
  db: Tx,
  agencyId: string,
  id: string,
  secret: string,
  previousExpiresAt: Date,
): Promise<WebhookEndpointRecord | null> {
  const rotated = await rows(db, ROTATE_SECRET, { id, agencyId, secret, previousExpiresAt: previousExpiresAt.toISOString(), now: new Date().toISOString() });
  return rotated.length ? endpointById(db, agencyId, id) : null;
}

/** The secret replaced in one statement: the one it replaces stays valid until `previousExpiresAt`. */
const ROTATE_SECRET = statement(
  "webhook_endpoint_rotate_secret_v1",
  (args: { id: string; agencyId: string; secret: string; previousExpiresAt: string; now: string }) =>
    builder
      .updateTable("webhook_endpoints")
      .set((eb) => ({
        previous_secret: eb.ref("secret"),
        secret: args.secret,
        previous_secret_expires_at: utcTime(args.previousExpiresAt),
        updated_at: utcTime(args.now),
      }))
      .where("id", "=", args.id)
      .where("agency_id", "=", args.agencyId)
      .returning("id"),
);

/** The agency's enabled endpoints subscribed to an event type (or to every type). */
export async function subscribedEndpoints(db: Tx, agencyId: string, type: string): Promise<WebhookEndpointRecord[]> {
  const rows = await db.webhookEndpoint.findMany({
    where: { agencyId, status: "enabled", enabledEvents: { hasSome: [type, "*"] } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map(toEndpointRecord);
}
