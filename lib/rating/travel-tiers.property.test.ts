// Travel tiers stay in order (issue 27 item 7): a richer plan never costs less than a poorer one for the
// same trip and travellers, at any medical limit at least the poorer plan's. Before, each plan scaled its
// own lowest medical limit to 1.00, so from 65 the essential plan cost more than the premier one
// ($546 vs $500 at 78 for a $5,000 trip, both at $100,000 of medical cover).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";
import { checkEligibility } from "./eligibility";
import { rateTravel } from "./travel";
import type { ProgramForRating, RatingRequest, TravelRatingPlan, TravelRisk } from "./types";

const TIER_RANK: Record<string, number> = { essential: 0, standard: 1, premier: 2 };
const travel = CARRIERS.flatMap((c) => c.programs.filter((p) => p.type === "TI").map((p) => ({ program: seedProgramForRating(c.code, p), tier: p.tier })));
const byCode = (code: string) => travel.find((t) => t.program.code === code)!.program;
/** Every (poorer, richer) pair of travel plans by tier. */
const PAIRS = travel.flatMap((poor) =>
  travel.filter((rich) => TIER_RANK[rich.tier]! > TIER_RANK[poor.tier]!).map((rich) => [poor.program, rich.program] as const),
);

const plan = (p: ProgramForRating) => p.ratingPlan as TravelRatingPlan;
const limits = (p: ProgramForRating) => p.options.find((o) => o.key === plan(p).medicalLimitOptionKey)!.values;
const day = 86_400_000;

type Trip = { state: string; destination: string; days: number; tripCost: number; ages: number[] };
function request(program: ProgramForRating, trip: Trip, medicalLimit: number): RatingRequest {
  const risk: TravelRisk = {
    kind: "travel",
    countryOfResidence: "US",
    residenceState: trip.state,
    destinationCountry: trip.destination,
    startDate: "2025-06-01",
    endDate: new Date(Date.UTC(2025, 5, 1) + (trip.days - 1) * day).toISOString().slice(0, 10),
    tripCostCents: trip.tripCost,
    // born on 2 June, so the age on 1 June 2025 is exactly `age`
    insureds: trip.ages.map((age) => ({ dateOfBirth: `${2024 - age}-06-02` })),
  };
  return { applicationId: "tiers", program, risk, options: { [plan(program).medicalLimitOptionKey]: medicalLimit }, asOf: "2025-03-01" };
}
const price = (program: ProgramForRating, trip: Trip, medicalLimit: number) => rateTravel(plan(program), request(program, trip, medicalLimit)).premium;
const eligible = (program: ProgramForRating, trip: Trip) =>
  checkEligibility(program, request(program, trip, limits(program)[0]!).risk, "2025-03-01").length === 0;

// Trips mostly inside every plan's appetite (30 days, $20,000, age 80: the essential plan's), sometimes beyond.
const tripArb: fc.Arbitrary<Trip> = fc.record({
  state: fc.constantFrom("CA", "TX", "FL", "GA", "IL", "OH", "PA", "MD", "WA", "AZ"),
  destination: fc.constantFrom("US", "CA", "MX", "FR", "IT", "JP", "CH", "JM", "BR", "RU"),
  days: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 90 })),
  tripCost: fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 10_000_000 })),
  ages: fc.array(fc.oneof(fc.integer({ min: 55, max: 85 }), fc.integer({ min: 0, max: 85 })), { minLength: 1, maxLength: 5 }),
});

describe("travel tiers (issue 27 item 7)", () => {
  it("the seed has a plan of each tier, so every pair below is compared", () => {
    expect(PAIRS.map(([poor, rich]) => `${poor.code} < ${rich.code}`).sort()).toEqual(["SA-TI < WT-TI-PRE", "WT-TI-ESS < SA-TI", "WT-TI-ESS < WT-TI-PRE"]);
  });

  it("a richer plan never costs less for the same trip and travellers, at any medical limit at least the poorer plan's", () => {
    let compared = 0;
    fc.assert(
      fc.property(tripArb, (trip) => {
        for (const [poor, rich] of PAIRS) {
          if (!eligible(poor, trip) || !eligible(rich, trip)) continue;
          for (const richLimit of limits(rich)) {
            for (const poorLimit of limits(poor).filter((l) => l <= richLimit)) {
              const p = price(poor, trip, poorLimit);
              const r = price(rich, trip, richLimit);
              const what = `${poor.code} at ${poorLimit / 100} vs ${rich.code} at ${richLimit / 100}: ${JSON.stringify(trip)}`;
              expect(r.premiumCents, what).toBeGreaterThanOrEqual(p.premiumCents);
              expect(r.premiumCents + r.feesCents, what).toBeGreaterThanOrEqual(p.premiumCents + p.feesCents);
              expect(r.totalCents, what).toBeGreaterThanOrEqual(p.totalCents);
              compared++;
            }
          }
        }
      }),
      { numRuns: 400 },
    );
    expect(compared).toBeGreaterThan(400);
  });

  it("at each plan's default medical limit, too", () => {
    fc.assert(
      fc.property(tripArb, (trip) => {
        for (const [poor, rich] of PAIRS) {
          if (!eligible(poor, trip) || !eligible(rich, trip)) continue;
          const defaultOf = (p: ProgramForRating) => p.options.find((o) => o.key === plan(p).medicalLimitOptionKey)!.default;
          expect(price(rich, trip, defaultOf(rich)).totalCents).toBeGreaterThanOrEqual(price(poor, trip, defaultOf(poor)).totalCents);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("the issue's case: at 78, a $5,000 trip of 14 days, $100,000 medical: essential < standard < premier", () => {
    const trip: Trip = { state: "GA", destination: "IT", days: 14, tripCost: 500_000, ages: [78] };
    const [ess, sa, pre] = ["WT-TI-ESS", "SA-TI", "WT-TI-PRE"].map((code) => price(byCode(code), trip, 10_000_000).premiumCents);
    // before: essential $546, premier $500
    expect([ess, sa, pre]).toEqual([48_800, 49_500, 50_000]);
  });

  it("one medical-limit and one duration scale: a limit or a trip length carries the same factor in every plan", () => {
    const factors = new Map<number, number>();
    const durations = new Map<number, number>();
    for (const { program } of travel) {
      for (const f of plan(program).medicalLimitFactors) {
        expect(factors.get(f.value) ?? f.factor, `${program.code} ${f.value}`).toBe(f.factor);
        factors.set(f.value, f.factor);
      }
      for (const d of plan(program).durationBands) {
        expect(durations.get(d.maxDays) ?? d.factor, `${program.code} ${d.maxDays}`).toBe(d.factor);
        durations.set(d.maxDays, d.factor);
      }
    }
  });
});
