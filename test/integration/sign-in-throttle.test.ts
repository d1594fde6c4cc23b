// The sign-in use case (lib/auth/sign-in.ts) against a real database, with real scrypt, a clock the
// test moves, and a count of the password hashes it runs. The HTTP tests (test/api/sign-in.test.ts)
// run the same rules through the built app; these cover the time-dependent rules without sleeping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLimiter } from "@/lib/auth/limiter";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { checkPortalSession } from "@/lib/auth/sessions";
import { NO_AGENCY_ID, signInLimiter, signInPolicies, signInWithPassword, type SignInDeps, type SignInPolicies } from "@/lib/auth/sign-in";
import { parseEnv } from "@/lib/env";
import { DEMO_AGENCY } from "@/prisma/seed";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let agencyId: string;
const PASSWORD = "correct horse battery staple";
const MINUTE = 60_000;

const policies: SignInPolicies = {
  account: { lockAfter: 10, lockMs: 15 * MINUTE, delayAfter: 3, delayBaseMs: 1000 },
  address: { lockAfter: 30, lockMs: 15 * MINUTE, delayAfter: Number.POSITIVE_INFINITY, delayBaseMs: 0 },
};

beforeAll(async () => {
  t = await createTestDatabase("sign_in_throttle_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } })).id;
  const passwordHash = await hashPassword(PASSWORD);
  await t.prisma.user.createMany({
    data: ["locked@demo.test", "spray@demo.test", "parallel@demo.test", "ok@demo.test", "victim@demo.test", "bystander@demo.test"].map((email) => ({
      agencyId,
      email,
      name: email.split("@")[0]!,
      passwordHash,
    })),
  });
}, 120_000);
afterAll(async () => t?.destroy());

/** A sign-in with its own clock and a count of hashes actually run. */
function harness(start: Date, options: { addressLockAfter?: number; concurrency?: number } = {}) {
  let now = start.getTime();
  const counts = { hashes: 0 };
  const deps: SignInDeps = {
    db: t.prisma,
    policies: { ...policies, address: { ...policies.address, lockAfter: options.addressLockAfter ?? policies.address.lockAfter } },
    limiter: createLimiter({ concurrency: options.concurrency ?? 1, queue: 20, perKey: [20, 20] }),
    verifyPassword: async (password, stored) => {
      counts.hashes++;
      return verifyPassword(password, stored);
    },
    now: () => new Date(now),
  };
  return {
    deps,
    counts,
    advance: (ms: number) => (now += ms),
    attempt: (email: string, password: string, address = "198.51.100.7") => signInWithPassword(deps, { email, password, address, userAgent: "vitest" }),
  };
}

describe("sign-in throttling (real database, real scrypt)", () => {
  it("45 wrong passwords then the right one: refused while locked, no hash while locked, audited; works again once the lock ends", async () => {
    const h = harness(new Date("2026-11-23T09:00:00Z"));
    const outcomes: string[] = [];
    for (let i = 0; i < 45; i++) {
      const r = await h.attempt("Locked@Demo.test", `wrong-${i}`);
      outcomes.push(r.ok ? "ok" : r.reason === "throttled" ? (r.locked ? "locked" : "wait") : r.reason);
      h.advance(5000); // an attempt every 5 s: faster than the later delays
    }
    // Only ten were judged on their password (ten hashes); the tenth locked the account.
    expect(h.counts.hashes).toBe(10);
    expect(outcomes.filter((o) => o === "credentials")).toHaveLength(9);
    expect(outcomes.slice(0, 6)).toEqual(Array(6).fill("credentials")); // no wait before the third failure's 1 s, 2 s, 4 s
    expect(outcomes).toContain("wait"); // then 8 s, 16 s, ... exceed the 5 s between attempts
    const lockedAt = outcomes.indexOf("locked");
    expect(outcomes.slice(lockedAt).every((o) => o === "locked")).toBe(true);
    expect(outcomes).not.toContain("ok");

    const right = await h.attempt("locked@demo.test", PASSWORD);
    expect(right).toMatchObject({ ok: false, reason: "throttled", locked: true });
    expect(h.counts.hashes, "a locked account costs no scrypt").toBe(10);

    const audits = await t.prisma.auditEvent.findMany({ where: { action: "sign_in.locked", objectType: "account", objectId: "locked@demo.test" } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ agencyId, actor: "system", after: { failures: 10, lastAddress: "198.51.100.7" } });

    h.advance(15 * MINUTE);
    const later = await h.attempt("locked@demo.test", PASSWORD);
    expect(later.ok).toBe(true);
    expect(await t.prisma.signInThrottle.findUnique({ where: { key: "account:locked@demo.test" } }), "success clears the account's failures").toBeNull();
    // Checked on the harness's clock: the session lasts 12 hours from the harness's day, not from the wall clock's.
    if (later.ok) expect(await checkPortalSession(t.prisma, later.agent.sessionId, later.agent.id, h.deps.now!())).toBe(true);
  }, 120_000);

  it("from the third failure, a quick retry waits (no hash), and the wait doubles", async () => {
    const h = harness(new Date("2026-11-24T09:00:00Z"));
    for (let i = 0; i < 3; i++) expect(await h.attempt("ok@demo.test", "nope", "198.51.100.20")).toEqual({ ok: false, reason: "credentials" });
    const hashes = h.counts.hashes;
    expect(await h.attempt("ok@demo.test", PASSWORD, "198.51.100.20")).toEqual({ ok: false, reason: "throttled", locked: false, retryAfterMs: 1000 });
    expect(h.counts.hashes).toBe(hashes);
    h.advance(1000);
    expect(await h.attempt("ok@demo.test", "nope", "198.51.100.20")).toEqual({ ok: false, reason: "credentials" });
    h.advance(1999);
    expect(await h.attempt("ok@demo.test", PASSWORD, "198.51.100.20")).toMatchObject({ reason: "throttled", retryAfterMs: 1 });
    h.advance(1);
    expect((await h.attempt("ok@demo.test", PASSWORD, "198.51.100.20")).ok).toBe(true);
  }, 60_000);

  it("one address trying many emails is locked after its limit (6 here), for every email, known or not; audited under no agency", async () => {
    const h = harness(new Date("2026-11-25T09:00:00Z"), { addressLockAfter: 6 });
    const address = "203.0.113.66";
    for (let i = 0; i < 6; i++) {
      const r = await h.attempt(`nobody-${i}@spray.test`, "guess", address);
      expect(r.ok).toBe(false);
    }
    const hashes = h.counts.hashes;
    expect(await h.attempt("spray@demo.test", PASSWORD, address)).toMatchObject({ ok: false, reason: "throttled", locked: true });
    expect(h.counts.hashes).toBe(hashes);
    // The same account from another address is not affected.
    expect((await h.attempt("spray@demo.test", PASSWORD, "203.0.113.67")).ok).toBe(true);
    const audit = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: "sign_in.locked", objectType: "address", objectId: address } });
    expect(audit.agencyId).toBe(NO_AGENCY_ID);
  }, 120_000);

  it("concurrent wrong passwords are all counted (no lost update), and attempts queued behind them see the result", async () => {
    const h = harness(new Date("2026-11-26T09:00:00Z"), { concurrency: 4 });
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => h.attempt("parallel@demo.test", `wrong-${i}`, `192.0.2.${i + 1}`)));
    const row = await t.prisma.signInThrottle.findUniqueOrThrow({ where: { key: "account:parallel@demo.test" } });
    // Up to four hashed at once and recorded their failures concurrently; every hash counted once.
    expect(row.failures).toBe(h.counts.hashes);
    expect(h.counts.hashes).toBeGreaterThanOrEqual(4);
    // Those queued behind re-read the row after taking a slot: past three failures they wait, no hash.
    expect(h.counts.hashes).toBeLessThan(14);
    expect(results.filter((r) => !r.ok && r.reason === "throttled" && !r.locked)).toHaveLength(14 - h.counts.hashes);
  }, 60_000);

  it("a burst of 40 wrong passwords on one account from one address does not refuse another agent from another address (production settings)", async () => {
    // The process's limiter and policies exactly as npm start makes them (the settings' defaults), on the wall clock.
    const defaults = parseEnv({});
    let hashes = 0;
    const hashTimes: string[] = [];
    const t0 = performance.now();
    const deps: SignInDeps = {
      db: t.prisma,
      policies: signInPolicies(defaults),
      limiter: signInLimiter(defaults),
      verifyPassword: async (password, stored) => {
        hashes++;
        const from = performance.now() - t0;
        const ok = await verifyPassword(password, stored);
        hashTimes.push(`${from.toFixed(0)}-${(performance.now() - t0).toFixed(0)}${ok ? " (right)" : ""}`);
        return ok;
      },
    };
    const attempt = (email: string, password: string, address: string) => {
      const started = performance.now();
      return signInWithPassword(deps, { email, password, address, userAgent: "vitest" }).then((result) => ({ result, ms: performance.now() - started }));
    };
    const burstStarted = t0;
    const burst = Array.from({ length: 40 }, (_, i) => attempt("victim@demo.test", `wrong-${i}`, "203.0.113.99"));
    // The legitimate agent arrives while the burst's first hash runs.
    await new Promise((r) => setTimeout(r, 50));
    const legit = await attempt("bystander@demo.test", PASSWORD, "198.51.100.42");
    const results = await Promise.all(burst);
    const burstMs = performance.now() - burstStarted;

    expect(legit.result.ok, JSON.stringify(legit.result)).toBe(true);
    const outcome = (r: (typeof results)[number]["result"]) => (r.ok ? "ok" : r.reason === "throttled" ? (r.locked ? "locked" : "wait") : r.reason);
    const counts = results.reduce<Record<string, number>>((acc, r) => ((acc[outcome(r.result)] = (acc[outcome(r.result)] ?? 0) + 1), acc), {});
    // One hashing, two waiting (the account's places); the rest refused at once, without a hash. (A few
    // more may be admitted if their throttle read ends after the first hash; they then meet the delay.)
    expect(counts.busy).toBeGreaterThanOrEqual(30);
    expect(Object.keys(counts).every((k) => ["busy", "credentials", "wait"].includes(k))).toBe(true);
    expect(Math.max(...results.filter((r) => !r.result.ok && r.result.reason === "busy").map((r) => r.ms))).toBeLessThan(1000);
    expect(hashes).toBeLessThanOrEqual(6);
    console.log(
      `[sign-in burst, in process, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}] 40 parallel wrong passwords on one account from one address: ` +
        `${Object.entries(counts)
          .map(([k, v]) => `${v} ${k}`)
          .join(", ")}; ${hashes} hashes in all; another agent from another address signed in during it in ${legit.ms.toFixed(0)} ms ` +
        `(goal < 2000 ms: ${legit.ms < 2000 ? "met" : "not met"}); burst settled after ${burstMs.toFixed(0)} ms; hashes ran at ms ${hashTimes.join(", ")}`,
    );
    // The figure the issue asks for (< 2 s on this 2-core machine), with room for a loaded machine.
    expect(legit.ms).toBeLessThan(4000);
  }, 60_000);
});
