// GET /v1/events for reconciliation (issue 32 item 7): a created[gte]/created[lt] window, combined with type,
// limit and cursor, and a total counting every page; the window is served by the (agency_id, created_at)
// index. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countEventsOfAgency, eventsOfAgency, eventsOfWindow, insertEvents, type EventFilter } from "@/lib/db/queries/events";
import type { EventData, EventType } from "@/lib/schemas/webhooks";
import { listEvents } from "@/lib/webhooks/events";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let agencyId: string;
let otherAgencyId: string;
const ids: Record<string, string> = {};
const seqOf: Record<string, string> = {};

const quoteData = (): EventData => ({
  object: "quote",
  id: randomUUID(),
  groupId: randomUUID(),
  insuredId: randomUUID(),
  renewalOfPolicyId: null,
  applications: [],
});
const at = (day: number, hour = 12) => new Date(Date.UTC(2031, 0, day, hour));

beforeAll(async () => {
  t = await createTestDatabase("event_window_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  otherAgencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "second" } })).id;
  // Days 1..6 of January 2031, one event each (even days quote.completed, odd days application.quoted; the
  // data's shape does not matter here), and one of another agency inside the window.
  for (let day = 1; day <= 6; day++) {
    const type: EventType = day % 2 ? "application.quoted" : "quote.completed";
    ids[day] = (await t.prisma.$transaction((tx) => insertEvents(tx, agencyId, [{ type, data: quoteData(), subjectId: randomUUID() }], at(day))))[0]!;
  }
  for (const e of await t.prisma.event.findMany({ where: { agencyId } })) seqOf[Object.keys(ids).find((d) => ids[d] === e.id)!] = String(e.seq);
  await t.prisma.$transaction((tx) => insertEvents(tx, otherAgencyId, [{ type: "quote.completed", data: quoteData(), subjectId: randomUUID() }], at(3)));
});
afterAll(async () => {
  await t?.destroy();
});

const window = { "created[gte]": at(2, 0).toISOString(), "created[lt]": at(5, 12).toISOString() };

describe("events in a created window", () => {
  it("keeps events at or after gte and before lt, newest first, with the total", async () => {
    const page = await listEvents(t.prisma, agencyId, { limit: 100, ...window });
    expect(page.items.map((e) => e.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(page.total).toBe(3);
    expect(page.nextCursor).toBeNull();
  });

  it("pages through the window with the cursor, the total the same on every page", async () => {
    const first = await listEvents(t.prisma, agencyId, { limit: 2, ...window });
    expect(first.items.map((e) => e.id)).toEqual([ids[4], ids[3]]);
    expect(first.total).toBe(3);
    const second = await listEvents(t.prisma, agencyId, { limit: 2, ...window, cursor: first.nextCursor! });
    expect(second.items.map((e) => e.id)).toEqual([ids[2]]);
    expect(second.total).toBe(3);
    expect(second.nextCursor).toBeNull();
  });

  it("combines with type, and each bound alone", async () => {
    const quotes = await listEvents(t.prisma, agencyId, { limit: 100, type: "quote.completed", ...window });
    expect(quotes.items.map((e) => e.id)).toEqual([ids[4], ids[2]]);
    expect(quotes.total).toBe(2);
    const since = await listEvents(t.prisma, agencyId, { limit: 100, "created[gte]": at(5, 12).toISOString() });
    expect(since.items.map((e) => e.id)).toEqual([ids[6], ids[5]]);
    const before = await listEvents(t.prisma, agencyId, { limit: 100, "created[lt]": at(2, 12).toISOString() });
    expect(before.items.map((e) => e.id)).toEqual([ids[1]]);
    expect(before.total).toBe(1);
    const all = await listEvents(t.prisma, agencyId, { limit: 1 });
    expect(all.total).toBe(6);
  });

  it("counts a window with the (agency_id, created_at, seq) index", async () => {
    // With sequential scans priced out, the planner picks an index if one serves the window.
    const plan = await t.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return tx.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(
        `EXPLAIN SELECT count(*) FROM events WHERE agency_id = '${agencyId}' AND created_at >= '2031-01-02' AND created_at < '2031-01-05'`,
      );
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("events_agency_id_created_at_seq_idx");
  });

  it("counts to the cap and says when more match (decision 054)", async () => {
    const days = { createdGte: at(2, 0), createdLt: at(5, 0) };
    expect(await countEventsOfAgency(t.prisma, agencyId, days)).toEqual({ total: 3, totalCapped: false });
    expect(await countEventsOfAgency(t.prisma, agencyId, days, 3)).toEqual({ total: 3, totalCapped: false });
    expect(await countEventsOfAgency(t.prisma, agencyId, days, 2)).toEqual({ total: 2, totalCapped: true });
    expect(await countEventsOfAgency(t.prisma, agencyId, { ...days, type: "quote.completed" }, 1)).toEqual({ total: 1, totalCapped: true });
    expect(await listEvents(t.prisma, agencyId, { limit: 1 })).toMatchObject({ total: 6, totalCapped: false });
  });
  it("reads a window of at most WINDOW_READ_MAX events from the window itself, the same pages as the walk along seq", async () => {
    // listEvents reads a window the count found to hold at most WINDOW_READ_MAX with eventsOfWindow, a bigger one with
    // eventsOfAgency:
    // every filter, bound and cursor gives both the same events in the same order.
    const filters: EventFilter[] = [
      { createdGte: at(2, 0), createdLt: at(5, 12) },
      { createdGte: at(2, 0), createdLt: at(5, 12), type: "quote.completed" },
      { createdGte: at(5, 12) },
      { createdLt: at(3, 12) },
      { createdGte: at(7) }, // empty
    ];
    for (const filter of filters) {
      for (const beforeSeq of [undefined, BigInt(seqOf[4]!)]) {
        for (const limit of [1, 2, 100]) {
          const opts = { ...filter, limit, ...(beforeSeq !== undefined ? { beforeSeq } : {}) };
          const small = (await eventsOfWindow(t.prisma, agencyId, opts)).map((e) => e.id);
          const walked = (await eventsOfAgency(t.prisma, agencyId, opts)).map((e) => e.id);
          expect(small, JSON.stringify({ ...opts, beforeSeq: String(beforeSeq) })).toEqual(walked);
        }
      }
    }
    expect((await eventsOfWindow(t.prisma, agencyId, { createdGte: at(2, 0), createdLt: at(5, 12), limit: 100 })).map((e) => e.id)).toEqual([
      ids[4],
      ids[3],
      ids[2],
    ]);
    expect(await eventsOfWindow(t.prisma, otherAgencyId, { createdGte: at(1), createdLt: at(7), limit: 100 })).toHaveLength(1);
  });
});
