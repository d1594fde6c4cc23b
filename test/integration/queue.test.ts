// The rating queue's guarantees against a real database (PGlite, or PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, revokeApiKey, verifyApiKey, VerifiedKeys } from "@/lib/auth/api-keys";
import { cardById, folioApplicationSummaries } from "@/lib/db/queries/applications";
import { claimBatch, claimOne, completeClaim } from "@/lib/db/queries/queue";
import { rateClaimed } from "@/lib/quotes/rate-application";
import { RatingWorker } from "@/lib/jobs/worker";
import { createQuote, INLINE_HOLD_MS, requote } from "@/lib/quotes/create-quote";
import { CreateQuoteRequest, RequoteRequest } from "@/lib/schemas/quote";
import type { RatingOutcome } from "@/lib/rating/types";
import { applicationData, quoteCompletedEvent } from "@/lib/webhooks/payloads";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { waitFor } from "../support/processes";

let t: TestDatabase;
let agencyId: string;

const today = new Date().toISOString().slice(0, 10);
const RISK = {
  class_code: "10100",
  business_name: "Queue Bakery",
  mailing_zip: "60601",
  mailing_state: "IL",
  employee_count: 4,
  annual_revenue: 500000,
  effective_date: today,
};
const body = (programs: string[]) => {
  const raw = { programs, ...RISK };
  return { parsed: CreateQuoteRequest.parse(raw), raw };
};
const quoted: RatingOutcome = {
  status: "quoted",
  premium: { premiumCents: 100000, fees: [], taxes: [], feesCents: 0, taxesCents: 0, totalCents: 100000 },
  worksheet: [],
  carrierQuoteId: "Q",
  carrierApplicationId: "A",
  externalId: null,
  notices: [],
};

