// Retention's deletes (lib/jobs/retention.ts; periods in docs/operations.md): each statement deletes at most
// `limit` rows, chosen by an index where the table is large, and skips rows another transaction holds
// (FOR UPDATE SKIP LOCKED), so it never waits on busy rows and a busy table is never held up by it. Each
// answers how many rows it deleted; the runner repeats it until fewer than `limit` go. Plain statements of
// one shape on PGlite and PostgreSQL (keys as row values where a table has no id).
import "server-only";
import { queryRows, utc, type Statement, type Tx } from "../client";

const counted = (deleteStatement: string) => `WITH gone AS (${deleteStatement} RETURNING 1) SELECT count(*)::int AS deleted FROM gone`;

async function deleted(db: Tx, statement: Statement, params: unknown[]): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(db, statement, params);
  return Number(row?.deleted ?? 0);
}

/** $1 now (ISO), $2 limit: records past their own expiry, but never one whose request is still running (status 0 under a live lease). */
const IDEMPOTENCY: Statement = {
  name: "retention_idempotency_v1",
  text: counted(`
    DELETE FROM idempotency_records WHERE (agency_id, key) IN (
      SELECT agency_id, key FROM idempotency_records
       WHERE expires_at < ${utc("$1")} AND NOT (status = 0 AND lease_until > ${utc("$1")})
       LIMIT $2::int FOR UPDATE SKIP LOCKED)`),
};
export const deleteExpiredIdempotencyKeys = (db: Tx, now: Date, limit: number) => deleted(db, IDEMPOTENCY, [now.toISOString(), limit]);

/** $1 cut-off, $2 limit: by the window_start index. */
const RATE_LIMIT_WINDOWS: Statement = {
  name: "retention_rate_limit_windows_v1",
  text: counted(`
    DELETE FROM rate_limit_windows WHERE (bucket, window_start) IN (
      SELECT bucket, window_start FROM rate_limit_windows WHERE window_start < ${utc("$1")}
       LIMIT $2::int FOR UPDATE SKIP LOCKED)`),
};
export const deleteRateLimitWindowsBefore = (db: Tx, before: Date, limit: number) => deleted(db, RATE_LIMIT_WINDOWS, [before.toISOString(), limit]);

/** $1 cut-off, $2 limit: sessions that ended (expired or revoked) before the cut-off; the table holds only recent ones. */
const SESSIONS: Statement = {
  name: "retention_portal_sessions_v1",
  text: counted(`
    DELETE FROM portal_sessions WHERE id IN (
      SELECT id FROM portal_sessions WHERE expires_at < ${utc("$1")} OR revoked_at < ${utc("$1")}
       LIMIT $2::int FOR UPDATE SKIP LOCKED)`),
};
export const deleteEndedSessionsBefore = (db: Tx, before: Date, limit: number) => deleted(db, SESSIONS, [before.toISOString(), limit]);

/** $1 cut-off, $2 now, $3 limit: failures that count for nothing any more (by the last_failure_at index), never a key locked now. */
const THROTTLES: Statement = {
  name: "retention_sign_in_throttles_v1",
  text: counted(`
    DELETE FROM sign_in_throttles WHERE key IN (
      SELECT key FROM sign_in_throttles
       WHERE last_failure_at < ${utc("$1")} AND (locked_until IS NULL OR locked_until <= ${utc("$2")})
       LIMIT $3::int FOR UPDATE SKIP LOCKED)`),
};
export const deleteThrottlesBefore = (db: Tx, before: Date, now: Date, limit: number) =>
  deleted(db, THROTTLES, [before.toISOString(), now.toISOString(), limit]);

/** $1 cut-off, $2 limit: the payment provider's events (Stripe retries for 3 days; these only deduplicate). */
const PROVIDER_EVENTS: Statement = {
  name: "retention_provider_events_v1",
  text: counted(`
    DELETE FROM webhook_events WHERE id IN (
      SELECT id FROM webhook_events WHERE received_at < ${utc("$1")} LIMIT $2::int FOR UPDATE SKIP LOCKED)`),
};
export const deleteProviderEventsBefore = (db: Tx, before: Date, limit: number) => deleted(db, PROVIDER_EVENTS, [before.toISOString(), limit]);

