// The email outbox (decision 020). A message is written as `queued` in the transaction that makes it;
// the request that committed it tries to send it at once (deliverNow), and the outbox loop of a process
// (lib/jobs/outbox.ts) sends what is still queued when its time comes: a failed attempt is retried after
// SMTP_RETRY_BASE_MS, doubling (capped at an hour), and after MAX_ATTEMPTS the message is `failed`.
// Messages are claimed under a lease with SKIP LOCKED, so two processes never send one at the same time.
// Here, below the use cases that write messages, so that a request sends its own without importing lib/jobs.
import "server-only";
import type { Db } from "@/lib/db/client";
import { claimMessages, markMessageFailed, markMessageSent, type ClaimedMessage } from "@/lib/db/queries/messages";
import { agencyById, carrierById } from "@/lib/db/queries/reference";
import type { Mailer } from "./mailer";

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60_000;

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  /** The sender address; the agency's (or the carrier's) name is the sender's name. */
  from: string;
  retryBaseMs: number;
  log?: (event: Record<string, unknown>) => void;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** How long after the `attempts`-th failed attempt the next one runs. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(3_600_000, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
const quoteName = (name: string) => `"${name.replace(/["\\\r\n]/g, "")}"`;

async function deliver(deps: OutboxDeps, m: ClaimedMessage, now: () => Date, report: DeliveryReport): Promise<void> {
  try {
    // The agency's name, or the carrier's for its underwriters' account emails (decision 044).
    const sender = m.agencyId ? await agencyById(deps.db, m.agencyId) : await carrierById(deps.db, m.carrierId!);
    const { messageId } = await deps.mailer.send({
      from: `${quoteName(sender.name)} <${deps.from}>`,
      to: m.to,
      subject: m.subject,
      text: m.textBody,
      html: m.htmlBody,
    });
    await markMessageSent(deps.db, m, now(), messageId);
    report.sent++;
    deps.log?.({ event: "message_sent", messageId: m.id, kind: m.kind, attempt: m.attempts });
  } catch (error) {
    const last = m.attempts >= MAX_ATTEMPTS;
    const retryAt = last ? null : new Date(now().getTime() + retryDelayMs(m.attempts, deps.retryBaseMs));
    await markMessageFailed(deps.db, m, describe(error), retryAt);
    if (last) report.failed++;
    else report.retrying++;
    deps.log?.({ event: last ? "message_failed" : "message_retry", messageId: m.id, kind: m.kind, attempt: m.attempts, error: describe(error) });
  }
}

/** Sends one message now if it is still queued, due or not: its writer, right after commit (decision 020). */
export async function deliverNow(deps: OutboxDeps, messageId: string, now = new Date()): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (const m of await claimMessages(deps.db, now, 1, LEASE_MS, messageId)) await deliver(deps, m, () => new Date(), report);
  return report;
}

/** Sends every queued message due by `now`, in batches. */
export async function deliverDueMessages(deps: OutboxDeps, now: Date = new Date(), batch = 20): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let round = 0; round < 50; round++) {
    const messages = await claimMessages(deps.db, now, batch, LEASE_MS);
    if (!messages.length) break;
    for (const m of messages) await deliver(deps, m, () => now, report);
  }
  return report;
}
