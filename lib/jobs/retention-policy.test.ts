import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { retentionFromEnv } from "./retention";
import { retentionCutoffs, SESSION_ENDED_KEPT_MS, THROTTLE_FORGET_AFTER_MS } from "./retention-policy";

const periods = { eventsDays: 30, messagesDays: 7, rateLimitWindowMs: 10_000 };
const at = (iso: string) => new Date(iso);

describe("retention cut-offs", () => {
  it("keeps the current rate-limit window and the one just ended, wherever now falls in its window", () => {
    expect(retentionCutoffs(at("2031-03-01T12:00:00.000Z"), periods).rateLimitWindowsBefore).toEqual(at("2031-03-01T11:59:50.000Z"));
    expect(retentionCutoffs(at("2031-03-01T12:00:09.999Z"), periods).rateLimitWindowsBefore).toEqual(at("2031-03-01T11:59:50.000Z"));
    expect(retentionCutoffs(at("2031-03-01T12:00:10.000Z"), periods).rateLimitWindowsBefore).toEqual(at("2031-03-01T12:00:00.000Z"));
    const hourly = retentionCutoffs(at("2031-03-01T12:30:00.000Z"), { ...periods, rateLimitWindowMs: 3_600_000 });
    expect(hourly.rateLimitWindowsBefore).toEqual(at("2031-03-01T11:00:00.000Z"));
  });

  it("counts events and messages back by their days, sessions 30 days after they ended, throttles a day after the last failure", () => {
    const now = at("2031-03-31T06:00:00.000Z");
    const cut = retentionCutoffs(now, periods);
    expect(cut.eventsBefore).toEqual(at("2031-03-01T06:00:00.000Z"));
    expect(cut.messagesBefore).toEqual(at("2031-03-24T06:00:00.000Z"));
    expect(cut.sessionsEndedBefore.getTime()).toBe(now.getTime() - SESSION_ENDED_KEPT_MS);
    expect(cut.sessionsEndedBefore).toEqual(at("2031-03-01T06:00:00.000Z"));
    expect(cut.throttlesFailedBefore).toEqual(at("2031-03-30T06:00:00.000Z"));
    expect(THROTTLE_FORGET_AFTER_MS).toBeGreaterThanOrEqual(86_400 * 1000); // the longest SIGN_IN_LOCK_SECONDS
  });

  it("lets idempotency records go at their own expiry (24 h after creation)", () => {
    const now = at("2031-03-01T12:00:00.000Z");
    expect(retentionCutoffs(now, periods).idempotencyExpiredBefore).toEqual(now);
  });
});

describe("retention settings", () => {
  it("defaults: every 10 minutes, events 30 days as Stripe keeps them, messages 30 days, batches of 1,000, 30 s a pass", () => {
    const r = retentionFromEnv(parseEnv({}));
    expect(r).toEqual({
      intervalMs: 600_000,
      config: { eventsDays: 30, messagesDays: 30, rateLimitWindowMs: 10_000, batchSize: 1000, budgetMs: 30_000 },
    });
  });

  it("0 turns it off; events must outlive Stripe's 3 days of retries; bad values name the setting", () => {
    expect(retentionFromEnv(parseEnv({ RETENTION_INTERVAL_MS: "0" }))).toBeNull();
    expect(retentionFromEnv(parseEnv({ RETENTION_EVENTS_DAYS: "90", RATE_LIMIT_WINDOW_S: "60" }))?.config).toMatchObject({
      eventsDays: 90,
      rateLimitWindowMs: 60_000,
    });
    expect(() => parseEnv({ RETENTION_EVENTS_DAYS: "3" })).toThrow(/RETENTION_EVENTS_DAYS/);
    expect(() => parseEnv({ RETENTION_BATCH_SIZE: "1" })).toThrow(/RETENTION_BATCH_SIZE/);
    expect(() => parseEnv({ RETENTION_MESSAGES_DAYS: "soon" })).toThrow(/RETENTION_MESSAGES_DAYS/);
  });
});
