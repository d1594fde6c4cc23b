// Hardening against a real database: Idempotency-Key leases and expiry, answers that cannot change
// under or after a bind, and the demo key that npm start keeps.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withIdempotency, type IdempotentOperation } from "@/lib/api/idempotency";
import { describeError } from "@/lib/api/route";
import { bindApplications } from "@/lib/bind/bind";
import { saveFormAnswers } from "@/lib/bind/form";
import { createQuote } from "@/lib/quotes/create-quote";
import { rateNow } from "@/lib/quotes/rate-application";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { createOfflineProvider } from "@/lib/payments/offline";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { ensureDemoApiKey, DEMO_KEY_NAME } from "@/scripts/demo-key";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let agencyId: string;
const deps = { adapterFor: createCarrierRegistry({ sandboxBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000, maxAttempts: 1, baseDelayMs: 0 }), leaseMs: 30_000 };

beforeAll(async () => {
  t = await createTestDatabase("hardening_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
});
afterAll(async () => t?.destroy());

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe("Idempotency-Key leases and expiry", () => {
  const LEASE = 10_000;
  const op = (runs: string[], recovered: string[], work: () => Promise<void> = async () => undefined): IdempotentOperation => ({
    run: async (mark) => {
      runs.push("run");
      await work();
      const id = crypto.randomUUID();
      await t.prisma.$transaction(async (tx) => mark(tx, id));
      return { status: 201, body: { id } };
    },
    recover: async (id) => {
      recovered.push(id);
      return { status: 201, body: { id } };
    },
  });

  it("a key whose request died after committing is taken over when its lease runs out, and answers the committed resource", async () => {
    const key = `crashed-${Date.now()}`;
    const body = { a: 1 };
    // The first request: committed its resource, then its process died (the lease is never renewed).
    const crashedResource = crypto.randomUUID();
    const first = withIdempotency(
      t.prisma,
      agencyId,
      key,
      "scope",
      body,
      {
        run: async (mark) => {
          await t.prisma.$transaction(async (tx) => mark(tx, crashedResource));
          await new Promise(() => undefined); // never answers
          return { status: 201, body: {} };
        },
        recover: async () => ({ status: 201, body: {} }),
      },
      // A long lease: the retry below must find it held even on a loaded machine (the lease is expired by hand after).
      10_000,
    );
    void first;
    await sleep(50);
    // While the lease is held (and renewed), a retry is told to wait.
    await expect(withIdempotency(t.prisma, agencyId, key, "scope", body, op([], []), 300)).rejects.toMatchObject({ code: "conflict" });
    // Simulate the death: stop renewing by expiring the lease as a dead process would leave it.
    await sleep(50);
    await t.prisma.idempotencyRecord.update({
      where: { agencyId_key: { agencyId, key } },
      data: { leaseToken: crypto.randomUUID(), leaseUntil: new Date(Date.now() - 1) },
    });
    const runs: string[] = [];
    const recovered: string[] = [];
    const answer = await withIdempotency(t.prisma, agencyId, key, "scope", body, op(runs, recovered), 300);
    expect(runs).toEqual([]);
    expect(recovered).toEqual([crashedResource]);
    expect(answer.replayed).toBe(true);
    // and the recovered answer is kept: the next retry replays it without recovering again
    const again = await withIdempotency(t.prisma, agencyId, key, "scope", body, op(runs, recovered), 300);
    expect(again.body).toEqual({ id: crashedResource });
    expect(recovered).toHaveLength(1);
  });

  it("a key whose request died before committing runs again after the lease; a mismatched body is still refused", async () => {
    const key = `early-crash-${Date.now()}`;
    await t.prisma.idempotencyRecord.create({
      data: {
        agencyId,
        key,
        scope: "scope",
        requestHash: "stale",
        status: 0,
        leaseToken: crypto.randomUUID(),
        leaseUntil: new Date(Date.now() - 1000),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    await expect(withIdempotency(t.prisma, agencyId, key, "scope", { b: 1 }, op([], []), LEASE)).rejects.toMatchObject({ code: "idempotency_mismatch" });
    const key2 = `early-crash-2-${Date.now()}`;
    const runs: string[] = [];
    const first = await withIdempotency(t.prisma, agencyId, key2, "scope", { b: 1 }, op(runs, []), LEASE);
    await t.prisma.idempotencyRecord.update({
      where: { agencyId_key: { agencyId, key: key2 } },
      data: { status: 0, response: undefined, resourceId: null, leaseUntil: new Date(Date.now() - 1) },
    });
    const second = await withIdempotency(t.prisma, agencyId, key2, "scope", { b: 1 }, op(runs, []), LEASE);
    expect(runs).toEqual(["run", "run"]);
    expect(second.body).not.toEqual(first.body);
  });

  it("a running request renews its lease, so a slow request is never taken over", async () => {
    const key = `slow-${Date.now()}`;
    const runs: string[] = [];
    const slow = withIdempotency(
      t.prisma,
      agencyId,
      key,
      "scope",
      {},
      op(runs, [], () => sleep(1200)),
      300,
    );
    await sleep(800); // well past one lease (300 ms) without renewal
    await expect(withIdempotency(t.prisma, agencyId, key, "scope", {}, op(runs, []), 300)).rejects.toMatchObject({ code: "conflict" });
    const answer = await slow;
    const replay = await withIdempotency(t.prisma, agencyId, key, "scope", {}, op(runs, []), 300);
    expect(replay.body).toEqual(answer.body);
    expect(runs).toEqual(["run"]);
  });

  it("keys expire after 24 hours: an expired key runs anew, even with another body", async () => {
    const key = `expired-${Date.now()}`;
    const runs: string[] = [];
    await withIdempotency(t.prisma, agencyId, key, "scope", { v: 1 }, op(runs, []), LEASE);
    const record = await t.prisma.idempotencyRecord.findUniqueOrThrow({ where: { agencyId_key: { agencyId, key } } });
    expect(record.expiresAt.getTime() - record.createdAt.getTime()).toBeGreaterThanOrEqual(24 * 3600_000 - 5000);
    await t.prisma.idempotencyRecord.update({ where: { agencyId_key: { agencyId, key } }, data: { expiresAt: new Date(Date.now() - 1) } });
    const fresh = await withIdempotency(t.prisma, agencyId, key, "scope", { v: 2 }, op(runs, []), LEASE);
    expect(fresh.replayed).toBe(false);
    expect(runs).toEqual(["run", "run"]);
  });
});

/** The test database's client, answering every application read `ms` late (the row read is the row as it was). */
function slowReads(ms: number): typeof t.prisma {
  return t.prisma.$extends({
    query: {
      application: {
        async findFirst({ args, query }) {
          const row = await query(args);
          await sleep(ms);
          return row;
        },
      },
    },
  }) as unknown as typeof t.prisma;
}

describe("answers and bind", () => {
  const card = { method: "card" as const, card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" } };
  async function quotedCgl(): Promise<{ id: string; folioId: string }> {
    const raw = {
      programs: ["KM-CGL"],
      class_code: "10100",
      business_name: `Race Bakery ${crypto.randomUUID().slice(0, 8)}`, // one insured per policy (decision 019)
      mailing_zip: "60601",
      mailing_state: "IL",
      employee_count: 4,
      annual_revenue: 500000,
      effective_date: new Date().toISOString().slice(0, 10),
    };
    const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
    const id = created.applicationIds[0]!;
    await rateNow(t.prisma, id, deps, AbortSignal.timeout(10_000));
    await saveFormAnswers(
      t.prisma,
      agencyId,
      created.folioId,
      id,
      { form_payload: { yearsInBusiness: 3, priorClaims: 0, usesWrittenContracts: true } },
      { actor: "test", requestId: "req" },
    );
    await rateNow(t.prisma, id, deps, AbortSignal.timeout(10_000)); // the answers re-rate it (decision 016)
    return { id, folioId: created.folioId };
  }

  it("in 25 races of an answer edit against a bind, no answer is ever written after the bind", async () => {
    const provider = createOfflineProvider();
    let refusedAfterBind = 0;
    for (let i = 0; i < 25; i++) {
      const app = await quotedCgl();
      // The edit reads the application, then is held up (as a busy server would) while the bind runs:
      // the window in which the probe saw answers land after the bind.
      const edit = saveFormAnswers(
        slowReads(i % 5 === 0 ? 0 : 20 + 10 * (i % 4)),
        agencyId,
        app.folioId,
        app.id,
        { form_payload: { subcontractedPercent: i } },
        { actor: "test", requestId: `edit-${i}` },
      ).then(
        () => "saved",
        (e: { code?: string }) => e.code ?? "error",
      );
      const bind = bindApplications(
        t.prisma,
        agencyId,
        { applicationIds: [app.id], paymentPlan: "annual", payment: card },
        { actor: "test", requestId: `bind-${i}`, provider },
      ).then(
        () => "bound",
        (e: { code?: string }) => e.code ?? "error",
      );
      const [edited, bound] = await Promise.all([edit, bind]);
      expect(["saved", "already_bound", "bind_in_progress"]).toContain(edited);
      if (edited !== "saved") refusedAfterBind++;
      // An edit that lands first re-rates the application (decision 016): the bind then finds it quoting and
      // refuses, as it must not charge a price the new answers have not been rated at.
      expect(bound === "bound" || (edited === "saved" && bound === "not_quoted"), `edit ${edited}, bind ${bound}`).toBe(true);
      if (bound !== "bound") continue;
      const events = await t.prisma.auditEvent.findMany({
        where: { OR: [{ objectId: app.id }, { action: "policy.bind", before: { path: ["applicationId"], equals: app.id } }] },
        orderBy: { id: "asc" },
      });
      const bindAt = events.findIndex((e) => e.action === "policy.bind");
      expect(bindAt).toBeGreaterThan(-1);
      expect(events.slice(bindAt).filter((e) => e.action === "application.form_edit")).toEqual([]);
      const row = await t.prisma.application.findUniqueOrThrow({ where: { id: app.id } });
      expect(row.status).toBe("bound");
      expect((row.formPayload as Record<string, unknown>).subcontractedPercent === i).toBe(edited === "saved");
    }
    // the race was really run: some edits came too late and were refused
    expect(refusedAfterBind).toBeGreaterThan(0);
  });

  it("refuses an edit while the bind lock is held, naming the bind in progress", async () => {
    const app = await quotedCgl();
    await t.prisma.application.update({ where: { id: app.id }, data: { bindToken: crypto.randomUUID(), bindUntil: new Date(Date.now() + 60_000) } });
    await expect(
      saveFormAnswers(t.prisma, agencyId, app.folioId, app.id, { form_payload: { priorClaims: 2 } }, { actor: "test", requestId: "r" }),
    ).rejects.toMatchObject({ code: "bind_in_progress" });
    const row = await t.prisma.application.findUniqueOrThrow({ where: { id: app.id } });
    expect((row.formPayload as Record<string, unknown>).priorClaims).toBe(0);
  });
});

describe("the demo key npm start prints", () => {
  it("is kept in the data directory and printed again; revoked, the next start mints one and no earlier demo key stays live", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-key-"));
    try {
      const first = await ensureDemoApiKey(t.prisma, agencyId, dir);
      const second = await ensureDemoApiKey(t.prisma, agencyId, dir);
      const third = await ensureDemoApiKey(t.prisma, agencyId, dir);
      expect(second).toBe(first);
      expect(third).toBe(first);
      expect(fs.statSync(path.join(dir, "demo-api-key")).mode & 0o777).toBe(0o600);
      await t.prisma.apiKey.updateMany({ where: { name: DEMO_KEY_NAME }, data: { revokedAt: new Date() } });
      const fourth = await ensureDemoApiKey(t.prisma, agencyId, dir);
      expect(fourth).not.toBe(first);
      // A second data directory (another clone against the same PostgreSQL) takes over the demo key.
      const other = fs.mkdtempSync(path.join(os.tmpdir(), "demo-key-"));
      await ensureDemoApiKey(t.prisma, agencyId, other);
      fs.rmSync(other, { recursive: true, force: true });
      // One demo key in use in either mode, and it is the test twin's (decision 043: npm start prints a test key).
      const inUse = await t.prisma.apiKey.findMany({
        where: { name: DEMO_KEY_NAME, revokedAt: null, agency: { OR: [{ id: agencyId }, { liveAgencyId: agencyId }] } },
        include: { agency: true },
      });
      expect(inUse.map((k) => [k.agency.livemode, k.agency.liveAgencyId, k.prefix.slice(0, 8)])).toEqual([[false, agencyId, "qk_test_"]]);
      expect(first).toMatch(/^qk_test_/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("what the log keeps of an unexpected error", () => {
  it("names a Prisma error's kind and code, and never the arguments it was called with", async () => {
    const secret = "Sunrise Bakery tax id 12-3456789";
    const errors: unknown[] = [];
    await t.prisma.folio.findFirst({ where: { insuredName: secret, nonsense: secret } as never }).catch((e: unknown) => errors.push(e));
    await t.prisma.$executeRawUnsafe(`SELECT $1::int`, secret).catch((e: unknown) => errors.push(e));
    expect(errors).toHaveLength(2);
    for (const error of errors) {
      const logged = JSON.stringify(describeError(error));
      expect(logged).toMatch(/PrismaClient/);
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain("12-3456789");
    }
  });
});
