// A card is the view of one application in a folio: rendered program, pricing, options, documents.
// Money leaves cents here, and only in lib/api/serializers.
import "server-only";
import { cancellationTerms } from "@/lib/policies/terms";
import type { CardRecord, CardStanding, PremiumDetail } from "@/lib/db/records/application";
import type { ProgramRecord } from "@/lib/db/records/program";
import type { BillingConfig } from "@/lib/runtime";
import { chosenOptions } from "@/lib/programs/coverage";
import { retroactiveDate, retroactiveDateText } from "@/lib/programs/declarations";
import { endorsementStatuses } from "@/lib/programs/endorsements";
import { monthlyPremiumCents, priceInstallments } from "@/lib/rating/payment-plans";
import type { OptionSet, PaymentPlan, SelectedOptions, WorksheetLine } from "@/lib/rating/types";
import { fromCents } from "@/lib/schemas/common";
import { CARD_STATUS } from "@/lib/shapes/card-status";
import type { ProgramCard } from "@/lib/schemas/quote";
import { cardDocumentLinks } from "./documents";
import { optionValue, programView } from "./program";

export type { BillingConfig };

export const TERMINAL_CARD_STATUSES = ["quoted", "referred", "declined", "quote_failed", "bound"] as const;

export interface Amounts {
  premiumCents: number;
  feesCents: number;
  taxesCents: number;
  totalCents: number;
}

/** A priced result as the API shows it: the pricing block and the payment frequencies. */
export function priceView(a: Amounts, plans: PaymentPlan[]) {
  const priced = priceInstallments(a.totalCents, a.premiumCents, plans);
  const annual = priced.find((p) => p.frequency === "annual");
  const monthly = priced.find((p) => p.frequency === "monthly");
  return {
    pricing: {
      annualPremium: fromCents(a.premiumCents),
      monthlyPremium: monthly ? fromCents(monthlyPremiumCents(a.premiumCents)) : null,
      taxes: fromCents(a.taxesCents),
      fees: fromCents(a.feesCents),
      totalAnnual: fromCents(annual ? annual.installmentCents : a.totalCents),
      totalMonthly: monthly ? fromCents(monthly.installmentCents) : null,
      monthlyDownPayment: monthly ? fromCents(monthly.downPaymentCents) : null,
      currency: "USD",
    },
    frequencies: priced.map((p) => ({
      frequency: p.frequency,
      installments: p.installments,
      downPayment: fromCents(p.downPaymentCents),
      amount: fromCents(p.installmentCents),
      lastAmount: fromCents(p.lastInstallmentCents),
      installmentFee: fromCents(p.installmentFeeCents),
      total: fromCents(p.totalCents),
    })),
  };
}

/** The amounts of a priced card (quoted, referred or bound), or null. */
export function amountsOf(app: Pick<CardRecord, "status" | "premiumCents" | "feesCents" | "taxesCents" | "totalCents">): Amounts | null {
  if ((app.status !== "success" && app.status !== "referred" && app.status !== "bound") || app.premiumCents === null || app.totalCents === null) return null;
  return { premiumCents: app.premiumCents, feesCents: app.feesCents ?? 0, taxesCents: app.taxesCents ?? 0, totalCents: app.totalCents };
}

export function worksheetView(lines: WorksheetLine[]) {
  return lines.map((w) => ({ step: w.step, label: w.label, factor: w.factor ?? null, amount: fromCents(w.amountCents), running: fromCents(w.runningCents) }));
}

export function premiumDetailView(a: Amounts, detail: PremiumDetail) {
  return {
    premium: fromCents(a.premiumCents),
    fees: detail.fees.map((f) => ({ code: f.code, label: f.label, amount: fromCents(f.amountCents) })),
    taxes: detail.taxes.map((t) => ({ code: t.code, label: t.label, rate: t.rate, amount: fromCents(t.amountCents) })),
    total: fromCents(a.totalCents),
  };
}

export function optionsView(options: OptionSet[], selected: SelectedOptions) {
  return chosenOptions(options, selected).map((o) => ({
    key: o.key,
    label: o.label,
    unit: o.unit,
    values: o.values.map((v) => optionValue(o, v)),
    selectedValue: optionValue(o, o.value),
  }));
}

/** Each option's value, as the API shows it (the coverage a card or rate result prices). */
export function coverageView(options: OptionSet[], selected: SelectedOptions): Record<string, number> {
  return Object.fromEntries(chosenOptions(options, selected).map((o) => [o.key, optionValue(o, o.value)]));
}

