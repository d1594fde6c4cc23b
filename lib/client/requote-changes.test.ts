import { describe, expect, it } from "vitest";
import { programEffects, requoteChanges } from "./requote-changes";

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
  const gl = (from: number | null, to: number) => ({
    key: "glLimit",
    label: "General liability limit",
    unit: "money" as const,
    from,
    to,
    changed: from !== to,
  });
  const program = (code: string, effect: "requoted" | "added", options: ReturnType<typeof gl>[]) => ({
    programId: `id-${code}`,
    programCode: code,
    programName: `${code} name`,
    effect,
    attemptNumber: 2,
    options,
    endorsements: { from: [], to: [] },
  });

  it("from the server's preview: each program's options kept or taken, a program added, the session's others left alone", () => {
    const effects = programEffects({
      programs: [
        program("SA-BOP", "requoted", [gl(2000000, 2000000)]),
        program("KM-BOP", "requoted", [gl(1000000, 500000)]),
        program("KM-CGL", "added", [gl(null, 1000000)]),
      ],
      notRequoted: [{ programId: "id-MP-BOP", programCode: "MP-BOP", programName: "MP-BOP name" }],
    });
    expect(effects).toEqual([
      { code: "SA-BOP", name: "SA-BOP name", effect: "requoted", keeps: ["General liability limit $2,000,000"], takes: [] },
      { code: "KM-BOP", name: "KM-BOP name", effect: "requoted", keeps: [], takes: ["General liability limit $1,000,000 → $500,000"] },
      { code: "KM-CGL", name: "KM-CGL name", effect: "added", keeps: [], takes: ["General liability limit $1,000,000"] },
      { code: "MP-BOP", name: "MP-BOP name", effect: "not_requoted", keeps: [], takes: [] },
    ]);
  });
});
