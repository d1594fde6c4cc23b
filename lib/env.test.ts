import { describe, expect, it } from "vitest";
import { parseEnv, webhooksAllowPrivate } from "./env";

describe("configuration", () => {
  it("has working defaults: embedded database, port 3000, worker in the app", () => {
    const e = parseEnv({});
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.DATA_DIR).toBe(".data");
    expect(e.PORT).toBe(3000);
    expect(e.RUN_WORKER_IN_APP).toBe(true);
  });

  it("stops with a message naming each bad setting", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgresql/);
    expect(() => parseEnv({ RATING_CONCURRENCY: "0" })).toThrow(/RATING_CONCURRENCY/);
    expect(() => parseEnv({ RUN_WORKER_IN_APP: "maybe" })).toThrow(/RUN_WORKER_IN_APP/);
    expect(() => parseEnv({ SANDBOX_CARRIER_URL: "not a url" })).toThrow(/SANDBOX_CARRIER_URL/);
  });

  it("refuses a lease shorter than a slow rating could take", () => {
    expect(() => parseEnv({ CARRIER_TIMEOUT_MS: "30000", CARRIER_MAX_ATTEMPTS: "3", RATING_LEASE_MS: "60000" })).toThrow(/RATING_LEASE_MS/);
    expect(parseEnv({ CARRIER_TIMEOUT_MS: "1500", CARRIER_MAX_ATTEMPTS: "2", RATING_LEASE_MS: "15000" }).RATING_LEASE_MS).toBe(15000);
  });

  it("allows webhooks to private addresses in development and tests, not in production unless WEBHOOK_ALLOW_PRIVATE says so", () => {
    expect(webhooksAllowPrivate(parseEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(webhooksAllowPrivate(parseEnv({ NODE_ENV: "test" }))).toBe(true);
    expect(webhooksAllowPrivate(parseEnv({ NODE_ENV: "production" }))).toBe(false);
    expect(webhooksAllowPrivate(parseEnv({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE: "1" }))).toBe(true);
    expect(webhooksAllowPrivate(parseEnv({ NODE_ENV: "development", WEBHOOK_ALLOW_PRIVATE: "false" }))).toBe(false);
    expect(() => parseEnv({ WEBHOOK_ALLOW_PRIVATE: "yes" })).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
    expect(() => parseEnv({ WEBHOOK_RETRY_BASE_MS: "0" })).toThrow(/WEBHOOK_RETRY_BASE_MS/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
