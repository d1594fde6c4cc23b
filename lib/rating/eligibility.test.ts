import { NO_UNDERWRITING_RULES } from "@/lib/underwriting/rules";
import { describe, expect, it } from "vitest";
import { ageOn } from "@/lib/dates";
import { checkEligibility, formatDollars, tripDays } from "./eligibility";
import type { BusinessRisk, ProgramForRating, TravelRisk } from "./types";

const businessProgram: ProgramForRating = {
  id: "p1",
  code: "KM-BOP",
  type: "BOP",
  carrierCode: "keystone",
  statesWritten: ["CA", "TX", "OH"],
  classCodes: ["10100", "40300"],
  eligibility: { kind: "business", maxRevenueCents: 500_000_000, maxEmployees: 50 },
  options: [],
  endorsements: [],
  ratingPlan: null,
  underwriting: NO_UNDERWRITING_RULES,
};
const travelProgram: ProgramForRating = {
  id: "p2",
  code: "WT-TI-ESS",
  type: "TI",
  carrierCode: "wayfarer",
  statesWritten: ["CA", "GA"],
  classCodes: [],
  eligibility: {
    kind: "travel",
    maxTripDays: 30,
    maxTripCostCents: 2_000_000,
    maxTravellerAge: 80,
    excludedDestinations: ["CU", "KP"],
    residenceCountries: ["US"],
  },
  options: [],
  endorsements: [],
  ratingPlan: null,
  underwriting: NO_UNDERWRITING_RULES,
};
const business: BusinessRisk = {
  kind: "business",
  classCode: "10100",
  businessName: "Crumbs",
  mailingState: "CA",
  mailingZip: "94110",
  employeeCount: 8,
  annualRevenueCents: 85_000_000,
  effectiveDate: "2025-04-01",
};
const trip: TravelRisk = {
  kind: "travel",
  countryOfResidence: "US",
  residenceState: "GA",
  destinationCountry: "FR",
  startDate: "2025-06-01",
  endDate: "2025-06-30",
  tripCostCents: 800_000,
  insureds: [{ dateOfBirth: "1980-05-05", firstName: "Ann", lastName: "Lee" }],
};
const codes = (p: ProgramForRating, r: BusinessRisk | TravelRisk) => checkEligibility(p, r, "2025-03-01").map((x) => x.code);

describe("checkEligibility: business", () => {
  it("accepts a risk inside every rule", () => {
    expect(checkEligibility(businessProgram, business, "2025-03-01")).toEqual([]);
  });
  it("declines a class out of appetite", () => {
    expect(checkEligibility(businessProgram, { ...business, classCode: "30630" }, "2025-03-01")).toEqual([
      { code: "class_out_of_appetite", message: "Class 30630 is outside this program's appetite." },
    ]);
  });
  it("declines revenue over the cap, with dollar figures", () => {
    expect(checkEligibility(businessProgram, { ...business, annualRevenueCents: 600_000_000 }, "2025-03-01")).toEqual([
      { code: "revenue_over_cap", message: "Annual revenue $6,000,000 is over this program's maximum of $5,000,000." },
    ]);
    expect(codes(businessProgram, { ...business, annualRevenueCents: 500_000_000 })).toEqual([]); // at the cap is fine
  });
  it("declines employees over the cap", () => {
    expect(checkEligibility(businessProgram, { ...business, employeeCount: 51 }, "2025-03-01")).toEqual([
      { code: "employees_over_cap", message: "51 employees is over this program's maximum of 50 employees." },
    ]);
  });
  it("declines a state not written", () => {
    expect(checkEligibility(businessProgram, { ...business, mailingState: "NY" }, "2025-03-01")).toEqual([
      { code: "state_not_written", message: "This program is not written in NY." },
    ]);
  });
  it("reports every reason at once", () => {
    expect(codes(businessProgram, { ...business, classCode: "99999", annualRevenueCents: 1e9, employeeCount: 99, mailingState: "NY" })).toEqual([
      "class_out_of_appetite",
      "revenue_over_cap",
      "employees_over_cap",
      "state_not_written",
    ]);
  });
  it("throws on a risk of the wrong kind", () => {
    expect(() => checkEligibility(businessProgram, trip, "2025-03-01")).toThrow(TypeError);
    expect(() => checkEligibility(travelProgram, business, "2025-03-01")).toThrow(TypeError);
  });
});

describe("checkEligibility: travel", () => {
  it("accepts a 30-day trip (both ends counted) inside every rule", () => {
    expect(codes(travelProgram, trip)).toEqual([]);
  });
  it("declines a trip that is too long", () => {
    expect(checkEligibility(travelProgram, { ...trip, endDate: "2025-07-01" }, "2025-03-01")).toEqual([
      { code: "trip_too_long", message: "A trip of 31 days is longer than this program's maximum of 30 days." },
    ]);
  });
  it("declines a trip cost over the cap", () => {
    expect(checkEligibility(travelProgram, { ...trip, tripCostCents: 2_500_050 }, "2025-03-01")).toEqual([
      { code: "trip_cost_over_cap", message: "Trip cost $25,000.50 is over this program's maximum of $20,000." },
    ]);
  });
  it("declines each traveller over the maximum age on the start date", () => {
    const insureds = [{ dateOfBirth: "1944-06-01" }, { dateOfBirth: "1944-06-02", firstName: "Bo" }, { dateOfBirth: "1990-01-01" }];
    expect(checkEligibility(travelProgram, { ...trip, insureds }, "2025-03-01")).toEqual([
      // 81 on 2025-06-01 (birthday that day); the second is still 80
      { code: "traveller_age_over_max", message: "Traveller 1 is 81 on the start date, over this program's maximum age of 80." },
    ]);
  });
  it("declines an excluded destination", () => {
    expect(checkEligibility(travelProgram, { ...trip, destinationCountry: "CU" }, "2025-03-01")).toEqual([
      { code: "destination_excluded", message: "Trips to CU are excluded by this program." },
    ]);
  });
  it("declines a residence country or state not written", () => {
    expect(codes(travelProgram, { ...trip, countryOfResidence: "CA", residenceState: undefined })).toEqual(["residence_not_written"]);
    expect(checkEligibility(travelProgram, { ...trip, residenceState: "NY" }, "2025-03-01")).toEqual([
      { code: "residence_not_written", message: "This program is not written for residents of NY." },
    ]);
    expect(codes(travelProgram, { ...trip, residenceState: undefined })).toEqual([]);
  });
});

describe("helpers", () => {
  it("formats dollars", () => {
    expect(formatDollars(600_000_000)).toBe("$6,000,000");
    expect(formatDollars(123_456)).toBe("$1,234.56");
    expect(formatDollars(5)).toBe("$0.05");
  });
  it("computes ages and trip days", () => {
    expect(ageOn("2000-02-29", "2025-02-28")).toBe(24);
    expect(ageOn("2000-02-29", "2025-03-01")).toBe(25);
    expect(ageOn("1990-06-10", "2025-06-10")).toBe(35);
    expect(tripDays("2025-06-10", "2025-06-10")).toBe(1);
    expect(tripDays("2025-03-08", "2025-03-10")).toBe(3); // across a DST change in the US
    expect(tripDays("2024-12-30", "2025-01-02")).toBe(4);
  });
});
