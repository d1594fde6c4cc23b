import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvError, parseCsv, parseCsvObjects } from "./csv";

describe("parseCsv", () => {
  it("parses plain fields with LF and CRLF line ends", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
    expect(parseCsv("a,b\r\n1,2\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("a,b\r\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("handles quoted fields with commas, doubled quotes and embedded line breaks", () => {
    const text = 'code,title\n11,"Agriculture, Forestry"\n12,"He said ""hi"""\n13,"line one\nline two\r\nline three"\n';
    expect(parseCsv(text)).toEqual([
      ["code", "title"],
      ["11", "Agriculture, Forestry"],
      ["12", 'He said "hi"'],
      ["13", "line one\nline two\r\nline three"],
    ]);
  });

  it("keeps empty fields, including a trailing one and empty quoted fields", () => {
    expect(parseCsv('a,,c\n,\n"",x,\n')).toEqual([
      ["a", "", "c"],
      ["", ""],
      ["", "x", ""],
    ]);
  });

  it("returns no rows for empty input and ignores a byte order mark", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\ufeff")).toEqual([]);
    expect(parseCsv("\ufeffa,b\n")).toEqual([["a", "b"]]);
  });

  it("treats an empty line inside the input as a record with one empty field", () => {
    expect(parseCsv("a\n\nb\n")).toEqual([["a"], [""], ["b"]]);
  });

  it("keeps a quote in the middle of an unquoted field as text", () => {
    expect(parseCsv('5" pipe,x\n')).toEqual([['5" pipe', "x"]]);
  });

  it("rejects an unclosed quote and text after a closing quote", () => {
    expect(() => parseCsv('a,"b\nc\n')).toThrow(CsvError);
    expect(() => parseCsv('a,"b"c\n')).toThrow(/line 1/);
    expect(() => parseCsv('x\n"a\nb"c\n')).toThrow(/line 3/);
  });

  it("round-trips any table written by an RFC 4180 writer (property)", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "b", ",", '"', "\n", "\r", " ", "é") });
    const table = fc
      .integer({ min: 1, max: 4 })
      .chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 6 }));
    const quote = (s: string) => (/[",\r\n]/.test(s) || s === "" ? `"${s.replace(/"/g, '""')}"` : s);
    fc.assert(
      fc.property(table, fc.constantFrom("\n", "\r\n"), fc.boolean(), (rows, eol, trailing) => {
        const text = rows.map((r) => r.map(quote).join(",")).join(eol) + (trailing ? eol : "");
        expect(parseCsv(text)).toEqual(rows);
      }),
    );
  });
});

describe("parseCsvObjects", () => {
  it("keys records by the header row", () => {
    expect(parseCsvObjects('code,term\n722515,"Coffee shops, on premise brewing"\n311811,Bakeries\n')).toEqual([
      { code: "722515", term: "Coffee shops, on premise brewing" },
      { code: "311811", term: "Bakeries" },
    ]);
  });

  it("skips empty lines and returns [] for empty input or a header alone", () => {
    expect(parseCsvObjects("a,b\n1,2\n\n3,4\n")).toEqual([
      { a: "1", b: "2" },
      { a: "3", b: "4" },
    ]);
    expect(parseCsvObjects("")).toEqual([]);
    expect(parseCsvObjects("a,b\n")).toEqual([]);
  });

  it("rejects records with the wrong number of fields, naming the line", () => {
    expect(() => parseCsvObjects('a,b\n"x\ny",2\n1,2,3\n')).toThrow(/line 4: record 2 has 3 fields, the header has 2/);
  });

  it("rejects duplicate or empty header names", () => {
    expect(() => parseCsvObjects("a,a\n1,2\n")).toThrow(/duplicate/);
    expect(() => parseCsvObjects("a,\n1,2\n")).toThrow(/empty column/);
  });
});
