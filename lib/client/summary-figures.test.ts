import { describe, expect, it } from "vitest";
import { summaryFigures } from "./summary-figures";

const line = (l: "BOP" | "CGL" | "PL" | "TI", annual: number, monthly: number | null) => ({
  line: l,
  quoteRequestId: "00000000-0000-4000-8000-000000000001",
  programCode: `X-${l}`,
  basis: "cheapest" as const,
  totalAnnual: annual,
  totalMonthly: monthly,
});

describe("the quote page's summary figures", () => {
  it("calls a travel quote a price for the trip, with no monthly figure", () => {
    const figures = summaryFigures({ totalAnnual: 312.5, totalMonthly: 0, bestAnnual: 298, lines: [line("TI", 312.5, null)] });
    expect(figures).toEqual([
      { term: "Price for the trip", amount: 312.5 },
      { term: "Best price", amount: 298 },
    ]);
    expect(figures.map((f) => f.term).join(" ")).not.toMatch(/Annual|Monthly/);
  });

  it("shows annual and monthly, one per line, for several business lines", () => {
    const figures = summaryFigures({ totalAnnual: 3000, totalMonthly: 262.5, bestAnnual: 1200, lines: [line("BOP", 1800, 157.5), line("CGL", 1200, 105)] });
    expect(figures).toEqual([
      { term: "Annual, one per line", amount: 3000 },
      { term: "Monthly, one per line", amount: 262.5 },
      { term: "Best annual price", amount: 1200 },
    ]);
  });

  it("leaves monthly out when no line has a monthly plan, and says plain Annual for one line", () => {
    expect(summaryFigures({ totalAnnual: 900, totalMonthly: 0, bestAnnual: 900, lines: [line("PL", 900, null)] })).toEqual([
      { term: "Annual", amount: 900 },
      { term: "Best annual price", amount: 900 },
    ]);
  });

  it("shows a dash for the best price while nothing is quoted", () => {
    expect(summaryFigures({ totalAnnual: 0, totalMonthly: 0, bestAnnual: null, lines: [] })).toEqual([
      { term: "Annual", amount: 0 },
      { term: "Best annual price", amount: null },
    ]);
  });
});
