// The full view of one application: its card plus answers, form, plan details, premium and worksheet.
import "server-only";
import type { ApplicationRecord, CardStanding } from "@/lib/db/records/application";
import type { FolioRecord } from "@/lib/db/records/folio";
import { unansweredRequired } from "@/lib/bind/answers";
import { chosenOptions, coverageTerms, isDeductibleOption } from "@/lib/programs/coverage";
import type { ApplicationDetail } from "@/lib/schemas/quote";
import { amountsOf, premiumDetailView, toCard, worksheetView, type BillingConfig } from "./card";
import { optionValue } from "./program";

/** Coverages with their limit and deductible as the API shows them (dollars for money options). */
export function coverageLinesView(terms: ReturnType<typeof coverageTerms>) {
  const value = (v: number | null, unit: "money" | "count" | "percent" | null) => (v === null || unit === null ? null : optionValue({ unit }, v));
  return terms.map((t) => ({
    key: t.key,
    name: t.name,
    description: t.description,
    limit: value(t.limit, t.limitUnit),
    deductible: value(t.deductible, t.deductibleUnit),
  }));
}

export function toApplicationDetail(folio: FolioRecord, app: ApplicationRecord & CardStanding, billing: BillingConfig, now = new Date()): ApplicationDetail {
  const card = toCard(app, billing, now);
  const options = chosenOptions(app.program.options, app.selectedOptions).filter((o) => o.unit === "money");
  const amounts = amountsOf(app);
  return {
    ...card,
    quoteId: folio.id,
    groupId: folio.groupId,
    referralNote: app.referralNote,
    systemPayload: app.systemPayload,
    formPayload: app.formPayload,
    unansweredRequired: unansweredRequired(app.program.applicationForm, app.formPayload),
    applicationForm: app.program.applicationForm,
    planDetails: {
      coverages: coverageLinesView(coverageTerms(app.program.coverages, app.program.options, app.selectedOptions)),
      limits: Object.fromEntries(options.filter((o) => !isDeductibleOption(o)).map((o) => [o.key, optionValue(o, o.value)])),
      deductibles: Object.fromEntries(options.filter((o) => isDeductibleOption(o)).map((o) => [o.key, optionValue(o, o.value)])),
    },
    premiumDetail: amounts && app.premiumDetail ? premiumDetailView(amounts, app.premiumDetail) : null,
    worksheet: app.worksheet ? worksheetView(app.worksheet) : null,
  };
}
