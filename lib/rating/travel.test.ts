import { describe, expect, it } from "vitest";
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";
import { rateTravel, tripCostShares } from "./travel";
import type { ProgramForRating, RatingRequest, TravelRatingPlan, TravelRisk } from "./types";

function seedProgram(code: string): ProgramForRating & { ratingPlan: TravelRatingPlan } {
  for (const carrier of CARRIERS) {
    const p = carrier.programs.find((x) => x.code === code);
    if (p && p.ratingPlan.kind === "travel") {
      return { ...seedProgramForRating(carrier.code, p), id: `id-${code}`, ratingPlan: p.ratingPlan };
    }
  }
  throw new Error(`no travel program ${code}`);
}

function request(code: string, risk: Partial<TravelRisk>, medicalLimit: number): RatingRequest & { program: { ratingPlan: TravelRatingPlan } } {
  return {
    applicationId: "22222222-2222-4222-8222-222222222222",
    program: seedProgram(code),
    risk: {
      kind: "travel",
      countryOfResidence: "US",
      residenceState: "GA",
      destinationCountry: "IT",
      startDate: "2025-06-10",
      endDate: "2025-06-24",
      tripCostCents: 800_000,
      insureds: [{ dateOfBirth: "1990-01-01" }],
      ...risk,
    },
    options: { medicalLimit },
    asOf: "2025-03-01",
  };
}

const steps = (r: ReturnType<typeof rateTravel>) => r.worksheet.map((l) => [l.step, l.amountCents, l.runningCents]);

describe("rateTravel: hand-computed examples", () => {
  it("WT-TI-PRE: two travellers in different age bands, 15-day trip to Italy, GA resident", () => {
    // Trip cost $8,000 split evenly: $4,000 each.
    // Traveller 1 born 1958-07-01: 66 on 2025-06-10 (birthday not yet reached) -> band 65-74 $8.60 per $100
    //   40 x $8.60 = $344.00 -> 34,400
    // Traveller 2 born 1992-06-10: 33 on 2025-06-10 (birthday that day) -> band 18-39 $5.25 per $100
    //   40 x $5.25 = $210.00 -> 21,000, running 55,400
    // 10 June to 24 June = 15 days (both counted) -> band up to 30 days, 1.08: 59,832 (+4,432)
    // Italy: default region 1.00 -> 59,832; medical $250,000 1.06: 63,421.92 -> 63,422 (+3,590)
    // rounding $634.22 -> $634 = 63,400 (-22); policy fee $15 -> 64,900
    // no tax line (admitted: the premium tax is in the rates) -> total 64,900
    const req = request("WT-TI-PRE", { insureds: [{ dateOfBirth: "1958-07-01" }, { dateOfBirth: "1992-06-10" }] }, 25_000_000);
    const rated = rateTravel(req.program.ratingPlan, req);
    expect(steps(rated)).toEqual([
      ["base", 34_400, 34_400],
      ["base", 21_000, 55_400],
      ["duration", 4_432, 59_832],
      ["destination", 0, 59_832],
      ["medical_limit", 3_590, 63_422],
      ["rounding", -22, 63_400],
      ["policy_fee", 1_500, 64_900],
    ]);
    expect(rated.worksheet[0]!.label).toBe("Traveller 1 (age 66, band 65-74): $8.60 per $100 of $4,000 trip cost");
    expect(rated.premium).toMatchObject({ premiumCents: 63_400, feesCents: 1_500, taxes: [], taxesCents: 0, totalCents: 64_900 });
  });

  it("WT-TI-ESS: a cheap domestic trip for two falls to the per-traveller minimum; no policy fee", () => {
    // $300 split: $150 each. Age 10 -> $4.00: 1.5 x 4.00 = $6.00 -> 600
    // Age 40 -> $5.25: 1.5 x 5.25 = $7.875 -> 788 (half away), running 1,388
    // 5 days -> 0.95: 1,318.6 -> 1,319 (-69); US domestic 0.80: 1,055.2 -> 1,055 (-264)
    // medical $25,000 0.90 -> 949.5 -> 950 (-105); minimum $25 x 2 = 5,000 (+4,050); rounding 0; no policy fee
    // no tax line -> total 5,000
    const req = request(
      "WT-TI-ESS",
      {
        residenceState: "OH",
        destinationCountry: "US",
        startDate: "2025-07-01",
        endDate: "2025-07-05",
        tripCostCents: 30_000,
        insureds: [{ dateOfBirth: "2015-01-01" }, { dateOfBirth: "1985-03-03" }],
      },
      2_500_000,
    );
    const rated = rateTravel(req.program.ratingPlan, req);
    expect(steps(rated)).toEqual([
      ["base", 600, 600],
      ["base", 788, 1_388],
      ["duration", -69, 1_319],
      ["destination", -264, 1_055],
      ["medical_limit", -105, 950],
      ["minimum", 4_050, 5_000],
      ["rounding", 0, 5_000],
    ]);
    expect(rated.premium.fees).toEqual([]);
    expect(rated.premium.totalCents).toBe(5_000);
  });

  it("adds no tax line for anyone: the admitted travel carriers' premium tax is in their rates", () => {
    const foreign = request("WT-TI-PRE", { countryOfResidence: "CA", residenceState: undefined }, 10_000_000);
    expect(rateTravel(foreign.program.ratingPlan, foreign).premium.taxes).toEqual([]);
    const noState = request("WT-TI-PRE", { residenceState: undefined }, 10_000_000);
    expect(rateTravel(noState.program.ratingPlan, noState).premium.taxes).toEqual([]);
    const il = request("WT-TI-PRE", { residenceState: "IL" }, 10_000_000);
    const rated = rateTravel(il.program.ratingPlan, il);
    expect(rated.premium).toMatchObject({ taxes: [], taxesCents: 0, totalCents: rated.premium.premiumCents + rated.premium.feesCents });
    expect(rated.worksheet.some((l) => /tax/i.test(l.label))).toBe(false);
  });

  it("uses each traveller's own trip cost when given", () => {
    expect(tripCostShares({ tripCostCents: 1_001, insureds: [{ dateOfBirth: "x" }, { dateOfBirth: "x" }, { dateOfBirth: "x" }] })).toEqual([334, 334, 333]);
    expect(tripCostShares({ tripCostCents: 1_001, insureds: [{ dateOfBirth: "x", tripCostCents: 500 }, { dateOfBirth: "x" }, { dateOfBirth: "x" }] })).toEqual([
      500, 251, 250,
    ]);
  });
});
