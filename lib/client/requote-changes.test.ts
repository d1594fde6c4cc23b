import { describe, expect, it } from "vitest";
import { programEffects, requoteChanges, type SessionProgram } from "./requote-changes";

const before = {
  programs: ["SA-BOP", "KM-BOP"],
  business_name: "Sunrise Bakery",
  class_code: "10100",
  mailing_zip: "60601",
  mailing_state: "IL",
  employee_count: 6,
  annual_revenue: 850000,
  effective_date: "2027-01-01",
  coverage: { glLimit: 1000000, bppLimit: 100000 },
  clientState: { line: "business" },
  source: "portal",
};

const glLimit = (selectedValue: number) => ({ key: "glLimit", label: "General liability limit", unit: "money" as const, selectedValue });
const SESSION: SessionProgram[] = [
  { code: "SA-BOP", name: "Summit BOP", options: [glLimit(2000000)] },
  { code: "KM-BOP", name: "Keystone BOP", options: [glLimit(1000000)] },
  { code: "MP-BOP", name: "Meridian BOP", options: [glLimit(1000000)] },
];

describe("requoteChanges", () => {
  it("sends the programs and only the fields that changed, and says what changes", () => {
    const { body, changes } = requoteChanges(before, { ...before, annual_revenue: 1200000 });
    expect(body).toEqual({ programs: ["SA-BOP", "KM-BOP"], clientState: { line: "business" }, source: "portal", annual_revenue: 1200000 });
    expect(changes).toEqual([{ field: "annual_revenue", label: "Annual revenue", from: "$850,000", to: "$1,200,000" }]);
  });

  it("sends a folio-wide coverage option only when it changed, and only that option", () => {
    const { body, changes } = requoteChanges(before, { ...before, coverage: { glLimit: 500000, bppLimit: 100000 } });
    expect(body.coverage).toEqual({ glLimit: 500000 });
    expect(changes).toEqual([{ field: "coverage.glLimit", label: "General liability limit", from: "$1,000,000", to: "$500,000" }]);
    expect(requoteChanges(before, before)).toEqual({ body: { programs: before.programs, clientState: before.clientState, source: "portal" }, changes: [] });
  });
});

describe("programEffects", () => {
  it("each program chosen keeps its own options; a program of the session not chosen is left as it is", () => {
    expect(programEffects(SESSION, ["SA-BOP", "KM-BOP"], {})).toEqual([
      { code: "SA-BOP", name: "Summit BOP", effect: "requoted", keeps: ["General liability limit $2,000,000"], takes: [] },
      { code: "KM-BOP", name: "Keystone BOP", effect: "requoted", keeps: ["General liability limit $1,000,000"], takes: [] },
      { code: "MP-BOP", name: "Meridian BOP", effect: "not_requoted", keeps: [], takes: [] },
    ]);
  });

  it("a folio-wide option changed is taken by every program re-quoted; a program new to the session is added", () => {
    const effects = programEffects(SESSION, ["SA-BOP", "KM-BOP", "KM-CGL"], { coverage: { glLimit: 1000000 } });
    expect(effects.map((e) => [e.code, e.effect, e.takes, e.keeps])).toEqual([
      ["SA-BOP", "requoted", ["General liability limit $2,000,000 → $1,000,000"], []],
      ["KM-BOP", "requoted", [], ["General liability limit $1,000,000"]],
      ["KM-CGL", "added", [], []],
      ["MP-BOP", "not_requoted", [], []],
    ]);
  });
});
