// An agency's webhook endpoints (decision 024): register, list, change, remove, rotate the signing secret.
// The secret is shown once, when it is made; an endpoint's URL is refused when it is not http(s), and
// when it names a loopback or private address unless WEBHOOK_ALLOW_PRIVATE=1 (url-guard.ts).
import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { recordAudit } from "@/lib/db/queries/audit";
import {
  countEndpoints,
  deleteEndpoint,
  endpointById,
  endpointsOfAgency,
  insertEndpoint,
  rotateEndpointSecret,
  updateEndpoint,
  type EndpointChanges,
  type WebhookEndpointRecord,
} from "@/lib/db/queries/webhook-endpoints";
import { AppError, notFound, validationError } from "@/lib/errors";
import type { CreateWebhookEndpointRequest, UpdateWebhookEndpointRequest } from "@/lib/schemas/webhooks";
import { newSigningSecret } from "./signature";
import { endpointUrlProblem } from "./url-guard";

/** Endpoints one agency may have. */
export const MAX_ENDPOINTS = 16;
const HOUR_MS = 3_600_000;

function checkUrl(url: string, allowPrivate: boolean): void {
  const problem = endpointUrlProblem(url, allowPrivate);
  if (problem) throw validationError([{ path: "url", message: problem, code: "invalid_endpoint_url" }]);
}

/** Who asks, for the audit log: every change to an endpoint is audited in its own transaction (decision 042). */
export interface EndpointAuditContext {
  actor: string;
  requestId: string;
}

/** What the audit log keeps of an endpoint: never its secrets. */
const audited = (e: WebhookEndpointRecord) => ({ url: e.url, description: e.description, enabledEvents: e.enabledEvents, status: e.status });

function auditEndpoint(tx: Tx, agencyId: string, ctx: EndpointAuditContext, action: string, id: string, before: object | null, after: object | null) {
  return recordAudit(tx, { agencyId, actor: ctx.actor, action, objectType: "webhook_endpoint", objectId: id, before, after, requestId: ctx.requestId });
}

/** "*" stands for every type: alone, it is kept alone. */
const normaliseEvents = (events: string[]) => (events.includes("*") ? ["*"] : events);

export async function createEndpoint(
  db: Db,
  agencyId: string,
  req: CreateWebhookEndpointRequest,
  opts: { allowPrivate: boolean; audit: EndpointAuditContext; onCommit?: (tx: Tx, endpointId: string) => Promise<void> },
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  checkUrl(req.url, opts.allowPrivate);
  if ((await countEndpoints(db, agencyId)) >= MAX_ENDPOINTS) {
    throw new AppError("conflict", `An agency may have at most ${MAX_ENDPOINTS} webhook endpoints; delete one first.`);
  }
  const secret = newSigningSecret();
  const row = { agencyId, url: req.url, description: req.description ?? "", enabledEvents: normaliseEvents(req.enabledEvents), secret };
  const endpoint = await db.$transaction(async (tx) => {
    const made = await insertEndpoint(tx, row);
    await auditEndpoint(tx, agencyId, opts.audit, "webhook_endpoint.create", made.id, null, audited(made));
    await opts.onCommit?.(tx, made.id);
    return made;
  });
  return { endpoint, secret };
}

export async function listEndpoints(db: Db, agencyId: string): Promise<WebhookEndpointRecord[]> {
  return endpointsOfAgency(db, agencyId);
}

export async function getEndpoint(db: Db, agencyId: string, id: string): Promise<WebhookEndpointRecord> {
  const endpoint = await endpointById(db, agencyId, id);
  if (!endpoint) throw notFound(`No webhook endpoint with id ${id}.`);
  return endpoint;
}

export async function changeEndpoint(
  db: Db,
  agencyId: string,
  id: string,
  req: UpdateWebhookEndpointRequest,
  opts: { allowPrivate: boolean; audit: EndpointAuditContext; now?: Date },
): Promise<WebhookEndpointRecord> {
  if (req.url !== undefined) checkUrl(req.url, opts.allowPrivate);
  const changes: EndpointChanges = {
    ...(req.url !== undefined ? { url: req.url } : {}),
    ...(req.description !== undefined ? { description: req.description } : {}),
    ...(req.enabledEvents !== undefined ? { enabledEvents: normaliseEvents(req.enabledEvents) } : {}),
    ...(req.status === "enabled" ? { status: { to: "enabled" as const } } : {}),
    ...(req.status === "disabled" ? { status: { to: "disabled" as const, reason: `Disabled by ${opts.audit.actor}.`, at: opts.now ?? new Date() } } : {}),
  };
  const updated = await db.$transaction(async (tx) => {
    const before = await endpointById(tx, agencyId, id, { lock: true });
    if (!before) return null;
    const after = await updateEndpoint(tx, agencyId, id, changes);
    if (after) await auditEndpoint(tx, agencyId, opts.audit, "webhook_endpoint.update", id, audited(before), audited(after));
    return after;
  });
  if (!updated) throw notFound(`No webhook endpoint with id ${id}.`);
  return updated;
}

export async function removeEndpoint(db: Db, agencyId: string, id: string, audit: EndpointAuditContext): Promise<void> {
  const removed = await db.$transaction(async (tx) => {
    const before = await endpointById(tx, agencyId, id, { lock: true });
    if (!before || !(await deleteEndpoint(tx, agencyId, id))) return false;
    await auditEndpoint(tx, agencyId, audit, "webhook_endpoint.delete", id, audited(before), null);
    return true;
  });
  if (!removed) throw notFound(`No webhook endpoint with id ${id}.`);
}

/** A new secret; the old one keeps signing beside it for `expiresInHours` (two v1 signatures), then stops. */
export async function rotateSecret(
  db: Db,
  agencyId: string,
  id: string,
  expiresInHours: number,
  audit: EndpointAuditContext,
  now: Date = new Date(),
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  const secret = newSigningSecret();
  const previousExpiresAt = new Date(now.getTime() + expiresInHours * HOUR_MS);
  const endpoint = await db.$transaction(async (tx) => {
    const rotated = await rotateEndpointSecret(tx, agencyId, id, secret, previousExpiresAt);
    if (rotated)
      await auditEndpoint(tx, agencyId, audit, "webhook_endpoint.rotate_secret", id, null, {
        url: rotated.url,
        previousSecretExpiresAt: previousExpiresAt.toISOString(),
      });
    return rotated;
  });
  if (!endpoint) throw notFound(`No webhook endpoint with id ${id}.`);
  return { endpoint, secret };
}