beforeAll(async () => {
  t = await createTestDatabase("queue_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
});
afterAll(async () => t?.destroy());

async function clearPending() {
  await t.prisma.application.updateMany({ where: { status: "pending" }, data: { status: "failed", failureReason: "cleared by test", leaseUntil: null } });
}

describe("rating queue", () => {
  it("a created folio's applications are pending rating work, committed with the folio", async () => {
    const { parsed, raw } = body(["KM-BOP", "KM-CGL"]);
    const created = await createQuote(t.prisma, agencyId, parsed, raw);
    const apps = await t.prisma.application.findMany({ where: { folioId: created.folioId }, orderBy: { position: "asc" } });
    expect(apps.map((a) => a.status)).toEqual(["pending", "pending"]);
    expect(apps.every((a) => a.leaseUntil === null)).toBe(true);
  });

  it("concurrent claims never hand out the same application", async () => {
    for (let i = 0; i < 5; i++) {
      const { parsed, raw } = body(["KM-BOP", "KM-CGL", "MP-PL"]);
      await createQuote(t.prisma, agencyId, parsed, raw);
    }
    const batches = await Promise.all([1, 2, 3, 4].map(() => claimBatch(t.prisma, 4, 60_000)));
    const ids = batches.flat().map((c) => c.id);
    expect(ids.length).toBe(16); // 17 pending, four claims of 4
    expect(new Set(ids).size).toBe(ids.length);
    // a leased application is not claimed again while its lease holds
    const again = await claimBatch(t.prisma, 100, 60_000);
    expect(again).toHaveLength(1);
    expect(ids).not.toContain(again[0]!.id);
  });

  it("a single TI program is held for the request that prices it inline: workers cannot take it first, and get it later", async () => {
    await clearPending();
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const raw = {
      programs: ["WT-TI-ESS"],
      country_of_residence: "US",
      residence_state: "IL",
      destination_country: "FR",
      start_date: start,
      end_date: end,
      coverage: { tripCost: 6000 },
      insureds: [{ first_name: "Ana", last_name: "Lopez", date_of_birth: "1985-04-12" }],
    };
    const now = new Date();
    const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw, { now });
    expect(created.priceInline).toBe(created.applicationIds[0]);
    const app = await t.prisma.application.findUniqueOrThrow({ where: { id: created.priceInline! } });
    expect(app.availableAt.getTime()).toBe(now.getTime() + INLINE_HOLD_MS);
    expect(await claimBatch(t.prisma, 10, 30_000)).toEqual([]); // a worker polling now finds nothing
    const claim = await claimOne(t.prisma, created.priceInline!, 30_000); // the request claims it
    expect(claim?.id).toBe(created.priceInline);
    // Had the request died instead, the hold runs out and a worker rates it.
    await t.prisma.application.update({ where: { id: app.id }, data: { availableAt: new Date(Date.now() - 1), leaseUntil: null } });
    expect((await claimBatch(t.prisma, 10, 30_000)).map((c) => c.id)).toEqual([app.id]);
    await clearPending();
  });

  it("a re-quote keeps the programs in the original's order", async () => {
    const order = ["MP-PL", "KM-BOP", "KM-CGL", "HS-CGL"];
    const { parsed, raw } = body(order);
    const created = await createQuote(t.prisma, agencyId, parsed, raw);
    // Cards share a creation time; make the first one's later, so that only the position keeps it first.
    await t.prisma.application.update({ where: { id: created.applicationIds[0]! }, data: { createdAt: new Date(Date.now() + 60_000) } });
    const change = { annual_revenue: 600000 };
    const again = await requote(t.prisma, agencyId, created.folioId, RequoteRequest.parse(change), change);
    const apps = await t.prisma.application.findMany({ where: { folioId: again.folioId }, include: { program: true }, orderBy: { position: "asc" } });
    expect(apps.map((a) => a.program.code)).toEqual(order);
    await clearPending();
  });

  it("an expired lease is taken over, and only the newest claim may record the outcome", async () => {
    await clearPending();
    const { parsed, raw } = body(["KM-CGL"]);
    const created = await createQuote(t.prisma, agencyId, parsed, raw);
    const [first] = await claimBatch(t.prisma, 1, 1); // a 1 ms lease: the "crashed" worker
    expect(first?.id).toBe(created.applicationIds[0]);
    await new Promise((r) => setTimeout(r, 20));
    const [second] = await claimBatch(t.prisma, 1, 60_000);
    expect(second?.id).toBe(first!.id);
    expect(second!.claimCount).toBe(2);
    expect(await completeClaim(t.prisma, first!, quoted, 5)).toBe(false); // stale lease: nothing written
    expect(await completeClaim(t.prisma, second!, quoted, 5)).toBe(true);
    expect(await completeClaim(t.prisma, second!, quoted, 5)).toBe(false); // recorded once
    const app = await t.prisma.application.findUniqueOrThrow({ where: { id: first!.id }, include: { carrierCalls: true } });
    expect(app.status).toBe("success");
    expect(app.totalCents).toBe(100000);
    expect(app.leaseUntil).toBeNull();
    expect(app.carrierCalls).toHaveLength(1);
  });

  it("never claims more calls at once for a carrier than its max_concurrent_calls, counting every worker's leases", async () => {
    await clearPending();
    const keystone = await t.prisma.carrier.update({ where: { code: "keystone" }, data: { maxConcurrentCalls: 3 } });
    try {
      for (let i = 0; i < 4; i++) {
        const { parsed, raw } = body(["KM-BOP", "KM-CGL", "MP-PL"]); // 8 for Keystone, 4 for Meridian
        await createQuote(t.prisma, agencyId, parsed, raw);
      }
      // Each claim's carrier, in the claims' order (findMany returns rows in no particular order).
      const carrierOf = async (ids: string[]) => {
        const rows = await t.prisma.application.findMany({
          where: { id: { in: ids } },
          select: { id: true, program: { select: { carrier: { select: { code: true } } } } },
        });
        const byId = new Map(rows.map((r) => [r.id, r.program.carrier.code]));
        return ids.map((id) => byId.get(id)!);
      };
      // Four workers claim at once: together they take Keystone's three slots and all of Meridian's work.
      const batches = await Promise.all([1, 2, 3, 4].map(() => claimBatch(t.prisma, 10, 60_000)));
      const first = batches.flat();
      expect(new Set(first.map((c) => c.id)).size).toBe(first.length);
      const codes = await carrierOf(first.map((c) => c.id));
      expect(codes.filter((c) => c === "keystone")).toHaveLength(3);
      expect(codes.filter((c) => c === "meridian")).toHaveLength(4);
      expect(await claimBatch(t.prisma, 10, 60_000)).toEqual([]); // Keystone is full
      // One Keystone call ends: one more may start.
      const done = first[codes.indexOf("keystone")]!;
      expect(await completeClaim(t.prisma, done, quoted, 5)).toBe(true);
      const next = await claimBatch(t.prisma, 10, 60_000);
      expect(await carrierOf(next.map((c) => c.id))).toEqual(["keystone"]);
    } finally {
      await t.prisma.carrier.update({ where: { id: keystone.id }, data: { maxConcurrentCalls: 64 } });
      await clearPending();
    }
  });

  it("agencies take turns: one agency's burst does not hold another's quote behind it", async () => {
    await clearPending();
    const second = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "second" } })).id;
    const burst: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { parsed, raw } = body(["KM-BOP", "KM-CGL"]);
      burst.push(...(await createQuote(t.prisma, agencyId, parsed, raw)).applicationIds);
    }
    const { parsed, raw } = body(["KM-CGL"]);
    const late = (await createQuote(t.prisma, second, parsed, raw)).applicationIds[0]!;
    // Oldest first would give the burst's first three; turns give the burst's oldest two and the late one.
    const claims = await claimBatch(t.prisma, 3, 60_000);
    expect(claims.map((c) => c.id)).toContain(late);
    expect(claims.map((c) => c.id).filter((id) => burst.includes(id))).toHaveLength(2);
    await clearPending();
  });

  it("system_payload and its hash cannot be changed once recorded", async () => {
    const { parsed, raw } = body(["KM-CGL"]);
    const created = await createQuote(t.prisma, agencyId, parsed, raw);
    const id = created.applicationIds[0]!;
    await expect(t.prisma.application.update({ where: { id }, data: { systemPayload: { class_code: "99999" } } })).rejects.toThrow(/immutable/);
    await expect(t.prisma.application.update({ where: { id }, data: { systemPayloadHash: "0".repeat(64) } })).rejects.toThrow(/immutable/);
    // other columns still update
    await t.prisma.application.update({ where: { id }, data: { formPayload: { yearsInBusiness: 3 } } });
    const app = await t.prisma.application.findUniqueOrThrow({ where: { id } });
    expect(app.systemPayload).toEqual(RISK);
    expect(app.formPayload).toEqual({ yearsInBusiness: 3 });
  });
});

