// The append-only audit log (a database trigger refuses UPDATE and DELETE on audit_events).
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { json, type Tx } from "../client";
import { teamUsers } from "./reference";

export interface AuditEntry {
  agencyId: string;
  /** A carrier's own change (its underwriters, decision 044): agencyId is then NO_AGENCY_ID, which no agency's log reads. */
  carrierId?: string;
  actor: string; // "api_key:<id>", "user:<id>", "customer:pay_link:<id>", "system"
  action: string; // e.g. "policy.bind", "payment.charge", "payment.refund", "policy.cancel", "application.form_edit"
  objectType: string;
  objectId: string;
  before?: unknown;
  after?: unknown;
  requestId?: string;
}

export async function recordAudit(tx: Tx, e: AuditEntry): Promise<void> {
  await tx.auditEvent.create({
    data: {
      agencyId: e.agencyId,
      carrierId: e.carrierId ?? null,
      actor: e.actor,
      action: e.action,
      objectType: e.objectType,
      objectId: e.objectId,
      before: e.before === undefined || e.before === null ? undefined : json(e.before as object),
      after: e.after === undefined || e.after === null ? undefined : json(e.after as object),
      requestId: e.requestId ?? null,
    },
  });
}

export interface AuditRow {
  actor: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  createdAt: Date;
}

/** The agency's latest audit rows of one action, newest first. */
export async function latestAudit(db: Tx, agencyId: string, action: string, limit: number): Promise<AuditRow[]> {
  return db.auditEvent.findMany({
    where: { agencyId, action },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { actor: true, before: true, after: true, requestId: true, createdAt: true },
  });
}

export interface AuditFilter {
  /** An exact action, or a prefix ending in "." */
  action?: string;
  /** An exact actor ("user:<id>"), or an actor type alone ("user", "api_key", "customer"). */
  actor?: string;
  objectType?: string;
  objectId?: string;
  createdGte?: Date;
  createdLt?: Date;
}

export interface AuditPosition {
  createdAt: Date;
  id: bigint;
}

export interface AuditRecord {
  id: bigint;
  actor: string;
  action: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  createdAt: Date;
}

const ACTOR_TYPE_PREFIX: Record<string, string> = { user: "user:", api_key: "api_key:", customer: "customer:" };

function auditWhere(agencyId: string, f: AuditFilter): Prisma.AuditEventWhereInput {
  const actorPrefix = f.actor === undefined ? undefined : ACTOR_TYPE_PREFIX[f.actor];
  return {
    agencyId,
    ...(f.action === undefined ? {} : f.action.endsWith(".") ? { action: { startsWith: f.action } } : { action: f.action }),
    ...(f.actor === undefined ? {} : actorPrefix ? { actor: { startsWith: actorPrefix } } : { actor: f.actor }),
    ...(f.objectType === undefined ? {} : { objectType: f.objectType }),
    ...(f.objectId === undefined ? {} : { objectId: f.objectId }),
    ...(f.createdGte || f.createdLt ? { createdAt: { ...(f.createdGte ? { gte: f.createdGte } : {}), ...(f.createdLt ? { lt: f.createdLt } : {}) } } : {}),
  };
}

/** The agency's audit rows matching the filter, newest first, after `before` (a keyset position). */
export async function auditEventsOfAgency(db: Tx, agencyId: string, f: AuditFilter & { limit: number; before?: AuditPosition }): Promise<AuditRecord[]> {
  const { before } = f;
  return db.auditEvent.findMany({
    where: {
      AND: [
        auditWhere(agencyId, f),
        ...(before ? [{ OR: [{ createdAt: { lt: before.createdAt } }, { createdAt: before.createdAt, id: { lt: before.id } }] }] : []),
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: f.limit,
    select: { id: true, actor: true, action: true, objectType: true, objectId: true, before: true, after: true, requestId: true, createdAt: true },
  });
}

/** Names for the actors of a page: the agency's users (name, email) and API keys (name), by id. */
export async function auditActorNames(
  db: Tx,
  agencyId: string,
  ids: { userIds: string[]; apiKeyIds: string[] },
): Promise<{ users: Map<string, { name: string; email: string }>; apiKeys: Map<string, string> }> {
  const [users, keys] = await Promise.all([
    // The agency's users, and carriers' underwriters (who decide the agency's referrals, decision 040).
    ids.userIds.length
      ? db.user.findMany({
          where: { id: { in: ids.userIds }, OR: [...teamUsers(agencyId).OR, { carrierId: { not: null } }] },
          select: { id: true, name: true, email: true },
        })
      : [],
    ids.apiKeyIds.length ? db.apiKey.findMany({ where: { agencyId, id: { in: ids.apiKeyIds } }, select: { id: true, name: true } }) : [],
  ]);
  return { users: new Map(users.map((u) => [u.id, { name: u.name, email: u.email }])), apiKeys: new Map(keys.map((k) => [k.id, k.name])) };
}

/** Policy numbers, applications' program and insured, and endpoint URLs of a page's objects, by id (the agency's own only). */
export async function auditObjectLabels(
  db: Tx,
  agencyId: string,
  ids: { policyIds: string[]; applicationIds: string[]; endpointIds: string[] },
): Promise<Map<string, string>> {
  const [policies, applications, endpoints] = await Promise.all([
    ids.policyIds.length ? db.policy.findMany({ where: { agencyId, id: { in: ids.policyIds } }, select: { id: true, number: true } }) : [],
    ids.applicationIds.length
      ? db.application.findMany({
          where: { id: { in: ids.applicationIds }, folio: { agencyId } },
          select: { id: true, program: { select: { code: true } }, folio: { select: { insuredName: true } } },
        })
      : [],
    ids.endpointIds.length ? db.webhookEndpoint.findMany({ where: { agencyId, id: { in: ids.endpointIds } }, select: { id: true, url: true } }) : [],
  ]);
  return new Map([
    ...policies.map((p): [string, string] => [p.id, p.number]),
    ...applications.map((a): [string, string] => [a.id, a.folio.insuredName ? `${a.program.code} for ${a.folio.insuredName}` : a.program.code]),
    ...endpoints.map((e): [string, string] => [e.id, e.url]),
  ]);
}
