// The folio status rule exists twice (issue 29 item 4): the pure folioStatus (lib/quotes/folio-status.ts),
// which the API shows, and statusWhere in SQL (lib/db/queries/folios/list.ts), which filters the list in the
// database. Here they are held to agree on every combination of application statuses a folio can have,
// live and past its expiry, against a real database (PGlite, or PostgreSQL with DATABASE_URL), so neither
// can change alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_STATUS } from "@/lib/shapes/card-status";
import type { FolioStatusName } from "@/lib/db/queries/folios/list";
import { createQuote } from "@/lib/quotes/create-quote";
import { folioStatus } from "@/lib/quotes/folio-status";
import { listFolios } from "@/lib/quotes/folios";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { createTestDatabase, type TestDatabase } from "../support/db";

type AppStatus = keyof typeof CARD_STATUS;
const APP_STATUSES = Object.keys(CARD_STATUS) as AppStatus[];
const FOLIO_STATUSES: FolioStatusName[] = ["quoting", "quoted", "no_quotes", "expired", "bound"];
/** Six business programs, one card each: enough for every non-empty set of the six application statuses. */
const PROGRAMS = ["KM-BOP", "KM-CGL", "HS-CGL", "MP-BOP", "SA-BOP", "HS-PL"];

let t: TestDatabase;
let agencyId: string;
const prefix = `Statusrule ${Date.now()}`;
const folios: Array<{ id: string; statuses: AppStatus[]; expiresAt: Date }> = [];

/** Every non-empty subset of the application statuses. */
const combinations = (): AppStatus[][] => Array.from({ length: 2 ** APP_STATUSES.length - 1 }, (_, i) => APP_STATUSES.filter((_, bit) => ((i + 1) >> bit) & 1));

beforeAll(async () => {
  t = await createTestDatabase("folio_status_sql_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
  for (const statuses of combinations()) {
    const raw = {
      programs: PROGRAMS.slice(0, statuses.length),
      class_code: "10100",
      business_name: `${prefix} ${statuses.join("+")}`,
      mailing_zip: "60601",
      mailing_state: "IL",
      employee_count: 4,
      annual_revenue: 500000,
      effective_date: new Date().toISOString().slice(0, 10),
    };
    const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
    expect(created.applicationIds).toHaveLength(statuses.length);
    for (const [i, id] of created.applicationIds.entries()) {
      const status = statuses[i]!;
      const priced = status === "success" || status === "referred" || status === "bound";
      await t.prisma.application.update({
        where: { id },
        data: { status, ...(priced ? { premiumCents: 100_000, feesCents: 0, taxesCents: 0, totalCents: 100_000 } : {}), leaseUntil: null },
      });
    }
    const folio = await t.prisma.folio.findUniqueOrThrow({ where: { id: created.folioId } });
    folios.push({ id: created.folioId, statuses, expiresAt: folio.expiresAt });
  }
}, 300_000);
afterAll(async () => t?.destroy());

async function listed(status: FolioStatusName, now: Date): Promise<string[]> {
  const page = await listFolios(t.prisma, agencyId, { q: prefix, status }, 200, undefined, now);
  expect(page.nextCursor).toBeNull();
  return page.page.map((f) => f.id).sort();
}

describe("the folio status in SQL and in folioStatus", () => {
  it("covers every combination of application statuses", () => {
    expect(folios).toHaveLength(63);
  });

  it.each([
    ["live", 0],
    ["past its expiry", 1],
  ] as const)("select the same folios for every status, %s", async (_label, expired) => {
    const latest = Math.max(...folios.map((f) => f.expiresAt.getTime()));
    const earliest = Math.min(...folios.map((f) => f.expiresAt.getTime()));
    const now = expired ? new Date(latest + 60_000) : new Date(Math.min(Date.now(), earliest - 60_000));
    const seen = new Set<string>();
    for (const status of FOLIO_STATUSES) {
      const expected = folios
        .filter(
          (f) =>
            folioStatus(
              f.statuses.map((s) => ({ status: CARD_STATUS[s] })),
              f.expiresAt,
              now,
            ) === status,
        )
        .map((f) => f.id)
        .sort();
      const inSql = await listed(status, now);
      expect(inSql, `${status} (${expired ? "expired" : "live"})`).toEqual(expected);
      for (const id of inSql) seen.add(id);
    }
    // Every folio has exactly one status on both sides.
    expect(seen.size).toBe(folios.length);
  });
});
