// The surplus lines tax table (prisma/seed-data/surplus-lines-taxes.ts, issue 27 item 3): every state and DC
// has a row with plausible rates, a named source, a filing rule and a rule for tax on return premium; the
// surplus lines programs write every one of them and price each with its row.
import { describe, expect, it } from "vitest";
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";
import { SCHEDULE_AS_OF, SURPLUS_LINES_STATE_TAXES } from "@/prisma/seed-data/surplus-lines-taxes";
import { formatPercent, rateBusiness, roundCents } from "./business";
import { returnPremiumTaxRule } from "./plan-schema";
import type { BusinessRatingPlan, RatingRequest } from "./types";

// USPS codes of the 50 states and the District of Columbia, written out here rather than taken from the seed.
const JURISDICTIONS =
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  );

const rows = Object.entries(SURPLUS_LINES_STATE_TAXES);
const slPrograms = CARRIERS.filter((c) => !c.admitted).flatMap((c) => c.programs.map((p) => ({ carrier: c, program: p })));

describe("surplus lines tax table", () => {
  it("has exactly the 50 states and DC", () => {
    expect(JURISDICTIONS).toHaveLength(51);
    expect(Object.keys(SURPLUS_LINES_STATE_TAXES).sort()).toEqual([...JURISDICTIONS].sort());
    expect(SCHEDULE_AS_OF).toMatch(/^\d{4}-\d{2}$/);
  });

  it.each(rows)("%s: rates in the published band, a source, a filing rule and a return-premium rule", (_state, row) => {
    // Published surplus lines taxes run from under 1% (IA) to 6% (AL, OK, SC); stamping, service and
    // filing fees from 0.04% to 1% (AK's 1% filing fee, checked against the published schedule in 2026-11).
    expect(row.taxRate).toBeGreaterThanOrEqual(0.005);
    expect(row.taxRate).toBeLessThanOrEqual(0.06);
    expect(row.stampingFeeRate).toBeGreaterThanOrEqual(0);
    expect(row.stampingFeeRate).toBeLessThanOrEqual(0.01);
    // At most three decimals of a percent, as the schedules publish them (NM 3.003%).
    for (const rate of [row.taxRate, row.stampingFeeRate]) expect(Math.abs(rate * 100_000 - Math.round(rate * 100_000))).toBeLessThan(1e-6);
    expect(["pro_rata_refund", "fully_earned"]).toContain(row.returnPremiumTax);
    // The source names a statute (a section or chapter) and the percentage it sets.
    expect(row.source).toMatch(/§|ch\.|RCW|ILCS|AS \d|HRS/);
    expect(row.source).toContain(formatPercent(row.taxRate));
    if (row.stampingFeeRate > 0) expect(`${row.source} ${row.filing}`).toContain(formatPercent(row.stampingFeeRate));
    expect(row.filing.length).toBeGreaterThan(20);
    // A stamping office is named in the filing rule; a stamping fee has an office or says what it is.
    if (row.stampingOffice) expect(row.filing).toContain(row.stampingOffice);
    if (row.stampingFeeRate > 0) expect(row.stampingOffice !== null || /fee/.test(row.filing)).toBe(true);
  });

  it("says which rows were checked against a published page, and which were not", () => {
    // A checked row names the page in `checked` and carries its URL in `source`.
    for (const [state, row] of rows) {
      if (row.checked === undefined) continue;
      expect(row.checked.length, state).toBeGreaterThan(10);
      expect(row.source, state).toMatch(/https?:\/\/|checked/);
      expect(`${row.source} ${row.checked}`, state).toMatch(/https?:\/\/|\.com|\.org|\.gov/);
    }
    // Rows not found in any published source we could read would be listed here (none since issue 27, 2026-11);
    // WA's stamping fee is disputed and says so in its note.
    // docs/surplus-lines-sources.md lists every row with its status; shrink this list as rows are checked.
    const unverified = rows.filter(([, r]) => r.checked === undefined).map(([s]) => s);
    expect(unverified).toEqual([]);
    expect(rows.length - unverified.length).toBe(51);
  });

  it("carries the corrections made against the published schedules (issue 27, 2026-11)", () => {
    const pick = (s: string) => {
      const r = SURPLUS_LINES_STATE_TAXES[s]!;
      return [r.taxRate, r.stampingFeeRate];
    };
    expect(pick("DE")).toEqual([0.03, 0]); // was 2%
    expect(pick("KS")).toEqual([0.03, 0.00175]); // was 6%; 3% from 2024-01-01, SLIP+ fee from 2026-01-01
    expect(pick("KY")).toEqual([0.048, 0]); // 3% + the 1.8% surcharge
    expect(pick("MS")).toEqual([0.04, 0.0025]); // stamping was 0.15%
    expect(pick("AK")).toEqual([0.027, 0.01]); // the 1% filing fee
    expect(pick("NV")).toEqual([0.035, 0.004]); // stamping was 0.04%
    expect(pick("OR")).toEqual([0.023, 0]); // 2% + 0.3% fire marshal tax on all SL premium; no % stamping fee
    expect(pick("UT")).toEqual([0.0425, 0.0018]); // stamping was 0.2%
    expect(pick("NC")).toEqual([0.05, 0.003]); // stamping fee was missing
    expect(pick("IA")).toEqual([0.00925, 0]); // the 2026 step of the schedule
  });

  it("most states refund the tax on return premium pro rata", () => {
    const refunding = rows.filter(([, r]) => r.returnPremiumTax === "pro_rata_refund").map(([s]) => s);
    expect(refunding.length).toBeGreaterThanOrEqual(45);
    for (const s of ["FL", "NY", "TX", "CA", "HI", "KS", "WV"]) expect(refunding).toContain(s);
  });

  it("matches the published figures the underwriter checked (FL, TX, CA, NY) and IL", () => {
    const pick = (s: string) => {
      const r = SURPLUS_LINES_STATE_TAXES[s]!;
      return [r.taxRate, r.stampingFeeRate];
    };
    expect(pick("FL")).toEqual([0.0494, 0.0006]);
    expect(pick("TX")).toEqual([0.0485, 0.0004]);
    expect(pick("CA")).toEqual([0.03, 0.0018]);
    expect(pick("NY")).toEqual([0.036, 0.0015]);
    expect(pick("IL")).toEqual([0.035, 0.0004]);
  });
});

