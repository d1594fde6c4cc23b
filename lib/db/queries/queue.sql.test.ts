// The rating pipeline's statements (a claim, a completion, the events of each rating: hundreds a second) as the
// builder compiles them: the shape the text had before it was built (decision 059), so that a prepared statement
// plans as it did. Each constant stays a literal in the text (a bound 'pending' or LIMIT 1 would leave the generic
// plan guessing), and each parameter is an argument.
import { describe, expect, it } from "vitest";
import { INSERT_EVENTS } from "./events";
import { CLAIM_BATCH, CLAIM_LOCKED, CLAIM_ONE, COMPLETE_DECLINED, COMPLETE_FAILED, COMPLETE_QUOTED } from "./queue";

const slots = (stmt: { slots: readonly unknown[] }) => stmt.slots.map((s) => (s !== null && typeof s === "object" && "key" in s ? `arg:${String(s.key)}` : s));

describe("the rating pipeline's statements", () => {
  it("bind only their arguments: every constant is a literal of the text", () => {
    for (const stmt of [CLAIM_LOCKED, CLAIM_BATCH, CLAIM_ONE, COMPLETE_QUOTED, COMPLETE_DECLINED, COMPLETE_FAILED, INSERT_EVENTS]) {
      expect(
        slots(stmt).every((s) => typeof s === "string" && s.startsWith("arg:")),
        stmt.name,
      ).toBe(true);
    }
  });

  it("claim a batch with the loose index scan of waiting agencies, each side of the recursive union a query of its own", () => {
    expect(CLAIM_BATCH.text).toMatch(
      /^with recursive "waiting"\("agency_id"\) as \(\(select "a"\."agency_id" from "applications" as "a" where "a"\."status" = 'pending' order by "a"\."agency_id" limit 1\) UNION ALL \(select \(select "a"\."agency_id" from "applications" as "a" where "a"\."status" = 'pending' and "a"\."agency_id" > "w"\."agency_id" order by "a"\."agency_id" limit 1\) as "agency_id" from "waiting" as "w" where "w"\."agency_id" is not null\)\), "candidates" as \(select "c"\.\* from "waiting" as "w" cross join lateral \(/,
    );
    expect(CLAIM_BATCH.text).toContain(' update "applications" as "a" set ');
    expect(slots(CLAIM_BATCH)).toEqual(["arg:candidates", "arg:concurrency", "arg:limit", "arg:leaseMs"]);
    expect(CLAIM_LOCKED.text).toBe('select pg_advisory_xact_lock(1918989413::bigint)::text as "locked"');
  });

  it("complete a claim in one statement: the outcome, the folio's version, the carrier call, the event and its deliveries", () => {
    for (const stmt of [COMPLETE_QUOTED, COMPLETE_DECLINED, COMPLETE_FAILED]) {
      const ctes = [...stmt.text.matchAll(/(?:^with |\), )"(\w+)" as \((\w+)/g)].map((m) => `${m[1]}:${m[2]}`);
      expect(ctes, stmt.name).toEqual(["upd:update", "bump:update", "call:insert", "event_source:select", "ev:insert", "deliveries:insert"]);
      expect(stmt.text).toContain(`where "id" = $`);
      expect(stmt.text).toMatch(/"lease_token" = \$\d+::uuid and "status" = 'pending' returning "id", "folio_id", "agency_id"\)/);
    }
    expect(INSERT_EVENTS.text).toMatch(
      /^with "event_source" as \(.* from jsonb_array_elements\(\$\d+::jsonb\) WITH ORDINALITY as x\(value, ord\)\), "ev" as \(insert into "events" /,
    );
  });
});
