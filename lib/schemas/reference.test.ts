import { describe, expect, it } from "vitest";
import { COUNTRIES, US_STATES, isUsState, zipMatchesState } from "./reference";

describe("reference lists", () => {
  it("has the 50 states and DC", () => {
    expect(US_STATES).toHaveLength(51);
    expect(isUsState("DC")).toBe(true);
    expect(isUsState("XX")).toBe(false);
  });

  it("matches ZIP prefixes to states", () => {
    expect(zipMatchesState("10001", "NY")).toBe(true); // Manhattan
    expect(zipMatchesState("94103", "CA")).toBe(true); // San Francisco
    expect(zipMatchesState("02139", "MA")).toBe(true); // Cambridge, leading zero
    expect(zipMatchesState("73301", "TX")).toBe(true); // Austin IRS
    expect(zipMatchesState("60601", "IL")).toBe(true);
    expect(zipMatchesState("10001", "CA")).toBe(false);
    expect(zipMatchesState("00000", "NY")).toBe(false);
  });

  it("has ISO 3166-1 alpha-2 countries", () => {
    expect(COUNTRIES.size).toBe(249);
    for (const c of ["US", "GB", "FR", "JP", "MX", "CA"]) expect(COUNTRIES.has(c)).toBe(true);
    expect(COUNTRIES.has("UK")).toBe(false);
  });
});
