// Health of the parts the API depends on. Never throws: a failing part is reported as down.
import "server-only";
import type { Db } from "@/lib/db/client";
import { queueStats } from "@/lib/db/queries/queue";
import { listCarriers } from "@/lib/db/queries/programs";
import { ping } from "@/lib/db/queries/reference";
import type { BreakerSnapshot } from "@/lib/rating/carriers/guard";

interface Check {
  status: "up" | "down";
  detail?: string;
  [k: string]: unknown;
}

/** HTTP carriers answer GET {base}/health; rating-table carriers rate in process and are up with the app. */
async function carrierChecks(carriers: Array<{ code: string; adapter: string }>, sandboxBaseUrl: string): Promise<Record<string, Check>> {
  const base = sandboxBaseUrl.replace(/\/$/, "");
  const entries = await Promise.all(
    carriers.map(async (c): Promise<[string, Check]> => {
      if (c.adapter !== "sandbox_http") return [c.code, { status: "up", adapter: c.adapter }];
      const started = performance.now();
      try {
        const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(1500) });
        return [
          c.code,
          res.ok
            ? { status: "up", adapter: c.adapter, latencyMs: Math.round(performance.now() - started) }
            : { status: "down", adapter: c.adapter, detail: `health answered ${res.status}` },
        ];
      } catch (error) {
        return [c.code, { status: "down", adapter: c.adapter, detail: (error as Error).message }];
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** Each HTTP carrier's breaker beside its reachability; an open one is the carrier down, whatever its health says. */
function withBreakers(carriers: Record<string, Check>, breakers: Record<string, BreakerSnapshot>): Record<string, Check> {
  return Object.fromEntries(
    Object.entries(carriers).map(([code, check]): [string, Check] => {
      if (check.adapter !== "sandbox_http") return [code, check];
      const breaker = breakers[code] ?? { state: "closed", failures: 0, since: STARTED_AT, nextProbeAt: null, ratePerSec: null, pausedUntil: null };
      return [code, breaker.state === "closed" ? { ...check, breaker } : { ...check, status: "down", detail: `circuit breaker ${breaker.state}`, breaker }];
    }),
  );
}

/** `fn`, or a rejection after `timeoutMs` without an answer. */
export async function timed<T>(fn: () => Promise<T>, timeoutMs = 2000): Promise<T> {
  return Promise.race([fn(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs).unref())]);
}

/** `openDb` opens (or returns) the database; its failure is the database being down. */
export async function healthReport(
  openDb: () => Promise<Db>,
  sandboxBaseUrl: string,
  /** This process's carrier breakers by carrier code (an HTTP carrier not called yet has none: closed). */
  breakers: () => Promise<Record<string, BreakerSnapshot>> = async () => ({}),
): Promise<{ status: "up" | "degraded" | "down"; checks: Record<string, Check | Record<string, Check>>; instance: { pid: number; startedAt: string } }> {
  const checks: Record<string, Check> = {};
  let carriers: Record<string, Check> = {};
  let database: Db | null = null;
  try {
    database = await timed(openDb);
    await timed(() => ping(database!));
    checks.database = { status: "up" };
  } catch (error) {
    checks.database = { status: "down", detail: (error as Error).message };
  }
  if (database && checks.database.status === "up") {
    const live = database;
    try {
      checks.ratingQueue = { status: "up", ...(await timed(() => queueStats(live))) };
    } catch (error) {
      checks.ratingQueue = { status: "down", detail: (error as Error).message };
    }
    try {
      carriers = withBreakers(await carrierChecks(await timed(() => listCarriers(live)), sandboxBaseUrl), await breakers());
    } catch (error) {
      checks.carrierRegistry = { status: "down", detail: (error as Error).message };
    }
  }
  const anyDown = [...Object.values(checks), ...Object.values(carriers)].some((c) => c.status === "down");
  const status = checks.database?.status === "down" ? "down" : anyDown ? "degraded" : "up";
  return { status, checks: { ...checks, carriers }, instance: processInstance() };
}

/** When this process started (the module loads with the first health check's bundle, early enough). */
const STARTED_AT = new Date(Date.now() - process.uptime() * 1000).toISOString();

/** The process that answers. */
export function processInstance(): { pid: number; startedAt: string } {
  return { pid: process.pid, startedAt: STARTED_AT };
}
