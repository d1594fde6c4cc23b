import { describe, expect, it } from "vitest";
import { canonicalHash, canonicalJson } from "./canonical-json";

describe("canonicalJson (RFC 8785)", () => {
  it("sorts keys recursively and drops insignificant whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it("serialises numbers as ECMAScript does (RFC 8785 section 3.2.2.3 examples)", () => {
    expect(canonicalJson([1e21, 1e-7, 0.000001, -0, 100, 1.5, 333333333.3333333])).toBe("[1e+21,1e-7,0.000001,0,100,1.5,333333333.3333333]");
  });

  it("sorts keys by UTF-16 code units, not by locale", () => {
    // RFC 8785 appendix: "\u20ac" (euro) sorts after "\r" and before "\ud83d\ude00".
    const input = { "\u20ac": "Euro Sign", "\r": "Carriage Return", "\ud83d\ude00": "Emoji", "1": "One", a: "a", A: "A" };
    expect(canonicalJson(input)).toBe('{"\\r":"Carriage Return","1":"One","A":"A","a":"a","\u20ac":"Euro Sign","\ud83d\ude00":"Emoji"}');
  });

  it("escapes strings minimally", () => {
    expect(canonicalJson({ s: 'a"b\\c\n\u0001é' })).toBe('{"s":"a\\"b\\\\c\\n\\u0001é"}');
  });

  it("refuses values JSON cannot carry", () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ x: 1n })).toThrow(TypeError);
  });

  it("hashes equal documents equally whatever their key order", () => {
    const a = canonicalHash({ class_code: "10100", coverage: { glLimit: 1000000, bppLimit: 50000 } });
    const b = canonicalHash({ coverage: { bppLimit: 50000, glLimit: 1000000 }, class_code: "10100" });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    // sha256 of the canonical text, computed independently: printf '{"a":1}' | sha256sum
    expect(canonicalHash({ a: 1 })).toBe("015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862");
    expect(canonicalHash({ a: 1, b: 2 })).not.toBe(canonicalHash({ a: 1, b: 3 }));
  });
});
