// WEB_CONCURRENCY=N: N Next.js server processes on one port (node:cluster around Next's request handler).
// The primary process only forks and supervises: it opens no database and serves no request. Each
// worker process is a whole web server (routes, pages, proxy, instrumentation) sharing the listening
// socket; the kernel's connections are dealt out round robin by the primary. A worker that dies is
// replaced; SIGTERM/SIGINT stop accepting, let in-flight requests finish (SHUTDOWN_GRACE_MS), then exit.
// Started by scripts/start.ts (npm start) with the build in place; plain JavaScript, run by node
// itself, as `next start` is. See docs/scaling.md.
import cluster from "node:cluster";
import http from "node:http";
import { setTimeout } from "node:timers";

const processes = Number(process.env.WEB_CONCURRENCY ?? "1");
const port = Number(process.env.PORT ?? "3000");
const host = process.env.HOST ?? "127.0.0.1";
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? "10000");

// Lines shaped as lib/log.ts writes them (this plain .mjs runs before any TypeScript is loaded).
const log = (msg, extra = {}) =>
  console.log(JSON.stringify({ level: "info", time: new Date().toISOString(), pid: process.pid, component: "web", ...extra, msg }));

if (cluster.isPrimary) {
  let stopping = false;
  for (let i = 0; i < processes; i++) cluster.fork();
  const restarts = [];
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(); // 0, or the exitCode set below
      return;
    }
    // A process that keeps dying (a bad setting, the port taken) is not restarted forever.
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > 5) {
      log("web processes keep exiting (more than 5 in a minute); stopping", { code, signal });
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
      process.exitCode = 1;
      setTimeout(() => process.exit(1), GRACE_MS).unref();
      return;
    }
    log("web process exited; starting another", { worker: worker.process.pid, code, signal });
    cluster.fork();
  });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(0), GRACE_MS + 2000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGTERM"));
} else {
  process.env.NODE_ENV = "production";
  // The app's graceful shutdown (lib/system/shutdown.ts, installed when the app boots) closes the servers in this
  // set on SIGTERM, lets in-flight requests finish and stops the process's work; the set must exist before it boots.
  const servers = (globalThis[Symbol.for("quoting.httpServers")] ??= new Set());
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: process.cwd(), hostname: host, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((req, res) => void handle(req, res));
  servers.add(server);
  server.keepAliveTimeout = 65_000; // longer than a typical load balancer's idle timeout
  // Next.js logs uncaught exceptions and carries on, so a server that cannot listen must exit itself.
  server.on("error", (error) => {
    log("cannot serve", { error: String(error) });
    process.exit(1);
  });
  server.listen(port, host, () => log("listening", { port, host }));
}
