// Whose address is this request from? `next start` copies a client-sent X-Forwarded-For unchanged and
// only fills it from the socket when it is absent (next/dist/server/base-server.js), so the header
// alone cannot tell a forged address from a real one. The web process therefore stamps every request
// with its socket's address under PEER_ADDRESS_HEADER (peer-address.ts, installed by
// instrumentation.ts), overwriting anything a client sent under that name.
import { isIP } from "node:net";

export const PEER_ADDRESS_HEADER = "x-quoting-peer-address";
export const UNKNOWN_ADDRESS = "unknown";

/**
 * trustProxy false (the default): the socket's address; X-Forwarded-For is ignored, whatever it says.
 * trustProxy true: the app sits behind one reverse proxy that appends the address it saw, so the last
 * X-Forwarded-For entry is the client (entries before it are whatever the client sent, and ignored).
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string {
  if (trustProxy) {
    const last = headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return normalizeAddress(last);
  }
  const peer = headers.get(PEER_ADDRESS_HEADER);
  return peer ? normalizeAddress(peer) : UNKNOWN_ADDRESS;
}

/** An IP address in one spelling (IPv4-mapped IPv6 as plain IPv4), or "unknown" for anything else. */
export function normalizeAddress(raw: string): string {
  let a = raw.trim().toLowerCase();
  if (a.startsWith("[") && a.includes("]"))
    a = a.slice(1, a.indexOf("]")); // [::1]:443
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":")); // 1.2.3.4:5678
  if (a.startsWith("::ffff:") && isIP(a.slice(7)) === 4) a = a.slice(7);
  return isIP(a) ? a : UNKNOWN_ADDRESS;
}
