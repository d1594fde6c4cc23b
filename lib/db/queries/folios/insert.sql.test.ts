// INSERT_FOLIO's compiled text (decision 059): its applications arrive as one JSON array, read by jsonb_to_recordset,
// whose column definition list is the one part of the statement the type check cannot see.
import { describe, expect, it } from "vitest";
import { INSERT_FOLIO, applicationJson } from "./insert";

const definitionList = () => {
  const list = /jsonb_to_recordset\(\$\d+::jsonb\) as a\(([^)]*)\)/.exec(INSERT_FOLIO.text)?.[1];
  if (!list) throw new Error(`no jsonb_to_recordset column definition list in ${INSERT_FOLIO.text}`);
  return list.split(",").map((column) => column.trim().split(/\s+/)[0]);
};

describe("INSERT_FOLIO", () => {
  it("reads every key of an application's JSON, and only those, in its recordset's column definition list", () => {
    const json = applicationJson({
      id: "00000000-0000-4000-8000-000000000001",
      programId: "00000000-0000-4000-8000-000000000002",
      attemptNumber: 1,
      position: 0,
      systemPayload: {},
      systemPayloadHash: "hash",
      risk: {},
      selectedOptions: {},
      addedEndorsements: [],
      effectiveDate: null,
      expirationDate: null,
      validUntil: new Date(0),
      availableAt: new Date(0),
    });
    expect(definitionList().sort()).toEqual(Object.keys(json).sort());
  });

  it("binds the applications once, as one parameter, whatever their number", () => {
    const keys = INSERT_FOLIO.slots.map((s) => (s as { key?: string }).key);
    expect(keys.filter((k) => k === "applications")).toHaveLength(1);
    // Every parameter is an argument: no constant of the statement is bound.
    expect(keys.every((k) => typeof k === "string")).toBe(true);
  });
});
