import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ONE_LINE, oneLine } from "@/lib/schemas/common";
import { inspectJson, inspectParams, unsafeText } from "./input";

const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => c !== 0 && c !== 0x09 && c !== 0x0a && c !== 0x0d),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((c) => String.fromCharCode(c));

describe("control characters at the edge", () => {
  it("refuses every C0 control but tab and line breaks, DEL and every C1 control, naming the code point", () => {
    for (const c of controls) expect(unsafeText(`Sunrise${c}Bakery`), JSON.stringify(c)).toMatch(/control characters \(U\+00[0-9A-F]{2}\)/);
    expect(unsafeText("A\r\nBcc: x@y")).toBeNull(); // line breaks are the one-line schemas' to refuse
    expect(unsafeText("tab\there")).toBeNull();
    expect(unsafeText("Café Ünïcode – “quotes” 😀")).toBeNull();
  });

  it("names the field or key in bodies and parameters, with the control escaped in the path", () => {
    expect(inspectJson({ a: { b: ["ok", "x\u001by"] } })).toEqual([
      { path: "a.b[1]", message: "must not contain control characters (U+001B)", code: "invalid_text" },
    ]);
    expect(inspectJson({ ["k\u0085"]: 1 })[0]!.path).toBe("k\\u0085");
    expect(inspectParams({ q: "bak\u0007ery" })[0]!.path).toBe("q");
  });

  it("accepts any printable text (property)", () => {
    const printable = fc
      .string({ unit: "grapheme" })
      .filter((s) => ![...s].some((c) => c.codePointAt(0)! < 0x20 || (c.codePointAt(0)! >= 0x7f && c.codePointAt(0)! <= 0x9f)));
    fc.assert(fc.property(printable, (s) => unsafeText(s) === null));
  });
});

describe("oneLine", () => {
  const name = oneLine(1, 200);
  it("refuses line breaks, tabs, separators and controls inside a name; trims the ends", () => {
    for (const bad of ["A\r\nBcc: x@y", "A\nB", "A\tB", "A\u2028B", "A\u2029B", "A\u0085B", "A\u001bB"])
      expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(name.parse("  Sunrise Bakery \n")).toBe("Sunrise Bakery");
    expect(ONE_LINE.test("O'Brien & Søn, LLC")).toBe(true);
  });
});
