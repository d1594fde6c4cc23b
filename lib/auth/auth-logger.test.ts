// Auth.js's own error classes, as it raises them (its session action wraps the decode failure).
import { CredentialsSignin, InvalidCallbackUrl, JWTSessionError } from "@auth/core/errors";
import { decode } from "@auth/core/jwt";
import { describe, expect, it } from "vitest";
import { createAuthLogger } from "./auth-logger";

/** As Auth.js's session action raises it (its types declare only a string message, its code takes the cause). */
const sessionError = (cause: Error) => new (JWTSessionError as unknown as new (cause: Error) => Error)(cause);

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, logger: createAuthLogger((l) => lines.push(l)) };
}

describe("auth logger", () => {
  it("logs an unreadable session cookie as one line with no stack and no cookie value", async () => {
    const cookie = "garbage.cookie.value-1234567890";
    const decodeError = await decode({ token: cookie, secret: "s".repeat(32), salt: "authjs.session-token" }).catch((e: unknown) => e as Error);
    const { lines, logger } = capture();
    logger.error(sessionError(decodeError as Error));
    expect(lines).toEqual([{ level: "warn", msg: "invalid session cookie", reason: expect.any(String) }]);
    expect(JSON.stringify(lines)).not.toContain(cookie);
    expect(JSON.stringify(lines)).not.toMatch(/\bat \S+ \(/);
  });

  it("says nothing more about a refused password (the sign-in logs its outcome)", () => {
    const { lines, logger } = capture();
    logger.error(new CredentialsSignin());
    expect(lines).toEqual([]);
  });

  it("logs a refused callback URL as one short line", () => {
    const { lines, logger } = capture();
    logger.error(new InvalidCallbackUrl(`Invalid callback URL. Received: ${"x".repeat(1000)}`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", error: "InvalidCallbackUrl" });
    expect(String(lines[0]!.reason).length).toBeLessThanOrEqual(201);
  });

  it("keeps the stack of an error of our own inside a callback, on one JSON line", () => {
    const { lines, logger } = capture();
    logger.error(sessionError(new Error("connection refused")));
    expect(lines[0]).toMatchObject({ level: "error", error: "JWTSessionError", reason: "connection refused" });
    expect(String(lines[0]!.stack)).toContain("auth-logger.test.ts");
  });
});
