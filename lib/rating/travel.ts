// Rating of trip insurance (TI) from a TravelRatingPlan. Steps, each a worksheet line:
//   per traveller: share of trip cost x rate per $100 of the traveller's age band (age on the start date)
//   -> trip duration factor -> destination factor -> medical limit factor -> added endorsements
//   -> minimum premium (per traveller x travellers) -> rounding to whole dollars -> policy fee
//   (admitted: the state premium tax is in the rates, no tax line is added; decision 028).
import { ageOn } from "@/lib/dates";
import { formatDollars, tripDays } from "./eligibility";
import { RatingPlanError } from "./plan-schema";
import { applyEndorsements, factorFor, finishPremium, formatRate, optionValue, roundCents, Worksheet, type RatedPremium } from "./business";
import type { RatingRequest, TravelRatingPlan, TravelRisk } from "./types";

/**
 * Each traveller's share of the trip cost in cents. Travellers with their own tripCostCents keep it;
 * the rest of the total is split evenly among the others, the odd cents going one each to the first.
 */
export function tripCostShares(risk: Pick<TravelRisk, "tripCostCents" | "insureds">): number[] {
  const own = risk.insureds.map((t) => t.tripCostCents);
  const unassigned = own.filter((c) => c === undefined).length;
  const rest = Math.max(0, risk.tripCostCents - own.reduce<number>((s, c) => s + (c ?? 0), 0));
  const each = unassigned > 0 ? Math.floor(rest / unassigned) : 0;
  let odd = unassigned > 0 ? rest - each * unassigned : 0;
  return own.map((c) => {
    if (c !== undefined) return c;
    const extra = odd > 0 ? 1 : 0;
    odd -= extra;
    return each + extra;
  });
}

/** Rates a TI request. Throws RatingPlanError when the plan has no band/factor for the request. */
export function rateTravel(plan: TravelRatingPlan, req: RatingRequest, addedEndorsementKeys: readonly string[] = []): RatedPremium {
  const risk = req.risk;
  if (risk.kind !== "travel") throw new RatingPlanError(`Program ${req.program.code} rates travel risks only`);
  if (risk.insureds.length === 0) throw new RatingPlanError("A trip needs at least one traveller");
  const ws = new Worksheet();

  const shares = tripCostShares(risk);
  risk.insureds.forEach((traveller, i) => {
    const age = ageOn(traveller.dateOfBirth, risk.startDate);
    const band = plan.ageBands.find((b) => age >= b.minAge && age <= b.maxAge);
    if (!band) throw new RatingPlanError(`No age band for age ${age}`);
    const share = shares[i]!;
    ws.add(
      "base",
      `Traveller ${i + 1} (age ${age}, band ${band.minAge}-${band.maxAge}): ${formatRate(band.ratePer100)} per $100 of ${formatDollars(share)} trip cost`,
      roundCents((share * band.ratePer100) / 100),
    );
  });

  const days = tripDays(risk.startDate, risk.endDate);
  if (days < 1) throw new RatingPlanError("The trip ends before it starts");
  const duration = plan.durationBands.find((b) => days <= b.maxDays);
  if (!duration) throw new RatingPlanError(`No duration band for a ${days}-day trip`);
  ws.applyFactor("duration", `Trip of ${days} days (up to ${duration.maxDays} days)`, duration.factor);

  const region = plan.destinationRegions.find((r) => r.countries.includes(risk.destinationCountry));
  ws.applyFactor(
    "destination",
    `Destination ${risk.destinationCountry}: ${region?.label ?? plan.defaultDestination.label}`,
    region?.factor ?? plan.defaultDestination.factor,
  );

  const medical = optionValue(req, plan.medicalLimitOptionKey);
  ws.applyFactor("medical_limit", `Emergency medical limit ${formatDollars(medical)}`, factorFor(plan.medicalLimitFactors, medical, "medical limit"));
  const n = risk.insureds.length;
  const minimum = plan.minimumPremiumPerTravellerCents * n;
  ws.applyMinimum(minimum, `Minimum premium applies: ${formatDollars(plan.minimumPremiumPerTravellerCents)} per traveller x ${n}`);
  applyEndorsements(ws, req.program.endorsements, addedEndorsementKeys); // on top of the minimum (decision 018)
  ws.roundToDollars();

  // A surplus lines travel plan would tax US residents by their state ("US" when none is given, in no
  // state table); admitted plans add no tax. Taxes of other countries are not modelled.
  const taxState = risk.countryOfResidence === "US" ? (risk.residenceState ?? "US") : null;
  const premium = finishPremium(ws, plan, taxState);
  return { premium, worksheet: ws.lines };
}