describe("API keys", () => {
  it("verifies a key by its hash, never stores it, and refuses it once revoked", async () => {
    const keys = new VerifiedKeys();
    const { id, key, prefix } = await createApiKey(t.prisma, agencyId, "test");
    expect(key).toMatch(/^qk_live_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);
    const row = await t.prisma.apiKey.findUniqueOrThrow({ where: { id } });
    expect(JSON.stringify(row)).not.toContain(key);
    expect((await verifyApiKey(t.prisma, key, keys))?.agencyId).toBe(agencyId);
    const tampered = key.slice(0, -1) + (key.endsWith("A") ? "B" : "A");
    expect(await verifyApiKey(t.prisma, tampered, keys)).toBeNull();
    expect(await revokeApiKey(t.prisma, agencyId, id, keys)).toBe(true);
    expect(await verifyApiKey(t.prisma, key, keys)).toBeNull();
  });
});

describe("completion", () => {
  it("writes each outcome with the events the application and folio say once it is written; the last outcome of four completing at once reports the folio, once", async () => {
    await clearPending();
    const { parsed, raw } = body(["KM-BOP", "KM-CGL", "HS-CGL", "MP-PL"]);
    const created = await createQuote(t.prisma, agencyId, parsed, raw);
    const claims = await claimBatch(t.prisma, 10, 60_000);
    expect(claims.map((c) => c.id).sort()).toEqual([...created.applicationIds].sort());
    // A price, a referral, a decline and a failure: every column set the completion writes.
    const referral = { rule: "uw.prior_losses", message: "Two or more losses in three years" };
    const outcomes: RatingOutcome[] = [
      { ...quoted, notices: [{ text: "A notice", type: "notice", level: "info" }] },
      { ...quoted, referrals: [referral] },
      { status: "declined", reasons: [{ code: "class_out_of_appetite", message: "Not written" }], carrierApplicationId: "D-1" },
      { status: "failed", reason: "carrier error 500 after 3 attempts" },
    ];
    const byApp = new Map(created.applicationIds.map((id, i) => [id, outcomes[i]!]));
    const adapter = { rate: async (req: { applicationId: string }) => byApp.get(req.applicationId)! };
    const results = await Promise.all(
      claims.map((c) => rateClaimed(t.prisma, c, { adapterFor: () => adapter, leaseMs: 60_000 }, new AbortController().signal)),
    );
    expect(results.every(Boolean)).toBe(true);

    const events = await t.prisma.event.findMany({ where: { agencyId, subjectId: created.folioId }, orderBy: { seq: "asc" } });
    expect(events.map((e) => e.type).sort()).toEqual([
      "application.declined",
      "application.failed",
      "application.quoted",
      "application.referred",
      "quote.completed",
    ]);
    expect(events.at(-1)!.type).toBe("quote.completed"); // after every outcome, in the order they committed
    for (const id of created.applicationIds) {
      const card = (await cardById(t.prisma, id))!;
      const event = events.find((e) => (e.data as { id?: string }).id === id)!;
      // What was written is what the event says: the statuses, prices, reasons and rated_at (UTC) read back.
      // With the folio's client, which the completion statement adds from the folio row it locks.
      const { insuredId } = await t.prisma.folio.findUniqueOrThrow({ where: { id: created.folioId }, select: { insuredId: true } });
      expect(event.data).toEqual(applicationData(card, insuredId));
      expect(event.createdAt.toISOString()).toBe(card.ratedAt!.toISOString());
    }
    const apps = await t.prisma.application.findMany({ where: { folioId: created.folioId }, include: { carrierCalls: true } });
    expect(apps.map((a) => [a.status, a.carrierCalls.length, a.leaseUntil]).sort()).toEqual([
      ["error", 1, null],
      ["failed", 1, null],
      ["referred", 1, null],
      ["success", 1, null],
    ]);
    const summaries = await folioApplicationSummaries(t.prisma, created.folioId);
    const folio = await t.prisma.folio.findUniqueOrThrow({ where: { id: created.folioId } });
    expect(events.at(-1)!.data).toEqual(
      quoteCompletedEvent({ id: created.folioId, groupId: created.groupId, insuredId: folio.insuredId, renewalOfPolicyId: null }, summaries).data,
    );
    expect(folio.version).toBe(1 + 4); // each outcome moved the version once
  });

  it("a decline after a price keeps the last price but clears the referral; a price after a decline clears the reasons", async () => {
    await clearPending();
    const { parsed, raw } = body(["KM-CGL"]);
    const created = await createQuote(t.prisma, agencyId, parsed, raw);
    const id = created.applicationIds[0]!;
    const rerate = async (outcome: RatingOutcome) => {
      await t.prisma.application.update({ where: { id }, data: { status: "pending", leaseUntil: null } });
      const claim = await claimOne(t.prisma, id, 60_000);
      expect(await completeClaim(t.prisma, claim!, outcome, 1)).toBe(true);
      return t.prisma.application.findUniqueOrThrow({ where: { id } });
    };
    const referred = await rerate({ ...quoted, referrals: [{ rule: "r", message: "m" }] });
    expect([referred.status, referred.totalCents, referred.referralReasons]).toEqual(["referred", 100000, [{ rule: "r", message: "m" }]]);
    const declined = await rerate({ status: "declined", reasons: [{ code: "class_out_of_appetite", message: "m" }], carrierApplicationId: null });
    expect([declined.status, declined.totalCents, declined.referralReasons, declined.declineReasons]).toEqual([
      "error",
      100000,
      null,
      [{ code: "class_out_of_appetite", message: "m" }],
    ]);
    const priced = await rerate({ ...quoted, premium: { ...quoted.premium, totalCents: 90000, premiumCents: 90000 } });
    expect([priced.status, priced.totalCents, priced.declineReasons, priced.failureReason]).toEqual(["success", 90000, null, null]);
    expect(priced.updatedAt.getTime()).toBeGreaterThan(referred.updatedAt.getTime()); // answers saved on a stale read are refused
  });
});

