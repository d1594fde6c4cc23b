// The retention pass (docs/operations.md, "Retention"): deletes what each table no longer needs, in small
// batches (one short statement each, at most `batchSize` rows, skipping rows others hold), until a table
// has nothing left to delete or the pass's time budget is spent; the next pass goes on from there. Run by
// the servicing job runner (lib/jobs/servicing.ts) every RETENTION_INTERVAL_MS. audit_events is never
// deleted (append only: a trigger refuses it).
import "server-only";
import type { Db } from "@/lib/db/client";
import type { Env } from "@/lib/env";
import {
  agencyIds,
  deleteEndedSessionsBefore,
  deleteEventsBefore,
  deleteExpiredIdempotencyKeys,
  deleteCarrierMessagesBefore,
  deleteMessagesBefore,
  deleteProviderEventsBefore,
  deleteRateLimitWindowsBefore,
  deleteThrottlesBefore,
  deleteWebhookAttemptsBefore,
  deleteWebhookDeliveriesBefore,
} from "@/lib/db/queries/retention";
import { retentionCutoffs, type RetentionPeriods } from "./retention-policy";

export interface RetentionConfig extends RetentionPeriods {
  /** Rows one statement deletes at most. */
  batchSize: number;
  /** A pass stops starting statements after this long (wall time); the next pass goes on. */
  budgetMs: number;
}

/** The pass's settings (RETENTION_*, and the rate limits' window); null when RETENTION_INTERVAL_MS turns retention off. */
export function retentionFromEnv(e: Env): { config: RetentionConfig; intervalMs: number } | null {
  if (e.RETENTION_INTERVAL_MS === 0) return null;
  return {
    intervalMs: e.RETENTION_INTERVAL_MS,
    config: {
      eventsDays: e.RETENTION_EVENTS_DAYS,
      messagesDays: e.RETENTION_MESSAGES_DAYS,
      rateLimitWindowMs: e.RATE_LIMIT_WINDOW_S * 1000,
      batchSize: e.RETENTION_BATCH_SIZE,
      budgetMs: e.RETENTION_BUDGET_MS,
    },
  };
}

export const RETENTION_TABLES = [
  "rate_limit_windows",
  "idempotency_records",
  "portal_sessions",
  "sign_in_throttles",
  "webhook_events",
  "webhook_attempts",
  "webhook_deliveries",
  "events",
  "outbound_messages",
] as const;
export type RetentionTable = (typeof RETENTION_TABLES)[number];

export interface TableReport {
  deleted: number;
  /** Delete statements run. */
  statements: number;
  /** The most rows one statement deleted (never more than the batch size). */
  largestBatch: number;
}

export interface RetentionReport {
  tables: Record<RetentionTable, TableReport>;
  /** False when the budget ran out before every table was done. */
  complete: boolean;
  ms: number;
}

/** Runs one retention pass with the cut-offs of `now`. */
export async function runRetention(db: Db, config: RetentionConfig, now: Date = new Date(), elapsed: () => number = stopwatch()): Promise<RetentionReport> {
  const cut = retentionCutoffs(now, config);
  const tables = Object.fromEntries(RETENTION_TABLES.map((t) => [t, { deleted: 0, statements: 0, largestBatch: 0 }])) as Record<RetentionTable, TableReport>;
  const limit = config.batchSize;
  let complete = true;

  /** Deletes batches until one comes back short; false when the budget ran out first. */
  const drain = async (table: RetentionTable, batch: () => Promise<number>): Promise<boolean> => {
    for (;;) {
      if (elapsed() >= config.budgetMs) return (complete = false);
      const n = await batch();
      const t = tables[table];
      t.deleted += n;
      t.statements++;
      t.largestBatch = Math.max(t.largestBatch, n);
      if (n < limit) return true;
    }
  };

  // The small tables that grow fastest first, so a backlog of old events never holds them up.
  const steps: Array<[RetentionTable, () => Promise<number>]> = [
    ["rate_limit_windows", () => deleteRateLimitWindowsBefore(db, cut.rateLimitWindowsBefore, limit)],
    ["idempotency_records", () => deleteExpiredIdempotencyKeys(db, cut.idempotencyExpiredBefore, limit)],
    ["portal_sessions", () => deleteEndedSessionsBefore(db, cut.sessionsEndedBefore, limit)],
    ["sign_in_throttles", () => deleteThrottlesBefore(db, cut.throttlesFailedBefore, now, limit)],
    ["webhook_events", () => deleteProviderEventsBefore(db, cut.eventsBefore, limit)],
  ];
  for (const agencyId of await agencyIds(db)) {
    // Children before parents: attempts, then their deliveries, then events none of whose deliveries is left.
    steps.push(
      ["webhook_attempts", () => deleteWebhookAttemptsBefore(db, agencyId, cut.eventsBefore, limit)],
      ["webhook_deliveries", () => deleteWebhookDeliveriesBefore(db, agencyId, cut.eventsBefore, limit)],
      ["events", () => deleteEventsBefore(db, agencyId, cut.eventsBefore, limit)],
      ["outbound_messages", () => deleteMessagesBefore(db, agencyId, cut.messagesBefore, limit)],
    );
  }
  steps.push(["outbound_messages", () => deleteCarrierMessagesBefore(db, cut.messagesBefore, limit)]);
  for (const [table, batch] of steps) if (!(await drain(table, batch))) break;
  return { tables, complete, ms: Math.round(elapsed()) };
}

function stopwatch(): () => number {
  const start = performance.now();
  return () => performance.now() - start;
}
