import { describe, expect, it } from "vitest";
import { metricsAccess } from "./metrics";

describe("who may read /metrics", () => {
  it("nobody without METRICS_TOKEN (404); with it, only a request bearing it (else 401)", () => {
    expect(metricsAccess(undefined, "Bearer anything-at-all-long")).toBe(404);
    const token = "metrics-token-0123456789";
    expect(metricsAccess(token, null)).toBe(401);
    expect(metricsAccess(token, "Bearer metrics-token-012345678")).toBe(401);
    expect(metricsAccess(token, `Basic ${token}`)).toBe(401);
    expect(metricsAccess(token, `Bearer ${token}`)).toBe(200);
    expect(metricsAccess(token, `bearer ${token}`)).toBe(200);
  });
});
