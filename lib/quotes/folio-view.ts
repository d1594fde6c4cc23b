// Folio and application views: DB rows -> the API's shapes. Money leaves cents here, and only here.
import type { Application, Carrier, Folio, Program } from "@/lib/generated/prisma/client";
import { monthlyPremiumCents, priceInstallments } from "@/lib/rating/payment-plans";
import type { Coverage, DeclineReason, Endorsement, FeeLine, Notice, OptionSet, PaymentPlan, TaxLine, TermsItem, WorksheetLine } from "@/lib/rating/types";
import { fromCents } from "@/lib/schemas/common";
import type { ApplicationDetail, ProgramCard, QuoteFolio } from "@/lib/schemas/quote";
import type { z } from "zod";

export type AppRow = Application & { program: Program & { carrier: Carrier } };
export type FolioRow = Folio & { applications: AppRow[] };

const CARD_STATUS = { pending: "quoting", success: "quoted", error: "declined", failed: "quote_failed" } as const;
export const TERMINAL_CARD_STATUSES = ["quoted", "declined", "quote_failed", "bound"] as const;

export interface BillingConfig {
  method: string;
  publishableKey: string | null;
}

function optionValue(option: OptionSet, cents: number): number {
  return option.unit === "money" ? fromCents(cents) : cents;
}

function installments(app: AppRow) {
  if (app.status !== "success" || app.totalCents === null || app.premiumCents === null) return null;
  return priceInstallments(app.totalCents, app.premiumCents, app.program.paymentPlans as unknown as PaymentPlan[]);
}

function billingDescriptor(program: Program): string {
  // Card statements show at most 22 characters.
  return `QUOTING* ${program.code}`.slice(0, 22).toUpperCase();
}

export function toCard(app: AppRow, billing: BillingConfig): ProgramCard {
  const program = app.program;
  const options = program.options as unknown as OptionSet[];
  const selected = app.selectedOptions as Record<string, number>;
  const plans = installments(app);
  const annual = plans?.find((p) => p.frequency === "annual");
  const monthly = plans?.find((p) => p.frequency === "monthly");
  const declineReasons = (app.declineReasons ?? []) as unknown as DeclineReason[];
  const notices = [
    ...(program.notices as unknown as Notice[]),
    ...(app.notices as unknown as Notice[]),
    ...declineReasons.map((r) => ({ text: r.message, type: "notice", level: "underwriting", code: r.code })),
    ...(app.failureReason ? [{ text: `This program could not be quoted: ${app.failureReason}`, type: "notice", level: "underwriting", code: "quote_failed" }] : []),
  ];
  const marketing = program.marketing as { shortDescription: string; badges: string[]; cardHighlights: string[] };
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
    programState: { coverage: Object.fromEntries(options.map((o) => [o.key, optionValue(o, selected[o.key] ?? o.default)])) },
    program: {
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
    },
    carrier: {
      id: program.carrier.id,
      name: program.carrier.name,
      code: program.carrier.code,
      quoteId: app.carrierQuoteId,
      referenceIds: { applicationId: app.carrierApplicationId, externalId: app.carrierExternalId },
    },
    pricing:
      app.status === "success" && app.premiumCents !== null && annual
        ? {
            annualPremium: fromCents(app.premiumCents),
            monthlyPremium: monthly ? fromCents(monthlyPremiumCents(app.premiumCents)) : null,
            taxes: fromCents(app.taxesCents ?? 0),
            fees: fromCents(app.feesCents ?? 0),
            totalAnnual: fromCents(annual.installmentCents),
            totalMonthly: monthly ? fromCents(monthly.installmentCents) : null,
            currency: "USD",
          }
        : null,
    options: options.map((o) => ({
      key: o.key,
      label: o.label,
      unit: o.unit,
      values: o.values.map((v) => optionValue(o, v)),
      selectedValue: optionValue(o, selected[o.key] ?? o.default),
    })),
    endorsements: (program.endorsements as unknown as Endorsement[]).map((e) => ({ key: e.key, name: e.name, included: e.included, available: e.available })),
    paymentOptions: [
      {
        method: "card",
        label: "Credit or debit card",
        frequencies: (plans ?? []).map((p) => ({ frequency: p.frequency, installments: p.installments, amount: fromCents(p.installmentCents) })),
      },
    ],
    billing: { method: billing.method, publishableKey: billing.publishableKey, billingDescriptor: billingDescriptor(program), allowedMethods: ["credit_card"] },
    // Quote proposal and application PDFs come with the binding issue; no link is listed that would not open.
    documents: [],
    notices,
    termsAndConditions: program.terms as unknown as TermsItem[],
    failureReason: app.failureReason,
    systemPayloadHash: app.systemPayloadHash,
  };
}

export function folioStatus(cards: Pick<ProgramCard, "status">[], expiresAt: Date, now: Date): z.infer<typeof QuoteFolio>["status"] {
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
  };
}

export function toFolio(folio: FolioRow, billing: BillingConfig, now = new Date()): QuoteFolio {
  const quotes = folio.applications.map((a) => toCard(a, billing));
  return {
    quoteId: folio.id,
    groupId: folio.groupId,
    originalQuoteId: folio.originalQuoteId,
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
  return {
    ...card,
    quoteId: folio.id,
    groupId: folio.groupId,
    systemPayload: app.systemPayload as Record<string, unknown>,
    formPayload: app.formPayload as Record<string, unknown>,
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
    premiumDetail:
      app.status === "success" && detail && app.premiumCents !== null && app.totalCents !== null
        ? {
            premium: fromCents(app.premiumCents),
            fees: detail.fees.map((f) => ({ code: f.code, label: f.label, amount: fromCents(f.amountCents) })),
            taxes: detail.taxes.map((t) => ({ code: t.code, label: t.label, rate: t.rate, amount: fromCents(t.amountCents) })),
            total: fromCents(app.totalCents),
          }
        : null,
    worksheet: app.worksheet
      ? (app.worksheet as unknown as WorksheetLine[]).map((w) => ({
          step: w.step,
          label: w.label,
          factor: w.factor ?? null,
          amount: fromCents(w.amountCents),
          running: fromCents(w.runningCents),
        }))
      : null,
    declineReasons: ((app.declineReasons ?? []) as unknown as DeclineReason[]).map((r) => ({ code: r.code, message: r.message })),
  };
}
