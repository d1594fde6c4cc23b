// Appetite: NAICS 2022 search, classifications, and which programs write a class.
import { z } from "zod";
import { Money, envelope } from "./common";
import { OptionView } from "./quote";
import { ProgramHeader } from "./programs";

export const NaicsLevel = z.enum(["sector", "subsector", "industry_group", "industry", "national_industry"]);

export const NaicsSearchQuery = z
  .object({
    q: z.string().trim().min(1, "is required").max(100),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    level: NaicsLevel.optional(),
  })
  .strict();

export const NaicsHit = z.object({
  code: z.string(),
  title: z.string(),
  level: NaicsLevel,
  score: z.number(),
  matchedTerm: z.string().nullable().describe("The Census index term or agents' synonym (e.g. roofer) that matched, when the hit came through one"),
  inAppetite: z.boolean().describe("A program your agency is appointed for writes a classification under this code; such codes rank first among equal matches"),
  classificationCount: z.number().int().describe("Classifications mapped to this code or its children"),
});
export const NaicsSearchResponse = envelope(z.object({ items: z.array(NaicsHit) }));

export const Classification = z.object({
  id: z.uuid(),
  code: z.string().describe("The carriers' class code"),
  description: z.string(),
  naicsCodes: z.array(z.string()),
  basis: z.string().describe("Exposure base of the class rate, e.g. revenue"),
});
export const ClassificationsResponse = envelope(
  z.object({ naics: z.object({ code: z.string(), title: z.string(), level: NaicsLevel }), items: z.array(Classification) }),
);

export const AppetiteQuery = z
  .object({
    state: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "must be a 2-letter state abbreviation")
      .optional(),
    annualRevenue: z.coerce.number().nonnegative().optional(),
    employeeCount: z.coerce.number().int().nonnegative().optional(),
  })
  .strict();

export const AppetiteReason = z.object({ code: z.string(), message: z.string() });
export const AppetiteLimits = z.object({ maxRevenue: Money, maxEmployees: z.number().int(), states: z.array(z.string()) });

export const ProgramAppetite = z.object({
  program: ProgramHeader,
  inAppetite: z.boolean(),
  reasons: z.array(AppetiteReason).describe("Why not, with the same codes and messages a quote's decline carries"),
  limits: AppetiteLimits,
});
export const AppetitesResponse = envelope(z.object({ classification: Classification, items: z.array(ProgramAppetite) }));

export const DetailsQuery = AppetiteQuery.extend({ programId: z.string().min(1).max(100).describe("Program id or code") }).strict();
export const AppetiteDetail = ProgramAppetite.extend({
  classification: Classification,
  ratingBasis: z.string(),
  classRate: z
    .object({
      liabilityPer1000Revenue: z.number().nullable().describe("Revenue-rated classes: the rate per $1,000 of annual revenue"),
      liabilityPer100Payroll: z.number().nullable().describe("Payroll-rated classes (contractors): the rate per $100 of annual payroll"),
      subcontractedPer1000: z.number().nullable().describe("Payroll-rated classes: the rate per $1,000 of subcontracted cost"),
      propertyPer100: z.number().nullable(),
    })
    .nullable()
    .describe("The program's filed class rate; null when the class is out of appetite or the carrier rates over its own API"),
  coverages: z.array(z.object({ key: z.string(), name: z.string(), description: z.string() })),
  options: z.array(OptionView.omit({ selectedValue: true }).extend({ default: z.number() })),
});
export const AppetiteDetailResponse = envelope(AppetiteDetail);

export const IndicativePrice = z.object({
  low: Money.nullable(),
  high: Money.nullable(),
  basis: z.string().describe("What the band assumes"),
});
export const CatalogEntry = ProgramAppetite.extend({
  coverages: z.array(z.object({ key: z.string(), name: z.string(), description: z.string() })),
  options: z.array(
    z.object({ key: z.string(), label: z.string(), unit: z.string(), min: z.number(), max: z.number(), default: z.number(), values: z.array(z.number()) }),
  ),
  endorsements: z.array(z.object({ key: z.string(), name: z.string(), included: z.boolean(), available: z.boolean() })),
  indicativePrice: IndicativePrice.describe("Annual totals at default options; null when the class is out of appetite"),
});
export const CatalogResponse = envelope(z.object({ classification: Classification, programs: z.array(CatalogEntry) }));
