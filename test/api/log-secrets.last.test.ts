// The log of the whole API test run (issue 33 item 3): runs after every other API test file (vitest.config.ts),
// reads what the app wrote (LOG_FILE and its stderr, test/api/global-setup.ts), and finds one line per request with
// its request id, agency, operation, status and duration, and no API key, signing secret, card number, pay token or
// password the run used. `npx vitest run --project api test/api/<file>.test.ts test/api/log-secrets.last.test.ts`
// checks the log of one file's run.
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { findLeaks, SECRET_SHAPES, secretsInSources, TEST_SECRET_SOURCES, type Secret } from "../support/log-secrets";
import { ROOT, waitFor } from "../support/processes";
import { base, demoKey, demoTestKey, secondKey, secondTestKey } from "./client";
import { METRICS_TOKEN, WEBHOOK_SECRET } from "./global-setup";

const readLog = () => fs.readFileSync(inject("appLogFile"), "utf8");
const lines = (text: string) =>
  text
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("the app's log", () => {
  it("has one JSON line per /v1 request with its request id, agency, operation, status and duration", async () => {
    const requestId = `log-check-${randomUUID()}`;
    const ping = await fetch(`${base()}/v1/ping`, { headers: { authorization: `Bearer ${demoKey()}`, "x-request-id": requestId } });
    expect(ping.status).toBe(200);
    const agencyId = ((await ping.json()) as { data: { agency: { id: string } } }).data.agency.id;
    const line = await waitFor("the ping's log line", async () => lines(readLog()).find((l) => l.requestId === requestId), 5000);
    expect(line).toMatchObject({
      level: "info",
      component: "api",
      msg: "request",
      method: "GET",
      path: "/v1/ping",
      operationId: "ping",
      status: 200,
      agencyId,
    });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.actor).toMatch(/^api_key:/);
    expect(lines(readLog()).filter((l) => l.requestId === requestId)).toHaveLength(1);
  });

  it("keeps a refused key and a pay link's token out of its lines", async () => {
    const requestId = `log-check-${randomUUID()}`;
    const bogus = `qk_test_${"Z".repeat(43)}`;
    const refused = await fetch(`${base()}/v1/ping`, { headers: { authorization: `Bearer ${bogus}`, "x-request-id": requestId } });
    expect(refused.status).toBe(401);
    const token = `pl_${"Q".repeat(32)}`;
    const payId = `log-check-${randomUUID()}`;
    await fetch(`${base()}/v1/pay/${token}`, { headers: { "x-request-id": payId } });
    const refusedLine = await waitFor("the refusal's log line", async () => lines(readLog()).find((l) => l.requestId === requestId), 5000);
    expect(refusedLine).toMatchObject({ status: 401, operationId: "ping" });
    expect(refusedLine.agencyId).toBeUndefined();
    const payLine = await waitFor("the pay link's log line", async () => lines(readLog()).find((l) => l.requestId === payId), 5000);
    expect(payLine.path).toBe("/v1/pay/[token]");
    const text = readLog();
    expect(text).not.toContain(bogus);
    expect(text).not.toContain(token);
  });

  it("never holds an API key, signing secret, card number, pay token or password of the run", () => {
    const secrets: Secret[] = [
      ...SECRET_SHAPES,
      ...[demoKey(), secondKey(), demoTestKey(), secondTestKey()].map((value) => ({ name: "an API key the tests use", value })),
      { name: "the Stripe webhook secret", value: WEBHOOK_SECRET },
      { name: "the metrics token", value: METRICS_TOKEN },
      ...secretsInSources(TEST_SECRET_SOURCES.map((p) => path.join(ROOT, p))),
    ];
    const authSecret = path.join(inject("appDataDir"), "auth-secret");
    if (fs.existsSync(authSecret)) secrets.push({ name: "the session signing secret (AUTH_SECRET)", value: fs.readFileSync(authSecret, "utf8").trim() });
    const log = readLog();
    const stderr = fs.existsSync(inject("appStderrFile")) ? fs.readFileSync(inject("appStderrFile"), "utf8") : "";
    // The check means something only on a log that holds the run: requests of many operations.
    const operations = new Set(lines(log).map((l) => l.operationId));
    expect(operations.size).toBeGreaterThan(2);
    const leaks = [...findLeaks(log, secrets).map((l) => ({ ...l, file: "log" })), ...findLeaks(stderr, secrets).map((l) => ({ ...l, file: "stderr" }))];
    expect(leaks, leaks.map((l) => `${l.file}:${l.line}: ${l.name}: ${l.excerpt}`).join("\n")).toEqual([]);
  });
});
