// The PostgreSQL-only integration tests (the two databases' schema parity, the big book's generator) skip on a
// laptop without PostgreSQL, and fail in CI, where PostgreSQL is always there: a skip there would hide them.
import { afterEach, describe, expect, it, vi } from "vitest";
import { postgresForTests } from "./pg-admin";

const NOWHERE = "postgresql://postgres@127.0.0.1:1/nowhere"; // port 1: refused at once

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("postgresForTests", () => {
  it("skips, saying so, when PostgreSQL is unreachable outside CI", async () => {
    vi.stubEnv("CI", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(postgresForTests(NOWHERE, "x.test.ts", "the comparison")).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^x\.test\.ts: PostgreSQL is not reachable at .*; the comparison is skipped$/));
  });

  it("fails instead of skipping when PostgreSQL is unreachable in CI", async () => {
    vi.stubEnv("CI", "true");
    await expect(postgresForTests(NOWHERE, "x.test.ts", "the comparison")).rejects.toThrow(
      /x\.test\.ts: PostgreSQL is not reachable .*CI always runs the comparison/,
    );
  });
});
