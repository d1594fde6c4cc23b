import { describe, expect, it } from "vitest";
import { daysUntil, fillMonths, funnels, hitRatio, monthsOf, periodOf, renewalStatus } from "./figures";

describe("periodOf", () => {
  it("defaults to the 90 days ending today, `to` included", () => {
    const p = periodOf({}, "2026-11-28");
    expect(p.from).toBe("2026-08-31");
    expect(p.to).toBe("2026-11-28");
    expect(p.start.toISOString()).toBe("2026-08-31T00:00:00.000Z");
    expect(p.end.toISOString()).toBe("2026-11-29T00:00:00.000Z");
    expect(daysUntil(p.from, p.to) + 1).toBe(90);
  });
  it("keeps the days given, and defaults the missing end", () => {
    expect(periodOf({ from: "2026-01-01", to: "2026-01-31" }, "2026-11-28")).toMatchObject({ from: "2026-01-01", to: "2026-01-31" });
    expect(periodOf({ to: "2026-03-31" }, "2026-11-28").from).toBe("2026-01-01");
    expect(periodOf({ from: "2026-10-01" }, "2026-11-28").to).toBe("2026-11-28");
  });
});

describe("hitRatio and funnels", () => {
  it("is bound over quoted, null when nothing was quoted", () => {
    expect(hitRatio(1, 3)).toBe(0.3333);
    expect(hitRatio(0, 0)).toBeNull();
    expect(hitRatio(2, 2)).toBe(1);
  });
  it("sums programs per line in a fixed order and overall", () => {
    const rows = [
      { line: "CGL", started: 4, quoted: 3, bound: 1 },
      { line: "BOP", started: 2, quoted: 2, bound: 1 },
      { line: "CGL", started: 1, quoted: 1, bound: 1 },
    ];
    const { totals, byLine } = funnels(rows);
    expect(totals).toEqual({ started: 7, quoted: 6, bound: 3, hitRatio: 0.5 });
    expect(byLine).toEqual([
      { line: "BOP", started: 2, quoted: 2, bound: 1, hitRatio: 0.5 },
      { line: "CGL", started: 5, quoted: 4, bound: 2, hitRatio: 0.5 },
    ]);
    expect(funnels([]).totals).toEqual({ started: 0, quoted: 0, bound: 0, hitRatio: null });
  });
});

describe("months", () => {
  it("lists every month the period touches, across a year end", () => {
    expect(monthsOf("2025-11-15", "2026-02-01")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsOf("2026-03-01", "2026-03-31")).toEqual(["2026-03"]);
  });
  it("fills months with nothing written", () => {
    const rows = fillMonths("2026-01-10", "2026-03-10", [{ month: "2026-02", n: 5 }], (month) => ({ month, n: 0 }));
    expect(rows).toEqual([
      { month: "2026-01", n: 0 },
      { month: "2026-02", n: 5 },
      { month: "2026-03", n: 0 },
    ]);
  });
});

describe("renewalStatus", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const later = new Date("2026-12-10T00:00:00Z");
  it("says where a renewal stands, as the renewal endpoint does", () => {
    expect(renewalStatus({ renewed: true, offerStatus: "bound", offerValidUntil: later }, now)).toBe("renewed");
    expect(renewalStatus({ renewed: false, offerStatus: null, offerValidUntil: null }, now)).toBe("not_yet_offered");
    expect(renewalStatus({ renewed: false, offerStatus: "success", offerValidUntil: new Date("2026-11-01T00:00:00Z") }, now)).toBe("lapsed");
    expect(renewalStatus({ renewed: false, offerStatus: "pending", offerValidUntil: later }, now)).toBe("rating");
    expect(renewalStatus({ renewed: false, offerStatus: "success", offerValidUntil: later }, now)).toBe("offered");
    expect(renewalStatus({ renewed: false, offerStatus: "referred", offerValidUntil: later }, now)).toBe("referred");
    expect(renewalStatus({ renewed: false, offerStatus: "failed", offerValidUntil: later }, now)).toBe("declined");
  });
  it("counts days to a date", () => {
    expect(daysUntil("2026-11-28", "2026-12-28")).toBe(30);
    expect(daysUntil("2026-11-28", "2026-11-28")).toBe(0);
  });
});
