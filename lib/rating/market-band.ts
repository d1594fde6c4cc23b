// The twelve typical small businesses of issue 27 item 6, priced by every seeded program that writes their class
// in their state, against the published median annual premium for that line (BOP, CGL or PL). The figures, their
// sources and the assumptions are in docs/pricing-benchmarks.md; market-band.test.ts holds each priced line to
// 0.5x-2x of its median. Pure: rates with the seed plans in process (rateWithPlan, as the carriers do).
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";
import { CLASSIFICATIONS } from "@/prisma/seed-data/classifications";
import { rateWithPlan } from "./carriers/rating-table/adapter";
import type { BusinessRisk, ProgramType } from "./types";

export type BusinessLine = Exclude<ProgramType, "TI">;

export interface Median {
  dollars: number; // annual premium
  of: string; // whose median it is
  source: string; // publisher and page
}

export interface MarketCase {
  business: string;
  classCode: string;
  state: string;
  zip: string;
  employees: number;
  revenue: number; // dollars
  payroll?: number; // dollars: classes rated on payroll (trades, cleaning)
  /** Options other than the programs' defaults, in dollars (e.g. a restaurant's kitchen needs a larger property limit). */
  options?: Record<string, number>;
  medians: Partial<Record<BusinessLine, Median>>;
}

// Published medians (annual premium, $1M per occurrence / $2M aggregate unless said otherwise).
const INSUREON_BOP: Median = { dollars: 684, of: "BOP, all small businesses", source: "Insureon, business owner's policy cost" };
const INSUREON_GL: Median = { dollars: 500, of: "GL, all small businesses", source: "Insureon, general liability insurance cost" };
const INSUREON_PL: Median = { dollars: 735, of: "PL/E&O, all small businesses", source: "Insureon, professional liability insurance cost" };
const INSUREON_CONTRACTORS_GL: Median = { dollars: 825, of: "GL, contractors", source: "Insureon, construction and contracting insurance cost" };