describe("surplus lines programs", () => {
  it("are the Harborline programs, and write every state and DC with the table's rates", () => {
    expect(slPrograms.map(({ program }) => program.code).sort()).toEqual(["HS-CGL", "HS-PL"]);
    for (const { program } of slPrograms) {
      expect([...program.statesWritten].sort()).toEqual([...JURISDICTIONS].sort());
      const taxes = program.ratingPlan.taxes;
      expect(taxes.kind).toBe("surplus_lines");
      if (taxes.kind !== "surplus_lines") continue;
      for (const [state, row] of rows) {
        expect(taxes.rates[state]).toEqual({ taxRate: row.taxRate, stampingFeeRate: row.stampingFeeRate, returnPremiumTax: row.returnPremiumTax });
        expect(returnPremiumTaxRule(program.ratingPlan, state)).toBe(row.returnPremiumTax);
      }
    }
  });

  it("admitted plans charge no tax and have no return-premium rule", () => {
    for (const carrier of CARRIERS.filter((c) => c.admitted)) {
      for (const program of carrier.programs) {
        expect(program.ratingPlan.taxes).toEqual({ kind: "admitted" });
        expect(returnPremiumTaxRule(program.ratingPlan, "FL")).toBeNull();
      }
    }
    expect(returnPremiumTaxRule({ taxes: { kind: "premium_tax" } }, "FL")).toBeNull();
    expect(returnPremiumTaxRule(null, "FL")).toBeNull();
  });

  it("price a roofer in every state with that state's tax and stamping fee on premium + policy fee", () => {
    const { carrier, program } = slPrograms.find(({ program }) => program.code === "HS-CGL")!;
    const plan = program.ratingPlan as BusinessRatingPlan;
    for (const state of JURISDICTIONS) {
      const req: RatingRequest = {
        applicationId: "11111111-1111-4111-8111-111111111111",
        program: { ...seedProgramForRating(carrier.code, program), id: "id-HS-CGL" },
        risk: {
          kind: "business",
          classCode: "30630",
          businessName: "Roofing Co",
          mailingState: state,
          mailingZip: "00000",
          employeeCount: 5,
          annualRevenueCents: 90_000_000,
          annualPayrollCents: 30_000_000,
          effectiveDate: "2025-04-01",
        },
        options: { glLimit: 100_000_000, deductible: 100_000 },
        asOf: "2025-03-01",
      };
      const { premium } = rateBusiness(plan, req);
      const row = SURPLUS_LINES_STATE_TAXES[state]!;
      const base = premium.premiumCents + premium.feesCents;
      const expected = [{ code: "surplus_lines_tax", label: `${state} surplus lines tax`, rate: row.taxRate, amountCents: roundCents(base * row.taxRate) }];
      if (row.stampingFeeRate > 0) {
        expected.push({ code: "stamping_fee", label: `${state} stamping fee`, rate: row.stampingFeeRate, amountCents: roundCents(base * row.stampingFeeRate) });
      }
      expect(premium.taxes, state).toEqual(expected);
      expect(premium.totalCents).toBe(base + premium.taxesCents);
    }
  });
});
