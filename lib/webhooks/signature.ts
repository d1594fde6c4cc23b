// Webhook signatures in Stripe's form (decision 024), pure: `Webhook-Signature: t=<unix seconds>,v1=<hex>`,
// where hex is HMAC-SHA256 keyed with the endpoint's secret (the whole `whsec_...` string) over
// `${t}.${body}`. While a rotated-out secret is still live both sign, so the header carries two v1 entries
// and a receiver holding either secret accepts it. The timestamp is signed too: a receiver refuses one
// outside its tolerance, so a captured request cannot be replayed later.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "Webhook-Signature";
/** How far from the receiver's clock a signed timestamp may be, by default. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The header for a body sent at `timestamp` (unix seconds), one v1 entry per live secret. */
export function signatureHeader(body: string, secrets: readonly string[], timestamp: number): string {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new RangeError(`timestamp must be unix seconds, got ${timestamp}`);
  if (!secrets.length) throw new RangeError("at least one secret signs");
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${hmacHex(s, timestamp, body)}`)].join(",");
}

export interface ParsedSignature {
  timestamp: number;
  signatures: string[];
}

/** The header's timestamp and v1 signatures, or null when it is not a header signatureHeader makes. Other schemes are ignored. */
export function parseSignatureHeader(header: string): ParsedSignature | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at <= 0) return null;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t") {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === "v1") {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      signatures.push(value);
    }
  }
  return timestamp === null || !signatures.length ? null : { timestamp, signatures };
}

export type Verification = { ok: true; timestamp: number } | { ok: false; reason: "malformed" | "timestamp_out_of_tolerance" | "no_matching_signature" };

/**
 * Checks a received body against its Webhook-Signature header: the timestamp within `toleranceSec` of
 * `now` (either way), and some v1 entry equal (in constant time) to the HMAC of one of `secrets`.
 */
export function verifySignature(
  header: string | null | undefined,
  body: string,
  secrets: readonly string[],
  toleranceSec: number = DEFAULT_TOLERANCE_SECONDS,
  now: Date = new Date(),
): Verification {
  const parsed = header ? parseSignatureHeader(header) : null;
  if (!parsed) return { ok: false, reason: "malformed" };
  if (Math.abs(Math.floor(now.getTime() / 1000) - parsed.timestamp) > toleranceSec) return { ok: false, reason: "timestamp_out_of_tolerance" };
  for (const secret of secrets) {
    const expected = Buffer.from(hmacHex(secret, parsed.timestamp, body), "hex");
    if (parsed.signatures.some((s) => timingSafeEqual(Buffer.from(s, "hex"), expected))) return { ok: true, timestamp: parsed.timestamp };
  }
  return { ok: false, reason: "no_matching_signature" };
}
