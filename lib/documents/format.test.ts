import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { WIN_ANSI_CODE_POINTS, formatCents, formatDate, formatRate, formatTimestamp, toWinAnsi } from "./format";

describe("formatCents", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [99, "$0.99"],
    [100, "$1.00"],
    [419_167, "$4,191.67"],
    [100_000_000, "$1,000,000.00"],
    [-1_250, "-$12.50"],
  ])("%i -> %s", (cents, text) => expect(formatCents(cents)).toBe(text));

  it.each([4191.67, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("refuses %d", (cents) => expect(() => formatCents(cents)).toThrow(RangeError));
});

describe("dates", () => {
  it("formats calendar dates without a time zone", () => {
    expect(formatDate("2026-12-01")).toBe("Dec 1, 2026");
    expect(formatDate("2027-01-31")).toBe("Jan 31, 2027");
  });

  it.each(["2026-13-01", "2026-12-00", "12/01/2026", "2026-12-01T00:00:00Z", ""])("refuses the date %j", (d) =>
    expect(() => formatDate(d)).toThrow(RangeError),
  );

  it("shows instants in UTC", () => {
    expect(formatTimestamp("2026-11-22T15:04:05.000Z")).toBe("Nov 22, 2026, 15:04 UTC");
    expect(formatTimestamp("2026-12-31T20:30:00-05:00")).toBe("Jan 1, 2027, 01:30 UTC");
  });

  it.each(["2026-11-22 15:04", "2026-11-22T15:04:05", "yesterday"])("refuses the timestamp %j (no offset or not a date)", (t) =>
    expect(() => formatTimestamp(t)).toThrow(RangeError),
  );
});

describe("formatRate", () => {
  it("shows a rate as a percentage", () => {
    expect(formatRate(0.0235)).toBe("2.35%");
    expect(formatRate(0.03)).toBe("3%");
    expect(formatRate(0.048_75)).toBe("4.875%");
  });
});

describe("toWinAnsi", () => {
  it("is the character set of pdf-lib's Helvetica", async () => {
    const doc = await PDFDocument.create();
    for (const name of [StandardFonts.Helvetica, StandardFonts.HelveticaBold]) {
      const font = await doc.embedFont(name);
      expect(new Set(font.getCharacterSet())).toEqual(WIN_ANSI_CODE_POINTS);
    }
  });

  it("keeps WinAnsi text and replaces the rest with one ? per character", () => {
    expect(toWinAnsi("Zoë’s Café — ☕")).toBe("Zoë’s Café — ?");
    expect(toWinAnsi("€100 “quoted” • 50%")).toBe("€100 “quoted” • 50%");
    expect(toWinAnsi("🙂 東京 →")).toBe("? ?? ?");
  });

  it("composes accents, and turns tabs, odd spaces and line breaks into plain ones", () => {
    expect(toWinAnsi("e\u0301")).toBe("é");
    expect(toWinAnsi("a\tb\u2009c\u202fd")).toBe("a b c d");
    expect(toWinAnsi("one\r\ntwo\rthree\u2028four")).toBe("one\ntwo\nthree\nfour");
    expect(toWinAnsi("zero\u200bwidth\ufeff")).toBe("zerowidth");
    expect(toWinAnsi("bell\u0007")).toBe("bell?");
  });
});
