// The quote page's summary figures in words (issue 34 item 2): a travel quote is a price for the trip, not an
// annual premium, and has no monthly plan; a monthly figure is shown only when some line can be paid monthly.
import type { Session } from "./endpoints";

type Summary = Pick<Session["summary"], "totalAnnual" | "totalMonthly" | "bestAnnual" | "lines">;

export interface SummaryFigure {
  term: string;
  /** Dollars, or null for "—". */
  amount: number | null;
}

export function summaryFigures(s: Summary): SummaryFigure[] {
  const lines = s.lines;
  const travelOnly = lines.length > 0 && lines.every((l) => l.line === "TI");
  const several = lines.length > 1;
  const monthly = lines.some((l) => l.totalMonthly !== null && l.totalMonthly > 0);
  const figures: SummaryFigure[] = [];
  if (travelOnly) {
    figures.push({ term: "Price for the trip", amount: s.totalAnnual });
  } else {
    figures.push({ term: several ? "Annual, one per line" : "Annual", amount: s.totalAnnual });
    if (monthly) figures.push({ term: several ? "Monthly, one per line" : "Monthly", amount: s.totalMonthly });
  }
  figures.push({ term: travelOnly ? "Best price" : "Best annual price", amount: s.bestAnnual });
  return figures;
}
