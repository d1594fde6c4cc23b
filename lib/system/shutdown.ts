// Graceful shutdown (issue 33 item 5, decision 051). On the first SIGTERM or SIGINT a process stops taking work:
// its HTTP servers stop accepting connections (in-flight requests complete; a keep-alive connection is closed once
// its response is sent), and its background work stops claiming (ratings in flight get the grace period, then are
// handed back to the queue; sends and deliveries end within their timeouts). Then the database closes and the
// process exits 0, within SHUTDOWN_GRACE_MS (+1 s to close); past it, it exits 1 saying what was still running.
// Readiness answers 503 from the signal on (lib/system/readiness.ts).
//
// The web process's servers: `next start` is run by npm start with scripts/web-preload.mjs, which records every
// HTTP server the process listens on in a global set, and with NEXT_MANUAL_SIG_HANDLE so that Next.js leaves the
// signals to this module; scripts/web-cluster.mjs adds its own server to the same set.
import "server-only";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net from "node:net";
import { logFor } from "@/lib/log";
import { processState } from "@/lib/process-state";

const SERVERS = Symbol.for("quoting.httpServers");
/** How long a stopping server still accepts connections: enough for one turn of the event loop. */
const ACCEPT_PENDING_MS = 100;

/** The HTTP servers recorded in this process, or undefined when nothing records them (next dev). */
export function recordedHttpServers(): Set<Server> | undefined {
  return (globalThis as unknown as Record<symbol, Set<Server> | undefined>)[SERVERS];
}

const state = () => processState("shutdown", () => ({ draining: false, installed: false }));

/** Whether this process has been asked to stop (readiness answers 503). */
export function isDraining(): boolean {
  return state().draining;
}

export interface ShutdownPlan {
  graceMs: number;
  /** The servers to close; [] when there are none (a worker process). */
  servers: () => Iterable<Server>;
  /** Stops taking work and waits for what is in flight (bounded by graceMs). */
  stopWork: (graceMs: number) => Promise<void>;
  /** Closes what the work used (the database), once requests and work are done. */
  close: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Stops accepting connections; resolves once every request in flight has been answered and its connection closed.
 * Connections already made are accepted first, and requests already sent on them are served, even when the process was too busy to read them yet
 * (http.Server#close would close such connections at once, as idle): an open connection closes by itself when the
 * server's keep-alive timeout passes with nothing on it, a request read after the signal is answered with
 * `Connection: close`, and connections still idle after `settleMs` are closed.
 */
export function closeServer(server: Server, settleMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
      if (!res.headersSent) res.setHeader("connection", "close");
    });
    let sweep: NodeJS.Timeout | undefined;
    // Connections the kernel completed but this process has not accepted yet (it was busy) would be reset by
    // closing the listener: accept them first (libuv accepts every pending one in a poll phase; an immediate runs
    // right after the poll phase that follows the timer, however late the timer ran), then close.
    // net.Server#close: no new connections, and 'close' once the open ones have ended.
    setTimeout(
      () =>
        setImmediate(() =>
          net.Server.prototype.close.call(server, () => {
            clearTimeout(sweep);
            resolve();
          }),
        ),
      ACCEPT_PENDING_MS,
    );
    // A keep-alive connection is idle again once its response is sent: close those as they become idle.
    const closeIdle = () => {
      server.closeIdleConnections();
      sweep = setTimeout(closeIdle, 50);
    };
    sweep = setTimeout(closeIdle, settleMs);
  });
}

/** Runs the plan once, on the first SIGTERM or SIGINT (later signals are ignored: the first one's deadline holds). */
export function installGracefulShutdown(plan: ShutdownPlan): void {
  if (state().installed) return;
  state().installed = true;
  const log = logFor("shutdown");
  const exit = plan.exit ?? ((code: number) => process.exit(code));
  const run = async (signal: NodeJS.Signals) => {
    if (state().draining) return;
    state().draining = true;
    const started = Date.now();
    log.info({ signal, graceMs: plan.graceMs }, "stopping: no new connections or work; finishing what is in flight");
    let requestsDone = false;
    let workDone = false;
    const requests = Promise.all([...plan.servers()].map((server) => closeServer(server, plan.graceMs / 2))).then(() => void (requestsDone = true));
    const work = plan
      .stopWork(plan.graceMs)
      .catch((error) => log.error({ err: error }, "stopping the background work failed"))
      .then(() => void (workDone = true));
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, plan.graceMs + 1000).unref());
    await Promise.race([Promise.all([requests, work]), deadline]);
    if (!requestsDone || !workDone) {
      log.error({ requestsDone, workDone, ms: Date.now() - started }, "the grace period ran out; exiting with work in flight");
      return exit(1);
    }
    await Promise.race([
      plan.close().catch((error) => log.error({ err: error }, "closing the database failed")),
      new Promise((r) => setTimeout(r, 1000).unref()),
    ]);
    log.info({ ms: Date.now() - started }, "stopped");
    exit(0);
  };
  process.on("SIGTERM", () => void run("SIGTERM"));
  process.on("SIGINT", () => void run("SIGINT"));
}
