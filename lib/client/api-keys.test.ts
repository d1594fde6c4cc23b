import { describe, expect, it } from "vitest";
import { keyUse } from "./api-keys";

const now = new Date("2026-11-27T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("keyUse", () => {
  it("says when a key was last used, in words", () => {
    expect(keyUse({ lastUsedAt: null, revokedAt: null }, now)).toBe("Never used");
    expect(keyUse({ lastUsedAt: ago(30_000), revokedAt: null }, now)).toBe("Last used just now");
    expect(keyUse({ lastUsedAt: ago(5 * 60_000), revokedAt: null }, now)).toBe("Last used 5 minutes ago");
    expect(keyUse({ lastUsedAt: ago(60 * 60_000), revokedAt: null }, now)).toBe("Last used 1 hour ago");
    expect(keyUse({ lastUsedAt: ago(3 * 86_400_000), revokedAt: null }, now)).toBe("Last used 3 days ago");
    expect(keyUse({ lastUsedAt: "2026-03-12T09:00:00Z", revokedAt: null }, now)).toBe("Last used Mar 12, 2026");
  });

  it("says when a revoked key was revoked, and whether it was ever used", () => {
    expect(keyUse({ lastUsedAt: null, revokedAt: "2026-11-20T10:00:00Z" }, now)).toBe("Revoked Nov 20, 2026, never used");
    expect(keyUse({ lastUsedAt: "2026-11-19T10:00:00Z", revokedAt: "2026-11-20T10:00:00Z" }, now)).toBe("Revoked Nov 20, 2026, last used Nov 19, 2026");
  });
});
