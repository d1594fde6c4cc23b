// The event outbox of outbound webhooks (decision 024). recordEvent writes an event in the caller's
// transaction, with one pending delivery per enabled endpoint of the agency subscribed to its type, so an
// event exists exactly when the change it reports committed. Deliveries are claimed with FOR UPDATE SKIP
// LOCKED under a lease, like the email outbox; a delivery is not claimed while an earlier delivery of the
// same subject to the same endpoint is pending, so each endpoint gets a subject's events in order.
import "server-only";
import type { Event, WebhookAttempt, WebhookDelivery } from "@/lib/generated/prisma/client";
import { API_VERSION, EventData, EventTypeName, type EventType } from "@/lib/schemas/webhooks";
import { json, utc, type Db, type Statement, type Tx } from "../client";
import { parseJson } from "../json";

export interface EventRecord extends Omit<Event, "type" | "data"> {
  type: EventType;
  data: EventData;
}

/** The channel a trigger notifies on commit when deliveries are written (the migration's webhook_deliveries_notify). */
export const WEBHOOK_DELIVERIES_CHANNEL = "webhook_deliveries";

function toEventRecord(row: Event): EventRecord {
  const where = `event ${row.id}`;
  return { ...row, type: parseJson(EventTypeName, row.type, `${where} type`), data: parseJson(EventData, row.data, `${where} data`) };
}

/**
 * Writes an event in the caller's transaction, and a pending delivery to each of the agency's enabled
 * endpoints subscribed to its type (or to "*"). Call it in the transaction that makes the change.
 */
export async function recordEvent(tx: Tx, agencyId: string, type: EventType, data: EventData, subjectId: string, now: Date = new Date()): Promise<string> {
  const event = await tx.event.create({
    data: { agencyId, type, apiVersion: API_VERSION, subjectId, data: json(data), createdAt: now },
    select: { id: true, seq: true },
  });
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { agencyId, status: "enabled", enabledEvents: { hasSome: [type, "*"] } },
    select: { id: true },
  });
  if (endpoints.length) {
    await tx.webhookDelivery.createMany({
      data: endpoints.map((e) => ({ eventId: event.id, endpointId: e.id, eventSeq: event.seq, subjectId, nextAttemptAt: now, createdAt: now })),
    });
  }
  return event.id;
}

/**
 * SQL of a data-modifying CTE body: a pending delivery of each event in CTE `ev` (id, seq, agency_id,
 * type, subject_id) to every enabled endpoint of its agency subscribed to its type or to "*": what
 * recordEvent writes, for statements that write events past Prisma (lib/db/queries/queue.ts).
 */
export const DELIVERIES_OF = (ev: string, now: string) => `
  INSERT INTO webhook_deliveries (id, event_id, endpoint_id, event_seq, subject_id, next_attempt_at, created_at)
  SELECT gen_random_uuid(), ${ev}.id, e.id, ${ev}.seq, ${ev}.subject_id, ${now}, ${now}
    FROM ${ev} JOIN webhook_endpoints e
      ON e.agency_id = ${ev}.agency_id AND e.status = 'enabled' AND e.enabled_events && ARRAY[${ev}.type, '*']::text[]`;

/** recordEvent as one statement: $1 agency, $2 type, $3 API version, $4 subject, $5 data (JSON text), $6 the time (ISO). */
export const INSERT_EVENT: Statement = {
  name: "events_insert",
  text: `
    WITH ev AS (
      INSERT INTO events (id, agency_id, type, api_version, subject_id, data, created_at)
      VALUES (gen_random_uuid(), $1::uuid, $2::text, $3::text, $4::uuid, $5::jsonb, ${utc("$6")})
      RETURNING id, seq, agency_id, type, subject_id
    ), deliveries AS (${DELIVERIES_OF("ev", utc("$6"))})
    SELECT id::text AS id FROM ev`,
};

export async function eventById(db: Tx, agencyId: string, id: string): Promise<EventRecord | null> {
  const row = await db.event.findFirst({ where: { id, agencyId } });
  return row ? toEventRecord(row) : null;
}

