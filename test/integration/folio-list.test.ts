// The dashboard's list filters against a real database (PGlite, or PostgreSQL with DATABASE_URL): the
// status filter in SQL agrees with the serializer's folioStatus for every status (expired included,
// which the API tests cannot reach without waiting a month), and the sessions view's status is bound
// when any folio of the session is bound. Decision 021.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFolioListItem } from "@/lib/api/serializers/folio";
import { createQuote } from "@/lib/quotes/create-quote";
import { listFoliosWithCards } from "@/lib/db/queries/folios/list";
import { listFolios } from "@/lib/quotes/folios";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
let agencyId: string;
const billing = { method: "offline", publishableKey: null, baseUrl: "http://localhost:3000", livemode: true };
const STATUSES = ["quoting", "quoted", "no_quotes", "expired", "bound"] as const;
const prefix = `Listfilter ${Date.now()}`;

async function folio(
  name: string,
  cards: Array<"pending" | "success" | "referred" | "error" | "failed" | "bound">,
  opts: { expired?: boolean; originalQuoteId?: string } = {},
) {
  const programs = ["KM-BOP", "KM-CGL", "HS-CGL"].slice(0, cards.length);
  const raw = {
    programs,
    class_code: "10100",
    business_name: `${prefix} ${name}`,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: new Date().toISOString().slice(0, 10),
    ...(opts.originalQuoteId ? { originalQuoteId: opts.originalQuoteId } : {}),
  };
  const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
  for (const [i, id] of created.applicationIds.entries()) {
    const status = cards[i]!;
    const priced = status === "success" || status === "referred" || status === "bound";
    await t.prisma.application.update({
      where: { id },
      data: { status, ...(priced ? { premiumCents: 100_000, feesCents: 0, taxesCents: 0, totalCents: 100_000 } : {}), leaseUntil: null },
    });
  }
  if (opts.expired) await t.prisma.folio.update({ where: { id: created.folioId }, data: { expiresAt: new Date(Date.now() - 60_000) } });
  return created.folioId;
}

async function everything(filter: Parameters<typeof listFolios>[2]) {
  const out: Array<ReturnType<typeof toFolioListItem>> = [];
  let cursor: string | undefined;
  do {
    const page = await listFolios(t.prisma, agencyId, { q: prefix, ...filter }, 2, cursor);
    out.push(...page.page.map((f) => toFolioListItem(f, billing)));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return out;
}

beforeAll(async () => {
  t = await createTestDatabase("folio_list_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  await t.prisma.application.updateMany({ where: { status: "pending" }, data: { status: "failed" } });
}, 120_000);
afterAll(async () => t?.destroy());

describe("list filters in SQL", () => {
  it("select exactly the folios whose status the serializer gives, for every status", async () => {
    await folio("quoting", ["pending", "success"]);
    await folio("quoted", ["success", "error"]);
    await folio("referred only", ["referred"]);
    await folio("declined", ["error", "failed"]);
    await folio("expired quoted", ["success"], { expired: true });
    await folio("expired quoting", ["pending"], { expired: true });
    await folio("bound", ["bound", "success"]);
    await folio("bound and expired", ["bound"], { expired: true });
    const all = await everything({});
    expect(all).toHaveLength(8);
    const expected = { quoting: 1, quoted: 2, no_quotes: 1, expired: 2, bound: 2 };
    for (const status of STATUSES) {
      const listed = await everything({ status });
      expect(listed.map((f) => f.quoteId).sort(), status).toEqual(
        all
          .filter((f) => f.status === status)
          .map((f) => f.quoteId)
          .sort(),
      );
      expect(listed.length, status).toBe(expected[status]);
      expect((await listFolios(t.prisma, agencyId, { q: prefix, status }, 1)).total, status).toBe(expected[status]);
    }
  });

  it("gives a session the bound status when an earlier folio of it is bound, and counts its folios", async () => {
    const first = await folio("session", ["bound", "success"]);
    const second = await folio("session", ["success", "success"], { originalQuoteId: first });
    const sessions = await everything({ sessions: true, q: `${prefix} session` });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ quoteId: second, status: "quoted", session: { folioCount: 2, status: "bound" } });
    expect((await everything({ sessions: true, q: `${prefix} session`, status: "bound" })).map((s) => s.quoteId)).toEqual([second]);
    expect(await everything({ sessions: true, q: `${prefix} session`, status: "quoted" })).toEqual([]);
    // Without sessions, each folio has its own status.
    expect((await everything({ q: `${prefix} session`, status: "bound" })).map((s) => s.quoteId)).toEqual([first]);
  });

  it("counts the total up to the cap, and says when more match (decision 054)", async () => {
    const q = `${prefix} capped`;
    for (const n of [1, 2, 3]) await folio(`capped ${n}`, ["success"]);
    const exact = await listFoliosWithCards(t.prisma, agencyId, { q }, 2, null, new Date(), 3);
    expect({ total: exact.total, totalCapped: exact.totalCapped, rows: exact.rows.length }).toEqual({ total: 3, totalCapped: false, rows: 3 });
    const capped = await listFoliosWithCards(t.prisma, agencyId, { q }, 1, null, new Date(), 2);
    expect({ total: capped.total, totalCapped: capped.totalCapped, rows: capped.rows.length }).toEqual({ total: 2, totalCapped: true, rows: 2 });
    // Sessions: one per group, counted alike; the API's own cap is 1,000.
    const sessions = await listFoliosWithCards(t.prisma, agencyId, { q, sessions: true }, 5, null, new Date(), 2);
    expect({ total: sessions.total, totalCapped: sessions.totalCapped }).toEqual({ total: 2, totalCapped: true });
    expect(await listFolios(t.prisma, agencyId, { q }, 20)).toMatchObject({ total: 3, totalCapped: false });
  });
});
