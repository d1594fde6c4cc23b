// The real HTTP adapter against the real sandbox carrier on 127.0.0.1.
import { getEventListeners } from "node:events";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RatingOutcome } from "@/lib/rating/types";

import { backoffDelayMs, createHttpCarrierAdapter, parseRetryAfterMs, type HttpCarrierAdapterConfig } from "./adapter";
import {
  FIXED_PREMIUM,
  TEST_BAD_TOTALS,
  TEST_ENGINE_FAILS,
  businessRisk,
  fixedPriceRate,
  programLookup,
  ratingRequest,
  travelRisk,
} from "@/test/fakes/sandbox-fixtures";
import { createSandboxCarrierServer, SANDBOX_DECLINE_REASON } from "@/sandbox-carrier/server";

const server = createSandboxCarrierServer({ rate: fixedPriceRate, programs: programLookup });
let baseUrl = "";

beforeAll(async () => {
  baseUrl = (await server.listen(0, "127.0.0.1")).url;
});
afterAll(() => server.close());

const live = () => new AbortController().signal;

/** The adapter with recorded sleeps (resolving at once) and every fetch it made. */
function adapter(overrides: Partial<HttpCarrierAdapterConfig> = {}) {
  const sleeps: number[] = [];
  const requests: { url: string; headers: Headers }[] = [];
  const instance = createHttpCarrierAdapter({
    baseUrl,
    timeoutMs: 2_000,
    maxAttempts: 3,
    baseDelayMs: 100,
    maxDelayMs: 1_000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    fetch: (input, init) => {
      requests.push({ url: String(input), headers: new Headers(init?.headers) });
      return fetch(input, init);
    },
    ...overrides,
  });
  return { instance, sleeps, requests };
}

