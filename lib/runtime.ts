// The process's services, made once and shared by every route, page, the proxy and the worker: the
// database, the payment provider, the carrier adapters, the verified-key cache and (when this process
// runs one) the rating worker. Next.js may load a module once per bundle layer, so the one holder lives
// in the process registry (lib/process-state.ts), on globalThis. Handlers get these through their
// context (lib/api/route.ts); use cases get what they need as arguments.
import "server-only";
import { VerifiedKeys, KEY_REVOKED_CHANNEL } from "@/lib/auth/api-keys";
import { type Limiter } from "@/lib/auth/limiter";
import { signInLimiter, signInPolicies, type SignInPolicies } from "@/lib/auth/sign-in";
import { openDatabase, type Db, type OpenDatabase } from "@/lib/db/client";
import { createListener, type Listener } from "@/lib/db/notify";
import { WEBHOOK_DELIVERIES_CHANNEL } from "@/lib/db/queries/events";
import { RATING_QUEUE_CHANNEL } from "@/lib/db/queries/queue";
import { appUrl, env, mailFrom, webhooksAllowPrivate, type Env } from "@/lib/env";
import { eventLogger } from "@/lib/log";
import { metrics } from "@/lib/metrics";
import { startOutbox } from "@/lib/jobs/outbox";
import type { OutboxDeps } from "@/lib/mail/outbox";
import { createSmtpMailer } from "@/lib/mail/mailer";
import type { RatingDeps } from "@/lib/quotes/rate-application";
import { retentionFromEnv } from "@/lib/jobs/retention";
import { vacuumAnalyze } from "@/lib/db/queries/maintenance";
import { runDueJobs, startServicing, type RunReport, type ServicingDeps } from "@/lib/jobs/servicing";
import { WebhookWorker, type WebhookDeps } from "@/lib/jobs/webhooks";
import { RatingWorker } from "@/lib/jobs/worker";
import { TestAgencies } from "@/lib/auth/modes";
import { providersFromEnv, type ChargeResult, type PaymentProvider } from "@/lib/payments/provider";
import { offlineCardStore } from "@/lib/db/queries/saved-cards";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { CarrierGuards } from "@/lib/rating/carriers/guard";
import type { RateDeps } from "@/lib/quotes/rate";
import { processState } from "@/lib/process-state";

/** Payment processor shown on cards (only its publishable key) and the base of document links. */
export interface BillingConfig {
  method: string;
  publishableKey: string | null;
  /** Absolute base of document links. */
  baseUrl: string;
  /** The mode these are of (decision 043); the objects served with them carry it. */
  livemode: boolean;
}

export interface Services {
  env: Env;
  db: Db;
  databaseKind: OpenDatabase["kind"];
  payments: PaymentProvider;
  /** Carrier adapters and the lease, for the queue's ratings. */
  rating: RatingDeps;
  /** Carrier adapters with an overall budget, for synchronous rating (rate, sensitivity, catalog). */
  rateDeps: RateDeps;
  /** This process's circuit breaker and send rate per HTTP carrier (shown by the health operation). */
  carrierGuards: CarrierGuards;
  apiKeys: VerifiedKeys;
  /** Each live agency's test twin, for the portal's test mode (decision 043). */
  testAgencies: TestAgencies;
  /** Portal sign-in: throttle policies, and the one fair bound on password hashing for the whole process. */
  signIn: { policies: SignInPolicies; hashes: Limiter };
  /** Payment processor shown on cards (only its publishable key) and the base of document links. */
  billing: BillingConfig;
  /** The payment provider of a mode: live is the configured one; test never moves real money (decision 043). */
  paymentsFor(livemode: boolean): PaymentProvider;
  /** What cards and pay pages show of a mode's provider. */
  billingFor(livemode: boolean): BillingConfig;
  /** Email through SMTP_URL; null without it (messages then stay in the outbox, status stored). */
  outbox: OutboxDeps | null;
  /** Outbound webhook delivery (decision 024): its settings, and whether endpoints may be on private addresses. */
  webhooks: WebhookDeps;
  /** Wakes this process's worker, if it runs one (new work was just enqueued here). */
  kickWorker(): void;
  /** Wakes this process's webhook delivery worker, if it runs one (deliveries were just written here). */
  kickWebhooks(): void;
  /** Runs the servicing jobs that are due now, in this process (the sandbox clock's advance). */
  runServicing(): Promise<RunReport>;
}

