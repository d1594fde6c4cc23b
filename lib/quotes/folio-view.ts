// Folio and application views: DB rows -> the API's shapes. Money leaves cents here, and only here.
import type { Application, Carrier, Folio, Program } from "@/lib/generated/prisma/client";
import { monthlyPremiumCents, priceInstallments } from "@/lib/rating/payment-plans";
import type { Coverage, DeclineReason, Endorsement, FeeLine, Notice, OptionSet, PaymentPlan, TaxLine, TermsItem, WorksheetLine } from "@/lib/rating/types";
import { fromCents } from "@/lib/schemas/common";
import { optionValue, programView } from "@/lib/programs/views";
import { unansweredRequired } from "@/lib/bind/form";
import type { ApplicationDetail, ProgramCard, QuoteFolio } from "@/lib/schemas/quote";
import type { z } from "zod";

/** An application as a card needs it (the heavy columns are optional: the folio view leaves them out). */
export type CardRow = Omit<Application, "systemPayload" | "risk" | "worksheet" | "premiumDetail" | "formPayload" | "leaseUntil" | "leaseToken" | "claimCount" | "availableAt" | "bindToken" | "bindUntil"> & {
  program: Program & { carrier: Carrier };
};
export type AppRow = Application & { program: Program & { carrier: Carrier } };
export type FolioRow = Folio & { applications: CardRow[] };

export const CARD_STATUS = { pending: "quoting", success: "quoted", error: "declined", failed: "quote_failed", bound: "bound" } as const;
export const TERMINAL_CARD_STATUSES = ["quoted", "declined", "quote_failed", "bound"] as const;

export interface BillingConfig {
  method: string;
  publishableKey: string | null;
  /** Absolute base of document links. */
  baseUrl: string;
}


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
      currency: "USD",
    },
    frequencies: priced.map((p) => ({ frequency: p.frequency, installments: p.installments, amount: fromCents(p.installmentCents) })),
  };
}

function amountsOf(app: CardRow): Amounts | null {
  if ((app.status !== "success" && app.status !== "bound") || app.premiumCents === null || app.totalCents === null) return null;
  return { premiumCents: app.premiumCents, feesCents: app.feesCents ?? 0, taxesCents: app.taxesCents ?? 0, totalCents: app.totalCents };
}

export function worksheetView(lines: WorksheetLine[]) {
  return lines.map((w) => ({ step: w.step, label: w.label, factor: w.factor ?? null, amount: fromCents(w.amountCents), running: fromCents(w.runningCents) }));
}

export function premiumDetailView(a: Amounts, fees: FeeLine[], taxes: TaxLine[]) {
  return {
    premium: fromCents(a.premiumCents),
    fees: fees.map((f) => ({ code: f.code, label: f.label, amount: fromCents(f.amountCents) })),
    taxes: taxes.map((t) => ({ code: t.code, label: t.label, rate: t.rate, amount: fromCents(t.amountCents) })),
    total: fromCents(a.totalCents),
  };
}

export function optionsView(options: OptionSet[], selected: Record<string, number>) {
  return options.map((o) => ({
    key: o.key,
    label: o.label,
    unit: o.unit,
    values: o.values.map((v) => optionValue(o, v)),
    selectedValue: optionValue(o, selected[o.key] ?? o.default),
  }));
}

export function coverageView(options: OptionSet[], selected: Record<string, number>): Record<string, number> {
  return Object.fromEntries(options.map((o) => [o.key, optionValue(o, selected[o.key] ?? o.default)]));
}

function billingDescriptor(program: Program): string {
  // Card statements show at most 22 characters.
  return `QUOTING* ${program.code}`.slice(0, 22).toUpperCase();
}

export function toCard(app: CardRow, billing: BillingConfig): ProgramCard {
  const program = app.program;
  const options = program.options as unknown as OptionSet[];
  const selected = app.selectedOptions as Record<string, number>;
  const amounts = amountsOf(app);
  const priced = amounts ? priceView(amounts, program.paymentPlans as unknown as PaymentPlan[]) : null;
  const declineReasons = (app.declineReasons ?? []) as unknown as DeclineReason[];
  const notices = [
    ...(program.notices as unknown as Notice[]),
    ...(app.notices as unknown as Notice[]),
    ...declineReasons.map((r) => ({ text: r.message, type: "notice", level: "underwriting", code: r.code })),
    ...(app.failureReason ? [{ text: `This program could not be quoted: ${app.failureReason}`, type: "notice", level: "underwriting", code: "quote_failed" }] : []),
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
    ratedAt: app.ratedAt?.toISOString() ?? null,
    programState: { coverage: coverageView(options, selected) },
    program: programView(program),
    carrier: {
      id: program.carrier.id,
      name: program.carrier.name,
      code: program.carrier.code,
      quoteId: app.carrierQuoteId,
      referenceIds: { applicationId: app.carrierApplicationId, externalId: app.carrierExternalId },
    },
    pricing: priced?.pricing ?? null,
    options: optionsView(options, selected),
    endorsements: (program.endorsements as unknown as Endorsement[]).map((e) => ({ key: e.key, name: e.name, included: e.included, available: e.available })),
    paymentOptions: [
      {
        method: "card",
        label: "Credit or debit card",
        frequencies: priced?.frequencies ?? [],
      },
    ],
    billing: { method: billing.method, publishableKey: billing.publishableKey, billingDescriptor: billingDescriptor(program), allowedMethods: ["credit_card"] },
    documents: amounts
      ? [
          { type: "quote_proposal", label: "Quote proposal (PDF)", url: `${billing.baseUrl}/v1/quote/${app.folioId}/applications/${app.id}/documents/quote_proposal` },
          { type: "application", label: "Application (PDF)", url: `${billing.baseUrl}/v1/quote/${app.folioId}/applications/${app.id}/documents/application` },
        ]
      : [],
    notices,
    termsAndConditions: program.terms as unknown as TermsItem[],
    failureReason: app.failureReason,
    declineReasons: declineReasons.map((r) => ({ code: r.code, message: r.message })),
    systemPayloadHash: app.systemPayloadHash,
  };
}

