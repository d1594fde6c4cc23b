// Webhook signatures: what a receiver checks (decision 024). Unit cases, then properties over any body,
// secrets and clock: a signature made is verified, and any change to body, timestamp or secret is caught.
import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSignatureHeader, signatureHeader, verifySignature } from "./signature";

const SECRET = "whsec_test_secret_0123456789";
const OTHER = "whsec_other_secret_9876543210";
const body = JSON.stringify({ id: "5b1c2f1e-7d3a-4a8e-9f6b-1c2d3e4f5a6b", type: "policy.bound", data: { total: 1234.5 } });
const at = (seconds: number) => new Date(seconds * 1000);
const T = 1_790_000_000;

describe("signatureHeader", () => {
  it("is Stripe's form: t=<unix>,v1=<hex HMAC-SHA256 of `t.body`>", () => {
    const header = signatureHeader(body, [SECRET], T);
    const expected = createHmac("sha256", SECRET).update(`${T}.${body}`).digest("hex");
    expect(header).toBe(`t=${T},v1=${expected}`);
  });

  it("carries one v1 entry per live secret during a rotation", () => {
    const header = signatureHeader(body, [SECRET, OTHER], T);
    expect(parseSignatureHeader(header)?.signatures).toHaveLength(2);
    expect(verifySignature(header, body, [SECRET], 300, at(T))).toEqual({ ok: true, timestamp: T });
    expect(verifySignature(header, body, [OTHER], 300, at(T))).toEqual({ ok: true, timestamp: T });
  });

  it("refuses a bad timestamp or no secret", () => {
    expect(() => signatureHeader(body, [SECRET], -1)).toThrow(RangeError);
    expect(() => signatureHeader(body, [SECRET], 1.5)).toThrow(RangeError);
    expect(() => signatureHeader(body, [], T)).toThrow(RangeError);
  });
});

describe("verifySignature", () => {
  const header = signatureHeader(body, [SECRET], T);

  it("accepts the body as sent, within the tolerance either way", () => {
    expect(verifySignature(header, body, [SECRET], 300, at(T + 300)).ok).toBe(true);
    expect(verifySignature(header, body, [SECRET], 300, at(T - 300)).ok).toBe(true);
  });

  it("refuses a tampered body, another secret, an old or future timestamp, and headers it did not make", () => {
    expect(verifySignature(header, body.replace("1234.5", "1.5"), [SECRET], 300, at(T))).toEqual({ ok: false, reason: "no_matching_signature" });
    expect(verifySignature(header, body, [OTHER], 300, at(T))).toEqual({ ok: false, reason: "no_matching_signature" });
    expect(verifySignature(header, body, [SECRET], 300, at(T + 301))).toEqual({ ok: false, reason: "timestamp_out_of_tolerance" });
    expect(verifySignature(header, body, [SECRET], 300, at(T - 301))).toEqual({ ok: false, reason: "timestamp_out_of_tolerance" });
    // The timestamp is signed: moving it to look fresh breaks the signature.
    expect(verifySignature(header.replace(`t=${T}`, `t=${T + 1000}`), body, [SECRET], 300, at(T + 1000)).ok).toBe(false);
    for (const bad of [null, "", "v1=abc", `t=${T}`, `t=x,v1=${"0".repeat(64)}`, `t=${T},v1=zz`, `t=${T},t=${T},v1=${"0".repeat(64)}`, "garbage"]) {
      expect(verifySignature(bad, body, [SECRET], 300, at(T))).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("ignores schemes it does not know beside a v1 signature", () => {
    expect(verifySignature(`${header},v0=deadbeef`, body, [SECRET], 300, at(T)).ok).toBe(true);
  });
});

describe("signature properties", () => {
  const secretArb = fc.string({ minLength: 1, maxLength: 60 }).map((s) => `whsec_${s}`);
  const timeArb = fc.integer({ min: 0, max: 4_000_000_000 });

  it("a signed body verifies with any of the secrets that signed it, at any time within tolerance", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 2000 }),
        fc.array(secretArb, { minLength: 1, maxLength: 2 }),
        timeArb,
        fc.integer({ min: -300, max: 300 }),
        (b, secrets, t, skew) => {
          const header = signatureHeader(b, secrets, t);
          for (const s of secrets) expect(verifySignature(header, b, [s], 300, at(t + skew)).ok).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("any other body, secret, or a clock outside the tolerance fails", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 500 }),
        fc.string({ maxLength: 500 }),
        secretArb,
        secretArb,
        timeArb,
        fc.integer({ min: 301, max: 10_000_000 }),
        (b, other, s1, s2, t, late) => {
          const header = signatureHeader(b, [s1], t);
          if (other !== b) expect(verifySignature(header, other, [s1], 300, at(t)).ok).toBe(false);
          if (s2 !== s1) expect(verifySignature(header, b, [s2], 300, at(t)).ok).toBe(false);
          expect(verifySignature(header, b, [s1], 300, at(t + late))).toEqual({ ok: false, reason: "timestamp_out_of_tolerance" });
        },
      ),
      { numRuns: 500 },
    );
  });
});
