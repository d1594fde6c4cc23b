// Underwriting eligibility: the single source of the appetite rules. Rating declines and the appetite
// endpoint both call checkEligibility, so a rule changed here changes both.
import { ageOn, daysBetween } from "@/lib/dates";
import type { DeclineReason, ProgramForRating, Risk, TravelRisk } from "./types";

const DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$6,000,000" for whole dollars, "$1,234.56" otherwise. */
export function formatDollars(cents: number): string {
  return cents % 100 === 0 ? WHOLE_DOLLARS.format(cents / 100) : DOLLARS.format(cents / 100);
}

/** Trip length in days, counting both the departure and the return day (as travel plans do). */
export function tripDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

function travellerName(risk: TravelRisk, index: number): string {
  const t = risk.insureds[index]!;
  const name = [t.firstName, t.lastName].filter(Boolean).join(" ");
  return name ? `Traveller ${name}` : `Traveller ${index + 1}`;
}

/** What is known of a business before a quote; rules about facts not given are not applied. */
export interface BusinessFacts {
  classCode: string;
  state?: string;
  annualRevenueCents?: number;
  employeeCount?: number;
}

/**
 * The business appetite rules, applied to whatever facts are known. checkEligibility runs them on a
 * full risk; the appetite endpoints run them on a class (and optionally state, revenue, employees),
 * so an appetite answer and a quote's decline give the same reasons in the same words.
 */
export function checkBusinessAppetite(program: ProgramForRating, facts: BusinessFacts): DeclineReason[] {
  const rules = program.eligibility;
  if (rules.kind !== "business" || program.type === "TI") {
    throw new TypeError(`Program ${program.code} (${program.type}) does not rate business risks`);
  }
  const reasons: DeclineReason[] = [];
  if (!program.classCodes.includes(facts.classCode)) {
    reasons.push({ code: "class_out_of_appetite", message: `Class ${facts.classCode} is outside this program's appetite.` });
  }
  if (facts.annualRevenueCents !== undefined && facts.annualRevenueCents > rules.maxRevenueCents) {
    reasons.push({
      code: "revenue_over_cap",
      message: `Annual revenue ${formatDollars(facts.annualRevenueCents)} is over this program's maximum of ${formatDollars(rules.maxRevenueCents)}.`,
    });
  }
  if (facts.employeeCount !== undefined && facts.employeeCount > rules.maxEmployees) {
    reasons.push({
      code: "employees_over_cap",
      message: `${facts.employeeCount} employees is over this program's maximum of ${rules.maxEmployees} employees.`,
    });
  }
  if (facts.state !== undefined && !program.statesWritten.includes(facts.state)) {
    reasons.push({ code: "state_not_written", message: `This program is not written in ${facts.state}.` });
  }
  return reasons;
}

/**
 * Why `program` would not write `risk`; an empty list means eligible. `asOf` is the rating date
 * (kept in the signature for date rules; traveller ages are taken on the trip start date).
 * A risk of the wrong kind for the program is a caller bug and throws.
 */
export function checkEligibility(program: ProgramForRating, risk: Risk, asOf: string): DeclineReason[] {
  void asOf;
  const reasons: DeclineReason[] = [];
  const rules = program.eligibility;

  if (risk.kind === "business") {
    if (rules.kind !== "business" || program.type === "TI") {
      throw new TypeError(`Program ${program.code} (${program.type}) does not rate business risks`);
    }
    return checkBusinessAppetite(program, {
      classCode: risk.classCode,
      state: risk.mailingState,
      annualRevenueCents: risk.annualRevenueCents,
      employeeCount: risk.employeeCount,
    });
  }

  if (rules.kind !== "travel" || program.type !== "TI") {
    throw new TypeError(`Program ${program.code} (${program.type}) does not rate travel risks`);
  }
  const days = tripDays(risk.startDate, risk.endDate);
  if (days > rules.maxTripDays) {
    reasons.push({ code: "trip_too_long", message: `A trip of ${days} days is longer than this program's maximum of ${rules.maxTripDays} days.` });
  }
  if (risk.tripCostCents > rules.maxTripCostCents) {
    reasons.push({
      code: "trip_cost_over_cap",
      message: `Trip cost ${formatDollars(risk.tripCostCents)} is over this program's maximum of ${formatDollars(rules.maxTripCostCents)}.`,
    });
  }
  risk.insureds.forEach((traveller, i) => {
    const age = ageOn(traveller.dateOfBirth, risk.startDate);
    if (age > rules.maxTravellerAge) {
      reasons.push({
        code: "traveller_age_over_max",
        message: `${travellerName(risk, i)} is ${age} on the start date, over this program's maximum age of ${rules.maxTravellerAge}.`,
      });
    }
  });
  if (rules.excludedDestinations.includes(risk.destinationCountry)) {
    reasons.push({ code: "destination_excluded", message: `Trips to ${risk.destinationCountry} are excluded by this program.` });
  }
  if (!rules.residenceCountries.includes(risk.countryOfResidence)) {
    reasons.push({ code: "residence_not_written", message: `This program does not cover residents of ${risk.countryOfResidence}.` });
  } else if (risk.residenceState !== undefined && !program.statesWritten.includes(risk.residenceState)) {
    reasons.push({ code: "residence_not_written", message: `This program is not written for residents of ${risk.residenceState}.` });
  }
  return reasons;
}
