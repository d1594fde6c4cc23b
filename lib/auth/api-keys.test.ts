// The verified-key cache: one lookup per key at a time, and a revocation heard during a lookup wins.
import { describe, expect, it } from "vitest";
import { generateApiKey, keyMode, keyPrefix, VerifiedKeys, type AgencyPrincipal } from "./api-keys";

const principal: AgencyPrincipal = {
  agencyId: "a",
  livemode: true,
  liveAgencyId: "a",
  agencySlug: "demo",
  agencyName: "Demo",
  apiKeyId: "k1",
  actor: "api_key:k1",
  apiVersion: null,
  grants: { kind: "key", scope: "admin" },
};

describe("VerifiedKeys", () => {
  it("concurrent lookups of one key share one read; the next miss reads again", async () => {
    const keys = new VerifiedKeys();
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const lookup = async () => {
      reads++;
      await gate;
      return principal;
    };
    const answers = Promise.all(Array.from({ length: 20 }, () => keys.once("h", lookup)));
    release();
    expect(await answers).toEqual(Array(20).fill(principal));
    expect(reads).toBe(1);
    await keys.once("h", lookup);
    expect(reads).toBe(2);
    // A failed lookup is not remembered as in flight.
    await expect(keys.once("h", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await keys.once("h", lookup)).toEqual(principal);
  });

  it("a key forgotten while its lookup ran is not remembered; one looked up after is", () => {
    const keys = new VerifiedKeys();
    const before = keys.mark();
    keys.forget("k1"); // the revocation arrives while the lookup reads the row as it was
    keys.set("h", principal, 0, before);
    expect(keys.get("h", 1)).toBeNull();
    keys.set("h", principal, 0, keys.mark());
    expect(keys.get("h", 1)).toEqual(principal);
    expect(keys.get("h", VerifiedKeys.TTL_MS)).toBeNull(); // the TTL bounds a lost revocation
    const again = keys.mark();
    keys.clear();
    keys.set("h", principal, 0, again);
    expect(keys.get("h", 1)).toBeNull();
  });
});

describe("a key's mode is in its text (decision 043)", () => {
  it("makes qk_live_ keys for live agencies and qk_test_ keys for test twins, and reads the mode back", () => {
    expect([keyPrefix(true), keyPrefix(false)]).toEqual(["qk_live_", "qk_test_"]);
    const live = generateApiKey(true);
    const test = generateApiKey(false);
    expect(live).toMatch(/^qk_live_[\w-]{43}$/);
    expect(test).toMatch(/^qk_test_[\w-]{43}$/);
    expect([keyMode(live), keyMode(test), keyMode("sk_live_x"), keyMode("qk_prod_x")]).toEqual([true, false, null, null]);
  });
});
