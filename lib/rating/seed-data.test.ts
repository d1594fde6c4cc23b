// The seed carriers, programs and classifications are consistent with the rating domain.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CARRIERS } from "@/prisma/seed-data/carriers";
import { CLASSIFICATIONS } from "@/prisma/seed-data/classifications";
import { checkPlanCoversProgram, parseRatingPlan } from "./plan-schema";
import { PROGRAM_TYPES } from "@/lib/schemas/common";

const programs = CARRIERS.flatMap((c) => c.programs.map((p) => ({ carrier: c, program: p })));
const classCodes = new Set(CLASSIFICATIONS.map((c) => c.code));

describe("seed carriers and programs", () => {
  it("has the required spread of carriers, adapters and program types", () => {
    expect(CARRIERS.length).toBeGreaterThanOrEqual(4);
    expect(programs.length).toBeGreaterThanOrEqual(8);
    expect(CARRIERS.filter((c) => c.adapter === "sandbox_http").map((c) => c.code)).toEqual(["summit"]);
    expect(CARRIERS.some((c) => !c.admitted)).toBe(true);
    for (const type of PROGRAM_TYPES) expect(programs.filter(({ program }) => program.type === type).length).toBeGreaterThanOrEqual(2);
    expect(new Set(CARRIERS.map((c) => c.code)).size).toBe(CARRIERS.length);
    expect(new Set(programs.map(({ program }) => program.code)).size).toBe(programs.length);
    expect(new Set(programs.map(({ program }) => program.slug)).size).toBe(programs.length);
  });

  it.each(programs.map(({ carrier, program }) => [program.code, carrier, program] as const))("%s is consistent", (_code, carrier, program) => {
    const parsed = parseRatingPlan(program.ratingPlan);
    expect(parsed).toEqual({ ok: true, plan: program.ratingPlan });
    if (!parsed.ok) return;
    expect(checkPlanCoversProgram(parsed.plan, program)).toEqual([]);

    // Taxes follow the carrier's licence: surplus lines carriers charge SL tax in every state and DC;
    // admitted ones add none (their premium tax is in the rates, decision 028).
    expect(parsed.plan.taxes.kind).toBe(carrier.admitted ? "admitted" : "surplus_lines");
    if (!carrier.admitted) expect(program.statesWritten).toHaveLength(51);
    // The carrier's reference prefix is the program code's prefix.
    expect(program.code).toMatch(/^[A-Z]{2}-/);
    expect(programs.every(({ carrier: c, program: p }) => c === carrier || p.code.split("-")[0] !== program.code.split("-")[0])).toBe(true);

    for (const option of program.options) {
      expect(option.values).toContain(option.default);
      expect([...option.values].sort((a, b) => a - b)).toEqual(option.values);
      if (option.unit === "money") for (const v of option.values) expect(Number.isInteger(v)).toBe(true);
    }
    for (const coverage of program.coverages) {
      for (const key of [coverage.limitOptionKey, coverage.deductibleOptionKey]) {
        if (key) expect(program.options.map((o) => o.key)).toContain(key);
      }
    }
    for (const e of program.endorsements) if (!e.included && e.available) expect(e.premiumCents).toBeGreaterThan(0);
    expect(program.paymentPlans.map((p) => p.frequency)).toContain("annual");
    expect(program.statesWritten.length).toBeGreaterThan(0);
    expect(program.applicationForm).toMatchObject({ $schema: "https://json-schema.org/draft/2020-12/schema", type: "object" });
    expect(Number.isInteger(program.quoteValidityDays)).toBe(true);

    if (program.type === "TI") {
      expect(program.classCodes).toEqual([]);
      expect(program.eligibility.kind).toBe("travel");
    } else {
      expect(program.eligibility.kind).toBe("business");
      for (const code of program.classCodes) expect(classCodes.has(code), `class ${code}`).toBe(true);
      // Appetite and rate table name the same classes.
      expect(Object.keys(parsed.plan.kind === "business" ? parsed.plan.classRates : {}).sort()).toEqual([...program.classCodes].sort());
    }
  });

  it("keeps contractors out of office-oriented PL appetites and offices out of the contractors' GL", () => {
    const appetite = (code: string) => programs.find(({ program }) => program.code === code)!.program.classCodes;
    expect(appetite("MP-PL").some((c) => c.startsWith("3"))).toBe(false);
    expect(appetite("HS-PL").some((c) => c.startsWith("3"))).toBe(false);
    expect(appetite("HS-CGL")).not.toContain("40300");
    expect(appetite("KM-CGL")).not.toContain("30630"); // roofing only in surplus lines
  });
});

describe("seed classifications", () => {
  // The app ships its own copy of the NAICS 2022 reference file (the one the seed loads).
  const naicsFile = new URL("../../prisma/data/naics/naics-2022.csv", import.meta.url);
  const naics = new Map(
    readFileSync(naicsFile, "utf8")
      .split("\n")
      .slice(1)
      .map((line) => [line.split(",")[0]!, line] as const),
  );

  it("has at least 150 unique 5-digit classes: contractors, trades and cleaning rated on payroll, the rest on revenue", () => {
    expect(CLASSIFICATIONS.length).toBeGreaterThanOrEqual(150);
    expect(classCodes.size).toBe(CLASSIFICATIONS.length);
    for (const c of CLASSIFICATIONS) {
      expect(c.code).toMatch(/^\d{5}$/);
      expect(c.basis).toBe(c.code.startsWith("3") || c.code.startsWith("601") ? "payroll" : "revenue");
      expect(c.naicsCodes.length).toBeGreaterThan(0);
    }
  });

  it("every program rates each class on the base its classification names", () => {
    const basis = new Map(CLASSIFICATIONS.map((c) => [c.code, c.basis]));
    for (const carrier of CARRIERS) {
      for (const p of carrier.programs) {
        if (p.ratingPlan.kind !== "business") continue;
        for (const [code, rate] of Object.entries(p.ratingPlan.classRates)) {
          expect(rate.liabilityPer100Payroll !== undefined ? "payroll" : "revenue", `${p.code} ${code}`).toBe(basis.get(code));
        }
      }
    }
  });

  it("uses only 6-digit NAICS 2022 codes that exist", () => {
    expect(naics.size).toBeGreaterThan(2_000);
    for (const c of CLASSIFICATIONS) {
      for (const code of c.naicsCodes) {
        expect(code, `${c.code} ${c.description}`).toMatch(/^\d{6}$/);
        expect(naics.has(code), `${c.code}: NAICS ${code}`).toBe(true);
      }
    }
  });

  it("every class is written by at least one program", () => {
    const written = new Set(programs.flatMap(({ program }) => program.classCodes));
    expect(CLASSIFICATIONS.filter((c) => !written.has(c.code)).map((c) => c.code)).toEqual([]);
  });
});
