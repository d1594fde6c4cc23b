// Program rows -> the API's program shapes. Money leaves cents here.
import type { Carrier, Program } from "@/lib/generated/prisma/client";
import type { Coverage, Eligibility, Endorsement, Notice, OptionSet, PaymentPlan, TermsItem } from "@/lib/rating/types";
import { fromCents } from "@/lib/schemas/common";
import type { ProgramDetail, ProgramHeader } from "@/lib/schemas/programs";
import type { ProgramCard } from "@/lib/schemas/quote";

export function optionValue(option: OptionSet, raw: number): number {
  return option.unit === "money" ? fromCents(raw) : raw;
}

export function programView(program: Program): ProgramCard["program"] {
  const marketing = program.marketing as { shortDescription: string; badges: string[]; cardHighlights: string[] };
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
    marketing: { shortDescription: marketing.shortDescription, badges: marketing.badges, cardHighlights: marketing.cardHighlights },
  };
}

export function programHeader(program: Program & { carrier: Carrier }): ProgramHeader {
  return {
    ...programView(program),
    carrier: { id: program.carrier.id, name: program.carrier.name, code: program.carrier.code, admitted: program.carrier.admitted },
  };
}

export function optionDefinitions(program: Program) {
  return (program.options as unknown as OptionSet[]).map((o) => ({
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

export function programDetail(program: Program & { carrier: Carrier }): ProgramDetail {
  return {
    ...programHeader(program),
    coverages: (program.coverages as unknown as Coverage[]).map((c) => ({
      key: c.key,
      name: c.name,
      description: c.description,
      limitOptionKey: c.limitOptionKey ?? null,
      deductibleOptionKey: c.deductibleOptionKey ?? null,
    })),
    options: optionDefinitions(program),
    endorsements: (program.endorsements as unknown as Endorsement[]).map((e) => ({
      key: e.key,
      name: e.name,
      included: e.included,
      available: e.available,
      premium: e.premiumCents === undefined ? null : fromCents(e.premiumCents),
    })),
    eligibility: eligibilityView(program.eligibility as unknown as Eligibility),
    statesWritten: program.statesWritten,
    classCodes: program.classCodes,
    applicationForm: program.applicationForm as Record<string, unknown>,
    paymentPlans: (program.paymentPlans as unknown as PaymentPlan[]).map((p) => ({
      frequency: p.frequency,
      installments: p.installments,
      installmentFee: fromCents(p.installmentFeeCents),
    })),
    notices: program.notices as unknown as Notice[],
    termsAndConditions: program.terms as unknown as TermsItem[],
  };
}
