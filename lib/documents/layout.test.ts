import fc from "fast-check";
import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { toWinAnsi } from "./format";
import { wrapText } from "./layout";

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

const width = (s: string) => font.widthOfTextAtSize(s, 10);

describe("wrapText", () => {
  it("breaks between words, within the width", () => {
    const lines = wrapText("General liability covers bodily injury and property damage to others arising from your premises.", font, 10, 150);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(150);
    expect(lines.join(" ")).toBe("General liability covers bodily injury and property damage to others arising from your premises.");
  });

  it("keeps line breaks and blank lines, and cuts a word longer than the width", () => {
    expect(wrapText("1550 Mission Street\n\nSan Francisco", font, 10, 400)).toEqual(["1550 Mission Street", "", "San Francisco"]);
    const hash = "2d1c79a54ac26a395609563fb16867857051725f13ed584e09a368c67795062c";
    const lines = wrapText(hash, font, 10, 100);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join("")).toBe(hash);
  });

  it("returns one empty line for empty text, and sanitizes", () => {
    expect(wrapText("", font, 10, 100)).toEqual([""]);
    expect(wrapText("Café ☕", font, 10, 100)).toEqual(["Café ?"]);
  });

  it("never exceeds the width and never loses a character", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 20, max: 500 }), (text, max) => {
        const lines = wrapText(text, font, 10, max);
        for (const line of lines) expect(line.length === 1 || width(line) <= max).toBe(true);
        const visible = (s: string) => s.replace(/\s/g, "");
        expect(visible(lines.join(""))).toBe(visible(toWinAnsi(text)));
      }),
    );
  });
});
