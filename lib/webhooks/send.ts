// One HTTP POST of a webhook (decision 024): no redirects followed, a whole-request timeout, at most the
// first KB of the answer kept. Unless private addresses are allowed, the host's name is resolved here and
// every address it resolves to must be public; the connection goes to the address that was checked, so a
// name cannot be re-pointed at a private address between the check and the request.
import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "./url-guard";

export const SNIPPET_BYTES = 1024;

export interface SendResult {
  /** The receiver's status, or null when no answer came. */
  statusCode: number | null;
  durationMs: number;
  /** The first KB of the answer's body (text; NUL removed). */
  snippet: string | null;
  error: string | null;
}

/** dns.lookup, refusing names that resolve to a non-public address. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 4);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) {
      const err = Object.assign(
        new Error(`${hostname} resolves to ${refused.address}, a private or reserved address (set WEBHOOK_ALLOW_PRIVATE=1 to allow it)`),
        {
          code: "EPRIVATEADDRESS",
        },
      );
      return callback(err, "", 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "", 4);
    callback(null, first.address, first.family);
  });
};

function snippetOf(chunks: Buffer[]): string {
  return Buffer.concat(chunks).subarray(0, SNIPPET_BYTES).toString("utf8").replaceAll("\u0000", "");
}

/** POSTs `body` to `url` with `headers`; never throws (a failure is in the result). */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<SendResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      resolve({ ...r, durationMs: elapsed() });
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return finish({ statusCode: null, snippet: null, error: "the endpoint URL is not a URL" });
    }
    const host = target.hostname.replace(/^\[|\]$/g, "");
    if (!opts.allowPrivate && isIP(host) && isPrivateAddress(host)) {
      return finish({ statusCode: null, snippet: null, error: `${host} is a private or reserved address (set WEBHOOK_ALLOW_PRIVATE=1 to allow it)` });
    }
    const transport = target.protocol === "https:" ? https : http;
    const signal = AbortSignal.timeout(opts.timeoutMs);
    const req = transport.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        signal,
        ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup }),
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
      const timedOut = signal.aborted;
      finish({
        statusCode: null,
        snippet: null,
        error: timedOut ? `no answer within ${opts.timeoutMs} ms` : `${error.code ? `${error.code}: ` : ""}${error.message}`.slice(0, 500),
      });
    });
    req.end(body);
  });
}
