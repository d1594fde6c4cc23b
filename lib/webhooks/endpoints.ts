// An agency's webhook endpoints (decision 024): register, list, change, remove, rotate the signing secret.
// The secret is shown once, when it is made; an endpoint's URL is refused when it is not http(s), and
// when it names a loopback or private address unless WEBHOOK_ALLOW_PRIVATE=1 (url-guard.ts).
import "server-only";
import type { Db, Tx } from "@/lib/db/client";
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

/** "*" stands for every type: alone, it is kept alone. */
const normaliseEvents = (events: string[]) => (events.includes("*") ? ["*"] : events);

export async function createEndpoint(
  db: Db,
  agencyId: string,
  req: CreateWebhookEndpointRequest,
  opts: { allowPrivate: boolean; onCommit?: (tx: Tx, endpointId: string) => Promise<void> },
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  checkUrl(req.url, opts.allowPrivate);
  if ((await countEndpoints(db, agencyId)) >= MAX_ENDPOINTS) {
    throw new AppError("conflict", `An agency may have at most ${MAX_ENDPOINTS} webhook endpoints; delete one first.`);
  }
  const secret = newSigningSecret();
  const row = { agencyId, url: req.url, description: req.description ?? "", enabledEvents: normaliseEvents(req.enabledEvents), secret };
  const { onCommit } = opts;
  const endpoint = onCommit
    ? await db.$transaction(async (tx) => {
        const made = await insertEndpoint(tx, row);
        await onCommit(tx, made.id);
        return made;
      })
    : await insertEndpoint(db, row);
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
  opts: { allowPrivate: boolean; actor: string; now?: Date },
): Promise<WebhookEndpointRecord> {
  if (req.url !== undefined) checkUrl(req.url, opts.allowPrivate);
  const changes: EndpointChanges = {
    ...(req.url !== undefined ? { url: req.url } : {}),
    ...(req.description !== undefined ? { description: req.description } : {}),
    ...(req.enabledEvents !== undefined ? { enabledEvents: normaliseEvents(req.enabledEvents) } : {}),
    ...(req.status === "enabled" ? { status: { to: "enabled" as const } } : {}),
    ...(req.status === "disabled" ? { status: { to: "disabled" as const, reason: `Disabled by ${opts.actor}.`, at: opts.now ?? new Date() } } : {}),
  };
  const updated = await updateEndpoint(db, agencyId, id, changes);
  if (!updated) throw notFound(`No webhook endpoint with id ${id}.`);
  return updated;
}

export async function removeEndpoint(db: Db, agencyId: string, id: string): Promise<void> {
  if (!(await deleteEndpoint(db, agencyId, id))) throw notFound(`No webhook endpoint with id ${id}.`);
}

/** A new secret; the old one keeps signing beside it for `expiresInHours` (two v1 signatures), then stops. */
export async function rotateSecret(
  db: Db,
  agencyId: string,
  id: string,
  expiresInHours: number,
  now: Date = new Date(),
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  const secret = newSigningSecret();
  const endpoint = await rotateEndpointSecret(db, agencyId, id, secret, new Date(now.getTime() + expiresInHours * HOUR_MS));
  if (!endpoint) throw notFound(`No webhook endpoint with id ${id}.`);
  return { endpoint, secret };
}
