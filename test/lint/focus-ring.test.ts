// The focus ring must stand out from what it is drawn on: WCAG 2.2 (1.4.11, 2.4.13) asks 3:1 against the
// adjacent colours. Read from the design tokens in app/globals.css, so changing a token re-checks it.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const css = fs.readFileSync(new URL("../../app/globals.css", import.meta.url), "utf8");
const token = (name: string) => {
  const m = new RegExp(`--${name}:\\s*#([0-9a-fA-F]{6}|[0-9a-fA-F]{3});`).exec(css);
  if (!m) throw new Error(`no --${name} token`);
  const hex = m[1]!;
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex}`;
};
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe("focus ring contrast", () => {
  it("computes WCAG contrast as published (black on white 21:1)", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#8fb1ff", "#ffffff")).toBeLessThan(3); // the old ring, 2.1:1
  });
  it.each(["card", "bg", "tint"])("--focus against --%s is at least 3:1", (surface) => {
    expect(contrast(token("focus"), token(surface))).toBeGreaterThanOrEqual(3);
  });
});
