// Program rows as the rating domain sees them.
import type { Carrier, Program } from "@/lib/generated/prisma/client";
import type { Eligibility, Endorsement, OptionSet, ProgramForRating } from "@/lib/rating/types";

export type ProgramWithCarrier = Program & { carrier: Carrier };

export function toProgramForRating(p: ProgramWithCarrier): ProgramForRating {
  return {
    id: p.id,
    code: p.code,
    type: p.type,
    carrierCode: p.carrier.code,
    statesWritten: p.statesWritten,
    classCodes: p.classCodes,
    eligibility: p.eligibility as unknown as Eligibility,
    options: p.options as unknown as OptionSet[],
    endorsements: p.endorsements as unknown as Endorsement[],
    ratingPlan: p.ratingPlan,
  };
}