/** Which of an agency's events a list keeps: one type, created in [createdGte, createdLt). */
export interface EventFilter {
  type?: EventType;
  createdGte?: Date;
  createdLt?: Date;
}

const eventWhere = (agencyId: string, f: EventFilter) => ({
  agencyId,
  ...(f.type ? { type: f.type } : {}),
  ...(f.createdGte || f.createdLt ? { createdAt: { ...(f.createdGte ? { gte: f.createdGte } : {}), ...(f.createdLt ? { lt: f.createdLt } : {}) } } : {}),
});

/** The agency's events newest first (by the order they were written), `limit` of them after `beforeSeq`. */
export async function eventsOfAgency(db: Tx, agencyId: string, opts: EventFilter & { beforeSeq?: bigint; limit: number }): Promise<EventRecord[]> {
  const rows = await db.event.findMany({
    where: { ...eventWhere(agencyId, opts), ...(opts.beforeSeq !== undefined ? { seq: { lt: opts.beforeSeq } } : {}) },
    orderBy: { seq: "desc" },
    take: opts.limit,
  });
  return rows.map(toEventRecord);
}

/** How many of the agency's events the filter keeps (the (agency_id, created_at) index serves a time window). */
export async function countEventsOfAgency(db: Tx, agencyId: string, filter: EventFilter): Promise<number> {
  return db.event.count({ where: eventWhere(agencyId, filter) });
}

export type DeliveryRecord = WebhookDelivery & { attemptLog: WebhookAttempt[] };

