// Webhook signatures by Standard Webhooks (decision 024): what a receiver's library checks. The reference is
// the `standardwebhooks` package itself: every signature made here verifies with its Webhook class, over any
// body, id, timestamp and secret (fast-check), and any change to them is refused by it.
import { createHmac, randomBytes } from "node:crypto";
import fc from "fast-check";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newSigningSecret, sign, signatureHeaders, signingKey, verifySignature } from "./signature";

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
const OTHER = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
const ID = "5b1c2f1e-7d3a-4a8e-9f6b-1c2d3e4f5a6b";
const body = JSON.stringify({ id: ID, type: "policy.bound", data: { total: 1234.5 } });
const at = (seconds: number) => new Date(seconds * 1000);
const T = 1_790_000_000;

/** The library's verify, with its clock at `seconds` (it reads Date.now()); throws when it refuses. */
function libraryVerifies(secret: string | Uint8Array, b: string, headers: Record<string, string>, seconds: number): true {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at(seconds));
  try {
    const wh = typeof secret === "string" ? new Webhook(secret) : new Webhook(secret, { format: "raw" });
    wh.verify(b, headers, { jsonParse: false });
    return true;
  } finally {
    vi.useRealTimers();
  }
}

afterEach(() => vi.useRealTimers());

describe("signatureHeaders", () => {
  it("is Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature v1,<base64 HMAC-SHA256 of `id.t.body`>", () => {
    const headers = signatureHeaders(ID, body, [SECRET], T);
    const expected = createHmac("sha256", Buffer.alloc(32, 7)).update(`${ID}.${T}.${body}`).digest("base64");
    expect(headers).toEqual({ "webhook-id": ID, "webhook-timestamp": String(T), "webhook-signature": `v1,${expected}` });
    expect(headers["webhook-signature"]).toBe(new Webhook(SECRET).sign(ID, at(T), body));
    expect(libraryVerifies(SECRET, body, { ...headers }, T)).toBe(true);
  });

  it("during a rotation carries both signatures, space-separated, and each verifies with its own secret", () => {
    const headers = signatureHeaders(ID, body, [SECRET, OTHER], T);
    const entries = headers["webhook-signature"].split(" ");
    expect(entries).toEqual([sign(SECRET, ID, T, body), sign(OTHER, ID, T, body)]);
    expect(libraryVerifies(SECRET, body, { ...headers }, T)).toBe(true);
    expect(libraryVerifies(OTHER, body, { ...headers }, T)).toBe(true);
    // Each entry alone is its own secret's signature, not the other's.
    expect(() => libraryVerifies(OTHER, body, { ...headers, "webhook-signature": entries[0]! }, T)).toThrow("No matching signature");
    expect(() => libraryVerifies(SECRET, body, { ...headers, "webhook-signature": entries[1]! }, T)).toThrow("No matching signature");
    expect(verifySignature(headers, body, [SECRET], 300, at(T))).toEqual({ ok: true, timestamp: T });
    expect(verifySignature(headers, body, [OTHER], 300, at(T))).toEqual({ ok: true, timestamp: T });
  });

  it("refuses a bad timestamp, no secret, or an id a header cannot carry", () => {
    expect(() => signatureHeaders(ID, body, [SECRET], -1)).toThrow(RangeError);
    expect(() => signatureHeaders(ID, body, [SECRET], 1.5)).toThrow(RangeError);
    expect(() => signatureHeaders(ID, body, [], T)).toThrow(RangeError);
    for (const id of ["", "a b", "a,b", "a\nb"]) expect(() => signatureHeaders(id, body, [SECRET], T)).toThrow(RangeError);
  });
});

describe("secrets", () => {
  it("are whsec_ and the standard base64 of 32 random bytes, which the library takes as they are", () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(signingKey(secret)).toEqual(Buffer.from(secret.slice(6), "base64"));
    expect(signingKey(secret)).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(secret);
    const headers = signatureHeaders(ID, body, [secret], T);
    expect(libraryVerifies(secret, body, { ...headers }, T)).toBe(true);
  });

  it("made before issue 32 (base64url) sign with the same 32 bytes, so the standard base64 of them verifies", () => {
    const bytes = randomBytes(32);
    const legacy = `whsec_${bytes.toString("base64url")}`;
    expect(signingKey(legacy)).toEqual(bytes);
    const headers = signatureHeaders(ID, body, [legacy], T);
    expect(libraryVerifies(`whsec_${bytes.toString("base64")}`, body, { ...headers }, T)).toBe(true);
  });

  it("that are not base64 of at least 24 bytes sign with their UTF-8 bytes (the library's raw format)", () => {
    for (const secret of ["whsec_test_secret_0123456789", "whsec_api_tests_only", "whsec_abc", `whsec_${"A".repeat(33)}`]) {
      const raw = secret.slice(6);
      expect(signingKey(secret)).toEqual(Buffer.from(raw, "utf8"));
      const headers = signatureHeaders(ID, body, [secret], T);
      expect(libraryVerifies(Buffer.from(raw, "utf8"), body, { ...headers }, T)).toBe(true);
    }
  });
});

