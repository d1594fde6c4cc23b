// The dashboard's folio list (issue 28: p99 within 50 ms on a million folios) keeps its plan's shape whatever the
// filter: read along the agency's (created_at desc, id desc) index, keyset paging, each EXISTS a probe per folio.
import { describe, expect, it } from "vitest";
import { folioListQueries } from "./list";

const AGENCY = "00000000-0000-0000-0000-00000000000a";
const NOW = new Date("2026-02-01T00:00:00Z");
const AFTER = { createdAt: new Date("2026-01-01T00:00:00Z"), id: "00000000-0000-0000-0000-000000000003" };

describe("folioListQueries", () => {
  it("pages by keyset along the index, newest first, with every value bound", () => {
    const { listed, counted } = folioListQueries(AGENCY, { q: "O'Brien_%" }, 20, AFTER, NOW, 1000);
    const page = listed.compile();
    expect(page.sql).toBe(
      'select "r"."id", NULL::int as "folio_count", NULL::timestamp as "first_created_at", NULL::boolean as "group_bound" from "folios" as "r" ' +
        'where ("r"."agency_id" = $1 and "r"."insured_name" ilike $2) and ("r"."created_at", "r"."id") < (($3::timestamptz AT TIME ZONE \'UTC\'), $4) ' +
        'order by "r"."created_at" desc, "r"."id" desc limit $5',
    );
    expect(page.parameters).toEqual([AGENCY, "%O'Brien\\_\\%%", "2026-01-01T00:00:00.000Z", AFTER.id, 21]);
    // The total: the same filter without the cursor, stopped at the cap + 1, in no order.
    const count = counted.compile();
    expect(count.sql).toBe(
      'select count(*)::int as "n" from (select 1 as "one" from "folios" as "r" where ("r"."agency_id" = $1 and "r"."insured_name" ilike $2) limit $3) as "c"',
    );
    expect(count.parameters).toEqual([AGENCY, "%O'Brien\\_\\%%", 1001]);
  });

  it("tests a status with EXISTS probes on the folio_id index: kept apart from the join planner (OFFSET 0), the status as text (no status index)", () => {
    const page = folioListQueries(AGENCY, { status: "quoted" }, 20, null, NOW, 1000).listed.compile();
    const probes = page.sql.match(
      /exists \(select 1 as "one" from "applications" as "a" where \("a"."folio_id" = "r"."id" and "a"."status"::text in \([$\d, ]+\)\) offset 0\)/g,
    );
    expect(probes).toHaveLength(3);
    expect(page.sql).toContain(
      'not exists (select 1 as "one" from "applications" as "a" where ("a"."folio_id" = "r"."id" and "a"."status"::text in ($2)) offset 0)',
    );
    expect(page.sql).toContain(`"r"."expires_at" >= ($3::timestamptz AT TIME ZONE 'UTC')`);
    expect(page.parameters).toEqual([AGENCY, "bound", NOW.toISOString(), "pending", "success", "referred", 21]);
    // Its total walks the folios newest first, as the page does (a recent status finds its cap among the newest).
    expect(folioListQueries(AGENCY, { status: "quoted" }, 20, null, NOW, 1000).counted.compile().sql).toMatch(
      /order by "r"."created_at" desc, "r"."id" desc limit \$\d+\) as "c"$/,
    );
  });

  it("reads a session's latest folio in the caller's book, and its figures", () => {
    const owner = "00000000-0000-0000-0000-000000000001";
    const page = folioListQueries(AGENCY, { sessions: true, status: "bound", ownBookOf: owner }, 20, null, NOW, 1000).listed.compile();
    expect(page.sql).toContain(
      'not exists (select 1 as "one" from "folios" as "g" where ("g"."agency_id" = $6 and "g"."created_by_user_id" = $7 and "g"."group_id" = "r"."group_id" and ("g"."created_at", "g"."id") > ("r"."created_at", "r"."id")))',
    );
    expect(page.sql).toContain('"r"."agency_id" = $4 and "r"."created_by_user_id" = $5');
    expect(page.sql).toContain(
      '(select count(*) as "n" from "folios" as "g" where ("g"."group_id" = "r"."group_id" and "g"."agency_id" = $1))::int as "folio_count"',
    );
    expect(
      page.sql.match(
        /exists \(select 1 as "one" from "applications" as "a" where \("a"."group_id" = "r"."group_id" and "a"."agency_id" = \$\d+ and "a"."status" = 'bound'\) offset 0\)/g,
      ),
    ).toHaveLength(2);
    expect(page.sql).toMatch(/order by "r"."created_at" desc, "r"."id" desc limit \$\d+$/);
  });
});
