// The audit log as people read it (the portal's Audit page and its CSV): who did what to which object, as
// a sentence ("Ann Lee bound policy KM-CGL-000123"), from GET /v1/audit-events rows. Pure: no I/O.
import { toCsv } from "@/lib/csv";

/** One row as the API answers it (AuditEventView in lib/schemas/audit.ts). */
export interface AuditRow {
  id: string;
  action: string;
  actor: { type: "user" | "api_key" | "customer" | "system"; id: string | null; name: string | null; email: string | null };
  object: { type: string; id: string; label: string | null };
  before?: unknown;
  after?: unknown;
  requestId: string | null;
  createdAt: string;
}

/** The portal's filters, as a person gives them: dates are calendar days in the viewer's time zone. */
export interface AuditFilterInput {
  action?: string;
  actor?: string;
  objectType?: string;
  /** YYYY-MM-DD: from the start of this day. */
  from?: string;
  /** YYYY-MM-DD: to the end of this day. */
  to?: string;
}

/** GET /v1/audit-events's query for the portal's filters (created[lt] is the day after `to`, local midnight). */
export function auditQuery(f: AuditFilterInput): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.action?.trim()) q.action = f.action.trim();
  if (f.actor?.trim()) q.actor = f.actor.trim();
  if (f.objectType?.trim()) q.objectType = f.objectType.trim();
  const day = (s: string, plusDays = 0) => {
    const [y, m, d] = s.split("-").map(Number);
    return new Date(y!, m! - 1, d! + plusDays).toISOString();
  };
  if (f.from && /^\d{4}-\d{2}-\d{2}$/.test(f.from)) q["created[gte]"] = day(f.from);
  if (f.to && /^\d{4}-\d{2}-\d{2}$/.test(f.to)) q["created[lt]"] = day(f.to, 1);
  return q;
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const field = (side: unknown, key: string): unknown => (side && typeof side === "object" ? (side as Record<string, unknown>)[key] : undefined);
const text = (side: unknown, key: string): string | null => {
  const v = field(side, key);
  return typeof v === "string" && v !== "" ? v : null;
};
const cents = (side: unknown, key = "amountCents"): string | null => {
  const v = field(side, key);
  return typeof v === "number" ? money.format(v / 100) : null;
};
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** Who acted, as a name: the user's name, the API key's name, "The customer", "The system". */
export function actorName(a: AuditRow["actor"]): string {
  switch (a.type) {
    case "user":
      return a.name ?? (a.email ? a.email : `A user (${shortId(a.id ?? "?")})`);
    case "api_key":
      return a.name ? `API key “${a.name}”` : `An API key (${shortId(a.id ?? "?")})`;
    case "customer":
      return "The customer (by pay link)";
    case "system":
      return "The system";
  }
}

/** The object named as a person would: "policy KM-CGL-000123", "webhook endpoint https://…". */
function objectName(o: AuditRow["object"]): string {
  const kind = o.type.replace(/_/g, " ");
  return `${kind} ${o.label ?? shortId(o.id)}`;
}

/** What happened, as one sentence. Unknown actions still read: "<who>: <action> on <object>". */
export function describeAuditEvent(e: AuditRow): string {
  const who = actorName(e.actor);
  const what = objectName(e.object);
  const amount = cents(e.after);
  switch (e.action) {
    case "policy.bind":
      return `${who} bound ${what}`;
    case "policy.cancel":
      return `${who} cancelled ${what}${text(e.after, "effectiveDate") ? ` effective ${text(e.after, "effectiveDate")}` : ""}`;
    case "policy.cancel_scheduled":
      return `${who} scheduled the cancellation of ${what}${text(e.after, "effectiveDate") ? ` for ${text(e.after, "effectiveDate")}` : ""}`;
    case "policy.cancel_rescinded":
      return `${who} rescinded the cancellation of ${what}`;
    case "payment.charge":
      return `${who} charged ${amount ?? "a card"}`;
    case "payment.charge_failed":
      return `${who}'s charge${amount ? ` of ${amount}` : ""} failed`;
    case "payment.requires_action":
      return `${who}'s charge${amount ? ` of ${amount}` : ""} is waiting for the cardholder to authenticate`;
    case "payment.refund":
      return `${who} refunded ${amount ?? "a payment"}`;
    case "payment.refund_failed":
      return `${who}'s refund${amount ? ` of ${amount}` : ""} failed`;
    case "payment.compensating_refund":
      return `${who} refunded ${amount ?? "a charge"} after a bind that could not finish`;
    case "payment.status_from_webhook":
      return `The payment provider reported ${what} as ${text(e.after, "status") ?? "changed"}`;
    case "application.referral_approved":
      return `${who} approved the referred ${what}`;
    case "application.referral_declined":
      return `${who} declined the referred ${what}`;
    case "application.form_edit":
      return `${who} edited the answers of ${what}`;
    case "insured.answers":
      return `${who} answered the client's questions`;
    case "certificate.issue":
      return `${who} issued a certificate of insurance`;
    case "sandbox.clock_moved": {
      const today = text(e.after, "today");
      const days = field(e.after, "days");
      const by = typeof days === "number" && days !== 0 ? ` (${days > 0 ? "+" : ""}${days} day${Math.abs(days) === 1 ? "" : "s"})` : "";
      return `${who} moved the sandbox clock to ${today ?? "another day"}${by}`;
    }
    case "webhook_endpoint.create":
      return `${who} added ${what}`;
    case "webhook_endpoint.update": {
      const before = text(e.before, "status");
      const after = text(e.after, "status");
      if (before !== after && after === "disabled") return `${who} disabled ${what}`;
      if (before !== after && after === "enabled") return `${who} re-enabled ${what}`;
      return `${who} changed ${what}`;
    }
    case "webhook_endpoint.delete":
      return `${who} deleted ${what}`;
    case "webhook_endpoint.rotate_secret":
      return `${who} rotated the signing secret of ${what}`;
    case "user.sign_in":
      return `${who} signed in`;
    case "user.sign_in_failed":
      return `${who} failed to sign in (wrong password)`;
    case "sign_in.locked":
      return `Sign-in for ${e.object.id} was locked after ${String(field(e.after, "failures") ?? "repeated")} failed attempts`;
    case "session.revoke":
      return `${who} signed out one of their sessions`;
    case "session.revoke_others":
      return `${who} signed out of every other session`;
    default:
      return `${who}: ${e.action} on ${what}`;
  }
}

export const AUDIT_CSV_HEADER = ["When (UTC)", "Who", "Actor", "What happened", "Action", "Object type", "Object id", "Object", "Request id"];

/** The rows as CSV, newest first as given, with the sentence and the raw codes side by side. */
export function auditCsv(rows: ReadonlyArray<AuditRow>): string {
  return toCsv([
    AUDIT_CSV_HEADER,
    ...rows.map((e) => [
      e.createdAt,
      actorName(e.actor),
      e.actor.type === "system" ? "system" : e.actor.type === "customer" ? `customer:pay_link:${e.actor.id ?? ""}` : `${e.actor.type}:${e.actor.id ?? ""}`,
      describeAuditEvent(e),
      e.action,
      e.object.type,
      e.object.id,
      e.object.label ?? "",
      e.requestId ?? "",
    ]),
  ]);
}