/** Every delivery of an event (redeliveries included), oldest first, each with its attempts. */
export async function deliveriesOfEvent(db: Tx, eventId: string): Promise<DeliveryRecord[]> {
  return db.webhookDelivery.findMany({
    where: { eventId },
    include: { attemptLog: { orderBy: [{ number: "asc" }, { id: "asc" }] } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/** New pending deliveries of an event (a redelivery): the same event, sent again. */
export async function insertDeliveries(
  db: Db,
  event: Pick<EventRecord, "id" | "seq" | "subjectId">,
  endpointIds: string[],
  now: Date,
): Promise<DeliveryRecord[]> {
  if (!endpointIds.length) return [];
  return db.$transaction(async (tx) => {
    const made: DeliveryRecord[] = [];
    for (const endpointId of endpointIds) {
      const row = await tx.webhookDelivery.create({
        data: { eventId: event.id, endpointId, eventSeq: event.seq, subjectId: event.subjectId, nextAttemptAt: now, createdAt: now },
        include: { attemptLog: true },
      });
      made.push(row);
    }
    return made;
  });
}

export interface ClaimedDelivery {
  id: string;
  leaseToken: string;
  /** This attempt's number (1 for the first). */
  attempt: number;
  createdAt: Date;
  event: EventRecord;
  endpoint: { id: string; url: string; secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null };
}

/**
 * Claims pending deliveries due by `now` (or one, by id) for `leaseMs`, counting the attempt: only to
 * enabled endpoints, and never one while an earlier delivery of its subject to its endpoint is pending.
 */
export async function claimDeliveries(db: Tx, now: Date, limit: number, leaseMs: number, id?: string): Promise<ClaimedDelivery[]> {
  const rows = await db.$queryRaw<Array<{ id: string; lease_token: string; attempts: number }>>`
    UPDATE webhook_deliveries
       SET lease_until = ${now}::timestamp + ${leaseMs}::int * interval '1 millisecond',
           lease_token = gen_random_uuid(),
           attempts = attempts + 1
     WHERE id IN (
       SELECT d.id FROM webhook_deliveries d
         JOIN webhook_endpoints w ON w.id = d.endpoint_id
        WHERE d.status = 'pending'
          AND w.status = 'enabled'
          AND (${id ?? null}::uuid IS NULL OR d.id = ${id ?? null}::uuid)
          AND d.next_attempt_at <= ${now}::timestamp
          AND (d.lease_until IS NULL OR d.lease_until < ${now}::timestamp)
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries e
             WHERE e.endpoint_id = d.endpoint_id AND e.subject_id = d.subject_id
               AND e.status = 'pending' AND e.event_seq < d.event_seq)
        ORDER BY d.next_attempt_at, d.event_seq, d.id
        LIMIT ${limit}::int
        FOR UPDATE OF d SKIP LOCKED)
    RETURNING id, lease_token, attempts`;
  if (!rows.length) return [];
  const deliveries = await db.webhookDelivery.findMany({ where: { id: { in: rows.map((r) => r.id) } }, include: { event: true, endpoint: true } });
  const byId = new Map(deliveries.map((d) => [d.id, d]));
  return rows.flatMap((r) => {
    const d = byId.get(r.id);
    if (!d) return [];
    const { endpoint: e } = d;
    return [
      {
        id: d.id,
        leaseToken: r.lease_token,
        attempt: Number(r.attempts),
        createdAt: d.createdAt,
        event: toEventRecord(d.event),
        endpoint: { id: e.id, url: e.url, secret: e.secret, previousSecret: e.previousSecret, previousSecretExpiresAt: e.previousSecretExpiresAt },
      },
    ];
  });
}

export interface AttemptResult {
  /** The claim's attempt number. */
  number: number;
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  responseSnippet: string | null;
  error: string | null;
}

/** What an attempt leads to: delivered, tried again at a time, or given up. */
export type AttemptOutcome = { kind: "succeeded" } | { kind: "retry"; at: Date } | { kind: "failed" };

export interface EndpointStreak {
  consecutiveFailures: number;
  failingSince: Date | null;
}

/**
 * Logs an attempt and, if the claim still holds the delivery's lease, records its outcome and the
 * endpoint's failure streak; `disableReason` decides (from the streak after a failure) whether the endpoint
 * is disabled, and why. One transaction. Returns false when the lease was lost (the attempt is still logged).
 */
export async function finishAttempt(
  db: Db,
  claim: Pick<ClaimedDelivery, "id" | "leaseToken" | "endpoint">,
  attempt: AttemptResult,
  outcome: AttemptOutcome,
  disableReason: (streak: EndpointStreak) => string | null,
): Promise<{ held: boolean; disabled: string | null }> {
  return db.$transaction(async (tx) => {
    await tx.webhookAttempt.create({ data: { deliveryId: claim.id, ...attempt } });
    const common = { lastStatusCode: attempt.statusCode, lastError: attempt.error?.slice(0, 500) ?? null, leaseUntil: null };
    const data =
      outcome.kind === "succeeded"
        ? { ...common, status: "succeeded" as const, deliveredAt: attempt.attemptedAt, nextAttemptAt: null }
        : outcome.kind === "retry"
          ? { ...common, nextAttemptAt: outcome.at }
          : { ...common, status: "failed" as const, nextAttemptAt: null };
    const { count } = await tx.webhookDelivery.updateMany({ where: { id: claim.id, leaseToken: claim.leaseToken, status: "pending" }, data });
    if (count !== 1) return { held: false, disabled: null };
    if (outcome.kind === "succeeded") {
      await tx.webhookEndpoint.updateMany({ where: { id: claim.endpoint.id }, data: { consecutiveFailures: 0, failingSince: null } });
      return { held: true, disabled: null };
    }
    const [streak] = await tx.$queryRaw<Array<{ consecutive_failures: number; failing_since: Date | null; status: string }>>`
      UPDATE webhook_endpoints
         SET consecutive_failures = consecutive_failures + 1,
             failing_since = coalesce(failing_since, ${attempt.attemptedAt}::timestamp)
       WHERE id = ${claim.endpoint.id}::uuid
      RETURNING consecutive_failures, failing_since, status::text AS status`;
    if (!streak || streak.status !== "enabled") return { held: true, disabled: null };
    const reason = disableReason({ consecutiveFailures: Number(streak.consecutive_failures), failingSince: streak.failing_since });
    if (reason) {
      await tx.webhookEndpoint.update({
        where: { id: claim.endpoint.id },
        data: { status: "disabled", disabledReason: reason, disabledAt: attempt.attemptedAt },
      });
    }
    return { held: true, disabled: reason };
  });
}
