// The event outbox of outbound webhooks (decision 024). insertEvents, the one writer of events, writes them in
// the caller's transaction, with one pending delivery per enabled endpoint of the agency subscribed to its type, so an
// event exists exactly when the change it reports committed. Deliveries are claimed with FOR UPDATE SKIP
// LOCKED under a lease, like the email outbox; a delivery is not claimed while an earlier delivery of the
// same subject to the same endpoint is pending, so each endpoint gets a subject's events in order.
import "server-only";
import { sql, type NotNull, type QueryCreator, type RawBuilder, type Selectable } from "kysely";
import type { Event, WebhookAttempt, WebhookDelivery } from "@/lib/generated/prisma/client";
import type { DB, Event as EventTable, WebhookEndpointStatus } from "@/lib/generated/kysely/types";
import { API_VERSION, EventData, EventTypeName, type EventType } from "@/lib/schemas/webhooks";
import type { Db, RunStatement, Tx } from "../client";
import { builder, leaseEnd, rows, rowsIn, rowsOf, statement, utcTime } from "../sql";
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

/** What writeEvents inserts: each row of its source CTE `event_source`, in `ord` order. */
type EventSource = Pick<Selectable<EventTable>, "agency_id" | "type" | "api_version" | "subject_id" | "data"> & { ord: number };
type WithEventSource = DB & { event_source: EventSource };

const eventWrites = (db: QueryCreator<WithEventSource>, now: RawBuilder<Date>) =>
  db
    .with("ev", (db) =>
      db
        .insertInto("events")
        .columns(["id", "agency_id", "type", "api_version", "subject_id", "data", "created_at"])
        .expression((eb) =>
          eb
            .selectFrom("event_source as s")
            .select([eb.fn<string>("gen_random_uuid").as("id"), "s.agency_id", "s.type", "s.api_version", "s.subject_id", "s.data", now.as("created_at")])
            .orderBy("s.ord"),
        )
        .returning(["id", "seq", "agency_id", "type", "subject_id"]),
    )
    .with("deliveries", (db) =>
      db
        .insertInto("webhook_deliveries")
        .columns(["id", "event_id", "endpoint_id", "event_seq", "subject_id", "next_attempt_at", "created_at"])
        .expression((eb) =>
          eb
            .selectFrom("ev")
            .innerJoin("webhook_endpoints as e", (join) =>
              join
                .onRef("e.agency_id", "=", "ev.agency_id")
                .on("e.status", "=", sql.lit("enabled"))
                .on((on) => on("e.enabled_events", "&&", sql<string[]>`ARRAY[${on.ref("ev.type")}, '*']::text[]`)),
            )
            .select([
              eb.fn<string>("gen_random_uuid").as("id"),
              "ev.id as event_id",
              "e.id as endpoint_id",
              "ev.seq as event_seq",
              "ev.subject_id",
              now.as("next_attempt_at"),
              now.as("created_at"),
            ]),
        ),
    );

/** The CTEs writeEvents adds: `ev` (the events written, their ids and seq) and `deliveries`. */
type EventWrites = ReturnType<typeof eventWrites> extends QueryCreator<infer D> ? Omit<D, keyof WithEventSource> : never;

/**
 * The one writer of events (issue 29 item 3), as CTEs: data-modifying CTEs `ev`, inserting each row of
 * `event_source` (columns ord, agency_id, type, api_version, subject_id, data) in `ord` order (so `seq` follows
 * it), and `deliveries`, a pending delivery of each to every enabled endpoint of its agency subscribed to
 * its type or to "*"; `now` is their time. insertEvents runs it; the rating completion (lib/db/queries/queue.ts)
 * puts it in its own statement, so an outcome and its event stay one round trip. Nothing else inserts into events
 * (eslint.config.mjs local/one-event-writer, test/lint/layers.test.ts).
 */
export function writeEvents<D extends WithEventSource>(db: QueryCreator<D>, now: RawBuilder<Date>): QueryCreator<D & EventWrites> {
  // The same query creator, seen with only the tables the CTEs use (a generic D is more than Kysely's types can follow).
  return eventWrites(db as unknown as QueryCreator<WithEventSource>, now) as unknown as QueryCreator<D & EventWrites>;
}

