// Retention's deletes (lib/jobs/retention.ts; periods in docs/operations.md): each statement deletes at most
// `limit` rows, chosen by an index where the table is large, and skips rows another transaction holds
// (FOR UPDATE SKIP LOCKED), so it never waits on busy rows and a busy table is never held up by it. Each
// answers how many rows it deleted; the runner repeats it until fewer than `limit` go. Plain statements of
// one shape on PGlite and PostgreSQL (keys as row values where a table has no id).
import "server-only";
import { sql, type DeleteQueryBuilder, type DeleteResult, type SelectQueryBuilder } from "kysely";
import type { DB, MessageStatus } from "@/lib/generated/kysely/types";
import type { Tx } from "../client";
import { builder, rows, statement, utcTime, type TypedStatement } from "../sql";

/**
 * The one shape of retention's deletes: `candidates` selects the keys of rows that may go; at most `limit` of them
 * are taken, skipping rows another transaction holds (locking the rows of `lockOf` where the candidates join several
 * tables); `remove` deletes the rows whose keys are among those taken; the statement answers how many went.
 */
function deleteAtMost<D, TB extends keyof D, O>(
  limit: number,
  candidates: SelectQueryBuilder<D, TB, O>,
  remove: (taken: SelectQueryBuilder<D, TB, O>) => DeleteQueryBuilder<DB, keyof DB, DeleteResult>,
  lockOf?: TB & string,
) {
  const taken = candidates
    .limit(sql<number>`${limit}::int`)
    .forUpdate(lockOf)
    .skipLocked();
  return builder
    .with("gone", () => remove(taken).returning(sql.lit(1).as("one")))
    .selectFrom("gone")
    .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("deleted"));
}

async function deleted<Args extends Record<string, unknown>>(db: Tx, stmt: TypedStatement<Args, { deleted: number }>, args: Args): Promise<number> {
  const [row] = await rows(db, stmt, args);
  return Number(row?.deleted ?? 0);
}

/** Records past their own expiry, but never one whose request is still running (status 0 under a live lease). */
const IDEMPOTENCY = statement("retention_idempotency_v2", (args: { now: string; limit: number }) =>
  deleteAtMost(
    args.limit,
    builder
      .selectFrom("idempotency_records")
      .select(["agency_id", "key"])
      .where("expires_at", "<", utcTime(args.now))
      .where((eb) => eb.not(eb.and([eb("status", "=", sql.lit(0)), eb("lease_until", ">", utcTime(args.now))]))),
    (taken) =>
      builder.deleteFrom("idempotency_records").where(({ eb, refTuple }) => eb(refTuple("agency_id", "key"), "in", taken.$asTuple("agency_id", "key"))),
  ),
);
export const deleteExpiredIdempotencyKeys = (db: Tx, now: Date, limit: number) => deleted(db, IDEMPOTENCY, { now: now.toISOString(), limit });

/** By the window_start index. */
const RATE_LIMIT_WINDOWS = statement("retention_rate_limit_windows_v2", (args: { before: string; limit: number }) =>
  deleteAtMost(
    args.limit,
    builder.selectFrom("rate_limit_windows").select(["bucket", "window_start"]).where("window_start", "<", utcTime(args.before)),
    (taken) =>
      builder
        .deleteFrom("rate_limit_windows")
        .where(({ eb, refTuple }) => eb(refTuple("bucket", "window_start"), "in", taken.$asTuple("bucket", "window_start"))),
  ),
);
export const deleteRateLimitWindowsBefore = (db: Tx, before: Date, limit: number) => deleted(db, RATE_LIMIT_WINDOWS, { before: before.toISOString(), limit });

/** Sessions that ended (expired or revoked) before the cut-off; the table holds only recent ones. */
const SESSIONS = statement("retention_portal_sessions_v2", (args: { before: string; limit: number }) =>
  deleteAtMost(
    args.limit,
    builder
      .selectFrom("portal_sessions")
      .select("id")
      .where((eb) => eb.or([eb("expires_at", "<", utcTime(args.before)), eb("revoked_at", "<", utcTime(args.before))])),
    (taken) => builder.deleteFrom("portal_sessions").where("id", "in", taken),
  ),
);
export const deleteEndedSessionsBefore = (db: Tx, before: Date, limit: number) => deleted(db, SESSIONS, { before: before.toISOString(), limit });

/** Failures that count for nothing any more (by the last_failure_at index), never a key locked now. */
const THROTTLES = statement("retention_sign_in_throttles_v2", (args: { before: string; now: string; limit: number }) =>
  deleteAtMost(
    args.limit,
    builder
      .selectFrom("sign_in_throttles")
      .select("key")
      .where("last_failure_at", "<", utcTime(args.before))
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", utcTime(args.now))])),
    (taken) => builder.deleteFrom("sign_in_throttles").where("key", "in", taken),
  ),
);
export const deleteThrottlesBefore = (db: Tx, before: Date, now: Date, limit: number) =>
  deleted(db, THROTTLES, { before: before.toISOString(), now: now.toISOString(), limit });

