// Moved from lib/quotes/rating-block.test.ts with the helpers (assertions unchanged).
import { describe, expect, it } from "vitest";
import { addDays, addYears, ageOn, daysBetween } from "./dates";

const TODAY = "2026-11-22";

describe("date helpers", () => {
  describe("addYears", () => {
    it.each([
      ["2026-11-22", 1, "2027-11-22"],
      ["2026-12-31", 1, "2027-12-31"],
      ["2026-01-01", 1, "2027-01-01"],
      ["2028-02-29", 1, "2029-02-28"],
      ["2028-02-29", 4, "2032-02-29"],
      ["2028-02-29", -1, "2027-02-28"],
      ["2028-02-29", -4, "2024-02-29"],
      ["2027-02-28", 1, "2028-02-28"],
      ["2026-11-22", 0, "2026-11-22"],
      ["2000-02-29", 100, "2100-02-28"], // 2100 is not a leap year
      ["1996-02-29", 4, "2000-02-29"], // 2000 is
    ])("addYears(%s, %i) = %s", (date, years, expected) => {
      expect(addYears(date, years)).toBe(expected);
    });
  });

  describe("addDays", () => {
    it.each([
      ["2026-11-22", 0, "2026-11-22"],
      ["2026-11-22", 1, "2026-11-23"],
      ["2026-11-30", 1, "2026-12-01"],
      ["2026-12-31", 1, "2027-01-01"],
      ["2027-01-01", -1, "2026-12-31"],
      ["2027-02-28", 1, "2027-03-01"],
      ["2028-02-28", 1, "2028-02-29"],
      ["2028-03-01", -1, "2028-02-29"],
      ["2026-11-22", 366, "2027-11-23"],
      ["2027-11-22", 366, "2028-11-22"], // across 29 Feb 2028
      ["2027-03-13", 1, "2027-03-14"], // US DST change: UTC, so no drift
    ])("addDays(%s, %i) = %s", (date, days, expected) => {
      expect(addDays(date, days)).toBe(expected);
    });
  });

  describe("daysBetween", () => {
    it.each([
      ["2026-11-22", "2026-11-22", 0],
      ["2026-11-22", "2026-11-23", 1],
      ["2026-11-23", "2026-11-22", -1],
      ["2026-11-22", "2027-11-22", 365],
      ["2028-01-01", "2029-01-01", 366],
      ["2027-02-28", "2027-03-01", 1],
      ["2028-02-28", "2028-03-01", 2],
      ["2027-03-13", "2027-03-15", 2], // across the US spring-forward
      ["2027-11-06", "2027-11-08", 2], // across the US fall-back
    ])("daysBetween(%s, %s) = %i", (from, to, expected) => {
      expect(daysBetween(from, to)).toBe(expected);
    });

    it("is the inverse of addDays", () => {
      for (const n of [-400, -1, 0, 1, 59, 365, 366, 1000]) expect(daysBetween(TODAY, addDays(TODAY, n))).toBe(n);
    });
  });

  describe("ageOn", () => {
    it("counts the birthday itself", () => {
      expect(ageOn("1980-11-22", "2026-11-22")).toBe(46);
    });

    it("is a year less the day before the birthday", () => {
      expect(ageOn("1980-11-23", "2026-11-22")).toBe(45);
    });

    it("handles the month before and after the birth month", () => {
      expect(ageOn("1980-12-01", "2026-11-30")).toBe(45);
      expect(ageOn("1980-10-31", "2026-11-01")).toBe(46);
      expect(ageOn("1980-01-01", "2026-12-31")).toBe(46);
      expect(ageOn("1980-12-31", "2027-01-01")).toBe(46);
    });

    it("is 0 on the day of birth and until the first birthday", () => {
      expect(ageOn("2026-11-22", "2026-11-22")).toBe(0);
      expect(ageOn("2025-11-23", "2026-11-22")).toBe(0);
      expect(ageOn("2025-11-22", "2026-11-22")).toBe(1);
    });

    it("reaches a 29 February birthday on 1 March in common years, and on 29 February in leap years", () => {
      expect(ageOn("2000-02-29", "2027-02-28")).toBe(26);
      expect(ageOn("2000-02-29", "2027-03-01")).toBe(27);
      expect(ageOn("2000-02-29", "2028-02-28")).toBe(27);
      expect(ageOn("2000-02-29", "2028-02-29")).toBe(28);
    });
  });
});

// ---------------------------------------------------------------------------------------------
