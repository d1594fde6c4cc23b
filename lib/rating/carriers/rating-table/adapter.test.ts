import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";
import { ratingTableAdapter, rateWithPlan } from "./adapter";
import type { ProgramForRating, RatingRequest, Risk } from "../../types";

function seedProgram(code: string): ProgramForRating {
  for (const carrier of CARRIERS) {
    const p = carrier.programs.find((x) => x.code === code);
    if (p) {
      return { ...seedProgramForRating(carrier.code, p), id: `id-${code}`, ratingPlan: p.ratingPlan };
    }
  }
  throw new Error(code);
}
const APP = "33333333-3333-4333-8333-333333333333";
const plumber: Risk = {
  kind: "business",
  classCode: "30100",
  businessName: "Pipes LLC",
  mailingState: "TX",
  mailingZip: "78701",
  employeeCount: 6,
  annualRevenueCents: 120_000_000,
  annualPayrollCents: 40_000_000,
  subcontractedCostCents: 10_000_000,
  effectiveDate: "2025-04-01",
};
const req = (code: string, risk: Risk = plumber, options: Record<string, number> = {}): RatingRequest => {
  const program = seedProgram(code);
  const defaults = Object.fromEntries(program.options.map((o) => [o.key, o.default]));
  return { applicationId: APP, program, risk, options: { ...defaults, ...options }, asOf: "2025-03-01" };
};
const signal = new AbortController().signal;

describe("ratingTableAdapter", () => {
  it("quotes with deterministic carrier references", async () => {
    const out = await ratingTableAdapter.rate(req("KM-CGL", plumber, { glLimit: 200_000_000, deductible: 250_000 }), { signal });
    const hash = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 8);
    expect(out).toMatchObject({
      status: "quoted",
      carrierQuoteId: `KM-Q-${hash(`quote:keystone:${APP}`)}`,
      carrierApplicationId: `KM-A-${hash(`application:keystone:${APP}`)}`,
      externalId: null,
      notices: [],
    });
    expect(out.status === "quoted" && out.premium.totalCents).toBe(334_100); // the hand-computed example in business.test.ts
    expect(await ratingTableAdapter.rate(req("KM-CGL", plumber, { glLimit: 200_000_000, deductible: 250_000 }), { signal })).toEqual(out);
  });

  it("adds a regulatory notice for surplus lines and an info notice when the minimum applies", () => {
    const out = rateWithPlan(req("HS-CGL", { ...plumber, annualRevenueCents: 1_000_000, annualPayrollCents: 1_000_000, subcontractedCostCents: 0 }));
    expect(out.status).toBe("quoted");
    if (out.status !== "quoted") return;
    expect(out.notices.map((n) => n.level)).toEqual(["regulatory", "info"]);
    expect(out.notices[1]!.text).toBe("Minimum premium applies: the program's minimum premium of $750 sets the price (the premium rated to $77.62).");
    expect(out.premium.taxes.map((t) => t.code)).toEqual(["surplus_lines_tax", "stamping_fee"]);
    expect(out.carrierQuoteId).toMatch(/^HS-Q-[0-9a-f]{8}$/);
    // at a $2,000,000 limit the minimum carries the limit's factor (1.12): $840
    const higher = rateWithPlan(
      req("HS-CGL", { ...plumber, annualRevenueCents: 1_000_000, annualPayrollCents: 1_000_000, subcontractedCostCents: 0 }, { glLimit: 200_000_000 }),
    );
    expect(higher.status === "quoted" && higher.notices[1]!.text).toMatch(/^Minimum premium applies: the program's minimum premium of \$840 sets the price/);
  });

  it("declines with the eligibility reasons and the carrier application id", () => {
    const out = rateWithPlan(req("MP-PL", plumber));
    expect(out).toEqual({
      status: "declined",
      reasons: [{ code: "class_out_of_appetite", message: "Class 30100 is outside this program's appetite." }],
      carrierApplicationId: expect.stringMatching(/^MP-A-[0-9a-f]{8}$/),
    });
  });

  it("quotes a trip", () => {
    const trip: Risk = {
      kind: "travel",
      countryOfResidence: "US",
      residenceState: "CA",
      destinationCountry: "JP",
      startDate: "2025-09-01",
      endDate: "2025-09-12",
      tripCostCents: 600_000,
      insureds: [{ dateOfBirth: "1970-01-01" }],
    };
    const out = rateWithPlan(req("SA-TI", trip));
    expect(out.status).toBe("quoted");
  });

  it("fails on an invalid plan, a plan of the wrong kind, an unpriceable option, or a cancelled signal", async () => {
    const broken = req("KM-CGL");
    expect(rateWithPlan({ ...broken, program: { ...broken.program, ratingPlan: { kind: "business" } } })).toMatchObject({ status: "failed" });
    const travelPlan = seedProgram("SA-TI").ratingPlan;
    expect(rateWithPlan({ ...broken, program: { ...broken.program, ratingPlan: travelPlan } })).toMatchObject({ status: "failed" });
    expect(rateWithPlan(req("KM-CGL", plumber, { glLimit: 12_345 }))).toEqual({ status: "failed", reason: "No increased-limits factor for 12345" });
    const controller = new AbortController();
    controller.abort();
    expect(await ratingTableAdapter.rate(req("KM-CGL"), { signal: controller.signal })).toMatchObject({ status: "failed" });
  });
});
