import { describe, expect, it } from "vitest";
import { clockAt, targetOffsetDays } from "./clock";

describe("where the sandbox clock is moved to", () => {
  const today = "2026-11-27";
  it("sets a date, advances by days, or resets to today", () => {
    expect(targetOffsetDays({ date: "2026-12-27" }, 0, today)).toBe(30);
    expect(targetOffsetDays({ advanceDays: 5 }, 30, today)).toBe(35);
    expect(targetOffsetDays({ reset: true }, 930, today)).toBe(0);
    expect(targetOffsetDays({ date: today }, 12, today)).toBe(0);
  });

  it("refuses a day before today and more than three years ahead, naming the field", () => {
    expect(() => targetOffsetDays({ date: "2026-11-26" }, 0, today)).toThrow(
      expect.objectContaining({ errors: [expect.objectContaining({ path: "date", code: "date_in_past" })] }),
    );
    expect(() => targetOffsetDays({ advanceDays: 800 }, 400, today)).toThrow(
      expect.objectContaining({ errors: [expect.objectContaining({ path: "advanceDays", code: "too_far" })] }),
    );
  });

  it("shows the day the offset makes", () => {
    expect(clockAt(new Date("2026-11-27T23:00:00Z"), 35).today).toBe("2027-01-01");
  });
});
