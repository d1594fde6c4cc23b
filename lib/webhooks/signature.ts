// Webhook signatures by the Standard Webhooks specification (decision 024), pure, so the `standardwebhooks`
// and svix libraries of every language verify them. Each delivery carries `webhook-id` (the event id),
// `webhook-timestamp` (unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256>` over
// `${id}.${timestamp}.${body}`, keyed with the secret's bytes: a secret is `whsec_` and the base64 of 32
// random bytes. While a rotated-out secret is still live both sign, so the header carries two
// space-separated entries and a receiver holding either secret accepts it. The id and timestamp are signed
// too: a receiver refuses a timestamp outside its tolerance, so a captured request cannot be replayed later.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const WEBHOOK_ID_HEADER = "webhook-id";
export const WEBHOOK_TIMESTAMP_HEADER = "webhook-timestamp";
export const WEBHOOK_SIGNATURE_HEADER = "webhook-signature";
export const SECRET_PREFIX = "whsec_";
/** How far from the receiver's clock a signed timestamp may be, by default (the libraries' too). */
export const DEFAULT_TOLERANCE_SECONDS = 300;
/** Fewer decoded bytes than this and a secret is not taken for base64 (the specification's minimum is 24). */
const MIN_KEY_BYTES = 24;

/** A new secret: `whsec_` and the standard base64 of 32 random bytes. */
export const newSigningSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;

/**
 * The HMAC key of a secret: the part after `whsec_` base64-decoded when it is base64 (standard or URL-safe,
 * as secrets made before issue 32 were) of at least 24 bytes; otherwise its UTF-8 bytes, as they are.
 */
export function signingKey(secret: string): Buffer {
  const rest = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const bytes = Buffer.from(rest, "base64");
  const unpadded = rest.replace(/=+$/, "");
  const isBase64 = bytes.length >= MIN_KEY_BYTES && (bytes.toString("base64").replace(/=+$/, "") === unpadded || bytes.toString("base64url") === unpadded);
  return isBase64 ? bytes : Buffer.from(rest, "utf8");
}

/** One `v1,<base64>` signature of a delivery. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", signingKey(secret)).update(`${id}.${timestamp}.${body}`, "utf8").digest("base64")}`;
}

export type SignatureHeaders = {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
};

/** The headers of a body sent at `timestamp` (unix seconds) for event `id`, one v1 entry per live secret. */
export function signatureHeaders(id: string, body: string, secrets: readonly string[], timestamp: number): SignatureHeaders {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new RangeError(`timestamp must be unix seconds, got ${timestamp}`);
  if (!secrets.length) throw new RangeError("at least one secret signs");
  if (!id || /[\s,]/.test(id)) throw new RangeError(`a webhook id is not empty and has no space or comma, got ${JSON.stringify(id)}`);
  return {
    [WEBHOOK_ID_HEADER]: id,
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: secrets.map((s) => sign(s, id, timestamp, body)).join(" "),
  };
}

export type Verification = { ok: true; timestamp: number } | { ok: false; reason: "malformed" | "timestamp_out_of_tolerance" | "no_matching_signature" };

type ReceivedHeaders = Record<string, string | string[] | undefined>;

function header(headers: ReceivedHeaders, name: string): string | null {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return typeof value === "string" && value ? value : null;
}

/**
 * What a receiver checks (the `standardwebhooks` library does the same): the three headers present, the
 * timestamp within `toleranceSec` of `now` (either way), and some v1 entry equal, in constant time, to the
 * signature of one of `secrets`. Other versions in the header (v1a, ...) are ignored.
 */
export function verifySignature(
  headers: ReceivedHeaders,
  body: string,
  secrets: readonly string[],
  toleranceSec: number = DEFAULT_TOLERANCE_SECONDS,
  now: Date = new Date(),
): Verification {
  const id = header(headers, WEBHOOK_ID_HEADER);
  const stamp = header(headers, WEBHOOK_TIMESTAMP_HEADER);
  const signed = header(headers, WEBHOOK_SIGNATURE_HEADER);
  if (!id || !stamp || !signed || !/^\d{1,12}$/.test(stamp)) return { ok: false, reason: "malformed" };
  const received = signed
    .split(" ")
    .filter((entry) => entry.startsWith("v1,"))
    .map((entry) => Buffer.from(entry.slice(3), "base64"));
  if (!received.length) return { ok: false, reason: "malformed" };
  const timestamp = Number(stamp);
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSec) return { ok: false, reason: "timestamp_out_of_tolerance" };
  for (const secret of secrets) {
    const expected = Buffer.from(sign(secret, id, timestamp, body).slice(3), "base64");
    if (received.some((r) => r.length === expected.length && timingSafeEqual(r, expected))) return { ok: true, timestamp };
  }
  return { ok: false, reason: "no_matching_signature" };
}
