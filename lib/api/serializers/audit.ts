// Audit rows -> the API's shape (GET /v1/audit-events).
import "server-only";
import type { AuditEntryView } from "@/lib/audit/events";
import type { AuditEventView } from "@/lib/schemas/audit";

export function auditEventView({ row, actor, objectLabel }: AuditEntryView): AuditEventView {
  return {
    id: row.id.toString(),
    action: row.action,
    actor: { type: actor.type, id: actor.id, name: actor.name, email: actor.email },
    object: { type: row.objectType, id: row.objectId, label: objectLabel },
    before: row.before ?? null,
    after: row.after ?? null,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
  };
}