interface Holder {
  services?: Promise<Services>;
  database?: OpenDatabase;
  listener?: Listener;
  worker?: RatingWorker;
  servicing?: ReturnType<typeof startServicing>;
  outbox?: ReturnType<typeof startOutbox>;
  webhooks?: WebhookWorker;
}
/** The services and background workers of this process, in the process registry (lib/process-state.ts). */
const holder = () => processState<Holder>("runtime", () => ({}));

/** The embedded database's first upkeep after the worker starts: once start-up's own writes are done. */
const EMBEDDED_VACUUM_FIRST_MS = 10 * 60_000;

/** The process's services, opened on first use (never at module load: build workers import routes too). */
export function services(): Promise<Services> {
  const h = holder();
  h.services ??= makeServices(env()).catch((error) => {
    h.services = undefined;
    throw error;
  });
  return h.services;
}

async function makeServices(e: Env): Promise<Services> {
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
  holder().database = database;
  const configured = providersFromEnv(e, offlineCardStore(database.prisma));
  const live = countingDeclines(configured.live);
  const providers = { live, test: configured.test === configured.live ? live : countingDeclines(configured.test) };
  const payments = providers.live;
  const paymentsFor = (livemode: boolean) => (livemode ? providers.live : providers.test);
  const billingFor = (livemode: boolean): BillingConfig => {
    const p = paymentsFor(livemode);
    return { method: p.name, publishableKey: p.publishableKey, baseUrl: appUrl(e), livemode };
  };
  const carrierGuards = new CarrierGuards(
    { failures: e.CARRIER_BREAKER_FAILURES, window: 20, failureRatio: 0.5, coolDownMs: e.CARRIER_BREAKER_COOLDOWN_MS },
    e.CARRIER_LIMITS,
  );
  const adapterFor = createCarrierRegistry({
    sandboxBaseUrl: e.SANDBOX_CARRIER_URL,
    timeoutMs: e.CARRIER_TIMEOUT_MS,
    maxAttempts: e.CARRIER_MAX_ATTEMPTS,
    baseDelayMs: e.CARRIER_RETRY_BASE_MS,
    guards: carrierGuards,
    ...(e.CARRIER_LATENCY_PROFILE ? { latencyProfile: e.CARRIER_LATENCY_PROFILE } : {}),
  });
  const apiKeys = new VerifiedKeys();
  // On PostgreSQL other processes may change what this one caches: a key revoked by the apikey CLI or
  // another web process stops working here at once. (With PGlite this is the only process.)
  if (e.DATABASE_URL) {
    const listener = (holder().listener = await createListener(e.DATABASE_URL));
    await listener.listen(KEY_REVOKED_CHANNEL, (id) => apiKeys.forget(id));
    listener.onReconnect(() => apiKeys.clear());
  }
  return {
    env: e,
    db: database.prisma,
    databaseKind: database.kind,
    payments,
    rating: { adapterFor, leaseMs: e.RATING_LEASE_MS, carrierConcurrency: carrierGuards.concurrency() },
    carrierGuards,
    rateDeps: { adapterFor, timeoutMs: e.CARRIER_TIMEOUT_MS * e.CARRIER_MAX_ATTEMPTS + 5000 },
    apiKeys,
    testAgencies: new TestAgencies(),
    signIn: { policies: signInPolicies(e), hashes: signInLimiter(e) },
    billing: billingFor(true),
    paymentsFor,
    billingFor,
    outbox: e.SMTP_URL
      ? {
          db: database.prisma,
          mailer: createSmtpMailer(e.SMTP_URL),
          from: mailFrom(e),
          retryBaseMs: e.SMTP_RETRY_BASE_MS,
          log: eventLogger("outbox", { job: "email" }),
        }
      : null,
    webhooks: {
      db: database.prisma,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      ...(e.WEBHOOK_LEASE_MS ? { leaseMs: e.WEBHOOK_LEASE_MS } : {}),
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      allowPrivate: webhooksAllowPrivate(e),
      disable: { afterFailures: e.WEBHOOK_DISABLE_AFTER_FAILURES, afterMs: e.WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000 },
      log: eventLogger("webhooks", { job: "webhook_delivery" }),
    },
    kickWorker: () => holder().worker?.kick(),
    kickWebhooks: () => holder().webhooks?.kick(),
    runServicing: () =>
      holder().servicing?.runNow() ?? runDueJobs(servicingDeps(database.prisma, providers, Boolean(e.SMTP_URL), appUrl(e), e.SERVICING_CONCURRENCY)),
  };
}

/**
 * The provider, counting the charges it declines (quoting_payment_declines_total): binds, pay links and installments
 * alike. Everything else of the provider is kept as it is (the offline provider's 3-D Secure challenge, say).
 */
