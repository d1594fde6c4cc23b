// Rating without a folio: indicative prices and sensitivity grids.
import { z } from "zod";
import { Timestamp, envelope } from "./common";
import { ApplicationDetail, CarrierView, PricingView, ProgramRef, ProgramType, RatingFields } from "./quote";

export const RateRequest = RatingFields.extend({
  programs: z.array(ProgramRef).min(1).max(20).optional().describe("Default: every appointed program of the risk's type(s)"),
  system_payload: RatingFields.optional(),
}).strict();
export type RateRequest = z.infer<typeof RateRequest>;

export const RateResult = z.object({
  program: z.object({ id: z.uuid(), code: z.string(), name: z.string(), type: ProgramType }),
  carrier: CarrierView.pick({ id: true, name: true, code: true }),
  status: z.enum(["quoted", "declined", "quote_failed"]),
  coverage: z.record(z.string(), z.number()).describe("The option values rated"),
  pricing: PricingView.nullable(),
  premiumDetail: ApplicationDetail.shape.premiumDetail,
  worksheet: ApplicationDetail.shape.worksheet,
  reasons: z.array(z.object({ code: z.string(), message: z.string() })),
  failureReason: z.string().nullable(),
});
export const RateResponse = envelope(z.object({ ratedAt: Timestamp, results: z.array(RateResult) }));

export const MAX_SENSITIVITY_CELLS = 200;

export const SensitivityRequest = RatingFields.extend({
  program: ProgramRef,
  system_payload: RatingFields.optional(),
  vary: z
    .record(z.string(), z.union([z.literal("all"), z.array(z.number().nonnegative()).min(1).max(20)]))
    .refine((v) => Object.keys(v).length >= 1 && Object.keys(v).length <= 4, "name 1 to 4 options to vary")
    .describe('Option key -> values (dollars for money options) or "all" of the program\'s values'),
  mode: z.enum(["grid", "one_at_a_time"]).default("grid").describe("grid: every combination; one_at_a_time: vary each option alone from the base"),
}).strict();
export type SensitivityRequest = z.infer<typeof SensitivityRequest>;

export const SensitivityCell = z.object({
  coverage: z.record(z.string(), z.number()),
  status: z.enum(["quoted", "declined", "quote_failed"]),
  annualPremium: z.number().nullable(),
  totalAnnual: z.number().nullable(),
  totalMonthly: z.number().nullable(),
});
export const SensitivityResponse = envelope(
  z.object({
    program: RateResult.shape.program,
    mode: z.enum(["grid", "one_at_a_time"]),
    axes: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(z.number()) })),
    base: SensitivityCell,
    cells: z.array(SensitivityCell),
    serverTimeMs: z.number(),
  }),
);
