// Delivery of outbound webhooks (decision 024), modelled on the email outbox (lib/jobs/outbox.ts): events
// are written with the change they report (lib/db/queries/events.ts insertEvents), and this worker POSTs
// each pending delivery, signed, to its endpoint. Deliveries are claimed under a lease with SKIP LOCKED,
// so any number of processes can run it on PostgreSQL; a process that dies mid-send leaves its lease to
// run out, and the delivery is sent again (at least once: receivers deduplicate on the event id).
// 2xx is delivered; anything else is retried with exponential backoff and full jitter until three days
// after the delivery was written, and an endpoint whose attempts keep failing is disabled (retry.ts).
import "server-only";
import type { Db } from "@/lib/db/client";
import { agencyLivemode } from "@/lib/db/queries/agencies";
import { claimDeliveries, finishAttempt, type AttemptOutcome, type ClaimedDelivery } from "@/lib/db/queries/events";
import { eventBody } from "@/lib/webhooks/payloads";
import { disabledReason, nextAttemptAt, shouldDisable, type DisableRule } from "@/lib/webhooks/retry";
import { postWebhook } from "@/lib/webhooks/send";
import { signatureHeaders } from "@/lib/webhooks/signature";
import { metrics } from "@/lib/metrics";
import { inSpan, noteOutcome, tracingOn, type Span } from "@/lib/telemetry/tracing";

export const USER_AGENT = "QuotingAPI-Webhooks/1.0";

export interface WebhookDeps {
  db: Db;
  /** A whole attempt (connect, send, answer) gives up after this long. */
  timeoutMs: number;
  /** How long a claimed delivery stays with this process (leaseMsFor(timeoutMs) unless configured). */
  leaseMs?: number;
  /** Backoff base: the first retry waits up to this long, each next one up to twice the last (full jitter). */
  retryBaseMs: number;
  /** Send to loopback and private addresses too (tests, private deployments). */
  allowPrivate: boolean;
  disable: DisableRule;
  random?: () => number;
  log?: (event: Record<string, unknown>) => void;
}

export interface WebhookReport {
  succeeded: number;
  retrying: number;
  failed: number;
  /** Endpoints disabled by these attempts. */
  disabled: number;
}

/** How long a claimed delivery stays with its worker: the attempt's timeout twice over, and a margin. */
export const leaseMsFor = (timeoutMs: number) => timeoutMs * 2 + 30_000;

/** The lease a claim takes: the configured one, else leaseMsFor the timeout. */
const leaseOf = (deps: WebhookDeps) => deps.leaseMs ?? leaseMsFor(deps.timeoutMs);

const emptyReport = (): WebhookReport => ({ succeeded: 0, retrying: 0, failed: 0, disabled: 0 });

/** The secrets that sign now: the current one, and the one a rotation replaced until it expires. */
export function liveSecrets(endpoint: ClaimedDelivery["endpoint"], now: Date): string[] {
  const previous = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now ? [endpoint.previousSecret] : [];
  return [endpoint.secret, ...previous];
}

/** One delivery attempt: a trace of its own when traces are on (decision 049), with the endpoint's answer. */
function deliver(deps: WebhookDeps, d: ClaimedDelivery, now: () => Date, report: WebhookReport): Promise<void> {
  if (!tracingOn()) return attempt(deps, d, now, report);
  const attributes = { deliveryId: d.id, eventId: d.event.id, eventType: d.event.type, endpointId: d.endpoint.id, attempt: d.attempt };
  return inSpan("webhook.deliver", attributes, (span) => attempt(deps, d, now, report, span));
}

