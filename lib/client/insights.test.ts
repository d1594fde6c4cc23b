import { describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv";
import {
  csvFileName,
  declineTable,
  duration,
  headline,
  monthLabel,
  monthTable,
  percent,
  programTable,
  renewalTable,
  tableCsv,
  type InsightsReport,
} from "./insights";

const report = {
  period: { from: "2026-09-01", to: "2026-11-28", producer: null, today: "2026-11-28", generatedAt: "2026-11-28T10:00:00.000Z" },
  producers: [],
  totals: { started: 3, quoted: 2, bound: 1, hitRatio: 0.5 },
  byLine: [{ line: "CGL", started: 3, quoted: 2, bound: 1, hitRatio: 0.5 }],
  byProgram: [
    { programId: "p", programCode: "KM-CGL", programName: "Keystone GL", carrierName: "Keystone", line: "CGL", started: 3, quoted: 2, bound: 1, hitRatio: 0.5 },
  ],
  premiumByMonth: [
    { month: "2026-10", policies: 0, premium: 0, total: 0 },
    { month: "2026-11", policies: 1, premium: 1234.5, total: 1300 },
  ],
  timeToPriced: { quotes: 2, averageSeconds: 95, medianSeconds: 95 },
  declineReasons: [{ code: "revenue", message: '=HYPERLINK("x") revenue too high, sadly', count: 2 }],
  referralReasons: [],
  referralTurnaround: { decided: 0, waiting: 0, averageHours: null, medianHours: null },
  renewals: {
    within30: 1,
    within60: 1,
    within90: 1,
    items: [
      {
        policyId: "x",
        number: "KM-1",
        insuredName: "Bakery",
        programCode: "KM-CGL",
        expirationDate: "2026-12-10",
        daysLeft: 12,
        total: 1300,
        status: "offered",
      },
    ],
  },
  payments: { failed: [], nonPaymentNotices: [] },
} as unknown as InsightsReport;

describe("insights words", () => {
  it("reads ratios, durations and months as a person would", () => {
    expect(percent(0.3333)).toBe("33%");
    expect(percent(null)).toBe("no quotes");
    expect(duration(45)).toBe("45 s");
    expect(duration(0.4)).toBe("under a second");
    expect(duration(200)).toBe("3 min 20 s");
    expect(duration(7500)).toBe("2 h 5 min");
    expect(duration(3 * 86400 + 43200)).toBe("3.5 days");
    expect(duration(null)).toBe("none yet");
    expect(monthLabel("2026-01")).toBe("Jan 2026");
    expect(headline(report)).toBe("3 quote requests, 2 quoted and 1 bound: a hit ratio of 50%.");
    expect(headline({ ...report, totals: { started: 0, quoted: 0, bound: 0, hitRatio: null } })).toBe("No quotes were started in this period.");
  });
});

describe("insights tables and CSV", () => {
  it("holds the same rows as the table, money as plain decimals", () => {
    const csv = tableCsv(monthTable(report));
    expect(parseCsv(csv)).toEqual([
      ["Month", "Policies", "Premium", "Total with fees and taxes"],
      ["2026-10", "0", "0.00", "0.00"],
      ["2026-11", "1", "1234.50", "1300.00"],
    ]);
    expect(programTable(report).rows).toEqual([["Keystone GL (KM-CGL)", "Keystone", "CGL", "3", "2", "1", "50%"]]);
    expect(renewalTable(report).rows[0]).toEqual(["KM-1", "Bakery", "KM-CGL", "2026-12-10", "12", "1300.00", "Offered, waiting for payment"]);
  });
  it("defuses a formula in a carrier's words and quotes commas", () => {
    const rows = parseCsv(tableCsv(declineTable(report)));
    expect(rows[1]).toEqual(['\'=HYPERLINK("x") revenue too high, sadly', "revenue", "2"]);
  });
  it("names the file by table and period", () => {
    expect(csvFileName(monthTable(report), report)).toBe("premium-by-month-2026-09-01-to-2026-11-28.csv");
  });
});
