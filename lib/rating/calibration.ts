// Ten-plus typical small businesses, rated by the seeded programs at their default options ($1,000,000
// limits), against the median annual premium published for such businesses. The medians are Insureon's
// (insureon.com cost pages: the median of policies its customers bought; GL $500, BOP $684, PL/E&O $735,
// contractors' GL $825, carpenters $835, general contractors $1,090, roofers $3,590, locksmiths $406).
// Used by calibration.test.ts (each within 0.5x to 2x) and the README's table. Pure.
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";
import { rateWithPlan } from "./carriers/rating-table/adapter";
import type { BusinessRisk } from "./types";

export interface CalibrationCase {
  name: string;
  program: string;
  classCode: string;
  state: string;
  zip: string;
  employees: number;
  revenue: number; // dollars
  payroll?: number; // dollars, for payroll-rated classes
  medianDollars: number;
  medianOf: string;
}

export const CALIBRATION_CASES: CalibrationCase[] = [
  {
    name: "Bakery",
    program: "KM-BOP",
    classCode: "10100",
    state: "IL",
    zip: "60601",
    employees: 4,
    revenue: 350_000,
    medianDollars: 684,
    medianOf: "BOP, all small businesses",
  },
  {
    name: "Coffee shop",
    program: "KM-BOP",
    classCode: "10110",
    state: "TX",
    zip: "75201",
    employees: 4,
    revenue: 300_000,
    medianDollars: 684,
    medianOf: "BOP, all small businesses",
  },
  {
    name: "Clothing boutique",
    program: "KM-BOP",
    classCode: "20100",
    state: "GA",
    zip: "30303",
    employees: 3,
    revenue: 400_000,
    medianDollars: 684,
    medianOf: "BOP, all small businesses",
  },
  {
    name: "Accountant (CPA)",
    program: "MP-PL",
    classCode: "40100",
    state: "OH",
    zip: "43215",
    employees: 2,
    revenue: 250_000,
    medianDollars: 735,
    medianOf: "professional liability (E&O)",
  },
  {
    name: "IT consultant",
    program: "MP-PL",
    classCode: "40400",
    state: "CA",
    zip: "94105",
    employees: 1,
    revenue: 150_000,
    medianDollars: 735,
    medianOf: "professional liability (E&O)",
  },
  {
    name: "Plumber",
    program: "KM-CGL",
    classCode: "30100",
    state: "TX",
    zip: "78701",
    employees: 3,
    revenue: 300_000,
    payroll: 140_000,
    medianDollars: 825,
    medianOf: "GL, contractors",
  },
  {
    name: "Electrician",
    program: "KM-CGL",
    classCode: "30200",
    state: "TX",
    zip: "78701",
    employees: 3,
    revenue: 300_000,
    payroll: 150_000,
    medianDollars: 825,
    medianOf: "GL, contractors",
  },
  {
    name: "Carpenter",
    program: "KM-CGL",
    classCode: "30300",
    state: "NC",
    zip: "27601",
    employees: 2,
    revenue: 200_000,
    payroll: 90_000,
    medianDollars: 835,
    medianOf: "GL, carpenters",
  },
  {
    name: "Landscaper",
    program: "KM-CGL",
    classCode: "30500",
    state: "FL",
    zip: "33101",
    employees: 4,
    revenue: 200_000,
    payroll: 110_000,
    medianDollars: 825,
    medianOf: "GL, contractors",
  },
  {
    name: "Locksmith",
    program: "KM-CGL",
    classCode: "30710",
    state: "PA",
    zip: "19103",
    employees: 1,
    revenue: 120_000,
    payroll: 45_000,
    medianDollars: 406,
    medianOf: "GL, locksmiths",
  },
  {
    name: "General contractor",
    program: "HS-CGL",
    classCode: "30800",
    state: "AZ",
    zip: "85004",
    employees: 4,
    revenue: 600_000,
    payroll: 180_000,
    medianDollars: 1_090,
    medianOf: "GL, general contractors",
  },
  {
    name: "Roofer",
    program: "HS-CGL",
    classCode: "30630",
    state: "TX",
    zip: "78701",
    employees: 5,
    revenue: 500_000,
    payroll: 200_000,
    medianDollars: 3_590,
    medianOf: "GL, roofers",
  },
];

export interface CalibrationRow extends CalibrationCase {
  premiumDollars: number;
  ratio: number;
  markdown: string;
}

const money = (d: number) => `$${d.toLocaleString("en-US", { maximumFractionDigits: 0 })}`;

/** Rates every case (premium before fees and taxes, as the medians are premiums) and its ratio to the median. */
export function calibrate(cases: CalibrationCase[] = CALIBRATION_CASES): CalibrationRow[] {
  return cases.map((c) => {
    const carrier = CARRIERS.find((x) => x.programs.some((p) => p.code === c.program));
    const seed = carrier?.programs.find((p) => p.code === c.program);
    if (!carrier || !seed) throw new Error(`no program ${c.program}`);
    const program = seedProgramForRating(carrier.code, seed);
    const risk: BusinessRisk = {
      kind: "business",
      classCode: c.classCode,
      businessName: c.name,
      mailingState: c.state,
      mailingZip: c.zip,
      employeeCount: c.employees,
      annualRevenueCents: c.revenue * 100,
      ...(c.payroll !== undefined ? { annualPayrollCents: c.payroll * 100 } : {}),
      effectiveDate: "2026-12-01",
    };
    const out = rateWithPlan({
      applicationId: `calibration-${c.name}`,
      program,
      risk,
      options: Object.fromEntries(program.options.map((o) => [o.key, o.default])),
      asOf: "2026-11-23",
    });
    if (out.status !== "quoted") throw new Error(`${c.name} on ${c.program} was not quoted: ${JSON.stringify(out)}`);
    const premiumDollars = out.premium.premiumCents / 100;
    const ratio = Math.round((premiumDollars / c.medianDollars) * 100) / 100;
    const exposure = c.payroll !== undefined ? `payroll ${money(c.payroll)}` : `revenue ${money(c.revenue)}`;
    return {
      ...c,
      premiumDollars,
      ratio,
      markdown: `| ${c.name} (${c.state}) | ${c.program} | ${exposure} | ${money(premiumDollars)} | ${money(c.medianDollars)} (${c.medianOf}) | ${ratio.toFixed(2)} |`,
    };
  });
}
