// Program records -> the API's program shapes. Money leaves cents here.
import "server-only";
import { cancellationTerms } from "@/lib/policies/terms";
import type { ProgramRecord } from "@/lib/db/records/program";
import type { Eligibility, OptionSet } from "@/lib/rating/types";
import { fromCents } from "@/lib/schemas/common";
import type { ProgramDetail, ProgramHeader } from "@/lib/schemas/programs";
import type { ProgramCard } from "@/lib/schemas/quote";

/** An option value as the API shows it: dollars for money, as is otherwise. */
export function optionValue(option: Pick<OptionSet, "unit">, raw: number): number {
  return option.unit === "money" ? fromCents(raw) : raw;
}

export function programView(program: ProgramRecord): ProgramCard["program"] {
  return {
    id: program.id,
    name: program.name,
    code: program.code,
    type: program.type,
    slug: program.slug,
    description: program.description,
    tagline: program.tagline,
    tier: program.tier,
    isFeatured: program.isFeatured,
    renewalType: program.renewalType,
    renewalFrequency: program.renewalFrequency,
    quoteValidityDays: program.quoteValidityDays,
    marketing: { shortDescription: program.marketing.shortDescription, badges: program.marketing.badges, cardHighlights: program.marketing.cardHighlights },
  };
}

export function programHeader(program: ProgramRecord): ProgramHeader {
  return {
    ...programView(program),
    carrier: { id: program.carrier.id, name: program.carrier.name, code: program.carrier.code, admitted: program.carrier.admitted },
  };
}

export function carrierRef(program: ProgramRecord) {
  return { id: program.carrier.id, name: program.carrier.name, code: program.carrier.code };
}

export function optionDefinitions(program: ProgramRecord) {
  return program.options.map((o) => ({
    key: o.key,
    label: o.label,
    unit: o.unit,
    values: o.values.map((v) => optionValue(o, v)),
    default: optionValue(o, o.default),
  }));
}

export function eligibilityView(e: Eligibility): ProgramDetail["eligibility"] {
  return e.kind === "business"
    ? { kind: "business", maxRevenue: fromCents(e.maxRevenueCents), maxEmployees: e.maxEmployees }
    : {
        kind: "travel",
        maxTripDays: e.maxTripDays,
        maxTripCost: fromCents(e.maxTripCostCents),
        maxTravellerAge: e.maxTravellerAge,
        excludedDestinations: e.excludedDestinations,
        residenceCountries: e.residenceCountries,
      };
}

export function endorsementsView(program: ProgramRecord) {
  return program.endorsements.map((e) => ({ key: e.key, name: e.name, included: e.included, available: e.available }));
}

export function programDetail(program: ProgramRecord): ProgramDetail {
  return {
    ...programHeader(program),
    coverages: program.coverages.map((c) => ({
      key: c.key,
      name: c.name,
      description: c.description,
      limitOptionKey: c.limitOptionKey ?? null,
      deductibleOptionKey: c.deductibleOptionKey ?? null,
    })),
    options: optionDefinitions(program),
    endorsements: program.endorsements.map((e) => ({
      key: e.key,
      name: e.name,
      included: e.included,
      available: e.available,
      premium: e.premiumCents === undefined ? null : fromCents(e.premiumCents),
    })),
    eligibility: eligibilityView(program.eligibility),
    statesWritten: program.statesWritten,
    classCodes: program.classCodes,
    applicationForm: program.applicationForm,
    paymentPlans: program.paymentPlans.map((p) => ({ frequency: p.frequency, installments: p.installments, installmentFee: fromCents(p.installmentFeeCents) })),
    notices: program.notices,
    termsAndConditions: [...program.terms, cancellationTerms(program.servicingRules)],
  };
}
