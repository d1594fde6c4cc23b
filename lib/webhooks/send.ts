// One HTTP POST of a webhook (decision 024): no redirects followed, a whole-request timeout, at most the
// first KB of the answer kept. The host's name is resolved once, here; every address it resolves to must be
// allowed (public ones only, unless private addresses are allowed), and the connection goes to those checked
// addresses, never to a second lookup's answer (no DNS-rebinding window between the check and the connect).
// A refused address is reported as "address not allowed", naming no address or port: the delivery log is
// shown to the endpoint's owner, and must not tell them what answers inside the network.
import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "./url-guard";

export const SNIPPET_BYTES = 1024;

/** The error of an attempt refused because the host is, or resolves to, an address not allowed. */
export const ADDRESS_NOT_ALLOWED = "address not allowed";

export interface SendResult {
  /** The receiver's status, or null when no answer came. */
  statusCode: number | null;
  durationMs: number;
  /** The first KB of the answer's body (text; NUL removed). */
  snippet: string | null;
  error: string | null;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), as Node's own requests use it. */
export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface SendOptions {
  /** The whole attempt (resolve, connect, send, answer) gives up after this long. */
  timeoutMs: number;
  /** Loopback and private addresses may be connected to as well. Default false: public addresses only. */
  allowPrivate?: boolean;
  /** Which addresses may be connected to (tests); default: every address when allowPrivate, else public ones. */
  addressAllowed?: (address: string) => boolean;
  /** How the host's name is resolved, once per attempt (tests); default: the system resolver. */
  resolve?: Resolve;
}

function snippetOf(chunks: Buffer[]): string {
  return Buffer.concat(chunks).subarray(0, SNIPPET_BYTES).toString("utf8").replaceAll("\u0000", "");
}

/** A lookup for the request that answers the addresses already resolved and checked, and nothing else. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
    const first = wanted[0];
    if (!first) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "", 4);
    if (options.all) return callback(null, wanted);
    callback(null, first.address, first.family);
  };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

const failure = (error: string): Omit<SendResult, "durationMs"> => ({ statusCode: null, snippet: null, error });

/** POSTs `body` to `url` with `headers`; never throws (a failure is in the result). */
export async function postWebhook(url: string, body: string, headers: Record<string, string>, opts: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const result = (r: Omit<SendResult, "durationMs">): SendResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return result(failure("the endpoint URL is not a URL"));
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return result(failure("the endpoint URL is not an http:// or https:// URL"));
  const allowed = opts.addressAllowed ?? (opts.allowPrivate ? () => true : (address: string) => !isPrivateAddress(address));
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const timedOut = failure(`no answer within ${opts.timeoutMs} ms`);

  const host = target.hostname.replace(/^\[|\]$/g, "");
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await abortable((opts.resolve ?? systemResolve)(host), signal);
    } catch (error) {
      if (signal.aborted) return result(timedOut);
      const e = error as NodeJS.ErrnoException;
      return result(failure(`${e.code ? `${e.code}: ` : ""}${e.message}`.slice(0, 500)));
    }
    if (!addresses.length) return result(failure(`${host} has no address`));
  }
  if (!addresses.every((a) => allowed(a.address))) return result(failure(ADDRESS_NOT_ALLOWED));

  const transport = target.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<SendResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      resolve(result(r));
    };
    const req = transport.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        signal,
        lookup: pinnedLookup(addresses),
        agent: false, // a new connection, to this attempt's checked addresses (not a pooled socket)
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => finish({ statusCode: res.statusCode ?? null, snippet: snippetOf(chunks), error: null });
        res.on("data", (chunk: Buffer) => {
          if (kept < SNIPPET_BYTES) {
            chunks.push(chunk);
            kept += chunk.length;
          }
          if (kept >= SNIPPET_BYTES) {
            done(); // the rest of a long answer is not read
            res.destroy();
          }
        });
        res.on("end", done);
        res.on("error", done); // the status arrived; a body cut short changes nothing
        res.on("close", done);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      finish(signal.aborted ? timedOut : failure(`${error.code ? `${error.code}: ` : ""}${error.message}`.slice(0, 500)));
    });
    req.end(body);
  });
}
