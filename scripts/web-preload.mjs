// Preloaded into the `next start` process by npm start (node --import): records every HTTP server the process
// listens on, so that its graceful shutdown (lib/system/shutdown.ts) can stop accepting connections and let the
// requests in flight finish. Next.js keeps its server to itself; NEXT_MANUAL_SIG_HANDLE leaves the signals to us.
import http from "node:http";

const servers = (globalThis[Symbol.for("quoting.httpServers")] ??= new Set());
const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function (...args) {
  servers.add(this);
  return listen.apply(this, args);
};
