import path from "node:path";
import { describe, expect, it } from "vitest";
import { findLeaks, SECRET_SHAPES, secretsInSources, TEST_SECRET_SOURCES } from "./log-secrets";
import { ROOT } from "./processes";

describe("the log secrets check", () => {
  it("finds a planted key, signing secret, card number, pay token and password, and masks them in its report", () => {
    const key = `qk_test_${"a".repeat(43)}`;
    const log = [
      '{"level":"info","msg":"request","status":200}',
      `{"level":"info","msg":"oops","auth":"Bearer ${key}"}`,
      '{"level":"error","secret":"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"}',
      '{"card":"4000000000000341"}',
      `{"path":"/v1/pay/pl_${"b".repeat(32)}"}`,
      '{"why":"demo-password-2026"}',
    ].join("\n");
    const leaks = findLeaks(log, [...SECRET_SHAPES, { name: "a password", value: "demo-password-2026" }]);
    expect(leaks.map((l) => [l.line, l.name])).toEqual([
      [2, "a full API key"],
      [3, "a webhook signing secret"],
      [4, "a card number"],
      [5, "a pay link token"],
      [6, "a password"],
    ]);
    expect(leaks.map((l) => l.excerpt).join("\n")).not.toContain(key);
  });

  it("passes a log of masked keys and ordinary numbers", () => {
    const log = '{"msg":"key created","prefix":"qk_live_abc123","time":1764300000000,"durationMs":12.5,"amount":123456}';
    expect(findLeaks(log, SECRET_SHAPES)).toEqual([]);
  });

  it("reads the tests' passwords and card numbers from their sources", () => {
    const values = secretsInSources(TEST_SECRET_SOURCES.map((p) => path.join(ROOT, p))).map((s) => s.value);
    expect(values).toEqual(expect.arrayContaining(["demo-password-2026", "a perfectly long password", "4242424242424242", "4000000000000341"]));
  });
});
