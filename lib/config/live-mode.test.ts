import { describe, expect, it } from "vitest";
import { isLiveMode, liveModeProblems } from "./live-mode";

const live = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x", AUTH_SECRET: "s".repeat(32) };

describe("live mode", () => {
  it("is a live Stripe secret or restricted key, nothing else", () => {
    expect(isLiveMode({ STRIPE_SECRET_KEY: "sk_live_x" })).toBe(true);
    expect(isLiveMode({ STRIPE_SECRET_KEY: "rk_live_x" })).toBe(true);
    expect(isLiveMode({ STRIPE_SECRET_KEY: "sk_test_x" })).toBe(false);
    expect(isLiveMode({ STRIPE_SECRET_KEY: undefined })).toBe(false);
  });

  it("refuses nothing outside live mode, whatever is unset", () => {
    expect(
      liveModeProblems(
        { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: undefined, AUTH_SECRET: undefined },
        { publishedPasswordAccounts: ["a@b.test"] },
      ),
    ).toEqual([]);
    expect(
      liveModeProblems({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, AUTH_SECRET: undefined }, { publishedPasswordAccounts: [] }),
    ).toEqual([]);
  });

  it("names each default secret in live mode, one line each, and nothing when all are set", () => {
    expect(liveModeProblems(live, { publishedPasswordAccounts: [] })).toEqual([]);
    const problems = liveModeProblems(
      { ...live, AUTH_SECRET: undefined, STRIPE_WEBHOOK_SECRET: undefined },
      { publishedPasswordAccounts: ["agent@demo.test"] },
    );
    expect(problems.map((p) => p.split(":")[0])).toEqual(["AUTH_SECRET", "STRIPE_WEBHOOK_SECRET", "agent@demo.test"]);
  });
});