describe("shutdown", () => {
  it("an aborted rating hands its application back at once", async () => {
    await t.prisma.application.updateMany({ where: { status: "pending" }, data: { status: "failed", failureReason: "cleared by test", leaseUntil: null } });
    const { parsed, raw } = body(["KM-CGL"]);
    const created = await createQuote(t.prisma, agencyId, parsed, raw);
    const [claim] = await claimBatch(t.prisma, 1, 60_000);
    expect(claim?.id).toBe(created.applicationIds[0]);
    const abort = new AbortController();
    const hanging = {
      rate: (_req: unknown, ctx: { signal: AbortSignal }) =>
        new Promise<never>((_, reject) => {
          if (ctx.signal.aborted) reject(new Error("aborted"));
          ctx.signal.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    };
    const rating = rateClaimed(t.prisma, claim!, { adapterFor: () => hanging, leaseMs: 60_000 }, abort.signal);
    abort.abort();
    expect(await rating).toBeNull();
    const [again] = await claimBatch(t.prisma, 1, 60_000); // no need to wait for the 60 s lease
    expect(again?.id).toBe(claim!.id);
    expect(again!.claimCount).toBe(2);
  });
});

describe("worker", () => {
  it("rates with bounded concurrency: never more carrier calls at once than RATING_CONCURRENCY, each application once", async () => {
    await clearPending();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { parsed, raw } = body(["KM-BOP", "KM-CGL", "MP-PL"]);
      ids.push(...(await createQuote(t.prisma, agencyId, parsed, raw)).applicationIds);
    }
    let inFlight = 0;
    let peak = 0;
    const calls: string[] = [];
    const slow = {
      rate: async (req: { applicationId?: string }) => {
        calls.push(String(req.applicationId));
        peak = Math.max(peak, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 60));
        inFlight--;
        return quoted;
      },
    };
    const worker = new RatingWorker(t.prisma, { adapterFor: () => slow, leaseMs: 60_000, concurrency: 3, pollMs: 10 }).start();
    try {
      await waitFor(
        "every application rated",
        async () => (await t.prisma.application.count({ where: { id: { in: ids }, status: "pending" } })) === 0,
        20_000,
        25,
      );
    } finally {
      await worker.stop(5_000);
    }
    const apps = await t.prisma.application.findMany({ where: { id: { in: ids } } });
    expect(apps.map((a) => a.status)).toEqual(ids.map(() => "success"));
    expect(calls).toHaveLength(9);
    expect(new Set(calls)).toEqual(new Set(ids));
    expect(peak).toBe(3);
  });
});