export const MARKET_CASES: MarketCase[] = [
  {
    business: "Bakery",
    classCode: "10100",
    state: "IL",
    zip: "60601",
    employees: 4,
    revenue: 350_000,
    medians: {
      BOP: INSUREON_BOP,
      CGL: { dollars: 444, of: "GL, bakeries ($37 a month)", source: "Insureon, food and beverage business insurance cost" },
    },
  },
  {
    business: "Plumber",
    classCode: "30100",
    state: "TX",
    zip: "78701",
    employees: 3,
    revenue: 300_000,
    payroll: 140_000,
    medians: { CGL: INSUREON_CONTRACTORS_GL },
  },
  {
    business: "Restaurant (full service)",
    classCode: "10200",
    state: "GA",
    zip: "30303",
    employees: 10,
    revenue: 500_000,
    options: { bppLimit: 100_000 },
    medians: {
      BOP: { dollars: 3_010, of: "BOP, restaurants", source: "Insureon, restaurant insurance cost" },
      CGL: { dollars: 1_440, of: "GL, restaurants (average of quotes)", source: "BravoPolicy, general liability insurance cost for restaurants" },
    },
  },
  {
    business: "IT consultant",
    classCode: "40400",
    state: "CA",
    zip: "94105",
    employees: 1,
    revenue: 150_000,
    medians: { BOP: INSUREON_BOP, CGL: INSUREON_GL, PL: INSUREON_PL },
  },
  {
    business: "Clothing boutique",
    classCode: "20100",
    state: "GA",
    zip: "30303",
    employees: 3,
    revenue: 400_000,
    medians: {
      BOP: { dollars: 790, of: "BOP, retail", source: "Insureon, retail business insurance cost" },
      CGL: { dollars: 500, of: "GL, retail", source: "Insureon, retail business insurance cost" },
    },
  },
  {
    business: "Roofer",
    classCode: "30630",
    state: "TX",
    zip: "78701",
    employees: 5,
    revenue: 500_000,
    payroll: 200_000,
    medians: { CGL: { dollars: 3_590, of: "GL, roofers", source: "Insureon, construction and contracting insurance cost" } },
  },
  {
    business: "Landscaper",
    classCode: "30500",
    state: "FL",
    zip: "33101",
    employees: 4,
    revenue: 200_000,
    payroll: 110_000,
    medians: { CGL: INSUREON_CONTRACTORS_GL },
  },
  {
    business: "Accountant (CPA)",
    classCode: "40100",
    state: "OH",
    zip: "43215",
    employees: 2,
    revenue: 250_000,
    medians: {
      BOP: INSUREON_BOP,
      CGL: { dollars: 357, of: "GL, accountants", source: "Insureon, accountant and CPA insurance cost" },
      PL: { dollars: 537, of: "PL/E&O, accountants", source: "Insureon, accountant and CPA insurance cost" },
    },
  },
  {
    business: "Beauty salon",
    classCode: "50100",
    state: "PA",
    zip: "19103",
    employees: 4,
    revenue: 250_000,
    medians: {
      BOP: INSUREON_BOP,
      CGL: { dollars: 459, of: "GL, personal care", source: "Insureon, personal care business insurance cost" },
    },
  },
  {
    business: "Auto repair shop",
    classCode: "60200",
    state: "TX",
    zip: "78701",
    employees: 4,
    revenue: 350_000,
    medians: { CGL: { dollars: 648, of: "GL, auto repair shops ($54 a month; no garage cover)", source: "1-800-Insurance, auto repair insurance guide" } },
  },
  {
    business: "Photographer",
    classCode: "40530",
    state: "NC",
    zip: "27601",
    employees: 1,
    revenue: 90_000,
    medians: { BOP: INSUREON_BOP, CGL: INSUREON_GL, PL: INSUREON_PL },
  },
  {
    business: "Janitorial (commercial cleaning)",
    classCode: "60100",
    state: "AZ",
    zip: "85004",
    employees: 5,
    revenue: 200_000,
    payroll: 120_000,
    medians: { CGL: { dollars: 540, of: "GL, janitorial services", source: "Insureon, janitorial services insurance cost" } },
  },
  {
    business: "Residential cleaning",
    classCode: "60110",
    state: "IL",
    zip: "60601",
    employees: 3,
    revenue: 150_000,
    payroll: 80_000,
    medians: { CGL: { dollars: 580, of: "GL, cleaning businesses", source: "Insureon, cleaning business insurance cost" } },
  },
];

/**
 * Further typical businesses, calibrated the same way (they were lib/rating/calibration.ts's cases before the
 * twelve of issue 27 were priced on every program): held to the same band.
 */
export const MORE_CASES: MarketCase[] = [
  {
    business: "Coffee shop",
    classCode: "10110",
    state: "TX",
    zip: "75201",
    employees: 4,
    revenue: 300_000,
    medians: {
      BOP: INSUREON_BOP,
      CGL: { dollars: 444, of: "GL, food and beverage ($37 a month)", source: "Insureon, food and beverage business insurance cost" },
    },
  },
  {
    business: "Electrician",
    classCode: "30200",
    state: "TX",
    zip: "78701",
    employees: 3,
    revenue: 300_000,
    payroll: 150_000,
    medians: { CGL: INSUREON_CONTRACTORS_GL },
  },
  {
    business: "Carpenter",
    classCode: "30300",
    state: "NC",
    zip: "27601",
    employees: 2,
    revenue: 200_000,
    payroll: 90_000,
    medians: { CGL: { dollars: 835, of: "GL, carpenters", source: "Insureon, construction and contracting insurance cost" } },
  },
  {
    business: "Locksmith",
    classCode: "30710",
    state: "PA",
    zip: "19103",
    employees: 1,
    revenue: 120_000,
    payroll: 45_000,
    medians: { CGL: { dollars: 406, of: "GL, locksmiths", source: "Insureon, locksmith insurance cost" } },
  },
  {
    business: "General contractor",
    classCode: "30800",
    state: "AZ",
    zip: "85004",
    employees: 4,
    revenue: 600_000,
    payroll: 180_000,
    medians: { CGL: { dollars: 1_090, of: "GL, general contractors", source: "Insureon, construction and contracting insurance cost" } },
  },
];