async function attempt(deps: WebhookDeps, d: ClaimedDelivery, now: () => Date, report: WebhookReport, span?: Span): Promise<void> {
  const body = JSON.stringify(eventBody(d.event, await agencyLivemode(deps.db, d.event.agencyId)));
  const attemptedAt = now();
  const headers = {
    "Content-Type": "application/json",
    "User-Agent": USER_AGENT,
    // Standard Webhooks: webhook-id (the event id), webhook-timestamp, webhook-signature (signature.ts).
    ...signatureHeaders(d.event.id, body, liveSecrets(d.endpoint, attemptedAt), Math.floor(attemptedAt.getTime() / 1000)),
  };
  const sent = await postWebhook(d.endpoint.url, body, headers, { timeoutMs: deps.timeoutMs, allowPrivate: deps.allowPrivate });
  const ok = sent.statusCode !== null && sent.statusCode >= 200 && sent.statusCode < 300;
  if (span) noteOutcome(span, sent.statusCode === null ? "no_answer" : String(sent.statusCode), !ok);
  const error = ok ? null : (sent.error ?? `the receiver answered ${sent.statusCode}`);
  let outcome: AttemptOutcome = { kind: "succeeded" };
  if (!ok) {
    const at = nextAttemptAt({
      createdAt: d.createdAt,
      now: attemptedAt,
      failedAttempts: d.attempt,
      baseMs: deps.retryBaseMs,
      ...(deps.random ? { random: deps.random } : {}),
    });
    outcome = at ? { kind: "retry", at } : { kind: "failed" };
  }
  const { held, disabled } = await finishAttempt(
    deps.db,
    d,
    { number: d.attempt, attemptedAt, statusCode: sent.statusCode, durationMs: sent.durationMs, responseSnippet: sent.snippet, error },
    outcome,
    (streak) => (shouldDisable(streak, attemptedAt, deps.disable) ? disabledReason(streak) : null),
  );
  const fields = { deliveryId: d.id, eventId: d.event.id, type: d.event.type, endpointId: d.endpoint.id, attempt: d.attempt, status: sent.statusCode };
  if (!held) {
    deps.log?.({ event: "webhook_lease_lost", ...fields });
    return;
  }
  metrics.webhookAttempts.inc({ outcome: outcome.kind });
  if (outcome.kind === "succeeded") metrics.webhookDeliveryLag.observe((attemptedAt.getTime() - d.event.createdAt.getTime()) / 1000);
  if (outcome.kind === "succeeded") report.succeeded++;
  else if (outcome.kind === "retry") report.retrying++;
  else report.failed++;
  deps.log?.({ event: `webhook_${outcome.kind}`, ...fields, ...(error ? { error } : {}) });
  if (disabled) {
    report.disabled++;
    deps.log?.({ event: "webhook_endpoint_disabled", endpointId: d.endpoint.id, reason: disabled });
  }
}

/**
 * Sends every delivery due by `now`, in rounds: each round claims up to `batch` deliveries (at most one
 * per subject and endpoint, so a subject's events go out in order) and sends them at once.
 */
export async function deliverDueWebhooks(deps: WebhookDeps, now: Date = new Date(), batch = 20): Promise<WebhookReport> {
  const report = emptyReport();
  for (let round = 0; round < 100; round++) {
    const claimed = await claimDeliveries(deps.db, now, batch, leaseOf(deps));
    if (!claimed.length) break;
    await Promise.all(claimed.map((d) => deliver(deps, d, () => now, report)));
  }
  return report;
}

/** The delivery loop of one process: up to `concurrency` sends at once, woken by kick() or every `pollMs`. */
export class WebhookWorker {
  private readonly inflight = new Set<Promise<unknown>>();
  private running = false;
  private kicked = false;
  private wake: (() => void) | null = null;
  private loopDone: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: WebhookDeps,
    private readonly options: { concurrency: number; pollMs: number },
  ) {}

  start(): this {
    if (this.running) return this;
    this.running = true;
    this.loopDone = this.loop();
    return this;
  }

  /** New deliveries were written (NOTIFY from any process), or a send finished: claim again now. */
  kick(): void {
    const wake = this.wake;
    this.wake = null;
    if (wake) wake();
    else this.kicked = true;
  }

  /** Stops claiming and waits for the sends in flight (each ends within its timeout). */
  async stop(): Promise<void> {
    this.running = false;
    this.kick();
    await this.loopDone;
    await Promise.allSettled([...this.inflight]);
  }

  private async loop(): Promise<void> {
    const { concurrency, pollMs } = this.options;
    const report = emptyReport();
    while (this.running) {
      const free = concurrency - this.inflight.size;
      let claimed = 0;
      this.kicked = false;
      if (free > 0) {
        try {
          const deliveries = await claimDeliveries(this.deps.db, new Date(), free, leaseOf(this.deps));
          claimed = deliveries.length;
          for (const d of deliveries) {
            const job: Promise<unknown> = deliver(this.deps, d, () => new Date(), report)
              .catch((error) => this.deps.log?.({ event: "webhook_attempt_error", deliveryId: d.id, error: String(error) }))
              .finally(() => {
                this.inflight.delete(job);
                this.kick(); // a finished delivery may unblock its subject's next event
              });
            this.inflight.add(job);
          }
        } catch (error) {
          this.deps.log?.({ event: "webhook_claim_failed", error: String(error) });
        }
      }
      if (this.running && !this.kicked && (free === 0 || claimed < free)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            this.wake = null;
            resolve();
          }, pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }
}
