import { describe, expect, it } from "vitest";
import { CARRIERS } from "@/prisma/seed-data/carriers";
import { PROGRAM_DECLARATIONS } from "@/prisma/seed-data/declarations";
import type { OptionSet } from "@/lib/rating/types";
import { formsSchedule, limitsSchedule, policyDeclarations, priorActsDateProblem, retroactiveDate, retroactiveDateText } from "./declarations";

const usd = (d: number) => d * 100;
const GL: OptionSet = { key: "glLimit", label: "GL", unit: "money", values: [usd(300_000), usd(1_000_000), usd(2_000_000)], default: usd(1_000_000) };
const DEDUCTIBLE: OptionSet = { key: "deductible", label: "Deductible", unit: "money", values: [usd(500), usd(1_000)], default: usd(1_000) };
const PROGRAMS = CARRIERS.flatMap((c) => c.programs);
const byKey = (lines: ReturnType<typeof limitsSchedule>) => Object.fromEntries(lines.map((l) => [l.key, l.cents ?? l.text]));

describe("limitsSchedule", () => {
  it("derives the GL aggregates as twice the occurrence limit chosen, with fixed sub-limits and the deductible last", () => {
    const lines = limitsSchedule(PROGRAM_DECLARATIONS["KM-CGL"]!.limits, [GL, DEDUCTIBLE], { glLimit: usd(300_000), deductible: usd(500) });
    expect(byKey(lines)).toEqual({
      each_occurrence: usd(300_000),
      general_aggregate: usd(600_000),
      products_completed_operations_aggregate: usd(600_000),
      personal_advertising_injury: usd(300_000),
      damage_to_rented_premises: usd(100_000),
      medical_expense: usd(5_000),
      deductible: usd(500),
    });
    expect(lines.at(-1)).toMatchObject({ key: "deductible", kind: "deductible" });
  });

  it("uses each option's default when none was chosen, and words for lines that are not money", () => {
    const km = PROGRAMS.find((p) => p.code === "KM-BOP")!;
    const lines = byKey(limitsSchedule(PROGRAM_DECLARATIONS["KM-BOP"]!.limits, km.options, {}));
    expect(lines).toMatchObject({ each_occurrence: usd(1_000_000), general_aggregate: usd(2_000_000), business_personal_property: usd(50_000) });
    expect(lines.business_income).toBe("Actual loss sustained, 12 months");
  });

  it("makes the PL aggregate equal to each claim, with the retention as a deductible", () => {
    const mp = PROGRAMS.find((p) => p.code === "MP-PL")!;
    const lines = limitsSchedule(PROGRAM_DECLARATIONS["MP-PL"]!.limits, mp.options, { plLimit: usd(2_000_000), plRetention: usd(5_000) });
    expect(lines.map((l) => [l.key, l.kind, l.cents])).toEqual([
      ["each_claim", "limit", usd(2_000_000)],
      ["aggregate", "limit", usd(2_000_000)],
      ["retention", "deductible", usd(5_000)],
    ]);
  });

  it("reads travel limits from the insured trip cost, and leaves them out without one", () => {
    const wt = PROGRAMS.find((p) => p.code === "WT-TI-ESS")!;
    const rules = PROGRAM_DECLARATIONS["WT-TI-ESS"]!.limits;
    expect(byKey(limitsSchedule(rules, wt.options, {}, { tripCostCents: usd(6_000) }))).toMatchObject({
      trip_cancellation: usd(6_000),
      trip_interruption: usd(9_000),
      emergency_medical: usd(50_000),
    });
    expect(limitsSchedule(rules, wt.options, {}).map((l) => l.key)).not.toContain("trip_cancellation");
  });

  it("leaves out a rule whose option the program does not have", () => {
    expect(limitsSchedule([{ key: "x", label: "X", amount: { kind: "option", optionKey: "missing" } }], [GL], {})).toEqual([]);
  });
});

