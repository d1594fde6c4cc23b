import { describe, expect, it } from "vitest";
import { clientAddress, normalizeAddress, PEER_ADDRESS_HEADER } from "./client-address";

const h = (o: Record<string, string>) => new Headers(o);

describe("client address", () => {
  it("without a trusted proxy, is the socket's address whatever X-Forwarded-For claims", () => {
    expect(clientAddress(h({ [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.1", "x-forwarded-for": "203.0.113.9" }), false)).toBe("127.0.0.1");
    expect(clientAddress(h({ "x-forwarded-for": "203.0.113.9" }), false)).toBe("unknown");
  });

  it("behind a trusted proxy, is the last X-Forwarded-For entry (the one the proxy appended)", () => {
    expect(clientAddress(h({ [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "198.51.100.1, 203.0.113.9" }), true)).toBe("203.0.113.9");
    expect(clientAddress(h({ [PEER_ADDRESS_HEADER]: "10.0.0.2" }), true)).toBe("10.0.0.2");
  });

  it("normalises spellings and refuses what is not an address", () => {
    expect(normalizeAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("192.0.2.1:5678")).toBe("192.0.2.1");
    expect(normalizeAddress("evil.example")).toBe("unknown");
    expect(normalizeAddress("1.2.3.4; DROP TABLE")).toBe("unknown");
  });
});
