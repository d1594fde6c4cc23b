// The event outbox of outbound webhooks (decision 024). insertEvents, the one writer of events, writes them in
// the caller's transaction, with one pending delivery per enabled endpoint of the agency subscribed to its type, so an
// event exists exactly when the change it reports committed. Deliveries are claimed with FOR UPDATE SKIP
// LOCKED under a lease, like the email outbox; a delivery is not claimed while an earlier delivery of the
// same subject to the same endpoint is pending, so each endpoint gets a subject's events in order.
import "server-only";
import { Prisma, type Event, type WebhookAttempt, type WebhookDelivery } from "@/lib/generated/prisma/client";
import { API_VERSION, EventData, EventTypeName, type EventType } from "@/lib/schemas/webhooks";
import { queryRows, utc, type Db, type RunStatement, type Statement, type Tx } from "../client";
import { parseJson } from "../json";
import { LIST_TOTAL_CAP } from "../list-total";

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

/** An event to write: its type, the id its deliveries are ordered by, and what it says. */
export interface NewEvent {
  type: EventType;
  /** The id deliveries of this event are ordered by, per endpoint. */
  subjectId: string;
  data: EventData;
}

/**
 * The one writer of events (issue 29 item 3), as SQL: data-modifying CTEs `ev`, inserting each row of
 * `source` (columns ord, agency_id, type, api_version, subject_id, data) in `ord` order (so `seq` follows
 * it), and `deliveries`, a pending delivery of each to every enabled endpoint of its agency subscribed to
 * its type or to "*". insertEvents runs it; the rating completion (lib/db/queries/queue.ts) puts it in its
 * own statement, so an outcome and its event stay one round trip. Nothing else inserts into events
 * (eslint.config.mjs local/one-event-writer, test/lint/layers.test.ts).
 */
export const writeEvents = (source: string, now: string) => `
  ev AS (
    INSERT INTO events (id, agency_id, type, api_version, subject_id, data, created_at)
    SELECT gen_random_uuid(), s.agency_id, s.type, s.api_version, s.subject_id, s.data, ${now}
      FROM ${source} s ORDER BY s.ord
    RETURNING id, seq, agency_id, type, subject_id
  ), deliveries AS (
    INSERT INTO webhook_deliveries (id, event_id, endpoint_id, event_seq, subject_id, next_attempt_at, created_at)
    SELECT gen_random_uuid(), ev.id, e.id, ev.seq, ev.subject_id, ${now}, ${now}
      FROM ev JOIN webhook_endpoints e
        ON e.agency_id = ev.agency_id AND e.status = 'enabled' AND e.enabled_events && ARRAY[ev.type, '*']::text[]
  )`;

/** insertEvents' statement: $1 agency, $2 the events (JSON array of { type, subjectId, data }), $3 API version, $4 the time (ISO). */
const INSERT_EVENTS: Statement = {
  name: "events_insert_v2",
  text: `
    WITH src AS (
      SELECT x.ord, $1::uuid AS agency_id, x.value ->> 'type' AS type, $3::text AS api_version,
             (x.value ->> 'subjectId')::uuid AS subject_id, x.value -> 'data' AS data
        FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(value, ord)
    ), ${writeEvents("src", utc("$4"))}
    SELECT id::text AS id FROM ev ORDER BY seq`,
};

/**
 * Writes events, in order, with a pending delivery to each of the agency's enabled endpoints subscribed to
 * their type (or to "*"): one statement however many. Call it in the transaction that makes the change (a
 * Prisma transaction, or the `run` of a statementTransaction), so an event exists exactly when its change
 * committed. Returns the events' ids, in order.
 */
export async function insertEvents(db: Tx | RunStatement, agencyId: string, events: NewEvent[], now: Date = new Date()): Promise<string[]> {
  if (!events.length) return [];
  const params = [agencyId, JSON.stringify(events.map((e) => ({ type: e.type, subjectId: e.subjectId, data: e.data }))), API_VERSION, now.toISOString()];
  const rows = typeof db === "function" ? await db<{ id: string }>(INSERT_EVENTS, params) : await queryRows<{ id: string }>(db, INSERT_EVENTS, params);
  return rows.map((r) => r.id);
}

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

/**
 * How many of the agency's events the filter keeps, counting at most `cap` + 1 (decision 054; the (agency_id,
 * created_at) index serves a time window).
 */
export async function countEventsOfAgency(
  db: Tx,
  agencyId: string,
  filter: EventFilter,
  cap = LIST_TOTAL_CAP,
): Promise<{ total: number; totalCapped: boolean }> {
  // Raw: Prisma's count with `take` orders the rows by id first, reading every match (200,000 on the big book).
  const [row] = await db.$queryRaw<Array<{ n: number }>>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM events
       WHERE agency_id = ${agencyId}::uuid${filter.type ? Prisma.sql` AND type = ${filter.type}` : Prisma.empty}${
         filter.createdGte ? Prisma.sql` AND created_at >= (${filter.createdGte.toISOString()}::timestamptz AT TIME ZONE 'UTC')` : Prisma.empty
       }${filter.createdLt ? Prisma.sql` AND created_at < (${filter.createdLt.toISOString()}::timestamptz AT TIME ZONE 'UTC')` : Prisma.empty}
       LIMIT ${cap + 1}) c`;
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), totalCapped: n > cap };
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
