// The rating worker: claims pending applications in batches up to its concurrency and rates them.
// Safe to run in several processes against PostgreSQL (serialised claims + leases); with PGlite it runs
// inside the web process.
import "server-only";
import type { Db } from "@/lib/db/client";
import { claimBatch, loadClaims } from "@/lib/db/queries/queue";
import { rateClaimed, type RatingDeps } from "@/lib/quotes/rate-application";

/**
 * A rating that ends frees a slot: when the last claim took every free slot (work may be waiting) the loop claims
 * at once; otherwise at most this soon after (a carrier at its limit has room again), so a worker with hundreds of
 * ratings in flight does not claim once per rating that ends (each claim is a transaction).
 */
const RECLAIM_MS = 50;

export interface WorkerOptions extends RatingDeps {
  concurrency: number;
  pollMs: number;
  log?: (event: Record<string, unknown>) => void;
}

export class RatingWorker {
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly abort = new AbortController();
  private isRunning = false;
  private wake: (() => void) | null = null;
  /** A kick that came while the loop was claiming: the loop claims again instead of waiting. */
  private kicked = false;
  /** The last claim took every free slot: more work may be waiting. */
  private saturated = false;
  private reclaim: ReturnType<typeof setTimeout> | null = null;
  private loopDone: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly options: WorkerOptions,
  ) {}

  start(): this {
    if (this.isRunning) return this;
    this.isRunning = true;
    this.loopDone = this.loop();
    return this;
  }

  /** Wakes the loop now: new work was enqueued (in this process, or announced by NOTIFY from any). */
  kick(): void {
    const wake = this.wake;
    this.wake = null;
    if (wake) wake();
    else this.kicked = true;
  }

  /** A rating ended: claim again now if work may be waiting, else soon (coalescing the ratings that end meanwhile). */
  private freed(): void {
    if (this.saturated || !this.isRunning) return this.kick();
    this.reclaim ??= setTimeout(
      () => {
        this.reclaim = null;
        this.kick();
      },
      Math.min(RECLAIM_MS, this.options.pollMs),
    );
  }

  /** Started and not stopped. */
  get running(): boolean {
    return this.isRunning;
  }

  get busy(): number {
    return this.inflight.size;
  }

  /** Stops claiming, lets in-flight ratings finish for up to graceMs, then aborts them. */
  async stop(graceMs = 10_000): Promise<void> {
    this.isRunning = false;
    this.kick();
    await this.loopDone;
    if (this.reclaim) clearTimeout(this.reclaim);
    this.reclaim = null;
    const all = Promise.allSettled([...this.inflight]);
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([all, timer]);
    this.abort.abort();
    await all;
  }

  private async loop(): Promise<void> {
    const { concurrency, pollMs, leaseMs, log } = this.options;
    while (this.isRunning) {
      const free = concurrency - this.inflight.size;
      let claimed = 0;
      this.kicked = false;
      if (free > 0) {
        try {
          const claims = await claimBatch(this.db, free, leaseMs, this.options.carrierConcurrency);
          claimed = claims.length;
          this.saturated = claimed === free;
          // One read for the batch; an application that stopped being pending since is recorded as nothing.
          const loaded = await loadClaims(this.db, claims);
          for (const claim of claims) {
            const job: Promise<unknown> = rateClaimed(this.db, claim, this.options, this.abort.signal, loaded.get(claim.id) ?? null)
              .catch((error) => log?.({ level: "error", msg: "rating failed", applicationId: claim.id, error: String(error) }))
              .finally(() => {
                this.inflight.delete(job);
                this.freed();
              });
            this.inflight.add(job);
          }
        } catch (error) {
          log?.({ level: "error", msg: "claim failed", error: String(error) });
        }
      }
      if (this.isRunning && !this.kicked && (free === 0 || claimed < free)) {
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