function countingDeclines<P extends PaymentProvider>(p: P): P {
  const counted = async (result: Promise<ChargeResult>) => {
    const r = await result;
    if (r.status === "failed") metrics.paymentDeclines.inc({ provider: p.name, code: r.code });
    return r;
  };
  return { ...p, charge: (req) => counted(p.charge(req)), chargeSaved: (req) => counted(p.chargeSaved(req)) };
}

function servicingDeps(
  db: Db,
  providers: { live: PaymentProvider; test: PaymentProvider },
  mailQueued: boolean,
  baseUrl: string,
  concurrency: number,
): ServicingDeps {
  return {
    db,
    concurrency,
    payments: providers.live,
    testPayments: providers.test,
    mailQueued,
    baseUrl,
    kick: () => holder().worker?.kick(),
    log: eventLogger("servicing"),
  };
}

/** Starts this process's rating worker, with the servicing runner, the email outbox and webhook deliveries (once). */
export async function startWorker(): Promise<RatingWorker> {
  const h = holder();
  const s = await services();
  if (!h.worker) {
    h.worker = new RatingWorker(s.db, {
      ...s.rating,
      concurrency: s.env.RATING_CONCURRENCY,
      pollMs: s.env.RATING_POLL_MS,
      log: eventLogger("rating-worker", { job: "rating" }),
    }).start();
    // On PostgreSQL, work enqueued by any process wakes this worker at once (a trigger notifies on
    // commit); the poll stays as the fallback for work that becomes available later (a held inline price).
    if (h.listener) {
      const worker = h.worker;
      await h.listener.listen(RATING_QUEUE_CHANNEL, () => worker.kick());
      h.listener.onReconnect(() => worker.kick());
    }
    h.servicing = startServicing(
      {
        ...servicingDeps(s.db, { live: s.payments, test: s.paymentsFor(false) }, Boolean(s.env.SMTP_URL), s.billing.baseUrl, s.env.SERVICING_CONCURRENCY),
        retention: retentionFromEnv(s.env) ?? undefined,
        // PGlite has no autovacuum: the worker vacuums and analyses it (lib/db/queries/maintenance.ts).
        ...(s.databaseKind === "pglite" && s.env.EMBEDDED_VACUUM_INTERVAL_MS > 0
          ? { upkeep: { run: () => vacuumAnalyze(s.db), intervalMs: s.env.EMBEDDED_VACUUM_INTERVAL_MS, firstAfterMs: EMBEDDED_VACUUM_FIRST_MS } }
          : {}),
      },
      s.env.SERVICING_INTERVAL_MS,
    );
    // Retries of email sends that failed (the first try runs in the request that wrote the message).
    if (s.outbox) h.outbox = startOutbox(s.outbox, Math.min(s.env.SMTP_RETRY_BASE_MS, 30_000));
    // Outbound webhooks: deliveries written by any process wake it at once on PostgreSQL (a trigger notifies
    // on commit); the poll finds retries as they come due, and new deliveries with PGlite.
    const webhooks = (h.webhooks = new WebhookWorker(s.webhooks, { concurrency: s.env.WEBHOOK_CONCURRENCY, pollMs: s.env.WEBHOOK_POLL_MS }).start());
    if (h.listener) {
      await h.listener.listen(WEBHOOK_DELIVERIES_CHANNEL, () => webhooks.kick());
      h.listener.onReconnect(() => webhooks.kick());
    }
  }
  return h.worker;
}

/** Whether this process runs a rating worker that has not been stopped (readiness, lib/system/shutdown.ts). */
export function workerRunning(): boolean {
  return holder().worker?.running ?? false;
}

/**
 * Stops taking work, side by side: no new claims, servicing runs, sends or deliveries. What is in flight finishes
 * (a rating gets `graceMs`, then is aborted and handed back to the queue; a webhook attempt or an email send ends
 * within its own timeout; a servicing run within its statement).
 */
export async function stopBackgroundWork(graceMs = 5000): Promise<void> {
  await Promise.all([holder().servicing?.stop(), holder().outbox?.stop(), holder().webhooks?.stop(), holder().worker?.stop(graceMs)]);
}

/** Closes the database and its listener. The services stay in place, so anything still running fails as it would with the database gone (health answers 503). */
export async function closeServices(): Promise<void> {
  await holder().listener?.close();
  await holder().database?.close();
}

/** Stops the background work (in-flight ratings get `graceMs`), then closes the database. */
export async function shutdownServices(graceMs = 5000): Promise<void> {
  await stopBackgroundWork(graceMs);
  await closeServices();
}