// The outbound webhook tables go per agency, through the events' (agency_id, created_at) index. A delivery
// is never older than its event (a redelivery is a newer row of an older event), so its event is old too.

/** $1 agency, $2 cut-off, $3 limit: the attempts of deliveries that are done (succeeded or given up) and old. */
const WEBHOOK_ATTEMPTS: Statement = {
  name: "retention_webhook_attempts_v1",
  text: counted(`
    DELETE FROM webhook_attempts WHERE id IN (
      SELECT a.id FROM events e
        JOIN webhook_deliveries d ON d.event_id = e.id
        JOIN webhook_attempts a ON a.delivery_id = d.id
       WHERE e.agency_id = $1::uuid AND e.created_at < ${utc("$2")} AND d.created_at < ${utc("$2")} AND d.status <> 'pending'
       LIMIT $3::int FOR UPDATE OF a SKIP LOCKED)`),
};
export const deleteWebhookAttemptsBefore = (db: Tx, agencyId: string, before: Date, limit: number) =>
  deleted(db, WEBHOOK_ATTEMPTS, [agencyId, before.toISOString(), limit]);

/** $1 agency, $2 cut-off, $3 limit: deliveries that are done and old (a pending one, even old, stays: its endpoint may be re-enabled). */
const WEBHOOK_DELIVERIES: Statement = {
  name: "retention_webhook_deliveries_v1",
  text: counted(`
    DELETE FROM webhook_deliveries WHERE id IN (
      SELECT d.id FROM events e JOIN webhook_deliveries d ON d.event_id = e.id
       WHERE e.agency_id = $1::uuid AND e.created_at < ${utc("$2")} AND d.created_at < ${utc("$2")} AND d.status <> 'pending'
       LIMIT $3::int FOR UPDATE OF d SKIP LOCKED)`),
};
export const deleteWebhookDeliveriesBefore = (db: Tx, agencyId: string, before: Date, limit: number) =>
  deleted(db, WEBHOOK_DELIVERIES, [agencyId, before.toISOString(), limit]);

/** $1 agency, $2 cut-off, $3 limit: old events with no delivery left (none pending, none recent). */
const EVENTS: Statement = {
  name: "retention_events_v1",
  text: counted(`
    DELETE FROM events WHERE id IN (
      SELECT e.id FROM events e
       WHERE e.agency_id = $1::uuid AND e.created_at < ${utc("$2")}
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id)
       LIMIT $3::int FOR UPDATE SKIP LOCKED)`),
};
export const deleteEventsBefore = (db: Tx, agencyId: string, before: Date, limit: number) => deleted(db, EVENTS, [agencyId, before.toISOString(), limit]);

/** $1 agency, $2 cut-off, $3 limit: outbox messages done with (sent, stored without SMTP, or given up); queued ones stay. */
const MESSAGES: Statement = {
  name: "retention_outbound_messages_v1",
  text: counted(`
    DELETE FROM outbound_messages WHERE id IN (
      SELECT id FROM outbound_messages
       WHERE agency_id = $1::uuid AND created_at < ${utc("$2")} AND status IN ('sent', 'stored', 'failed')
       LIMIT $3::int FOR UPDATE SKIP LOCKED)`),
};
export const deleteMessagesBefore = (db: Tx, agencyId: string, before: Date, limit: number) => deleted(db, MESSAGES, [agencyId, before.toISOString(), limit]);

/** $1 cut-off, $2 limit: the carriers' outbox messages (their underwriters' account emails, decision 044), done with. */
const CARRIER_MESSAGES: Statement = {
  name: "retention_carrier_outbound_messages_v1",
  text: counted(`
    DELETE FROM outbound_messages WHERE id IN (
      SELECT id FROM outbound_messages
       WHERE carrier_id IS NOT NULL AND created_at < ${utc("$1")} AND status IN ('sent', 'stored', 'failed')
       LIMIT $2::int FOR UPDATE SKIP LOCKED)`),
};
export const deleteCarrierMessagesBefore = (db: Tx, before: Date, limit: number) => deleted(db, CARRIER_MESSAGES, [before.toISOString(), limit]);

export async function agencyIds(db: Tx): Promise<string[]> {
  return (await db.agency.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((a) => a.id);
}