/** The payment provider's events (Stripe retries for 3 days; these only deduplicate). */
const PROVIDER_EVENTS = statement("retention_provider_events_v2", (args: { before: string; limit: number }) =>
  deleteAtMost(args.limit, builder.selectFrom("webhook_events").select("id").where("received_at", "<", utcTime(args.before)), (taken) =>
    builder.deleteFrom("webhook_events").where("id", "in", taken),
  ),
);
export const deleteProviderEventsBefore = (db: Tx, before: Date, limit: number) => deleted(db, PROVIDER_EVENTS, { before: before.toISOString(), limit });

// The outbound webhook tables go per agency, through the events' (agency_id, created_at) index. A delivery
// is never older than its event (a redelivery is a newer row of an older event), so its event is old too.

/** The attempts of deliveries that are done (succeeded or given up) and old. */
const WEBHOOK_ATTEMPTS = statement("retention_webhook_attempts_v2", (args: { agencyId: string; before: string; limit: number }) =>
  deleteAtMost(
    args.limit,
    builder
      .selectFrom("events as e")
      .innerJoin("webhook_deliveries as d", "d.event_id", "e.id")
      .innerJoin("webhook_attempts as a", "a.delivery_id", "d.id")
      .select("a.id")
      .where("e.agency_id", "=", args.agencyId)
      .where("e.created_at", "<", utcTime(args.before))
      .where("d.created_at", "<", utcTime(args.before))
      .where("d.status", "<>", sql.lit("pending")),
    (taken) => builder.deleteFrom("webhook_attempts").where("id", "in", taken),
    "a",
  ),
);
export const deleteWebhookAttemptsBefore = (db: Tx, agencyId: string, before: Date, limit: number) =>
  deleted(db, WEBHOOK_ATTEMPTS, { agencyId, before: before.toISOString(), limit });

/** Deliveries that are done and old (a pending one, even old, stays: its endpoint may be re-enabled). */
const WEBHOOK_DELIVERIES = statement("retention_webhook_deliveries_v2", (args: { agencyId: string; before: string; limit: number }) =>
  deleteAtMost(
    args.limit,
    builder
      .selectFrom("events as e")
      .innerJoin("webhook_deliveries as d", "d.event_id", "e.id")
      .select("d.id")
      .where("e.agency_id", "=", args.agencyId)
      .where("e.created_at", "<", utcTime(args.before))
      .where("d.created_at", "<", utcTime(args.before))
      .where("d.status", "<>", sql.lit("pending")),
    (taken) => builder.deleteFrom("webhook_deliveries").where("id", "in", taken),
    "d",
  ),
);
export const deleteWebhookDeliveriesBefore = (db: Tx, agencyId: string, before: Date, limit: number) =>
  deleted(db, WEBHOOK_DELIVERIES, { agencyId, before: before.toISOString(), limit });

/** Old events with no delivery left (none pending, none recent). */
const EVENTS = statement("retention_events_v2", (args: { agencyId: string; before: string; limit: number }) =>
  deleteAtMost(
    args.limit,
    builder
      .selectFrom("events as e")
      .select("e.id")
      .where("e.agency_id", "=", args.agencyId)
      .where("e.created_at", "<", utcTime(args.before))
      .where((eb) => eb.not(eb.exists(eb.selectFrom("webhook_deliveries as d").select(sql.lit(1).as("one")).whereRef("d.event_id", "=", "e.id")))),
    (taken) => builder.deleteFrom("events").where("id", "in", taken),
  ),
);
export const deleteEventsBefore = (db: Tx, agencyId: string, before: Date, limit: number) =>
  deleted(db, EVENTS, { agencyId, before: before.toISOString(), limit });

/** The statuses of outbox messages done with (sent, stored without SMTP, or given up); queued ones stay. */
const DONE = [sql.lit<MessageStatus>("sent"), sql.lit<MessageStatus>("stored"), sql.lit<MessageStatus>("failed")];

/** The agency's outbox messages done with. */
const MESSAGES = statement("retention_outbound_messages_v2", (args: { agencyId: string; before: string; limit: number }) =>
  deleteAtMost(
    args.limit,
    builder
      .selectFrom("outbound_messages")
      .select("id")
      .where("agency_id", "=", args.agencyId)
      .where("created_at", "<", utcTime(args.before))
      .where("status", "in", DONE),
    (taken) => builder.deleteFrom("outbound_messages").where("id", "in", taken),
  ),
);
export const deleteMessagesBefore = (db: Tx, agencyId: string, before: Date, limit: number) =>
  deleted(db, MESSAGES, { agencyId, before: before.toISOString(), limit });

/** The carriers' outbox messages (their underwriters' account emails, decision 044), done with. */
const CARRIER_MESSAGES = statement("retention_carrier_outbound_messages_v2", (args: { before: string; limit: number }) =>
  deleteAtMost(
    args.limit,
    builder
      .selectFrom("outbound_messages")
      .select("id")
      .where("carrier_id", "is not", null)
      .where("created_at", "<", utcTime(args.before))
      .where("status", "in", DONE),
    (taken) => builder.deleteFrom("outbound_messages").where("id", "in", taken),
  ),
);
export const deleteCarrierMessagesBefore = (db: Tx, before: Date, limit: number) => deleted(db, CARRIER_MESSAGES, { before: before.toISOString(), limit });

export async function agencyIds(db: Tx): Promise<string[]> {
  return (await db.agency.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((a) => a.id);
}