function billingDescriptor(program: ProgramRecord): string {
  // Card statements show at most 22 characters.
  return `QUOTING* ${program.code}`.slice(0, 22).toUpperCase();
}

export function underwritingView(app: Pick<CardRecord, "referralReasons" | "underwriterDecision">): ProgramCard["underwriting"] {
  const d = app.underwriterDecision;
  return {
    referrals: app.referralReasons.map((r) => ({ rule: r.rule, message: r.message })),
    decision: d ? { decision: d.decision, note: d.note, by: d.byName, at: d.at, rules: d.rules } : null,
  };
}

/** The retroactive date a claims-made quote would be bound with, as a term of the card; none for occurrence programs. */
export function retroactiveDateTerm(app: Pick<CardRecord, "program" | "effectiveDate" | "priorActsDate">) {
  const trigger = app.program.declarations.coverageTrigger;
  if (trigger !== "claims_made" || !app.effectiveDate) return [];
  const retro = retroactiveDate(trigger, app.effectiveDate, app.priorActsDate)!;
  return [{ title: "Retroactive date", text: retroactiveDateText(retro, app.effectiveDate) }];
}

export function toCard(app: CardRecord & CardStanding, billing: BillingConfig, now: Date): ProgramCard {
  const program = app.program;
  const amounts = amountsOf(app);
  const priced = amounts ? priceView(amounts, program.paymentPlans) : null;
  const notices = [
    ...program.notices,
    ...app.notices,
    ...app.declineReasons.map((r) => ({ text: r.message, type: "notice", level: "underwriting", code: r.code })),
    ...app.referralReasons.map((r) => ({ text: `Referred to underwriting: ${r.message}`, type: "notice", level: "underwriting", code: "referral" })),
    ...(app.failureReason
      ? [{ text: `This program could not be quoted: ${app.failureReason}`, type: "notice", level: "underwriting", code: "quote_failed" }]
      : []),
  ];
  return {
    id: app.id,
    quoteRequestId: app.id,
    attemptNumber: app.attemptNumber,
    status: CARD_STATUS[app.status],
    applicationStatus: app.status,
    effectiveDate: app.effectiveDate,
    expirationDate: app.expirationDate,
    validUntil: app.validUntil.toISOString(),
    // Flags, not statuses: a superseded or expired card keeps its spec status (quoted, referred, ...) and says why it cannot be bound.
    superseded: app.latestAttempt > app.attemptNumber,
    latestAttemptNumber: Math.max(app.latestAttempt, app.attemptNumber),
    expired: app.status !== "bound" && now.getTime() > app.validUntil.getTime(),
    ratedAt: app.ratedAt?.toISOString() ?? null,
    programState: { coverage: coverageView(program.options, app.selectedOptions) },
    program: programView(program),
    carrier: {
      id: program.carrier.id,
      name: program.carrier.name,
      code: program.carrier.code,
      admitted: program.carrier.admitted,
      financialStrength: program.carrier.financialStrength,
      quoteId: app.carrierQuoteId,
      referenceIds: { applicationId: app.carrierApplicationId, externalId: app.carrierExternalId },
    },
    pricing: priced?.pricing ?? null,
    options: optionsView(program.options, app.selectedOptions),
    endorsements: endorsementStatuses(program.endorsements, app.addedEndorsements).map(({ premiumCents, ...e }) => ({
      ...e,
      premium: premiumCents === null ? null : fromCents(premiumCents),
    })),
    paymentOptions: [{ method: "card", label: "Credit or debit card", frequencies: priced?.frequencies ?? [] }],
    billing: { method: billing.method, publishableKey: billing.publishableKey, billingDescriptor: billingDescriptor(program), allowedMethods: ["credit_card"] },
    documents: amounts ? cardDocumentLinks(billing.baseUrl, app.folioId, app.id) : [],
    notices,
    // The cancellation terms are written from the rules the computation applies (lib/policies/terms.ts);
    // a claims-made program's card says which retroactive date the policy would carry (decision 017).
    termsAndConditions: [...program.terms, cancellationTerms(program.servicingRules), ...retroactiveDateTerm(app)],
    failureReason: app.failureReason,
    declineReasons: app.declineReasons.map((r) => ({ code: r.code, message: r.message, ...(r.rule ? { rule: r.rule } : {}) })),
    underwriting: underwritingView(app),
    systemPayloadHash: app.systemPayloadHash,
  };
}