export interface MarketRow {
  business: string;
  classCode: string;
  state: string;
  program: string;
  line: BusinessLine;
  exposure: string;
  premiumDollars: number; // before policy fee and taxes, as the medians are premiums
  median: Median;
  ratio: number; // premium / median, two decimals
}

const money = (d: number) => `$${d.toLocaleString("en-US", { maximumFractionDigits: 0 })}`;

/** The seeded business programs that write the class in the state, as the rating domain sees them. */
function programsFor(c: Pick<MarketCase, "classCode" | "state">) {
  return CARRIERS.flatMap((carrier) =>
    carrier.programs
      .filter((p) => p.type !== "TI" && p.classCodes.includes(c.classCode) && p.statesWritten.includes(c.state))
      .map((p) => seedProgramForRating(carrier.code, p)),
  );
}

/** A case as the rating request's risk (payroll only for payroll-rated classes, as the quote form asks). */
export function riskOf(c: MarketCase, overrides: Partial<BusinessRisk> = {}): BusinessRisk {
  return {
    kind: "business",
    classCode: c.classCode,
    businessName: c.business,
    mailingState: c.state,
    mailingZip: c.zip,
    employeeCount: c.employees,
    annualRevenueCents: c.revenue * 100,
    ...(c.payroll !== undefined ? { annualPayrollCents: c.payroll * 100 } : {}),
    effectiveDate: "2026-12-01",
    ...overrides,
  };
}

/** Rates one case on one program at its default options (and the case's). Throws unless quoted. */
export function premiumOf(c: MarketCase, program: ReturnType<typeof programsFor>[number], overrides: Partial<BusinessRisk> = {}) {
  const options = Object.fromEntries(
    program.options.map((o) => {
      const wanted = c.options?.[o.key];
      return [o.key, wanted !== undefined && o.values.includes(wanted * 100) ? wanted * 100 : o.default];
    }),
  );
  const out = rateWithPlan({ applicationId: `market-${c.business}-${program.code}`, program, risk: riskOf(c, overrides), options, asOf: "2026-11-23" });
  if (out.status !== "quoted") throw new Error(`${c.business} on ${program.code} was not quoted: ${JSON.stringify(out)}`);
  return out;
}

/** Every case on every program that writes it: premium and ratio to the median of the program's line. */
export function marketBand(cases: MarketCase[] = MARKET_CASES): MarketRow[] {
  return cases.flatMap((c) => {
    const basis = CLASSIFICATIONS.find((k) => k.code === c.classCode)?.basis;
    if (!basis) throw new Error(`no class ${c.classCode}`);
    if ((basis === "payroll") !== (c.payroll !== undefined)) throw new Error(`${c.business}: class ${c.classCode} is rated on ${basis}`);
    const exposure = basis === "payroll" ? `payroll ${money(c.payroll!)}` : `revenue ${money(c.revenue)}`;
    return programsFor(c).map((program) => {
      const line = program.type as BusinessLine;
      const median = c.medians[line];
      if (!median) throw new Error(`${c.business}: ${program.code} writes the class but the case has no ${line} median`);
      const premiumDollars = premiumOf(c, program).premium.premiumCents / 100;
      return {
        business: c.business,
        classCode: c.classCode,
        state: c.state,
        program: program.code,
        line,
        exposure,
        premiumDollars,
        median,
        ratio: Math.round((premiumDollars / median.dollars) * 100) / 100,
      };
    });
  });
}

export { programsFor };

/** The markdown table of docs/pricing-benchmarks.md. */
export function marketBandMarkdown(rows: MarketRow[]): string {
  return [
    "| Business (state) | Class | Program | Line | Exposure | Our premium | Median | Ratio | Source |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.business} (${r.state}) | ${r.classCode} | ${r.program} | ${r.line} | ${r.exposure} | ${money(r.premiumDollars)} | ${money(r.median.dollars)} (${r.median.of}) | ${r.ratio.toFixed(2)} | ${r.median.source} |`,
    ),
  ].join("\n");
}