/** insertEvents' statement: the events are a JSON array of { type, subjectId, data }, the time ISO text. */
export const INSERT_EVENTS = statement("events_insert_v3", (args: { agencyId: string; events: string; apiVersion: string; now: string }) =>
  writeEvents(
    builder.with("event_source", (db) =>
      db
        .selectFrom(
          sql<{ value: { type: string; subjectId: string; data: unknown }; ord: number }>`jsonb_array_elements(${args.events}::jsonb) WITH ORDINALITY`.as<"x">(
            sql`x(value, ord)`,
          ),
        )
        .select((eb) => [
          "x.ord",
          sql<string>`${args.agencyId}::uuid`.as("agency_id"),
          eb.ref("x.value", "->>").key("type").as("type"),
          sql<string>`${args.apiVersion}::text`.as("api_version"),
          eb.cast<string>(eb.ref("x.value", "->>").key("subjectId"), "uuid").as("subject_id"),
          eb.ref("x.value", "->").key("data").as("data"),
        ]),
    ),
    utcTime(args.now),
  )
    .selectFrom("ev")
    .select("ev.id")
    .orderBy("ev.seq"),
);

/**
 * Writes events, in order, with a pending delivery to each of the agency's enabled endpoints subscribed to
 * their type (or to "*"): one statement however many. Call it in the transaction that makes the change (a
 * Prisma transaction, or the `run` of a statementTransaction), so an event exists exactly when its change
 * committed. Returns the events' ids, in order.
 */