export function folioStatus(cards: Pick<ProgramCard, "status">[], expiresAt: Date, now: Date): z.infer<typeof QuoteFolio>["status"] {
  if (cards.some((c) => c.status === "bound")) return "bound";
  if (now.getTime() > expiresAt.getTime()) return "expired";
  if (cards.some((c) => c.status === "quoting")) return "quoting";
  if (cards.some((c) => c.status === "quoted" || c.status === "bound")) return "quoted";
  return "no_quotes";
}

export function summarise(cards: ProgramCard[]): QuoteFolio["summary"] {
  const quoted = cards.filter((c) => c.status === "quoted" && c.pricing);
  // Sum in cents so that the total equals the sum of the cards to the cent.
  const sum = (pick: (c: ProgramCard) => number) => fromCents(quoted.reduce((acc, c) => acc + Math.round(pick(c) * 100), 0));
  return {
    totalAnnual: sum((c) => c.pricing!.totalAnnual),
    totalMonthly: sum((c) => c.pricing!.totalMonthly ?? 0),
    quotedCount: quoted.length,
    failedCount: cards.filter((c) => c.status === "declined" || c.status === "quote_failed").length,
    quotingCount: cards.filter((c) => c.status === "quoting").length,
    declinedCount: cards.filter((c) => c.status === "declined").length,
    boundCount: cards.filter((c) => c.status === "bound").length,
    bestAnnual: quoted.length ? Math.min(...quoted.map((c) => c.pricing!.totalAnnual)) : null,
  };
}

export function toFolio(folio: FolioRow, billing: BillingConfig, now = new Date()): QuoteFolio {
  const quotes = folio.applications.map((a) => toCard(a, billing));
  return {
    quoteId: folio.id,
    groupId: folio.groupId,
    originalQuoteId: folio.originalQuoteId,
    insuredName: folio.insuredName,
    source: folio.source,
    status: folioStatus(quotes, folio.expiresAt, now),
    clientState: (folio.clientState ?? null) as Record<string, unknown> | null,
    createdAt: folio.createdAt.toISOString(),
    expiresAt: folio.expiresAt.toISOString(),
    quotes,
    summary: summarise(quotes),
  };
}

export function toApplicationDetail(folio: Folio, app: AppRow, billing: BillingConfig): ApplicationDetail {
  const card = toCard(app, billing);
  const options = app.program.options as unknown as OptionSet[];
  const selected = app.selectedOptions as Record<string, number>;
  const money = (key: string | undefined) => {
    const option = key ? options.find((o) => o.key === key) : undefined;
    return option ? optionValue(option, selected[option.key] ?? option.default) : null;
  };
  const isDeductible = (o: OptionSet) => /deductible|retention/i.test(o.key);
  const detail = app.premiumDetail as { fees: FeeLine[]; taxes: TaxLine[] } | null;
  const amounts = amountsOf(app);
  return {
    ...card,
    quoteId: folio.id,
    groupId: folio.groupId,
    systemPayload: app.systemPayload as Record<string, unknown>,
    formPayload: app.formPayload as Record<string, unknown>,
    unansweredRequired: unansweredRequired(app.program.applicationForm, app.formPayload),
    applicationForm: app.program.applicationForm as Record<string, unknown>,
    planDetails: {
      coverages: (app.program.coverages as unknown as Coverage[]).map((c) => ({
        key: c.key,
        name: c.name,
        description: c.description,
        limit: money(c.limitOptionKey),
        deductible: money(c.deductibleOptionKey),
      })),
      limits: Object.fromEntries(options.filter((o) => o.unit === "money" && !isDeductible(o)).map((o) => [o.key, optionValue(o, selected[o.key] ?? o.default)])),
      deductibles: Object.fromEntries(options.filter((o) => o.unit === "money" && isDeductible(o)).map((o) => [o.key, optionValue(o, selected[o.key] ?? o.default)])),
    },
    premiumDetail: amounts && detail ? premiumDetailView(amounts, detail.fees, detail.taxes) : null,
    worksheet: app.worksheet ? worksheetView(app.worksheet as unknown as WorksheetLine[]) : null,
  };
}