describe("verifySignature", () => {
  const headers = signatureHeaders(ID, body, [SECRET], T);

  it("accepts the body as sent, within the tolerance either way, whatever the headers' case", () => {
    expect(verifySignature(headers, body, [SECRET], 300, at(T + 300)).ok).toBe(true);
    expect(verifySignature(headers, body, [SECRET], 300, at(T - 300)).ok).toBe(true);
    const upper = { "Webhook-Id": ID, "Webhook-Timestamp": String(T), "Webhook-Signature": headers["webhook-signature"] };
    expect(verifySignature(upper, body, [SECRET], 300, at(T)).ok).toBe(true);
  });

  it("refuses a tampered body, id or timestamp, another secret, an old or future timestamp, and malformed headers", () => {
    expect(verifySignature(headers, body.replace("1234.5", "1.5"), [SECRET], 300, at(T))).toEqual({ ok: false, reason: "no_matching_signature" });
    expect(verifySignature({ ...headers, "webhook-id": "another" }, body, [SECRET], 300, at(T))).toEqual({ ok: false, reason: "no_matching_signature" });
    expect(verifySignature(headers, body, [OTHER], 300, at(T))).toEqual({ ok: false, reason: "no_matching_signature" });
    expect(verifySignature(headers, body, [SECRET], 300, at(T + 301))).toEqual({ ok: false, reason: "timestamp_out_of_tolerance" });
    expect(verifySignature(headers, body, [SECRET], 300, at(T - 301))).toEqual({ ok: false, reason: "timestamp_out_of_tolerance" });
    // The timestamp is signed: moving it to look fresh breaks the signature.
    expect(verifySignature({ ...headers, "webhook-timestamp": String(T + 1000) }, body, [SECRET], 300, at(T + 1000)).ok).toBe(false);
    const bad: Record<string, string>[] = [
      {},
      { ...headers, "webhook-id": "" },
      { ...headers, "webhook-timestamp": "x" },
      { ...headers, "webhook-timestamp": "1.5" },
      { ...headers, "webhook-signature": "v0,abc" },
      { "webhook-id": ID, "webhook-timestamp": String(T) },
    ];
    for (const h of bad) expect(verifySignature(h, body, [SECRET], 300, at(T))).toEqual({ ok: false, reason: "malformed" });
  });

  it("ignores versions it does not know beside a v1 signature", () => {
    expect(verifySignature({ ...headers, "webhook-signature": `v1a,deadbeef ${headers["webhook-signature"]}` }, body, [SECRET], 300, at(T)).ok).toBe(true);
  });
});

describe("signature properties, against the standardwebhooks package", () => {
  const secretArb = fc.uint8Array({ minLength: 24, maxLength: 64 }).map((b) => `whsec_${Buffer.from(b).toString("base64")}`);
  const idArb = fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9_.:-]{1,40}$/));
  const bodyArb = fc.oneof(fc.json(), fc.string({ unit: "binary", maxLength: 2000 }));
  const timeArb = fc.integer({ min: 0, max: 4_000_000_000 });

  it("a signed delivery verifies with the library, for each of the secrets that signed it, within its tolerance", () => {
    fc.assert(
      fc.property(
        bodyArb,
        idArb,
        fc.array(secretArb, { minLength: 1, maxLength: 2 }),
        timeArb,
        fc.integer({ min: -300, max: 300 }),
        (b, id, secrets, t, skew) => {
          const headers = signatureHeaders(id, b, secrets, t);
          for (const s of secrets) {
            expect(headers["webhook-signature"].split(" ")).toContain(new Webhook(s).sign(id, at(t), b));
            expect(libraryVerifies(s, b, { ...headers }, t + skew)).toBe(true);
            expect(verifySignature(headers, b, [s], 300, at(t + skew)).ok).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the library refuses any other body, id, secret or timestamp, and a clock outside its tolerance", () => {
    fc.assert(
      fc.property(
        bodyArb,
        bodyArb,
        idArb,
        idArb,
        secretArb,
        secretArb,
        timeArb,
        fc.integer({ min: 301, max: 10_000_000 }),
        (b, other, id, otherId, s1, s2, t, late) => {
          const headers = signatureHeaders(id, b, [s1], t);
          if (!Buffer.from(other).equals(Buffer.from(b))) expect(() => libraryVerifies(s1, other, { ...headers }, t)).toThrow("No matching signature");
          if (otherId !== id) expect(() => libraryVerifies(s1, b, { ...headers, "webhook-id": otherId }, t)).toThrow("No matching signature");
          if (signingKey(s2).compare(signingKey(s1)) !== 0) expect(() => libraryVerifies(s2, b, { ...headers }, t)).toThrow("No matching signature");
          expect(() => libraryVerifies(s1, b, { ...headers, "webhook-timestamp": String(t + 1) }, t)).toThrow("No matching signature");
          expect(() => libraryVerifies(s1, b, { ...headers }, t + late)).toThrow("too old");
          expect(() => libraryVerifies(s1, b, { ...headers }, t - late)).toThrow("too new");
          expect(verifySignature(headers, b, [s1], 300, at(t + late))).toEqual({ ok: false, reason: "timestamp_out_of_tolerance" });
        },
      ),
      { numRuns: 300 },
    );
  });
});
