import { describe, expect, it } from "vitest";
import { bestByLine, columnsOf, endorsementRows, inPriceOrder, keepOrder, notQuoted, optionRows, row, type Card } from "./compare";

let n = 0;
function card(code: string, type: string, status: string, totalAnnual: number | null, extra: Partial<Card> = {}): Card {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    status,
    program: { code, type, name: code },
    pricing: totalAnnual === null ? null : { totalAnnual },
    options: [],
    endorsements: [],
    ...extra,
  } as unknown as Card;
}
const codes = (cards: Card[]) => cards.map((c) => c.program.code);
const fmt = (_unit: string, v: number) => `$${v.toLocaleString("en-US")}`;

describe("comparison columns", () => {
  const cards = [
    card("MP-PL", "PL", "declined", null),
    card("KM-BOP", "BOP", "quoted", 1200.5),
    card("SA-BOP", "BOP", "quoting", null),
    card("HS-CGL", "CGL", "quote_failed", null),
    card("KM-CGL", "CGL", "referred", 900),
    card("ZZ-BOP", "BOP", "quoted", 1100),
  ];

  it("priced programs first, cheapest first; then those still quoting; declined and failed are not columns", () => {
    expect(codes(columnsOf(cards))).toEqual(["KM-CGL", "ZZ-BOP", "KM-BOP", "SA-BOP"]);
    expect(codes(notQuoted(cards))).toEqual(["MP-PL", "HS-CGL"]);
  });

  it("equal prices keep the session's order", () => {
    const a = card("A", "BOP", "quoted", 100);
    const b = card("B", "BOP", "quoted", 100);
    expect(codes(columnsOf([b, a]))).toEqual(["B", "A"]);
  });

  it("the best price is per line, among bindable quotes, and only where a line has rivals", () => {
    const best = bestByLine(cards);
    // BOP: ZZ-BOP beats KM-BOP; CGL has one quoted card (KM-CGL is referred): no best.
    expect([...best]).toEqual([cards[5]!.id]);
    const tie = [card("A", "CGL", "quoted", 500), card("B", "CGL", "quoted", 500.001), card("C", "CGL", "quoted", 700)];
    // Compared in whole cents: 500.00 and 500.001 are the same price, both best.
    expect(bestByLine(tie)).toEqual(new Set([tie[0]!.id, tie[1]!.id]));
  });
});

describe("comparison rows", () => {
  const limit = (value: number, values = [500_000, 1_000_000, 2_000_000]) => ({
    key: "glLimit",
    label: "GL limit",
    unit: "money" as const,
    values,
    selectedValue: value,
  });
  const deductible = (value: number) => ({ key: "deductible", label: "Deductible", unit: "money" as const, values: [500, 1000], selectedValue: value });

  it("a row per option of any column, marked where the columns differ or one lacks it", () => {
    const cols = [
      card("A", "BOP", "quoted", 1, { options: [limit(1_000_000), deductible(1000)] }),
      card("B", "BOP", "quoted", 2, { options: [limit(1_000_000)] }),
    ];
    expect(optionRows(cols, fmt)).toEqual([
      { key: "option:glLimit", label: "GL limit", cells: ["$1,000,000", "$1,000,000"], differs: false },
      { key: "option:deductible", label: "Deductible", cells: ["$1,000", null], differs: true },
    ]);
    const other = [cols[0]!, card("C", "BOP", "quoted", 3, { options: [limit(2_000_000), deductible(1000)] })];
    expect(optionRows(other, fmt).map((r) => r.differs)).toEqual([true, false]);
  });

  it("endorsements say included, added or optional with their price, or nothing where not offered", () => {
    const e = (key: string, status: string, premium: number | null) => ({
      key,
      name: key,
      status,
      premium,
      included: status === "included",
      available: true,
      added: status === "added",
    });
    const cols = [
      card("A", "CGL", "quoted", 1, { endorsements: [e("ai", "included", null), e("wos", "available", 75)] as Card["endorsements"] }),
      card("B", "CGL", "quoted", 2, { endorsements: [e("ai", "included", null), e("wos", "added", 75)] as Card["endorsements"] }),
      card("C", "CGL", "quoted", 3, { endorsements: [e("wos", "unavailable", null)] as Card["endorsements"] }),
    ];
    const money = (x: number | null) => `$${x} a year`;
    expect(endorsementRows(cols, money)).toEqual([
      { key: "endorsement:ai", label: "ai", cells: ["Included", "Included", null], differs: true },
      { key: "endorsement:wos", label: "wos", cells: ["Optional, +$75 a year", "Added, $75 a year", null], differs: true },
    ]);
  });

  it("a single column never differs", () => {
    expect(row("k", "Label", ["x"]).differs).toBe(false);
    expect(row("k", "Label", ["x", "x"]).differs).toBe(false);
    expect(row("k", "Label", [null, null]).differs).toBe(false);
    expect(row("k", "Label", ["x", null]).differs).toBe(true);
  });
});

describe("columns keep their places after a re-quote (issue 34 item 2)", () => {
  const a = card("KM-BOP", "BOP", "quoted", 1200);
  const b = card("SA-BOP", "BOP", "quoted", 1500);
  const c = card("MP-BOP", "BOP", "quoted", 1800);

  it("is price order until an order is kept", () => {
    const sorted = columnsOf([c, b, a]);
    expect(keepOrder(sorted, null).map((x) => x.program.code)).toEqual(["KM-BOP", "SA-BOP", "MP-BOP"]);
    expect(inPriceOrder(sorted, sorted)).toBe(true);
  });

  it("keeps a re-quoted program in its column, quoting or cheaper, until sorted again", () => {
    const order = ["KM-BOP", "SA-BOP", "MP-BOP"];
    const requoting = card("SA-BOP", "BOP", "quoting", null);
    const shown = keepOrder(columnsOf([a, requoting, c]), order);
    expect(shown.map((x) => x.program.code)).toEqual(order);
    const cheaper = card("MP-BOP", "BOP", "quoted", 900);
    const sorted = columnsOf([a, b, cheaper]);
    const kept = keepOrder(sorted, order);
    expect(kept.map((x) => x.program.code)).toEqual(order);
    expect(inPriceOrder(kept, sorted)).toBe(false);
    expect(sorted.map((x) => x.program.code)).toEqual(["MP-BOP", "KM-BOP", "SA-BOP"]);
  });

  it("puts a program the order does not know after the known ones", () => {
    const pl = card("MP-PL", "PL", "quoted", 100);
    expect(keepOrder(columnsOf([a, b, pl]), ["SA-BOP", "KM-BOP"]).map((x) => x.program.code)).toEqual(["SA-BOP", "KM-BOP", "MP-PL"]);
  });
});
