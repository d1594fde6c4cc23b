// Stamps each HTTP request this process serves with its socket's remote address (PEER_ADDRESS_HEADER),
// replacing any value a client sent under that name. Next.js gives route handlers and server actions
// no access to the socket, and passes a client's X-Forwarded-For through unchanged, so this is the only
// trustworthy source of the client's address when no proxy is in front (TRUST_PROXY=false).
// Installed once from instrumentation.ts, which Next.js runs before it serves the first request; the
// patch is on http.Server.prototype, so it also covers the server `next start` has already created.
import "server-only";
import http from "node:http";
import { PEER_ADDRESS_HEADER } from "./client-address";

/** Marks the patched prototype, so a second install (another bundle layer) changes nothing. */
const INSTALLED = Symbol.for("quoting.peerAddressHeader");

export function installPeerAddressHeader(): void {
  const proto = http.Server.prototype as unknown as Record<symbol, boolean>;
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? "";
    }
    return emit.call(this, event, ...args);
  };
}