export async function insertEvents(db: Tx | RunStatement, agencyId: string, events: NewEvent[], now: Date = new Date()): Promise<string[]> {
  if (!events.length) return [];
  const args = {
    agencyId,
    events: JSON.stringify(events.map((e) => ({ type: e.type, subjectId: e.subjectId, data: e.data }))),
    apiVersion: API_VERSION,
    now: now.toISOString(),
  };
  const written = typeof db === "function" ? await rowsIn(db, INSERT_EVENTS, args) : await rows(db, INSERT_EVENTS, args);
  return written.map((r) => r.id);
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

/** The agency's events the filter keeps (its type, its window), for the count and the window's read to select from. */
function eventsKept(agencyId: string, filter: EventFilter) {
  return builder
    .selectFrom("events")
    .where("agency_id", "=", agencyId)
    .$if(filter.type !== undefined, (q) => q.where("type", "=", filter.type!))
    .$if(filter.createdGte !== undefined, (q) => q.where("created_at", ">=", utcTime(filter.createdGte!.toISOString())))
    .$if(filter.createdLt !== undefined, (q) => q.where("created_at", "<", utcTime(filter.createdLt!.toISOString())));
}

/** The most events of a time window read by the window itself (eventsOfWindow); a bigger window is walked by seq. */
export const WINDOW_READ_MAX = 50_000;

/**
 * The same page as eventsOfAgency, for a time window that holds at most WINDOW_READ_MAX of the filter's events (the
 * count says so): the window's seqs read from the (agency_id, created_at, seq) index alone, the newest `limit` of
 * them kept, then their rows. Walking the (agency_id, seq) index from the newest event instead, as the planner does
 * for any window (it takes the window's events to be spread over the whole history, where they lie together), read
 * every event written since the window: 3.4 s for a week a year back on the big book. The window's seqs are gathered
 * apart (a MATERIALIZED CTE) so that no ORDER BY ... LIMIT tempts the planner back onto that walk.
 */
export async function eventsOfWindow(db: Tx, agencyId: string, opts: EventFilter & { beforeSeq?: bigint; limit: number }): Promise<EventRecord[]> {
  const page = await rowsOf(
    db,
    builder
      .with(
        (cte) => cte("w").materialized(),
        () =>
          eventsKept(agencyId, opts)
            .select("seq")
            .$if(opts.beforeSeq !== undefined, (q) => q.where("seq", "<", opts.beforeSeq!.toString())),
      )
      .selectFrom("w")
      .select((eb) => eb.cast<string>("seq", "text").as("seq"))
      .orderBy("seq", "desc")
      .limit(opts.limit),
  );
  if (!page.length) return [];
  const found = await db.event.findMany({ where: { agencyId, seq: { in: page.map((r) => BigInt(r.seq)) } }, orderBy: { seq: "desc" } });
  return found.map(toEventRecord);
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
  // Not Prisma's count: with `take` it orders the rows by id first, reading every match (200,000 on the big book).
  const [row] = await rowsOf(
    db,
    builder
      .selectFrom(
        eventsKept(agencyId, filter)
          .select(sql.lit(1).as("one"))
          .limit(cap + 1)
          .as("c"),
      )
      .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("n")),
  );
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

/**
 * Pending deliveries due by `now` (or one, by id), leased for `leaseMs` with the attempt counted: only to enabled
 * endpoints, and never one while an earlier delivery of its subject to its endpoint is pending.
 */
const CLAIM_DELIVERIES = statement("webhook_deliveries_claim_v1", (args: { now: string; limit: number; leaseMs: number; id: string | null }) =>
  builder
    .updateTable("webhook_deliveries")
    .set((eb) => ({
      lease_until: leaseEnd(utcTime(args.now), args.leaseMs),
      lease_token: eb.fn<string>("gen_random_uuid"),
      attempts: eb("attempts", "+", eb.lit(1)),
    }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("webhook_deliveries as d")
        .innerJoin("webhook_endpoints as w", "w.id", "d.endpoint_id")
        .select("d.id")
        .where("d.status", "=", sql.lit("pending"))
        .where("w.status", "=", sql.lit("enabled"))
        .where((eb) => eb.or([eb(sql<string | null>`${args.id}::uuid`, "is", null), eb("d.id", "=", sql<string>`${args.id}::uuid`)]))
        .where("d.next_attempt_at", "<=", utcTime(args.now))
        .where((eb) => eb.or([eb("d.lease_until", "is", null), eb("d.lease_until", "<", utcTime(args.now))]))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("webhook_deliveries as e")
                .select(eb.lit(1).as("one"))
                .whereRef("e.endpoint_id", "=", "d.endpoint_id")
                .whereRef("e.subject_id", "=", "d.subject_id")
                .where("e.status", "=", sql.lit("pending"))
                .whereRef("e.event_seq", "<", "d.event_seq"),
            ),
          ),
        )
        .orderBy("d.next_attempt_at")
        .orderBy("d.event_seq")
        .orderBy("d.id")
        .limit(sql<number>`${args.limit}::int`)
        .forUpdate("d")
        .skipLocked(),
    )
    .returning(["id", "lease_token", "attempts"])
    .$narrowType<{ lease_token: NotNull }>(),
);

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
  const claimed = await rows(db, CLAIM_DELIVERIES, { now: now.toISOString(), limit, leaseMs, id: id ?? null });
  if (!claimed.length) return [];
  const deliveries = await db.webhookDelivery.findMany({ where: { id: { in: claimed.map((r) => r.id) } }, include: { event: true, endpoint: true } });
  const byId = new Map(deliveries.map((d) => [d.id, d]));
  return claimed.flatMap((r) => {
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

/** An endpoint's failure streak one longer (started at `at` if it was not failing): what it is then, and its status. */
const ENDPOINT_FAILED = statement("webhook_endpoint_failed_v1", (args: { endpointId: string; at: string }) =>
  builder
    .updateTable("webhook_endpoints")
    .set((eb) => ({
      consecutive_failures: eb("consecutive_failures", "+", eb.lit(1)),
      failing_since: eb.fn.coalesce("failing_since", utcTime(args.at)),
    }))
    .where("id", "=", args.endpointId)
    .returning((eb) => ["consecutive_failures", "failing_since", eb.cast<WebhookEndpointStatus>("status", "text").as("status")]),
);

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
    const [streak] = await rows(tx, ENDPOINT_FAILED, { endpointId: claim.endpoint.id, at: attempt.attemptedAt.toISOString() });
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
