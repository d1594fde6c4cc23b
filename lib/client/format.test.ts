import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatLimit, formatMoney } from "./format";

describe("one format for money and dates", () => {
  it("limits without cents, amounts with", () => {
    expect(formatLimit(1_000_000)).toBe("$1,000,000");
    expect(formatMoney(1_000_000)).toBe("$1,000,000.00");
    expect(formatMoney(null)).toBe("-");
  });
  it("a calendar date is that day in any time zone; a moment is a date and a time", () => {
    expect(formatDate("2027-01-10")).toBe("Jan 10, 2027");
    expect(formatDate("2027-12-31")).toBe("Dec 31, 2027");
    expect(formatDateTime("2027-01-10")).toBe("Jan 10, 2027");
    expect(formatDateTime("2026-11-23T12:00:00.000Z")).toMatch(/^Nov 2[34], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });
});
