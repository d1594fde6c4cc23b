// The only reader of process.env. Validated once; a bad setting stops start-up with a message naming it.
import { z } from "zod";
import { processState } from "@/lib/process-state";
import { DEFAULT_LATENCY_PROFILE as LATENCY, type LatencyProfile } from "@/lib/rating/carriers/latency-profile";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** PostgreSQL connection string. Unset: the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection string")
    .optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  PORT: int(3000, 1, 65535),
  /** Public base URL of the app, used in document links. */
  APP_URL: z.url().optional(),
  SANDBOX_CARRIER_URL: z.url().default("http://127.0.0.1:4010"),
  CARRIER_TIMEOUT_MS: int(8000, 50, 120_000),
  CARRIER_MAX_ATTEMPTS: int(3, 1, 10),
  CARRIER_RETRY_BASE_MS: int(200, 0, 60_000),
  /**
   * Per-carrier limits by carrier code, as JSON: {"summit":{"concurrency":16,"ratePerSec":20}}. concurrency:
   * calls in flight across every worker process (replaces the carrier's max_concurrent_calls); ratePerSec:
   * calls started per second, per process (a 429 halves it for a while).
   */
  CARRIER_LIMITS: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: 'must be JSON, e.g. {"summit":{"concurrency":16,"ratePerSec":20}}' });
        return z.NEVER;
      }
    })
    .pipe(
      z.record(
        z.string().min(1),
        z.strictObject({ concurrency: z.number().int().min(1).max(10_000).optional(), ratePerSec: z.number().positive().max(100_000).optional() }),
      ),
    )
    .default({}),
  /** A carrier's circuit breaker opens after this many failed calls in a row (or half of its last 20 failing). */
  CARRIER_BREAKER_FAILURES: int(5, 1, 1000),
  /** An open breaker lets one probe call through after this long (at most 30 s, so a carrier back is used within 30 s). */
  CARRIER_BREAKER_COOLDOWN_MS: int(10_000, 100, 30_000),
  /**
   * Carriers with real latency (decision 055), for benchmarks and demos; unset (the default): carriers answer as
   * they do. JSON, every field optional ({} is issue 28's carriers): {"p50Ms":1500,"p99Ms":8000,"hangShare":0.02,
   * "errorShare":0.01,"throttleEveryMs":60000,"throttleForMs":2000,"retryAfterS":1,"seed":1}. The sandbox carrier
   * npm start runs, and the in-process carriers of every process, then answer after a lognormal time of that
   * median and 99th percentile; hangShare never answer, errorShare answer 503, and each carrier answers every
   * call 429 with Retry-After for throttleForMs every throttleEveryMs.
   */
  CARRIER_LATENCY_PROFILE: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: 'must be JSON, e.g. {} or {"p50Ms":1500,"p99Ms":8000}' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .strictObject({
          p50Ms: z.number().positive().max(120_000).default(LATENCY.p50Ms),
          p99Ms: z.number().positive().max(600_000).default(LATENCY.p99Ms),
          hangShare: z.number().min(0).max(1).default(LATENCY.hangShare),
          errorShare: z.number().min(0).max(1).default(LATENCY.errorShare),
          throttleEveryMs: z.number().int().min(0).default(LATENCY.throttleEveryMs),
          throttleForMs: z.number().int().min(0).default(LATENCY.throttleForMs),
          retryAfterS: z.number().int().min(0).max(3600).default(LATENCY.retryAfterS),
          seed: z.number().int().default(LATENCY.seed),
        })
        .refine((p) => p.p99Ms > p.p50Ms, { message: "p99Ms must be above p50Ms" })
        .refine((p) => p.hangShare + p.errorShare <= 1, { message: "hangShare + errorShare must be at most 1" })
        .refine((p) => p.throttleEveryMs === 0 || p.throttleForMs < p.throttleEveryMs, { message: "throttleForMs must be below throttleEveryMs" })
        .transform((p): LatencyProfile => p),
    )
    .optional(),
  /** Ratings in flight per worker process: carrier calls wait on timers and sockets, holding no connection. */
  RATING_CONCURRENCY: int(8, 1, 4096),
  /** How long a claimed application stays leased to a worker before another may take it over. */
  RATING_LEASE_MS: int(60_000, 1000, 3_600_000),
  RATING_POLL_MS: int(250, 10, 60_000),
  /** How often the worker process runs the servicing jobs that have come due (cancellations, installments, renewals). */
  SERVICING_INTERVAL_MS: int(60_000, 100, 3_600_000),
  /** Policies whose due servicing jobs one worker process runs at once (a policy's own jobs run in turn). */
  SERVICING_CONCURRENCY: int(8, 1, 64),
  /** Retention (docs/operations.md): how often the servicing runner deletes what tables no longer need (0: never). */
  RETENTION_INTERVAL_MS: int(600_000, 0, 86_400_000),
  /** Webhook events, deliveries and attempts, and Stripe's events, kept this long (Stripe's 3 days of retries must fit). */
  RETENTION_EVENTS_DAYS: int(30, 4, 3650),
  /** Outbox emails sent, stored or given up, kept this long. */
  RETENTION_MESSAGES_DAYS: int(30, 1, 3650),
  /** Rows one retention statement deletes at most, and how long one pass may run before leaving the rest to the next. */
  RETENTION_BATCH_SIZE: int(1000, 10, 100_000),
  RETENTION_BUDGET_MS: int(30_000, 100, 3_600_000),
  /**
   * The embedded database's VACUUM (ANALYZE) (PGlite has no autovacuum; lib/db/queries/maintenance.ts): first ten
   * minutes after the worker starts, then at most this often (0: never). Ignored on PostgreSQL, whose autovacuum does it.
   */
  EMBEDDED_VACUUM_INTERVAL_MS: int(21_600_000, 0, 604_800_000),
  /** How long a running Idempotency-Key request holds its key between renewals; a crashed one's key is taken over after it. */
  IDEMPOTENCY_LEASE_MS: int(10_000, 500, 600_000),
  /** Rate limits: requests per window, per API key and per agency (0 turns one off). Shared by every process. */
  RATE_LIMIT_WINDOW_S: int(10, 1, 3600),
  RATE_LIMIT_PER_KEY: int(1000, 0, 10_000_000),
  RATE_LIMIT_PER_AGENCY: int(2000, 0, 10_000_000),
  /** Run the rating worker inside the web process (required with PGlite, which allows one process). */
  RUN_WORKER_IN_APP: bool.default(true),
  /**
   * On SIGTERM or SIGINT a process stops taking work and has this long to finish its in-flight requests and jobs
   * (ratings still running then are handed back to the queue); then it exits (docs/operations.md).
   */
  SHUTDOWN_GRACE_MS: int(10_000, 0, 600_000),
  /** npm start on PostgreSQL: web server processes sharing PORT (node:cluster), and rating worker processes beside them. */
  WEB_CONCURRENCY: int(1, 1, 64),
  /** Unset: 0 with one web process (the worker runs inside it), else 1. */
  RATING_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  /** Signs portal sessions (Auth.js). npm start generates one into DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * true: the app sits behind one reverse proxy that appends the client's address to X-Forwarded-For,
   * and the last entry is the client. false (default): the address is the socket's; X-Forwarded-For is ignored.
   */
  TRUST_PROXY: bool.default(false),
  /** Failed sign-ins for one email before it is locked, and from one address before it is locked. */
  SIGN_IN_ACCOUNT_LOCK_AFTER: int(10, 2, 1000),
  SIGN_IN_ADDRESS_LOCK_AFTER: int(30, 2, 100_000),
  /** How long a lockout lasts; failures older than this are forgotten. */
  SIGN_IN_LOCK_SECONDS: int(900, 1, 86_400),
  /** From the third failure on an account, the next attempt waits this long, doubling with each failure. */
  SIGN_IN_DELAY_BASE_MS: int(1000, 0, 60_000),
  /**
   * Password hashes (scrypt, 128 MiB each) run at once in this process, and how many may wait in all. Two: one
   * address runs at most one hash at a time, so a burst from one address leaves the other slot to everyone else.
   */
  PASSWORD_HASH_CONCURRENCY: int(2, 1, 16),
  PASSWORD_HASH_QUEUE: int(16, 0, 1000),
  /** How many sign-ins one address, and one account, may have waiting for a hash (decision 010, fair hashing). */
  PASSWORD_HASH_QUEUE_PER_ADDRESS: int(4, 0, 1000),
  PASSWORD_HASH_QUEUE_PER_ACCOUNT: int(2, 0, 1000),
  /** Stripe: set both keys to take card payments through Stripe; unset, the offline provider is used. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_...)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_...)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_...)")
    .optional(),
  /** Where the Stripe SDK sends requests; only for tests against a local fake (e.g. http://127.0.0.1:12111). */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * Email (decision 020): smtp://user:pass@host:587 or smtps://host:465. Unset: messages (pay links) stay in
   * the outbox, which the portal shows as Sent messages.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** The sender address; the agency's name is shown as the sender's name. Default: no-reply at APP_URL's host. */
  SMTP_FROM: z.email().optional(),
  /** A failed send is retried after this long, doubling with each attempt (up to an hour), 8 attempts in all. */
  SMTP_RETRY_BASE_MS: int(30_000, 100, 3_600_000),
  /** Outbound webhooks (decision 024): one attempt (connect, send, answer) gives up after this long. */
  WEBHOOK_TIMEOUT_MS: int(10_000, 100, 60_000),
  /**
   * How long a claimed delivery stays with its process before another may send it (its process died mid-send).
   * Unset: twice WEBHOOK_TIMEOUT_MS and 30 s. It must exceed twice WEBHOOK_TIMEOUT_MS.
   */
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(200).max(3_600_000).optional(),
  /** The first retry of a failed delivery waits up to this long, each next one up to twice the last (full jitter, at most 12 h); deliveries are given up after 3 days. */
  WEBHOOK_RETRY_BASE_MS: int(30_000, 1, 3_600_000),
  /** How often the delivery worker looks for due deliveries (on PostgreSQL, new ones also wake it at once). */
  WEBHOOK_POLL_MS: int(1000, 10, 600_000),
  /** Deliveries one process sends at once. */
  WEBHOOK_CONCURRENCY: int(8, 1, 64),
  /** An endpoint is disabled after this many failed attempts in a row that span at least WEBHOOK_DISABLE_AFTER_HOURS. */
  WEBHOOK_DISABLE_AFTER_FAILURES: int(10, 1, 100_000),
  WEBHOOK_DISABLE_AFTER_HOURS: int(72, 0, 24 * 30),
  /**
   * Allow webhook endpoints on loopback and private addresses. Default false in every process, whatever
   * NODE_ENV is (decision 024); `npm run dev` sets it for the processes it starts, the tests set it to run
   * receivers on 127.0.0.1.
   */
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  /**
   * How many rendered folio and application views each web process keeps, by ETag (decision 015): a view
   * read again at the same tag answers these bytes after its one version read. 0 renders every read.
   */
  VIEW_CACHE_ENTRIES: int(500, 0, 1_000_000),
  /** Where the Next.js build lives (next.config.js reads it too); its BUILD_ID goes into every ETag. */
  NEXT_DIST_DIR: z.string().min(1).default(".next"),
  /** The least severe log lines written (docs/operations.md): trace, debug, info, warn, error, fatal or silent. */
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  /** json (one object per line, the default) or pretty (for a person; npm run dev sets it for its processes). */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  /** Bearer token for GET /metrics (Prometheus); unset, /metrics answers 404. A worker process serves its own on METRICS_PORT. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** npm run worker: serve this process's /metrics on this port (127.0.0.1 unless METRICS_HOST), with METRICS_TOKEN. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** Write the log to this file (appended) instead of stdout. */
  LOG_FILE: z.string().min(1).optional(),

  // Traces (decision 049). The SDK reads the other standard OTEL_ settings itself (headers, timeout, batching).
  /** An OTLP/HTTP collector (http://collector:4318): spans are posted to its /v1/traces. Unset: no traces, and nothing of the SDK loads. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** The service's name on its spans. Default: quoting-service (the web process), quoting-worker (npm run worker). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /** true: no traces even with an endpoint set (the standard switch). */
  OTEL_SDK_DISABLED: bool.default(false),
  /** The exporter speaks OTLP/HTTP with JSON bodies; a collector told to expect another protocol would lose every span. */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.literal("http/json", { error: "only http/json is supported (OTLP over HTTP, JSON bodies)" }).optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z.literal("http/json", { error: "only http/json is supported (OTLP over HTTP, JSON bodies)" }).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.CARRIER_TIMEOUT_MS * env.CARRIER_MAX_ATTEMPTS * 2 > env.RATING_LEASE_MS) {
    throw new Error(
      "Invalid configuration:\n  RATING_LEASE_MS: must exceed twice CARRIER_TIMEOUT_MS x CARRIER_MAX_ATTEMPTS, or a slow rating could be taken over while still running",
    );
  }
  if (env.WEBHOOK_LEASE_MS !== undefined && env.WEBHOOK_LEASE_MS <= env.WEBHOOK_TIMEOUT_MS * 2) {
    throw new Error(
      "Invalid configuration:\n  WEBHOOK_LEASE_MS: must exceed twice WEBHOOK_TIMEOUT_MS, or a slow delivery could be sent again while still running",
    );
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    throw new Error("Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: set both (Stripe) or neither (offline provider)");
  }
  if (env.STRIPE_SECRET_KEY && /_live_/.test(env.STRIPE_SECRET_KEY) !== /_live_/.test(env.STRIPE_PUBLISHABLE_KEY ?? "")) {
    throw new Error("Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: must be of the same mode as STRIPE_SECRET_KEY (both live or both test)");
  }
  return env;
}

export function env(): Env {
  return processState("env", () => parseEnv(process.env));
}

export function appUrl(e: Env = env()): string {
  return e.APP_URL ?? `http://localhost:${e.PORT}`;
}

/** The address outgoing email is sent from. */
export function mailFrom(e: Env = env()): string {
  return e.SMTP_FROM ?? `no-reply@${new URL(appUrl(e)).hostname}`;
}

/** Whether webhook endpoints may be on loopback or private addresses (decision 024): only when set, never from NODE_ENV. */
export function webhooksAllowPrivate(e: Env = env()): boolean {
  return e.WEBHOOK_ALLOW_PRIVATE;
}
