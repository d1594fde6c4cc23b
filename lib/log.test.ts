import { describe, expect, it } from "vitest";
import { createLogger, prettyLine } from "./log";

function capture(level = "info") {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level, format: "json" }, { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) });
  return { lines, logger };
}

describe("the log", () => {
  it("writes one JSON object per line with level, time, component and message", () => {
    const { lines, logger } = capture();
    logger.child({ component: "api" }).info({ requestId: "req_1", status: 200, durationMs: 1.5 }, "request");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", component: "api", msg: "request", requestId: "req_1", status: 200, durationMs: 1.5 });
    expect(typeof lines[0]!.time).toBe("string");
  });

  it("censors credentials, passwords, card numbers and secrets by field name, at the top and one level down", () => {
    const { lines, logger } = capture();
    logger.info(
      {
        authorization: "Bearer qk_live_abc",
        password: "hunter2",
        secret: "whsec_abc",
        headers: { authorization: "Bearer qk_test_x", cookie: "authjs.session-token=x" },
        card: { number: "4242424242424242", cvc: "123" },
        token: "pl_abc",
      },
      "x",
    );
    const text = JSON.stringify(lines[0]);
    for (const secret of ["qk_live_abc", "hunter2", "whsec_abc", "qk_test_x", "authjs.session-token", "4242424242424242", "pl_abc"]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ password: "[redacted]", card: { number: "[redacted]", cvc: "[redacted]" } });
  });

  it("keeps what LOG_LEVEL lets through", () => {
    const { lines, logger } = capture("warn");
    logger.info("quiet");
    logger.warn("loud");
    expect(lines.map((l) => l.msg)).toEqual(["loud"]);
  });

  it("prints a line for a person in development, a stack below it", () => {
    const line = JSON.stringify({
      level: "error",
      time: "2026-11-28T05:00:01.000Z",
      pid: 1,
      component: "api",
      msg: "request failed",
      status: 500,
      stack: ["at a (x.ts:1)"],
    });
    expect(prettyLine(line)).toBe("05:00:01 ERROR [api] request failed  status=500\n    at a (x.ts:1)\n");
    expect(prettyLine("not json")).toBe("not json");
  });
});
