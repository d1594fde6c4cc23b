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

  it("refuses a webhook lease that a slow delivery could outlast; unset, the delivery worker computes its own", () => {
    expect(() => parseEnv({ WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_LEASE_MS: "4000" })).toThrow(/WEBHOOK_LEASE_MS: must exceed twice WEBHOOK_TIMEOUT_MS/);
    expect(parseEnv({ WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_LEASE_MS: "5000" }).WEBHOOK_LEASE_MS).toBe(5000);
    expect(parseEnv({}).WEBHOOK_LEASE_MS).toBeUndefined();
  });

  it("refuses webhooks to private addresses in every process unless WEBHOOK_ALLOW_PRIVATE says otherwise, whatever NODE_ENV is", () => {
    // npm start's worker processes run without NODE_ENV=production: the guard must not depend on it (issue 26).
    for (const NODE_ENV of [undefined, "development", "test", "production"]) {
      expect(webhooksAllowPrivate(parseEnv({ NODE_ENV })), String(NODE_ENV)).toBe(false);
      expect(webhooksAllowPrivate(parseEnv({ NODE_ENV, WEBHOOK_ALLOW_PRIVATE: "1" })), String(NODE_ENV)).toBe(true);
      expect(webhooksAllowPrivate(parseEnv({ NODE_ENV, WEBHOOK_ALLOW_PRIVATE: "false" })), String(NODE_ENV)).toBe(false);
    }
    expect(webhooksAllowPrivate(parseEnv({ WEBHOOK_ALLOW_PRIVATE: "" }))).toBe(false);
    expect(() => parseEnv({ WEBHOOK_ALLOW_PRIVATE: "yes" })).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
    expect(() => parseEnv({ WEBHOOK_RETRY_BASE_MS: "0" })).toThrow(/WEBHOOK_RETRY_BASE_MS/);
  });

  it("traces: off without an OTLP endpoint; only OTLP over HTTP with JSON (decision 049)", () => {
    expect(parseEnv({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    const on = parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_EXPORTER_OTLP_PROTOCOL: "http/json" });
    expect(on).toMatchObject({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: false });
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" })).toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL: only http\/json/);
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: "http/protobuf" })).toThrow(/OTEL_EXPORTER_OTLP_TRACES_PROTOCOL/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
