import { describe, expect, it } from "vitest";
import type { Risk } from "@/lib/rating/types";
import { addressIssues, normaliseAddress } from "./address";

const business: Risk = {
  kind: "business",
  classCode: "10100",
  businessName: "Sunrise Bakery",
  mailingState: "TX",
  mailingZip: "75201",
  employeeCount: 6,
  annualRevenueCents: 85_000_000,
  effectiveDate: "2027-01-01",
};
const address = { line1: "1200 Main Street", city: "Dallas", state: "TX", zip: "75201" };

describe("addressIssues", () => {
  it("accepts the rated state and ZIP (ZIP+4 too, any case)", () => {
    expect(addressIssues(address, business, "insuredAddress")).toEqual([]);
    expect(addressIssues({ ...address, state: "tx", zip: "75201-4321" }, business, "insuredAddress")).toEqual([]);
  });

  it("names the field that differs from the rated risk", () => {
    const issues = addressIssues({ ...address, state: "OK", zip: "73102" }, business, "insuredAddress");
    expect(issues.map((i) => i.path)).toEqual(["insuredAddress.state", "insuredAddress.zip"]);
    expect(issues[0]!.message).toMatch(/must be TX, the state the quote was rated in/);
    expect(addressIssues({ ...address, zip: "75202" }, business, "insuredAddress").map((i) => i.path)).toEqual(["insuredAddress.zip"]);
  });

  it("checks a trip against the state of residence only", () => {
    const trip: Risk = {
      kind: "travel",
      countryOfResidence: "US",
      residenceState: "IL",
      destinationCountry: "FR",
      startDate: "2027-01-01",
      endDate: "2027-01-10",
      tripCostCents: 600_000,
      insureds: [{ dateOfBirth: "1985-04-12" }],
    };
    expect(addressIssues({ ...address, state: "IL", zip: "60601" }, trip, "insuredAddress")).toEqual([]);
    expect(addressIssues(address, trip, "insuredAddress").map((i) => i.path)).toEqual(["insuredAddress.state"]);
  });
});

it("normaliseAddress trims, capitalises the state and drops an empty second line", () => {
  expect(normaliseAddress({ line1: " 1 Main St ", line2: " ", city: " Dallas", state: "tx", zip: "75201 " })).toEqual({
    line1: "1 Main St",
    city: "Dallas",
    state: "TX",
    zip: "75201",
  });
});
