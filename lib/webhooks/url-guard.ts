// Where webhooks may be sent (decision 024), pure. An endpoint's URL is http(s) without credentials, and
// may not name loopback, private, link-local or other non-public addresses unless WEBHOOK_ALLOW_PRIVATE=1
// (tests, development, private deployments). A name is checked when a delivery resolves it
// (lib/webhooks/send.ts), so a name pointing at a private address is refused at that point.
import { isIP } from "node:net";

function ipv4Number(address: string): number | null {
  const parts = address.split(".");
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** IPv4 blocks that are not the public internet: [first address, prefix length]. */
const PRIVATE_V4: Array<[string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

function isPrivateV4(address: string): boolean {
  const n = ipv4Number(address);
  if (n === null) return true;
  return PRIVATE_V4.some(([first, bits]) => {
    const size = 2 ** (32 - bits);
    const start = ipv4Number(first)!;
    return n >= start && n < start + size;
  });
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const n = ipv4Number(v4[1]!);
    if (n === null) return null;
    text = `${text.slice(0, v4.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (s: string) => (s ? s.split(":").map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)) : []);
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.some(Number.isNaN) ? null : groups;
}

function isPrivateV6(address: string): boolean {
  const g = ipv6Groups(address);
  if (!g) return true;
  const embeddedV4 = () => `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  if (g.slice(0, 6).every((x) => x === 0)) return g[6] === 0 && g[7]! <= 1 ? true : isPrivateV4(embeddedV4()); // ::, ::1, IPv4-compatible
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPrivateV4(embeddedV4()); // IPv4-mapped
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPrivateV4(embeddedV4()); // NAT64
  if (g[0] === 0x2002) return isPrivateV4(`${g[1]! >> 8}.${g[1]! & 255}.${g[2]! >> 8}.${g[2]! & 255}`); // 6to4
  if ((g[0]! & 0xfe00) === 0xfc00) return true; // unique local
  if ((g[0]! & 0xffc0) === 0xfe80 || (g[0]! & 0xffc0) === 0xfec0) return true; // link-local, site-local
  if ((g[0]! & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return true; // discard
  return false;
}

/** Whether an IP address (v4 or v6, brackets and zone allowed) is outside the public internet. Not an address: true. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return isPrivateV4(bare);
  if (family === 6) return isPrivateV6(bare);
  return true;
}

const LOCAL_NAME = /(^|\.)localhost\.?$/i;

/** Shown to whoever registers the endpoint: says what is refused, not what the server allows or why. */
const NOT_PUBLIC = "address not allowed: loopback, private and reserved addresses are refused";

/** Why a URL cannot be an endpoint, or null when it can. */
export function endpointUrlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "must be an absolute http:// or https:// URL";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "must be an http:// or https:// URL";
  if (parsed.username || parsed.password) return "must not carry a user name or password (the signature authenticates each request)";
  if (!parsed.hostname) return "must name a host";
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (LOCAL_NAME.test(host) || (isIP(host) && isPrivateAddress(host))) return NOT_PUBLIC;
  return null;
}
