// Statements built with the schema-typed builder (decision 059): compiled once, their arguments always bound.
// The type checks below are part of `npm test`'s tsc run: each @ts-expect-error fails the build if the line it
// covers ever type-checks, that is, if the schema grew the column or the type the line gets wrong.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { builder, epochMillis, statement, type RowOf } from "./sql";

describe("statement", () => {
  it("compiles once to text with a numbered placeholder for each argument, in order, and no value in the text", () => {
    const stmt = statement("test_folio_v1", (args: { agencyId: string; folioId: string; limit: number }) =>
      builder
        .selectFrom("folios as f")
        .select((eb) => ["f.id", "f.version", epochMillis(eb.ref("f.expires_at")).as("expires_ms")])
        .where("f.agency_id", "=", args.agencyId)
        .where("f.id", "=", args.folioId)
        .where("f.insured_name", "=", "O'Brien")
        .limit(args.limit),
    );
    expect(stmt.text).toBe(
      'select "f"."id", "f"."version", (extract(epoch FROM "f"."expires_at") * 1000)::float8 as "expires_ms" from "folios" as "f" where "f"."agency_id" = $1 and "f"."id" = $2 and "f"."insured_name" = $3 limit $4',
    );
    // A constant the statement names is a parameter too, bound like the arguments.
    expect(stmt.slots.map((s) => (typeof s === "object" && s !== null ? `arg:${(s as { key: string }).key}` : s))).toEqual([
      "arg:agencyId",
      "arg:folioId",
      "O'Brien",
      "arg:limit",
    ]);
  });

  it("types rows and arguments from the schema: a column the schema lacks, or a value of the wrong type, fails the build", () => {
    const stmt = statement("test_types_v1", (args: { id: string }) =>
      builder.selectFrom("policies as p").select(["p.number", "p.premium_cents"]).where("p.id", "=", args.id),
    );
    expect(stmt.slots).toHaveLength(1);
    const row = {} as RowOf<typeof stmt>;
    const premium: number = row.premium_cents;
    const number: string = row.number;
    expect([premium, number]).toEqual([undefined, undefined]);

    // @ts-expect-error policies has no column "premium" (it is premium_cents)
    builder.selectFrom("policies as p").select(["p.premium"]);
    // @ts-expect-error version is an integer: a text value does not compare with it
    builder.selectFrom("folios as f").select("f.id").where("f.version", "=", "one");
    // @ts-expect-error a raw fragment's references are checked too
    builder.selectFrom("folios as f").select((eb) => sql<number>`${eb.ref("f.expired_at")}`.as("x"));
  });
});
