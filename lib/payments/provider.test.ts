import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { providerFromEnv } from "./provider";

describe("payment provider selection", () => {
  it("is offline without Stripe keys, with no publishable key to show", () => {
    const p = providerFromEnv(parseEnv({}));
    expect(p.name).toBe("offline");
    expect(p.publishableKey).toBeNull();
  });

  it("is Stripe when both keys are set, exposing only the publishable key", () => {
    const p = providerFromEnv(parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_PUBLISHABLE_KEY: "pk_test_abc123" }));
    expect(p.name).toBe("stripe");
    expect(p.publishableKey).toBe("pk_test_abc123");
    expect(JSON.stringify(p)).not.toContain("sk_test_abc123");
  });

  it("refuses half a Stripe configuration at start-up", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "nope", STRIPE_PUBLISHABLE_KEY: "pk_test_x" })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
