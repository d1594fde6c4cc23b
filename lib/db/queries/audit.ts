// The append-only audit log (a database trigger refuses UPDATE and DELETE on audit_events).
import "server-only";
import { json, type Tx } from "../client";

export interface AuditEntry {
  agencyId: string;
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
