// Programs: what an agency is appointed to sell.
import { z } from "zod";
import { Money, envelope } from "./common";
import { CarrierView, EndorsementView, NoticeView, OptionView, ProgramType, ProgramView, TermsView } from "./quote";

export const ProgramCarrier = CarrierView.pick({ id: true, name: true, code: true }).extend({
  admitted: z.boolean().describe("false: a surplus lines (non-admitted) carrier"),
});

export const ProgramHeader = ProgramView.extend({ carrier: ProgramCarrier });
export type ProgramHeader = z.infer<typeof ProgramHeader>;

export const ProgramEligibility = z.union([
  z.object({ kind: z.literal("business"), maxRevenue: Money, maxEmployees: z.number().int() }),
  z.object({
    kind: z.literal("travel"),
    maxTripDays: z.number().int(),
    maxTripCost: Money,
    maxTravellerAge: z.number().int(),
    excludedDestinations: z.array(z.string()),
    residenceCountries: z.array(z.string()),
  }),
]);

export const ProgramDetail = ProgramHeader.extend({
  coverages: z.array(
    z.object({ key: z.string(), name: z.string(), description: z.string(), limitOptionKey: z.string().nullable(), deductibleOptionKey: z.string().nullable() }),
  ),
  options: z.array(OptionView.omit({ selectedValue: true }).extend({ default: z.number() })),
  endorsements: z.array(EndorsementView.extend({ premium: Money.nullable() })),
  eligibility: ProgramEligibility,
  statesWritten: z.array(z.string()),
  classCodes: z.array(z.string()).describe("Classifications in appetite (business programs)"),
  applicationForm: z.record(z.string(), z.unknown()).describe("Application questions as JSON Schema (draft 2020-12)"),
  paymentPlans: z.array(z.object({ frequency: z.enum(["annual", "monthly"]), installments: z.number().int(), installmentFee: Money })),
  notices: z.array(NoticeView),
  termsAndConditions: z.array(TermsView),
});
export type ProgramDetail = z.infer<typeof ProgramDetail>;

export const ListProgramsQuery = z.object({ type: ProgramType.optional() }).strict();
export const ProgramListResponse = envelope(z.object({ items: z.array(ProgramHeader) }));
export const ProgramHeaderResponse = envelope(ProgramHeader);
export const ProgramDetailResponse = envelope(ProgramDetail);
