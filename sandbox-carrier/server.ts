// A sandbox carrier: a fake at the true outside edge that speaks the real wire protocol (protocol.ts) on
// loopback, so tests and the demo drive the real HTTP adapter. Behaviour is chosen per request by magic
// markers in the risk (like Stripe's test cards), so parallel tests never interfere with each other. With a
// latency profile (decision 055) it answers like a real carrier: drawn answer times, timeouts, 5xx, 429 bursts.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

import type { ProgramForRating, RatingOutcome, RatingRequest, Risk } from "@/lib/rating/types";

import {
  HEALTH_PATH,
  IDEMPOTENCY_HEADER,
  QUOTES_PATH,
  QuoteRequestWireSchema,
  describeIssues,
  type DeclinedReplyWire,
  type ErrorReplyWire,
} from "@/lib/rating/carriers/sandbox-http/protocol";
import { toQuoteReplyWire } from "@/lib/rating/carriers/sandbox-http/transform";
import { createLatencySampler, type CarrierBehaviour, type LatencyProfile } from "@/lib/rating/carriers/latency-profile";

/**
 * Markers, searched case-insensitively in risk.businessName (business) or any insured's lastName (travel).
 * Latency applies first; then HANG, ERROR, RATELIMIT, FLAKY (transport); then DECLINE, MALFORMED.
 */
export const SANDBOX_MARKERS = {
  decline: "SANDBOX_DECLINE", // 200 declined, class_out_of_appetite
  error: "SANDBOX_ERROR", // 500, always
  flaky: "SANDBOX_FLAKY", // 503 for the first 2 requests with a requestId, then normal
  rateLimit: "SANDBOX_RATELIMIT", // 429 + Retry-After: 0 for the first request with a requestId, then normal
  hang: "SANDBOX_HANG", // never answers; the socket stays open until the client gives up or close()
  malformed: "SANDBOX_MALFORMED", // 200 with required fields missing
  latency: "SANDBOX_LATENCY_", // SANDBOX_LATENCY_<ms>: wait that long, then answer normally
} as const;

export const SANDBOX_DECLINE_REASON = {
  code: "class_out_of_appetite",
  message: "Declined by carrier underwriting (sandbox).",
} as const;

const FLAKY_FAILURES = 2;
const MAX_LATENCY_MS = 120_000;
const MAX_BODY_BYTES = 1_000_000;
const MAX_TRACKED_REQUEST_IDS = 10_000;

export interface SandboxBehaviour {
  decline: boolean;
  error: boolean;
  flaky: boolean;
  rateLimit: boolean;
  hang: boolean;
  malformed: boolean;
  latencyMs: number;
}

export function markerText(risk: Risk): string {
  return risk.kind === "business" ? risk.businessName : risk.insureds.map((i) => i.lastName ?? "").join(" ");
}

export function parseSandboxMarkers(text: string): SandboxBehaviour {
  const upper = text.toUpperCase();
  const latency = new RegExp(`${SANDBOX_MARKERS.latency}(\\d+)`).exec(upper);
  return {
    decline: upper.includes(SANDBOX_MARKERS.decline),
    error: upper.includes(SANDBOX_MARKERS.error),
    flaky: upper.includes(SANDBOX_MARKERS.flaky),
    rateLimit: upper.includes(SANDBOX_MARKERS.rateLimit),
    hang: upper.includes(SANDBOX_MARKERS.hang),
    malformed: upper.includes(SANDBOX_MARKERS.malformed),
    latencyMs: latency?.[1] ? Math.min(Number(latency[1]), MAX_LATENCY_MS) : 0,
  };
}

export interface SandboxCarrierServerOptions {
  rate: (req: RatingRequest) => Promise<RatingOutcome>;
  programs: (code: string) => ProgramForRating | undefined;
  latencyMs?: number; // added to every request
  /**
   * A carrier's real answer times, timeouts, 5xx and 429 bursts (CARRIER_LATENCY_PROFILE, decision 055): drawn
   * per request, by the program's carrier, before the markers apply.
   */
  latencyProfile?: LatencyProfile;
  /** The clock the profile's 429 bursts follow (tests). */
  now?: () => number;
}

export interface SandboxCarrierServer {
  listen(port?: number, host?: string): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
  /** How many POST /v1/quotes with this requestId passed validation (attempts as the carrier saw them). */
  requestCount(requestId: string): number;
}