describe("HTTP carrier adapter against the sandbox carrier", () => {
  it("maps a quoted reply to a quoted outcome", async () => {
    const { instance, requests } = adapter();
    const req = ratingRequest(businessRisk("Golden Crust Bakery LLC"));
    const outcome = await instance.rate(req, { signal: live() });
    expect(outcome).toEqual({
      status: "quoted",
      premium: FIXED_PREMIUM,
      worksheet: [
        { step: "base", label: "Fixed base premium", amountCents: 100_000, runningCents: 100_000 },
        { step: "policy_fee", label: "Policy fee", amountCents: 2_500, runningCents: 102_500 },
        { step: "premium_tax", label: "Premium tax 3%", factor: 0.03, amountCents: 3_000, runningCents: 105_500 },
      ],
      carrierQuoteId: `Q-${req.applicationId}`,
      carrierApplicationId: `A-${req.applicationId}`,
      externalId: null,
      notices: [{ text: "Sandbox quote, not bindable with a real carrier.", type: "notice", level: "info" }],
    } satisfies RatingOutcome);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`${baseUrl}/v1/quotes`);
    expect(server.requestCount(req.applicationId)).toBe(1);
  });

  it("sends the applicationId as the Idempotency-Key on every attempt", async () => {
    const { instance, requests } = adapter();
    const req = ratingRequest(businessRisk("Idem Bakery SANDBOX_FLAKY"));
    expect((await instance.rate(req, { signal: live() })).status).toBe("quoted");
    expect(requests.map((r) => r.headers.get("idempotency-key"))).toEqual([req.applicationId, req.applicationId, req.applicationId]);
    // The server counts by requestId and rejects a header that differs from it (see server.test.ts).
    expect(server.requestCount(req.applicationId)).toBe(3);
  });

  it("maps a decline (business marker and travel marker in an insured's last name)", async () => {
    const { instance } = adapter();
    const business = ratingRequest(businessRisk("Nope Bakery SANDBOX_DECLINE"));
    expect(await instance.rate(business, { signal: live() })).toEqual({
      status: "declined",
      reasons: [SANDBOX_DECLINE_REASON],
      carrierApplicationId: business.applicationId,
    });
    const travel = ratingRequest(travelRisk("Sandbox_Decline"));
    expect((await instance.rate(travel, { signal: live() })).status).toBe("declined");
  });

  it("fails after maxAttempts on a persistent 500, every attempt reaching the carrier", async () => {
    const { instance, sleeps } = adapter();
    const req = ratingRequest(businessRisk("Broken Bakery SANDBOX_ERROR"));
    const outcome = await instance.rate(req, { signal: live() });
    expect(outcome).toEqual({
      status: "failed",
      reason: "carrier error 500 after 3 attempts: internal_error: Sandbox carrier internal error (SANDBOX_ERROR).",
    });
    expect(server.requestCount(req.applicationId)).toBe(3);
    expect(sleeps).toHaveLength(2);
  });

  it("succeeds on the 3rd attempt when the carrier is flaky (503, 503, 200)", async () => {
    const { instance, sleeps } = adapter();
    const req = ratingRequest(businessRisk("Flaky Bakery SANDBOX_FLAKY"));
    const outcome = await instance.rate(req, { signal: live() });
    expect(outcome.status).toBe("quoted");
    expect(server.requestCount(req.applicationId)).toBe(3);
    expect(sleeps).toEqual([50, 100]); // random 0.5 x 100, 0.5 x 200
  });

  it("fails when flaky outlasts maxAttempts", async () => {
    const { instance } = adapter({ maxAttempts: 2 });
    const outcome = await instance.rate(ratingRequest(businessRisk("SANDBOX_FLAKY")), { signal: live() });
    expect(outcome).toMatchObject({ status: "failed", reason: expect.stringMatching(/^carrier error 503 after 2 attempts: unavailable/) });
  });

  it("honours Retry-After on a 429 instead of the backoff", async () => {
    const { instance, sleeps } = adapter({ random: () => 0.99 });
    const req = ratingRequest(businessRisk("Busy Bakery SANDBOX_RATELIMIT"));
    expect((await instance.rate(req, { signal: live() })).status).toBe("quoted");
    expect(server.requestCount(req.applicationId)).toBe(2);
    expect(sleeps).toEqual([0]); // Retry-After: 0, although the backoff would have drawn 99
  });

  it("fails with a timeout reason on a hanging carrier, within about timeoutMs x maxAttempts", async () => {
    const { instance } = adapter({ timeoutMs: 200, sleep: undefined, baseDelayMs: 10, maxDelayMs: 20 });
    const req = ratingRequest(businessRisk("Silent Bakery SANDBOX_HANG"));
    const started = performance.now();
    const outcome = await instance.rate(req, { signal: live() });
    const elapsed = performance.now() - started;
    expect(outcome).toEqual({ status: "failed", reason: "carrier timed out after 3 attempts (200 ms each)" });
    expect(elapsed).toBeGreaterThanOrEqual(590);
    expect(elapsed).toBeLessThan(1_500);
    expect(server.requestCount(req.applicationId)).toBe(3);
  });

  it("times out on SANDBOX_LATENCY_<ms> longer than the timeout, and quotes when it fits", async () => {
    const slow = adapter({ timeoutMs: 100, maxAttempts: 1 });
    expect(await slow.instance.rate(ratingRequest(businessRisk("SANDBOX_LATENCY_400")), { signal: live() })).toEqual({
      status: "failed",
      reason: "carrier timed out after 1 attempt (100 ms each)",
    });
    const patient = adapter({ timeoutMs: 2_000, maxAttempts: 1 });
    const started = performance.now();
    expect((await patient.instance.rate(ratingRequest(businessRisk("Slow SANDBOX_LATENCY_250")), { signal: live() })).status).toBe("quoted");
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it("turns a malformed reply into a failed outcome, not a throw, without retrying", async () => {
    const { instance, requests } = adapter();
    const outcome = await instance.rate(ratingRequest(businessRisk("Odd Bakery SANDBOX_MALFORMED")), { signal: live() });
    expect(outcome.status).toBe("failed");
    expect(outcome.status === "failed" && outcome.reason).toMatch(/^malformed carrier reply: .*premium/);
    expect(requests).toHaveLength(1);
  });

  it("fails a quote whose totals do not add up", async () => {
    const { instance } = adapter();
    const outcome = await instance.rate(ratingRequest(businessRisk(`Sums Bakery ${TEST_BAD_TOTALS}`)), { signal: live() });
    expect(outcome).toEqual({
      status: "failed",
      reason: "malformed carrier reply: premium.totalCents: totalCents 105501 != premiumCents 100000 + feesCents 2500 + taxesCents 3000",
    });
  });

  it("does not retry other 4xx and reports the carrier's message", async () => {
    const { instance, requests } = adapter();
    const unknown = ratingRequest(businessRisk("Bakery"));
    const outcome = await instance.rate({ ...unknown, program: { ...unknown.program, code: "NO_SUCH_PROGRAM" } }, { signal: live() });
    expect(outcome).toEqual({
      status: "failed",
      reason: "carrier rejected the request (404): program_not_found: unknown program NO_SUCH_PROGRAM",
    });
    expect(requests).toHaveLength(1);

    const engineFails = await instance.rate(ratingRequest(businessRisk(`Bakery ${TEST_ENGINE_FAILS}`)), { signal: live() });
    expect(engineFails).toEqual({
      status: "failed",
      reason: "carrier rejected the request (422): rating_failed: rating plan has no rate for class 10100",
    });
  });

  it("fails with 'could not connect' when nothing listens, after maxAttempts", async () => {
    const closed = createSandboxCarrierServer({ rate: fixedPriceRate, programs: programLookup });
    const { url } = await closed.listen(0, "127.0.0.1");
    await closed.close();
    const { instance, requests } = adapter({ baseUrl: url });
    const outcome = await instance.rate(ratingRequest(businessRisk("Bakery")), { signal: live() });
    expect(outcome).toMatchObject({ status: "failed", reason: expect.stringMatching(/^could not connect to carrier: .*ECONNREFUSED.*\(3 attempts\)$/) });
    expect(requests).toHaveLength(3);
  });

  it("rejects promptly with the signal's reason when shut down mid-request", async () => {
    const { instance } = adapter({ timeoutMs: 10_000 });
    const shutdown = new AbortController();
    const started = performance.now();
    const pending = instance.rate(ratingRequest(businessRisk("SANDBOX_HANG")), { signal: shutdown.signal });
    setTimeout(() => shutdown.abort(new Error("shutting down")), 100);
    await expect(pending).rejects.toThrow("shutting down");
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("rejects promptly when shut down during a backoff sleep", async () => {
    const { instance } = adapter({ sleep: undefined, baseDelayMs: 10_000, maxDelayMs: 10_000 });
    const shutdown = new AbortController();
    const started = performance.now();
    const pending = instance.rate(ratingRequest(businessRisk("SANDBOX_ERROR")), { signal: shutdown.signal });
    setTimeout(() => shutdown.abort(new Error("shutting down")), 150);
    await expect(pending).rejects.toThrow("shutting down");
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("leaves no listeners on a long-lived shutdown signal", async () => {
    const { instance } = adapter({ sleep: undefined, baseDelayMs: 5, maxDelayMs: 5, timeoutMs: 100 });
    const shutdown = new AbortController();
    for (const name of ["Bakery", "SANDBOX_FLAKY", "SANDBOX_HANG", "SANDBOX_MALFORMED"]) {
      await instance.rate(ratingRequest(businessRisk(name)), { signal: shutdown.signal });
    }
    expect(getEventListeners(shutdown.signal, "abort")).toHaveLength(0);
  });

  it("does not call the carrier when already aborted", async () => {
    const { instance, requests } = adapter();
    await expect(instance.rate(ratingRequest(businessRisk("Bakery")), { signal: AbortSignal.abort(new Error("gone")) })).rejects.toThrow("gone");
    expect(requests).toHaveLength(0);
  });
});

describe("backoff", () => {
  it("grows exponentially with full jitter and is capped", async () => {
    const { instance, sleeps } = adapter({ maxAttempts: 6, baseDelayMs: 100, maxDelayMs: 500, random: () => 0.999 });
    expect((await instance.rate(ratingRequest(businessRisk("SANDBOX_ERROR")), { signal: live() })).status).toBe("failed");
    // ceilings 100, 200, 400, 800->500, 1600->500
    expect(sleeps).toEqual([99, 199, 399, 499, 499]);
  });

  it("draws the whole range [0, ceiling) from random", () => {
    const cfg = { baseDelayMs: 100, maxDelayMs: 10_000 };
    expect(backoffDelayMs(1, cfg, () => 0)).toBe(0);
    expect(backoffDelayMs(3, cfg, () => 0.25)).toBe(100);
    expect(backoffDelayMs(20, cfg, () => 0.5)).toBe(5_000);
  });

  it("never retries before Retry-After: one longer than maxRetryAfterMs fails the rating at once", async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const instance = createHttpCarrierAdapter({
      baseUrl: "http://carrier.invalid",
      timeoutMs: 1_000,
      maxAttempts: 2,
      baseDelayMs: 10,
      maxDelayMs: 750,
      maxRetryAfterMs: 60_000,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      fetch: async () => {
        calls += 1;
        return new Response(JSON.stringify({ error: { code: "rate_limited", message: "slow down" } }), {
          status: 429,
          headers: { "retry-after": "120" },
        });
      },
    });
    const outcome = await instance.rate(ratingRequest(businessRisk("Bakery")), { signal: live() });
    expect(outcome).toEqual({ status: "failed", reason: "carrier rate limited us (429) and asked us to wait 120 s: rate_limited: slow down" });
    expect(sleeps).toEqual([]);
    expect(calls).toBe(1);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(parseRetryAfterMs(null)).toBeUndefined();
    expect(parseRetryAfterMs("0")).toBe(0);
    expect(parseRetryAfterMs(" 3 ")).toBe(3_000);
    expect(parseRetryAfterMs("Sun, 22 Nov 2026 10:00:05 GMT", now)).toBe(5_000);
    expect(parseRetryAfterMs("Sun, 22 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfterMs("soon")).toBeUndefined();
  });
});