describe("formsSchedule", () => {
  const forms = PROGRAM_DECLARATIONS["KM-CGL"]!.forms;
  it("lists the base forms and the forms of the endorsements the policy has, so added endorsements join by key", () => {
    const included = formsSchedule(forms, ["blanket_additional_insured"]).map((f) => f.formNumber);
    expect(included).toContain("KM-GL 00 01 04/25");
    expect(included).toContain("KM-GL 20 38 04/25");
    expect(included).not.toContain("KM-GL 24 04 04/25"); // waiver of subrogation: optional, not added
    expect(formsSchedule(forms, ["blanket_additional_insured", "waiver_of_subrogation"]).map((f) => f.formNumber)).toContain("KM-GL 24 04 04/25");
  });
});

describe("the retroactive date of claims-made programs", () => {
  it("is the answered prior acts date, else the effective date; occurrence programs have none", () => {
    expect(retroactiveDate("claims_made", "2027-01-01", "2024-06-01")).toBe("2024-06-01");
    expect(retroactiveDate("claims_made", "2027-01-01", undefined)).toBe("2027-01-01");
    expect(retroactiveDate("claims_made", "2027-01-01", "2027-01-01")).toBe("2027-01-01");
    expect(retroactiveDate("occurrence", "2027-01-01", "2024-06-01")).toBeNull();
  });

  it("never takes a prior acts date after the effective date", () => {
    expect(retroactiveDate("claims_made", "2027-01-01", "2027-01-02")).toBe("2027-01-01");
    expect(priorActsDateProblem("claims_made", "2027-01-01", "2027-01-02")).toMatch(/on or before the effective date 2027-01-01/);
    expect(priorActsDateProblem("claims_made", "2027-01-01", "2026-12-31")).toBeNull();
    expect(priorActsDateProblem("claims_made", "2027-01-01", "soon")).toMatch(/YYYY-MM-DD/);
    expect(priorActsDateProblem("occurrence", "2027-01-01", "2027-06-01")).toBeNull();
    expect(priorActsDateProblem("claims_made", "2027-01-01", null)).toBeNull();
  });

  it("says in words whether prior acts are covered", () => {
    expect(retroactiveDateText("2027-01-01", "2027-01-01")).toMatch(/no prior acts cover/);
    expect(retroactiveDateText("2024-06-01", "2027-01-01")).toMatch(/on or after this date are covered/);
  });

  it("falls back to the effective date for a claims-made policy issued before retroactive dates were stored", () => {
    const mp = PROGRAMS.find((p) => p.code === "MP-PL")!;
    const program = { declarations: PROGRAM_DECLARATIONS["MP-PL"]!, options: mp.options, endorsements: mp.endorsements };
    expect(policyDeclarations({ coverage: {}, retroactiveDate: null, effectiveDate: "2027-01-01" }, program).retroactiveDate).toBe("2027-01-01");
    expect(policyDeclarations({ coverage: {}, retroactiveDate: "2025-03-01", effectiveDate: "2027-01-01" }, program).forms.map((f) => f.formNumber)).toEqual([
      "MP-PL 00 01 01/25",
      "MP-IL 00 17 01/25",
      "MP-PL 03 05 01/25",
      "MP-PL 03 07 01/25",
    ]);
  });
});

describe("the seeded declarations", () => {
  it.each(PROGRAMS.map((p) => [p.code, p] as const))("%s: every rule names an option and every endorsement form an endorsement of the program", (code, p) => {
    const d = PROGRAM_DECLARATIONS[code];
    expect(d, `${code} has no declarations`).toBeDefined();
    const optionKeys = new Set(p.options.map((o) => o.key));
    for (const rule of d!.limits) if (rule.amount.kind === "option") expect(optionKeys, `${code} ${rule.key}`).toContain(rule.amount.optionKey);
    const endorsementKeys = new Set(p.endorsements.map((e) => e.key));
    for (const form of d!.forms) if (form.endorsementKey) expect(endorsementKeys, `${code} ${form.formNumber}`).toContain(form.endorsementKey);
    // Every endorsement has its form, so the forms schedule lists whatever the policy carries.
    for (const e of p.endorsements)
      expect(
        d!.forms.some((f) => f.endorsementKey === e.key),
        `${code} ${e.key}`,
      ).toBe(true);
    expect(d!.coverageTrigger).toBe(p.type === "PL" ? "claims_made" : "occurrence");
    expect(d!.certificateLine === null).toBe(p.type === "TI");
  });
});