export function createSandboxCarrierServer(opts: SandboxCarrierServerOptions): SandboxCarrierServer {
  const sockets = new Set<Socket>();
  const pendingWaits = new Set<() => void>();
  const requestCounts = new Map<string, number>();
  const samplers = new Map<string, (nowMs: number) => CarrierBehaviour>();
  const now = opts.now ?? Date.now;
  let closing = false;

  /** The profile's draw for this request (one sequence per carrier), or an instant answer without one. */
  function profileBehaviour(carrierCode: string): CarrierBehaviour {
    const profile = opts.latencyProfile;
    if (!profile) return { kind: "answer", latencyMs: 0 };
    let sample = samplers.get(carrierCode);
    if (!sample) samplers.set(carrierCode, (sample = createLatencySampler(profile, carrierCode)));
    return sample(now());
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent && !res.destroyed) sendError(res, 500, "internal_error", `sandbox carrier failed: ${errorMessage(err)}`);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? "/", "http://sandbox.invalid");

    // GET /health
    if (pathname === HEALTH_PATH) {
      if (req.method !== "GET" && req.method !== "HEAD") return sendError(res, 405, "method_not_allowed", "use GET");
      return sendJson(res, 200, { ok: true });
    }
    if (pathname !== QUOTES_PATH) return sendError(res, 404, "not_found", `no route ${req.method} ${pathname}`);
    if (req.method !== "POST") return sendError(res, 405, "method_not_allowed", "use POST");

    // POST /v1/quotes
    const raw = await readBody(req);
    if (raw === undefined) return sendError(res, 413, "payload_too_large", `body over ${MAX_BODY_BYTES} bytes`);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return sendError(res, 400, "invalid_json", "body is not valid JSON");
    }
    const parsed = QuoteRequestWireSchema.safeParse(json);
    if (!parsed.success) return sendError(res, 400, "invalid_request", describeIssues(parsed.error));
    const wire = parsed.data;
    const key = req.headers[IDEMPOTENCY_HEADER];
    if (key !== wire.requestId) {
      return sendError(res, 400, "idempotency_key_mismatch", `${IDEMPOTENCY_HEADER} header must equal requestId`);
    }
    const program = opts.programs(wire.programCode);
    if (!program) return sendError(res, 404, "program_not_found", `unknown program ${wire.programCode}`);

    const seen = countRequest(wire.requestId);
    const behaviour = parseSandboxMarkers(markerText(wire.risk));

    const drawn = profileBehaviour(program.carrierCode);
    if (drawn.kind === "throttled") {
      res.setHeader("retry-after", String(drawn.retryAfterS));
      return sendError(res, 429, "rate_limited", "Too many requests (latency profile burst).");
    }
    if (drawn.kind === "hang") return; // the client's timeout ends it
    const latencyMs = (opts.latencyMs ?? 0) + behaviour.latencyMs + drawn.latencyMs;
    if (latencyMs > 0 && !(await waitUnlessGone(latencyMs, res))) return;
    if (drawn.kind === "error") return sendError(res, 503, "unavailable", "Carrier temporarily unavailable (latency profile).");
    if (behaviour.hang) return; // close() or the client's timeout ends the socket
    if (behaviour.error) return sendError(res, 500, "internal_error", "Sandbox carrier internal error (SANDBOX_ERROR).");
    if (behaviour.rateLimit && seen === 1) {
      res.setHeader("retry-after", "0");
      return sendError(res, 429, "rate_limited", "Too many requests (SANDBOX_RATELIMIT).");
    }
    if (behaviour.flaky && seen <= FLAKY_FAILURES) return sendError(res, 503, "unavailable", "Carrier temporarily unavailable (SANDBOX_FLAKY).");
    if (behaviour.decline) {
      return sendJson(res, 200, { status: "declined", applicationId: wire.requestId, reasons: [{ ...SANDBOX_DECLINE_REASON }] } satisfies DeclinedReplyWire);
    }
    if (behaviour.malformed) return sendJson(res, 200, { status: "quoted", quoteId: `sbx-${wire.requestId}` });

    let outcome: RatingOutcome;
    try {
      outcome = await opts.rate({
        applicationId: wire.requestId,
        program,
        risk: wire.risk,
        options: wire.options,
        ...(wire.endorsements ? { endorsements: wire.endorsements } : {}),
        asOf: wire.asOf,
        ...(wire.answers ? { answers: wire.answers } : {}),
        ...(wire.approvedReferrals ? { approvedReferrals: wire.approvedReferrals } : {}),
      });
    } catch (err) {
      return sendError(res, 500, "internal_error", `rating engine failed: ${errorMessage(err)}`);
    }
    if (res.destroyed) return;
    const reply = toQuoteReplyWire(outcome, wire.requestId);
    return sendJson(res, reply.status, reply.body);
  }

  function countRequest(requestId: string): number {
    const n = (requestCounts.get(requestId) ?? 0) + 1;
    requestCounts.delete(requestId); // re-insert: the Map's order is then least recently used first
    requestCounts.set(requestId, n);
    if (requestCounts.size > MAX_TRACKED_REQUEST_IDS) {
      const oldest = requestCounts.keys().next().value;
      if (oldest !== undefined) requestCounts.delete(oldest);
    }
    return n;
  }

  /** Resolves true after ms; false at once if the client went away or the server is closing. */
  function waitUnlessGone(ms: number, res: ServerResponse): Promise<boolean> {
    return new Promise((resolve) => {
      const finish = (elapsed: boolean) => {
        clearTimeout(timer);
        res.off("close", onClose);
        pendingWaits.delete(onClose);
        resolve(elapsed && !closing && !res.destroyed);
      };
      const onClose = () => finish(false);
      const timer = setTimeout(() => finish(true), ms);
      res.once("close", onClose);
      pendingWaits.add(onClose);
    });
  }

  function readBody(req: IncomingMessage): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          req.removeAllListeners("data");
          req.resume();
          resolve(undefined);
          return;
        }
        chunks.push(chunk);
      });
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });
  }

  return {
    listen(port = 0, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        const onError = (err: Error) => reject(err);
        server.once("error", onError);
        server.listen(port, host, () => {
          server.off("error", onError);
          const address = server.address();
          if (address === null || typeof address === "string") return reject(new Error("sandbox carrier: no TCP address"));
          const hostPart = address.family === "IPv6" ? `[${address.address}]` : address.address;
          resolve({ url: `http://${hostPart}:${address.port}`, port: address.port });
        });
      });
    },

    close() {
      closing = true;
      for (const cancel of [...pendingWaits]) cancel();
      return new Promise((resolve, reject) => {
        if (!server.listening) {
          for (const socket of sockets) socket.destroy();
          return resolve();
        }
        server.close((err) => (err ? reject(err) : resolve()));
        // Hanging requests keep their sockets open forever: end every connection now, idle or not.
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      });
    },

    requestCount(requestId) {
      return requestCounts.get(requestId) ?? 0;
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed || res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { error: { code, message } } satisfies ErrorReplyWire);
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
