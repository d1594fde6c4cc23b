import { describe, expect, it } from "vitest";
import { TERMINAL_CARD_STATUSES } from "@/lib/api/serializers/card";
import { CARD_STATUS } from "@/lib/shapes/card-status";
import { folioStatus, summarise } from "./folio-status";

type Card = { status: "quoting" | "quoted" | "declined" | "quote_failed" | "bound" };
const cards = (...statuses: Card["status"][]): Card[] => statuses.map((status) => ({ status }));
const expiresAt = new Date("2026-12-01T00:00:00Z");
const before = new Date("2026-11-30T23:59:59Z");
const after = new Date("2026-12-01T00:00:01Z");

describe("card states", () => {
  it("map every application state; only pending rating is not terminal", () => {
    expect(CARD_STATUS).toEqual({ pending: "quoting", success: "quoted", referred: "referred", error: "declined", failed: "quote_failed", bound: "bound" });
    const terminal = Object.values(CARD_STATUS).filter((s) => (TERMINAL_CARD_STATUSES as readonly string[]).includes(s));
    expect(terminal.sort()).toEqual(["bound", "declined", "quote_failed", "quoted", "referred"]);
  });
});

describe("folioStatus", () => {
  it.each([
    ["a card still rating", cards("quoting", "quoted"), before, "quoting"],
    ["every card terminal, one quoted", cards("quoted", "declined", "quote_failed"), before, "quoted"],
    ["every card declined or failed", cards("declined", "quote_failed"), before, "no_quotes"],
    ["no card at all", cards(), before, "no_quotes"],
    ["past expiry, though quoted", cards("quoted"), after, "expired"],
    ["past expiry, though still rating", cards("quoting"), after, "expired"],
    ["bound, before expiry", cards("bound", "quoted"), before, "bound"],
    ["bound outlives the quote's expiry", cards("bound", "declined"), after, "bound"],
  ] as const)("%s -> %s", (_label, list, now, expected) => {
    expect(folioStatus([...list], expiresAt, now)).toBe(expected);
  });

  it("is not expired at the expiry instant itself", () => {
    expect(folioStatus(cards("quoted"), expiresAt, expiresAt)).toBe("quoted");
  });
});

describe("summarise: one card per line of business, never the sum of rivals", () => {
  type Line = "BOP" | "CGL" | "PL" | "TI";
  let n = 0;
  const card = (code: string, type: Line, status: Card["status"], annual: number | null, monthly: number | null = null) => {
    const id = `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
    return {
      id,
      quoteRequestId: id,
      status,
      program: { code, type },
      pricing: annual === null ? null : { totalAnnual: annual, totalMonthly: monthly },
    } as unknown as Parameters<typeof summarise>[0][number];
  };

  it("prices the cheapest quoted card of each line: KM-BOP and SA-BOP are rivals, so only the cheaper counts", () => {
    const summary = summarise([
      card("KM-BOP", "BOP", "quoted", 4_010.11, 350.01),
      card("SA-BOP", "BOP", "quoted", 3_890.5, 340.25),
      card("KM-CGL", "CGL", "quoted", 1_200.1, 105.1),
      card("HS-CGL", "CGL", "declined", null),
      card("MP-PL", "PL", "quoted", 900.2, 80.3),
      card("HS-PL", "PL", "quoting", null),
    ]);
    expect(summary.totalAnnual).toBe(5_990.8); // 3,890.50 + 1,200.10 + 900.20, not + 4,010.11
    expect(summary.totalMonthly).toBe(525.65); // the same cards' monthly installments
    expect(summary.lines.map((l) => [l.line, l.programCode, l.basis])).toEqual([
      ["BOP", "SA-BOP", "cheapest"],
      ["CGL", "KM-CGL", "cheapest"],
      ["PL", "MP-PL", "cheapest"],
    ]);
    // the counts still count every card
    expect(summary).toMatchObject({ quotedCount: 4, failedCount: 1, declinedCount: 1, quotingCount: 1, boundCount: 0, bestAnnual: 900.2 });
  });

  it("a bound card is the line's choice, whatever the rivals cost", () => {
    const summary = summarise([card("KM-BOP", "BOP", "bound", 4_010.11, 350.01), card("SA-BOP", "BOP", "quoted", 3_890.5, 340.25)]);
    expect(summary.totalAnnual).toBe(4_010.11);
    expect(summary.totalMonthly).toBe(350.01);
    expect(summary.lines).toEqual([expect.objectContaining({ line: "BOP", programCode: "KM-BOP", basis: "bound" })]);
    expect(summary.quotedCount).toBe(1);
  });

  it("a line without monthly payment adds nothing monthly; no quoted card gives zero totals", () => {
    const trips = summarise([card("WT-TI-ESS", "TI", "quoted", 310.4), card("SA-TI", "TI", "quoted", 295.15)]);
    expect(trips.totalAnnual).toBe(295.15);
    expect(trips.totalMonthly).toBe(0);
    const none = summarise([card("HS-PL", "PL", "declined", null)]);
    expect(none).toMatchObject({ totalAnnual: 0, totalMonthly: 0, quotedCount: 0, lines: [], bestAnnual: null });
  });

  it("breaks a tie on price by the card's place in the folio", () => {
    const summary = summarise([card("KM-CGL", "CGL", "quoted", 1_000), card("HS-CGL", "CGL", "quoted", 1_000)]);
    expect(summary.lines[0]!.programCode).toBe("KM-CGL");
  });
});
